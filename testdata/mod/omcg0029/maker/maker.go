// Package maker makes each tool with a function that returns its
// definition and its handler together; the definition comes from a
// helper that takes the tool's name in an options struct and adds the
// options every tool shares. A loop registers the tools through a
// wrapper that logs each call and turns an error into an error result.
package maker

import (
	"context"
	"log"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Root is the folder the tools read under.
var Root string

// Tool is a definition and the handler that runs it.
type Tool struct {
	Definition mcp.Tool
	Handler    server.ToolHandlerFunc
}

type options struct {
	name        string
	description string
	current     bool
}

var (
	reason = mcp.WithString("reason", mcp.Description("Why the tool is called."))
	where  = mcp.WithString("where", mcp.Description("The folder to work in."), mcp.Required())
)

func newTool(o options, extra ...mcp.ToolOption) mcp.Tool {
	opts := []mcp.ToolOption{mcp.WithDescription(o.description), reason}
	if !o.current {
		opts = append(opts, where)
	}
	opts = append(opts, extra...)
	return mcp.NewTool(o.name, opts...)
}

func readTool() *Tool {
	return &Tool{
		Definition: newTool(options{name: "read", description: "Reads a file."}, mcp.WithString("name", mcp.Required())),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			b, err := os.ReadFile(filepath.Join(Root, req.GetString("name", ""))) // want `OMCG0029: tool "read": argument "name" can leave the base folder its path is joined to \(with ".."\)`
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(string(b)), nil
		},
	}
}

// Not flagged: the name is checked to be local first.
func peekTool() *Tool {
	return &Tool{
		Definition: newTool(options{name: "peek", description: "Reads the start of a file.", current: true}, mcp.WithString("name", mcp.Required())),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			name := req.GetString("name", "")
			if !filepath.IsLocal(name) {
				return mcp.NewToolResultError("not a local name"), nil
			}
			b, err := os.ReadFile(filepath.Join(Root, name))
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(string(b[:min(len(b), 64)])), nil
		},
	}
}

func tools() []*Tool {
	return []*Tool{readTool(), peekTool()}
}

func logged(t *Tool) *Tool {
	return &Tool{
		Definition: t.Definition,
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			log.Printf("tool %s called", t.Definition.Name)
			res, err := t.Handler(ctx, req)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return res, nil
		},
	}
}

// Register adds the tools.
func Register(s *server.MCPServer) {
	for _, t := range tools() {
		s.AddTool(t.Definition, logged(t).Handler)
	}
}
