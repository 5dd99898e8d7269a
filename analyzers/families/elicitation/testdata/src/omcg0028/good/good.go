// Package good asks for forms inside the subset, and for forms mcpvet
// cannot read for certain: nothing is reported.
package good

import (
	"context"
	"encoding/json"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func literal(ctx context.Context, ss *mcp.ServerSession) {
	ss.Elicit(ctx, &mcp.ElicitParams{Message: "m", RequestedSchema: &jsonschema.Schema{
		Type: "object",
		Properties: map[string]*jsonschema.Schema{
			"email": {Type: "string", Format: "email", MaxLength: jsonschema.Ptr(100)},
			"day":   {Type: "string", Format: "date"},
			"n":     {Type: "number", Minimum: jsonschema.Ptr(0.0), Maximum: jsonschema.Ptr(1.0)},
			"ok":    {Type: "boolean", Default: json.RawMessage(`true`)},
			"color": {Type: "string", Enum: []any{"red", "green"}},
			"tags":  {Type: "array", Items: &jsonschema.Schema{Type: "string", Enum: []any{"a", "b"}}},
		},
		Required: []string{"email"},
	}})
	ss.Elicit(ctx, &mcp.ElicitParams{Message: "m", RequestedSchema: json.RawMessage(`{"type":"object","properties":{"x":{"type":"string"}}}`)})
	// No form at all (URL mode).
	ss.Elicit(ctx, &mcp.ElicitParams{Mode: "url", Message: "m", URL: "https://example.com", ElicitationID: "1"})
}

// A schema changed after its definition is not read.
func fixedUp(ctx context.Context, ss *mcp.ServerSession) {
	s, _ := jsonschema.For[Prefs](nil)
	s.Properties["tags"] = &jsonschema.Schema{Type: "array", Items: &jsonschema.Schema{Type: "string", Enum: []any{"a"}}}
	ss.Elicit(ctx, &mcp.ElicitParams{Message: "m", RequestedSchema: s})

	props := map[string]any{}
	props["where"] = map[string]any{"type": "object", "properties": map[string]any{}}
	ss.Elicit(ctx, &mcp.ElicitParams{Message: "m", RequestedSchema: map[string]any{"type": "object", "properties": props}})
}

type Prefs struct {
	Tags []string `json:"tags"`
}

// Flat is inside the subset as jsonschema.For infers it.
type Flat struct {
	Name  string    `json:"name"`
	Age   int       `json:"age"`
	Admin bool      `json:"admin"`
	When  time.Time `json:"when"`
}

func inferred(ctx context.Context, ss *mcp.ServerSession) {
	s, _ := jsonschema.For[Flat](nil)
	ss.Elicit(ctx, &mcp.ElicitParams{Message: "m", RequestedSchema: s})
}

// Color is an enum of strings.
type Color string

const (
	Red   Color = "red"
	Green Color = "green"
)

// Form is a form by mcpvet's rules: the pointer is an optional string, the
// slice of an enum a multiple choice.
type Form struct {
	Email  string  `json:"email" validate:"email"`
	Nick   *string `json:"nick"`
	Colors []Color `json:"colors"`
	Age    uint8   `json:"age"`
}

func typed(ctx context.Context, req *mcp.CallToolRequest) (Form, bool, error) {
	return runtime.Elicit[Form](ctx, req, "m")
}

// ask is a generic helper: its T is judged where it is instantiated.
func ask[T any](ctx context.Context, req *mcp.CallToolRequest) (T, bool, error) {
	s, _ := jsonschema.For[T](nil)
	req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "m", RequestedSchema: s})
	return runtime.Elicit[T](ctx, req, "m")
}

var _ = ask[Form]
