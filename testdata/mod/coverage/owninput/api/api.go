// Package api declares a server's own tool type with its handler, which
// is given the call's arguments as raw JSON in a struct of its own.
package api

import (
	"context"
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tool mirrors MCP's Tool.
type Tool struct {
	Name        string
	Description string
	Annotations ToolAnnotations
	InputSchema *jsonschema.Schema
}

// ToolAnnotations has MCP's behaviour hints.
type ToolAnnotations struct {
	ReadOnlyHint    *bool
	DestructiveHint *bool
}

// Call is what a handler is given.
type Call struct {
	Raw json.RawMessage
}

// Handler is the server's handler signature.
type Handler func(ctx context.Context, call Call) (string, error)

// ServerTool is a tool with its handler.
type ServerTool struct {
	Tool    Tool
	Handler Handler
}

// Register serves the tools on s through the go-sdk.
func Register(s *mcp.Server, tools []ServerTool) {
	for _, t := range tools {
		s.AddTool(&mcp.Tool{Name: t.Tool.Name, Description: t.Tool.Description, InputSchema: t.Tool.InputSchema},
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				text, err := t.Handler(ctx, Call{Raw: req.Params.Arguments})
				if err != nil {
					return nil, err
				}
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
			})
	}
}
