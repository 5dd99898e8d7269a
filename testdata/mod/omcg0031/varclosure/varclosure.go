// Package varclosure registers another package's tools, declared as
// variables, through a func literal it assigns to a local and calls with
// each tool and its handler factory's result: the literal is read as a
// wrapper, so each call registers its tool, and the handler is followed
// here.
package varclosure

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0031/varclosure/tools"
)

var readOnly = map[string]bool{"kubectl_varclosure": true}

// Register adds the tools to s; without write, only the read-only ones.
func Register(s *server.MCPServer, write bool) {
	addTool := func(tool mcp.Tool, handler server.ToolHandlerFunc) {
		if !write && !readOnly[tool.Name] {
			return
		}
		s.AddTool(tool, handler)
	}
	client := tools.Client{Namespace: "default"}
	addTool(tools.RunTool, tools.RunHandler(client)) // want `OMCG0031: tool "kubectl_varclosure": argument "command" is split into words`
	addTool(tools.EndedTool, tools.EndedHandler(client))
}
