package directives

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func newServer(name string) *mcp.Server {
	return mcp.NewServer(&mcp.Implementation{Name: name, Version: "v1.0.0"}, nil)
}

func serve() {
	s := newServer("main")
	RegisterTools(s)
	mcp.AddTool(s, &mcp.Tool{Name: "list_cases"}, handle) // want `OMCG0007: tool name "list_cases" is already used on the same server \(s\), and both registrations can run; the go-sdk keeps the last registration`

	// Not flagged: RegisterTools is never called on other.
	other := newServer("other")
	mcp.AddTool(other, &mcp.Tool{Name: "list_cases"}, handle)
	mcp.AddTool(other, &mcp.Tool{Name: "close_case"}, handle)
}

// A helper that passes its server on to RegisterTools: the directive
// tools count for the servers passed to it.
func setup(srv *mcp.Server) {
	RegisterTools(srv)
}

func serveAdmin() {
	admin := newServer("admin")
	setup(admin)
	mcp.AddTool(admin, &mcp.Tool{Name: "close_case"}, handle) // want `OMCG0007: tool name "close_case" is already used on the same server \(admin\)`
}
