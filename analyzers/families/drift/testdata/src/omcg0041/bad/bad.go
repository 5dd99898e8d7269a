// Package bad lists arguments its handlers never read.
package bad

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search",
		mcp.WithString("query", mcp.Required()),
		mcp.WithNumber("limit"), // want `OMCG0041: tool "search": listed argument "limit" is read by no path of the handler: what a client sends for it is ignored`
	), search)
	s.AddTool(mcp.NewTool("ping", mcp.WithString("host")), ping) // want `OMCG0041: tool "ping": listed argument "host" is read by no path of the handler`
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return run(req)
}

// run is followed: it reads only the query.
func run(req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("query")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(q), nil
}

func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(fmt.Sprint(req.Params.Name)), nil
}
