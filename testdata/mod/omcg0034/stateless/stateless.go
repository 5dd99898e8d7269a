// Package stateless serves its servers stateless: a request to the
// client fails there on every revision.
package stateless

import (
	"context"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
)

type In struct{}

func ask(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	_, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "m"}) // want `OMCG0034: tool "ask" sends its own request to the client \(\(\*mcp\.ServerSession\)\.Elicit\) while it serves a call: ask → ask → \(\*mcp\.ServerSession\)\.Elicit; its server is served stateless, where such a request fails on every call, on every protocol revision; return the form` `OMCG0034: tool "ask" sends .*: ask → ask → \(\*mcp\.ServerSession\)\.Elicit; it fails on every call on protocol revision 2026-07-28`
	return nil, nil, err
}

// Served stateless by the SDK's handler.
func SDK() http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "v1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "ask"}, ask)
	opts := &mcp.StreamableHTTPOptions{Stateless: true}
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, opts)
}

// Served by the runtime with nil options, which are stateless (the same
// finding as SDK's, reported once).
func Runtime() http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "v1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "ask"}, ask)
	return runtime.HTTPHandler(s, nil)
}

// Served with a session: the warning only.
func Stateful() http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "v1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "ask"}, ask)
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, &mcp.StreamableHTTPOptions{Stateless: false})
}
