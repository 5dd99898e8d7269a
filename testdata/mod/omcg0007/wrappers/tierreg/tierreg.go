// Package tierreg is a registration layer whose constructor makes a new
// server at each call and hands the caller's registrar a registry on it.
package tierreg

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Registry holds the server its tools go to.
type Registry struct {
	server *mcp.Server
}

// AddTool registers a typed tool on the registry's server.
func AddTool[In, Out any](r *Registry, name, description string, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(r.server, &mcp.Tool{Name: name, Description: description}, h)
}

// New makes a server named name and lets reg register its tools.
func New(name string, reg func(*Registry)) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: name, Version: "v1"}, nil)
	reg(&Registry{server: s})
	return s
}

// Wrap returns a registry on a server the caller made: its registrations
// all go to that one server.
func Wrap(s *mcp.Server) *Registry { return &Registry{server: s} }
