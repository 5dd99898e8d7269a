// Package typed is a typed registration layer on mark3labs mcp-go (shape
// 3 of the wrappers mcpfacts follows): MustTool builds the tool from a
// name, a description, a typed handler and options.
package typed

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is a tool with its handler.
type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// Register adds the tool to s.
func (t *Tool) Register(s *server.MCPServer) {
	s.AddTool(t.Tool, t.Handler)
}

// MustTool builds a tool; it panics if it cannot.
func MustTool[T, R any](name, description string, fn func(context.Context, T) (R, error), opts ...mcp.ToolOption) Tool {
	tool, handler, err := ConvertTool(name, description, fn, opts...)
	if err != nil {
		panic(err)
	}
	return Tool{Tool: tool, Handler: handler}
}

// ConvertTool builds a tool and its handler.
func ConvertTool[T, R any](name, description string, fn func(context.Context, T) (R, error), opts ...mcp.ToolOption) (mcp.Tool, server.ToolHandlerFunc, error) {
	zero := mcp.Tool{}
	if fn == nil {
		return zero, nil, errors.New("no handler")
	}
	handler := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, _ := json.Marshal(req.Params.Arguments)
		var in T
		if err := json.Unmarshal(b, &in); err != nil {
			return nil, err
		}
		_, err := fn(ctx, in)
		return mcp.NewToolResultText(""), err
	}
	t := mcp.Tool{Name: name, Description: description}
	for _, o := range opts {
		o(&t)
	}
	return t, handler, nil
}
