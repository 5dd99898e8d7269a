// Package elsewhere registers tools package tools builds, with handlers
// that call tools' own: each handler is held to the listing of the tool
// it is registered with, here.
package elsewhere

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0038/elsewhere/tools"
)

// Register adds the tools.
func Register(s *server.MCPServer, d *tools.Deps) {
	s.AddTool(tools.NewSearchTool(), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return tools.HandleSearch(ctx, d, req) // want `OMCG0038: tool "search": the handler requires argument "qeury" \(RequireString, through HandleSearch\), which the tool's listing does not have: clients send what the listing offers, so every call fails; the listing has "query"`
	})
	s.AddTool(tools.NewEchoTool(), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return tools.HandleEcho(ctx, d, req)
	})
	// Not flagged: one handler serves both tools, by the name called.
	for _, t := range tools.Tables() {
		s.AddTool(t, tools.Dispatch)
	}
	s.AddTool(tools.GetCount()) // want `OMCG0038: tool "count": the handler requires argument "txt"`
}
