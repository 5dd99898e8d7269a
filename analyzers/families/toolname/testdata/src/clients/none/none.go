// Package none is held to no client (-clients=none): nothing is reported.
package none

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

const serverName = "enterprise-docs-archive" // 23 characters

func Run() {
	s := mcp.NewServer(&mcp.Implementation{Name: serverName, Version: "v1"}, nil)
	// mcp__enterprise-docs-archive__ is 30 characters: 34 are left.
	mcp.AddTool(s, &mcp.Tool{Name: "search_archive_by_date_range_and_tag"}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: "list_archived_documents_of_one_case_xy"}, handle)
	mcp.AddTool(s, &mcp.Tool{Name: "3d_render"}, handle)

	// Not flagged: 34 characters, exactly the budget.
	mcp.AddTool(s, &mcp.Tool{Name: "search_archive_by_date_range_and_x"}, handle)
}
