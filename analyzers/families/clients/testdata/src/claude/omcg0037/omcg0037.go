// Package omcg0037 is held to Claude's limits alone (-clients=claude): an
// mcp-go array without items, which Anthropic accepts, is not reported.
package omcg0037

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func tag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("tag", mcp.WithArray("tags")), tag)
}
