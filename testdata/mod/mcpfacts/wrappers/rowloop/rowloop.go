// Package rowloop declares its mcp-go tools as rows of a local table of
// struct literals and builds each tool inside the loop that registers it:
// the name, the description and the options come from the row, the
// options spread after the ones every tool shares, and the handler is the
// row's method value wrapped by a function the caller passes.
package rowloop

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type files struct{ root string }

func (f *files) read(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(f.root + path), nil
}

func (f *files) stat(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(path + req.GetString("format", "")), nil
}

type pathHandler func(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

// logged wraps a handler by name.
func logged(name string, h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(ctx, req)
	}
}

// NewServer serves the files tools.
func NewServer(f *files, withPath func(pathHandler) server.ToolHandlerFunc) *server.MCPServer {
	s := server.NewMCPServer("files", "1.0.0")
	rows := []struct {
		id, about string
		opts      []mcp.ToolOption
		run       pathHandler
	}{
		{
			id:    "read_file",
			about: "Read a file",
			opts:  []mcp.ToolOption{mcp.WithString("path", mcp.Required())},
			run:   f.read,
		},
		{
			id:    "stat_file",
			about: "Describe a file",
			opts: []mcp.ToolOption{
				mcp.WithString("path", mcp.Required()),
				mcp.WithString("format"),
			},
			run: f.stat,
		},
	}
	for _, row := range rows {
		tool := mcp.NewTool(row.id, append([]mcp.ToolOption{mcp.WithDescription(row.about)}, row.opts...)...) // want `tool "read_file" mark3labs mcp.NewTool input-given` `tool "stat_file" mark3labs mcp.NewTool input-given`
		s.AddTool(tool, logged(row.id, withPath(row.run)))                                                    // want `registers "read_file"` `registers "stat_file"`
	}
	// Names from a list, one set of options for all: a tool per name.
	for _, name := range []string{"ping", "pong"} {
		s.AddTool(mcp.NewTool(name, mcp.WithString("message")), logged(name, withPath(f.read))) // want `tool "ping" mark3labs mcp.NewTool input-given` `tool "pong" mark3labs mcp.NewTool input-given` `registers "ping"` `registers "pong"`
	}
	return s
}
