// Package dispatch registers mcp-go tools from a list, each with the same
// handler, which dispatches on the name the client called: read_note
// joins its argument to the notes folder, list_notes and note_size read
// the same argument only as text, and stat_note checks it before use.
// Only read_note's argument reaches the file it opens unchecked.
package dispatch

import (
	"context"
	"os"
	"path/filepath"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Notes is the notes folder.
type Notes struct{ Root string }

func tools() []mcp.Tool {
	return []mcp.Tool{
		mcp.NewTool("read_note", mcp.WithString("name", mcp.Required())),
		mcp.NewTool("list_notes", mcp.WithString("name")),
		mcp.NewTool("note_size", mcp.WithString("name", mcp.Required())),
		mcp.NewTool("stat_note", mcp.WithString("name", mcp.Required())),
	}
}

// Register adds every tool with the one dispatching handler.
func Register(s *server.MCPServer, root string) {
	n := &Notes{Root: root}
	for _, t := range tools() {
		s.AddTool(t, n.handle)
	}
}

func (n *Notes) handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	switch req.Params.Name {
	case "read_note":
		return n.read(name)
	case "list_notes", "note_size":
		return mcp.NewToolResultText(strconv.Itoa(len(name))), nil
	}
	if req.Params.Name != "stat_note" {
		return mcp.NewToolResultError("unknown tool " + req.Params.Name), nil
	}
	if !filepath.IsLocal(name) {
		return mcp.NewToolResultError("a local name is required"), nil
	}
	return n.read(name)
}

func (n *Notes) read(name string) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(filepath.Join(n.Root, name)) // want `OMCG0029: tool "read_note": argument "name" can leave the base folder its path is joined to \(with ".."\): read_note: argument name → \(\*Notes\).handle → \(\*Notes\).read → os.ReadFile`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}
