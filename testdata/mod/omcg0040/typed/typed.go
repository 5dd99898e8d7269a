// Package typed registers an mcp-go tool whose handler is typed: mcp-go's
// NewTypedToolHandler decodes the call's arguments into the handler's
// last parameter, a struct, with encoding/json. A field the handler reads
// that no listing names is never sent by a client.
package typed

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type GetIssueArgs struct {
	IssueKey string `json:"issue_key"`
	Expand   string `json:"expand"`
}

func getIssue(ctx context.Context, req mcp.CallToolRequest, args GetIssueArgs) (*mcp.CallToolResult, error) {
	text := "issue " + args.IssueKey
	if args.Expand != "" {
		text += " with " + args.Expand
	}
	return mcp.NewToolResultText(text), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_issue", // want `OMCG0040: tool "get_issue": the handler reads optional argument "expand" \(the typed handler's decoding into GetIssueArgs\.Expand\)`
		mcp.WithString("issue_key", mcp.Required()),
	), mcp.NewTypedToolHandler(getIssue))
}
