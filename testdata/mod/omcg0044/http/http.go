// Package http serves its servers over HTTP and in memory: standard
// output is the process's own there, and nothing is reported.
package http

import (
	"context"
	"fmt"
	"net/http"

	markmcp "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

func Handler() http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "greeter"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "greet"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		fmt.Println("greeting", in.Name)
		return nil, nil, nil
	})
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
}

func InMemory(ctx context.Context, t *mcp.InMemoryTransport) error {
	s := mcp.NewServer(&mcp.Implementation{Name: "greeter"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "greet_memory"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		fmt.Println("greeting", in.Name)
		return nil, nil, nil
	})
	return s.Run(ctx, t)
}

func SSE() *server.SSEServer {
	s := server.NewMCPServer("sse", "1.0.0")
	s.AddTool(markmcp.NewTool("sse"), func(ctx context.Context, req markmcp.CallToolRequest) (*markmcp.CallToolResult, error) {
		fmt.Println("sse")
		return nil, nil
	})
	return server.NewSSEServer(s)
}
