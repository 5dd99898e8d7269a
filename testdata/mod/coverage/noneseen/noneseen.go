// Package noneseen creates a go-sdk server and adds its tool through an
// interface of its own, which mcpvet does not resolve to the server:
// -coverage says the server's tools were not seen, rather than printing
// nothing.
package noneseen

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type adder interface {
	AddTool(t *mcp.Tool, h mcp.ToolHandler)
}

func greet(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "hello"}}}, nil
}

// Serve builds the server.
func Serve() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "noneseen", Version: "v1"}, nil)
	var a adder = s
	a.AddTool(&mcp.Tool{Name: "greet", InputSchema: map[string]any{"type": "object"}}, greet)
	return s
}
