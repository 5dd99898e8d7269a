package schema_test

import (
	"encoding/json"
	"math/rand"
	"reflect"
	"slices"
	"strings"
	"testing"
	"testing/quick"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
	"github.com/mcpvet/mcpvet/schema/internal/fixtures"
	"github.com/mcpvet/mcpvet/schema/mcpgodialect"
)

// TestRefusalsAgainstValidator holds schema.Refusals against a real JSON
// Schema validator (jsonschema-go's, which the go-sdk checks results
// with). For each fixture type T, the listed schema is the one mcp-go's
// WithOutputSchema[T] lists, and the values are what encoding/json writes
// for T's zero value and for random values of T. Where Refusals lists a
// reason, the validator must refuse some value; where it lists none, it
// must refuse none but a null (a nil pointer, slice or map: a refusal of
// some values, left out) or a Marshaler's output (which the output schema
// does not know).
func TestRefusalsAgainstValidator(t *testing.T) {
	// mcp-go's WithOutputSchema[T] (v0.54 on, as its code reads).
	rel := mcpgodialect.Release{Output: true}
	rnd := rand.New(rand.NewSource(1))
	compared, refused := 0, 0
	for _, fx := range fixtures.Types {
		r := mcpgodialect.SchemaFor(reflectview.Type(fx.Type))
		if r.Err != nil || r.JSON == nil {
			continue
		}
		listed, err := rel.OutputFromType(r.JSON)
		if err != nil {
			continue
		}
		var s jsonschema.Schema
		if err := json.Unmarshal(listed, &s); err != nil {
			t.Fatalf("%s: %v", fx.Name, err)
		}
		resolved, err := s.Resolve(nil)
		if err != nil {
			continue // a schema jsonschema-go does not resolve judges nothing here
		}
		gen := reflectview.Generate(fx.Type, schema.Output, nil, "")
		if unsupported(gen.Problems) {
			continue // encoding/json may fail on T: the analyzer says nothing either
		}
		values := append([]reflect.Value{reflect.New(fx.Type).Elem()}, randomValues(fx.Type, rnd, 20)...)
		var bad []string
		for _, v := range values {
			b, err := json.Marshal(v.Interface())
			if err != nil {
				continue
			}
			var inst any
			if json.Unmarshal(b, &inst) != nil {
				continue
			}
			if err := resolved.Validate(inst); err != nil {
				bad = append(bad, string(b)+": "+err.Error())
			}
		}
		why := schema.Refusals(gen.Schema, listed)
		compared++
		if len(why) > 0 {
			refused++
		}
		switch {
		case len(why) > 0 && len(bad) == 0:
			t.Errorf("%s: Refusals says %q, but the validator accepts all %d values", fx.Name, why, len(values))
		case len(why) == 0 && !opaque(gen.Schema) && slices.ContainsFunc(bad, func(b string) bool { return !strings.Contains(b, `has type "null"`) }):
			// A null (a nil pointer, slice or map) refused is a refusal of
			// some values only, which Refusals leaves out; so is what a
			// Marshaler writes (a {} fragment).
			t.Errorf("%s: Refusals says nothing, but the validator refuses %s", fx.Name, bad[0])
		}
	}
	t.Logf("%d types compared, %d refused", compared, refused)
	if compared < 50 {
		t.Errorf("only %d fixture types compared", compared)
	}
}

func unsupported(ps []schema.Problem) bool {
	return slices.ContainsFunc(ps, func(p schema.Problem) bool { return p.Kind == schema.Unsupported })
}

// randomValues are n random values of t by testing/quick, none where quick
// cannot make one (it panics on unexported fields).
func randomValues(t reflect.Type, rnd *rand.Rand, n int) (out []reflect.Value) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	for range n {
		if v, ok := quick.Value(t, rnd); ok {
			out = append(out, v)
		}
	}
	return out
}

// opaque reports whether s has a {} fragment (a Marshaler's output, an
// interface), of which Refusals claims nothing.
func opaque(s *schema.Schema) bool {
	if s == nil {
		return false
	}
	if len(s.Type) == 0 && len(s.AnyOf) == 0 {
		return true
	}
	for _, p := range s.Properties {
		if opaque(p.Schema) {
			return true
		}
	}
	return opaque(s.Items) || opaque(s.AdditionalProperties) || slices.ContainsFunc(s.AnyOf, opaque)
}
