// Package tools declares mcp-go tools as exported variables and makes
// their handlers with factories; another package registers and serves
// them.
package tools

import (
	"context"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var EchoTool = mcp.NewTool("echo_made", mcp.WithString("text"))

var EchoLoggedTool = mcp.NewTool("echo_made_logged", mcp.WithString("text"))

// Echo makes a handler that prints what it echoes: to standard output.
func Echo(prefix string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text := prefix + req.GetString("text", "")
		fmt.Printf("echo %q\n", text)
		return mcp.NewToolResultText(text), nil
	}
}

// EchoLogged makes a handler that logs what it echoes: to standard
// error.
func EchoLogged(prefix string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text := prefix + req.GetString("text", "")
		log.Printf("echo %q", text)
		return mcp.NewToolResultText(text), nil
	}
}
