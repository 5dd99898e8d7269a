// Package good reads every listed argument, or reads them where mcpvet
// cannot follow: those tools are not compared
// (testdata/mod/omcg0041/good).
package good

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type reader interface {
	Read(req mcp.CallToolRequest) string
}

func Register(s *server.MCPServer, r reader, wrap func(server.ToolHandlerFunc) server.ToolHandlerFunc) {
	s.AddTool(mcp.NewTool("search", mcp.WithString("query", mcp.Required()), mcp.WithNumber("limit")), search)
	// The request goes to an interface method.
	s.AddTool(mcp.NewTool("iface", mcp.WithString("a")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(r.Read(req)), nil
	})
	// The whole map is ranged over.
	s.AddTool(mcp.NewTool("ranged", mcp.WithString("a")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := 0
		for range req.GetArguments() {
			n++
		}
		return mcp.NewToolResultText(fmt.Sprint(n)), nil
	})
	// The whole map is handed to the standard library.
	s.AddTool(mcp.NewTool("dumped", mcp.WithString("a")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, _ := json.Marshal(req.GetArguments())
		return mcp.NewToolResultText(string(b)), nil
	})
	// The arguments are bound to a struct: A takes "a" (encoding/json
	// matches a field's name case-insensitively), and is used.
	s.AddTool(mcp.NewTool("bound", mcp.WithString("a")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in struct{ A string }
		if err := req.BindArguments(&in); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(in.A), nil
	})
	// The handler goes through a wrapper mcpvet does not know.
	s.AddTool(mcp.NewTool("wrapped", mcp.WithString("a")), wrap(search))
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("query")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(fmt.Sprint(q, req.GetInt("limit", 10))), nil
}
