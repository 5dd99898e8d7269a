// Package mark serves an mcp-go server on standard input and output with
// server.ServeStdio, and one with server.NewStdioServer.
package mark

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Main() error {
	s := server.NewMCPServer("echo", "1.0.0")
	s.AddTool(mcp.NewTool("echo", mcp.WithString("text")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text := req.GetString("text", "")
		fmt.Printf("echo %q\n", text) // want `OMCG0044: tool "echo" writes to standard output \(fmt\.Printf\)`
		return mcp.NewToolResultText(text), nil
	})
	s.AddTool(mcp.NewTool("echo_copy", mcp.WithString("text")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text := req.GetString("text", "")
		io.WriteString(os.Stdout, text) // want `OMCG0044: tool "echo_copy" writes to standard output \(io\.WriteString\)`
		return mcp.NewToolResultText(text), nil
	})
	s.AddTool(mcp.NewTool("echo_logged", mcp.WithString("text")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text := req.GetString("text", "")
		log.Printf("echo %q", text)
		return mcp.NewToolResultText(text), nil
	})
	return server.ServeStdio(s)
}

// Listen serves another server with NewStdioServer.
func Listen(ctx context.Context) error {
	s := server.NewMCPServer("count", "1.0.0")
	s.AddTool(mcp.NewTool("count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		fmt.Println("counting") // want `OMCG0044: tool "count" writes to standard output \(fmt\.Println\)`
		return mcp.NewToolResultText("1"), nil
	})
	return server.NewStdioServer(s).Listen(ctx, os.Stdin, os.Stdout)
}
