// Package safepath registers mcp-go tools that read the model's path
// after a predicate of the package's own holds it under the base folder:
// the predicate makes both paths absolute, returns false when it cannot,
// and tests the prefix. Without a separator after the base, a sibling
// folder whose name starts like it passes.
package safepath

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Files reads the files under Base.
type Files struct{ Base string }

func isSafePath(base, target string) bool {
	absBase, err := filepath.Abs(base)
	if err != nil {
		return false
	}
	absTarget, err := filepath.Abs(target)
	if err != nil {
		return false
	}
	return strings.HasPrefix(absTarget, absBase)
}

func isUnder(base, target string) bool {
	absBase, err := filepath.Abs(base)
	if err != nil {
		return false
	}
	absTarget, err := filepath.Abs(target)
	if err != nil {
		return false
	}
	return absTarget == absBase || strings.HasPrefix(absTarget, absBase+string(filepath.Separator))
}

func (f *Files) read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if !isSafePath(f.Base, path) {
		return mcp.NewToolResultError("outside the base folder"), nil
	}
	b, err := os.ReadFile(path) // want `OMCG0029: tool "read": argument "path" can leave the folder its check allows: absBase\+"-evil/x" passes strings.HasPrefix\(absTarget, absBase\)`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Not flagged: the base is followed by a separator.
func (f *Files) readUnder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if !isUnder(f.Base, path) {
		return mcp.NewToolResultError("outside the base folder"), nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Register adds the tools.
func (f *Files) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read", mcp.WithString("path", mcp.Required())), f.read)
	s.AddTool(mcp.NewTool("read_under", mcp.WithString("path", mcp.Required())), f.readUnder)
}
