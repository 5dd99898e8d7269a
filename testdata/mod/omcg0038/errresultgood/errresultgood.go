// Package errresultgood answers missing arguments with error results for
// arguments its listing has, and reads unlisted ones only where their
// absence fails no call: nothing is required that the listing lacks.
package errresultgood

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0038/errhelpers"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("checkout", mcp.WithString("repo", mcp.Required()), mcp.WithString("branch", mcp.Required())), checkout)
	s.AddTool(mcp.NewTool("review", mcp.WithNumber("pull_number", mcp.Required())), review)
}

func checkout(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, err := req.RequireString("repo")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	branch, err := req.RequireString("branch")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	// Unlisted, read only after a presence check: absent, the assertion
	// is never reached, and no call fails (OMCG0040's).
	if req.GetArguments()["format"] != nil {
		if _, ok := req.GetArguments()["format"].(string); !ok {
			return mcp.NewToolResultError("format must be a string"), nil
		}
	}
	// Unlisted, but its error answered with a result that is no error:
	// the call goes on (OMCG0040's, not a required read).
	remote, err := req.RequireString("remote")
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("checked out %s at %s from origin", repo, branch)), nil
	}
	return mcp.NewToolResultText(repo + branch + remote), nil
}

func review(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := errhelpers.Required[float64](req.GetArguments(), "pull_number")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	// The helper's error dropped: the zero value stands in, no call
	// fails (OMCG0040's).
	draft, _ := errhelpers.Required[bool](req.GetArguments(), "draft")
	return mcp.NewToolResultText(fmt.Sprint(n, draft)), nil
}
