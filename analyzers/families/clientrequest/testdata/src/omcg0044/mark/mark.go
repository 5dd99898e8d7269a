// Package mark serves one mcp-go server on stdio (its print is reported)
// and another over HTTP (not reported).
package mark

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Main() error {
	s := server.NewMCPServer("echo", "1.0.0")
	s.AddTool(mcp.NewTool("echo"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		fmt.Printf("echo\n") // want `OMCG0044: tool "echo" writes to standard output \(fmt\.Printf\)`
		return nil, nil
	})
	return server.ServeStdio(s)
}

func HTTP() *server.StreamableHTTPServer {
	s := server.NewMCPServer("web", "1.0.0")
	s.AddTool(mcp.NewTool("web"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		fmt.Println("web")
		return nil, nil
	})
	return server.NewStreamableHTTPServer(s)
}
