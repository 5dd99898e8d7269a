// Package tools keeps its mcp-go tools in a registry of interface
// values, each type giving its tool by one method and its handler by
// another; the serve package registers them in a loop
// (s.AddTool(t.Definition(), t.Handler(base))). The handler of a tool is
// the one its type's handler method returns.
package tools

import (
	"context"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is a tool of the registry.
type Tool interface {
	Definition() mcp.Tool
	Handler(base string) server.ToolHandlerFunc
}

// Registry holds the tools, registered by the init funcs.
var Registry []Tool

func init() { Registry = append(Registry, &ReadNote{}, &ReadLocal{}, &Twofold{}) }

// ReadNote reads a note.
type ReadNote struct{}

// Definition is the tool.
func (*ReadNote) Definition() mcp.Tool {
	return mcp.NewTool("read_registered", mcp.WithString("name", mcp.Required()))
}

// Handler reads under base.
func (*ReadNote) Handler(base string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name, err := req.RequireString("name")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		b, err := os.ReadFile(filepath.Join(base, name)) // want `OMCG0029: tool "read_registered": argument "name" can leave the base folder`
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

// ReadLocal reads a note, not flagged: a name that is not local is
// refused.
type ReadLocal struct{}

// Definition is the tool.
func (*ReadLocal) Definition() mcp.Tool {
	return mcp.NewTool("read_registered_local", mcp.WithString("name", mcp.Required()))
}

// Handler reads under base.
func (*ReadLocal) Handler(base string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name, err := req.RequireString("name")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if !filepath.IsLocal(name) {
			return mcp.NewToolResultError("not a local name"), nil
		}
		b, err := os.ReadFile(filepath.Join(base, name))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

// Twofold has two handler methods: which one runs its tool is the
// registration's choice, which mcpvet does not see, so neither is taken
// (the tool is not followed; nothing is reported).
type Twofold struct{}

// Definition is the tool.
func (*Twofold) Definition() mcp.Tool {
	return mcp.NewTool("read_twofold", mcp.WithString("name", mcp.Required()))
}

// Handler reads under base.
func (*Twofold) Handler(base string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name, _ := req.RequireString("name")
		b, err := os.ReadFile(filepath.Join(base, name))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

// Dry is a second handler of Twofold's tool, one that reads nothing.
func (*Twofold) Dry(base string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(""), nil
	}
}
