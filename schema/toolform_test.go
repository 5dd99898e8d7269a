package schema_test

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
)

type (
	formStruct   struct{ A int }
	formMap      map[string]int
	formLevel    int
	formMarshals struct{ A int }
	formText     map[string]int
)

func (formMarshals) MarshalJSON() ([]byte, error) { return []byte(`1`), nil }
func (formText) MarshalText() ([]byte, error)     { return []byte(`x`), nil }

// TestResultFormOf is the result-form table of docs/tools.md, one row per
// kind of result (the views agree on it for every fixture type: see
// TestViewsAgree).
func TestResultFormOf(t *testing.T) {
	facts := schema.NewFactTable()
	facts.Enums[schema.TypeKey(reflect.TypeFor[formLevel]().PkgPath(), "formLevel")] = []string{"1", "2"}
	for _, c := range []struct {
		t      reflect.Type
		want   schema.ResultForm
		object bool
	}{
		{reflect.TypeFor[*mcp.CallToolResult](), schema.FormCallResult, false},
		{reflect.TypeFor[mcp.CallToolResult](), schema.FormInvalid, false}, // it has its own MarshalJSON,
		{reflect.TypeFor[mcp.Content](), schema.FormContent, false},
		{reflect.TypeFor[[]mcp.Content](), schema.FormContent, false},
		{reflect.TypeFor[string](), schema.FormText, false},
		{reflect.TypeFor[formStruct](), schema.FormStructured, true},
		{reflect.TypeFor[*formStruct](), schema.FormStructured, true},
		{reflect.TypeFor[formMap](), schema.FormStructured, true},
		{reflect.TypeFor[formMarshals](), schema.FormInvalid, false},
		{reflect.TypeFor[formText](), schema.FormInvalid, false},
		{reflect.TypeFor[formLevel](), schema.FormEnumText, false},
		{reflect.TypeFor[int](), schema.FormJSONText, false},
		{reflect.TypeFor[float64](), schema.FormJSONText, false},
		{reflect.TypeFor[bool](), schema.FormJSONText, false},
		{reflect.TypeFor[[]string](), schema.FormJSONText, false},
		{reflect.TypeFor[json.RawMessage](), schema.FormJSONText, false},
		{reflect.TypeFor[time.Time](), schema.FormJSONText, false},
		{reflect.TypeFor[uuid.UUID](), schema.FormJSONText, false},
		{reflect.TypeFor[*int](), schema.FormInvalid, false},
		{reflect.TypeFor[complex128](), schema.FormInvalid, false},
		{reflect.TypeFor[chan int](), schema.FormInvalid, false},
		{reflect.TypeFor[any](), schema.FormInvalid, false},
	} {
		v := reflectview.Type(c.t)
		if got := schema.ResultFormOf(v, facts); got != c.want {
			t.Errorf("ResultFormOf(%v) = %d, want %d", c.t, got, c.want)
		}
		if got := schema.ObjectShaped(v); got != c.object {
			t.Errorf("ObjectShaped(%v) = %v, want %v", c.t, got, c.object)
		}
	}
}

func TestObjectRoot(t *testing.T) {
	s := schema.Nullable(&schema.Schema{Type: []string{"object"}})
	s.Description = "d"
	r := schema.ObjectRoot(s)
	if string(schema.Encode(r)) != `{"type":"object","description":"d"}` || string(schema.Encode(s)) != `{"description":"d","anyOf":[{"type":"object"},{"type":"null"}]}` {
		t.Errorf("ObjectRoot: %s (input now %s)", schema.Encode(r), schema.Encode(s))
	}
	if o := (&schema.Schema{Type: []string{"object"}}); schema.ObjectRoot(o) != o {
		t.Error("ObjectRoot copies a schema it does not change")
	}
}
