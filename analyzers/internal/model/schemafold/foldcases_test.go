package schemafold

import (
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"
)

// foldCases are schemas written the ways servers write them. The test
// compiles them (their values at run time) and folds their source (what
// the analyzers see): the two must be the same JSON. Entries under
// "unfolded/" must not fold.

const rawCase = `{"type": "object", "properties": {"a": {"type": "string", "x-mcp-header": "A", "default": "x"}}}`

var sharedProp = &jsonschema.Schema{Type: "integer", Minimum: jsonschema.Ptr(1.0), Default: json.RawMessage("3")}

var notConst = "string"

func init() { notConst = "integer" }

var foldCases = map[string]any{
	"schema": &jsonschema.Schema{
		Type:     "object",
		Required: []string{"a"},
		Properties: map[string]*jsonschema.Schema{
			"a": {Type: "string", Enum: []any{"x", "y", 3, true, nil}, Default: json.RawMessage(`"x"`)},
			"b": {Types: []string{"null", "integer"}, Maximum: jsonschema.Ptr(10.5), MinLength: jsonschema.Ptr(2)},
			"c": {Type: "array", Items: &jsonschema.Schema{Type: "string", Extra: map[string]any{"x-mcp-header": "C"}}},
			"d": sharedProp,
			"e": {Type: "object", AdditionalProperties: &jsonschema.Schema{Not: &jsonschema.Schema{}}},
		},
		AnyOf: []*jsonschema.Schema{{Required: []string{"a"}}, {Required: []string{"b"}}},
	},
	"map": map[string]any{
		"type":       "object",
		"properties": map[string]any{"n": map[string]any{"type": "integer", "minimum": 1, "default": 2.5, "x-mcp-header": "N"}},
		"required":   []string{"n"},
	},
	"raw":       json.RawMessage(rawCase),
	"rawInline": json.RawMessage(`{"type": "object"}`),
	"new": &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
		"a": new(jsonschema.Schema),
		"b": {Type: "string", MinLength: new(3)},
	}},
	"bytes":                map[string]any{"type": "string", "default": []byte("x")},
	"unfolded/firstResult": firstResult,
	"text":                 &jsonschema.Schema{Type: "object", Description: notConst},
	"unfolded/var":         &jsonschema.Schema{Type: notConst},
	"unfolded/fn":          map[string]any{"type": notConstFn()},
	"unfolded/arg":         passed,
}

func notConstFn() string { return "object" }

// firstResult is the first of two results: a call, which is not folded.
var firstResult, _ = literalAndErr()

func literalAndErr() (map[string]any, error) { return map[string]any{"type": "object"}, nil }

// passed is handed to a function that may change it.
var passed = &jsonschema.Schema{Type: "object"}

func init() { addProperty(passed) }

func addProperty(s *jsonschema.Schema) {
	s.Properties = map[string]*jsonschema.Schema{"page": {Type: "integer"}}
}
