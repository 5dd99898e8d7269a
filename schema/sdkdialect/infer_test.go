package sdkdialect_test

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
	"github.com/mcpvet/mcpvet/schema/internal/fixtures"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// canonical re-encodes JSON with object keys sorted.
func canonical(t *testing.T, b []byte) string {
	t.Helper()
	var v any
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	if err := d.Decode(&v); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// agreeForType holds sdkdialect.ForType against the real
// jsonschema.ForType for rt and *rt: the same bytes after canonical
// re-encoding, or both failing.
func agreeForType(t *testing.T, rt reflect.Type) {
	t.Helper()
	for _, typ := range []reflect.Type{rt, reflect.PointerTo(rt)} {
		want, wantErr := jsonschema.ForType(typ, &jsonschema.ForOptions{})
		got, err := sdkdialect.ForType(reflectview.Type(typ))
		if (err != nil) != (wantErr != nil) {
			t.Errorf("%v: ForType error %v, jsonschema-go's %v", typ, err, wantErr)
			continue
		}
		if err != nil {
			continue
		}
		wb, merr := json.Marshal(want)
		if merr != nil {
			t.Errorf("%v: the real schema does not marshal: %v", typ, merr)
			continue
		}
		if g, w := canonical(t, got), canonical(t, wb); g != w {
			t.Errorf("%v:\n got %s\nwant %s", typ, g, w)
		}
	}
}

// TestForTypeCases: every type of the Check table.
func TestForTypeCases(t *testing.T) {
	for _, c := range cases {
		agreeForType(t, c.typ)
	}
}

// TestForTypeFixtures: every type of schema/internal/fixtures.
func TestForTypeFixtures(t *testing.T) {
	for _, f := range fixtures.Types {
		agreeForType(t, f.Type)
	}
}

// TestForTypeRandom: generated struct types, the harness of
// TestRandomStructs.
func TestForTypeRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		rt, _ := randomStruct(r, 2)
		agreeForType(t, rt)
	}
}

// TestToolSchema: mcp.AddTool removes one pointer before inferring, so *T
// is served as T and **T as *T.
func TestToolSchema(t *testing.T) {
	type In struct {
		Q string `json:"q"`
	}
	for _, typ := range []reflect.Type{reflect.TypeFor[*In](), reflect.TypeFor[**In]()} {
		got, err := sdkdialect.ToolSchema(reflectview.Type(typ))
		if err != nil {
			t.Fatal(err)
		}
		want, _ := sdkdialect.ForType(reflectview.Type(typ.Elem()))
		if string(got) != string(want) {
			t.Errorf("%v: got %s, want %s", typ, got, want)
		}
	}
}

// TestForTypeFields: every top-level property of the real inference comes
// with the struct field it is made from.
func TestForTypeFields(t *testing.T) {
	type Base struct {
		ID string `json:"id"`
	}
	type form struct {
		Base
		Name  string   `json:"name"`
		Tags  []string `json:"tags,omitempty"`
		Skip  string   `json:"-"`
		Plain int
	}
	rt := reflect.TypeFor[form]()
	want, err := jsonschema.ForType(rt, &jsonschema.ForOptions{})
	if err != nil {
		t.Fatal(err)
	}
	_, fields, err := sdkdialect.ForTypeFields(reflectview.Type(rt))
	if err != nil {
		t.Fatal(err)
	}
	goNames := map[string]string{"id": "ID", "name": "Name", "tags": "Tags", "Plain": "Plain"}
	if len(fields) != len(want.Properties) {
		t.Errorf("fields %v, properties %v", fields, want.Properties)
	}
	for name := range want.Properties {
		if f, ok := fields[name]; !ok || f.Name != goNames[name] {
			t.Errorf("property %q: field %+v, want %s", name, f, goNames[name])
		}
	}
}

// TestFieldAt: a property path of the real inference leads to the field
// jsonschema-go reads, an own field that hides an embedded one of its
// name included, through slices and maps.
func TestFieldAt(t *testing.T) {
	type Page struct {
		Limit *int   `json:"limit"`
		From  string `json:"from"`
	}
	type Item struct {
		Tag *string `json:"tag"`
	}
	type form struct {
		Page
		Limit *int            `json:"limit" jsonschema:"own"`
		Items []Item          `json:"items"`
		ByKey map[string]Item `json:"by_key"`
	}
	rt := reflect.TypeFor[form]()
	real, err := jsonschema.ForType(rt, &jsonschema.ForOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path  []string
		index []int // the field's index in rt, nil for none
	}{
		{[]string{"limit"}, []int{1}},
		{[]string{"from"}, []int{0, 1}},
		{[]string{"items", "[]", "tag"}, []int{2, 0}},
		{[]string{"by_key", "{}", "tag"}, []int{3, 0}},
		{[]string{"items"}, []int{2}},
		{[]string{"items", "[]"}, nil},
		{[]string{"missing"}, nil},
	} {
		f, ok := sdkdialect.FieldAt(reflectview.Type(rt), tc.path)
		if tc.index == nil {
			if ok {
				t.Errorf("FieldAt(%v) = %+v, want none", tc.path, f)
			}
			continue
		}
		if !ok {
			t.Errorf("FieldAt(%v): none", tc.path)
			continue
		}
		// The real inference lists the property (with the own field's
		// description), and the field found is the one at the index.
		if len(tc.path) == 1 && real.Properties[tc.path[0]] == nil {
			t.Errorf("jsonschema-go lists no %q", tc.path[0])
		}
		if p := real.Properties["limit"]; p == nil || p.Description != "own" {
			t.Fatalf("jsonschema-go's limit is not the own field: %+v", p)
		}
		var want reflect.StructField
		typ := rt
		for i, x := range tc.index {
			if i > 0 {
				typ = want.Type
				for typ.Kind() == reflect.Slice || typ.Kind() == reflect.Map || typ.Kind() == reflect.Pointer {
					typ = typ.Elem()
				}
			}
			want = typ.Field(x)
		}
		if f.Name != want.Name || f.Tag != string(want.Tag) || f.Type.String() != want.Type.String() {
			t.Errorf("FieldAt(%v) = %s %s, want %s %s", tc.path, f.Name, f.Type.String(), want.Name, want.Type)
		}
	}
}
