// Package server is a stub of mcp-go's server package (v1.2.1): MCPServer
// and its resource registrations, with the real names and signatures.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type ResourceHandlerFunc func(ctx context.Context, request mcp.ReadResourceRequest) ([]mcp.ResourceContents, error)

type ResourceTemplateHandlerFunc func(ctx context.Context, request mcp.ReadResourceRequest) ([]mcp.ResourceContents, error)

type ServerOption func(*MCPServer)

type MCPServer struct {
	name, version string
}

func NewMCPServer(name, version string, opts ...ServerOption) *MCPServer {
	s := &MCPServer{name: name, version: version}
	for _, opt := range opts {
		opt(s)
	}
	return s
}

func (s *MCPServer) AddResource(resource mcp.Resource, handler ResourceHandlerFunc) {}

func (s *MCPServer) AddResourceTemplate(template mcp.ResourceTemplate, handler ResourceTemplateHandlerFunc) {
}
