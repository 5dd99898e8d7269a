// want package:`mcp-go: empty properties listed empty, nil required left out, schema from type invopop \{Options:\{Anonymous:true AllowAdditionalProperties:false RequiredFromJSONSchemaTags:false DoNotReference:true .*\} ClearVersion:true Version:\}, output for false, output false, arguments false`

// Package mcp is mcp-go as v0.38 to v0.44 write WithInputSchema: it
// reflects with an invopop/jsonschema Reflector built in a helper, and
// clears the root's $schema.
package mcp

import "github.com/invopop/jsonschema"

type Tool struct {
	Name        string          `json:"name"`
	InputSchema ToolInputSchema `json:"inputSchema"`
}

type ToolInputSchema struct {
	Type       string         `json:"type"`
	Properties map[string]any `json:"properties"`
	Required   []string       `json:"required,omitempty"`
}

type ToolOption func(*Tool)

func NewTool(name string, opts ...ToolOption) Tool {
	return Tool{Name: name, InputSchema: ToolInputSchema{Type: "object", Properties: map[string]any{}}}
}

func reflect[T any]() *jsonschema.Schema {
	var zero T
	r := jsonschema.Reflector{DoNotReference: true, Anonymous: true}
	return r.Reflect(zero)
}

func WithInputSchema[T any]() ToolOption {
	return func(t *Tool) {
		s := reflect[T]()
		s.Version = ""
	}
}
