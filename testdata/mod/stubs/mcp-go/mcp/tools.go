// Package mcp is a stub of github.com/mark3labs/mcp-go/mcp v1.2.1 with the
// declarations mcpvet's fixtures use, signatures as in the real library.
package mcp

// Tool is a tool definition.
type Tool struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
}

// ToolOption configures a Tool.
type ToolOption func(*Tool)

// NewTool returns a tool with the given name and options.
func NewTool(name string, opts ...ToolOption) Tool {
	t := Tool{Name: name}
	for _, o := range opts {
		o(&t)
	}
	return t
}

// WithDescription sets the description.
func WithDescription(d string) ToolOption { return func(t *Tool) { t.Description = d } }

// CallToolRequest is a tool call.
type CallToolRequest struct{}

// CallToolResult is a tool result.
type CallToolResult struct{}
