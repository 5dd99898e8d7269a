// Package reg is a registration layer on the go-sdk: its wrappers
// register on the server they are given.
package reg

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Registry holds the server.
type Registry struct {
	server *mcp.Server
}

// New returns a registry on s.
func New(s *mcp.Server) *Registry { return &Registry{server: s} }

// Spec describes a tool.
type Spec struct {
	Name        string
	Description string
}

// AddTool registers a typed tool.
func AddTool[In, Out any](r *Registry, spec Spec, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(r.server, &mcp.Tool{Name: spec.Name, Description: spec.Description}, h)
}

// Tool is a tool of the server's own type.
type Tool struct {
	Name string
	Run  func(args map[string]any) (string, error)
}

// Serve registers each tool of the list on s.
func Serve(s *mcp.Server, tools []Tool) {
	for _, t := range tools {
		s.AddTool(&mcp.Tool{Name: t.Name, InputSchema: map[string]any{"type": "object"}}, handler(t))
	}
}

func handler(t Tool) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, nil
	}
}

// Probe registers a tool on a server of its own, new at each call: its
// registrations are grouped with nothing.
func Probe[In, Out any](name string, h mcp.ToolHandlerFor[In, Out]) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "probe", Version: "v1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: name}, h)
	return s
}
