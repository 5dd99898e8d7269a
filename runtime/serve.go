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

// HTTPHandler serves s over Streamable HTTP with the SDK's options
// (mcp.NewStreamableHTTPHandler). A nil opts is stateless: no
// Mcp-Session-Id, each request served on its own, so replicas scale
// behind any load balancer. Options given are used as they are: set
// Stateless yourself, or leave it false for what needs a session (a
// request of the server's own to a client before protocol 2026-07-28,
// notifications outside a call). [Elicit] works stateless with a client
// on 2026-07-28, through input requests.
func HTTPHandler(s *mcp.Server, opts *mcp.StreamableHTTPOptions) http.Handler {
	if opts == nil {
		opts = &mcp.StreamableHTTPOptions{Stateless: true}
	}
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, opts)
}
