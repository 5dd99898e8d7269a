// Package serve registers the registry's tools in a loop.
package serve

import (
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0029/methodpair/tools"
)

// Register adds every tool of the registry, its handlers reading under
// base.
func Register(s *server.MCPServer, base string) {
	for _, t := range tools.Registry {
		s.AddTool(t.Definition(), t.Handler(base))
	}
}
