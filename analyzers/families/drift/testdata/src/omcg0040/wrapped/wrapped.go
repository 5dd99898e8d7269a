// Package wrapped registers mcp-go tools whose handlers a wrapper of the
// package wraps (a logger with a recovery, as servers write it): the
// request reaches the handler unchanged, so the handler is held to the
// listing.
package wrapped

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func withLogger(name string, h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				slog.Error("tool panicked", "tool", name)
				res, err = nil, fmt.Errorf("internal error: %v", r)
			}
		}()
		return h(ctx, req)
	}
}

func run(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	script := req.GetString("script", "")
	vus := req.GetInt("vus", 1) // want `OMCG0040: tool "run": the handler reads optional argument "vus" \(GetInt\), which the tool's listing does not have`
	return mcp.NewToolResultText(fmt.Sprint(script, vus)), nil
}

// Not flagged: the handler reads what the listing has.
func validate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(req.GetString("script", "")), nil
}

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("run", mcp.WithString("script", mcp.Required())), withLogger("run", run))
	s.AddTool(mcp.NewTool("validate", mcp.WithString("script", mcp.Required())), withLogger("validate", validate))
}
