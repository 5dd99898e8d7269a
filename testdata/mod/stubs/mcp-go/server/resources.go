package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// ResourceHandlerFunc reads a resource.
type ResourceHandlerFunc func(ctx context.Context, request mcp.ReadResourceRequest) ([]mcp.ResourceContents, error)

// ResourceTemplateHandlerFunc reads a resource of a template.
type ResourceTemplateHandlerFunc func(ctx context.Context, request mcp.ReadResourceRequest) ([]mcp.ResourceContents, error)

// PromptHandlerFunc gets a prompt.
type PromptHandlerFunc func(ctx context.Context, request mcp.GetPromptRequest) (*mcp.GetPromptResult, error)

// AddResource registers a resource; one with the same URI is replaced.
func (s *MCPServer) AddResource(resource mcp.Resource, handler ResourceHandlerFunc) {}

// AddResourceTemplate registers a resource template; one with the same
// template is replaced.
func (s *MCPServer) AddResourceTemplate(template mcp.ResourceTemplate, handler ResourceTemplateHandlerFunc) {
}

// AddPrompt registers a prompt; one with the same name is replaced.
func (s *MCPServer) AddPrompt(prompt mcp.Prompt, handler PromptHandlerFunc) {}
