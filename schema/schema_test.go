//lint:file-ignore SA5008 test types carry malformed json tags and unexported fields on purpose
//lint:file-ignore U1000 test types carry malformed json tags and unexported fields on purpose

package schema_test

import (
	"bytes"
	"encoding/json"
	"math/big"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
	"github.com/mcpvet/mcpvet/schema/internal/fixtures"
)

func u64(n uint64) *uint64 { return &n }

// TestEncodeKeywordOrder: every keyword of the dialect, set at once, is
// written in the order docs/schema.md fixes, with no whitespace.
func TestEncodeKeywordOrder(t *testing.T) {
	s := &schema.Schema{
		Default:              `"d"`,
		AdditionalProperties: &schema.Schema{Type: []string{"integer"}},
		Required:             []string{"b", "a"},
		Properties: []schema.Property{
			{Name: "b", Schema: &schema.Schema{}},
			{Name: "a", Schema: &schema.Schema{Type: []string{"string"}}},
		},
		UniqueItems:     true,
		MaxItems:        u64(9),
		MinItems:        u64(0),
		Items:           &schema.Schema{Type: []string{"boolean"}},
		ContentEncoding: "base64",
		Pattern:         `^a\d$`,
		MaxLength:       u64(5),
		MinLength:       u64(1),
		Maximum:         "10",
		Minimum:         "-1.5",
		Enum:            []string{`"x"`, `1`, `null`},
		Description:     "desc",
		Format:          "uuid",
		Type:            []string{"string", "null"},
	}
	want := `{"type":["string","null"],"format":"uuid","description":"desc","enum":["x",1,null],` +
		`"minimum":-1.5,"maximum":10,"minLength":1,"maxLength":5,"pattern":"^a\\d$","contentEncoding":"base64",` +
		`"items":{"type":"boolean"},"minItems":0,"maxItems":9,"uniqueItems":true,` +
		`"properties":{"b":{},"a":{"type":"string"}},"required":["b","a"],` +
		`"additionalProperties":{"type":"integer"},"default":"d"}`
	got := schema.Encode(s)
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if !json.Valid(got) {
		t.Errorf("not valid JSON: %s", got)
	}
	// The keyword order is exactly the dialect's list.
	keys, _ := objectKeys(t, got)
	dialect := []string{"type", "format", "description", "enum", "minimum", "maximum", "minLength", "maxLength",
		"pattern", "contentEncoding", "items", "minItems", "maxItems", "uniqueItems", "properties",
		"required", "additionalProperties", "default"}
	if !slices.Equal(keys, dialect) {
		t.Errorf("keys %q\nwant %q", keys, dialect)
	}
	// Canonical: same schema, same bytes; MarshalJSON is Encode.
	again, _ := json.Marshal(s)
	if !bytes.Equal(again, got) {
		t.Errorf("json.Marshal(s) = %s, Encode = %s", again, got)
	}
}

func TestEncodeCases(t *testing.T) {
	for _, c := range []struct {
		name string
		s    *schema.Schema
		want string
	}{
		{"empty", &schema.Schema{}, `{}`},
		{"one type is a string", &schema.Schema{Type: []string{"integer"}}, `{"type":"integer"}`},
		{"several types are a list", &schema.Schema{Type: []string{"array", "null"}}, `{"type":["array","null"]}`},
		{"closed wins over additionalProperties", &schema.Schema{Type: []string{"object"}, Closed: true, AdditionalProperties: &schema.Schema{}}, `{"type":"object","additionalProperties":false}`},
		{"empty additionalProperties schema", &schema.Schema{Type: []string{"object"}, AdditionalProperties: &schema.Schema{}}, `{"type":"object","additionalProperties":{}}`},
		{"empty required is left out", &schema.Schema{Type: []string{"object"}, Required: []string{}, Properties: []schema.Property{}}, `{"type":"object"}`},
		{"empty but non-nil enum is written", &schema.Schema{Enum: []string{}}, `{"enum":[]}`},
		{"zero lengths are written", &schema.Schema{MinLength: u64(0), MaxLength: u64(0)}, `{"minLength":0,"maxLength":0}`},
		{"uniqueItems false is left out", &schema.Schema{Type: []string{"array"}, UniqueItems: false}, `{"type":"array"}`},
		{"nested", &schema.Schema{Type: []string{"array"}, Items: &schema.Schema{Type: []string{"object"}, Closed: true, Properties: []schema.Property{{Name: "x", Schema: &schema.Schema{Type: []string{"array"}, Items: &schema.Schema{}}}}}},
			`{"type":"array","items":{"type":"object","properties":{"x":{"type":"array","items":{}}},"additionalProperties":false}}`},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := string(schema.Encode(c.s)); got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}

// TestEncodeEscaping: strings are encoding/json's, without HTML escaping;
// what is escaped is escaped the way encoding/json does it.
func TestEncodeEscaping(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`plain`, `"plain"`},
		{`<b>&amp;</b>`, `"<b>&amp;</b>"`},
		{`quote " and \ backslash`, `"quote \" and \\ backslash"`},
		{"new\nline\ttab\r", `"new\nline\ttab\r"`},
		{"\x00\x1f", `"\u0000\u001f"`},
		{"é ü 日本", `"é ü 日本"`},
		{"line\u2028para\u2029", `"line\u2028para\u2029"`},
		{"bad \xff utf8", `"bad \ufffd utf8"`},
		{"", `""`},
	} {
		if got := schema.Quote(c.in); got != c.want {
			t.Errorf("Quote(%q) = %s, want %s", c.in, got, c.want)
		}
		if c.in == "" {
			continue // empty format and description are left out
		}
		// The same escaping in every place a string is written.
		s := &schema.Schema{Description: c.in, Format: c.in, Properties: []schema.Property{{Name: c.in, Schema: &schema.Schema{}}}, Required: []string{c.in}}
		want := `{"format":` + c.want + `,"description":` + c.want + `,"properties":{` + c.want + `:{}},"required":[` + c.want + `]}`
		if got := string(schema.Encode(s)); got != want {
			t.Errorf("Encode with %q:\ngot  %s\nwant %s", c.in, got, want)
		}
		// And it decodes back to the text (invalid UTF-8 aside).
		var back string
		if err := json.Unmarshal([]byte(c.want), &back); err != nil || !strings.Contains(c.in, "\xff") && back != c.in {
			t.Errorf("%s does not decode to %q: %q %v", c.want, c.in, back, err)
		}
	}
}

func TestSchemaHelpers(t *testing.T) {
	s := &schema.Schema{Properties: []schema.Property{{Name: "a", Schema: &schema.Schema{Type: []string{"string"}}}}}
	if s.Property("a") == nil || s.Property("b") != nil {
		t.Error("Property lookup")
	}
	if !(&schema.Schema{}).IsAny() || s.IsAny() || (&schema.Schema{Description: "d"}).IsAny() {
		t.Error("IsAny")
	}
}

func TestCleanDoc(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Plain text.", "Plain text."},
		{"  leading and trailing  ", "leading and trailing"},
		{"many   spaces\tand\ttabs\nand\n\nlines", "many spaces and tabs and lines"},
		{"See [time.Duration] and [Point].", "See time.Duration and Point."},
		{"A pointer [*bytes.Buffer], a method [Schema.Encode].", "A pointer *bytes.Buffer, a method Schema.Encode."},
		{"Full path [encoding/json.Marshal].", "Full path encoding/json.Marshal."},
		{"([Name]) and [A], [B]", "(Name) and A, B"},
		{"Not links: [1], [a b], [], [-x].", "Not links: [1], [a b], [], [-x]."},
		{"Indexing s[i] and m[key] is code, not a link.", "Indexing s[i] and m[key] is code, not a link."},
		{"Generic Page[T] is not a link either.", "Generic Page[T] is not a link either."},
		{"[Start] of text and end [End]", "Start of text and end End"},
		{"", ""},
		// API generator annotations are left out (swag, go-swagger).
		{"GetUser returns a user.\n@Summary Get a user\n@Param id path int true \"User ID\"\n@Success 200 {object} User\n@Router /users/{id} [get]\n", "GetUser returns a user."},
		{"@Summary Get a user\n@Description by its ID.\n@Tags users\n@Router /users/{id} [get]\n", "Get a user by its ID."},
		{"swagger:route GET /pets pets listPets\n\nLists pets filtered by some parameters.\n\nResponses:\n  default: genericError\n  200: someResponse\n", "Lists pets filtered by some parameters."},
		{"UpdateApp updates an app.\nswagger:operation PUT /apps/{id} apps updateApp\n---\nparameters:\n- name: id\n  in: path\nresponses:\n  200: app\n", "UpdateApp updates an app."},
		{"The app's name.\nrequired: true\nexample: my-app\nmin length: 3\n", "The app's name."},
		// Without a swagger:route, a word and a colon is prose.
		{"Returns the stock.\nResponses: always JSON.\n", "Returns the stock. Responses: always JSON."},
		{"Example: search for \"go\".\nAn email like a@b.c is kept.", "Example: search for \"go\". An email like a@b.c is kept."},
	} {
		if got := schema.CleanDoc(c.in); got != c.want {
			t.Errorf("CleanDoc(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// fieldFragment computes the schema of a one-field struct built at run
// time and returns the field's fragment and whether it is required.
func fieldFragment(t *testing.T, typ reflect.Type, tag string, dir schema.Direction) (string, bool, []schema.Problem) {
	t.Helper()
	st := reflect.StructOf([]reflect.StructField{{Name: "F", Type: typ, Tag: reflect.StructTag(tag)}})
	res := reflectview.GenerateUncached(st, dir, nil, "T")
	if len(res.Schema.Properties) != 1 {
		t.Fatalf("%s: %s", st, res.JSON)
	}
	p := res.Schema.Properties[0]
	return string(schema.Encode(p.Schema)), slices.Contains(res.Schema.Required, p.Name), res.Problems
}

var (
	tInt    = reflect.TypeFor[int]()
	tInt8   = reflect.TypeFor[int8]()
	tUint   = reflect.TypeFor[uint]()
	tFloat  = reflect.TypeFor[float64]()
	tString = reflect.TypeFor[string]()
	tBool   = reflect.TypeFor[bool]()
	tInts   = reflect.TypeFor[[]int]()
	tStrs   = reflect.TypeFor[[]string]()
	tArr3   = reflect.TypeFor[[3]int]()
	tBytes  = reflect.TypeFor[[]byte]()
	tMap    = reflect.TypeFor[map[string]int]()
	tPInt   = reflect.TypeFor[*int]()
	tPPStr  = reflect.TypeFor[**string]()
	tPStr   = reflect.TypeFor[*string]()
	tColor  = reflect.TypeFor[fixtures.Color]()
	tPColor = reflect.TypeFor[*fixtures.Color]()
	tDur    = reflect.TypeFor[time.Duration]()
)

// TestValidateTags maps validate rules onto fragments (input direction,
// so slices are not nullable), through a one-field struct.
func TestValidateTags(t *testing.T) {
	for _, c := range []struct {
		typ  reflect.Type
		tag  string
		want string
		// required: whether the property ends up required.
		required bool
		problem  string
	}{
		{tInt, `validate:"min=1,max=10"`, `{"type":"integer","minimum":1,"maximum":10}`, true, ""},
		{tInt, `validate:"gte=-5,lte=5"`, `{"type":"integer","minimum":-5,"maximum":5}`, true, ""},
		{tInt, `validate:"len=7"`, `{"type":"integer","minimum":7,"maximum":7}`, true, ""},
		{tInt, `validate:"gt=0,lt=10"`, `{"type":"integer"}`, true, ""},
		{tInt, `validate:"min=3,min=1"`, `{"type":"integer","minimum":3}`, true, ""},
		{tInt8, `validate:"min=-1000,max=1000"`, `{"type":"integer","minimum":-128,"maximum":127}`, true, ""},
		{tInt8, `validate:"min=-5"`, `{"type":"integer","minimum":-5,"maximum":127}`, true, ""},
		{tUint, `validate:"max=5"`, `{"type":"integer","minimum":0,"maximum":5}`, true, ""},
		{tInt, `validate:"min=1.5"`, `{"type":"integer"}`, true, `"1.5" is not an integer`},
		{tInt, `validate:"min=abc"`, `{"type":"integer"}`, true, `"abc" is not a number`},
		{tInt, `validate:"max="`, `{"type":"integer"}`, true, "needs a value"},
		{tFloat, `validate:"gte=0.5,lte=1.5"`, `{"type":"number","minimum":0.5,"maximum":1.5}`, true, ""},
		{tFloat, `validate:"min=1e3"`, `{"type":"number","minimum":1000}`, true, ""},
		{tFloat, `validate:"max=0.1"`, `{"type":"number","maximum":0.1}`, true, ""},
		{tDur, `validate:"min=0"`, `{"type":"integer","minimum":0}`, true, ""},
		{tString, `validate:"min=2,max=4"`, `{"type":"string","minLength":2,"maxLength":4}`, true, ""},
		{tString, `validate:"len=3"`, `{"type":"string","minLength":3,"maxLength":3}`, true, ""},
		{tString, `validate:"max=8,max=4"`, `{"type":"string","maxLength":4}`, true, ""},
		{tString, `validate:"max=4,max=8"`, `{"type":"string","maxLength":4}`, true, ""},
		{tInts, `validate:"min=3,min=1"`, `{"type":"array","items":{"type":"integer"},"minItems":3}`, true, ""},
		{tString, `validate:"min=-1"`, `{"type":"string"}`, true, `"-1" is not a length`},
		{tString, `json:",string" validate:"min=3"`, `{"type":"string"}`, true, ""},
		{tInt, `json:",string" validate:"min=3,oneof=3 4"`, `{"type":"string"}`, true, ""},
		{tInts, `validate:"min=1,max=3"`, `{"type":"array","items":{"type":"integer"},"minItems":1,"maxItems":3}`, true, ""},
		{tStrs, `validate:"unique,len=2"`, `{"type":"array","items":{"type":"string"},"minItems":2,"maxItems":2,"uniqueItems":true}`, true, ""},
		{tArr3, `validate:"max=5"`, `{"type":"array","items":{"type":"integer"},"minItems":3,"maxItems":3}`, true, ""},
		{tArr3, `validate:"min=2"`, `{"type":"array","items":{"type":"integer"},"minItems":3,"maxItems":3}`, true, ""},
		{tBytes, `validate:"max=16"`, `{"type":"string","contentEncoding":"base64"}`, true, ""},
		{tMap, `validate:"min=1,unique"`, `{"type":"object","additionalProperties":{"type":"integer"}}`, true, ""},
		{tPInt, `validate:"min=1"`, `{"type":"integer","minimum":1}`, false, ""},
		{tPInt, `validate:"required,min=1"`, `{"type":"integer","minimum":1}`, true, ""},
		{tPPStr, `validate:"len=2"`, `{"type":"string","minLength":2,"maxLength":2}`, false, ""},
		{tString, `validate:"oneof=a 'b c' d"`, `{"type":"string","enum":["a","b c","d"]}`, true, ""},
		{tString, `validate:"oneof='<&>'"`, `{"type":"string","enum":["<&>"]}`, true, ""},
		{tInt, `validate:"oneof=1 2"`, `{"type":"integer","enum":[1,2]}`, true, ""},
		{tFloat, `validate:"oneof=0.5 1.25"`, `{"type":"number","enum":[0.5,1.25]}`, true, ""},
		{tPStr, `validate:"omitempty,oneof=a b"`, `{"type":"string","enum":["a","b"]}`, false, ""},
		{tColor, `validate:"oneof=red"`, `{"type":"string","enum":["red"]}`, true, ""},
		{tPColor, `validate:"oneof=red"`, `{"type":"string","enum":["red"]}`, false, ""},
		{tBool, `validate:"oneof=true"`, `{"type":"boolean"}`, true, ""},
		{tInt, `validate:"oneof=a"`, `{"type":"integer"}`, true, "is not a number of the field's type"},
		{tString, `validate:"oneof="`, `{"type":"string"}`, true, "needs at least one value"},
		{tString, `validate:"email"`, `{"type":"string","format":"email"}`, true, ""},
		{tString, `validate:"url"`, `{"type":"string","format":"uri"}`, true, ""},
		{tString, `validate:"uri"`, `{"type":"string","format":"uri"}`, true, ""},
		{tString, `validate:"http_url"`, `{"type":"string","format":"uri"}`, true, ""},
		{tString, `validate:"uuid"`, `{"type":"string","format":"uuid"}`, true, ""},
		{tString, `validate:"uuid4"`, `{"type":"string","format":"uuid"}`, true, ""},
		{tString, `validate:"uuid5,e164,alphanum"`, `{"type":"string"}`, true, ""},
		{tInt, `validate:"email"`, `{"type":"integer"}`, true, ""},
		{tStrs, `validate:"dive,email,min=3"`, `{"type":"array","items":{"type":"string"}}`, true, ""},
		{tStrs, `validate:"min=1,dive,min=3"`, `{"type":"array","items":{"type":"string"},"minItems":1}`, true, ""},
		{tString, `validate:"email|url"`, `{"type":"string"}`, true, ""},
		{tString, `json:",omitempty" validate:"required"`, `{"type":"string"}`, true, ""},
		{tString, `json:",omitzero" validate:"required"`, `{"type":"string"}`, true, ""},
		{tString, `json:",omitempty"`, `{"type":"string"}`, false, ""},
		{tString, `json:",omitempty" validate:"min=1"`, `{"type":"string","minLength":1}`, false, ""},
		// validator's omitempty exempts the zero value from the rules:
		// a bound the zero value breaks is left out, and oneof admits it.
		{tInt, `validate:"omitempty,min=1,max=10"`, `{"type":"integer","maximum":10}`, true, ""},
		{tInt, `validate:"omitempty,min=-10,max=-1"`, `{"type":"integer","minimum":-10}`, true, ""},
		{tInt, `validate:"omitempty,min=0,max=10"`, `{"type":"integer","minimum":0,"maximum":10}`, true, ""},
		{tString, `validate:"omitempty,min=3,max=5"`, `{"type":"string","maxLength":5}`, true, ""},
		{tString, `validate:"omitempty,oneof=a b"`, `{"type":"string","enum":["a","b",""]}`, true, ""},
		{tInt, `validate:"omitempty,oneof=1 2"`, `{"type":"integer","enum":[1,2,0]}`, true, ""},
		{tInt, `validate:"omitempty,oneof=0 1"`, `{"type":"integer","enum":[0,1]}`, true, ""},
		{tPInt, `validate:"omitempty,min=1"`, `{"type":"integer","minimum":1}`, false, ""},
		{tInts, `validate:"omitempty,min=1"`, `{"type":"array","items":{"type":"integer"},"minItems":1}`, true, ""},
		{tString, `validate:"omitempty,email"`, `{"type":"string","format":"email"}`, true, ""},
	} {
		name := c.typ.String() + " " + c.tag
		t.Run(name, func(t *testing.T) {
			got, required, problems := fieldFragment(t, c.typ, c.tag, schema.Input)
			if got != c.want {
				t.Errorf("fragment\ngot  %s\nwant %s", got, c.want)
			}
			if required != c.required {
				t.Errorf("required = %v, want %v", required, c.required)
			}
			var msgs []string
			for _, p := range problems {
				msgs = append(msgs, p.Message)
			}
			switch all := strings.Join(msgs, "; "); {
			case c.problem == "" && all != "":
				t.Errorf("unexpected problems: %s", all)
			case c.problem != "" && !strings.Contains(all, c.problem):
				t.Errorf("problems %q, want one with %q", all, c.problem)
			}
		})
	}
}

// Types for the field-selection corner cases. Each is checked against
// encoding/json itself, not against expectations written here.
type (
	fsInner struct {
		A int
		B string `json:"b"`
	}
	fsOther struct {
		A int
		C bool
	}
	fsDeep   struct{ fsInner }
	fsTagged struct {
		X int `json:"A"`
	}
	fsText  int
	FsNamed string

	// Depth: the outer A hides both embedded A's.
	fsDepth struct {
		fsInner
		fsOther
		A float64
	}
	// A tie at depth 1 (fsInner.A, fsOther.A) with no shallower field:
	// both dropped; B and C survive.
	fsTie struct {
		fsInner
		fsOther
	}
	// A tie at depth 1 broken by a tagged field at depth 1, which comes
	// second.
	fsTagWins struct {
		fsInner
		*fsTagged
	}
	// The same with an exported embedded pointer, so that the winner
	// can also be decoded.
	FsTagged struct {
		X int `json:"A"`
	}
	fsTagWinsExported struct {
		fsInner
		*FsTagged
	}
	// A at depth 1 beats A at depth 2.
	fsShallow struct {
		fsDeep
		fsOther
	}
	// An embedded struct with a name tag is nested; with "-" dropped;
	// with only options still flattened.
	fsEmbedTags struct {
		fsInner `json:"inner"`
		fsOther `json:"-"`
		fsDeep  `json:",omitempty"`
	}
	// Names: "-", "-,", invalid names, punctuation, unicode, case.
	fsNames struct {
		Dash    int `json:"-"`
		DashC   int `json:"-,"`
		Bad     int `json:"a\\b"`
		Quote   int `json:"x\"y"`
		Punct   int `json:"!#$%&()*+-./:;<=>?@[]^_{|}~ "`
		Unicode int `json:"größe"`
		Lower   int `json:"k"`
		Upper   int `json:"K"`
		Space   int `json:" "`
		Empty   int `json:""`
		Omitted int `json:"o,omitempty"`
	}
	// Embedded non-structs: exported named types are fields named after
	// the type; unexported non-struct types are dropped.
	fsNonStruct struct {
		FsNamed
		fsText
		*fsInner
	}
	// The same type embedded twice at one depth through two wrappers.
	fsWrapA struct {
		fsInner
	}
	fsWrapB struct {
		fsInner
	}
	fsTwice struct {
		fsWrapA
		fsWrapB
		Own int
	}
	// Three untagged fields with one name at one depth, and a tagged
	// one at the next depth that therefore does not win.
	fsThree struct {
		fsWrapA
		fsOther
		*fsTie2
	}
	fsTie2 struct {
		A int
	}
	// An embedded pointer cycle.
	fsCycle struct {
		*fsCycle
		V int
	}
)

// TestFieldSelectionMatchesEncodingJSON marshals filled values of tricky
// structs and requires the output schema's properties to be exactly the
// keys encoding/json writes, in its order; the required properties must
// be among them; and the JSON must decode back (input direction)
// without unknown fields.
func TestFieldSelectionMatchesEncodingJSON(t *testing.T) {
	for _, v := range []any{
		fsDepth{}, fsTie{}, fsTagWins{}, fsTagWinsExported{}, fsShallow{}, fsEmbedTags{}, fsNames{},
		fsNonStruct{}, fsTwice{}, fsThree{}, fsCycle{},
		fixtures.Tagged{}, fixtures.Tie{}, fixtures.TaggedTie{}, fixtures.RepeatedEmbed{},
		fixtures.TagDominance{}, fixtures.TagDominanceReversed{}, fixtures.DepthDominance{}, fixtures.EmbedsNonStruct{},
		fixtures.EmbedsUnexported{}, fixtures.EmbedsTagged{}, fixtures.EmbedsOmitted{},
		fixtures.Deep{}, fixtures.SelfEmbed{}, fixtures.EmbedsGeneric{},
	} {
		rt := reflect.TypeOf(v)
		t.Run(rt.String(), func(t *testing.T) {
			out := reflectview.GenerateUncached(rt, schema.Output, nil, "")
			in := reflectview.GenerateUncached(rt, schema.Input, nil, "")
			val := filled(rt, nil, false)
			data, err := json.Marshal(val.Interface())
			if err != nil {
				t.Fatal(err)
			}
			keys, _ := objectKeys(t, data)
			var props []string
			for _, p := range out.Schema.Properties {
				props = append(props, p.Name)
			}
			if !slices.Equal(keys, props) {
				t.Errorf("encoding/json writes %s\nkeys  %q\nprops %q", data, keys, props)
			}
			for _, r := range out.Schema.Required {
				if !slices.Contains(keys, r) {
					t.Errorf("required %q is not written: %s", r, data)
				}
			}
			// Input: what encoding/json wrote decodes strictly and
			// round-trips, once the keys the input schema leaves out are
			// removed; each of those keys really breaks decoding.
			var obj map[string]json.RawMessage
			if err := json.Unmarshal(data, &obj); err != nil {
				t.Fatal(err)
			}
			for _, k := range keys {
				if in.Schema.Property(k) != nil {
					continue
				}
				one, _ := json.Marshal(map[string]json.RawMessage{k: obj[k]})
				if err := json.Unmarshal(one, reflect.New(rt).Interface()); err == nil {
					t.Errorf("the input schema leaves out %q, but encoding/json decodes %s", k, one)
				}
				delete(obj, k)
			}
			inData, _ := json.Marshal(obj)
			back := reflect.New(rt)
			dec := json.NewDecoder(bytes.NewReader(inData))
			dec.DisallowUnknownFields()
			if err := dec.Decode(back.Interface()); err != nil {
				t.Fatalf("decode %s: %v", inData, err)
			}
			if len(obj) == len(keys) {
				again, _ := json.Marshal(back.Elem().Interface())
				if !bytes.Equal(again, data) {
					t.Errorf("round trip: %s became %s", data, again)
				}
			}
			// And every input property name is one encoding/json knows:
			// an object holding just that key decodes strictly.
			for _, p := range in.Schema.Properties {
				obj, _ := json.Marshal(map[string]json.RawMessage{p.Name: json.RawMessage("null")})
				dec := json.NewDecoder(bytes.NewReader(obj))
				dec.DisallowUnknownFields()
				if err := dec.Decode(reflect.New(rt).Interface()); err != nil && strings.Contains(err.Error(), "unknown field") {
					t.Errorf("input property %q is unknown to encoding/json: %v", p.Name, err)
				}
			}
		})
	}
}

// TestIntegerRanges checks each integer kind's bounds against what the
// kind can hold: the bound fits, one past it does not. The 64-bit kinds
// have no bounds but an unsigned one's minimum 0: decoding enforces them,
// and ±2^63 would only cost tokens (and be inexact in JavaScript).
func TestIntegerRanges(t *testing.T) {
	for _, v := range []any{int(0), int8(0), int16(0), int32(0), int64(0),
		uint(0), uint8(0), uint16(0), uint32(0), uint64(0), uintptr(0), time.Duration(0)} {
		rt := reflect.TypeOf(v)
		res := reflectview.GenerateUncached(rt, schema.Input, nil, "")
		s := res.Schema
		if len(s.Type) != 1 || s.Type[0] != "integer" {
			t.Errorf("%s: %s", rt, res.JSON)
			continue
		}
		val := reflect.New(rt).Elem()
		for _, b := range []struct {
			bound string
			step  int64
		}{{s.Minimum, -1}, {s.Maximum, +1}} {
			if b.bound == "" {
				if rt.Bits() < 64 || b.step < 0 && !val.CanInt() {
					t.Errorf("%s: no bound where one is due (%s)", rt, res.JSON)
				}
				continue
			}
			if rt.Bits() == 64 && !(b.step < 0 && val.CanUint() && b.bound == "0") {
				t.Errorf("%s: a 64-bit bound %s (%s)", rt, b.bound, res.JSON)
			}
			n, ok := new(big.Int).SetString(b.bound, 10)
			if !ok {
				t.Errorf("%s: bound %q", rt, b.bound)
				continue
			}
			past := new(big.Int).Add(n, big.NewInt(b.step))
			if !fits(val, n) || fits(val, past) {
				t.Errorf("%s: bound %s is not the edge of the type (%s fits: %v)", rt, n, past, fits(val, past))
			}
		}
	}
}

func fits(v reflect.Value, n *big.Int) bool {
	if v.CanInt() {
		return n.IsInt64() && !v.OverflowInt(n.Int64())
	}
	return n.Sign() >= 0 && n.IsUint64() && !v.OverflowUint(n.Uint64())
}

// TestNullableOutput: in output, a value encoding/json may write as null
// is {"anyOf":[FRAGMENT,{"type":"null"}]} — never a type array — with the
// validate rules inside the fragment, an enum's values without null, and
// the description on the wrapper; in input the same fields carry no null.
func TestNullableOutput(t *testing.T) {
	for _, c := range []struct {
		typ         reflect.Type
		tag         string
		output      string
		input       string
		inputNeeded bool
	}{
		{tPInt, `validate:"min=1"`, `{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]}`, `{"type":"integer","minimum":1}`, false},
		{tPPStr, ``, `{"anyOf":[{"type":"string"},{"type":"null"}]}`, `{"type":"string"}`, false},
		{tStrs, `validate:"min=1" jsonschema:"the tags"`, `{"description":"the tags","anyOf":[{"type":"array","items":{"type":"string"},"minItems":1},{"type":"null"}]}`, `{"type":"array","description":"the tags","items":{"type":"string"},"minItems":1}`, true},
		{tStrs, `json:",omitempty"`, `{"type":"array","items":{"type":"string"}}`, `{"type":"array","items":{"type":"string"}}`, false},
		{tMap, ``, `{"anyOf":[{"type":"object","additionalProperties":{"type":"integer"}},{"type":"null"}]}`, `{"type":"object","additionalProperties":{"type":"integer"}}`, true},
		{reflect.TypeFor[*any](), ``, `{}`, `{}`, false},
	} {
		t.Run(c.typ.String()+" "+c.tag, func(t *testing.T) {
			if got, _, _ := fieldFragment(t, c.typ, c.tag, schema.Output); got != c.output {
				t.Errorf("output\ngot  %s\nwant %s", got, c.output)
			}
			got, required, _ := fieldFragment(t, c.typ, c.tag, schema.Input)
			if got != c.input {
				t.Errorf("input\ngot  %s\nwant %s", got, c.input)
			}
			if required != c.inputNeeded {
				t.Errorf("input required = %v, want %v", required, c.inputNeeded)
			}
		})
	}
}
