// want package:"mcp-go: empty properties listed empty, nil required listed empty, schema from type true, output for false, output false, arguments true"

// Package mcp is mcp-go's package as its later releases write it: the
// input schema's type is a second name of ToolArgumentsSchema whose
// MarshalJSON forwards to a function that always lists properties and
// required; WithInputSchema reflects with jsonschema-go through a helper,
// WithOutputSchema with invopop/jsonschema.
package mcp

import (
	"encoding/json"

	gjs "github.com/google/jsonschema-go/jsonschema"
	ijs "github.com/invopop/jsonschema"
)

type Tool struct {
	Name         string           `json:"name"`
	InputSchema  ToolInputSchema  `json:"inputSchema"`
	OutputSchema ToolOutputSchema `json:"outputSchema"`
}

type ToolArgumentsSchema struct {
	Defs          map[string]any `json:"$defs,omitempty"`
	Type          string         `json:"type"`
	Properties    map[string]any `json:"properties"`
	Required      []string       `json:"required,omitempty"`
	PropertyOrder []string       `json:"-"`
}

type ToolInputSchema ToolArgumentsSchema

type ToolOutputSchema ToolArgumentsSchema

func (tis ToolInputSchema) MarshalJSON() ([]byte, error) {
	return ToolArgumentsSchema(tis).MarshalJSON()
}

func (tis ToolArgumentsSchema) MarshalJSON() ([]byte, error) {
	return marshalArguments(tis)
}

func marshalArguments(tis ToolArgumentsSchema) ([]byte, error) {
	m := make(map[string]any)
	m["type"] = tis.Type
	if tis.Defs != nil {
		m["$defs"] = tis.Defs
	}
	switch {
	case tis.PropertyOrder != nil:
		for _, k := range tis.PropertyOrder {
			m[k] = nil
		}
	case tis.Properties != nil:
		m["properties"] = tis.Properties
	default:
		m["properties"] = map[string]any{}
	}
	if len(tis.Required) > 0 {
		m["required"] = tis.Required
	} else {
		m["required"] = []string{}
	}
	return json.Marshal(m)
}

type ToolOption func(*Tool)

func NewTool(name string, opts ...ToolOption) Tool {
	tool := Tool{
		Name: name,
		InputSchema: ToolInputSchema{
			Type:       "object",
			Properties: make(map[string]any),
		},
	}
	for _, opt := range opts {
		opt(&tool)
	}
	return tool
}

func schemaFor[T any]() (*gjs.Schema, error) {
	return gjs.For[T](&gjs.ForOptions{IgnoreInvalidTypes: true})
}

func WithInputSchema[T any]() ToolOption {
	return func(t *Tool) {
		s, err := schemaFor[T]()
		if err != nil {
			return
		}
		_ = s
	}
}

func WithOutputSchema[T any]() ToolOption {
	return func(t *Tool) {
		var zero T
		r := ijs.Reflector{}
		_ = r.Reflect(zero)
	}
}
