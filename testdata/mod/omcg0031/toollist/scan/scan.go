// Package scan declares the scanning tools as variables and their
// handlers as methods; another package lists and registers them.
package scan

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
)

// Tools runs grep for the tools.
type Tools struct{}

// SearchTool searches a file for a pattern.
var SearchTool = mcp.NewTool("search", mcp.WithString("target", mcp.Required()))

// SearchEndedTool searches a file for a pattern, the file after "--".
var SearchEndedTool = mcp.NewTool("search_ended", mcp.WithString("target", mcp.Required()))

// Search reads the target as grep's file.
func (t *Tools) Search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "grep", "-n", "TODO", req.GetString("target", "")).CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError(string(out)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// SearchEnded puts the target after the end of grep's options.
func (t *Tools) SearchEnded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "grep", "-n", "TODO", "--", req.GetString("target", "")).CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError(string(out)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}
