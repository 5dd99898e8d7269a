// want package:"analyzed"

// Package wraps holds handler wrappers: a Wraps fact says which
// parameter is the handler and which parameters of the func returned
// reach it as they came.
package wraps

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Handler is the server's own handler type.
type Handler func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

type spanKey struct{}

// WithTracing calls h in a span of its own: the context is new, the
// request the one the client sent.
func WithTracing(name string, h Handler) Handler { // want WithTracing:`wraps p1 forwarding 1`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx = context.WithValue(ctx, spanKey{}, name)
		log.Printf("%s: %v", name, req.Params.Arguments)
		return h(ctx, req)
	}
}

// Adapt gives a Handler the type mcp-go's AddTool takes.
func Adapt(h Handler) server.ToolHandlerFunc { // want Adapt:`wraps p0 forwarding 0 1`
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
func Defaults(h Handler) Handler { // want Defaults:`wraps p0 forwarding 0`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var fixed mcp.CallToolRequest
		fixed.Params.Name = req.Params.Name
		fixed.Params.Arguments = map[string]any{"name": "web"}
		return h(ctx, fixed)
	}
}

// Fallback may call another handler than h: no fact.
func Fallback(h, other Handler) Handler {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if h == nil {
			h = other
		}
		return h(ctx, req)
	}
}

// Edited changes the request before h gets it: only the context passes.
func Edited(h Handler) Handler { // want Edited:`wraps p0 forwarding 0`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		req.Params.Arguments = map[string]any{}
		return h(ctx, req)
	}
}
