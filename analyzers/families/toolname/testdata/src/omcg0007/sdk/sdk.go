// Package sdk registers go-sdk tools on server values: one name twice on
// one server is flagged, one name on two servers, or in two exclusive
// branches, is not.
package sdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Q string `json:"q"`
}

type Out struct {
	N int `json:"n"`
}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func newServer(name string) *mcp.Server {
	return mcp.NewServer(&mcp.Implementation{Name: name, Version: "v1.0.0"}, nil)
}

const fetchName = "fetch"

func oneServer() {
	s := newServer("one")
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, handle)
	s.AddTool(&mcp.Tool{Name: "search"}, raw) // want `OMCG0007: tool name "search" is already used on the same server \(s\), and both registrations can run; the go-sdk keeps the last registration and silently drops the other: rename one of them`

	// A constant and a literal with the same value.
	t := &mcp.Tool{Name: "fetch"}
	s.AddTool(t, raw)
	mcp.AddTool(s, &mcp.Tool{Name: fetchName}, handle) // want `OMCG0007: tool name "fetch" is already used on the same server \(s\)`

	// Not flagged: different names on one server.
	mcp.AddTool(s, &mcp.Tool{Name: "search_docs"}, handle)
}

// Not flagged: one name on two servers.
func twoServers() {
	a := newServer("a")
	b := newServer("b")
	mcp.AddTool(a, &mcp.Tool{Name: "ping"}, handle)
	mcp.AddTool(b, &mcp.Tool{Name: "ping"}, handle)
	mcp.AddTool(a, &mcp.Tool{Name: fetchName}, handle)
	mcp.AddTool(b, &mcp.Tool{Name: fetchName}, handle)
}

// Not flagged: the two registrations are in exclusive branches.
func branches(debug bool) {
	s := newServer("branches")
	if debug {
		mcp.AddTool(s, &mcp.Tool{Name: "status"}, handle)
	} else {
		mcp.AddTool(s, &mcp.Tool{Name: "status"}, handle)
	}
}
