package mcpgodialect_test

import (
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/schema/mcpgodialect"
)

// TestReleases: the releases differ only in how an empty schema is
// marshalled (v1.2.1's is held against the library by
// analyzers/mcpfacts's TestFoldAgainstMCPGo), and a release mcpvet has
// not read is not followed, with the reason.
func TestReleases(t *testing.T) {
	for v, want := range map[string]string{
		"v0.8.5":  `{"type":"object"}`,
		"v0.32.0": `{"properties":{},"type":"object"}`,
		"v0.58.0": `{"properties":{},"required":[],"type":"object"}`,
		"v1.2.1":  `{"properties":{},"required":[],"type":"object"}`,
	} {
		r, err := mcpgodialect.ReleaseOf(v)
		if err != nil {
			t.Fatal(err)
		}
		if got := string(r.NewTool(nil).JSON); got != want {
			t.Errorf("%s: NewTool lists %s, want %s", v, got, want)
		}
	}
	for _, v := range []string{"v0.33.0", "v2.0.0", ""} {
		if _, err := mcpgodialect.ReleaseOf(v); err == nil || !strings.Contains(err.Error(), "v1.2.1") {
			t.Errorf("ReleaseOf(%q): %v, want an error naming the releases followed", v, err)
		}
	}
}

// TestLeft: a value that is not a constant is left out, with its path; an
// option that is not followed makes the schema unknown.
func TestLeft(t *testing.T) {
	r, _ := mcpgodialect.ReleaseOf("v1.2.1")
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
