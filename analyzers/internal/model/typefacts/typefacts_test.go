package typefacts

import (
	"bytes"
	"encoding/gob"
	"reflect"
	"testing"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

// TestPackageFactsEncoding: a fact's encoding is deterministic (go vet
// compares vet data across runs), and the fact read is the fact written,
// down to the empty parts (empty maps, not nil).
func TestPackageFactsEncoding(t *testing.T) {
	table := schema.NewFactTable()
	for _, k := range []string{"p.C", "p.A", "p.B", "p.D"} {
		table.Enums[k] = []string{"x", "y"}
	}
	table.TypeDocs["p.A"] = "A is a letter."
	in := &PackageFacts{Table: *table}
	var first []byte
	for i := range 5 {
		b, err := in.GobEncode()
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = b
		} else if !bytes.Equal(b, first) {
			t.Fatalf("encoding %d differs from the first:\n%s\n%s", i, b, first)
		}
	}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(in); err != nil {
		t.Fatal(err)
	}
	out := new(PackageFacts)
	if err := gob.NewDecoder(&buf).Decode(out); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(out, in) {
		t.Errorf("decoded %#v, want %#v", out, in)
	}
	if out.Table.FieldDocs == nil {
		t.Errorf("an empty part decodes to nil, want an empty map")
	}
	if got, want := out.String(), "types(p.A, p.B, p.C, p.D, p.A)"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}
