package driftcall

import (
	"testing"

	anyin38 "fixtures/omcg0038/anyin"
	mapin38 "fixtures/omcg0038/mapin"
)

// TestKeyedInFlaggedFails: a go-sdk mcp.AddTool tool whose In is
// map[string]any is listed with no properties, so a real client built
// from the listing sends no "name"; the tool OMCG0038 flags (it requires
// "name") fails that call, and the ones it does not flag (no read, a read
// with a default, a listing of its own) hold.
func TestKeyedInFlaggedFails(t *testing.T) {
	for _, tc := range []struct {
		tool string
		fail bool
	}{
		{"greet", true},
		{"echo", false},
		{"hello", false},
		{"given", false},
	} {
		t.Run(tc.tool, func(t *testing.T) {
			failed, why := callSDK(t, mapin38.Register, tc.tool)
			if failed != tc.fail {
				t.Errorf("call of %s with the arguments its listing offers: failed=%v (%s), want failed=%v", tc.tool, failed, why, tc.fail)
			}
		})
	}
}

// TestKeyedInListsNoName: the listing the SDK makes for In map[string]any
// has no property the handler could be asked for by name.
func TestKeyedInListsNoName(t *testing.T) {
	cs := connectSDK(t, mapin38.Register)
	list, err := cs.ListTools(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range list.Tools {
		if tl.Name != "greet" {
			continue
		}
		schema, _ := tl.InputSchema.(map[string]any)
		props, _ := schema["properties"].(map[string]any)
		if _, ok := props["name"]; ok || schema["type"] != "object" {
			t.Errorf("greet is listed as %v, want an object with no \"name\"", schema)
		}
		return
	}
	t.Fatal("greet is not listed")
}

// TestAnyInFlaggedFails: the same for an In of any, which the SDK
// decodes into a map[string]any and lists as an object with no
// properties: the tools OMCG0038 flags (one asserts the map and requires
// "name", one decodes the arguments into a struct by a JSON round trip
// and requires "namespace") fail the call a client builds from the
// listing; a read with a default and a listing of its own hold.
func TestAnyInFlaggedFails(t *testing.T) {
	for _, tc := range []struct {
		tool string
		fail bool
	}{
		{"greet", true},
		{"graph", true},
		{"hello", false},
		{"graph_given", false},
	} {
		t.Run(tc.tool, func(t *testing.T) {
			failed, why := callSDK(t, anyin38.Register, tc.tool)
			if failed != tc.fail {
				t.Errorf("call of %s with the arguments its listing offers: failed=%v (%s), want failed=%v", tc.tool, failed, why, tc.fail)
			}
		})
	}
}
