// Package oldsdk is a server on go-sdk v1.6.0, which never negotiates
// protocol revision 2026-07-28: a handler's request to the client is
// sent on every revision it speaks, so it is reported only where the
// server is served stateless. (A module of its own, with ./oldmark on
// mcp-go v0.58.0: the fixture module is on the SDKs mcpvet is built
// against.)
package oldsdk

import (
	"context"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct{}

func confirm(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	_, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Sure?"}) // want `OMCG0034: tool "confirm" sends its own request to the client \(\(\*mcp\.ServerSession\)\.Elicit\) while it serves a call: confirm → confirm → \(\*mcp\.ServerSession\)\.Elicit; its server is served stateless, where such a request fails on every call, on every protocol revision`
	return nil, nil, err
}

func summarize(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	_, err := req.Session.CreateMessage(ctx, &mcp.CreateMessageParams{MaxTokens: 10})
	return nil, nil, err
}

// Stateful serves with sessions: the requests work on every revision
// v1.6.0 speaks, and nothing is reported.
func Stateful() http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "v1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "confirm"}, confirm)
	mcp.AddTool(s, &mcp.Tool{Name: "summarize"}, summarize)
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil)
}

// Stateless has no way back to the client on any revision: reported.
func Stateless() http.Handler {
	s := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "v1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "confirm"}, confirm)
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, &mcp.StreamableHTTPOptions{Stateless: true})
}
