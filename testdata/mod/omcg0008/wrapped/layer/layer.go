// Package layer is a registration layer: its wrappers take the tool's
// name from their callers, where OMCG0008 checks it.
package layer

import "github.com/modelcontextprotocol/go-sdk/mcp"

// Spec describes a tool.
type Spec struct {
	Name, Title string
}

// Add registers a typed tool.
func Add[In, Out any](s *mcp.Server, spec Spec, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, &mcp.Tool{Name: spec.Name, Title: spec.Title}, h)
}
