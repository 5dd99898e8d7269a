// Package mark adds mcp-go tools to a server: two with one name on it are
// flagged.
package mark

import (
	mark "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var lookup = mark.NewTool("lookup", mark.WithDescription("Look a case up."))

func register(s *server.MCPServer) {
	s.AddTool(lookup, nil)
	s.AddTool(mark.NewTool("lookup"), nil) // want `OMCG0007: tool name "lookup" is already used on the same server \(s\), and both registrations can run; mcp-go's server keeps the last tool added under a name and silently drops the other: rename one of them`

	// Not flagged: a name of its own.
	s.AddTool(mark.NewTool("search"), nil)
}
