// Package servertool builds mcp-go tools as server.ServerTool values, each
// with its handler beside the tool, and another package registers them
// later (s.AddTool(t.Tool, t.Handler)), as hashicorp/terraform-mcp-server
// does: the handler is the one in the literal.
package servertool

import (
	"context"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tools are the tools of the folder root.
func Tools(root string) []server.ServerTool {
	return []server.ServerTool{ReadTool(root), ReadLocalTool(root)}
}

// ReadTool reads a file of root by the name the model gives.
func ReadTool(root string) server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("read_file", mcp.WithString("name", mcp.Required())),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return read(root, req.GetString("name", ""))
		},
	}
}

// ReadLocalTool checks the name first: not flagged.
func ReadLocalTool(root string) server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("read_local", mcp.WithString("name", mcp.Required())),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			name := req.GetString("name", "")
			if !filepath.IsLocal(name) {
				return mcp.NewToolResultError("not a name in the folder"), nil
			}
			return read(root, name)
		},
	}
}

func read(root, name string) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(filepath.Join(root, name)) // want `OMCG0029: tool "read_file": argument "name" .*read_file: argument name → read → os.ReadFile`
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}
