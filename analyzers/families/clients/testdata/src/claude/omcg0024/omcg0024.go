// Package omcg0024 is held to Claude's limits alone (-clients=claude): an
// output schema that is not an object is only Cursor's refusal, not
// reported.
package omcg0024

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Query string `json:"query"`
}

type Item struct {
	ID string `json:"id"`
}

func list(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, []Item, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, list)
}
