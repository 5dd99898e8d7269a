package runtime

import (
	"context"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ServeStdio serves s on standard input and output until the client
// disconnects or ctx is done.
func ServeStdio(ctx context.Context, s *mcp.Server) error {
	return s.Run(ctx, &mcp.StdioTransport{})
}

// An HTTPOption configures [HTTPHandler]. Any func changing the SDK's
// options is one, for what the helpers below do not cover.
type HTTPOption func(*mcp.StreamableHTTPOptions)

// HTTPHandler serves s over Streamable HTTP (mcp.NewStreamableHTTPHandler).
// It is stateless by default: no Mcp-Session-Id, each request served on
// its own, so replicas scale behind any load balancer. Use [Stateful] for
// what needs a session (server-to-client requests, notifications).
func HTTPHandler(s *mcp.Server, opts ...HTTPOption) http.Handler {
	o := &mcp.StreamableHTTPOptions{Stateless: true}
	for _, opt := range opts {
		opt(o)
	}
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, o)
}

// Stateful keeps sessions (the Mcp-Session-Id header).
func Stateful() HTTPOption {
	return func(o *mcp.StreamableHTTPOptions) { o.Stateless = false }
}

// JSONResponse answers with application/json rather than an SSE stream.
func JSONResponse() HTTPOption {
	return func(o *mcp.StreamableHTTPOptions) { o.JSONResponse = true }
}
