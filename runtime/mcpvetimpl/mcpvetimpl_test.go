package mcpvetimpl

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/internal/bridge"
)

// TestRouteCarriesEveryField: what the generator writes into a RouteTool
// reaches the engine, field by field (a field added to one side and not
// the other fails here; GeneratedTool converts to bridge.Tool, which the
// compiler checks).
func TestRouteCarriesEveryField(t *testing.T) {
	in := RouteTool{
		Tool:        &mcp.Tool{Name: "t"},
		Input:       json.RawMessage(`{"type":"object"}`),
		Output:      json.RawMessage(`{"type":"object","properties":{}}`),
		Method:      "PUT",
		Pattern:     "/api/items/{id}",
		PathValues:  []string{"id"},
		QueryValues: []string{"q"},
		Body:        true,
		Scope:       runtime.ScopeWrite | runtime.ScopeDelete,
	}
	out := route(in)
	iv, ov := reflect.ValueOf(in), reflect.ValueOf(out)
	if iv.NumField() != ov.NumField() {
		t.Fatalf("RouteTool has %d fields, bridge.Route %d", iv.NumField(), ov.NumField())
	}
	for i := range iv.NumField() {
		name := iv.Type().Field(i).Name
		f := iv.Field(i)
		if f.IsZero() {
			t.Fatalf("the test leaves RouteTool.%s zero", name)
		}
		g := ov.FieldByName(name)
		if !g.IsValid() {
			t.Errorf("bridge.Route has no field %s", name)
			continue
		}
		if f.CanInt() && g.CanInt() {
			if f.Int() != g.Int() {
				t.Errorf("%s: %d, want %d", name, g.Int(), f.Int())
			}
			continue
		}
		if !reflect.DeepEqual(f.Interface(), g.Interface()) {
			t.Errorf("%s: %v, want %v", name, g.Interface(), f.Interface())
		}
	}
}

// TestEngineSet: importing this package runs runtime's init first, which
// connects every entry point to the engine.
func TestEngineSet(t *testing.T) {
	if bridge.Register == nil || bridge.RegisterFacts == nil || bridge.DecodeArguments == nil || bridge.RegisterRoutes == nil {
		t.Fatal("an entry point of the engine is not set")
	}
}
