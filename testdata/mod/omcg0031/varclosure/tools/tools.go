// Package tools declares its tools as exported variables and makes their
// handlers with factories, which another package registers: the shape of
// servers that keep the wiring in one file.
package tools

import (
	"context"
	"os/exec"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Client is the operator's.
type Client struct{ Namespace string }

// RunTool is the tool whose command line kubectl runs.
var RunTool = mcp.NewTool("kubectl_varclosure", mcp.WithString("command", mcp.Required()))

// EndedTool is the tool whose words kubectl reads after "--".
var EndedTool = mcp.NewTool("kubectl_varclosure_ended", mcp.WithString("command", mcp.Required()))

// RunHandler makes the handler that runs kubectl with the command line's
// words.
func RunHandler(c Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		command, err := req.RequireString("command")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		out, err := exec.CommandContext(ctx, "kubectl", strings.Fields(command)...).CombinedOutput()
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(out)), nil
	}
}

// EndedHandler makes the handler that gives kubectl the words after
// "--".
func EndedHandler(c Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		command, err := req.RequireString("command")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		args := append([]string{"get", "--"}, strings.Fields(command)...)
		out, err := exec.CommandContext(ctx, "kubectl", args...).CombinedOutput()
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(out)), nil
	}
}
