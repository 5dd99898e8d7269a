// Package tools keeps its tools in a registry of interface values: each
// type gives its tool by Definition and runs it by Execute, which takes
// the arguments by key. The server's one handler (package serve) looks
// the tool up by name and calls its Execute with the request's arguments
// decoded, so each type's Execute is its tool's handler.
package tools

import (
	"context"
	"encoding/json"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tool is what the registry holds.
type Tool interface {
	Definition() mcp.Tool
	Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error)
}

// Registry holds the tools by name.
var Registry = map[string]Tool{}

func register(t Tool) { Registry[t.Definition().Name] = t }

func init() {
	register(&Describe{})
	register(&DescribeEnded{})
	register(&Planned{})
}

// newTool makes a tool that takes a pod's name.
func newTool(name, description string) mcp.Tool {
	return mcp.Tool{
		Name:        name,
		Description: description,
		InputSchema: json.RawMessage(`{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}`),
	}
}

func kubectl(ctx context.Context, args ...string) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "kubectl", args...).CombinedOutput() // want `OMCG0031: tool "describe": argument "name" is passed to a program that reads an argument starting with "-" as an option` `OMCG0031: tool "planned": argument "name"`
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(out)}}}, nil
}

// Describe is flagged: the name is kubectl's argument, where a name
// starting with "-" is read as one of its options.
type Describe struct{}

func (*Describe) Definition() mcp.Tool {
	return newTool("describe", "Describe a pod.")
}

func (*Describe) Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	name, _ := args["name"].(string)
	return kubectl(ctx, "describe", "pod", name)
}

// DescribeEnded is not flagged: "--" ends kubectl's options first.
type DescribeEnded struct{}

func (*DescribeEnded) Definition() mcp.Tool {
	return newTool("describe_ended", "Describe a pod.")
}

func (*DescribeEnded) Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	name, _ := args["name"].(string)
	return kubectl(ctx, "describe", "pod", "--", name)
}

// Planned is flagged too: it has a second method of the handler's shape
// (a helper), and the registry's interface, which holds Execute beside
// Definition, says which one the server calls.
type Planned struct{}

func (*Planned) Definition() mcp.Tool {
	return newTool("planned", "Describe a pod, or plan to.")
}

func (*Planned) Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	name, _ := args["name"].(string)
	return kubectl(ctx, "describe", "pod", name)
}

func (*Planned) Plan(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	name, _ := args["name"].(string)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "would describe " + name}}}, nil
}
