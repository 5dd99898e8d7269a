package runtime

import (
	"context"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// HTTP routes exposed as tools: what an app's own code writes. The route
// tools themselves are in the package's mcpvet_gen.go, whose
// RegisterRouteTools(s, opts) registers them.

// Scope is what a route tool needs the caller to be granted.
type Scope int

const (
	ScopeRead Scope = 1 << iota
	ScopeWrite
	ScopeDelete
)

// APIOptions configure how route tools reach the app; pass them to the
// generated RegisterRouteTools.
type APIOptions struct {
	// Handler is the app's root handler. Calls are served through it in
	// process, so every middleware runs; this is the default.
	Handler http.Handler
	// BaseURL switches to an HTTP self-call to this base (scheme, host and
	// optional path prefix); it wins over Listener and Handler. It is
	// never derived from a request's Host or X-Forwarded-Host. With none
	// of BaseURL, Listener and Handler, the environment variable
	// MCP_BASE_URL is read once, at registration.
	BaseURL string
	// Listener switches to an HTTP self-call to the server's own listener
	// (http://its address; 127.0.0.1 when it listens on every interface,
	// as a listener on ":8080" does); it wins over Handler. For an API
	// served over TLS or on IPv6 only, give BaseURL instead.
	Listener net.Addr
	// Client is the HTTP client for self-calls (http.DefaultClient if nil).
	Client *http.Client
	// Timeout bounds one call (30s if zero). In process, the handler
	// learns it through r.Context(): a handler that ignores its context
	// keeps the call waiting until it returns. Over HTTP it always holds.
	Timeout time.Duration
	// Granted maps a tool call to the scopes its caller holds; nil turns
	// scopes off. A call whose route needs a scope not granted is refused
	// with "Insufficient scope. Required: Write, Granted: Read".
	Granted func(ctx context.Context, req *mcp.CallToolRequest) Scope
	// MCPPath is the path of the MCP endpoint, which LoopPrevention
	// guards and under which no route is exposed.
	MCPPath string
	// Logger receives transport failures and timeouts (slog.Default() if
	// nil). Tokens never appear in its records.
	Logger *slog.Logger
	// ForwardHeaders names further headers of the MCP request that a call
	// passes on to the API, beside Authorization and the trace headers:
	// an app that authenticates with its own header (X-Api-Key) names it
	// here. Names are matched as net/http canonicalizes them. Headers the
	// runtime sets itself or that describe the connection (Host,
	// Content-Type, Content-Length, Accept, Connection, Transfer-Encoding,
	// X-MCP-Internal-Call and the other hop-by-hop headers) cannot be
	// named: registration panics, saying which.
	ForwardHeaders []string
}

// TokenScopes is an APIOptions.Granted for the go-sdk's bearer-token
// auth (auth.RequireBearerToken around the MCP handler): the caller is
// granted the union of what grants maps each scope of its auth.TokenInfo
// to. Scopes grants does not name grant nothing, and a call without token
// info is granted nothing.
func TokenScopes(grants map[string]Scope) func(context.Context, *mcp.CallToolRequest) Scope {
	return func(ctx context.Context, req *mcp.CallToolRequest) Scope {
		return tokenScopes(ctx, req, grants)
	}
}

// InternalCallHeader marks every request a route tool makes.
const InternalCallHeader = "X-MCP-Internal-Call"

// LoopPrevention refuses internal calls (InternalCallHeader) to the MCP
// endpoint at mcpPath and the paths under it, so a route tool can never
// call the MCP server itself. It is not a security boundary and never
// skips authentication.
func LoopPrevention(mcpPath string, next http.Handler) http.Handler {
	return loopPrevention(mcpPath, next)
}
