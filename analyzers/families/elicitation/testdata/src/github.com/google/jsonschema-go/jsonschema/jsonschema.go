// Package jsonschema is a stub of google/jsonschema-go (v0.4.3): the
// Schema fields an elicitation form is written with, and the inference
// functions, with the real signatures.
package jsonschema

import (
	"encoding/json"
	"reflect"
)

// Schema is a JSON schema.
type Schema struct {
	Default    json.RawMessage    `json:"default,omitempty"`
	Type       string             `json:"-"`
	Types      []string           `json:"-"`
	Enum       []any              `json:"enum,omitempty"`
	Minimum    *float64           `json:"minimum,omitempty"`
	Maximum    *float64           `json:"maximum,omitempty"`
	MinLength  *int               `json:"minLength,omitempty"`
	MaxLength  *int               `json:"maxLength,omitempty"`
	Items      *Schema            `json:"-"`
	Required   []string           `json:"required,omitempty"`
	Properties map[string]*Schema `json:"properties,omitempty"`
	Format     string             `json:"format,omitempty"`
}

// ForOptions are options for For and ForType.
type ForOptions struct {
	IgnoreInvalidTypes bool
}

// For infers a schema from T.
func For[T any](opts *ForOptions) (*Schema, error) {
	return ForType(reflect.TypeFor[T](), opts)
}

// ForType infers a schema from t.
func ForType(t reflect.Type, opts *ForOptions) (*Schema, error) { return &Schema{}, nil }

// Ptr returns a pointer to a new variable holding x.
func Ptr[T any](x T) *T { return &x }
