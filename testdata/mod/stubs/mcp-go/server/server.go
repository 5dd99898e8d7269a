// Package server is a stub of github.com/mark3labs/mcp-go/server v1.2.1.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// ToolHandlerFunc handles a tool call.
type ToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)

// ServerTool is a tool with its handler.
type ServerTool struct {
	Tool    mcp.Tool
	Handler ToolHandlerFunc
}

// MCPServer is a server.
type MCPServer struct{}

// NewMCPServer returns a server.
func NewMCPServer(name, version string) *MCPServer { return &MCPServer{} }

// AddTool registers a tool.
func (s *MCPServer) AddTool(tool mcp.Tool, handler ToolHandlerFunc) {
	s.AddTools(ServerTool{Tool: tool, Handler: handler})
}

// AddTools registers tools.
func (s *MCPServer) AddTools(tools ...ServerTool) {}

// SetTools replaces the server's tools.
func (s *MCPServer) SetTools(tools ...ServerTool) {}
