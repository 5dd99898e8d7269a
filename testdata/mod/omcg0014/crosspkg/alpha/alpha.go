// Package alpha has two tools whose input uses util.StringOrInt: the
// finding is at util's declaration, not at these fields.
package alpha

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0014/crosspkg/util"
)

type GetIn struct {
	ID util.StringOrInt `json:"id"`
}

type ListIn struct {
	Project util.StringOrInt `json:"project"`
	Page    int              `json:"page"`
}

type Out struct {
	OK bool `json:"ok"`
}

func get(ctx context.Context, req *mcp.CallToolRequest, in GetIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func list(ctx context.Context, req *mcp.CallToolRequest, in ListIn) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "alpha_get"}, get)
	mcp.AddTool(s, &mcp.Tool{Name: "alpha_list"}, list)
}
