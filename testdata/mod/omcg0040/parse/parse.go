// Package parse reads its arguments with mcp-go's package-level readers
// (mcp.ParseString(req, key, def) and its kin), whose reads mcpvet takes
// from mcp-go's own code: a listed argument read so is read (no
// OMCG0041), an unlisted one is reported as any other read.
package parse

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("test",
		mcp.WithString("module"),
		mcp.WithBoolean("verbose"),
		mcp.WithNumber("timeout"),
	), test)
}

func test(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	module := mcp.ParseString(req, "module", "./...")
	verbose := mcp.ParseBoolean(req, "verbose", false)
	timeout := mcp.ParseFloat64(req, "timeout", 30)
	pattern := mcp.ParseString(req, "pattern", "") // want `OMCG0040: tool "test": the handler reads optional argument "pattern" \(.*ParseString.*\), which the tool's listing does not have`
	return mcp.NewToolResultText(fmt.Sprint(module, verbose, timeout, pattern)), nil
}
