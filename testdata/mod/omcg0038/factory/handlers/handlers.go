// Package handlers makes the handlers of package factory's tools, as
// servers write tools.GetPodHandler(client): each factory returns a
// handler made inside it.
package handlers

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// CheckoutHandler requires "branch", answering a missing one the way
// mcp-go's README does: every call without it fails.
func CheckoutHandler(repo string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		branch, err := req.RequireString("branch")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(repo + "@" + branch), nil
	}
}

// RepoHandler requires "repo", which its tool lists.
func RepoHandler(owner string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		repo, err := req.RequireString("repo")
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(owner + "/" + repo), nil
	}
}

var table = map[string]server.ToolHandlerFunc{
	"tag": func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		tag, err := req.RequireString("tag_name")
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(tag), nil
	},
}

// FromTable returns a handler from a table: which one is not known
// statically, so its reads are not compared (and nothing is reported).
func FromTable(name string) server.ToolHandlerFunc { return table[name] }
