// Package mcp is mcp-go as v0.36 to v0.44 write WithInputSchema: it
// reflects with invopop/jsonschema.
package mcp

import "github.com/invopop/jsonschema"

type Tool struct {
	Name        string          `json:"name"`
	InputSchema ToolInputSchema `json:"inputSchema"`
}

type ToolInputSchema struct {
	Type       string         `json:"type"`
	Properties map[string]any `json:"properties,omitempty"`
	Required   []string       `json:"required,omitempty"`
}

type ToolOption func(*Tool)

func NewTool(name string, opts ...ToolOption) Tool {
	tool := Tool{Name: name, InputSchema: ToolInputSchema{Type: "object", Properties: make(map[string]any)}}
	for _, opt := range opts {
		opt(&tool)
	}
	return tool
}

func WithInputSchema[T any]() ToolOption {
	return func(t *Tool) {
		var zero T
		r := jsonschema.Reflector{DoNotReference: true}
		s := r.Reflect(zero)
		s.Version = ""
	}
}
