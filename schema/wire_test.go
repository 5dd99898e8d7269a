package schema_test

// Wire truth: the schemas must say what encoding/json really writes and
// reads. Every fixture whose schema has no hole (no Unsupported or
// SelfReference problem) is checked with a JSON Schema validator
// (github.com/google/jsonschema-go) against values that encoding/json
// itself produced: the zero value (nil slices, maps and pointers), a
// filled value, and a sparse one (slices and maps holding zero elements),
// each marshalled both by value and through a pointer, because
// encoding/json calls pointer-receiver methods only on addressable values.
// Input schemas are checked against JSON that encoding/json decodes, and
// JSON that breaks the schema must be rejected.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/google/uuid"

	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
	fx "github.com/mcpvet/mcpvet/schema/internal/fixtures"
)

// zeroInvalid lists the fixtures whose zero value is, by design, not an
// instance of their output schema: the schema states the constants or
// validate rules the type promises, and the zero value breaks them. The
// test checks that it really is rejected, so the list cannot go stale.
var zeroInvalid = map[string]string{
	"Color":         `"" is not one of the declared colors`,
	"Shade":         `"" is not a declared shade`,
	"Sparse":        "0 is not a declared Sparse value",
	"Grade":         "0 is not a declared grade",
	"Symbol":        `"" is not a declared symbol`,
	"DescribedEnum": `"" is not a declared value`,
	"Hue":           "Hue is Color",
	"ColorBox":      "Box[Color] holds a Color",
	"Enums":         "the enum fields are zero",
	"Bounds":        "Name has min=1 and Code len=6",
	"OneOf":         "Mode and Level are not among their oneof values",
	"Wide":          "Name has min=1, Address.Country len=2",
	"WideAddress":   "Country has len=2",
	"WideContact":   "Kind has oneof=email phone",
	"Required":      `a and b are required by validate, and omitted when empty`,
}

// filledInvalid lists the fixtures whose generic filled value breaks
// their validate rules; they are covered by the hand-written samples
// below instead. Again the test checks the rejection.
var filledInvalid = map[string]string{
	"Bounds":         `Code "s" is not 6 long`,
	"OneOf":          `Mode "s" is not a oneof value`,
	"Wide":           `Address.Country "s" is not 2 long`,
	"WideAddress":    `Country "s" is not 2 long`,
	"WideContact":    `Kind "s" is not a oneof value`,
	"OptionalBounds": `Mode "s" is not a oneof value`,
}

func ptr[T any](v T) *T { return &v }

var when = time.Date(2024, 5, 6, 7, 8, 9, 10, time.UTC)

// samples are hand-written values, marshalled and checked against the
// output schema; the first of each is also the input sample. They cover
// the validate fixtures and a spread of tricky content.
var samples = map[string][]any{
	"Bounds": {
		fx.Bounds{Age: 130, Score: 0.5, Name: "n", Code: "abcdef", Tags: []string{"a"}, Small: -128, Exclusive: 5, Blob: []byte("x"), Map: map[string]int{"a": 1}},
		fx.Bounds{Age: 0, Score: 9.5, Name: strings.Repeat("x", 64), Code: "ABCDEF", Tags: []string{"a", "b", "c", "d", "e"}, Pointer: ptr(10)},
	},
	"OneOf": {
		fx.OneOf{Mode: "very slow", Level: 3, Ratio: 0.5, Maybe: ptr("b"), Quoted: 2, Color: fx.Blue},
		fx.OneOf{Mode: "fast", Level: 1, Ratio: 1, Color: fx.Red},
	},
	"Formats": {
		fx.Formats{Email: "a@b.c", Site: "https://x.y", URI: "urn:x", HTTP: "http://h", ID: "0f8fad5b-d9cb-469f-a165-70867728950e", ID4: "7c9e6679-7425-40de-944b-e07fc1f90ae7", Unique: []string{"a", "b"}},
	},
	"Required": {
		fx.Required{A: "a", B: []int{1}, D: "d"},
	},
	"Wide": {
		fx.Wide{
			ID: "3f2504e0-4f89-41d3-9a0c-0305e82c3301", Name: "w", Age: 150, Created: when, Color: fx.Green, Day: fx.Saturday,
			Tags: []string{"x", "y"}, Counts: map[string]int{}, Work: &fx.Point{X: 1}, Path: []fx.Point{}, Matrix: [][]int{{}, {1}},
			Payload: []byte{}, Level: fx.Info, Ratio: 0.25, Small: -128, Big: 1 << 63, Any: []any{1, "a", nil},
			Address:  fx.WideAddress{Country: "DE"},
			Contacts: []fx.WideContact{{Kind: "email", Value: "a@b"}, {Kind: "phone"}},
			Meta:     map[string]any{"k": map[string]any{"n": nil}},
		},
		fx.Wide{Name: "nils", Color: fx.Red, Address: fx.WideAddress{Country: "DE"}, Matrix: [][]int{nil}, Contacts: []fx.WideContact{}},
	},
	"OptionalBounds": {
		fx.OptionalBounds{Count: 10, Name: "abc", Mode: "slow", Level: 2, Ptr: ptr(1), Tags: []string{"t"}},
	},
	"WideAddress": {fx.WideAddress{Street: "s", City: "c", Country: "FR", Zip: "z"}},
	"WideContact": {fx.WideContact{Kind: "phone", Value: "1", Main: true}},
	"Slices": {
		fx.Slices{Names: []string{}, Matrix: [][]float64{nil, {}, {1.5}}, Ptrs: []*string{nil, ptr("")}, OmitEmpty: []int{}, OmitZero: []int{}},
	},
	"Pointers": {
		fx.Pointers{Int: ptr(0), IntPtr: ptr[*int](nil), Slice: ptr[[]int](nil), Map: ptr[map[string]int](nil), PtrSlice: []*fx.Point{nil}},
	},
	"Maps": {
		fx.Maps{ByString: map[string]int{}, ByText: map[fx.TextKey]string{{A: "a", B: "b"}: "ab"}, Nested: map[string]map[string]int{"n": nil}, OfSlices: map[string][]string{"s": nil}, OfPointers: map[string]*fx.Point{"p": nil}},
	},
	"Enums": {
		fx.Enums{Color: fx.Blue, Day: fx.Monday, Priority: fx.Default, Shade: fx.Abyss, Sparse: fx.Thirty, Grade: fx.GradeB, Symbol: fx.Unicode, Maybe: ptr(fx.Red), Days: []fx.Weekday{fx.Sunday, fx.Saturday}, ByColor: map[fx.Color]fx.Weekday{fx.Red: fx.Friday}, Quoted: fx.Tuesday, Alias: fx.Green, Tinies: []fx.Tiny{fx.TinyOne}},
	},
	"Times": {
		fx.Times{At: when, Maybe: &when, Timeout: -time.Second, Interval: ptr(time.Duration(1 << 62))},
	},
	"Dynamic": {
		fx.Dynamic{Raw: json.RawMessage(`[1,{"a":null}]`), Any: map[string]any{"x": []any{}}, Empty: 1.5, AnyList: []any{nil}, AnyMap: map[string]any{"n": nil}},
	},
	"Links": {
		fx.Links{Home: *mustURL("https://user:pw@example.com/a%20b?q=1#f"), Next: mustURL("/rel")},
	},
	"Quoted": {
		fx.Quoted{Bool: true, Int: -5, Uint8: 255, Float: 1e300, String: `a "b"`, IntPtr: ptr(3), Word: "w", Millis: 1, Ratio: 0.5, PtrBool: ptr(false)},
	},
	"QuotedDuration": {fx.QuotedDuration{Timeout: time.Minute, Maybe: ptr(time.Hour)}},
	"Numbers":        {fx.Numbers{N: "-1.5e3", Opt: ptr(json.Number("0"))}},
	"UUIDs":          {fx.UUIDs{ID: uuid.MustParse("16fd2706-8baf-433b-82eb-8c7fada847da"), Parent: ptr(uuid.Nil), All: []uuid.UUID{uuid.MustParse("886313e1-3b8a-5372-9b90-0c9aee199e5d")}}},
	"Anonymous":      {fx.Anonymous{ByName: map[string]struct{ Y bool }{"a": {Y: true}}, NilOK: &struct{}{}}},
	"Documented":     {fx.Documented{Items: []struct{ SKU string }{{SKU: "x"}}}},
	"ItemPage":       {fx.ItemPage{Items: []fx.Item{{SKU: "a", Qty: 1}}}, fx.ItemPage{}},
	"Bytes":          {fx.Bytes{Data: []byte{}, Optional: []byte{0, 255}, Digest: [4]byte{1, 2, 3, 4}, Ref: ptr([]byte("r"))}},
	"BitSlices":      {fx.BitSlices{Bits: []fx.Bits{1, 2, 255}, Arrays: [][2]uint8{{1, 2}}}},
	"UsesMarshalers": {fx.UsesMarshalers{Level: fx.Debug, Levels: []fx.Level{fx.Info}, PtrText: 3, PtrTexts: []fx.PtrText{4}, JSONBytes: []fx.JSONByte{1, 2}}},
	"Tie":            {fx.Tie{TieA: fx.TieA{Name: "a", A: 1}, TieB: fx.TieB{Name: "b", B: 2}}},
	"EmbedsPtr":      {fx.EmbedsPtr{Name: "nil base"}, fx.EmbedsPtr{Base: &fx.Base{ID: "x"}}},
}

// inputOverride gives the input sample where the output JSON is not a
// valid input: one-direction marshalers and encoding/json's own
// asymmetries.
var inputOverride = map[string]string{
	"MarshalOnly":       `{"Field":"f"}`,
	"Directional":       `{"MarshalOnly":{"Field":"f"},"UnmarshalOnly":[1,2],"Unmarshal":"text"}`,
	"Opaque":            `{}`,
	"UnmarshalTextOnly": `"text"`,
	// With ,string encoding/json writes a text marshaler's text as is,
	// but reads it quoted once more.
	"QuotedLevel": `{"Level":"\"debug\""}`,
	// A map with PtrTextKey keys cannot be written, but can be read.
	"PtrTextKeys": `{"M":{"3":1}}`,
}

func mustURL(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// hole reports whether problems make the schema incomplete: an
// unsupported type or a self-reference became {}.
func hole(ps []schema.Problem) bool {
	for _, p := range ps {
		if p.Kind == schema.Unsupported || p.Kind == schema.SelfReference {
			return true
		}
	}
	return false
}

func resolve(t *testing.T, canonical []byte) *jsonschema.Resolved {
	t.Helper()
	var s jsonschema.Schema
	if err := json.Unmarshal(canonical, &s); err != nil {
		t.Fatalf("the validator cannot read the schema: %v\n%s", err, canonical)
	}
	rs, err := s.Resolve(nil)
	if err != nil {
		t.Fatalf("resolve: %v\n%s", err, canonical)
	}
	return rs
}

func validate(rs *jsonschema.Resolved, data []byte) error {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return fmt.Errorf("not JSON: %v", err)
	}
	return rs.Validate(v)
}

// decodeStrict decodes data into a new value of type rt the way a tool
// receives its arguments, refusing unknown fields.
func decodeStrict(rt reflect.Type, data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(reflect.New(rt).Interface())
}

// TestWireOutput checks output schemas against what json.Marshal writes.
func TestWireOutput(t *testing.T) {
	l := loadFixtures(t)
	checked := 0
	for _, f := range fx.Types {
		res := reflectview.GenerateUncached(f.Type, schema.Output, l.wire, "")
		if hole(res.Problems) {
			continue
		}
		checked++
		t.Run(f.Name, func(t *testing.T) {
			rs := resolve(t, res.JSON)
			check := func(label string, v reflect.Value, wantValid bool) {
				t.Helper()
				// v.Interface() is not addressable, a pointer's target is:
				// both must fit the schema.
				p := reflect.New(v.Type())
				p.Elem().Set(v)
				for _, form := range []struct {
					name string
					val  any
				}{{"value", v.Interface()}, {"pointer", p.Interface()}} {
					data, err := json.Marshal(form.val)
					if err != nil {
						t.Errorf("%s (%s): json.Marshal fails although the schema reports no problem: %v", label, form.name, err)
						continue
					}
					err = validate(rs, data)
					switch {
					case wantValid && err != nil:
						t.Errorf("%s (%s): encoding/json writes %s\nwhich the output schema rejects: %v\nschema: %s", label, form.name, data, err, res.JSON)
					case !wantValid && err == nil:
						t.Errorf("%s (%s): %s is valid now; remove %s from the invalid-by-design list", label, form.name, data, f.Name)
					}
					if wantValid && err == nil && label == "filled" {
						checkKeys(t, res.Schema, data)
					}
				}
			}
			_, zeroBad := zeroInvalid[f.Name]
			check("zero", reflect.New(f.Type).Elem(), !zeroBad)
			_, filledBad := filledInvalid[f.Name]
			check("filled", filled(f.Type, l.wire, false), !filledBad)
			check("sparse", filled(f.Type, l.wire, true), !filledBad)
			for i, s := range samples[f.Name] {
				check(fmt.Sprintf("sample %d", i), reflect.ValueOf(s), true)
			}
		})
	}
	if checked < 90 {
		t.Errorf("only %d fixtures checked on the wire", checked)
	}
	t.Logf("checked %d output schemas", checked)
	for name, s := range samples {
		if reflect.TypeOf(s[0]) != fixtureType(t, name) {
			t.Errorf("samples[%s] holds %T", name, s[0])
		}
	}
}

// checkKeys compares the keys encoding/json wrote for a struct, in order,
// with the properties of its schema, recursively through nested objects
// and arrays. Filled values have no zero fields, so omitempty drops none.
func checkKeys(t *testing.T, s *schema.Schema, data []byte) {
	t.Helper()
	var walk func(path string, s *schema.Schema, raw json.RawMessage)
	walk = func(path string, s *schema.Schema, raw json.RawMessage) {
		if s == nil || bytes.Equal(raw, []byte("null")) {
			return
		}
		switch {
		case s.Closed:
			keys, values := objectKeys(t, raw)
			var props []string
			for _, p := range s.Properties {
				props = append(props, p.Name)
			}
			if !slices.Equal(keys, props) {
				t.Errorf("%s: encoding/json wrote the keys %q, the schema has the properties %q", path, keys, props)
				return
			}
			for i, k := range keys {
				walk(path+"."+k, s.Properties[i].Schema, values[i])
			}
		case s.Items != nil:
			var elems []json.RawMessage
			if json.Unmarshal(raw, &elems) == nil {
				for _, e := range elems {
					walk(path+"[]", s.Items, e)
				}
			}
		}
	}
	walk("$", s, data)
}

// objectKeys returns the keys of a JSON object in the order written.
func objectKeys(t *testing.T, raw json.RawMessage) ([]string, []json.RawMessage) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		t.Errorf("not an object: %s", raw)
		return nil, nil
	}
	var keys []string
	var values []json.RawMessage
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			t.Fatal(err)
		}
		keys = append(keys, tok.(string))
		values = append(values, v)
	}
	return keys, values
}

// TestWireInput checks input schemas: a sample the schema accepts must
// decode, and JSON that breaks the schema (a wrong type, a missing
// required property, an extra property) must be rejected by the
// validator; where encoding/json can tell, the decoder must reject it too.
func TestWireInput(t *testing.T) {
	l := loadFixtures(t)
	checked, broken := 0, 0
	var corpus []WireInput
	for _, f := range fx.Types {
		res := reflectview.GenerateUncached(f.Type, schema.Input, l.wire, "")
		if hole(res.Problems) {
			continue
		}
		checked++
		t.Run(f.Name, func(t *testing.T) {
			rs := resolve(t, res.JSON)
			// The input sample is the filled value as encoding/json writes
			// it, unless the value breaks validate rules (then the first
			// hand-written sample, which has no nil slices or maps: input
			// schemas do not accept null for them) or output and input
			// differ.
			var input []byte
			_, filledBad := filledInvalid[f.Name]
			switch {
			case inputOverride[f.Name] != "":
				input = []byte(inputOverride[f.Name])
			case filledBad:
				input = mustMarshal(t, samples[f.Name][0])
			default:
				input = mustMarshal(t, filled(f.Type, l.wire, false).Addr().Interface())
			}
			// encoding/json reads null for a pointer as nil; the input
			// schema does not advertise null (a pointer is optional by not
			// being required), so a client following it leaves those out.
			if err := decodeStrict(f.Type, input); err != nil {
				t.Errorf("encoding/json cannot decode the sample %s: %v", input, err)
			}
			input = dropNulls(t, res.Schema, input)
			if err := validate(rs, input); err != nil {
				t.Fatalf("the input schema rejects the sample %s: %v\nschema: %s", input, err, res.JSON)
			}
			// The runtime's fast path (runtime/internal/argcheck) must
			// prove the sample valid, and never a broken input: its test
			// reads them from the corpus this test writes.
			entry := WireInput{Name: f.Name, Schema: res.JSON, Valid: input}
			if err := decodeStrict(f.Type, input); err != nil {
				t.Errorf("the input schema accepts %s, but encoding/json cannot decode it: %v", input, err)
			}
			for _, bad := range breakings(res.Schema, input) {
				broken++
				entry.Broken = append(entry.Broken, bad.data)
				if err := validate(rs, bad.data); err == nil {
					t.Errorf("%s: the input schema accepts %s\nschema: %s", bad.what, bad.data, res.JSON)
				} else if !strings.Contains(err.Error(), bad.why) {
					t.Errorf("%s: %s is rejected for another reason: %v", bad.what, bad.data, err)
				}
				if bad.decoderRejects {
					if err := decodeStrict(f.Type, bad.data); err == nil {
						t.Errorf("%s: encoding/json decodes %s, which the schema rejects as a wrong type", bad.what, bad.data)
					}
				}
			}
			corpus = append(corpus, entry)
		})
	}
	if checked < 90 {
		t.Errorf("only %d fixtures checked on the wire", checked)
	}
	if broken < 300 {
		t.Errorf("only %d broken inputs checked", broken)
	}
	t.Logf("checked %d input schemas with %d broken inputs", checked, broken)
	if !t.Failed() {
		checkWireCorpus(t, corpus)
	}
}

// WireInput is one entry of the wire corpus, testdata/wire/inputs.json:
// an input schema, a sample it accepts and inputs it rejects, all judged
// by jsonschema-go and encoding/json in TestWireInput. The runtime's
// argument fast path (runtime/internal/argcheck) is held against the same
// corpus in its own tests, which cannot import the fixtures.
type WireInput struct {
	Name   string            `json:"name"`
	Schema json.RawMessage   `json:"schema"`
	Valid  json.RawMessage   `json:"valid"`
	Broken []json.RawMessage `json:"broken"`
}

const wireCorpus = "testdata/wire/inputs.json"

// checkWireCorpus compares the corpus with the committed file, or writes
// it with -update.
func checkWireCorpus(t *testing.T, corpus []WireInput) {
	t.Helper()
	slices.SortFunc(corpus, func(a, b WireInput) int { return strings.Compare(a.Name, b.Name) })
	want, err := json.MarshalIndent(corpus, "", "\t")
	if err != nil {
		t.Fatal(err)
	}
	want = append(want, '\n')
	if *update {
		if err := os.MkdirAll(filepath.Dir(wireCorpus), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(wireCorpus, want, 0o666); err != nil {
			t.Fatal(err)
		}
		return
	}
	have, err := os.ReadFile(wireCorpus)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(have, want) {
		t.Errorf("%s is stale: the fixtures' input schemas or samples changed (run with -update)", wireCorpus)
	}
}

type breaking struct {
	what string
	data []byte
	// why is a part of the validator's error naming the breakage.
	why string
	// decoderRejects: encoding/json must fail on it too (wrong types and
	// unknown fields do; a missing property does not).
	decoderRejects bool
}

// breakings derives invalid inputs from a valid one: an unknown property,
// each required property removed, and a wrong-typed value, at the root
// and for each property.
func breakings(s *schema.Schema, valid []byte) []breaking {
	var out []breaking
	if w := wrongFor(s); w != "" {
		out = append(out, breaking{"wrong type at the root", []byte(w), "validating root: type", true})
	}
	if !s.Closed {
		return out
	}
	var obj map[string]json.RawMessage
	if json.Unmarshal(valid, &obj) != nil {
		return out
	}
	with := func(edit func(m map[string]json.RawMessage)) []byte {
		m := map[string]json.RawMessage{}
		for k, v := range obj {
			m[k] = v
		}
		edit(m)
		b, _ := json.Marshal(m)
		return b
	}
	out = append(out, breaking{"extra property", with(func(m map[string]json.RawMessage) { m["zzUnknown"] = json.RawMessage("1") }), `additional properties ["zzUnknown"]`, true})
	for _, r := range s.Required {
		out = append(out, breaking{"missing required " + r, with(func(m map[string]json.RawMessage) { delete(m, r) }), "missing properties", false})
	}
	for _, p := range s.Properties {
		if w := wrongFor(p.Schema); w != "" {
			out = append(out, breaking{"wrong type for " + p.Name, with(func(m map[string]json.RawMessage) { m[p.Name] = json.RawMessage(w) }), "/properties/" + p.Name + ": type", true})
		}
	}
	return out
}

// wrongFor returns a JSON value of a type the schema does not allow, ""
// when it allows every type.
func wrongFor(s *schema.Schema) string {
	if len(s.Type) == 0 {
		return ""
	}
	for _, candidate := range []struct{ typ, value string }{
		{"string", `"wrong"`}, {"integer", `12345`}, {"boolean", `true`}, {"object", `{"wrong":1}`},
	} {
		allowed := slices.Contains(s.Type, candidate.typ) ||
			candidate.typ == "integer" && slices.Contains(s.Type, "number")
		if !allowed {
			return candidate.value
		}
	}
	return ""
}

// dropNulls removes the null members of objects that the schema does not
// require, at any depth: the sample as a client that follows an input
// schema sends it (an optional pointer left out rather than null).
func dropNulls(t *testing.T, s *schema.Schema, data []byte) []byte {
	t.Helper()
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	var drop func(*schema.Schema, any) any
	drop = func(s *schema.Schema, v any) any {
		if s == nil {
			return v
		}
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				ps := s.Property(k)
				if ps == nil {
					ps = s.AdditionalProperties
				}
				if e == nil && s.Property(k) != nil && !slices.Contains(s.Required, k) {
					delete(v, k)
				} else {
					v[k] = drop(ps, e)
				}
			}
		case []any:
			for i, e := range v {
				v[i] = drop(s.Items, e)
			}
		}
		return v
	}
	return mustMarshal(t, drop(s, v))
}

func mustMarshal(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("json.Marshal(%T): %v", v, err)
	}
	return b
}

// TestWireExplicit holds hand-written inputs for rules that are easiest
// to read as JSON. Each invalid input differs from a valid one in one
// place, and the validator must name that place.
func TestWireExplicit(t *testing.T) {
	l := loadFixtures(t)
	const (
		enums   = `{"Color":"red","Day":1,"Priority":0,"Shade":"pale","Sparse":10,"Grade":65,"Symbol":"<","Maybe":null,"Days":[],"ByColor":{},"Quoted":"1","Alias":"red","Tinies":"AAE="}`
		bytesIn = `{"Data":"aGk=","Digest":[1,2,3,4],"Ref":null}`
		quoted  = `{"Bool":"true","Int":"-1","Uint8":"7","Float":"1.5","String":"\"s\"","IntPtr":null,"Word":"\"w\"","Millis":"2","ratio":"0.5","pb":"false"}`
		ints    = `{"Int":0,"Int8":-128,"Int16":32767,"Int32":0,"Int64":-9223372036854775808}`
		uints   = `{"Uint":0,"Uint8":255,"Uint16":65535,"Uint32":4294967295,"Uint64":0,"Uintptr":0}`
		tagged  = `{"renamed":1,"-":2,"Invalid":"","$ref":"","trailing":"","Other":""}`
		times   = `{"At":"2024-01-01T00:00:00Z","Maybe":null,"Timeout":1000,"Interval":null,"Never":"2024-01-01T00:00:00Z"}`
		bounds  = `{"Age":1,"Score":1,"Name":"n","Code":"abcdef","Tags":["a"],"Triple":[1,2,3],"Small":0,"Exclusive":0,"Pointer":null,"Blob":"","Map":{}}`
		formats = `{"Email":"a@b","Site":"","URI":"","HTTP":"","ID":"","ID4":"","Maybe":null,"Unique":["a","b"],"NotStr":0}`
		oneOf   = `{"Mode":"very slow","Level":2,"Ratio":1,"Maybe":null,"Quoted":"1","Color":"blue"}`
	)
	// edit replaces the first occurrence of old in base.
	edit := func(base, old, new string) string {
		if !strings.Contains(base, old) {
			panic("edit: no " + old + " in " + base)
		}
		return strings.Replace(base, old, new, 1)
	}
	cases := []struct {
		fixture string
		json    string
		// why is "" for a valid input, else a part of the validator's
		// error naming the place that breaks the schema.
		why string
	}{
		{"Enums", enums, ""},
		{"Enums", edit(enums, `"Color":"red"`, `"Color":"purple"`), "/properties/Color"},
		{"Enums", edit(enums, `"Day":1`, `"Day":7`), "/properties/Day"},
		{"Enums", edit(enums, `"Maybe":null`, `"Maybe":"blue"`), ""},
		{"Enums", edit(enums, `"Maybe":null`, `"Maybe":"pink"`), "/properties/Maybe"},
		{"Enums", edit(enums, `"Priority":0`, `"Priority":2`), "/properties/Priority"},
		{"Enums", edit(enums, `"Symbol":"<"`, `"Symbol":"\"q\""`), ""},
		{"Enums", edit(enums, `"Quoted":"1"`, `"Quoted":1`), "/properties/Quoted"},
		{"Enums", edit(enums, `"Tinies":"AAE="`, `"Tinies":[0,1]`), "/properties/Tinies"},
		{"Bytes", bytesIn, ""},
		{"Bytes", edit(bytesIn, `"Data":"aGk="`, `"Data":[104,105]`), "/properties/Data"},
		{"Bytes", edit(bytesIn, `[1,2,3,4]`, `[1,2,3]`), "/properties/Digest"},
		{"Bytes", edit(bytesIn, `[1,2,3,4]`, `[1,2,3,256]`), "/properties/Digest"},
		{"Bytes", edit(bytesIn, `"Data":"aGk="`, `"Data":null`), "/properties/Data"},
		{"Quoted", quoted, ""},
		{"Quoted", edit(quoted, `"Bool":"true"`, `"Bool":true`), "/properties/Bool"},
		{"Quoted", edit(quoted, `"IntPtr":null`, `"IntPtr":"5"`), ""},
		{"Ints", ints, ""},
		{"Ints", edit(ints, `"Int8":-128`, `"Int8":-129`), "/properties/Int8"},
		{"Ints", edit(ints, `"Int16":32767`, `"Int16":32768`), "/properties/Int16"},
		{"Ints", edit(ints, `"Int":0`, `"Int":0.5`), "/properties/Int"},
		{"Uints", uints, ""},
		{"Uints", edit(uints, `"Uint16":65535`, `"Uint16":65536`), "/properties/Uint16"},
		{"Uints", edit(uints, `"Uint":0`, `"Uint":-1`), "/properties/Uint"},
		{"Tagged", tagged, ""},
		{"Tagged", edit(tagged, `"Invalid"`, `"a'b"`), "a'b"},
		{"Tagged", edit(tagged, `"renamed":1`, `"renamed":1,"Skipped":3`), "Skipped"},
		{"Tagged", edit(tagged, `"-":2,`, ``), "missing properties"},
		{"Tagged", edit(tagged, `"renamed":1`, `"renamed":1,"oe":"x","oz":"y","both":"z","KeepName":"k"`), ""},
		{"Required", `{"a":"","b":[0],"d":""}`, ""},
		{"Required", `{"b":[1],"d":""}`, "missing properties"},
		{"Required", `{"a":"","b":[],"d":""}`, "/properties/b"},
		{"Tie", `{"A":1,"B":2}`, ""},
		{"Tie", `{"A":1,"B":2,"Name":"x"}`, "Name"},
		{"TagDominance", `{"Name":1}`, ""},
		{"TagDominance", `{"Name":"TagB.Name lost"}`, "/properties/Name"},
		{"TagDominance", `{"Name":1,"Label":2}`, "Label"},
		{"TagDominanceReversed", `{"Name":1}`, ""},
		{"TagDominanceReversed", `{"Name":"TagB.Name lost"}`, "/properties/Name"},
		{"DepthDominance", `{"ID":1,"Created":"2024-01-01T00:00:00Z"}`, ""},
		{"DepthDominance", `{"ID":"outer ID is an int","Created":"2024-01-01T00:00:00Z"}`, "/properties/ID"},
		{"EmbedsTagged", `{"base":{"ID":"x","Created":"2024-01-01T00:00:00Z"},"Extra":1}`, ""},
		{"EmbedsTagged", `{"ID":"x","Created":"2024-01-01T00:00:00Z","Extra":1}`, "additional properties"},
		{"Numbers", `{"N":1.5,"Opt":null}`, ""},
		{"Numbers", `{"N":"1.5","Opt":null}`, "/properties/N"},
		{"Times", times, ""},
		{"Times", edit(times, `"Timeout":1000`, `"Timeout":"1s"`), "/properties/Timeout"},
		{"Times", edit(times, `"At":"2024-01-01T00:00:00Z"`, `"At":null`), "/properties/At"},
		{"QuotedDuration", `{"Timeout":"1000","Maybe":null}`, ""},
		{"QuotedDuration", `{"Timeout":1000,"Maybe":null}`, "/properties/Timeout"},
		{"Bounds", bounds, ""},
		{"Bounds", edit(bounds, `"Age":1`, `"Age":131`), "/properties/Age"},
		{"Bounds", edit(bounds, `"Pointer":null`, `"Pointer":11`), "/properties/Pointer"},
		{"Bounds", edit(bounds, `"Tags":["a"]`, `"Tags":[]`), "/properties/Tags"},
		{"Bounds", edit(bounds, `"Code":"abcdef"`, `"Code":"abcdefg"`), "/properties/Code"},
		{"Bounds", edit(bounds, `"Score":1`, `"Score":0.4`), "/properties/Score"},
		{"Bounds", edit(bounds, `"Exclusive":0`, `"Exclusive":10`), ""},
		{"Formats", formats, ""},
		{"Formats", edit(formats, `["a","b"]`, `["a","a"]`), "/properties/Unique"},
		{"OneOf", oneOf, ""},
		{"OneOf", edit(oneOf, `"blue"`, `"green"`), "/properties/Color"},
		{"OneOf", edit(oneOf, `"very slow"`, `"very"`), "/properties/Mode"},
		{"OneOf", edit(oneOf, `"Ratio":1`, `"Ratio":0.75`), "/properties/Ratio"},
		{"Anonymous", `{"Inner":{"A":1},"List":[{"x":1}],"ByName":{"k":{"Y":true}},"Nothing":{},"NilOK":null}`, ""},
		{"Anonymous", `{"Inner":{"A":1},"List":[{"x":1}],"ByName":{"k":{"Y":true}},"Nothing":{"a":1},"NilOK":null}`, "/properties/Nothing"},
		{"Anonymous", `{"Inner":{"A":1,"C":2},"List":[{"x":1}],"ByName":{"k":{"Y":true}},"Nothing":{},"NilOK":null}`, "/properties/Inner"},
		{"Dynamic", `{"Raw":[1,"x",null],"Any":null,"Empty":{"deep":[true]},"AnyList":[1,"a"],"AnyMap":{"x":[]}}`, ""},
		{"ItemPage", `{"items":[{"sku":"a","qty":1}]}`, ""},
		{"ItemPage", `{"items":[{"sku":"a","qty":"1"}]}`, "/properties/items"},
	}
	for _, c := range cases {
		t.Run(c.fixture, func(t *testing.T) {
			rt := fixtureType(t, c.fixture)
			res := reflectview.GenerateUncached(rt, schema.Input, l.wire, "")
			rs := resolve(t, res.JSON)
			// A null member stands for an optional pointer left out (the
			// input schema does not advertise null): removed before
			// validating, while the decoder gets it as written.
			err := validate(rs, dropNulls(t, res.Schema, []byte(c.json)))
			switch {
			case c.why == "" && err != nil:
				t.Errorf("rejected %s: %v\nschema: %s", c.json, err, res.JSON)
			case c.why != "" && err == nil:
				t.Errorf("accepted %s\nschema: %s", c.json, res.JSON)
			case c.why != "" && !strings.Contains(err.Error(), c.why):
				t.Errorf("rejected %s for another reason than %q: %v", c.json, c.why, err)
			}
			if c.why == "" {
				if err := decodeStrict(rt, []byte(c.json)); err != nil {
					t.Errorf("valid input %s does not decode: %v", c.json, err)
				}
			}
		})
	}
}

// filled returns a value of type rt with every exported field (also
// those promoted from unexported embedded structs) set to something
// non-zero: strings "s", numbers 7, the first constant of an
// enum, one element in slices and maps. Sparse values add a zero element
// to every slice and map, so nil pointers, slices and maps appear inside
// them.
func filled(rt reflect.Type, facts *schema.FactTable, sparse bool) reflect.Value {
	v := reflect.New(rt).Elem()
	fill(v, facts, sparse, 0)
	return v
}

var (
	timeType     = reflect.TypeFor[time.Time]()
	uuidType     = reflect.TypeFor[uuid.UUID]()
	rawType      = reflect.TypeFor[json.RawMessage]()
	numberType   = reflect.TypeFor[json.Number]()
	textUnmarsh  = reflect.TypeFor[interface{ UnmarshalText([]byte) error }]()
	jsonMarshal  = reflect.TypeFor[json.Marshaler]()
	jsonUnmarsh  = reflect.TypeFor[json.Unmarshaler]()
	textMarshal  = reflect.TypeFor[interface{ MarshalText() ([]byte, error) }]()
	maxFillDepth = 8
)

func fill(v reflect.Value, facts *schema.FactTable, sparse bool, depth int) {
	if depth > maxFillDepth || !v.CanSet() {
		return
	}
	t := v.Type()
	switch t {
	case timeType:
		v.Set(reflect.ValueOf(when))
		return
	case uuidType:
		v.Set(reflect.ValueOf(uuid.MustParse("6ba7b810-9dad-11d1-80b4-00c04fd430c8")))
		return
	case rawType:
		v.Set(reflect.ValueOf(json.RawMessage(`{"raw":[1]}`)))
		return
	case numberType:
		v.SetString("12.5")
		return
	}
	if enum := enumValues(t, facts); enum != nil {
		target := reflect.New(t)
		if err := json.Unmarshal([]byte(enum[0]), target.Interface()); err != nil {
			panic(err)
		}
		v.Set(target.Elem())
		return
	}
	switch t.Kind() {
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(7)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(7)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(1.5)
	case reflect.String:
		v.SetString("s")
	case reflect.Pointer:
		p := reflect.New(t.Elem())
		fill(p.Elem(), facts, sparse, depth+1)
		v.Set(p)
	case reflect.Slice:
		n := 1
		if sparse {
			n = 2
		}
		s := reflect.MakeSlice(t, n, n)
		fill(s.Index(0), facts, sparse, depth+1)
		v.Set(s)
	case reflect.Array:
		for i := range v.Len() {
			fill(v.Index(i), facts, sparse, depth+1)
		}
	case reflect.Map:
		m := reflect.MakeMap(t)
		k := reflect.New(t.Key()).Elem()
		fill(k, facts, sparse, depth+1)
		e := reflect.New(t.Elem()).Elem()
		fill(e, facts, sparse, depth+1)
		m.SetMapIndex(k, e)
		if sparse && t.Key().Kind() == reflect.String {
			m.SetMapIndex(reflect.ValueOf("zero").Convert(t.Key()), reflect.New(t.Elem()).Elem())
		}
		v.Set(m)
	case reflect.Interface:
		if t.NumMethod() == 0 {
			v.Set(reflect.ValueOf("s"))
		}
	case reflect.Struct:
		for i := range t.NumField() {
			f := v.Field(i)
			if sf := t.Field(i); sf.Anonymous && !sf.IsExported() {
				// encoding/json reaches the exported fields of an
				// unexported embedded struct; so does the filler, behind
				// reflect's back, as the declaring package could.
				f = reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem()
			}
			fill(f, facts, sparse, depth+1)
		}
	}
}

// enumValues returns the enum constants of t as JSON literals, as the
// rules see them: only for types without marshalers.
func enumValues(t reflect.Type, facts *schema.FactTable) []string {
	if t.Name() == "" || t.PkgPath() == "" {
		return nil
	}
	p := reflect.PointerTo(t)
	for _, i := range []reflect.Type{jsonMarshal, jsonUnmarsh, textMarshal, textUnmarsh} {
		if p.Implements(i) {
			return nil
		}
	}
	return facts.Enum(t.PkgPath(), t.Name())
}
