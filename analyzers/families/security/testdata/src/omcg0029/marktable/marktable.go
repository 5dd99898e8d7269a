// Package marktable keeps mcp-go tools in a table written in field order
// and registers them in a loop, through a closure that passes the root.
package marktable

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var root = "/srv/files"

type entry struct {
	tool    mcp.Tool
	handler func(context.Context, mcp.CallToolRequest, string) (*mcp.CallToolResult, error)
}

func defineRead() mcp.Tool { return mcp.NewTool("read", mcp.WithString("name")) }

func read(ctx context.Context, req mcp.CallToolRequest, note string) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(filepath.Join(root, req.GetString("name", ""))) // want `OMCG0029: tool "read": argument "name" can leave the base folder its path is joined to`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func expand(p string) string {
	if strings.HasPrefix(p, "~/") || p == "~" {
		home, _ := os.UserHomeDir()
		return filepath.Join(home, p[1:])
	}
	return p
}

func defineOpen() mcp.Tool { return mcp.NewTool("open", mcp.WithString("path")) }

// Not flagged: a whole path, ~ for the home folder.
func open(ctx context.Context, req mcp.CallToolRequest, note string) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(expand(req.GetString("path", "")))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

var table = []entry{{defineRead(), read}, {defineOpen(), open}}

func Register(s *server.MCPServer, note string) {
	for _, e := range table {
		h := e.handler
		s.AddTool(e.tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return h(ctx, req, note)
		})
	}
}
