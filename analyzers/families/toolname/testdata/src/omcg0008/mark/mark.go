// Package mark declares mark3labs mcp-go tools whose names the MCP spec
// does not allow.
package mark

import (
	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const lookupName = "lookup case" // want `OMCG0008: tool name "lookup case" is not valid: ' ' is not allowed`

// At package level.
var searchTool = mark.NewTool("search docs", mark.WithDescription("Search the docs.")) // want `OMCG0008: tool name "search docs" is not valid: ' ' is not allowed`

func register(s *server.MCPServer) {
	s.AddTool(searchTool, nil)
	s.AddTool(mark.NewTool(lookupName), nil)
	// The nearest valid name, get_docket, is taken: no fix.
	s.AddTool(mark.NewTool("get#docket"), nil) // want `OMCG0008: tool name "get#docket" is not valid: '#' is not allowed`
	s.AddTool(mark.NewTool(""), nil)           // want `OMCG0008: tool name "" is not valid: it is empty`

	// Not flagged.
	s.AddTool(mark.NewTool("get_docket"), nil)
}
