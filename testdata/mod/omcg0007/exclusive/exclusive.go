// Package exclusive registers each tool through a helper of the server's
// own that calls AddTool on one of two exclusive paths: one registration
// per call of the helper, whichever path runs, so no tool is a duplicate
// of itself. Two calls of the helper with one name still are.
package exclusive

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type registry struct {
	s         *server.MCPServer
	normalize bool
}

func (r *registry) add(tool mcp.Tool, h server.ToolHandlerFunc) {
	if r.normalize {
		r.s.AddTool(tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return h(ctx, req)
		})
		return
	}
	r.s.AddTool(tool, h)
}

func (r *registry) addSwitch(tool mcp.Tool, h server.ToolHandlerFunc, mode int) {
	switch mode {
	case 0:
		r.s.AddTool(tool, h)
	case 1:
		r.s.AddTool(tool, h)
	default:
		r.s.AddTool(tool, h)
	}
}

func (r *registry) addElse(tool mcp.Tool, h server.ToolHandlerFunc) {
	if r.normalize {
		r.s.AddTool(tool, h)
	} else {
		r.s.AddTool(tool, h)
	}
}

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer, normalize bool) {
	r := &registry{s: s, normalize: normalize}
	r.add(mcp.NewTool("read_note", mcp.WithDescription("Read a note.")), handle)
	r.add(mcp.NewTool("list_notes", mcp.WithDescription("List the notes.")), handle)
	r.addSwitch(mcp.NewTool("find_notes", mcp.WithDescription("Find notes.")), handle, 1)
	r.addElse(mcp.NewTool("tag_note", mcp.WithDescription("Tag a note.")), handle)
	r.add(mcp.NewTool("read_note", mcp.WithDescription("Read a note again.")), handle) // want `OMCG0007: tool name "read_note" is already used`
}
