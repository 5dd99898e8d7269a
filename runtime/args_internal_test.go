package runtime

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"
)

type fastPathArgs struct {
	ID      string            `json:"id"`
	Qty     int               `json:"qty,omitempty" validate:"min=1,max=99"`
	Tags    []string          `json:"tags,omitempty" validate:"unique"`
	Labels  map[string]string `json:"labels,omitempty"`
	Note    *string           `json:"note,omitempty"`
	Timeout time.Duration     `json:"timeout,omitempty"`
	Color   string            `json:"color,omitempty" validate:"oneof=red green"`
}

// TestArgsFastPath: the input schemas the runtime writes take the fast
// path (internal/argcheck) for valid arguments, and what it does not
// prove valid still gets jsonschema-go's verdict and the argument's name.
func TestArgsFastPath(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   reflect.Type
	}{
		{"struct", reflect.TypeFor[fastPathArgs]()},
		{"pointer", reflect.TypeFor[*fastPathArgs]()},
		{"any", anyType},
	} {
		a, err := compileArgs(inputSchema("test", "t", tc.in), true)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if a.fast == nil {
			t.Errorf("%s: the input schema takes the slow path", tc.name)
		}
	}

	a, err := compileArgs(inputSchema("test", "t", reflect.TypeFor[fastPathArgs]()), true)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args string
		path string // "" when valid
	}{
		{`{"id":"a","qty":5,"tags":["x","y"],"labels":{"k":"v"},"note":"n","timeout":9007199254740993,"color":"red"}`, ""},
		{`{"id":"a","timeout":-9223372036854775808}`, ""},
		{`{"id":"a","qty":100}`, "qty"},
		{`{"id":"a","tags":["x","x"]}`, "tags"},
		{`{"id":"a","labels":{"k":1}}`, "labels.k"},
		{`{"id":"a","color":"blue"}`, "color"},
		{`{"qty":1}`, "id"},
		{`{"id":"a","extra":1}`, "extra"},
	} {
		raw, err := a.check(json.RawMessage(tc.args))
		switch {
		case tc.path == "":
			if err != nil {
				t.Errorf("%s: %v", tc.args, err)
			} else if !a.fast.Valid(raw) {
				t.Errorf("%s: valid, but not on the fast path", tc.args)
			}
		default:
			ae, ok := err.(*ArgumentError)
			if !ok {
				t.Errorf("%s: got %v, want an *ArgumentError", tc.args, err)
			} else if ae.Path != tc.path {
				t.Errorf("%s: error names %q, want %q", tc.args, ae.Path, tc.path)
			}
		}
	}
}

// TestArgsNullIsAbsent: the input schema does not advertise null, but a
// client that sends null for an optional property is served as if it had
// left it out (encoding/json reads it so); null for a required one, or
// from a schema that is not mcpvet's, is still refused.
func TestArgsNullIsAbsent(t *testing.T) {
	ours, err := compileArgs(inputSchema("test", "t", reflect.TypeFor[fastPathArgs]()), true)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args string
		path string // "" when valid
	}{
		{`{"id":"a","note":null,"tags":null,"labels":null,"qty":null}`, ""},
		{`{"id":null}`, "id"},
		{`{"id":"a","note":5}`, "note"},
	} {
		raw, err := ours.check(json.RawMessage(tc.args))
		if tc.path == "" {
			if err != nil || string(raw) != tc.args {
				t.Errorf("%s: got %s, %v; want it accepted as sent", tc.args, raw, err)
			}
			continue
		}
		if ae, ok := err.(*ArgumentError); !ok || ae.Path != tc.path {
			t.Errorf("%s: got %v, want an argument error naming %q", tc.args, err, tc.path)
		}
	}
	theirs, err := compileArgs(inputSchema("test", "t", reflect.TypeFor[fastPathArgs]()), false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := theirs.check(json.RawMessage(`{"id":"a","note":null}`)); err == nil {
		t.Error("a schema that is not mcpvet's: null accepted where it does not allow it")
	}
}
