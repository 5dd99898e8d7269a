// Package mapin registers go-sdk tools with mcp.AddTool whose In is
// map[string]any: the SDK lists them as {"type":"object"} with no
// properties, so a handler that requires an argument by name fails every
// call a client builds from the listing.
package mapin

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Greet requires "name", which the listing cannot show.
func Greet(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
	name, ok := args["name"].(string) // want `OMCG0038: tool "greet": the handler requires argument "name" \(GetArguments\(\)\["name"\]\), which the tool's listing does not have`
	if !ok {
		return nil, nil, fmt.Errorf("name is required")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "hello " + name}}}, nil, nil
}

// ---- Not flagged. ----

// Echo takes any object and reads no name: the empty listing is its truth.
func Echo(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(len(args))}}}, nil, nil
}

// Hello reads "name" with a default: a call without it still works.
func Hello(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
	name, _ := args["name"].(string)
	if name == "" {
		name = "world"
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "hello " + name}}}, nil, nil
}

// Given lists "name" in an InputSchema of its own.
func Given(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
	name, ok := args["name"].(string)
	if !ok {
		return nil, nil, fmt.Errorf("name is required")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "hello " + name}}}, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "greet"}, Greet)
	mcp.AddTool(s, &mcp.Tool{Name: "echo"}, Echo)
	mcp.AddTool(s, &mcp.Tool{Name: "hello"}, Hello)
	mcp.AddTool(s, &mcp.Tool{Name: "given", InputSchema: map[string]any{
		"type":       "object",
		"properties": map[string]any{"name": map[string]any{"type": "string"}},
		"required":   []string{"name"},
	}}, Given)
}
