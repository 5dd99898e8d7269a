// Package trace wraps mcp-go tool handlers, in a package of its own as
// servers keep their middleware: a registration names the wrappers'
// call, and the handler is the one they call with the request.
package trace

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Handler is the server's own handler type.
type Handler func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

type spanKey struct{}

// Calls are the tools WithTracing saw called.
var Calls []string

// WithTracing calls h in a span of its own: the context is new, the
// request the one the client sent.
func WithTracing(name string, h Handler) Handler {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx = context.WithValue(ctx, spanKey{}, name)
		Calls = append(Calls, name+" "+req.Params.Name)
		return h(ctx, req)
	}
}

// Adapt gives a Handler the type mcp-go's AddTool takes.
func Adapt(h Handler) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(ctx, req)
	}
}

// Disabled answers in h's place: h never runs.
func Disabled(name string, h Handler) Handler {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultError(name + " is disabled"), nil
	}
}

// Defaults calls h with a request of its own, not the client's.
func Defaults(h Handler) Handler {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var fixed mcp.CallToolRequest
		fixed.Params.Name = req.Params.Name
		fixed.Params.Arguments = map[string]any{"name": "web"}
		return h(ctx, fixed)
	}
}
