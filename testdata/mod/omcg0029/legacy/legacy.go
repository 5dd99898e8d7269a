// Package legacy writes its handlers as functions of the arguments map
// alone and registers each through an adapter that hands them the
// request's arguments, inside a guard that turns a panic into an error
// result.
package legacy

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Root is the folder the tools read under.
var Root string

// LegacyHandler is a handler of the arguments alone.
type LegacyHandler func(arguments map[string]any) (*mcp.CallToolResult, error)

// Adapt hands a legacy handler the request's arguments.
func Adapt(h LegacyHandler) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(request.GetArguments())
	}
}

// Guard turns a panic of the handler into an error result.
func Guard(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				result = mcp.NewToolResultError(fmt.Sprint(r))
			}
		}()
		return h(ctx, request)
	}
}

func read(arguments map[string]any) (*mcp.CallToolResult, error) {
	name, _ := arguments["name"].(string)
	b, err := os.ReadFile(filepath.Join(Root, name)) // want `OMCG0029: tool "legacy_read": argument "name" can leave the base folder its path is joined to \(with ".."\)`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Not flagged: a name that is not local is refused.
func peek(arguments map[string]any) (*mcp.CallToolResult, error) {
	name, _ := arguments["name"].(string)
	if !filepath.IsLocal(name) {
		return mcp.NewToolResultError("not a local name"), nil
	}
	b, err := os.ReadFile(filepath.Join(Root, name))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b[:min(len(b), 8)])), nil
}

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("legacy_read", mcp.WithString("name", mcp.Required())), Guard(Adapt(read)))
	s.AddTool(mcp.NewTool("legacy_peek", mcp.WithString("name", mcp.Required())), Guard(Adapt(peek)))
}
