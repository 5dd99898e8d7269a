// Command testonly is an mcp-go server whose package also holds tools
// only its tests build: `mcpvet schema` lists what main serves, search.
package main

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func searchTool() mcp.Tool {
	return mcp.NewTool("search", mcp.WithString("q", mcp.Required()))
}

// debugTool and echoTool are constructors only the tests use.
func debugTool() mcp.Tool { return mcp.NewTool("debug") }

func echoTool() mcp.Tool { return mcp.NewTool("echo") }

// RegisterMeta is exported, but package main cannot be imported: only its
// test calls it.
func RegisterMeta(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("meta"), handle)
}

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("q")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(q), nil
}

func main() {
	s := server.NewMCPServer("testonly", "v1")
	s.AddTool(searchTool(), handle)
	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}
