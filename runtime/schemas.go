package runtime

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/mcpvet/mcpvet/runtime/internal/bridge"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
)

// The reflection path: schemas and result forms of the Go types of a
// quick-path tool (AddTool, Tool), with the facts registered so far.

var anyType = reflect.TypeFor[any]()

// anyObject is the input schema of a tool whose In is any: every object,
// as mcp.AddTool has it.
var anyObject = json.RawMessage(`{"type":"object"}`)

// peel drops the unnamed pointers around t: a pointer argument or result
// has the schema of what it points to (a nil result is sent as the text
// null, never as structured content).
func peel(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer && t.Name() == "" {
		t = t.Elem()
	}
	return t
}

// reflectSchema computes the schema of t with the registered facts and
// refuses, with the field path, what has no schema. role ("In", "Out")
// names t in the message; the paths start at t's own name (WithChan.C), as
// the user wrote the type.
func reflectSchema(fn, tool string, t reflect.Type, dir schema.Direction, role string) *reflectview.Result {
	r := reflectview.Generate(t, dir, currentFacts(), "")
	var msgs []string
	for _, p := range r.Problems {
		if p.Kind == schema.Unsupported || p.Kind == schema.SelfReference {
			msgs = append(msgs, p.String())
		}
	}
	if len(msgs) > 0 {
		panic(fmt.Sprintf("%s: tool %q: %s type %s has no %s schema: %s (run mcpvet for details)", fn, tool, role, t, dir, strings.Join(msgs, "; ")))
	}
	return r
}

// inputSchema is the input schema of In: the schema of the struct (or
// map) it is or points to; any is every object.
func inputSchema(fn, tool string, in reflect.Type) json.RawMessage {
	if in == anyType {
		return anyObject
	}
	base := peel(in)
	r := reflectSchema(fn, tool, base, schema.Input, "In")
	if !schema.IsObject(r.Schema) {
		why := fmt.Sprintf("In must be a struct (or pointer to one), not %s", in)
		switch base.Kind() {
		case reflect.Struct, reflect.Map:
			why = fmt.Sprintf("In must decode from a JSON object, and %s decodes through its own UnmarshalJSON or UnmarshalText", in)
		}
		panic(fmt.Sprintf("%s: tool %q: %s: use //mcp:tool with mcpvet gen for separate parameters", fn, tool, why))
	}
	return json.RawMessage(r.JSON)
}

// outputSchema is the output schema of Out, or nil when Out is not
// object-shaped (docs/tools.md: only objects get an outputSchema). The root
// is "type":"object" even for a pointer or a map: a nil value is never
// sent as structured content (Tool sends the text null, AddTool the zero
// value, as mcp.AddTool does). mcpvet gen writes the same root.
func outputSchema(fn, tool string, out reflect.Type) json.RawMessage {
	if out.Kind() == reflect.Interface && out.NumMethod() == 0 {
		return nil
	}
	r := reflectSchema(fn, tool, peel(out), schema.Output, "Out")
	root := schema.ObjectRoot(r.Schema) // a copy when it differs: r is shared by the cache
	if !schema.IsObject(root) {
		return nil
	}
	if root == r.Schema {
		return json.RawMessage(r.JSON)
	}
	return json.RawMessage(schema.Encode(root))
}

// resultForm is the form of a func's result type: the rule the analyzers
// apply to a directive tool (schema.ResultFormOf, docs/tools.md "Result
// forms"), over the reflect view; the output schema comes with
// ResultStructured. A type with no form is refused.
func resultForm(fn, tool string, out reflect.Type) (bridge.ResultForm, json.RawMessage) {
	switch schema.ResultFormOf(reflectview.Type(out), currentFacts()) {
	case schema.FormCallResult:
		return bridge.ResultCallResult, nil
	case schema.FormContent:
		return bridge.ResultContent, nil
	case schema.FormText:
		return bridge.ResultText, nil
	case schema.FormStructured:
		if s := outputSchema(fn, tool, out); s != nil {
			return bridge.ResultStructured, s
		}
	case schema.FormEnumText:
		return bridge.ResultEnumText, nil
	case schema.FormJSONText:
		// Its JSON must exist: refuse an unsupported element type now.
		reflectSchema(fn, tool, out, schema.Output, "Out")
		return bridge.ResultJSONText, nil
	}
	panic(fmt.Sprintf("%s: tool %q: Out type %s has no tool result form: return a struct or map (structured content), a string, a number, a slice, mcp.Content or *mcp.CallToolResult, or use runtime.AddTool", fn, tool, out))
}
