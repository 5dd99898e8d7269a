// Package bad asks for elicitation forms the go-sdk refuses when the
// request is made: each property outside the flat primitive subset is
// reported at the field or literal it comes from.
package bad

import (
	"context"
	"encoding/json"
	"reflect"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/mcpvet/mcpvet/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"omcg0028/types"
)

// Literal schemas.
func literal(ctx context.Context, ss *mcp.ServerSession) {
	ss.Elicit(ctx, &mcp.ElicitParams{Message: "m", RequestedSchema: &jsonschema.Schema{
		Type: "object",
		Properties: map[string]*jsonschema.Schema{
			"name":  {Type: "string", MinLength: jsonschema.Ptr(1)},
			"id":    {Type: "string", Format: "uuid"},                                                      // want `OMCG0028: elicitation form: property "id" has format "uuid": an elicitation form allows only email, uri, date and date-time; the go-sdk refuses this form when it is sent \(its client before the user sees it, its server when the answer arrives\)`
			"tags":  {Type: "array", Items: &jsonschema.Schema{Type: "string"}},                            // want `OMCG0028: elicitation form: property "tags" is an array of free strings: an array in an elicitation form is a multiple choice, its items need an enum; the go-sdk refuses this form when it is sent \(its client before the user sees it, its server when the answer arrives\)`
			"where": {Type: "object", Properties: map[string]*jsonschema.Schema{"city": {Type: "string"}}}, // want `OMCG0028: elicitation form: property "where" has properties of its own: an elicitation form is flat, with primitive properties only; the go-sdk refuses this form when it is sent \(its client before the user sees it, its server when the answer arrives\)`
			"n":     {Type: "integer", Minimum: jsonschema.Ptr(10.0), Maximum: jsonschema.Ptr(1.0)},        // want `OMCG0028: elicitation form: property "n" has maximum 1 below its minimum 10; the go-sdk refuses this form when it is sent \(its client before the user sees it, its server when the answer arrives\)`
		},
	}})
}

// A map literal, through a variable.
func mapLiteral(ctx context.Context, ss *mcp.ServerSession) {
	schema := map[string]any{
		"type": "object",
		"properties": map[string]any{
			"ok":    map[string]any{"type": "boolean"},
			"color": map[string]any{"enum": []string{"red", "green"}}, // want `OMCG0028: elicitation form: property "color" has no type: a property of an elicitation form has one type, string, number, integer, boolean or array; the go-sdk refuses this form when it is sent \(its client before the user sees it, its server when the answer arrives\)`
		},
	}
	ss.Elicit(ctx, &mcp.ElicitParams{Message: "m", RequestedSchema: schema})
}

// A raw JSON constant: reported at the value.
func raw(ctx context.Context, ss *mcp.ServerSession) {
	ss.Elicit(ctx, &mcp.ElicitParams{Message: "m", RequestedSchema: json.RawMessage(`{"type":"object","properties":{"when":{"type":"string","format":"time"}}}`)}) // want `OMCG0028: elicitation form: property "when" has format "time": an elicitation form allows only email, uri, date and date-time; the go-sdk refuses this form when it is sent \(its client before the user sees it, its server when the answer arrives\)`
}

// Prefs is asked for through jsonschema.For: its slice and pointer fields
// get a list of types, its nested struct properties.
type Prefs struct {
	Name    string                `json:"name"`
	When    time.Time             `json:"when"`
	Tags    []string              `json:"tags"`           // want `OMCG0028: elicitation form jsonschema\.For\[Prefs\]: property "tags" has a list of types \["null" "array"\]: a property of an elicitation form has one type, string, number, integer, boolean or array \(jsonschema\.For allows null for every slice and pointer field; runtime\.Elicit\[T\] does not\); the go-sdk refuses this form when it is sent \(its client before the user sees it, its server when the answer arrives\)`
	Nick    *string               `json:"nick,omitempty"` // want `OMCG0028: elicitation form jsonschema\.For\[Prefs\]: property "nick" has a list of types \["null" "string"\]: a property of an elicitation form has one type, string, number, integer, boolean or array \(jsonschema\.For allows null for every slice and pointer field; runtime\.Elicit\[T\] does not\); the go-sdk refuses this form when it is sent \(its client before the user sees it, its server when the answer arrives\)`
	Address struct{ City string } `json:"address"`        // want `OMCG0028: elicitation form jsonschema\.For\[Prefs\]: property "address" has properties of its own: an elicitation form is flat, with primitive properties only; the go-sdk refuses this form when it is sent \(its client before the user sees it, its server when the answer arrives\)`
	Extra   any                   `json:"extra"`          // want `OMCG0028: elicitation form jsonschema\.For\[Prefs\]: property "extra" has no type: a property of an elicitation form has one type, string, number, integer, boolean or array; the go-sdk refuses this form when it is sent \(its client before the user sees it, its server when the answer arrives\)`
}

func inferred(ctx context.Context, ss *mcp.ServerSession) error {
	s, err := jsonschema.For[Prefs](nil)
	if err != nil {
		return err
	}
	_, err = ss.Elicit(ctx, &mcp.ElicitParams{Message: "m", RequestedSchema: s})
	return err
}

// Listed is asked for through jsonschema.ForType.
type Listed struct {
	IDs []int `json:"ids"` // want `OMCG0028: elicitation form jsonschema\.ForType\(Listed\): property "ids" has a list of types \["null" "array"\]: a property of an elicitation form has one type, string, number, integer, boolean or array \(jsonschema\.For allows null for every slice and pointer field; runtime\.Elicit\[T\] does not\); the go-sdk refuses this form when it is sent \(its client before the user sees it, its server when the answer arrives\)`
}

func inferredByType(ctx context.Context, ss *mcp.ServerSession) {
	s, _ := jsonschema.ForType(reflect.TypeFor[Listed](), nil)
	ss.Elicit(ctx, &mcp.ElicitParams{Message: "m", RequestedSchema: s})
}

// Form is asked for with runtime.Elicit: mcpvet's rules make the pointer
// an optional string, but a free string list and a nested struct stay
// outside the subset.
type Form struct {
	Nick  *string               `json:"nick"`
	Notes []string              `json:"notes"` // want `OMCG0028: elicitation form runtime\.Elicit\[Form\]: property "notes" is an array of free strings: an array in an elicitation form is a multiple choice, its items need an enum; the go-sdk refuses this form when it is sent \(its client before the user sees it, its server when the answer arrives\)`
	Where struct{ City string } `json:"where"` // want `OMCG0028: elicitation form runtime\.Elicit\[Form\]: property "where" has properties of its own: an elicitation form is flat, with primitive properties only; the go-sdk refuses this form when it is sent \(its client before the user sees it, its server when the answer arrives\)`
}

func typed(ctx context.Context, req *mcp.CallToolRequest) {
	runtime.Elicit[Form](ctx, req, "m")
	runtime.Elicit[types.Remote](ctx, req, "m") // want `OMCG0028: elicitation form runtime\.Elicit\[types\.Remote\]: field Notes: property "notes" is an array of free strings: an array in an elicitation form is a multiple choice, its items need an enum; the go-sdk refuses this form when it is sent \(its client before the user sees it, its server when the answer arrives\)`
}
