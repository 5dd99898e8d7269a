// Package contained registers tools whose In type makes mcp.AddTool
// panic: flagged where the server starts with it, not where the panic is
// recovered or only tests register the tool.
package contained

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0002/contained/guard"
)

type Hooks struct {
	Done chan bool `json:"done"` // want `OMCG0002: must_hooks, served_hooks: Hooks.Done: jsonschema-go cannot infer a schema for chan bool`
}

type Probe struct {
	Stop chan int `json:"stop"` // want `OMCG0002: debug_probe: Probe.Stop: jsonschema-go cannot infer a schema for chan int`
}

type Out struct{}

func hooks(ctx context.Context, req *mcp.CallToolRequest, in Hooks) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func probe(ctx context.Context, req *mcp.CallToolRequest, in Probe) (*mcp.CallToolResult, Out, error) {
	return nil, Out{}, nil
}

func Serve(s *mcp.Server) error {
	mcp.AddTool(s, &mcp.Tool{Name: "served_hooks"}, hooks)
	guard.MustAddTool(s, "must_hooks", hooks)
	// Not flagged: guard.AddTool recovers the panic and returns it.
	return guard.AddTool(s, "guarded_probe", probe)
}

// tryRegister recovers the panic itself: not flagged.
func tryRegister(s *mcp.Server) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	mcp.AddTool(s, &mcp.Tool{Name: "tried_probe"}, probe)
	return true
}

var _ = tryRegister

// registerMeta is written beside the server's code, but only its tests
// call it: not flagged.
func registerMeta(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "meta_probe"}, probe)
}

// RegisterDebug is exported: a program importing the package may call
// it, so it is the server's start-up as far as mcpvet can tell, tests or
// not.
func RegisterDebug(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "debug_probe"}, probe)
}
