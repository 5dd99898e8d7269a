// Package table registers mcp-go tools in a loop over a table of names,
// all served by one dispatcher method: each row of the table is a tool of
// its own name, and the finding in the shared handler is each tool's.
// Names read at run time are no constants: the handler is followed all
// the same (the model calls it by whatever name it is given).
package table

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Notes struct{ Root string }

var kinds = []string{"read_draft", "read_final"}

// Register adds one tool per kind, reading under root.
func Register(s *server.MCPServer, root string) {
	n := &Notes{Root: root}
	for _, kind := range kinds {
		s.AddTool(mcp.NewTool(kind, mcp.WithString("name", mcp.Required())), n.dispatch)
	}
	s.AddTool(mcp.NewTool(kinds[0]+"_local", mcp.WithString("name", mcp.Required())), n.local)
}

// RegisterNamed adds one tool per name of a list set at run time
// (NOTES_TOOLS=read_archived,…).
func RegisterNamed(s *server.MCPServer, root string) {
	n := &Notes{Root: root}
	for _, name := range strings.Split(os.Getenv("NOTES_TOOLS"), ",") {
		s.AddTool(mcp.NewTool(name, mcp.WithString("name", mcp.Required())), n.archived)
	}
}

func (n *Notes) dispatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, err := os.ReadFile(filepath.Join(n.Root, req.Params.Name, name)) // want `OMCG0029: tool "read_draft": argument "name" can leave the base folder .*: read_draft: argument name → \(\*Notes\).dispatch → os.ReadFile` `OMCG0029: tool "read_final": argument "name" .*: read_final: argument name → \(\*Notes\).dispatch → os.ReadFile`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Not flagged: the name must be local.
func (n *Notes) local(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil || !filepath.IsLocal(name) {
		return mcp.NewToolResultError("a local name is required"), nil
	}
	b, err := os.ReadFile(filepath.Join(n.Root, name))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func (n *Notes) archived(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, err := os.ReadFile(filepath.Join(n.Root, "archive", name)) // want `OMCG0029: tool named by name: argument "name" can leave the base folder .*: name: argument name → \(\*Notes\).archived → os.ReadFile`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}
