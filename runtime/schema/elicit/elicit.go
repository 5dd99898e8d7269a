// Package elicit holds a requested schema of an elicitation (the form a
// server asks a client to show, ServerSession.Elicit in the go-sdk) to the
// subset the MCP specification allows there: a flat object whose
// properties are primitives. A string may carry a format (email, uri,
// date, date-time) and length bounds, a number or integer bounds; a
// boolean; an enum of strings (plain, or titled through oneOf); an array
// whose items are such an enum.
//
// The rules are those the go-sdk (v1.8.0) applies, property by property,
// in validateElicitSchema: its client refuses a request whose schema
// breaks them before the user sees the form, and its server refuses the
// answer after the user gave it. The SDK stops at the first property it
// meets, in map order; Check reports every one. elicit_test.go holds the
// model against the real SDK.
package elicit

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/google/jsonschema-go/jsonschema"
)

// Problem is one place of a requested schema that breaks the subset.
type Problem struct {
	// Property is the top-level property at fault, "" for the root.
	Property string
	// Message says what is wrong, without the property's name.
	Message string
}

func (p Problem) String() string {
	if p.Property == "" {
		return p.Message
	}
	return fmt.Sprintf("property %q %s", p.Property, p.Message)
}

// Formats are the string formats the subset allows.
var Formats = []string{"email", "uri", "date", "date-time"}

// CheckJSON is Check for a schema in its JSON form, as the SDK reads it
// (it remarshals whatever RequestedSchema holds into a jsonschema.Schema).
// The JSON null, like a nil RequestedSchema, asks for no form and passes.
func CheckJSON(raw []byte) ([]Problem, error) {
	var s *jsonschema.Schema
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, err
	}
	return Check(s), nil
}

// Check returns the problems of s, the root first, then the properties
// in name order. A nil schema passes.
func Check(s *jsonschema.Schema) []Problem {
	if s == nil {
		return nil
	}
	var out []Problem
	if s.Type != "" && s.Type != "object" {
		out = append(out, Problem{Message: fmt.Sprintf("the requested schema must be of type \"object\", not %q", s.Type)})
	}
	names := make([]string, 0, len(s.Properties))
	for n := range s.Properties {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		if msg := Property(s.Properties[n]); msg != "" {
			out = append(out, Problem{Property: n, Message: msg})
		}
	}
	return out
}

// Property returns why one property's schema breaks the subset, or "".
// A nil property schema is skipped, as the SDK skips it.
func Property(p *jsonschema.Schema) string {
	if p == nil {
		return ""
	}
	if len(p.Properties) > 0 {
		return "has properties of its own: an elicitation form is flat, with primitive properties only"
	}
	switch p.Type {
	case "string":
		return stringProperty(p)
	case "number", "integer":
		if p.Minimum != nil && p.Maximum != nil && *p.Maximum < *p.Minimum {
			return fmt.Sprintf("has maximum %g below its minimum %g", *p.Maximum, *p.Minimum)
		}
		if !decodes[int](p.Default) && !decodes[float64](p.Default) {
			return "has a default that is not a number"
		}
		return ""
	case "boolean":
		if !decodes[bool](p.Default) {
			return "has a default that is not a boolean"
		}
		return ""
	case "array":
		return arrayProperty(p)
	case "":
		if len(p.Types) > 0 {
			return fmt.Sprintf("has a list of types %q: a property of an elicitation form has one type, string, number, integer, boolean or array", p.Types)
		}
		return "has no type: a property of an elicitation form has one type, string, number, integer, boolean or array"
	}
	return fmt.Sprintf("has type %q: a property of an elicitation form is a string, number, integer, boolean or array of enum strings", p.Type)
}

func stringProperty(p *jsonschema.Schema) string {
	if len(p.Enum) > 0 {
		if names, ok := p.Extra["enumNames"]; ok {
			l, ok := names.([]any)
			if !ok {
				return "has enumNames that is not an array"
			}
			if len(l) != len(p.Enum) {
				return fmt.Sprintf("has %d enum values but %d enumNames", len(p.Enum), len(l))
			}
		}
		return ""
	}
	if p.OneOf != nil {
		for _, e := range p.OneOf {
			if msg := titledEntry(e); msg != "" {
				return "has a oneOf entry that is not a titled enum value: " + msg
			}
		}
		return ""
	}
	if p.Format != "" && !slices.Contains(Formats, p.Format) {
		return fmt.Sprintf("has format %q: an elicitation form allows only email, uri, date and date-time", p.Format)
	}
	if p.MinLength != nil && *p.MinLength < 0 {
		return fmt.Sprintf("has a negative minLength %d", *p.MinLength)
	}
	if p.MaxLength != nil {
		if *p.MaxLength < 0 {
			return fmt.Sprintf("has a negative maxLength %d", *p.MaxLength)
		}
		if p.MinLength != nil && *p.MaxLength < *p.MinLength {
			return fmt.Sprintf("has maxLength %d below its minLength %d", *p.MaxLength, *p.MinLength)
		}
	}
	if !decodes[string](p.Default) {
		return "has a default that is not a string"
	}
	return ""
}

func arrayProperty(p *jsonschema.Schema) string {
	items := p.Items
	if items == nil {
		return "is an array without items: an array in an elicitation form is a multiple choice among enum strings"
	}
	switch items.Type {
	case "string":
		if items.Enum == nil {
			return "is an array of free strings: an array in an elicitation form is a multiple choice, its items need an enum"
		}
		return ""
	case "":
		if len(items.AnyOf) == 0 {
			if len(items.Types) > 0 {
				return fmt.Sprintf("is an array whose items have a list of types %q: an array in an elicitation form is a multiple choice among enum strings", items.Types)
			}
			return "is an array whose items have no type: an array in an elicitation form is a multiple choice among enum strings (or titled values in anyOf)"
		}
		for _, e := range items.AnyOf {
			if msg := titledEntry(e); msg != "" {
				return "is an array with an anyOf entry that is not a titled enum value: " + msg
			}
		}
		return ""
	}
	return fmt.Sprintf("is an array of %q items: an array in an elicitation form is a multiple choice among enum strings", items.Type)
}

// titledEntry checks one {"const": "v", "title": "T"} of a titled enum.
func titledEntry(e *jsonschema.Schema) string {
	if e == nil || e.Const == nil {
		return "it has no const"
	}
	v, ok := (*e.Const).(string)
	if !ok {
		return "its const is not a string"
	}
	if v == "" {
		return "its const is empty"
	}
	if e.Title == "" {
		return "it has no title"
	}
	return ""
}

// decodes reports whether a default (absent passes) decodes into a T.
func decodes[T any](raw json.RawMessage) bool {
	if raw == nil {
		return true
	}
	var v T
	return json.Unmarshal(raw, &v) == nil
}
