// Package inventory is a registration layer of the server's own, the
// shape of github-mcp-server's: a tool is kept with a func that builds its
// handler when the tool is registered, and the typed handler a tool is
// made with is wrapped in a raw one that decodes the arguments itself.
// mcpvet cannot follow the handler through the struct field and the func
// value; it follows the handler parameter of the constructors instead.
package inventory

import (
	"context"
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ServerTool is a tool and what builds its handler.
type ServerTool struct {
	Tool        mcp.Tool
	HandlerFunc func(deps any) mcp.ToolHandler
}

// NewServerToolWithContextHandler keeps tool with handler, which is
// given the arguments decoded into In.
func NewServerToolWithContextHandler[In, Out any](tool mcp.Tool, handler mcp.ToolHandlerFor[In, Out]) ServerTool {
	return ServerTool{
		Tool: tool,
		HandlerFunc: func(_ any) mcp.ToolHandler {
			return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				var arguments In
				if err := json.Unmarshal(req.Params.Arguments, &arguments); err != nil {
					return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
				}
				res, _, err := handler(ctx, req, arguments)
				return res, err
			}
		},
	}
}

// NewServerTool keeps tool with a raw handler.
func NewServerTool(tool mcp.Tool, handler mcp.ToolHandler) ServerTool {
	return ServerTool{Tool: tool, HandlerFunc: func(any) mcp.ToolHandler { return handler }}
}

// RegisterFunc registers the tool on s.
func (st *ServerTool) RegisterFunc(s *mcp.Server, deps any) {
	tool := st.Tool
	if tool.InputSchema == nil {
		tool.InputSchema = &jsonschema.Schema{Type: "object"}
	}
	s.AddTool(&tool, st.HandlerFunc(deps))
}
