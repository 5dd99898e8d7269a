// Package ownapp lists its tools in its own type and serves them.
package ownapp

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/mcpfacts/wrappers/own"
)

func echo(args map[string]any) (string, error) { return "", nil }

var tools = []own.Tool{
	{Name: "echo", Description: "Echo.", Run: echo},
	{Name: "time", Description: "The time.", Run: echo},
}

func Serve(s *mcp.Server, debug bool) {
	own.Serve(s, tools) // want `tool "echo" \(\*mcp.Server\).AddTool via own.Serve description="Echo." input-given` `tool "time" \(\*mcp.Server\).AddTool via own.Serve description="The time." input-given`

	if debug {
		list := []own.Tool{{Name: "dump", Run: echo}}
		list = append(list, own.Tool{Name: "trace", Run: echo})
		own.Serve(s, list) // want `tool "dump" \(\*mcp.Server\).AddTool via own.Serve` `tool "trace" \(\*mcp.Server\).AddTool via own.Serve`
	}
}

// A literal in a loop over names: one tool per name.
func serveNames(s *mcp.Server, raw mcp.ToolHandler) {
	for _, name := range []string{"ping", "pong"} {
		s.AddTool(&mcp.Tool{Name: name, InputSchema: map[string]any{"type": "object"}}, raw) // want `tool "ping" \(\*mcp.Server\).AddTool input-given` `tool "pong" \(\*mcp.Server\).AddTool input-given`
	}
}
