// Package filtered registers its mcp-go tools through a filter of its
// own: a method that calls s.AddTool on two exclusive paths, given the
// tool and the handler (typed, through mcp-go's NewTypedToolHandler) by
// each registration. The handler a registration gives is the one the
// filter registers.
package filtered

import (
	"context"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Filter lets through the tools it allows; all of them when allow is nil.
type Filter struct{ allow map[string]bool }

// AddTool registers the tool when the filter allows it.
func (f *Filter) AddTool(s *server.MCPServer, tool mcp.Tool, h server.ToolHandlerFunc) {
	if f == nil || f.allow == nil {
		s.AddTool(tool, h)
		return
	}
	if f.allow[tool.Name] {
		s.AddTool(tool, h)
	}
}

type readArgs struct {
	Name string `json:"name"`
}

type files struct{ base string }

func (fs files) read(ctx context.Context, req mcp.CallToolRequest, in readArgs) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(filepath.Join(fs.base, in.Name)) // want `OMCG0029: tool "read_filtered": argument "name" .*read_filtered: argument name → files.read → os.ReadFile`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Not flagged: a name that is not local is refused.
func (fs files) readLocal(ctx context.Context, req mcp.CallToolRequest, in readArgs) (*mcp.CallToolResult, error) {
	if !filepath.IsLocal(in.Name) {
		return mcp.NewToolResultError("not a local name"), nil
	}
	b, err := os.ReadFile(filepath.Join(fs.base, in.Name))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Register adds the tools through the filter (the escape test calls them).
func Register(s *server.MCPServer, f *Filter, base string) {
	fs := files{base}
	f.AddTool(s, mcp.NewTool("read_filtered", mcp.WithString("name", mcp.Required())), mcp.NewTypedToolHandler(fs.read))
	local := mcp.NewTool("read_filtered_local", mcp.WithString("name", mcp.Required()))
	f.AddTool(s, local, mcp.NewTypedToolHandler(fs.readLocal))
}

// AllowAll is a filter that lets through the tools named.
func AllowAll(names ...string) *Filter {
	f := &Filter{allow: map[string]bool{}}
	for _, n := range names {
		f.allow[n] = true
	}
	return f
}
