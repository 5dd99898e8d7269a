package argcheck

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
)

// slowValid is what Valid must never contradict: json.Unmarshal into an
// any, then jsonschema-go.
func slowValid(t testing.TB, s *jsonschema.Schema, data []byte) bool {
	t.Helper()
	rs, err := s.Resolve(nil)
	if err != nil {
		t.Fatalf("resolve: %v", err)
	}
	var v any
	if json.Unmarshal(data, &v) != nil {
		return false
	}
	return rs.Validate(v) == nil
}

func parse(t testing.TB, src string) *jsonschema.Schema {
	t.Helper()
	s := new(jsonschema.Schema)
	if err := json.Unmarshal([]byte(src), s); err != nil {
		t.Fatalf("schema %s: %v", src, err)
	}
	return s
}

// schemas are the shapes mcpvet's rules write for tool inputs, and the
// keywords the fast path implements.
var schemas = []string{
	// 0: a struct of scalars, closed, with required fields.
	`{"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":5},"qty":{"type":"integer","minimum":0,"maximum":10},"price":{"type":"number","exclusiveMinimum":0},"ok":{"type":"boolean"}},"required":["name","qty"],"additionalProperties":false}`,
	// 1: slices, maps, nullable pointers.
	`{"type":"object","properties":{"tags":{"type":"array","items":{"type":"string"},"minItems":1,"maxItems":3},"attrs":{"type":"object","additionalProperties":{"type":"integer"}},"note":{"type":["null","string"]}},"additionalProperties":false}`,
	// 2: enums and patterns.
	`{"type":"object","properties":{"color":{"type":"string","enum":["red","green","é"]},"code":{"type":"string","pattern":"^[A-Z]{2}$"},"level":{"type":"integer","enum":[1,2,3]},"flag":{"enum":[true,null]}},"required":["color"]}`,
	// 3: nested objects and arrays of objects; an open object.
	`{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"id":{"type":"integer"},"sub":{"type":"object","properties":{"x":{"type":"number","multipleOf":0.5}}}},"required":["id"],"additionalProperties":false}}}}`,
	// 4: the empty schema and a required name with no property schema.
	`{"type":"object","properties":{"any":{}},"required":["other"]}`,
	// 5: a top-level non-object (only for the package; tools always have objects).
	`{"type":"array","items":{"type":"integer","minimum":-5,"exclusiveMaximum":5}}`,
	// 6: uniqueItems, of scalars and of anything.
	`{"type":"object","properties":{"tags":{"type":"array","items":{"type":"string"},"uniqueItems":true},"mixed":{"type":"array","uniqueItems":true}}}`,
}

// instances are tried against every schema.
var instances = []string{
	`{}`, `null`, `[]`, `1`, `"x"`, `true`,
	`{"name":"a","qty":1}`, `{"name":"abcde","qty":10,"price":0.5,"ok":false}`,
	`{"name":"","qty":1}`, `{"name":"abcdef","qty":1}`, `{"name":"a","qty":11}`, `{"name":"a","qty":-1}`,
	`{"name":"a","qty":1.5}`, `{"name":"a","qty":1.0}`, `{"name":"a","qty":1e0}`, `{"name":"a","qty":1,"price":0}`,
	`{"name":"a"}`, `{"qty":1}`, `{"name":"a","qty":1,"extra":1}`, `{"name":"a","qty":"1"}`,
	`{"name":"\u00e9\u00e9\u00e9\u00e9\u00e9","qty":1}`, `{"name":"ééééé","qty":1}`, `{"name":"éééééé","qty":1}`,
	`{"n\u0061me":"a","qty":1}`, `{"name":"a","qty":1,"name":""}`, `{"name":"","qty":1,"name":"a"}`,
	` { "name" : "a" , "qty" : 1 } `, `{"name":"a","qty":1e400}`, `{"name":"a","qty":1,"ok":null}`,
	"{\"name\":\"\xff\",\"qty\":1}", `{"name":"a","qty":1}x`, `{"name":"a","qty":1`,
	`{"tags":["a"]}`, `{"tags":[]}`, `{"tags":["a","b","c","d"]}`, `{"tags":[1]}`, `{"tags":null}`,
	`{"attrs":{"a":1,"b":2}}`, `{"attrs":{"a":"1"}}`, `{"attrs":{}}`, `{"note":null}`, `{"note":"x"}`, `{"note":1}`,
	`{"color":"red"}`, `{"color":"blue"}`, `{"color":"\u00e9"}`, `{"color":"red","code":"AB"}`, `{"color":"red","code":"ABC"}`,
	`{"color":"red","level":2}`, `{"color":"red","level":2.0}`, `{"color":"red","level":4}`, `{"color":"red","flag":true}`,
	`{"color":"red","flag":false}`, `{"color":"red","flag":null}`, `{"color":"red","extra":[1,{"a":[]}]}`,
	`{"items":[{"id":1},{"id":2,"sub":{"x":1.5}}]}`, `{"items":[{"id":1,"sub":{"x":1.25}}]}`, `{"items":[{}]}`,
	`{"items":[{"id":1,"more":1}]}`, `{"items":[{"id":1}],"other":1}`, `{"other":null,"any":[1e400]}`,
	`{"other":1,"any":{"deep":[[[{"x":"y"}]]]}}`, `[1,2,-5]`, `[5]`, `[-6]`, `[4.5]`, `[1,"2"]`, `[ ]`,
	`{"other":1,"any":"\ud800"}`, `{"other":1,"any":-0}`, `{"other":1,"any":1E+2}`,
	`{"tags":["a","b"]}`, `{"tags":["a","a"]}`, `{"tags":["a","\u0061"]}`, `{"tags":["\ud800","\udfff"]}`,
	`{"mixed":[1,"1",true,null,1.5]}`, `{"mixed":[0,-0]}`, `{"mixed":[1,1.0]}`, `{"mixed":[1,10e-1]}`,
	`{"mixed":[null,null]}`, `{"mixed":[false,true]}`, `{"mixed":[{"a":1},{"a":2}]}`, `{"mixed":[[1],[1]]}`,
}

// declined are the valid instances the fast path leaves to jsonschema-go:
// with a duplicate key, json.Unmarshal keeps the last value, and the fast
// path checks every one.
var declined = map[string]bool{
	`{"name":"","qty":1,"name":"a"}`: true,
	// uniqueItems over objects or arrays is left to jsonschema-go.
	`{"mixed":[{"a":1},{"a":2}]}`: true,
}

func TestValidNeverContradictsJSONSchema(t *testing.T) {
	for si, src := range schemas {
		s := parse(t, src)
		v, ok := Compile(s)
		if !ok {
			t.Fatalf("schema %d does not compile: %s", si, src)
		}
		for _, data := range instances {
			fast, slow := v.Valid([]byte(data)), slowValid(t, s, []byte(data))
			switch {
			case fast && !slow:
				t.Errorf("schema %d, %s: the fast path accepts what jsonschema-go rejects", si, data)
			case !fast && slow && !declined[data]:
				// Allowed by the contract, but then the fast path
				// saves nothing: only the documented cases may.
				t.Errorf("schema %d, %s: the fast path declines what jsonschema-go accepts", si, data)
			}
		}
	}
}

// FuzzValid checks the contract on any instance: proven valid implies
// valid for jsonschema-go.
func FuzzValid(f *testing.F) {
	for si := range schemas {
		for _, data := range instances {
			f.Add(uint8(si), []byte(data))
		}
	}
	compiled := make([]*Validator, len(schemas))
	parsed := make([]*jsonschema.Schema, len(schemas))
	for i, src := range schemas {
		parsed[i] = parse(f, src)
		compiled[i], _ = Compile(parsed[i])
	}
	f.Fuzz(func(t *testing.T, si uint8, data []byte) {
		i := int(si) % len(schemas)
		if compiled[i].Valid(data) && !slowValid(t, parsed[i], data) {
			t.Errorf("schema %d: fast path accepts %q, jsonschema-go does not", i, data)
		}
	})
}

func TestCompileRefuses(t *testing.T) {
	for _, src := range []string{
		`{"$ref":"#/$defs/a","$defs":{"a":{"type":"string"}}}`,
		`{"$schema":"http://json-schema.org/draft-07/schema#","type":"object"}`,
		`{"anyOf":[{"type":"string"},{"type":"integer"}]}`,
		`{"type":"object","minProperties":1}`,
		`{"type":"object","patternProperties":{"^a":{"type":"string"}}}`,
		`{"type":"object","properties":{"a":{"not":{"type":"string"}}}}`,
		`{"type":"object","additionalProperties":{"not":{"type":"string"}}}`,
		`{"type":"array","items":false}`,
		`{"type":"array","prefixItems":[{"type":"string"}]}`,
		`{"type":"object","dependentRequired":{"a":["b"]}}`,
		`{"const":"a"}`,
		`{"enum":[[1]]}`,
		`{"type":"object","properties":{"a":{"if":{"type":"string"},"then":{"minLength":1}}}}`,
	} {
		if _, ok := Compile(parse(t, src)); ok {
			t.Errorf("Compile accepts %s", src)
		}
	}
	for _, src := range []string{
		`{"type":"object","title":"T","description":"d","default":{},"examples":[{}],"deprecated":true,"x-extra":1,"$comment":"c"}`,
		`{"type":"string","format":"date-time","contentEncoding":"base64","readOnly":true,"writeOnly":true}`,
		`{"type":"object","additionalProperties":false}`,
		`true`,
	} {
		if _, ok := Compile(parse(t, src)); !ok {
			t.Errorf("Compile refuses %s", src)
		}
	}
}

// TestSchemaFields pins the fields of jsonschema.Schema the fast path was
// written against. supported refuses any keyword it does not know, so a
// new field is safe; this test says when to look at what it means.
func TestSchemaFields(t *testing.T) {
	var got []string
	for _, f := range reflect.VisibleFields(reflect.TypeFor[jsonschema.Schema]()) {
		if f.IsExported() {
			got = append(got, f.Name)
		}
	}
	want := strings.Fields(`ID Schema Ref Comment Defs Definitions DependencySchemas DependencyStrings Anchor
		DynamicAnchor DynamicRef Vocabulary Title Description Default Deprecated ReadOnly WriteOnly Examples Type
		Types Enum Const MultipleOf Minimum Maximum ExclusiveMinimum ExclusiveMaximum MinLength MaxLength Pattern
		PrefixItems Items ItemsArray MinItems MaxItems AdditionalItems UniqueItems Contains MinContains MaxContains
		UnevaluatedItems MinProperties MaxProperties Required DependentRequired Properties PatternProperties
		AdditionalProperties PropertyNames UnevaluatedProperties AllOf AnyOf OneOf Not If Then Else DependentSchemas
		ContentEncoding ContentMediaType ContentSchema Format Extra PropertyOrder`)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("jsonschema.Schema fields changed:\n got %v\nwant %v", got, want)
	}
}

func TestNilValidator(t *testing.T) {
	var v *Validator
	if v.Valid([]byte(`{}`)) {
		t.Error("a nil Validator proves something valid")
	}
}

func BenchmarkValid(b *testing.B) {
	s := parse(b, schemas[0])
	rs, err := s.Resolve(nil)
	if err != nil {
		b.Fatal(err)
	}
	v, _ := Compile(s)
	data := []byte(`{"name":"abcde","qty":10,"price":0.5,"ok":false}`)
	b.Run("argcheck", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if !v.Valid(data) {
				b.Fatal("invalid")
			}
		}
	})
	b.Run("jsonschema-go", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var x any
			if json.Unmarshal(data, &x) != nil || rs.Validate(x) != nil {
				b.Fatal("invalid")
			}
		}
	})
}
