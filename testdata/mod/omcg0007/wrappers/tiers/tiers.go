// Package tiers builds one server per tier from a table whose entries
// share tool names: each iteration registers on a server of its own.
package tiers

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0007/wrappers/tierreg"
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

type spec struct {
	Tier, Name string
}

var specs = []spec{
	{Tier: "free", Name: "echo"},
	{Tier: "pro", Name: "echo"},
}

// Not flagged: New makes a new server at each call and the closure
// registers on the registry it is handed.
func Build() []*mcp.Server {
	var out []*mcp.Server
	for _, sp := range specs {
		out = append(out, tierreg.New(sp.Tier, func(r *tierreg.Registry) {
			tierreg.AddTool(r, sp.Name, "Echo.", handle)
		}))
	}
	return out
}

// Not flagged: the loop body makes the server.
func BuildDirect() {
	for _, sp := range []spec{{"a", "ping"}, {"b", "ping"}} {
		s := mcp.NewServer(&mcp.Implementation{Name: sp.Tier, Version: "v1"}, nil)
		mcp.AddTool(s, &mcp.Tool{Name: sp.Name}, handle)
	}
}

// Not flagged: the loop body makes the server and wraps it.
func BuildWrapped() {
	for _, sp := range []spec{{"a", "pong"}, {"b", "pong"}} {
		r := tierreg.Wrap(mcp.NewServer(&mcp.Implementation{Name: sp.Tier, Version: "v1"}, nil))
		tierreg.AddTool(r, sp.Name, "Pong.", handle)
	}
}

// Flagged: one server made before the loop takes every iteration's tool.
func BuildShared() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "all", Version: "v1"}, nil)
	r := tierreg.Wrap(s)
	for _, sp := range []spec{{"a", "shared"}, {"b", "shared"}} { // want `OMCG0007: tool name "shared" is already used`
		tierreg.AddTool(r, sp.Name, "Shared.", handle)
	}
	return s
}

// Flagged: a server made in the body gets one name twice in one
// iteration.
func BuildTwice() {
	for _, tier := range []string{"a", "b"} {
		s := mcp.NewServer(&mcp.Implementation{Name: tier, Version: "v1"}, nil)
		for _, sp := range []spec{{tier, "twice"}, {tier, "twice"}} { // want `OMCG0007: tool name "twice" is already used`
			mcp.AddTool(s, &mcp.Tool{Name: sp.Name}, handle)
		}
	}
}

func pick(tier string) *mcp.Server { return nil }

// Not flagged: a server the body does not make, whose value mcpvet
// cannot follow (a range variable, a call it does not know, a variable
// assigned in the loop): the unknown is not reported.
func BuildUnknown(servers []*mcp.Server) {
	for _, s := range servers {
		for _, name := range []string{"lookup", "lookup"} {
			_ = name
		}
		mcp.AddTool(s, &mcp.Tool{Name: "status"}, handle)
	}
	for _, sp := range []spec{{"a", "find"}, {"b", "find"}} {
		s := pick(sp.Tier)
		mcp.AddTool(s, &mcp.Tool{Name: sp.Name}, handle)
	}
	var s *mcp.Server
	for _, sp := range []spec{{"a", "seek"}, {"b", "seek"}} {
		s = pick(sp.Tier)
		mcp.AddTool(s, &mcp.Tool{Name: sp.Name}, handle)
	}
}
