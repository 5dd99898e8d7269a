// Package ifaceloop registers mcp-go tools of a tool interface of its own
// in a loop over a slice of its implementations: the tool of each is the
// result of its Tool method, read value by value.
package ifaceloop

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is a tool with its handler.
type Tool interface {
	Tool() mcp.Tool
	Call(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

type now struct{}

func (*now) Tool() mcp.Tool { return mcp.NewTool("now", mcp.WithDescription("The time.")) } // want `tool "now" mark3labs mcp.NewTool`

func (*now) Call(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("now"), nil
}

type menu struct{}

func (menu) Tool() mcp.Tool { return mcp.NewTool("menu", mcp.WithString("day")) } // want `tool "menu" mark3labs mcp.NewTool`

func (menu) Call(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(req.GetString("day", "")), nil
}

// Register adds every tool.
func Register(s *server.MCPServer) {
	tools := []Tool{&now{}, menu{}}
	for _, t := range tools {
		s.AddTool(t.Tool(), t.Call) // want `registers "now"` `registers "menu"`
	}
}
