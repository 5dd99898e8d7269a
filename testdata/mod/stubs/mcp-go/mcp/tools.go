// Package mcp is a stub of github.com/mark3labs/mcp-go/mcp v1.2.1 with the
// declarations mcpvet's fixtures use, signatures as in the real library.
package mcp

// Tool is a tool definition.
type Tool struct {
	Name        string         `json:"name"`
	Description string         `json:"description,omitempty"`
	Annotations ToolAnnotation `json:"annotations"`
}

// ToolAnnotation holds a tool's hints.
type ToolAnnotation struct {
	Title           string `json:"title,omitempty"`
	ReadOnlyHint    *bool  `json:"readOnlyHint,omitempty"`
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  *bool  `json:"idempotentHint,omitempty"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
}

// ToBoolPtr returns a pointer to b.
func ToBoolPtr(b bool) *bool { return &b }

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

// WithToolAnnotation sets all the hints.
func WithToolAnnotation(annotation ToolAnnotation) ToolOption {
	return func(t *Tool) { t.Annotations = annotation }
}

// WithReadOnlyHintAnnotation sets the read-only hint.
func WithReadOnlyHintAnnotation(value bool) ToolOption {
	return func(t *Tool) { t.Annotations.ReadOnlyHint = &value }
}

// WithDestructiveHintAnnotation sets the destructive hint.
func WithDestructiveHintAnnotation(value bool) ToolOption {
	return func(t *Tool) { t.Annotations.DestructiveHint = &value }
}

// WithOpenWorldHintAnnotation sets the open-world hint.
func WithOpenWorldHintAnnotation(value bool) ToolOption {
	return func(t *Tool) { t.Annotations.OpenWorldHint = &value }
}

// CallToolRequest is a tool call.
type CallToolRequest struct{}

// CallToolResult is a tool result.
type CallToolResult struct{}
