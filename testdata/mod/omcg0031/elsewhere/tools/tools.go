// Package tools builds the tools a server registers in another package,
// with handlers of a third: the shape of servers that keep declarations,
// handlers and wiring apart.
package tools

import "github.com/mark3labs/mcp-go/mcp"

// RunTool is the tool whose command line kubectl runs.
func RunTool() mcp.Tool {
	return mcp.NewTool("kubectl_elsewhere", mcp.WithString("command", mcp.Required()))
}

// EndedTool is the tool whose words kubectl reads after "--".
func EndedTool() mcp.Tool {
	return mcp.NewTool("kubectl_elsewhere_ended", mcp.WithString("command", mcp.Required()))
}
