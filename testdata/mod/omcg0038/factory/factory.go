// Package factory registers mcp-go tools whose handlers factories make,
// in package handlers and in this package: what the made handler reads
// is compared with the tool's listing.
package factory

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0038/factory/handlers"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("checkout", mcp.WithString("ref", mcp.Required())), handlers.CheckoutHandler("mcpvet")) // want `OMCG0038: tool "checkout": the handler requires argument "branch" \(RequireString\), which the tool's listing does not have: clients send what the listing offers, so every call fails`
	s.AddTool(mcp.NewTool("show", mcp.WithString("path", mcp.Required())), showHandler("main"))
	// Not flagged: the handler reads what the listing has.
	s.AddTool(mcp.NewTool("repo", mcp.WithString("repo", mcp.Required())), handlers.RepoHandler("mcpvet"))
	// Not flagged: the handler comes from a table, not followed.
	s.AddTool(mcp.NewTool("tag", mcp.WithString("tag", mcp.Required())), handlers.FromTable("tag"))
}

// showHandler is a factory of this package.
func showHandler(ref string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		file, err := req.RequireString("file") // want `OMCG0038: tool "show": the handler requires argument "file" \(RequireString\), which the tool's listing does not have: clients send what the listing offers, so every call fails`
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(ref + ":" + file), nil
	}
}
