// Package middleware registers go-sdk tools through a generic helper of
// its own that hands the handler to another package's registration,
// which wraps it in a middleware (instrument.Register): the handler is
// still the tool's, and followed.
package middleware

import (
	"context"
	"errors"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/middleware/instrument"
)

type In struct {
	Name string `json:"name"`
}

type Out struct {
	Text string `json:"text"`
}

// register adds the tool unless it is switched off.
func register[I, O any](s *mcp.Server, off map[string]bool, t *mcp.Tool, h mcp.ToolHandlerFor[I, O]) {
	if off[t.Name] {
		return
	}
	instrument.Register(s, t, h)
}

// readHandler reads names under root.
func readHandler(root string) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		b, err := os.ReadFile(filepath.Join(root, in.Name)) // want `OMCG0029: tool "read_instrumented": argument "name" .*read_instrumented: argument name → readHandler\(…\) → os.ReadFile`
		return nil, Out{Text: string(b)}, err
	}
}

// Not flagged: a name that is not local is refused.
func localHandler(root string) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		if !filepath.IsLocal(in.Name) {
			return nil, Out{}, errors.New("not a name in the folder")
		}
		b, err := os.ReadFile(filepath.Join(root, in.Name))
		return nil, Out{Text: string(b)}, err
	}
}

// Register adds the tools, reading under root (the escape test calls
// them).
func Register(s *mcp.Server, root string) {
	register(s, nil, &mcp.Tool{Name: "read_instrumented"}, readHandler(root))
	register(s, nil, &mcp.Tool{Name: "read_instrumented_local"}, localHandler(root))
}
