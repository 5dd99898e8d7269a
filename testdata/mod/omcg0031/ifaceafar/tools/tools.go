// Package tools holds the handlers of a kubectl server as
// Azure/mcp-kubernetes writes them: a handler hands the model's command
// to an executor behind an interface of this package, whose
// implementations are in packages that import this one (they use its
// types), never the other way round. This package sees no
// implementation; the package that wires the server sees them all.
package tools

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Executor runs a command line of a program.
type Executor interface {
	Execute(command string) (string, error)
}

// Handler runs the tools through an executor.
type Handler struct {
	Exec Executor
}

// Run runs the model's kubectl command line.
func (h *Handler) Run(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	command, err := req.RequireString("command")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out, err := h.Exec.Execute(command)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

// Verbs are the read-only verbs Listed allows.
var Verbs = map[string]bool{"get": true, "describe": true}

// Listed runs only a command that is one of the allowed verbs, whole.
func (h *Handler) Listed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	command, err := req.RequireString("command")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if !Verbs[strings.TrimSpace(command)] {
		return mcp.NewToolResultError("not allowed"), nil
	}
	out, err := h.Exec.Execute(command)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}
