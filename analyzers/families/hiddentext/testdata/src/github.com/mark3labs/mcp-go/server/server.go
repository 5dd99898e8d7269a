// Package server is a stub of mark3labs mcp-go's server package (v1.2.1):
// the server and its tool registrations, with the real signatures.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type ServerOption func(*MCPServer)

type ToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)

// ServerTool combines a Tool with its ToolHandlerFunc.
type ServerTool struct {
	Tool    mcp.Tool
	Handler ToolHandlerFunc
}

// MCPServer is an MCP server.
type MCPServer struct {
	name, version string
	tools         map[string]ServerTool
}

func NewMCPServer(
	name, version string,
	opts ...ServerOption,
) *MCPServer {
	s := &MCPServer{
		tools:   make(map[string]ServerTool),
		name:    name,
		version: version,
	}
	for _, opt := range opts {
		opt(s)
	}
	return s
}

func (s *MCPServer) AddTool(tool mcp.Tool, handler ToolHandlerFunc) {
	s.AddTools(ServerTool{Tool: tool, Handler: handler})
}

func (s *MCPServer) AddTools(tools ...ServerTool) {
	for _, entry := range tools {
		s.tools[entry.Tool.Name] = entry
	}
}

func (s *MCPServer) SetTools(tools ...ServerTool) {
	s.tools = make(map[string]ServerTool, len(tools))
	s.AddTools(tools...)
}
