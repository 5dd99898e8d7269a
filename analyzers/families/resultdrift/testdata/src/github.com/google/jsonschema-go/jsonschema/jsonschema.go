// Package jsonschema is a stub of google/jsonschema-go (v0.4.3): the
// Schema fields the tests' schemas are written with, under the real
// tags (the real Schema's MarshalJSON writes Type as "type", which mcpvet
// knows), and For, with which mcp-go's WithOutputSchema reflects: mcpvet
// recognizes the call by name (analyzers/internal/model/mcpgocode) and writes
// the schema of the type itself, so For's body is not read.
package jsonschema

type Schema struct {
	Type                 string             `json:"-"`
	Types                []string           `json:"-"`
	Required             []string           `json:"required,omitempty"`
	Properties           map[string]*Schema `json:"properties,omitempty"`
	AdditionalProperties *Schema            `json:"additionalProperties,omitempty"`
	Not                  *Schema            `json:"not,omitempty"`
}

type ForOptions struct {
	IgnoreInvalidTypes bool
}

// For returns a schema for the type T.
func For[T any](opts *ForOptions) (*Schema, error) {
	if opts == nil {
		opts = &ForOptions{}
	}
	return &Schema{Type: "object"}, nil
}
