// Package mark registers mark3labs mcp-go tools that read their
// arguments with the request's readers and join them to a base folder.
package mark

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Files struct{ dir string }

func (f *Files) read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, err := os.ReadFile(filepath.Join(f.dir, name)) // want `OMCG0029: tool "read_file": argument "name" .*: read_file: argument name → \(\*Files\).read → os.ReadFile;`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func (f *Files) remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, _ := req.GetArguments()["name"].(string)
	if err := os.Remove(f.dir + "/" + name); err != nil { // want `OMCG0029: tool "remove_file": argument "name" .*: remove_file: argument name → \(\*Files\).remove → os.Remove;`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("removed"), nil
}

// A refusal of hidden names holds nothing of what follows the start.
func (f *Files) readVisible(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if strings.HasPrefix(name, ".") {
		return mcp.NewToolResultError("hidden"), nil
	}
	b, err := os.ReadFile(filepath.Join(f.dir, name)) // want `OMCG0029: tool "read_visible": argument "name" can leave the base folder its path is joined to: "a/../../etc/passwd" passes strings.HasPrefix\(name, "."\)`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// ---- Not flagged. ----

func (f *Files) readBase(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	b, err := os.ReadFile(filepath.Join(f.dir, filepath.Base(name)))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func Register(s *server.MCPServer, f *Files) {
	s.AddTool(mcp.NewTool("read_file", mcp.WithString("name", mcp.Required())), f.read)
	s.AddTool(mcp.NewTool("remove_file", mcp.WithString("name", mcp.Required())), f.remove)
	s.AddTool(mcp.NewTool("read_base", mcp.WithString("name")), f.readBase)
	s.AddTool(mcp.NewTool("read_visible", mcp.WithString("name")), f.readVisible)
}
