// Package tabled registers the tools of package tools' tables in loops:
// one through a closure that gives each handler the notes folder, one
// as they are.
package tabled

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0029/tabled/tools"
)

// Register adds the tools.
func Register(s *server.MCPServer, notes string) {
	for _, e := range tools.Table {
		h := e.Handler
		s.AddTool(e.Tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return h(ctx, req, notes)
		})
	}
	for _, p := range tools.Plains {
		s.AddTool(p.Tool, p.Handler)
	}
}
