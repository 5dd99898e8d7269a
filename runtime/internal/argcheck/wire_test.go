package argcheck_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/mcpvet/mcpvet/runtime/internal/argcheck"
)

// wireCorpus is written by the schema package's TestWireInput: every input
// schema mcpvet's rules produce for its fixture types, a sample the schema
// accepts (and encoding/json decodes), and inputs jsonschema-go rejects.
const wireCorpus = "../../../schema/testdata/wire/inputs.json"

// TestWireCorpus holds the fast path to the schemas the runtime serves:
// every keyword the rules write for an input is one it compiles, it proves
// each accepted sample valid, and it never proves a rejected input valid.
func TestWireCorpus(t *testing.T) {
	data, err := os.ReadFile(wireCorpus)
	if err != nil {
		t.Fatal(err)
	}
	var corpus []struct {
		Name   string
		Schema json.RawMessage
		Valid  json.RawMessage
		Broken []json.RawMessage
	}
	if err := json.Unmarshal(data, &corpus); err != nil {
		t.Fatal(err)
	}
	broken := 0
	for _, e := range corpus {
		var s jsonschema.Schema
		if err := json.Unmarshal(e.Schema, &s); err != nil {
			t.Fatalf("%s: %v", e.Name, err)
		}
		v, ok := argcheck.Compile(&s)
		if !ok {
			t.Errorf("%s: the fast path does not compile the schema %s", e.Name, e.Schema)
			continue
		}
		if !v.Valid(e.Valid) {
			t.Errorf("%s: the fast path does not prove the sample %s valid\nschema: %s", e.Name, e.Valid, e.Schema)
		}
		for _, b := range e.Broken {
			broken++
			if v.Valid(b) {
				t.Errorf("%s: the fast path accepts %s\nschema: %s", e.Name, b, e.Schema)
			}
		}
	}
	if len(corpus) < 90 || broken < 300 {
		t.Errorf("the corpus has only %d schemas and %d broken inputs", len(corpus), broken)
	}
}
