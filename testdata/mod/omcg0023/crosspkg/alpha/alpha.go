// Package alpha embeds page.Input in a tool's input: the findings are at
// page's fields, not at this registration.
package alpha

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0023/crosspkg/page"
)

type ListIn struct {
	page.Input
	Query string `json:"query"`
}

type Out struct {
	N int `json:"n"`
}

func list(ctx context.Context, req *mcp.CallToolRequest, in ListIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "alpha_list"}, list)
}
