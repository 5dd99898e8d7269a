// Package composed registers go-sdk tools whose handlers go through a
// middleware made of other middleware: Wrap applies panic recovery, then
// logging when a logger is set, each a generic wrapper of its own. The
// handler under them is followed.
package composed

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func withRecovery[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (res *mcp.CallToolResult, out Out, err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("panic: %v", r)
			}
		}()
		return h(ctx, req, in)
	}
}

func withLogging[In, Out any](logger *slog.Logger, name string, h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] {
	if logger == nil {
		return h
	}
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		logger.Debug("call", "tool", name)
		return h(ctx, req, in)
	}
}

// Wrap applies recovery, then logging when logger is set.
func Wrap[In, Out any](logger *slog.Logger, name string, h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] {
	wrapped := withRecovery(h)
	if logger != nil {
		wrapped = withLogging(logger, name, wrapped)
	}
	return wrapped
}

type In struct {
	Name string `json:"name"`
}

type Notes struct{ Dir string }

func (n *Notes) read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	b, err := os.ReadFile(filepath.Join(n.Dir, in.Name)) // want `OMCG0029: tool "read_note": argument "name" can leave the base folder .*: read_note: argument name → \(\*Notes\).read → os.ReadFile`
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

// Not flagged: the name must be local.
func (n *Notes) readLocal(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if !filepath.IsLocal(in.Name) {
		return nil, nil, fmt.Errorf("not a local name")
	}
	b, err := os.ReadFile(filepath.Join(n.Dir, in.Name))
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

// Register adds the tools, their notes in dir.
func Register(s *mcp.Server, dir string, logger *slog.Logger) {
	n := &Notes{Dir: dir}
	mcp.AddTool(s, &mcp.Tool{Name: "read_note"}, Wrap(logger, "read_note", n.read))
	mcp.AddTool(s, &mcp.Tool{Name: "read_local_note"}, Wrap(logger, "read_local_note", n.readLocal))
}
