// Package builder is a toolset's own builder of go-sdk tools, for a
// catalog of them.
package builder

import "github.com/modelcontextprotocol/go-sdk/mcp"

// ToolBuilder builds one tool.
type ToolBuilder struct{ tool *mcp.Tool }

// NewTool starts a tool.
func NewTool(name, description string) *ToolBuilder {
	return &ToolBuilder{tool: &mcp.Tool{Name: name, Description: description}}
}

// ReadOnly marks it read-only.
func (b *ToolBuilder) ReadOnly() *ToolBuilder {
	b.tool.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true}
	return b
}

// Build is the tool.
func (b *ToolBuilder) Build() *mcp.Tool { return b.tool }
