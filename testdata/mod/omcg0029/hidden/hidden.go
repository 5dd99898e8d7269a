// Package hidden registers mcp-go tools that refuse a name that starts
// with a dot (a hidden file) and read it under the notes folder: the
// refusal of one start says nothing of what follows it, and
// "a/../../etc/passwd" does not start with a dot.
package hidden

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Notes reads the notes under Dir.
type Notes struct{ Dir string }

func (n *Notes) read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if strings.HasPrefix(name, ".") {
		return mcp.NewToolResultError("hidden files are not served"), nil
	}
	b, err := os.ReadFile(filepath.Join(n.Dir, name)) // want `OMCG0029: tool "read": argument "name" can leave the base folder its path is joined to: "a/../../etc/passwd" passes strings.HasPrefix\(name, "."\)`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Not flagged: the name is one element, with no separator.
func (n *Notes) readLocal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if strings.HasPrefix(name, ".") || !filepath.IsLocal(name) {
		return mcp.NewToolResultError("not a note's name"), nil
	}
	b, err := os.ReadFile(filepath.Join(n.Dir, name))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Register adds the tools.
func (n *Notes) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read", mcp.WithString("name", mcp.Required())), n.read)
	s.AddTool(mcp.NewTool("read_local", mcp.WithString("name", mcp.Required())), n.readLocal)
}
