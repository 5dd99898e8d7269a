package mcpgoreal

import (
	"encoding/json"
	"io"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
	"github.com/mcpvet/mcpvet/schema/mcpgodialect"
)

type Plain struct {
	Name string   `json:"name"`
	Tags []string `json:"tags,omitempty"`
}

type WithChan struct {
	Name   string         `json:"name"`
	Notify chan string    `json:"notify"`
	Hook   func() error   `json:"hook"`
	Z      complex128     `json:"z"`
	ByID   map[int]string `json:"by_id"`
	Chans  []chan int     `json:"chans"`
	Ptr    *func()        `json:"ptr"`
	Nested struct {
		Ok   bool      `json:"ok"`
		Done chan bool `json:"done"`
	} `json:"nested"`
}

type Node struct {
	Name     string  `json:"name"`
	Children []*Node `json:"children"`
}

type EmptyTag struct {
	Name string `json:"name" jsonschema:""`
}

type Minimum struct {
	N int `json:"n" jsonschema:"minimum=1"`
}

type Enum struct {
	Color string `json:"color" jsonschema:"enum=red,enum=green"`
	Size  string `json:"size" jsonschema_description:"the size"`
	Drop  chan int
}

type EnumNested struct {
	Inner Enum `json:"inner"`
	Name  string
}

type EmbeddedTime struct {
	time.Time
	Name string `json:"name"`
}

type EmptyTagOnChan struct {
	C    chan int `jsonschema:""`
	Name string   `json:"name"`
}

type Base struct {
	ID string `json:"id"`
}

type Embeds struct {
	Base
	Name string `json:"name"`
}

type EnumEmbeds struct {
	Base
	Color string `json:"color" jsonschema:"enum=a"`
	Hook  func()
}

type EnumRecursive struct {
	Color string         `json:"color" jsonschema:"enum=a"`
	Next  *EnumRecursive `json:"next"`
}

// withInput runs mcp.WithInputSchema[T] as mcp-go does, returning what it
// printed and the tool's input schema.
func withInput[T any](t *testing.T) (printed string, schema json.RawMessage) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := os.Stderr
	os.Stderr = w
	tool := mcp.NewTool("t", mcp.WithInputSchema[T]())
	os.Stderr = old
	w.Close()
	out, _ := io.ReadAll(r)
	b, err := json.Marshal(tool)
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		InputSchema json.RawMessage `json:"inputSchema"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	return string(out), v.InputSchema
}

// gaveUp counts the types mcp-go gave up on, so that the corpus is seen
// to test both ways.
var gaveUp, total int

func check[T any](t *testing.T) {
	t.Run(reflect.TypeFor[T]().Name(), func(t *testing.T) {
		printed, got := withInput[T](t)
		m := mcpgodialect.SchemaFor(reflectview.Type(reflect.TypeFor[T]()))
		total++
		if printed != "" {
			gaveUp++
		}
		if (printed != "") != (m.Err != nil) {
			t.Fatalf("mcp-go printed %q; the model's error: %v", printed, m.Err)
		}
		var s struct {
			Properties map[string]json.RawMessage `json:"properties"`
		}
		if err := json.Unmarshal(got, &s); err != nil {
			t.Fatal(err)
		}
		var real []string
		for k := range s.Properties {
			real = append(real, k)
		}
		slices.Sort(real)
		if m.Err != nil {
			if len(real) != 0 || !strings.Contains(string(got), `"type":"object"`) {
				t.Errorf("mcp-go gave up, but the tool's schema is %s", got)
			}
			return
		}
		model := slices.Clone(m.Properties)
		slices.Sort(model)
		if !slices.Equal(real, model) {
			t.Errorf("mcp-go lists %q, the model %q", real, model)
		}
		for _, d := range m.Dropped {
			if !strings.Contains(d.Path, ".") {
				t.Errorf("dropped %q has no field", d.Path)
			}
		}
		t.Logf("schema %s; dropped %v", got, m.Dropped)
	})
}

func TestAgainstMCPGo(t *testing.T) {
	check[Plain](t)
	check[WithChan](t)
	check[Node](t)
	check[EmptyTag](t)
	check[Minimum](t)
	check[Enum](t)
	check[EnumNested](t)
	check[EmbeddedTime](t)
	check[EmptyTagOnChan](t)
	check[Embeds](t)
	check[EnumEmbeds](t)
	check[EnumRecursive](t)
	if gaveUp == 0 || gaveUp == total {
		t.Errorf("mcp-go gave up on %d of %d types: the corpus does not test both ways", gaveUp, total)
	}
}

// TestDropped: the fields the model says are dropped are the ones missing
// from mcp-go's schema, nested ones included.
func TestDropped(t *testing.T) {
	_, got := withInput[WithChan](t)
	m := mcpgodialect.SchemaFor(reflectview.Type(reflect.TypeFor[WithChan]()))
	var paths []string
	for _, d := range m.Dropped {
		paths = append(paths, d.Path)
	}
	want := []string{"mcpgoreal.WithChan.Notify", "mcpgoreal.WithChan.Hook", "mcpgoreal.WithChan.Z", "mcpgoreal.WithChan.ByID", "mcpgoreal.WithChan.Chans", "mcpgoreal.WithChan.Ptr", "struct { Ok bool \"json:\\\"ok\\\"\"; Done chan bool \"json:\\\"done\\\"\" }.Done"}
	if !slices.Equal(paths, want) {
		t.Errorf("dropped %q, want %q", paths, want)
	}
	for _, name := range []string{`"notify"`, `"hook"`, `"z"`, `"by_id"`, `"chans"`, `"ptr"`, `"done"`} {
		if strings.Contains(string(got), name) {
			t.Errorf("mcp-go's schema has %s: %s", name, got)
		}
	}
	if !strings.Contains(string(got), `"ok"`) {
		t.Errorf("mcp-go's schema lacks the nested field ok: %s", got)
	}
}
