// Package vartools declares its mcp-go tools as exported variables and
// their handlers as factories; another package registers them.
package vartools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var GetUserTool = mcp.NewTool("get_user", mcp.WithString("id", mcp.Required())) // want `tool "get_user" mark3labs mcp.NewTool input-given`

var (
	ListUsersTool = mcp.NewTool("list_users") // want `tool "list_users" mark3labs mcp.NewTool input-given`
	// internalTool is not exported: no other package names it.
	internalTool = mcp.NewTool("internal") // want `tool "internal" mark3labs mcp.NewTool input-given`
)

func GetUserHandler(db string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(db + req.GetString("id", "")), nil
	}
}

func Register(s *server.MCPServer) {
	s.AddTool(internalTool, GetUserHandler("internal")) // want `registers "internal"`
}
