// Package app registers through reg (two packages) and mid (three): one
// name twice on one server is flagged where both registrations can run.
package app

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0007/wrappers/mid"
	"fixtures/omcg0007/wrappers/reg"
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

func run(args map[string]any) (string, error) { return "", nil }

func Register(s *mcp.Server, beta bool) {
	r := reg.New(s)
	reg.AddTool(r, reg.Spec{Name: "search"}, handle)
	reg.AddTool(r, reg.Spec{Name: "search", Description: "Again."}, handle) // want `OMCG0007: tool name "search" is already used on the same server \(r.server\), through reg.AddTool, and both registrations can run; the go-sdk keeps the last registration and silently drops the other: rename one of them`

	// Three packages: mid.AddReadOnly calls reg.AddTool.
	mid.AddReadOnly(r, "status", handle)
	mid.AddReadOnly(r, "status", handle) // want `OMCG0007: tool name "status" is already used on the same server \(r.server\), through mid.AddReadOnly, and both registrations`

	// Not flagged: alternatives of one if/else.
	if beta {
		reg.AddTool(r, reg.Spec{Name: "fetch", Description: "Beta."}, handle)
	} else {
		reg.AddTool(r, reg.Spec{Name: "fetch"}, handle)
	}

	// Not flagged: alternatives of one switch.
	switch {
	case beta:
		mid.AddReadOnly(r, "lookup", handle)
	default:
		mid.AddReadOnly(r, "lookup", handle)
	}

	// Not flagged: the if returns, so what follows is the other branch.
	if !beta {
		reg.AddTool(r, reg.Spec{Name: "deeplink"}, handle)
		return
	}
	reg.AddTool(r, reg.Spec{Name: "deeplink", Description: "Read-only."}, handle)

	// A server's own tool type served in a loop: each element is a tool.
	reg.Serve(s, []reg.Tool{
		{Name: "echo", Run: run},
		{Name: "echo", Run: run}, // want `OMCG0007: tool name "echo" is already used on the same server \(s\), through reg.Serve, and both registrations can run`
		{Name: "time", Run: run},
	})

	// Not flagged: each Probe makes a server of its own.
	reg.Probe("probe", handle)
	reg.Probe("probe", handle)

	// Not flagged: one name on two servers.
	other := mcp.NewServer(&mcp.Implementation{Name: "other", Version: "v1"}, nil)
	reg.Serve(other, []reg.Tool{{Name: "time", Run: run}})
}
