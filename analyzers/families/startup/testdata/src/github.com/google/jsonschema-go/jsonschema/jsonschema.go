// Package jsonschema is a stub of google/jsonschema-go (v0.4.3): the
// fields of Schema the fixtures write, with the real names, types and
// tags (mcpvet folds a Schema literal into the real type by field name),
// and Ptr.
package jsonschema

import "encoding/json"

type Schema struct {
	ID                   string             `json:"$id,omitempty"`
	Schema               string             `json:"$schema,omitempty"`
	Title                string             `json:"title,omitempty"`
	Description          string             `json:"description,omitempty"`
	Default              json.RawMessage    `json:"default,omitempty"`
	Type                 string             `json:"-"`
	Types                []string           `json:"-"`
	Enum                 []any              `json:"enum,omitempty"`
	Minimum              *float64           `json:"minimum,omitempty"`
	Maximum              *float64           `json:"maximum,omitempty"`
	MinLength            *int               `json:"minLength,omitempty"`
	MaxLength            *int               `json:"maxLength,omitempty"`
	Pattern              string             `json:"pattern,omitempty"`
	Items                *Schema            `json:"-"`
	Required             []string           `json:"required,omitempty"`
	Properties           map[string]*Schema `json:"properties,omitempty"`
	AdditionalProperties *Schema            `json:"additionalProperties,omitempty"`
	Format               string             `json:"format,omitempty"`
	Extra                map[string]any     `json:"-"`
}

// Ptr returns a pointer to a new variable whose value is x.
func Ptr[T any](x T) *T { return &x }
