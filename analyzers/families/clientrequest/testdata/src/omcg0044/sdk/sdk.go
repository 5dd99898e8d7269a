// Package sdk serves go-sdk servers on stdio, whose handlers print to
// standard output (reported) or standard error (not), and one in memory
// (not reported).
package sdk

import (
	"context"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

func Serve(ctx context.Context) error {
	s := mcp.NewServer(&mcp.Implementation{Name: "greeter"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "greet"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		fmt.Println("greeting", in.Name) // want `OMCG0044: tool "greet" writes to standard output \(fmt\.Println\), which carries the messages of its server, served on stdio: greet → fmt\.Println`
		return nil, nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "greet_traced"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		trace(in.Name)
		return nil, nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "greet_quiet"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		fmt.Fprintln(os.Stderr, "greeting", in.Name)
		return nil, nil, nil
	})
	return s.Run(ctx, &mcp.StdioTransport{})
}

func trace(name string) {
	os.Stdout.WriteString("traced " + name + "\n") // want `OMCG0044: tool "greet_traced" writes to standard output \(\(\*os\.File\)\.WriteString\), which carries the messages of its server, served on stdio: greet_traced → trace → \(\*os\.File\)\.WriteString`
}

func InMemory(ctx context.Context, t *mcp.InMemoryTransport) error {
	s := mcp.NewServer(&mcp.Implementation{Name: "greeter"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "greet_memory"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		fmt.Println("greeting", in.Name)
		return nil, nil, nil
	})
	return s.Run(ctx, t)
}
