// Package anyin registers go-sdk tools whose In is any: the go-sdk
// decodes the arguments' object into a map[string]any, which the handler
// reads by key after a type assertion. The name passed to kubectl is
// flagged; the one after "--" is not.
package anyin

import (
	"context"
	"os/exec"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func kubectl(ctx context.Context, args ...string) (*mcp.CallToolResult, any, error) {
	out, err := exec.CommandContext(ctx, "kubectl", args...).CombinedOutput() // want `OMCG0031: tool "describe_any": argument "name" is passed to a program that reads an argument starting with "-" as an option`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(out)}}}, nil, err
}

func name(in any) string {
	args, _ := in.(map[string]any)
	n, _ := args["name"].(string)
	return n
}

func describe(ctx context.Context, req *mcp.CallToolRequest, in any) (*mcp.CallToolResult, any, error) {
	return kubectl(ctx, "describe", "pod", name(in))
}

func describeEnded(ctx context.Context, req *mcp.CallToolRequest, in any) (*mcp.CallToolResult, any, error) {
	return kubectl(ctx, "describe", "pod", "--", name(in))
}

var schema = &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"name": {Type: "string"}}}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "describe_any", InputSchema: schema}, describe)
	mcp.AddTool(s, &mcp.Tool{Name: "describe_any_ended", InputSchema: schema}, describeEnded)
}
