// Package notfollowed holds one tool whose handler the security codes
// follow and one whose handler is a variable they cannot follow.
package main

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Path string `json:"path"`
}

func read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	_, err := os.ReadFile(in.Path)
	return nil, nil, err
}

var handlers = map[string]mcp.ToolHandlerFor[In, any]{"read": read}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "n"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "followed"}, read)
	mcp.AddTool(s, &mcp.Tool{Name: "indexed"}, handlers["read"])
	_ = s
}
