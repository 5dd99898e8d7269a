// Package bad disagrees with its listing on which arguments are required.
package bad

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search",
		mcp.WithString("query"),
		mcp.WithNumber("limit"),
	), search)
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("query") // want `OMCG0042: tool "search": the handler requires argument "query" \(RequireString\), which the tool's listing says is optional: a call without it, which the listing allows, fails`
	if err != nil {
		return nil, err
	}
	limit, err := req.RequireInt("limit") // want `OMCG0042: tool "search": the handler requires argument "limit" \(RequireInt\), which the tool's listing says is optional: a call without it, which the listing allows, fails`
	if err != nil {
		// The answer mcp-go's README teaches: an error result, which
		// fails the call as returning the error does.
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(q, limit)), nil
}
