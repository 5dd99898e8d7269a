// Package withinbase registers mcp-go tools that hold the model's path to
// a base folder with a guard of another package (pathguard), and one tool
// that rebuilds the request from a map of the arguments it was given and
// hands it to the tools it stands for.
package withinbase

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0029/withinbase/pathguard"
)

// Files edits the files under a base folder.
type Files struct {
	Guard *pathguard.Guard
	Loose *pathguard.Loose
}

// Not flagged: the guard holds the path under the base folder; the text
// is a file's content, never a path.
func (f *Files) write(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	text := req.GetString("text", "")
	abs, err := f.Guard.Resolve(path)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := os.WriteFile(abs, []byte(text), 0o600); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("written"), nil
}

// The read of a file to compare with the text has no guard.
func (f *Files) same(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	b, err := os.ReadFile(path) // want `OMCG0029: tool "edit": argument "path" reaches os.ReadFile without the folder check the server makes on "path" of tool "read_loose"`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if string(b) != req.GetString("text", "") {
		return mcp.NewToolResultText("different"), nil
	}
	return mcp.NewToolResultText("same"), nil
}

// edit stands for write and same: the request it rebuilds keeps each
// argument under its own key.
func (f *Files) edit(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := map[string]any{"path": req.GetString("path", ""), "text": req.GetString("text", "")}
	switch req.GetString("action", "") {
	case "write":
		return f.write(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Arguments: args}})
	case "same":
		return f.same(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Arguments: args}})
	}
	return mcp.NewToolResultError("unknown action"), nil
}

func (f *Files) readLoose(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	abs, err := f.Loose.Resolve(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, err := os.ReadFile(abs) // want `OMCG0029: tool "read_loose": argument "path" can leave the folder its check allows`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Register adds the tools.
func (f *Files) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("write", mcp.WithString("path"), mcp.WithString("text")), f.write)
	s.AddTool(mcp.NewTool("edit", mcp.WithString("action"), mcp.WithString("path"), mcp.WithString("text")), f.edit)
	s.AddTool(mcp.NewTool("read_loose", mcp.WithString("path")), f.readLoose)
}
