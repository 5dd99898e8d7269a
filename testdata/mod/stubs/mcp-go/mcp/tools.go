// Package mcp is a stub of github.com/mark3labs/mcp-go/mcp v1.2.1 with the
// declarations mcpvet's fixtures use, signatures as in the real library.
package mcp

import "encoding/json"

// Tool is a tool definition.
type Tool struct {
	Name           string          `json:"name"`
	Title          string          `json:"title,omitempty"`
	Description    string          `json:"description,omitempty"`
	InputSchema    ToolInputSchema `json:"inputSchema"`
	RawInputSchema json.RawMessage `json:"-"`
	Annotations    ToolAnnotation  `json:"annotations"`
}

// ToolInputSchema is a tool's input schema.
type ToolInputSchema struct {
	Type       string         `json:"type"`
	Properties map[string]any `json:"properties,omitempty"`
	Required   []string       `json:"required,omitempty"`
}

// ToolAnnotation holds a tool's behaviour hints.
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

// PropertyOption configures a property of a tool's input schema.
type PropertyOption func(map[string]any)

// NewTool returns a tool with the given name and options.
func NewTool(name string, opts ...ToolOption) Tool {
	t := Tool{Name: name, InputSchema: ToolInputSchema{Type: "object", Properties: map[string]any{}}}
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

// WithTitleAnnotation sets the title annotation.
func WithTitleAnnotation(title string) ToolOption {
	return func(t *Tool) { t.Annotations.Title = title }
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

// WithString adds a string property to the input schema.
func WithString(name string, opts ...PropertyOption) ToolOption {
	return func(t *Tool) {
		p := map[string]any{"type": "string"}
		for _, o := range opts {
			o(p)
		}
		t.InputSchema.Properties[name] = p
	}
}

// Required marks a property required.
func Required() PropertyOption { return func(map[string]any) {} }

// CallToolRequest is a tool call.
type CallToolRequest struct {
	Params CallToolParams `json:"params"`
}

// CallToolParams are a tool call's parameters.
type CallToolParams struct {
	Name      string `json:"name"`
	Arguments any    `json:"arguments,omitempty"`
}

// CallToolResult is a tool result.
type CallToolResult struct{}

// NewToolResultText returns a text result.
func NewToolResultText(text string) *CallToolResult { return &CallToolResult{} }
