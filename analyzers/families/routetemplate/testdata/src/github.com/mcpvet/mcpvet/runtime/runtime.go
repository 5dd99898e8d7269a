// Package runtime is a stub of mcpvet's runtime: the route exposure
// config (Exposure, Mode, Naming), which apifacts reads as written in
// the source, and HTTPHandler, which it knows by its name as a handler
// that serves the MCP endpoint.
package runtime

import (
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Exposure selects the routes that become tools, and names them.
type Exposure struct {
	Mode    Mode
	Include []string
	Exclude []string
	Naming  Naming
}

// Mode says which routes a config exposes.
type Mode int

const (
	// SelectedOnly exposes the included routes (and //mcp:expose ones).
	SelectedOnly Mode = iota
	// AllExceptExcluded exposes every route that can be a tool, except
	// the excluded ones (and //mcp:ignore ones).
	AllExceptExcluded
)

// Naming says how a route tool is named.
type Naming struct {
	Format       string
	TrimSuffixes []string
}

// HTTPHandler serves s's MCP endpoint over streamable HTTP.
func HTTPHandler(s *mcp.Server, opts *mcp.StreamableHTTPOptions) http.Handler {
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, opts)
}
