// Package markguard registers mcp-go tools behind a guard method that
// puts a separator at the end of both paths where there is none and lets
// the base itself through, and a tool that rebuilds the request from a
// map of its arguments.
package markguard

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Files struct{ base string }

func (f *Files) within(path string) bool {
	p, base := filepath.Clean(path), filepath.Clean(f.base)
	if !strings.HasSuffix(base, "/") {
		base += "/"
	}
	if !strings.HasSuffix(p, "/") {
		p += "/"
	}
	if filepath.Clean(path) == filepath.Clean(f.base) {
		return true
	}
	return strings.HasPrefix(p, base)
}

func (f *Files) withinLoose(path string) bool {
	p, base := filepath.Clean(path), filepath.Clean(f.base)
	if p == base {
		return true
	}
	return strings.HasPrefix(p, base)
}

func (f *Files) write(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	abs, err := filepath.Abs(req.GetString("path", ""))
	if err != nil || !f.within(abs) {
		return mcp.NewToolResultError("outside"), nil
	}
	if err := os.WriteFile(abs, []byte(req.GetString("text", "")), 0o600); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("written"), nil
}

func (f *Files) same(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(req.GetString("path", "")) // want `OMCG0029: tool "edit": argument "path" reaches os.ReadFile without the folder check the server makes`
	if err != nil || string(b) != req.GetString("text", "") {
		return mcp.NewToolResultText("different"), nil
	}
	return mcp.NewToolResultText("same"), nil
}

func (f *Files) edit(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := map[string]any{"path": req.GetString("path", ""), "text": req.GetString("text", "")}
	if req.GetString("action", "") == "write" {
		return f.write(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Arguments: args}})
	}
	return f.same(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Arguments: args}})
}

func (f *Files) readLoose(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	abs, err := filepath.Abs(req.GetString("path", ""))
	if err != nil || !f.withinLoose(abs) {
		return mcp.NewToolResultError("outside"), nil
	}
	b, err := os.ReadFile(abs) // want `OMCG0029: tool "read_loose": argument "path" can leave the folder its check allows`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func Register(s *server.MCPServer, f *Files) {
	s.AddTool(mcp.NewTool("write", mcp.WithString("path"), mcp.WithString("text")), f.write)
	s.AddTool(mcp.NewTool("edit", mcp.WithString("action"), mcp.WithString("path"), mcp.WithString("text")), f.edit)
	s.AddTool(mcp.NewTool("read_loose", mcp.WithString("path")), f.readLoose)
}
