// Package good agrees with its listing on which arguments are required
// (testdata/mod/omcg0042/good).
package good

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search",
		mcp.WithString("query", mcp.Required()),
		mcp.WithNumber("limit"),
		mcp.WithString("owner", mcp.Required()),
		mcp.WithNumber("depth"),
		mcp.WithNumber("page", mcp.Required()),
		mcp.WithString("branch"),
	), search)
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("query")
	if err != nil {
		return nil, err
	}
	limit := req.GetInt("limit", 10)
	// A Require* reader used as an optional one: its error is not
	// returned on.
	depth := 3.0
	if d, err := req.RequireFloat("depth"); err == nil {
		depth = d
	}
	// Read with a default that is refused: required.
	owner := req.GetString("owner", "")
	if owner == "" {
		return nil, fmt.Errorf("owner is required")
	}
	// Listed as required, read with a default: clients send it, so the
	// default is never taken; no call can see the difference.
	page := req.GetInt("page", 1)
	// A Require* reader whose error the handler answers with a result
	// that is no error: the call succeeds without it.
	branch, err := req.RequireString("branch")
	if err != nil {
		branch = "main"
		return mcp.NewToolResultText(fmt.Sprint("using ", branch)), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(q, limit, depth, owner, page, branch)), nil
}
