// Package inventory holds a server's tools as values (shape 2 of the
// wrappers mcpfacts follows): a constructor puts an mcp.Tool into a
// ServerTool, and the tools are registered later, in a loop over a
// collection.
package inventory

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ServerTool is a tool with its handler.
type ServerTool struct {
	Tool    mcp.Tool
	Handler mcp.ToolHandler
	Scopes  []string
}

// NewServerTool builds a ServerTool from a typed handler; the arguments
// are decoded with encoding/json, the schema is the tool's own.
func NewServerTool[In, Out any](tool mcp.Tool, h mcp.ToolHandlerFor[In, Out]) ServerTool {
	return ServerTool{
		Tool: tool,
		Handler: func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in In
			if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
				return nil, err
			}
			res, _, err := h(ctx, req, in)
			return res, err
		},
	}
}

// Register adds the tool to s.
func (st *ServerTool) Register(s *mcp.Server) {
	tool := st.Tool
	s.AddTool(&tool, st.Handler)
}

// RegisterAll adds every tool of the list to s.
func RegisterAll(s *mcp.Server, tools []ServerTool) {
	for _, st := range tools {
		s.AddTool(&st.Tool, st.Handler)
	}
}
