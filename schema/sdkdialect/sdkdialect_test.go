//lint:file-ignore SA5008 the test types carry malformed json tags on purpose
//lint:file-ignore U1000 unexported fields are part of what the model must skip

package sdkdialect_test

import (
	"context"
	"encoding"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"go/types"
	"log/slog"
	"math/big"
	"math/rand/v2"
	"os"
	"os/exec"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

// ---- The types of the table. ----

// Fixed is the In of the output-role runs.
type Fixed struct {
	Q string `json:"q"`
}

type Plain struct {
	Name  string            `json:"name"`
	Count int               `json:"count,omitempty"`
	Tags  []string          `json:"tags"`
	When  time.Time         `json:"when"`
	Wait  time.Duration     `json:"wait"`
	Attrs map[string]string `json:"attrs,omitempty"`
	Ptr   *int              `json:"ptr"`
	Four  [4]byte           `json:"four"`
	Level slog.Level        `json:"level"`
	Ratio *big.Rat          `json:"ratio"`
}

type WithChan struct{ C chan int }
type WithFunc struct{ F func() }
type WithComplex struct{ Z complex128 }
type WithUnsafe struct{ P unsafe.Pointer }
type MapIntKey struct{ M map[int]string }
type MapFuncValue struct {
	M map[string]func() `json:"m,omitempty"`
}
type MapAnyKey struct {
	M map[any]int `json:"m,omitempty"`
}
type MapIfaceKey struct {
	M map[encoding.TextMarshaler]int `json:"m,omitempty"`
}

// TextKey is a struct map key with a value-receiver MarshalText.
type TextKey struct{ A, B int }

func (k TextKey) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "%d-%d", k.A, k.B), nil }
func (k *TextKey) UnmarshalText(b []byte) error {
	_, err := fmt.Sscanf(string(b), "%d-%d", &k.A, &k.B)
	return err
}

type MapTextKey struct {
	M map[TextKey]int `json:"m,omitempty"`
}

type Color string

type MapColorKey struct{ M map[Color]int }
type SliceOfMaps struct {
	L []map[string]int `json:"l,omitempty"`
}

type Node struct {
	Name     string `json:"name"`
	Children []Node `json:"children"`
}
type List struct {
	V    int   `json:"v"`
	Next *List `json:"next"`
}
type MutA struct{ B *MutB }
type MutB struct{ A []MutA }

// SelfEmbed recurses only through an embedded pointer, which
// reflect.VisibleFields cuts and jsonschema-go never expands.
type SelfEmbed struct {
	*SelfEmbed
	X int
}

// SkipCycle recurses only through a json:"-" field.
type SkipCycle struct {
	Next *SkipCycle `json:"-"`
	V    int
}

// HiddenCycle recurses only through an unexported field.
type HiddenCycle struct {
	next *HiddenCycle
	V    int
}

type Tree[T any] struct {
	Val  T         `json:"val"`
	Kids []Tree[T] `json:"kids"`
}
type IntTree = Tree[int]

type Box[T any] struct{ V T }
type BoxBox = Box[Box[int]]

type EmptyTag struct {
	A int `jsonschema:""`
}
type WordTag struct {
	A int `jsonschema:"description=the a"`
}
type SpaceTag struct {
	A int `jsonschema:"the a=1 case"`
}
type HiddenBadTag struct {
	a int    `jsonschema:""`
	B string `json:"-" jsonschema:"x=y"`
}

type EmbedTime struct {
	time.Time
	Note string
}
type EmbedLevel struct{ slog.Level }
type EmbedPtrTime struct{ *time.Time }

type Anything interface{}

// Bytes and friends.
type WithBytes struct{ B []byte }
type WithRaw struct{ R json.RawMessage }

// UUIDLike is [16]byte with text methods, as github.com/google/uuid.UUID.
type UUIDLike [16]byte

func (u UUIDLike) MarshalText() ([]byte, error) { return []byte(hex.EncodeToString(u[:])), nil }
func (u *UUIDLike) UnmarshalText(b []byte) error {
	_, err := hex.Decode(u[:], b)
	return err
}

type WithUUID struct {
	ID UUIDLike `json:"id"`
}

// Celsius marshals as a bare number.
type Celsius struct{ Deg float64 }

func (c Celsius) MarshalJSON() ([]byte, error)  { return json.Marshal(c.Deg) }
func (c *Celsius) UnmarshalJSON(b []byte) error { return json.Unmarshal(b, &c.Deg) }

type WithCelsius struct {
	T Celsius `json:"t"`
}

// MarshalOnly has MarshalJSON only: a lie in output, its shape is right in input.
type MarshalOnly struct{ N int }

func (m MarshalOnly) MarshalJSON() ([]byte, error) { return json.Marshal(fmt.Sprint(m.N)) }

type WithMarshalOnly struct{ M MarshalOnly }

// PtrMarshal has MarshalJSON on the pointer receiver: encoding/json calls
// it only on addressable values.
type PtrMarshal struct{ N int }

func (p *PtrMarshal) MarshalJSON() ([]byte, error) { return json.Marshal(fmt.Sprint(p.N)) }
func (p *PtrMarshal) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	_, err := fmt.Sscan(s, &p.N)
	return err
}

type WithPtrMarshal struct{ M PtrMarshal }

// PtrMarshalHolder: P and S[] are addressable even when the holder is
// not; A[] and M{} are not.
type PtrMarshalHolder struct {
	P *PtrMarshal
	S []PtrMarshal
	A [1]PtrMarshal
	M map[string]PtrMarshal `json:",omitempty"`
}

// Weird has JSON methods and a chan: the SDK still expands it and panics.
type Weird struct{ C chan int }

func (Weird) MarshalJSON() ([]byte, error) { return []byte(`"weird"`), nil }
func (*Weird) UnmarshalJSON([]byte) error  { return nil }

type WithWeird struct{ W Weird }

type StringOpt struct {
	N int    `json:"n,string"`
	S string `json:"s,string"`
	P *bool  `json:"p,string"`
}

type Inner struct {
	X int    `json:"x"`
	Y string `json:"y"`
}
type TaggedEmbed struct {
	Inner `json:"inner"`
	Z     int `json:"z"`
}
type IgnoredEmbed struct {
	Inner `json:"-"`
	Z     int `json:"z"`
}
type NilEmbed struct {
	*Inner
	Z int `json:"z"`
}

type Label string
type DroppedEmbed struct {
	Label
	Z int `json:"z"`
}
type EmbedIface struct {
	fmt.Stringer
	Z int `json:"z"`
}

type inner2 struct{ X int }
type UnexpEmbed struct {
	inner2
	Z int
}

type TieX struct {
	X int `json:"x"`
}
type TieY struct {
	Y int `json:"x"`
}

// DupTie: X and Y tie for "x" at one depth; encoding/json drops both.
type DupTie struct {
	*TieX
	*TieY
}

type IdentBase struct {
	Ident string `json:"id"`
}

// DupDominant: ID (depth 1) dominates Ident (depth 2) in encoding/json;
// the SDK keeps Ident's schema, the last one.
type DupDominant struct {
	ID int `json:"id"`
	IdentBase
}

// DupUntagged: the tagged A dominates the untagged X in encoding/json.
type DupUntagged struct {
	A int `json:"X"`
	X string
}

type ShadowBase struct {
	ID string `json:"base_id"`
}

// Shadow: Go's selector rules hide ShadowBase.ID behind Shadow.ID;
// encoding/json writes both.
type Shadow struct {
	ShadowBase
	ID string `json:"id"`
}

type HideA struct {
	X int `json:"x"`
}
type HideB struct {
	X int `json:"y"`
}

// HideBoth: HideA.X and HideB.X cancel by Go name; encoding/json writes x
// and y.
type HideBoth struct {
	HideA
	HideB
}

type TangleA struct {
	X int `json:"n"`
}
type TangleB struct {
	Y int `json:"n"`
	X string
}

// Tangle: TangleA.X and TangleB.X cancel by Go name, so the SDK lists "n"
// from Y only; encoding/json drops "n" (X and Y tie) and writes "X" from
// TangleB.X.
type Tangle struct {
	*TangleA
	*TangleB
}

// RecMarshal is recursive but marshals itself: encoding/json is fine, the
// SDK expands it anyway.
type RecMarshal struct{ Kids []RecMarshal }

func (RecMarshal) MarshalJSON() ([]byte, error) { return []byte(`"r"`), nil }

type InvalidTag struct {
	A int `json:"a'b"`
}

type AnyField struct{ V any }
type AnyDescribed struct {
	V any `jsonschema:"anything at all"`
}
type AnySlice struct {
	V []any `jsonschema:"a list"`
}
type ErrField struct{ Err error }
type MapOfAnySlices struct {
	M map[string][]any `json:"m,omitempty"`
}

type NilMapOut struct{ M map[string]int }
type MapOmit struct {
	M map[string]int `json:"m,omitzero"`
}
type MapPtr struct{ M *map[string]int }
type BigNum struct{ N *big.Int }

// KnownGapKey has MarshalText on the pointer receiver: jsonschema-go
// rejects it as a map key (t.Key().Implements is false); schema.Type.Has
// alone cannot say so, HasValue can.
type KnownGapKey int

func (k *KnownGapKey) MarshalText() ([]byte, error) { return []byte(fmt.Sprint(int(*k))), nil }

type WithKnownGapKey struct {
	M map[KnownGapKey]int `json:"m,omitempty"`
}

// ---- The real SDK. ----

var impl = &mcp.Implementation{Name: "t", Version: "1"}

// sdkPanic runs mcp.AddTool[In, Out] on a fresh server and returns what it
// panicked with, "" if it did not.
func sdkPanic[In, Out any]() (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprint(r)
			if msg == "" {
				msg = "panic"
			}
		}
	}()
	s := mcp.NewServer(impl, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "t"}, func(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error) {
		var out Out
		return nil, out, nil
	})
	return ""
}

type tcase struct {
	name    string
	typ     reflect.Type
	in, out []string // "reason path", in any order
	realIn  func() string
	realOut func() string
}

func tc[T any](name string, in, out []string) tcase {
	return tcase{name: name, typ: reflect.TypeFor[T](), in: in, out: out, realIn: sdkPanic[T, any], realOut: sdkPanic[Fixed, T]}
}

// same is a case whose findings are the same in both roles but for the root name.
func same[T any](name string, want ...string) tcase {
	var in, out []string
	for _, w := range want {
		in = append(in, strings.ReplaceAll(w, " @", " In"))
		out = append(out, strings.ReplaceAll(w, " @", " Out"))
	}
	return tc[T](name, in, out)
}

func l(s ...string) []string { return s }

var cases = []tcase{
	// Nothing to say.
	same[Plain]("plain"),
	tc[*Plain]("pointer to struct", nil, nil),
	tc[map[string]int]("map root", nil, nil),
	tc[any]("any", nil, nil),
	same[SelfEmbed]("recursion through embedded pointer only"),
	same[SkipCycle]("recursion through json:\"-\" only"),
	same[HiddenCycle]("recursion through unexported field only"),
	same[BoxBox]("generic nesting is no cycle"),
	same[SpaceTag]("jsonschema tag with a space before ="),
	same[HiddenBadTag]("bad jsonschema tags on fields the SDK skips"),
	same[UnexpEmbed]("unexported embedded struct"),
	same[MapTextKey]("text marshaler struct key"),
	same[MapIfaceKey]("text marshaler interface key"),
	same[MapOmit]("nil map dropped by omitzero"),
	same[MapPtr]("pointer to map"),
	same[AnyDescribed]("described any"),

	// Panics.
	same[WithChan]("chan", "unsupported-type @.C"),
	same[WithFunc]("func", "unsupported-type @.F"),
	same[WithComplex]("complex", "unsupported-type @.Z"),
	same[WithUnsafe]("unsafe.Pointer", "unsupported-type @.P"),
	same[MapIntKey]("map[int]V", "bad-map-key @.M"),
	same[WithKnownGapKey]("pointer-receiver MarshalText key", "bad-map-key @.M"),
	same[MapFuncValue]("map of funcs", "unsupported-type @.M{}"),
	same[MapAnyKey]("map[any]V", "bad-map-key @.M"),
	same[Node]("recursive through slice", "cycle @.Children[]"),
	same[List]("recursive through pointer", "cycle @.Next"),
	same[MutA]("mutually recursive", "cycle @.B.A[]"),
	same[IntTree]("recursive generic", "cycle @.Kids[]"),
	same[EmptyTag]("empty jsonschema tag", "bad-jsonschema-tag @.A"),
	same[WordTag]("WORD= jsonschema tag", "bad-jsonschema-tag @.A"),
	same[EmbedTime]("embedded time.Time", "marshaler @", "embedded-override @.Time"),
	same[EmbedLevel]("embedded slog.Level", "marshaler @", "embedded-override @.Level"),
	same[WithWeird]("marshaler that holds a chan", "marshaler @.W", "unsupported-type @.W.C"),
	tc[string]("string root", l("input-not-object In"), nil),
	tc[[]int]("slice root", l("input-not-object In"), nil),
	tc[[]byte]("bytes root", l("input-not-object In"), l("bytes Out")),
	tc[**Plain]("pointer to pointer root", l("input-not-object In"), nil),
	tc[error]("error root", l("input-not-object In"), l("any-true Out")),
	tc[Anything]("defined empty interface root", l("input-not-object In"), l("any-true Out")),
	tc[time.Time]("time.Time root", l("input-not-object In"), nil),
	tc[UUIDLike]("text marshaler root", l("input-not-object In"), l("text-marshaler Out")),
	tc[[]WithChan]("slice root holding a chan", l("input-not-object In", "unsupported-type In[].C"), l("unsupported-type Out[].C")),
	tc[Celsius]("json marshaler root", l("marshaler In"), l("marshaler Out")),

	// Lies.
	same[EmbedPtrTime]("embedded *time.Time", "marshaler @"),
	same[WithBytes]("[]byte", "bytes @.B"),
	same[WithRaw]("json.RawMessage", "raw-message @.R"),
	same[WithUUID]("uuid-like", "text-marshaler @.ID"),
	same[WithCelsius]("MarshalJSON", "marshaler @.T"),
	tc[WithMarshalOnly]("MarshalJSON only", nil, l("marshaler Out.M")),
	tc[WithPtrMarshal]("pointer-receiver MarshalJSON, Out by value", l("marshaler In.M"), nil),
	tc[*WithPtrMarshal]("pointer-receiver MarshalJSON, Out by pointer", l("marshaler In.M"), l("marshaler Out.M")),
	tc[PtrMarshalHolder]("pointer-receiver MarshalJSON behind pointer and slice", l("marshaler In.P", "marshaler In.S[]", "marshaler In.A[]", "marshaler In.M{}"), l("marshaler Out.P", "marshaler Out.S[]")),
	same[StringOpt]("json ,string", "string-option @.N", "string-option @.S", "string-option @.P"),
	same[TaggedEmbed]("tagged embedded struct", "tagged-embedded @.Inner"),
	same[IgnoredEmbed]("embedded struct json:\"-\"", "ignored-embedded @.Inner"),
	tc[NilEmbed]("embedded pointer", nil, l("nil-embedded Out.Inner")),
	same[DroppedEmbed]("embedded string type", "dropped-embedded @.Label"),
	same[EmbedIface]("embedded interface", "dropped-embedded @.Stringer"),
	same[DupTie]("JSON name tie", "duplicate-name @.Y"),
	same[DupDominant]("JSON name dominance", "duplicate-name @.Ident"),
	same[DupUntagged]("tagged beats untagged", "duplicate-name @.X"),
	same[Shadow]("shadowed by Go name", "shadowed-field @.ID"),
	same[HideBoth]("cancelled by Go name", "shadowed-field @.X", "shadowed-field @.X"),
	same[InvalidTag]("invalid json tag name", "invalid-tag-name @.A"),
	same[Tangle]("tie hidden by Go names", "shadowed-field @.X", "field-mismatch @"),
	tc[RecMarshal]("recursive type with MarshalJSON", l("cycle In.Kids[]"), l("marshaler Out", "cycle Out.Kids[]")),
	tc[*any]("pointer to any", l("input-not-object In"), l("any-true Out")),
	tc[*[]int]("pointer to slice", l("input-not-object In"), nil),
	same[map[string]any]("map of any: additionalProperties true"),
	same[MapOfAnySlices]("map of []any: items true", "any-true @.M{}[]"),
	same[map[Color][]*Inner]("map of slices of pointers"),
	same[AnyField]("any field", "any-true @.V"),
	same[AnySlice]("[]any", "any-true @.V[]"),
	tc[ErrField]("error field", l("interface-input In.Err"), l("any-true Out.Err")),
	tc[NilMapOut]("nil map", nil, l("nil-map Out.M")),
	tc[MapColorKey]("nil map, string-kind key", nil, l("nil-map Out.M")),
	tc[SliceOfMaps]("nil map element", nil, l("nil-map Out.L[]")),
	same[BigNum]("big.Int", "builtin-schema @.N"),
}

func findings(t schema.Type, dir schema.Direction) []sdkdialect.Finding {
	if dir == schema.Input {
		return sdkdialect.Check(t, nil)
	}
	return sdkdialect.Check(nil, t)
}

func summary(fs []sdkdialect.Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Reason.String()+" "+f.Path)
	}
	slices.Sort(out)
	return out
}

func hasPanic(fs []sdkdialect.Finding) bool {
	return slices.ContainsFunc(fs, func(f sdkdialect.Finding) bool { return f.Kind == sdkdialect.Panic })
}

// TestAgainstSDK holds the model against the real mcp.AddTool: a Panic
// finding iff AddTool panics, in each role, and the exact findings the
// table expects.
func TestAgainstSDK(t *testing.T) {
	if len(cases) < 40 {
		t.Fatalf("only %d cases", len(cases))
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, role := range []struct {
				dir  schema.Direction
				want []string
				real func() string
			}{{schema.Input, c.in, c.realIn}, {schema.Output, c.out, c.realOut}} {
				fs := findings(reflectview.Type(c.typ), role.dir)
				for _, f := range fs {
					if f.Dir != role.dir || f.Kind != f.Reason.Kind() || f.Message == "" {
						t.Errorf("%s: malformed finding %+v", role.dir, f)
					}
				}
				real := role.real()
				if got := hasPanic(fs); got != (real != "") {
					t.Errorf("%s role, %v: Check predicts panic=%v, the SDK panics=%v (%s)\nfindings: %v", role.dir, c.typ, got, real != "", real, fs)
				}
				want := slices.Clone(role.want)
				slices.Sort(want)
				if got := summary(fs); !slices.Equal(got, want) {
					t.Errorf("%s role, %v:\n got %q\nwant %q\n%v", role.dir, c.typ, got, want, fs)
				}
			}
		})
	}
}

// TestPanicMessages checks that the SDK panics for the reason Check gives.
func TestPanicMessages(t *testing.T) {
	words := map[sdkdialect.Reason]string{
		sdkdialect.UnsupportedType:  "is unsupported by jsonschema",
		sdkdialect.BadMapKey:        "unsupported map key type",
		sdkdialect.Cycle:            "cycle detected for type",
		sdkdialect.BadJSONSchemaTag: "jsonschema tag|WORD=",
		sdkdialect.EmbeddedOverride: "custom schema for embedded struct",
		sdkdialect.InputNotObject:   `input schema must have type "object"`,
	}
	for _, c := range cases {
		for _, dir := range []schema.Direction{schema.Input, schema.Output} {
			real := c.realIn
			if dir == schema.Output {
				real = c.realOut
			}
			msg := real()
			if msg == "" {
				continue
			}
			ok := false
			for _, f := range findings(reflectview.Type(c.typ), dir) {
				for _, w := range strings.Split(words[f.Reason], "|") {
					if w != "" && strings.Contains(msg, w) {
						ok = true
					}
				}
			}
			if !ok {
				t.Errorf("%s, %s role: no finding names the SDK's panic %q", c.name, dir, msg)
			}
		}
	}
}

// TestValueMethods: the pointer-receiver MarshalText key is predicted
// only through sdkdialect.ValueMethods; a view without it misses the panic.
func TestValueMethods(t *testing.T) {
	rt := reflect.TypeFor[WithKnownGapKey]()
	if _, ok := reflectview.Type(rt).(sdkdialect.ValueMethods); !ok {
		t.Error("reflectview has no HasValue: the table's pointer-receiver cases mispredict")
	}
	if sdkPanic[WithKnownGapKey, any]() == "" {
		t.Fatal("the SDK no longer panics for a pointer-receiver MarshalText map key")
	}
	if fs := sdkdialect.Check(valueView{reflectview.Type(rt)}, nil); !slices.Equal(summary(fs), []string{"bad-map-key In.M"}) {
		t.Errorf("with ValueMethods: %v", fs)
	}
	if fs := sdkdialect.Check(hasOnly{reflectview.Type(rt)}, nil); hasPanic(fs) {
		t.Errorf("without ValueMethods, Check takes Has for the key's own methods: %v", fs)
	}
}

// hasOnly hides HasValue behind Has, as a view without ValueMethods does.
type hasOnly struct{ schema.Type }

func (v hasOnly) wrap(t schema.Type) schema.Type {
	if t == nil {
		return nil
	}
	return hasOnly{t}
}
func (v hasOnly) Elem() schema.Type   { return v.wrap(v.Type.Elem()) }
func (v hasOnly) MapKey() schema.Type { return v.wrap(v.Type.MapKey()) }
func (v hasOnly) Field(i int) schema.Field {
	f := v.Type.Field(i)
	f.Type = v.wrap(f.Type)
	return f
}
func (v hasOnly) HasValue(m schema.Method) bool { return v.Type.Has(m) }

// valueView wraps a reflect view with sdkdialect.ValueMethods.
type valueView struct{ schema.Type }

func (v valueView) rt() reflect.Type { return v.Type.Key().(reflect.Type) }
func (v valueView) wrap(t schema.Type) schema.Type {
	if t == nil {
		return nil
	}
	return valueView{t}
}
func (v valueView) Elem() schema.Type   { return v.wrap(v.Type.Elem()) }
func (v valueView) MapKey() schema.Type { return v.wrap(v.Type.MapKey()) }
func (v valueView) Field(i int) schema.Field {
	f := v.Type.Field(i)
	f.Type = v.wrap(f.Type)
	return f
}
func (v valueView) HasValue(m schema.Method) bool {
	ifaces := map[schema.Method]reflect.Type{
		schema.MarshalJSON:   reflect.TypeFor[json.Marshaler](),
		schema.UnmarshalJSON: reflect.TypeFor[json.Unmarshaler](),
		schema.MarshalText:   reflect.TypeFor[encoding.TextMarshaler](),
		schema.UnmarshalText: reflect.TypeFor[encoding.TextUnmarshaler](),
	}
	return v.rt().Implements(ifaces[m])
}

// ---- The lies, proved on the real SDK. ----

// serve connects a client to s over the in-memory transport.
func serve(t *testing.T, s *mcp.Server) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ss.Close() })
	cs, err := mcp.NewClient(impl, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cs.Close() })
	return cs
}

func resultErr(res *mcp.CallToolResult, err error) error {
	if err != nil {
		return err
	}
	if res.IsError {
		var texts []string
		for _, c := range res.Content {
			if tc, ok := c.(*mcp.TextContent); ok {
				texts = append(texts, tc.Text)
			}
		}
		return errors.New(strings.Join(texts, "; "))
	}
	return nil
}

// callOut returns the SDK's verdict on a handler that returns sample as
// Out.
func callOut[T any](t *testing.T, sample T) error {
	s := mcp.NewServer(impl, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "t"}, func(context.Context, *mcp.CallToolRequest, Fixed) (*mcp.CallToolResult, T, error) {
		return nil, sample, nil
	})
	cs := serve(t, s)
	return resultErr(cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "t", Arguments: map[string]any{"q": "x"}}))
}

// callIn sends args (json.Marshal of an In value: what encoding/json
// writes and so reads) and returns the SDK's verdict.
func callIn[T any](t *testing.T, args json.RawMessage) error {
	s := mcp.NewServer(impl, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "t"}, func(context.Context, *mcp.CallToolRequest, T) (*mcp.CallToolResult, any, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
	})
	cs := serve(t, s)
	return resultErr(cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "t", Arguments: args}))
}

type lieProof struct {
	reason sdkdialect.Reason
	typ    reflect.Type
	run    func(t *testing.T)
}

// proveOut: encoding/json's bytes for sample fail the SDK's own output
// validation, the schema being what jsonschema.For infers.
func proveOut[T any](reason sdkdialect.Reason, sample T) lieProof {
	return lieProof{reason, reflect.TypeFor[T](), func(t *testing.T) {
		wire, err := json.Marshal(sample)
		if err != nil {
			t.Fatal(err)
		}
		s, err := jsonschema.For[T](&jsonschema.ForOptions{})
		if err != nil {
			t.Fatal(err)
		}
		sb, _ := json.Marshal(s)
		err = callOut(t, sample)
		if err == nil || !strings.Contains(err.Error(), "validating tool output") {
			t.Errorf("output: the SDK accepted encoding/json's %s against %s (err %v)", wire, sb, err)
		}
	}}
}

// proveIn: encoding/json's bytes for sample, which it would decode, fail
// the SDK's input validation.
func proveIn[T any](reason sdkdialect.Reason, sample T) lieProof {
	return lieProof{reason, reflect.TypeFor[T](), func(t *testing.T) {
		wire, err := json.Marshal(sample)
		if err != nil {
			t.Fatal(err)
		}
		var back T
		if err := json.Unmarshal(wire, &back); err != nil {
			t.Fatalf("encoding/json cannot read its own %s: %v", wire, err)
		}
		err = callIn[T](t, wire)
		if err == nil || !strings.Contains(err.Error(), "validating") {
			t.Errorf("input: the SDK accepted %s (err %v)", wire, err)
		}
	}}
}

var lieProofs = []lieProof{
	proveOut(sdkdialect.Bytes, WithBytes{B: []byte("hi")}),
	proveIn(sdkdialect.Bytes, WithBytes{B: []byte("hi")}),
	proveOut(sdkdialect.RawMessage, WithRaw{R: json.RawMessage(`{"a":1}`)}),
	proveIn(sdkdialect.RawMessage, WithRaw{R: json.RawMessage(`{"a":1}`)}),
	proveOut(sdkdialect.TextMarshaler, WithUUID{ID: UUIDLike{1, 2, 3}}),
	proveIn(sdkdialect.TextMarshaler, WithUUID{ID: UUIDLike{1, 2, 3}}),
	proveOut(sdkdialect.TextMarshaler, UUIDLike{1, 2, 3}),
	proveOut(sdkdialect.Marshaler, WithCelsius{T: Celsius{21.5}}),
	proveIn(sdkdialect.Marshaler, WithCelsius{T: Celsius{21.5}}),
	proveOut(sdkdialect.Marshaler, EmbedPtrTime{Time: &time.Time{}}),
	proveOut(sdkdialect.Marshaler, WithMarshalOnly{M: MarshalOnly{3}}),
	proveOut(sdkdialect.Marshaler, &WithPtrMarshal{M: PtrMarshal{3}}),
	proveIn(sdkdialect.Marshaler, &WithPtrMarshal{M: PtrMarshal{3}}),
	proveOut(sdkdialect.Marshaler, PtrMarshalHolder{S: []PtrMarshal{{1}}}),
	proveOut(sdkdialect.StringOption, StringOpt{N: 5, S: "a"}),
	proveIn(sdkdialect.StringOption, StringOpt{N: 5, S: "a"}),
	proveOut(sdkdialect.TaggedEmbedded, TaggedEmbed{Inner: Inner{X: 1, Y: "y"}, Z: 2}),
	proveIn(sdkdialect.TaggedEmbedded, TaggedEmbed{Inner: Inner{X: 1, Y: "y"}, Z: 2}),
	proveOut(sdkdialect.IgnoredEmbedded, IgnoredEmbed{Z: 2}),
	proveIn(sdkdialect.IgnoredEmbedded, IgnoredEmbed{Z: 2}),
	proveOut(sdkdialect.NilEmbedded, NilEmbed{Z: 2}),
	proveOut(sdkdialect.DroppedEmbedded, DroppedEmbed{Label: "l", Z: 2}),
	proveIn(sdkdialect.DroppedEmbedded, DroppedEmbed{Label: "l", Z: 2}),
	proveOut(sdkdialect.DuplicateName, DupTie{TieX: &TieX{1}, TieY: &TieY{2}}),
	proveIn(sdkdialect.DuplicateName, DupTie{TieX: &TieX{1}, TieY: &TieY{2}}),
	proveOut(sdkdialect.DuplicateName, DupDominant{ID: 1, IdentBase: IdentBase{"a"}}),
	proveIn(sdkdialect.DuplicateName, DupDominant{ID: 1, IdentBase: IdentBase{"a"}}),
	proveOut(sdkdialect.DuplicateName, DupUntagged{A: 1, X: "x"}),
	proveOut(sdkdialect.ShadowedField, Shadow{ShadowBase: ShadowBase{"b"}, ID: "i"}),
	proveIn(sdkdialect.ShadowedField, Shadow{ShadowBase: ShadowBase{"b"}, ID: "i"}),
	proveOut(sdkdialect.ShadowedField, HideBoth{HideA{1}, HideB{2}}),
	proveOut(sdkdialect.FieldMismatch, Tangle{&TangleA{1}, &TangleB{2, "s"}}),
	proveIn(sdkdialect.FieldMismatch, Tangle{&TangleA{1}, &TangleB{2, "s"}}),
	proveOut(sdkdialect.InvalidTagName, InvalidTag{A: 1}),
	proveIn(sdkdialect.InvalidTagName, InvalidTag{A: 1}),
	proveOut(sdkdialect.NilMap, NilMapOut{}),
	proveOut(sdkdialect.NilMap, SliceOfMaps{L: []map[string]int{nil}}),
	proveOut(sdkdialect.BuiltinSchema, BigNum{N: big.NewInt(7)}),
	proveIn(sdkdialect.BuiltinSchema, BigNum{N: big.NewInt(7)}),
}

func TestLiesOnTheRealSDK(t *testing.T) {
	for _, p := range lieProofs {
		t.Run(p.reason.String()+"/"+p.typ.String(), func(t *testing.T) {
			// The model must name the lie it is proved for.
			fs := append(sdkdialect.Check(reflectview.Type(p.typ), nil), sdkdialect.Check(nil, reflectview.Type(p.typ))...)
			if !slices.ContainsFunc(fs, func(f sdkdialect.Finding) bool { return f.Reason == p.reason && f.Kind == sdkdialect.Lie }) {
				t.Errorf("Check does not report %s for %v: %v", p.reason, p.typ, fs)
			}
			p.run(t)
		})
	}
}

// TestControlsOnTheRealSDK: where Check says nothing, encoding/json's
// bytes pass the SDK.
func TestControlsOnTheRealSDK(t *testing.T) {
	n := 3
	sample := Plain{Name: "n", Tags: []string{"a"}, When: time.Now(), Ptr: &n, Ratio: big.NewRat(1, 2), Level: slog.LevelWarn}
	if err := callOut(t, sample); err != nil {
		t.Errorf("output: %v", err)
	}
	wire, _ := json.Marshal(sample)
	if err := callIn[Plain](t, wire); err != nil {
		t.Errorf("input: %v", err)
	}
	if err := callOut(t, MapOmit{}); err != nil {
		t.Errorf("omitzero map: %v", err)
	}
	if err := callOut(t, map[string]int(nil)); err != nil {
		t.Errorf("nil root map: %v", err)
	}
	if err := callOut(t, NilEmbed{Inner: &Inner{X: 1}, Z: 2}); err != nil {
		t.Errorf("non-nil embedded pointer: %v", err)
	}
	// A pointer-receiver MarshalJSON is not called on a value that is not
	// addressable: the struct shape is then right.
	if err := callOut(t, WithPtrMarshal{M: PtrMarshal{3}}); err != nil {
		t.Errorf("pointer-receiver marshaler by value: %v", err)
	}
	if err := callOut(t, PtrMarshalHolder{A: [1]PtrMarshal{{1}}, M: map[string]PtrMarshal{"k": {2}}}); err != nil {
		t.Errorf("pointer-receiver marshaler in array and map: %v", err)
	}
}

// TestAnyTrueOnTheWire: the tool list really carries a bare true.
func TestAnyTrueOnTheWire(t *testing.T) {
	s := mcp.NewServer(impl, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "t"}, func(context.Context, *mcp.CallToolRequest, AnyField) (*mcp.CallToolResult, error, error) {
		return nil, nil, nil
	})
	cs := serve(t, s)
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	in, _ := json.Marshal(res.Tools[0].InputSchema)
	out, _ := json.Marshal(res.Tools[0].OutputSchema)
	if !strings.Contains(string(in), `"V":true`) || string(out) != "true" {
		t.Errorf("input schema %s, output schema %s: no bare true", in, out)
	}
}

// TestMapOfAnyOnTheWire: a map of any is an object whose
// additionalProperties is true, not a property that is true (which is
// why it is not reported).
func TestMapOfAnyOnTheWire(t *testing.T) {
	s := mcp.NewServer(impl, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "t"}, func(context.Context, *mcp.CallToolRequest, struct {
		M map[string]any `json:"m"`
	}) (*mcp.CallToolResult, any, error) {
		return nil, nil, nil
	})
	cs := serve(t, s)
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	in, _ := json.Marshal(res.Tools[0].InputSchema)
	if !strings.Contains(string(in), `"m":{"additionalProperties":true,"type":"object"}`) {
		t.Errorf("input schema %s: want m to be an object with additionalProperties true", in)
	}
}

// TestInterfaceInputOnTheRealSDK: the SDK's schema accepts a value for a
// non-empty interface, and decoding then fails.
func TestInterfaceInputOnTheRealSDK(t *testing.T) {
	err := callIn[ErrField](t, json.RawMessage(`{"Err":"boom"}`))
	if err == nil || strings.Contains(err.Error(), "validating") {
		t.Errorf("want a decoding error after validation passed, got %v", err)
	}
}

// ---- Static and reflect agree. ----

func TestTypesViewAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages")
	}
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo, Tests: true, Dir: "."}
	pkgs, err := packages.Load(cfg, ".")
	if err != nil {
		t.Fatal(err)
	}
	var pkg *types.Package
	for _, p := range pkgs {
		if p.Name == "sdkdialect_test" && p.Types != nil {
			pkg = p.Types
		}
	}
	if pkg == nil {
		t.Fatal("test package not loaded")
	}
	view := typesview.NewView()
	compared := 0
	for _, c := range cases {
		rt := c.typ
		for rt.Kind() == reflect.Pointer && rt.Name() == "" {
			rt = rt.Elem()
		}
		if rt.PkgPath() != reflect.TypeFor[Fixed]().PkgPath() {
			continue
		}
		name, _, _ := strings.Cut(rt.Name(), "[")
		obj := pkg.Scope().Lookup(name)
		if obj == nil {
			t.Errorf("%s: no %s in the test package", c.name, name)
			continue
		}
		st := obj.Type()
		switch name {
		case "Tree":
			st = pkg.Scope().Lookup("IntTree").Type()
		case "Box":
			st = pkg.Scope().Lookup("BoxBox").Type()
		}
		for p := c.typ; p.Kind() == reflect.Pointer && p.Name() == ""; p = p.Elem() {
			st = types.NewPointer(st)
		}
		for _, dir := range []schema.Direction{schema.Input, schema.Output} {
			rf := findings(reflectview.Type(c.typ), dir)
			sf := findings(view.Type(st), dir)
			if got, want := strip(sf), strip(rf); !slices.Equal(got, want) {
				t.Errorf("%s, %s role:\nstatic  %q\nreflect %q", c.name, dir, got, want)
			}
			for _, f := range sf {
				if f.Kind == sdkdialect.Panic || f.Reason == sdkdialect.InputNotObject || strings.Count(f.Path, ".") == 0 {
					continue
				}
				for _, s := range f.Sources {
					if _, ok := s.(*types.Var); !ok {
						t.Errorf("%s: source %T", c.name, s)
					}
				}
			}
			compared++
		}
	}
	t.Logf("compared %d roles", compared)
	if compared < 40 {
		t.Errorf("compared only %d roles", compared)
	}
	// Field findings carry positions statically.
	fs := sdkdialect.Check(view.Type(pkg.Scope().Lookup("EmptyTag").Type()), nil)
	if len(fs) != 1 || len(fs[0].Sources) != 1 {
		t.Fatalf("EmptyTag: %v", fs)
	}
	if v, ok := fs[0].Sources[0].(*types.Var); !ok || v.Name() != "A" {
		t.Errorf("EmptyTag source: %v", fs[0].Sources)
	}
}

func strip(fs []sdkdialect.Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, fmt.Sprintf("%s|%s|%s|%s|%s|%s", f.Kind, f.Dir, f.Reason, f.Path, f.Type, f.Message))
	}
	return out
}

// ---- A pointer to itself: AddTool never returns. ----

type PLoop *PLoop
type WithPLoop struct{ P PLoop }

func TestPointerLoop(t *testing.T) {
	if os.Getenv("SDKDIALECT_POINTER_LOOP") == "1" {
		fmt.Println("calling AddTool")
		sdkPanic[WithPLoop, any]()
		fmt.Println("AddTool returned")
		return
	}
	for _, root := range []string{"In", "Out"} {
		var fs []sdkdialect.Finding
		if root == "In" {
			fs = sdkdialect.Check(reflectview.Type(reflect.TypeFor[WithPLoop]()), nil)
		} else {
			fs = sdkdialect.Check(nil, reflectview.Type(reflect.TypeFor[WithPLoop]()))
		}
		if got := summary(fs); !slices.Equal(got, []string{"pointer-loop " + root + ".P"}) {
			t.Errorf("%s: %q", root, got)
		}
	}
	if got := summary(sdkdialect.Check(reflectview.Type(reflect.TypeFor[PLoop]()), nil)); !slices.Equal(got, []string{"input-not-object In", "pointer-loop In"}) {
		t.Errorf("root: %q", got)
	}
	if testing.Short() {
		return
	}
	// The real SDK, in a child process that is killed after a while.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestPointerLoop$")
	cmd.Env = append(os.Environ(), "SDKDIALECT_POINTER_LOOP=1")
	out, _ := cmd.CombinedOutput()
	if ctx.Err() == nil || strings.Contains(string(out), "returned") {
		t.Errorf("AddTool[WithPLoop] finished: %s", out)
	} else if !strings.Contains(string(out), "calling AddTool") {
		t.Logf("the child never reached AddTool in time: %s", out)
	}
}

// ---- Robustness. ----

// brokenView answers everything with zero values and nil types.
type brokenView struct{ kind schema.Kind }

func (b brokenView) Kind() schema.Kind           { return b.kind }
func (b brokenView) Name() string                { return "" }
func (b brokenView) PkgPath() string             { return "" }
func (b brokenView) String() string              { return "broken" }
func (b brokenView) Key() any                    { return b.kind }
func (b brokenView) Elem() schema.Type           { return nil }
func (b brokenView) MapKey() schema.Type         { return nil }
func (b brokenView) Len() int64                  { return 0 }
func (b brokenView) NumField() int               { return 2 }
func (b brokenView) Field(int) schema.Field      { return schema.Field{Exported: true, Name: "F"} }
func (b brokenView) NumMethod() int              { return 0 }
func (b brokenView) Has(schema.Method) bool      { return false }
func (b brokenView) HasValue(schema.Method) bool { return false }

type panickyView struct{ brokenView }

func (panickyView) NumField() int { panic("boom") }

func TestNeverPanics(t *testing.T) {
	_ = sdkdialect.Check(nil, nil)
	for k := schema.Invalid; k <= schema.UnsafePointer+1; k++ {
		v := brokenView{k}
		_ = sdkdialect.Check(v, v)
	}
	// A panicking In view still lets Out be checked.
	fs := sdkdialect.Check(panickyView{brokenView{schema.Struct}}, reflectview.Type(reflect.TypeFor[WithChan]()))
	if got := summary(fs); !slices.Equal(got, []string{"unsupported-type Out.C"}) {
		t.Errorf("after a panicking view: %q", got)
	}
	// An unnamed type that contains itself cannot be written in Go; a
	// malformed view may still claim one.
	done := make(chan []sdkdialect.Finding, 1)
	go func() {
		done <- sdkdialect.Check(selfSlice{brokenView{schema.Slice}}, selfSlice{brokenView{schema.Slice}})
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Check does not end on a self-containing unnamed view")
	}
}

type selfSlice struct{ brokenView }

func (s selfSlice) Elem() schema.Type { return s }

// ---- Random structs against jsonschema.ForType. ----

type fieldKind struct {
	typ  reflect.Type
	emb  bool // may be embedded
	zero bool // its zero value is safe to marshal
}

var pool = []fieldKind{
	{reflect.TypeFor[int](), false, true},
	{reflect.TypeFor[string](), false, true},
	{reflect.TypeFor[*bool](), false, true},
	{reflect.TypeFor[float64](), false, true},
	{reflect.TypeFor[[]string](), false, true},
	{reflect.TypeFor[[]byte](), false, true},
	{reflect.TypeFor[[4]byte](), false, true},
	{reflect.TypeFor[json.RawMessage](), false, true},
	{reflect.TypeFor[time.Time](), false, true},
	{reflect.TypeFor[*time.Time](), false, true},
	{reflect.TypeFor[*big.Int](), false, true},
	{reflect.TypeFor[map[string]int](), false, true},
	{reflect.TypeFor[map[int]string](), false, true},
	{reflect.TypeFor[map[TextKey]int](), false, true},
	{reflect.TypeFor[map[string]any](), false, true},
	{reflect.TypeFor[any](), false, true},
	{reflect.TypeFor[error](), false, true},
	{reflect.TypeFor[chan int](), false, false},
	{reflect.TypeFor[func()](), false, false},
	{reflect.TypeFor[complex64](), false, false},
	{reflect.TypeFor[UUIDLike](), false, true},
	{reflect.TypeFor[Celsius](), false, true},
	{reflect.TypeFor[PtrMarshal](), false, true},
	{reflect.TypeFor[Node](), false, true},
	{reflect.TypeFor[[]MutA](), false, true},
	{reflect.TypeFor[Inner](), true, true},
	{reflect.TypeFor[*Inner](), true, true},
	{reflect.TypeFor[Label](), true, true},
	{reflect.TypeFor[TieX](), true, true},
	{reflect.TypeFor[*TieY](), true, true},
	{reflect.TypeFor[ShadowBase](), true, true},
}

var tags = []string{
	``, ``, ``, `json:"-"`, `json:"x"`, `json:"x,omitempty"`, `json:"id"`, `json:",string"`, `json:"y,omitzero"`,
	`jsonschema:""`, `jsonschema:"a=b"`, `jsonschema:"a description"`, `json:"a'b"`,
}

func randomStruct(r *rand.Rand, depth int) (rt reflect.Type, marshalable bool) {
	n := 1 + r.IntN(4)
	var fields []reflect.StructField
	marshalable = true
	for i := range n {
		k := pool[r.IntN(len(pool))]
		if depth > 0 && r.IntN(5) == 0 {
			typ, ok := randomStruct(r, depth-1)
			k = fieldKind{typ: typ, zero: ok}
			if r.IntN(2) == 0 {
				k.typ = reflect.PointerTo(typ)
			}
		}
		marshalable = marshalable && k.zero
		f := reflect.StructField{Name: fmt.Sprintf("F%d", i), Type: k.typ, Tag: reflect.StructTag(tags[r.IntN(len(tags))])}
		if k.emb && r.IntN(2) == 0 {
			f.Anonymous = true
			f.Name = k.typ.Name()
			if k.typ.Kind() == reflect.Pointer {
				f.Name = k.typ.Elem().Name()
			}
			if slices.ContainsFunc(fields, func(g reflect.StructField) bool { return g.Name == f.Name }) {
				continue
			}
		}
		fields = append(fields, f)
	}
	defer func() {
		if recover() != nil {
			rt = reflect.TypeFor[struct{}]()
		}
	}()
	return reflect.StructOf(fields), marshalable
}

// TestRandomStructs: for generated struct types, Check predicts a panic
// iff jsonschema.ForType (what setSchema calls) fails, and when
// encoding/json's bytes for the zero value fail validation against the
// inferred schema (what the SDK does to every output), Check reports a lie.
func TestRandomStructs(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	lies := 0
	for range 3000 {
		rt, marshalable := randomStruct(r, 2)
		fs := sdkdialect.Check(nil, reflectview.Type(rt))
		s, err := jsonschema.ForType(rt, &jsonschema.ForOptions{})
		if hasPanic(fs) != (err != nil) {
			t.Fatalf("%v: Check predicts panic=%v, ForType says %v\n%v", rt, hasPanic(fs), err, fs)
		}
		if in := sdkdialect.Check(reflectview.Type(rt), nil); hasPanic(in) != (err != nil) {
			t.Fatalf("%v (input): Check predicts panic=%v, ForType says %v\n%v", rt, hasPanic(in), err, in)
		}
		if err != nil || !marshalable {
			continue
		}
		resolved, err := s.Resolve(&jsonschema.ResolveOptions{ValidateDefaults: true})
		if err != nil {
			t.Fatalf("%v: Resolve: %v", rt, err)
		}
		for _, filled := range []bool{false, true} {
			pv := reflect.New(rt)
			if filled {
				fill(pv.Elem(), 8)
			}
			// Output: the handler marshals Out = rt, a value that is not
			// addressable.
			if rejects(t, resolved, pv.Elem().Interface()) {
				lies++
				if !slices.ContainsFunc(fs, func(f sdkdialect.Finding) bool { return f.Kind == sdkdialect.Lie }) {
					t.Fatalf("%v: the SDK rejects encoding/json's output for %+v, Check reports no lie: %v", rt, pv.Elem(), fs)
				}
			}
			// Input: what encoding/json writes from an addressable value
			// and reads back, the SDK's input validation rejects.
			// A null is left out: the SDK rejects null for a map in input,
			// which encoding/json accepts, but a client has no reason to
			// send it (mcpvet's own input schemas reject it too).
			// Zero values are left out too: which fields an input must
			// have is a convention (mcpvet requires them as the SDK does).
			wire, err := json.Marshal(pv.Interface())
			if !filled || err != nil || json.Unmarshal(wire, reflect.New(rt).Interface()) != nil || strings.Contains(string(wire), "null") {
				continue
			}
			if rejects(t, resolved, pv.Interface()) {
				lies++
				in := sdkdialect.Check(reflectview.Type(rt), nil)
				if !slices.ContainsFunc(in, func(f sdkdialect.Finding) bool { return f.Kind == sdkdialect.Lie }) {
					t.Fatalf("%v: the SDK rejects input %s, which encoding/json reads; Check reports no lie: %v", rt, wire, in)
				}
			}
		}
	}
	if lies < 100 {
		t.Errorf("only %d zero values failed validation; the generator is too tame", lies)
	}
}

// rejects reports whether the SDK's validation fails encoding/json's bytes
// for v.
func rejects(t *testing.T, resolved *jsonschema.Resolved, v any) bool {
	wire, err := json.Marshal(v)
	if err != nil {
		return false
	}
	var back any
	if err := json.Unmarshal(wire, &back); err != nil {
		t.Fatal(err)
	}
	return resolved.Validate(&back) != nil
}

// fill gives v non-zero contents: one element per slice and map, pointers
// set, numbers and strings non-zero.
func fill(v reflect.Value, depth int) {
	if depth < 0 || !v.CanSet() {
		return
	}
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(7)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(7)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(1.5)
	case reflect.String:
		v.SetString("s")
	case reflect.Pointer:
		if v.Type() == reflect.TypeFor[*big.Int]() {
			v.Set(reflect.ValueOf(big.NewInt(7)))
			return
		}
		p := reflect.New(v.Type().Elem())
		fill(p.Elem(), depth-1)
		v.Set(p)
	case reflect.Slice:
		if v.Type() == reflect.TypeFor[json.RawMessage]() {
			v.SetBytes([]byte(`{"k":1}`))
			return
		}
		s := reflect.MakeSlice(v.Type(), 1, 1)
		fill(s.Index(0), depth-1)
		v.Set(s)
	case reflect.Array:
		for i := range v.Len() {
			fill(v.Index(i), depth-1)
		}
	case reflect.Map:
		m := reflect.MakeMap(v.Type())
		k := reflect.New(v.Type().Key()).Elem()
		fill(k, depth-1)
		e := reflect.New(v.Type().Elem()).Elem()
		fill(e, depth-1)
		m.SetMapIndex(k, e)
		v.Set(m)
	case reflect.Interface:
		if v.NumMethod() == 0 {
			v.Set(reflect.ValueOf("v"))
		}
	case reflect.Struct:
		if v.Type() == reflect.TypeFor[time.Time]() {
			v.Set(reflect.ValueOf(time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)))
			return
		}
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i), depth-1)
			}
		}
	}
}
