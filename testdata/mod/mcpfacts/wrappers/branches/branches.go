// Package branches makes its go-sdk tools with a helper that returns the
// tool from two branches, setting different annotations: each call of
// the helper makes one tool (the hints the branches set differently are
// not known), and the registration gives it its handler and types.
package branches

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

func meta(name, description string, readOnly bool) *mcp.Tool {
	t := &mcp.Tool{Name: name, Description: description, Annotations: &mcp.ToolAnnotations{OpenWorldHint: new(false)}}
	if readOnly {
		t.Annotations.ReadOnlyHint = true
		return t
	}
	t.Annotations.DestructiveHint = new(true)
	return t
}

func read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, meta("read_note", "Read a note.", true), read)  // want `tool "read_note" mcp.Tool via branches.meta In=branches.In description="Read a note."` `registers "read_note"`
	mcp.AddTool(s, meta("drop_note", "Drop a note.", false), read) // want `tool "drop_note" mcp.Tool via branches.meta In=branches.In description="Drop a note."` `registers "drop_note"`
}
