// Command app is a small MCP server on the official go-sdk with two
// mistakes, for the language server's tests: a tool name that is not
// valid (an error, with a fix) and one that clients refuse (a warning).
package main

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string `json:"query"`
}

type Out struct {
	Count int `json:"count"`
}

func search(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{Count: len(in.Query)}, nil
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "app", Version: "v0.0.1"}, nil)
	/* 🔎 */ mcp.AddTool(s, &mcp.Tool{Name: "search notes", Description: "Searches the notes."}, search)
	mcp.AddTool(s, &mcp.Tool{Name: "docs.search", Description: "Searches the docs."}, search)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}
