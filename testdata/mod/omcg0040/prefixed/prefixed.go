// Package prefixed registers mcp-go tools whose names are a configured
// prefix and a literal: the names are not constants, but each tool's
// listing and handler are, and the handler is held to the listing.
package prefixed

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tools are named Prefix + their own name.
type Tools struct{ Prefix string }

func (t *Tools) name(base string) string { return t.Prefix + base }

func (t *Tools) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("query", "")
	limit := req.GetInt("limit", 10) // want `OMCG0040: tool t.name\("search"\): the handler reads optional argument "limit" \(GetInt\), which the tool's listing does not have`
	return mcp.NewToolResultText(q + string(rune('0'+limit%10))), nil
}

// Not flagged: the handler reads what the listing has.
func (t *Tools) echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(req.GetString("text", "")), nil
}

// Register adds the tools.
func (t *Tools) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool(t.name("search"), mcp.WithString("query", mcp.Required())), t.search)
	s.AddTool(mcp.NewTool(t.name("echo"), mcp.WithString("text")), t.echo)
}
