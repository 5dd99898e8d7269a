// Package instrument registers go-sdk typed tools with a middleware of
// its own around each handler: the handler the caller gives is the one
// the model's arguments reach.
package instrument

import (
	"context"
	"sync/atomic"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Calls counts the tool calls.
var Calls atomic.Int64

// Register adds the tool to s, its handler counted.
func Register[In, Out any](s *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, t, counted(h))
}

// counted wraps h: it counts the call and calls h with the same request.
func counted[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		Calls.Add(1)
		return h(ctx, req, in)
	}
}
