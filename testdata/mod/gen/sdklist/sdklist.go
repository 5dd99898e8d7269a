// Package sdklist registers tools with the go-sdk's mcp.AddTool: `mcpvet
// schema` lists them with the schemas the go-sdk infers, and with the
// problems of their names.
package sdklist

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type SearchIn struct {
	Query string `json:"query" jsonschema:"what to look for"`
	Limit *int   `json:"limit,omitempty"`
}

type Hit struct {
	Title string `json:"title"`
	Score int8   `json:"score"`
}

func search(ctx context.Context, req *mcp.CallToolRequest, in SearchIn) (*mcp.CallToolResult, []Hit, error) {
	return nil, nil, nil
}

type HooksIn struct {
	Done chan bool `json:"done"`
}

func hooks(ctx context.Context, req *mcp.CallToolRequest, in HooksIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, search)
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, search)
	mcp.AddTool(s, &mcp.Tool{Name: "find docs"}, search)
	mcp.AddTool(s, &mcp.Tool{Name: "hooks"}, hooks)
}
