// Package good reads listed arguments with readers that take their
// listed types.
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
		mcp.WithAny("filter"),
		mcp.WithObject("meta"),
		mcp.WithArray("edits", mcp.Items(map[string]any{"type": "object"})),
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
	filter := req.GetString("filter", "")
	meta, _ := args["meta"].(map[string]any)
	// A JSON array is a []any, spelt with the alias as with interface{}.
	edits, _ := args["edits"].([]any)
	return mcp.NewToolResultText(fmt.Sprint(limit, tags, offset, depth, filter, meta, edits)), nil
}
