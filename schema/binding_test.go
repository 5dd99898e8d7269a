package schema_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"github.com/gin-gonic/gin/binding"

	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
)

// Bodies a gin handler binds: which properties gin refuses to go without
// is what its binding tag says, whatever encoding/json's omitempty says.
type (
	ginApp struct {
		Name        string   `json:"name" binding:"required"`
		Description string   `json:"description"`
		SortKey     int      `json:"sortKey"`
		Title       *string  `json:"title" binding:"omitempty,max=80"`
		Owner       *string  `json:"owner" binding:"required"`
		Tags        []string `json:"tags,omitempty" binding:"required"`
	}
	ginNoTags struct {
		Name  string `json:"name"`
		Count int    `json:"count"`
	}
	ginNested struct {
		Inner ginNoTags `json:"inner" binding:"required"`
		Limit int       `json:"limit" binding:"required,min=1"`
	}
)

// full is a JSON object that gin's binding accepts for each body: every
// property set to a valid, non-zero value.
var full = map[reflect.Type]map[string]any{
	reflect.TypeFor[ginApp]():    {"name": "n", "description": "d", "sortKey": 2, "title": "t", "owner": "o", "tags": []string{"a"}},
	reflect.TypeFor[ginNoTags](): {"name": "n", "count": 1},
	reflect.TypeFor[ginNested](): {"inner": map[string]any{"name": "n", "count": 1}, "limit": 3},
}

// TestGinBindingRequired holds the schema of a gin-bound body, generated
// with schema.Validator{Tag: "binding"}, to gin's own binding.JSON (the
// judge): a property is required exactly when gin refuses the body
// without it.
func TestGinBindingRequired(t *testing.T) {
	for typ, values := range full {
		s, problems := schema.Generate(reflectview.Type(typ), schema.Options{Direction: schema.Input, Validator: &schema.Validator{Tag: "binding"}})
		if len(problems) > 0 {
			t.Fatalf("%s: %v", typ, problems)
		}
		body, _ := json.Marshal(values)
		if err := binding.JSON.BindBody(body, reflect.New(typ).Interface()); err != nil {
			t.Fatalf("%s: gin refuses the full body %s: %v", typ, body, err)
		}
		var ginRequires []string
		for _, p := range s.Properties {
			without := map[string]any{}
			for k, v := range values {
				if k != p.Name {
					without[k] = v
				}
			}
			body, _ := json.Marshal(without)
			if binding.JSON.BindBody(body, reflect.New(typ).Interface()) != nil {
				ginRequires = append(ginRequires, p.Name)
			}
		}
		got := slices.Clone(s.Required)
		slices.Sort(got)
		slices.Sort(ginRequires)
		if !slices.Equal(got, ginRequires) {
			t.Errorf("%s: the schema requires %v, gin refuses a body without %v", typ, got, ginRequires)
		}
	}
	// The rules of the binding tag are the schema's too.
	s, _ := schema.Generate(reflectview.Type(reflect.TypeFor[ginNested]()), schema.Options{Direction: schema.Input, Validator: &schema.Validator{Tag: "binding"}})
	if got := string(schema.Encode(s)); got != `{"type":"object","properties":{"inner":{"type":"object","properties":{"name":{"type":"string"},"count":{"type":"integer"}},"additionalProperties":false},"limit":{"type":"integer","minimum":1}},"required":["limit"],"additionalProperties":false}` {
		t.Errorf("ginNested: %s", got)
	}
}

// TestGinBindingPrefilled: into a value the code filled before binding
// (an update handler's stored record), gin takes a body without any of
// the properties, required ones too: the absent ones keep their values.
// The schema of such a body requires nothing.
func TestGinBindingPrefilled(t *testing.T) {
	v := ginApp{Name: "n", Owner: new("o"), Tags: []string{"t"}}
	if err := binding.JSON.BindBody([]byte(`{}`), &v); err != nil {
		t.Fatalf("gin refuses {} into a filled value: %v", err)
	}
	s, _ := schema.Generate(reflectview.Type(reflect.TypeFor[ginApp]()), schema.Options{Direction: schema.Input, Validator: &schema.Validator{Tag: "binding", Prefilled: true}})
	if len(s.Required) != 0 {
		t.Errorf("prefilled ginApp requires %v", s.Required)
	}
	if got := string(schema.Encode(s.Properties[3].Schema)); got != `{"type":"string","maxLength":80}` {
		t.Errorf("prefilled ginApp.title keeps its rules: %s", got)
	}
}
