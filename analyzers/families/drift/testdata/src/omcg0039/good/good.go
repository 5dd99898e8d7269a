// Package good reads listed arguments with readers that take their
// listed types (testdata/mod/omcg0039/good).
package good

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("page",
		mcp.WithNumber("limit", mcp.Required()),
		mcp.WithArray("tags", mcp.Required(), mcp.WithStringItems()),
		mcp.WithInteger("offset"),
		mcp.WithString("depth"),
		mcp.WithBoolean("exact"),
	), page)
}

func page(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit, err := req.RequireInt("limit")
	if err != nil {
		return nil, err
	}
	tags, err := req.RequireStringSlice("tags")
	if err != nil {
		return nil, err
	}
	args := req.GetArguments()
	offset, _ := args["offset"].(float64)
	// mcp-go's Int readers parse numeric strings.
	depth := req.GetInt("depth", 1)
	exact := req.GetBool("exact", false)
	return mcp.NewToolResultText(fmt.Sprint(limit, tags, offset, depth, exact)), nil
}
