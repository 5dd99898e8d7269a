// Package api declares a server's own tool type with its handler, as
// containers/kubernetes-mcp-server does: a ServerTool holds the tool and
// a handler of the server's own signature, which reads the arguments
// through the request the converter hands it (params.GetArguments()).
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

// ToolCallRequest is the call as the server's handlers read it.
type ToolCallRequest interface {
	GetArguments() map[string]any
}

// ToolHandlerParams is what a handler is given.
type ToolHandlerParams struct {
	context.Context
	ToolCallRequest
}

// ToolHandlerFunc is the server's handler signature.
type ToolHandlerFunc func(params ToolHandlerParams) (string, error)

// ServerTool is a tool with its handler.
type ServerTool struct {
	Tool    Tool
	Handler ToolHandlerFunc
}

// request is the go-sdk's call as a ToolCallRequest.
type request struct{ args map[string]any }

func (r request) GetArguments() map[string]any { return r.args }

// Register serves the tools on s through the go-sdk.
func Register(s *mcp.Server, tools []ServerTool) {
	for _, t := range tools {
		s.AddTool(&mcp.Tool{Name: t.Tool.Name, Description: t.Tool.Description, InputSchema: t.Tool.InputSchema},
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				var args map[string]any
				if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
					return nil, err
				}
				text, err := t.Handler(ToolHandlerParams{Context: ctx, ToolCallRequest: request{args}})
				if err != nil {
					return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
				}
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
			})
	}
}
