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
		mcp.WithNumber("limit", mcp.Required()),
	), search)
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("query") // want `OMCG0042: tool "search": the handler requires argument "query" \(RequireString\), which the tool's listing says is optional: a call without it, which the listing allows, fails`
	if err != nil {
		return nil, err
	}
	limit := req.GetInt("limit", 10) // want `OMCG0042: tool "search": argument "limit" is listed as required, but the handler reads it only with a default \(GetInt\): the model must send what the code does without`
	return mcp.NewToolResultText(fmt.Sprint(q, limit)), nil
}
