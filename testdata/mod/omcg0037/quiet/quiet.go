// Package quiet declares mcp-go arrays every client takes, and an array
// without items that only mcpvet's other rules see (a tool literal).
package quiet

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func h(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("ok",
		mcp.WithArray("tags", mcp.WithStringItems(mcp.MinLength(1))),
		mcp.WithArray("flags", mcp.WithBooleanItems()),
		mcp.WithArray("levels", mcp.WithStringEnumItems([]string{"low", "high"})),
		mcp.WithString("q"),
	), h)
}
