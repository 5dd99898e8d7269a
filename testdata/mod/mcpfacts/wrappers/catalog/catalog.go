// Package catalog builds the tools: each call of NewTool, a wrapper of
// inventory.NewServerTool, declares one.
package catalog

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/mcpfacts/wrappers/inventory"
)

// Deps are what the handlers need.
type Deps struct{ Token string }

// NewTool builds a tool whose handler gets the dependencies.
func NewTool[In, Out any](scopes []string, tool mcp.Tool, h func(ctx context.Context, deps Deps, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error)) inventory.ServerTool {
	st := inventory.NewServerTool(tool, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return h(ctx, Deps{}, req, in)
	})
	st.Scopes = scopes
	return st
}

type MeIn struct{}

type Me struct {
	Login string `json:"login"`
}

func getMe(ctx context.Context, deps Deps, req *mcp.CallToolRequest, in MeIn) (*mcp.CallToolResult, Me, error) {
	return nil, Me{}, nil
}

// GetMe is the get_me tool.
func GetMe() inventory.ServerTool {
	return NewTool(nil, mcp.Tool{ // want `tool "get_me" mcp.Tool via catalog.NewTool title="Who am I" readOnly input-given`
		Name:        "get_me",
		Title:       "Who am I",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
		InputSchema: map[string]any{"type": "object"},
	}, getMe)
}

// ListIssues is the list_issues tool.
func ListIssues() inventory.ServerTool {
	return NewTool([]string{"repo"}, mcp.Tool{Name: "list_issues", InputSchema: map[string]any{"type": "object"}}, getMe) // want `tool "list_issues" mcp.Tool via catalog.NewTool`
}

// All lists the tools.
func All() []inventory.ServerTool {
	return []inventory.ServerTool{GetMe(), ListIssues()}
}
