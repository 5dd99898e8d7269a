// Package percause has one pointer field that five tools share: one
// finding, at the field, naming the first tools and counting the rest.
package percause

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Paging struct {
	Cursor *string `json:"cursor"` // want `OMCG0023: list_a, list_b, list_c and 2 more tools: input property "cursor" has "type": \["null","string"\]: Gemini takes one type per schema`
}

type Out struct {
	N int `json:"n"`
}

func list(ctx context.Context, req *mcp.CallToolRequest, in Paging) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_a"}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "list_b"}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "list_c"}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "list_d"}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "list_e"}, list)
}
