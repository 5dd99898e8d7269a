// Package mark declares mark3labs mcp-go tools whose names are valid but
// that common clients refuse.
package mark

import (
	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// At package level.
var searchTool = mark.NewTool("docs.search", mark.WithDescription("Search the docs.")) // want `OMCG0013: tool name "docs.search" is valid MCP, but common clients refuse it: it contains '.'`

func Register(s *server.MCPServer) {
	s.AddTool(searchTool, nil)
	s.AddTool(mark.NewTool("cases.list"), nil) // want `OMCG0013: tool name "cases.list" is valid MCP`

	// Not flagged.
	s.AddTool(mark.NewTool("get_docket"), nil)
}
