// Package good reads optional arguments its listing offers.
package good

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search", mcp.WithString("query", mcp.Required()), mcp.WithBoolean("exact"), mcp.WithNumber("limit")), search)
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("query")
	if err != nil {
		return nil, err
	}
	limit := req.GetInt("limit", 10)
	exact, _ := req.GetArguments()["exact"].(bool)
	return mcp.NewToolResultText(fmt.Sprint(q, limit, exact)), nil
}
