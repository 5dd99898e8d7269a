// Package server names its server with a constant: Claude Code's and
// Cursor's budgets count it.
package server

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
	mcp.AddTool(s, &mcp.Tool{Name: "search_archive_by_date_range_and_tag"}, handle)   // want `OMCG0013: tool name "search_archive_by_date_range_and_tag" is valid MCP, but common clients refuse it: Claude Code sends it as "mcp__enterprise-docs-archive__search_archive_by_date_range_and_tag", 66 characters \(the Anthropic API rejects the tool list; at most 64\)$`
	mcp.AddTool(s, &mcp.Tool{Name: "list_archived_documents_of_one_case_xy"}, handle) // want `OMCG0013: tool name "list_archived_documents_of_one_case_xy" is valid MCP, but common clients refuse it: Claude Code sends it as "mcp__enterprise-docs-archive__list_archived_documents_of_one_case_xy", 68 characters \(the Anthropic API rejects the tool list; at most 64\); with the server name "enterprise-docs-archive" it is 61 characters \(Cursor drops the tool; at most 60 for both\)$`
	mcp.AddTool(s, &mcp.Tool{Name: "3d_render"}, handle)                              // want `OMCG0013: tool name "3d_render" is valid MCP, but common clients refuse it: it starts with '3' \(Gemini rejects the tool list; a letter or '_' first\)$`

	// Not flagged: 34 characters, exactly the budget.
	mcp.AddTool(s, &mcp.Tool{Name: "search_archive_by_date_range_and_x"}, handle)
}

// registerDebug is beside the server's code, but only its test calls it:
// its tool is not one the package ships.
func registerDebug(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "debug_dump_every_archived_document_of_the_case"}, handle)
}

// newDebugServer is beside the server's code, but only its test calls it:
// its name is not the one clients list the package's tools under.
func newDebugServer() *mcp.Server {
	return mcp.NewServer(&mcp.Implementation{Name: "debug", Version: "v1"}, nil)
}
