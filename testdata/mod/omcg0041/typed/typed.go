// Package typed registers mcp-go tools whose handlers are typed: mcp-go's
// NewTypedToolHandler decodes the call's arguments into the handler's
// last parameter, a struct, with encoding/json. The struct's fields are
// held against the listing: a listed argument whose field the handler
// never selects is ignored (omcg0040/typed: a field no listing names is
// never sent).
package typed

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type ListTypesArgs struct {
	ProjectKey string `json:"project_key"`
}

type GetIssueArgs struct {
	IssueKey string `json:"issue_key"`
	Expand   string `json:"expand"`
}

func listTypes(ctx context.Context, req mcp.CallToolRequest, args ListTypesArgs) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("bug, task, story"), nil
}

func search(ctx context.Context, req mcp.CallToolRequest, args GetIssueArgs) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(strings.ToUpper(args.IssueKey + args.Expand)), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_issue_types",
		mcp.WithString("project_key", mcp.Required()), // want `OMCG0041: tool "list_issue_types": listed argument "project_key" is read by no path of the handler`
	), mcp.NewTypedToolHandler(listTypes))
	// Not flagged: every field is listed and selected.
	s.AddTool(mcp.NewTool("search_issue",
		mcp.WithString("issue_key", mcp.Required()),
		mcp.WithString("expand"),
	), mcp.NewTypedToolHandler(search))
}
