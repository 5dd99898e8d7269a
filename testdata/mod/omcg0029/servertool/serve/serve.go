// Package serve registers the server.ServerTool values another package
// builds, handler and all.
package serve

import "github.com/mark3labs/mcp-go/server"

// Register adds the tools to s.
func Register(s *server.MCPServer, tools []server.ServerTool) {
	for _, t := range tools {
		s.AddTool(t.Tool, t.Handler)
	}
}
