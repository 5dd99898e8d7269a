// Package exclusivesdk is exclusive's registration helper on the go-sdk:
// a generic helper that calls mcp.AddTool on one of two exclusive paths
// registers one tool per call.
package exclusivesdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	ID string `json:"id"`
}

type Out struct {
	Text string `json:"text"`
}

func add[I, O any](s *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[I, O], readOnly bool) {
	if readOnly {
		t.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true}
		mcp.AddTool(s, t, h)
		return
	}
	mcp.AddTool(s, t, h)
}

func read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{Text: in.ID}, nil
}

func Register(s *mcp.Server) {
	add(s, &mcp.Tool{Name: "read_note", Description: "Read a note."}, read, true)
	add(s, &mcp.Tool{Name: "delete_note", Description: "Delete a note."}, read, false)
	add(s, &mcp.Tool{Name: "read_note", Description: "Read a note again."}, read, true) // want `OMCG0007: tool name "read_note" is already used`
}
