// Package tools builds mcp-go tools for servers to register, as a library
// of tools in a module of its own does: `mcpvet schema` of a server that
// registers them lists them, though this package is not listed itself.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// Search is a tool the server registers.
func Search() mcp.Tool {
	return mcp.NewTool("search",
		mcp.WithDescription("Search the archive."),
		mcp.WithString("q", mcp.Required()),
	)
}

// Unused is a tool no server of the listing registers: not listed.
func Unused() mcp.Tool { return mcp.NewTool("unused") }

// Handle answers every tool of the package.
func Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("q")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(q), nil
}
