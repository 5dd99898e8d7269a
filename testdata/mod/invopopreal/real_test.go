package invopopreal

import (
	"encoding/json"
	"errors"
	"net"
	"net/url"
	"reflect"
	"testing"
	"time"

	"github.com/invopop/jsonschema"

	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
	"github.com/mcpvet/mcpvet/schema/invopopdialect"
)

type Plain struct {
	Name  string  `json:"name"`
	Count int     `json:"count,omitempty"`
	Ratio float64 `json:"ratio"`
	On    bool
	U     uint8 `json:"u"`
	skip  string
	Gone  string `json:"-"`
	Hid   string `json:"hid" jsonschema:"-"`
}

type Tagged struct {
	Query  string   `json:"query" jsonschema:"required,description=The query\\, in LogQL"`
	Limit  int      `json:"limit,omitempty" jsonschema:"minimum=1,maximum=100,default=10,example=5"`
	Kind   string   `json:"kind" jsonschema:"enum=a,enum=b,default=a,title=Kind"`
	Level  int      `json:"level" jsonschema:"enum=1,enum=2,enum=x"`
	Note   string   `json:"note" jsonschema_description:"a note"`
	Both   string   `json:"both" jsonschema:"description=tag wins" jsonschema_description:"desc"`
	Pat    string   `json:"pat" jsonschema:"pattern=^[a-z]+$,minLength=1,maxLength=9,format=email"`
	Tags   []string `json:"tags" jsonschema:"minItems=1,maxItems=3,uniqueItems=true,enum=x,enum=y"`
	Nums   []int    `json:"nums" jsonschema:"default=1,default=2,minimum=0"`
	Flag   bool     `json:"flag" jsonschema:"default=true"`
	Ratio  float64  `json:"ratio" jsonschema:"multipleOf=0.5,exclusiveMinimum=0,minimum=bad"`
	RO     string   `json:"ro" jsonschema:"readOnly=true,writeOnly=false"`
	Typed  int      `json:"typed" jsonschema:"type=string"`
	Extra  string   `json:"extra" jsonschema_extras:"x-a=1,x-b=true,minimum=3"`
	Null   *string  `json:"null" jsonschema:"nullable"`
	Anchor string   `json:"anchor" jsonschema:"anchor=here"`
}

type Inner struct {
	ID   string `json:"id" jsonschema:"required"`
	Note string `json:"note,omitempty"`
}

type Base struct {
	Org string `json:"org" jsonschema:"required"`
}

type unexportedBase struct {
	Hidden string `json:"hidden"`
}

type MyString string

type Nested struct {
	Base
	*unexportedBase
	MyString
	In     Inner          `json:"in"`
	Ptr    *Inner         `json:"ptr,omitempty"`
	List   []Inner        `json:"list"`
	ByName map[string]int `json:"by_name"`
	ByID   map[int]string `json:"by_id"`
	ByU    map[uint]bool  `json:"by_u"`
	Any    any            `json:"any"`
	AnyMap map[string]any `json:"any_map"`
	Anys   []any          `json:"anys"`
	Arr    [3]int         `json:"arr"`
	Bytes  []byte         `json:"bytes"`
	Raw    json.RawMessage
	When   time.Time  `json:"when"`
	WhenP  *time.Time `json:"when_p"`
	Where  url.URL    `json:"where"`
	IP     net.IP     `json:"ip"`
	Anon   struct {
		A int `json:"a"`
	} `json:"anon"`
	Inl Inner  `json:"inl,inline"`
	Org string `json:"org"`
}

type Empty struct{}

type Named []string

type Custom struct{}

func (Custom) JSONSchema() *jsonschema.Schema { return &jsonschema.Schema{Type: "string"} }

type HasCustom struct {
	C Custom `json:"c"`
}

type Self struct {
	Next *Self `json:"next"`
}

type WithChan struct {
	C chan int `json:"c"`
}

// grafana is the Reflector grafana/mcp-grafana builds its tools' input
// schemas with (its own Mapper included).
var grafana = jsonschema.Reflector{
	Anonymous:                  true,
	AllowAdditionalProperties:  true,
	RequiredFromJSONSchemaTags: true,
	DoNotReference:             true,
	ExpandedStruct:             true,
	Mapper: func(t reflect.Type) *jsonschema.Schema {
		if t.Kind() == reflect.Interface {
			return &jsonschema.Schema{Extras: map[string]any{}}
		}
		return nil
	},
}

var grafanaOpts = invopopdialect.Options{
	Anonymous: true, AllowAdditionalProperties: true, RequiredFromJSONSchemaTags: true,
	DoNotReference: true, ExpandedStruct: true, InterfaceEmpty: true,
}

func TestReflect(t *testing.T) {
	reflectors := []struct {
		name string
		r    *jsonschema.Reflector
		o    invopopdialect.Options
	}{
		{"grafana", &grafana, grafanaOpts},
		{"plain", &jsonschema.Reflector{Anonymous: true, DoNotReference: true},
			invopopdialect.Options{Anonymous: true, DoNotReference: true}},
		{"anchor-yaml", &jsonschema.Reflector{Anonymous: true, DoNotReference: true, AssignAnchor: true, ExpandedStruct: true, FieldNameTag: "yaml"},
			invopopdialect.Options{Anonymous: true, DoNotReference: true, AssignAnchor: true, ExpandedStruct: true, FieldNameTag: "yaml"}},
	}
	values := []any{Plain{}, &Tagged{}, Nested{}, Empty{}, Inner{}, Named{}, map[string]Inner{}}
	compared := 0
	for _, rc := range reflectors {
		for _, v := range values {
			typ := reflect.TypeOf(v)
			real, panicked := reflectReal(t, rc.r, typ)
			got, err := invopopdialect.Reflect(reflectview.Type(typ), rc.o)
			if panicked || err != nil {
				// The model's only error on these types is the library's panic.
				if panicked != (err != nil) || errors.Is(err, invopopdialect.ErrUnsupported) {
					t.Errorf("%s %s: library panicked %v, model: %v", rc.name, typ, panicked, err)
				}
				continue
			}
			if !same(t, real, got) {
				t.Errorf("%s %s:\nreal  %s\nmodel %s", rc.name, typ, real, got)
			}
			compared++
		}
	}
	t.Logf("%d schemas equal to the library's", compared)
	if compared < 15 {
		t.Errorf("compared %d schemas", compared)
	}
}

// TestRefused: what the model does not follow is an error, never a guess.
func TestRefused(t *testing.T) {
	for _, v := range []any{HasCustom{}, Custom{}, Self{}, WithChan{}} {
		typ := reflect.TypeOf(v)
		if _, err := invopopdialect.Reflect(reflectview.Type(typ), grafanaOpts); err == nil {
			t.Errorf("%s: model folded it", typ)
		}
	}
	if _, err := invopopdialect.Reflect(reflectview.Type(reflect.TypeOf(Plain{})), invopopdialect.Options{Anonymous: true}); !errors.Is(err, invopopdialect.ErrUnsupported) {
		t.Errorf("references: %v", err)
	}
}

func reflectReal(t *testing.T, r *jsonschema.Reflector, typ reflect.Type) (b []byte, panicked bool) {
	defer func() {
		if recover() != nil {
			panicked = true
		}
	}()
	b, err := json.Marshal(r.ReflectFromType(typ))
	if err != nil {
		t.Fatal(err)
	}
	return b, false
}

func same(t *testing.T, a, b []byte) bool {
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatalf("model wrote %s: %v", b, err)
	}
	return reflect.DeepEqual(x, y)
}
