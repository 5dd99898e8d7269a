// Package factory serves on standard input and output the tools another
// package declares, with handlers its factories make, registered through
// a func literal: the print of the handler made there is reported at the
// call that registers it.
package factory

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0044/factory/tools"
)

func Main() error {
	s := server.NewMCPServer("echo", "1.0.0")
	add := func(tool mcp.Tool, h server.ToolHandlerFunc) {
		s.AddTool(tool, h)
	}
	add(tools.EchoTool, tools.Echo(">")) // want `OMCG0044: tool "echo_made" writes to standard output \(fmt\.Printf\)`
	add(tools.EchoLoggedTool, tools.EchoLogged(">"))
	return server.ServeStdio(s)
}
