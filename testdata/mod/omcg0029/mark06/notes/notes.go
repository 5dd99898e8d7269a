// Package notes is a server on mcp-go v0.6.0, whose handlers take the
// call's arguments alone (server.ToolHandlerFunc is func(arguments
// map[string]interface{}) (*mcp.CallToolResult, error), and the server
// calls handler(request.Params.Arguments)): the security codes and the
// drift codes read them by key in that map, through a wrapper of the
// handler too.
package notes

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// guard turns a handler's error into an error result, as servers of that
// release wrap every handler.
func guard(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(arguments map[string]interface{}) (*mcp.CallToolResult, error) {
		res, err := h(arguments)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

// Register adds the tools on the notes in root (the module's test calls
// them).
func Register(s *server.MCPServer, root string) {
	s.AddTool(mcp.NewTool("read_note", mcp.WithString("name", mcp.Required())), func(arguments map[string]interface{}) (*mcp.CallToolResult, error) {
		name, _ := arguments["name"].(string)
		b, err := os.ReadFile(filepath.Join(root, name)) // want `OMCG0029: tool "read_note": argument "name" can leave the base folder`
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	})
	s.AddTool(mcp.NewTool("read_guarded", mcp.WithString("name", mcp.Required())), guard(func(arguments map[string]interface{}) (*mcp.CallToolResult, error) {
		name, _ := arguments["name"].(string)
		b, err := os.ReadFile(filepath.Join(root, name)) // want `OMCG0029: tool "read_guarded": argument "name" can leave the base folder`
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(string(b)), nil
	}))
	// Not flagged: the name is checked local first.
	s.AddTool(mcp.NewTool("read_checked", mcp.WithString("name", mcp.Required())), guard(func(arguments map[string]interface{}) (*mcp.CallToolResult, error) {
		name, _ := arguments["name"].(string)
		if !filepath.IsLocal(name) {
			return nil, fmt.Errorf("%q is not a local name", name)
		}
		b, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(string(b)), nil
	}))
}
