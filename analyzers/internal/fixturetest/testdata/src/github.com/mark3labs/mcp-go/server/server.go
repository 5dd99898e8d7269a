// Package server is a stub of mark3labs mcp-go's server package (v1.2.1):
// the server and its tool registration.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type ServerOption func(*MCPServer)

// ToolHandlerFunc handles tool calls with given arguments.
type ToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)

// ServerTool combines a Tool with its ToolHandlerFunc.
type ServerTool struct {
	Tool    mcp.Tool
	Handler ToolHandlerFunc
}

type MCPServer struct {
	name, version string
	tools         map[string]ServerTool
}

func NewMCPServer(name, version string, opts ...ServerOption) *MCPServer {
	s := &MCPServer{name: name, version: version, tools: make(map[string]ServerTool)}
	for _, opt := range opts {
		opt(s)
	}
	return s
}

// AddTool registers a new tool and its handler
func (s *MCPServer) AddTool(tool mcp.Tool, handler ToolHandlerFunc) {
	s.AddTools(ServerTool{Tool: tool, Handler: handler})
}

// AddTools registers multiple tools at once
func (s *MCPServer) AddTools(tools ...ServerTool) {
	for _, entry := range tools {
		s.tools[entry.Tool.Name] = entry
	}
}
