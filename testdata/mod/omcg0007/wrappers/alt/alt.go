// Package alt picks one of two definitions of a tool with an if/else and
// registers it once (mark3labs, as real servers do with a factory).
package alt

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func createRun() server.ServerTool {
	return server.ServerTool{Tool: mcp.NewTool("create_run", mcp.WithDestructiveHintAnnotation(true))}
}

func createRunSafe() server.ServerTool {
	return server.ServerTool{Tool: mcp.NewTool("create_run", mcp.WithDestructiveHintAnnotation(false))}
}

func wrap(name string, factory func() server.ServerTool) server.ServerTool {
	t := factory()
	return server.ServerTool{Tool: t.Tool, Handler: t.Handler}
}

// Not flagged: one registration of one of two definitions.
func Register(s *server.MCPServer, ops bool) {
	var tool server.ServerTool
	if ops {
		tool = wrap("create_run", createRun)
	} else {
		tool = wrap("create_run", createRunSafe)
	}
	s.AddTool(tool.Tool, tool.Handler)
}

// Flagged: both definitions registered.
func RegisterBoth(s *server.MCPServer) {
	a := wrap("create_run", createRun)
	s.AddTool(a.Tool, a.Handler)
	b := wrap("create_run", createRunSafe)
	s.AddTool(b.Tool, b.Handler) // want `OMCG0007: tool name "create_run" is already used on the same server \(s\), and both registrations can run; mcp-go's server keeps the last tool added under a name and silently drops the other: rename one of them`
}
