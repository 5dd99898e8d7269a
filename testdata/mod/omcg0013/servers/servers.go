// Package servers ships two servers with different names: which one a
// client lists the tools under is open, so no name counts in the budgets
// (a server made only where tests reach it would not count: see
// ../server).
package servers

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Q string `json:"q"`
}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

// Run serves the tools under a long name.
func Run() {
	s := mcp.NewServer(&mcp.Implementation{Name: "enterprise-docs-archive", Version: "v1"}, nil)
	register(s)
}

// Lite serves them under a short one.
func Lite() {
	s := mcp.NewServer(&mcp.Implementation{Name: "docs", Version: "v1"}, nil)
	register(s)
}

func register(s *mcp.Server) {
	// 36 characters: over the budget under enterprise-docs-archive, within
	// it under docs; the name is open, so it is not reported.
	mcp.AddTool(s, &mcp.Tool{Name: "search_archive_by_date_range_and_tag"}, handle)
}
