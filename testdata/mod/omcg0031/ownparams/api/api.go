// Package api declares a server's own tool type with its handler, which
// gets the call's arguments by key in a field of its params, as MCP's
// own params hold them (as containers/podman-mcp-server's api does).
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

// ToolHandlerParams is what a handler is given.
type ToolHandlerParams struct {
	Arguments map[string]any
}

// ToolHandlerFunc is the server's handler signature.
type ToolHandlerFunc func(ctx context.Context, params ToolHandlerParams) (string, error)

// ServerTool is a tool with its handler.
type ServerTool struct {
	Tool    Tool
	Handler ToolHandlerFunc
}

// Register serves the tools on s through the go-sdk.
func Register(s *mcp.Server, tools []ServerTool) {
	for _, t := range tools {
		s.AddTool(&mcp.Tool{Name: t.Tool.Name, Description: t.Tool.Description, InputSchema: t.Tool.InputSchema},
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				var args map[string]any
				if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
					return nil, err
				}
				text, err := t.Handler(ctx, ToolHandlerParams{Arguments: args})
				if err != nil {
					return nil, err
				}
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
			})
	}
}
