// Package anyin registers go-sdk tools with mcp.AddTool whose In is any:
// the SDK lists them as {"type":"object"} with no properties and hands
// the handler the arguments as a map[string]any, so a handler that
// requires an argument by name (asserting the map, or writing it back as
// JSON and decoding it into a struct) fails every call a client builds
// from the listing.
package anyin

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Greet asserts the map and requires "name".
func Greet(ctx context.Context, req *mcp.CallToolRequest, in any) (*mcp.CallToolResult, any, error) {
	args, _ := in.(map[string]any)
	name, ok := args["name"].(string) // want `OMCG0038: tool "greet": the handler requires argument "name" \(GetArguments\(\)\["name"\]\), which the tool's listing does not have`
	if !ok {
		return nil, nil, fmt.Errorf("name is required")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "hello " + name}}}, nil, nil
}

type graphArgs struct {
	Namespace string `json:"namespace"`
}

// Graph decodes the arguments into a struct by a JSON round trip and
// requires the namespace.
func Graph(ctx context.Context, req *mcp.CallToolRequest, in any) (*mcp.CallToolResult, any, error) {
	b, err := json.Marshal(in)
	if err != nil {
		return nil, nil, err
	}
	var args graphArgs
	if err := json.Unmarshal(b, &args); err != nil { // want `OMCG0038: tool "graph": the handler requires argument "namespace" .*which the tool's listing does not have`
		return nil, nil, err
	}
	if args.Namespace == "" {
		return nil, nil, fmt.Errorf("namespace is required")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: args.Namespace}}}, nil, nil
}

// ---- Not flagged. ----

// Hello reads "name" with a default.
func Hello(ctx context.Context, req *mcp.CallToolRequest, in any) (*mcp.CallToolResult, any, error) {
	args, _ := in.(map[string]any)
	name, _ := args["name"].(string)
	if name == "" {
		name = "world"
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "hello " + name}}}, nil, nil
}

// GraphGiven lists "namespace" in an InputSchema of its own.
func GraphGiven(ctx context.Context, req *mcp.CallToolRequest, in any) (*mcp.CallToolResult, any, error) {
	return Graph(ctx, req, in)
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "greet"}, Greet)
	mcp.AddTool(s, &mcp.Tool{Name: "graph"}, Graph)
	mcp.AddTool(s, &mcp.Tool{Name: "hello"}, Hello)
	mcp.AddTool(s, &mcp.Tool{Name: "graph_given", InputSchema: map[string]any{
		"type":       "object",
		"properties": map[string]any{"namespace": map[string]any{"type": "string"}},
		"required":   []string{"namespace"},
	}}, GraphGiven)
}
