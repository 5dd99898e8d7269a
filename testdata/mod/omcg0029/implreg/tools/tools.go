// Package tools registers a tool implementation with the go-sdk through
// the interface every implementation satisfies: its Definition and its
// Handler, each a method.
package tools

import "github.com/modelcontextprotocol/go-sdk/mcp"

// ToolImpl is a tool's definition and handler.
type ToolImpl[In, Out any] interface {
	Definition() *mcp.Tool
	Handler() mcp.ToolHandlerFor[In, Out]
}

// Register adds the tool i implements.
func Register[In, Out any](s *mcp.Server, i ToolImpl[In, Out]) {
	mcp.AddTool(s, i.Definition(), i.Handler())
}
