// Package local declares its own tool type and converts it in the same
// package: each tool is declared once, by the registration that mcpvet
// follows, not a second time at its literal.
package local

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Tool struct {
	Name        string
	InputSchema any
	Annotations struct{ ReadOnlyHint bool }
}

func toSDK(t Tool) *mcp.Tool {
	return &mcp.Tool{Name: t.Name, InputSchema: t.InputSchema}
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Serve(s *mcp.Server) {
	for _, t := range []Tool{{Name: "alpha"}, {Name: "beta"}} {
		s.AddTool(toSDK(t), raw) // want `tool "alpha" \(\*mcp.Server\).AddTool` `tool "beta" \(\*mcp.Server\).AddTool`
	}
}

// Declared here only: never registered where mcpvet can see.
var Spare = Tool{Name: "gamma"} // want `tool "gamma" own tool type local.Tool`
