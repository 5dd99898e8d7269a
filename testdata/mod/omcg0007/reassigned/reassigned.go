// Package reassigned registers its tools through one variable, given a
// new tool before each registration: each registration is the tool the
// variable holds there, so nothing is a duplicate but the one tool that
// is registered twice.
package reassigned

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer, verbose bool) {
	var tool mcp.Tool

	tool = mcp.NewTool("list_files", mcp.WithString("dir", mcp.Required()))
	s.AddTool(tool, handle)

	tool = mcp.NewTool("read_file", mcp.WithString("path", mcp.Required()))
	s.AddTool(tool, handle)

	tool = mcp.NewTool("stat_file", mcp.WithString("path"))
	if verbose {
		tool = mcp.NewTool("stat_file_verbose", mcp.WithString("path"))
	}
	s.AddTool(tool, handle)

	tool = mcp.NewTool("read_file", mcp.WithString("name")) // want `OMCG0007: tool name "read_file" is already used on the same server \(s\), and both registrations can run`
	s.AddTool(tool, handle)
}
