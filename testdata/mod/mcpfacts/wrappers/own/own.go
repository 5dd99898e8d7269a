// Package own has a server's own tool type (shape 4 of the wrappers
// mcpfacts follows): its tools are converted to the go-sdk's in a loop
// and take raw map arguments.
package own

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tool is a tool of the server.
type Tool struct {
	Name        string
	Description string
	Params      map[string]any
	Run         func(args map[string]any) (string, error)
}

func toSDK(t Tool) *mcp.Tool {
	return &mcp.Tool{
		Name:        t.Name,
		Description: t.Description,
		InputSchema: map[string]any{"type": "object", "properties": t.Params},
	}
}

func handler(t Tool) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, err
		}
		out, err := t.Run(args)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, err
	}
}

// Serve registers the tools on s.
func Serve(s *mcp.Server, tools []Tool) {
	for _, t := range tools {
		s.AddTool(toSDK(t), handler(t))
	}
}
