// Package localtable registers its tools from a table of anonymous
// structs written in field order, each a tool a method makes and a
// method value as its handler, in a loop of the same function.
package localtable

import (
	"context"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Handlers reads files under Root.
type Handlers struct{ Root string }

func (h *Handlers) readTool() mcp.Tool {
	return mcp.NewTool("read_table", mcp.WithString("name", mcp.Required()))
}

func (h *Handlers) peekTool() mcp.Tool {
	return mcp.NewTool("peek_table", mcp.WithString("name", mcp.Required()))
}

func (h *Handlers) read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(filepath.Join(h.Root, req.GetString("name", ""))) // want `OMCG0029: tool "read_table": argument "name" can leave the base folder its path is joined to \(with ".."\)`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Not flagged: a name that is not local is refused.
func (h *Handlers) peek(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if !filepath.IsLocal(name) {
		return mcp.NewToolResultError("not a local name"), nil
	}
	b, err := os.ReadFile(filepath.Join(h.Root, name))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b[:min(len(b), 8)])), nil
}

// Register adds the tools.
func (h *Handlers) Register(s *server.MCPServer) {
	tools := []struct {
		tool    mcp.Tool
		handler server.ToolHandlerFunc
	}{
		{h.readTool(), h.read},
		{h.peekTool(), h.peek},
	}
	for _, t := range tools {
		s.AddTool(t.tool, t.handler)
	}
}
