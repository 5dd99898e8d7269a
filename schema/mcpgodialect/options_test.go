package mcpgodialect_test

import (
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/schema/mcpgodialect"
)

// TestReleases: the releases differ in how an empty schema is marshalled
// (analyzers/internal/model/mcpgocode reads which from a release's code, and
// its tests hold the result against the real releases).
func TestReleases(t *testing.T) {
	for _, c := range []struct {
		props, required mcpgodialect.Emit
		want            string
	}{
		{mcpgodialect.Omitted, mcpgodialect.Omitted, `{"type":"object"}`},                    // v0.8.5, v0.43.2
		{mcpgodialect.EmptyValue, mcpgodialect.Omitted, `{"properties":{},"type":"object"}`}, // v0.18.0–v0.42.0
		{mcpgodialect.EmptyValue, mcpgodialect.EmptyValue, `{"properties":{},"required":[],"type":"object"}`},
		{mcpgodialect.EmptyValue, mcpgodialect.Null, `{"properties":{},"required":null,"type":"object"}`},
	} {
		r := mcpgodialect.Release{EmptyProperties: c.props, NilRequired: c.required}
		if got := string(r.NewTool(nil).JSON); got != c.want {
			t.Errorf("properties %s, required %s: NewTool lists %s, want %s", c.props, c.required, got, c.want)
		}
	}
}

// TestLeft: a value that is not a constant is left out, with its path; an
// option that is not followed makes the schema unknown.
func TestLeft(t *testing.T) {
	r := mcpgodialect.Release{EmptyProperties: mcpgodialect.EmptyValue, NilRequired: mcpgodialect.EmptyValue}
	in := r.NewTool([]mcpgodialect.ToolOption{{
		Kind: mcpgodialect.Property, Name: "q", Type: "string",
		Options: []mcpgodialect.PropertyOption{{Key: "description", Value: mcpgodialect.Unknown{Why: "a call"}}, {Key: "required", Value: true}},
	}})
	if got := string(in.JSON); got != `{"properties":{"q":{"type":"string"}},"required":["q"],"type":"object"}` {
		t.Errorf("schema %s", got)
	}
	if len(in.Left) != 1 || in.Left[0] != "properties.q.description: a call" {
		t.Errorf("left %q", in.Left)
	}
	in = r.NewTool([]mcpgodialect.ToolOption{{Kind: mcpgodialect.Unfollowed, Why: "an option of a parameter"}})
	if in.JSON != nil || in.Unfollowed != "an option of a parameter" {
		t.Errorf("unfollowed option: %s %q", in.JSON, in.Unfollowed)
	}
}

func TestCheck(t *testing.T) {
	got := mcpgodialect.Check([]byte(`{"type":"object","properties":{"a":{"type":"integer","default":1.5},"b":{"type":"number","default":2},"c":{"type":"object","properties":{},"required":["x"]}},"required":["a","z"]}`))
	want := []string{
		`the input schema requires "z", which is not one of its properties: no call can satisfy it`,
		`property a has default 1.5, which is not of its type integer`,
		`property c requires "x", which is not one of its properties: no call can satisfy it`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Check:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
