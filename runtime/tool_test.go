package runtime_test

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// TestToolDescription: the title, description and annotations of the
// mcp.Tool as given, and the schemas Tool writes.
func TestToolDescription(t *testing.T) {
	s := newServer()
	echo := func(_ context.Context, q Query) (string, error) { return q.Q, nil }
	runtime.Tool(s, &mcp.Tool{Name: "plain"}, echo)
	runtime.Tool(s, &mcp.Tool{Name: "described", Title: "Echo", Description: "Echoes q."}, echo)
	runtime.Tool(s, &mcp.Tool{Name: "hinted", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: hint(false)}}, echo)
	runtime.Tool(s, &mcp.Tool{Name: "all", Annotations: &mcp.ToolAnnotations{DestructiveHint: hint(true), IdempotentHint: true, OpenWorldHint: hint(true)}}, echo)
	tools := connectMemory(t, s).listRaw(t)
	for name, want := range map[string]wireTool{
		"plain":     {},
		"described": {Title: "Echo", Description: "Echoes q."},
		"hinted":    {Annotations: json.RawMessage(`{"idempotentHint":false,"openWorldHint":false,"readOnlyHint":true}`)},
		"all":       {Annotations: json.RawMessage(`{"destructiveHint":true,"idempotentHint":true,"openWorldHint":true,"readOnlyHint":false}`)},
	} {
		got := tools[name]
		if got.Title != want.Title || got.Description != want.Description || string(got.Annotations) != string(want.Annotations) {
			t.Errorf("%s: title %q description %q annotations %s; want %q %q %s", name, got.Title, got.Description, got.Annotations, want.Title, want.Description, want.Annotations)
		}
	}
}

// TestToolResultForms: runtime.Tool turns Out into the result by the
// docs/tools.md table, as a generated registration of the same func does.
// hint is a pointer hint of mcp.ToolAnnotations.
func hint(v bool) *bool { return &v }

func TestToolResultForms(t *testing.T) {
	s := newServer()
	when := time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)
	runtime.Tool(s, &mcp.Tool{Name: "string"}, func(_ context.Context, q Query) (string, error) { return "hi " + q.Q, nil })
	runtime.Tool(s, &mcp.Tool{Name: "int"}, func(_ context.Context, q Query) (int, error) { return q.Limit, nil })
	runtime.Tool(s, &mcp.Tool{Name: "time"}, func(context.Context, Query) (time.Time, error) { return when, nil })
	runtime.Tool(s, &mcp.Tool{Name: "slice"}, func(context.Context, Query) ([]string, error) { return nil, nil })
	runtime.Tool(s, &mcp.Tool{Name: "enum"}, func(context.Context, Query) (Level, error) { return High, nil })
	runtime.Tool(s, &mcp.Tool{Name: "content"}, func(context.Context, Query) (mcp.Content, error) { return &mcp.TextContent{Text: "c"}, nil })
	runtime.Tool(s, &mcp.Tool{Name: "contents"}, func(context.Context, Query) ([]mcp.Content, error) {
		return []mcp.Content{&mcp.TextContent{Text: "a"}, &mcp.TextContent{Text: "b"}}, nil
	})
	runtime.Tool(s, &mcp.Tool{Name: "call-result"}, func(context.Context, Query) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "raw"}}}, nil
	})
	runtime.Tool(s, &mcp.Tool{Name: "struct"}, func(_ context.Context, q *Query) (*Receipt, error) {
		if q.Q == "" {
			return nil, nil
		}
		return &Receipt{ID: q.Q}, nil
	})
	runtime.Tool(s, &mcp.Tool{Name: "map"}, func(context.Context, Query) (map[string]Level, error) { return map[string]Level{"a": Low}, nil })

	c := connectMemory(t, s)
	tools := c.listRaw(t)
	query := wantSchema(t, reflect.TypeFor[Query](), schema.Input, "In")
	for name, tool := range tools {
		out := ""
		switch name {
		case "struct":
			out = wantSchema(t, reflect.TypeFor[Receipt](), schema.Output, "Out")
		case "map":
			out = `{"type":"object","additionalProperties":{"type":"integer","enum":[1,2]}}`
		}
		if string(tool.InputSchema) != query || string(tool.OutputSchema) != out {
			t.Errorf("%s: schemas %s %s, want %s %s", name, tool.InputSchema, tool.OutputSchema, query, out)
		}
	}
	c.call(t, "string", `{"q":"a"}`).wantText(t, "hi a")
	c.call(t, "int", `{"q":"a","limit":7}`).wantText(t, "7")
	c.call(t, "time", `{"q":"a"}`).wantText(t, `"2024-01-02T03:04:05Z"`)
	c.call(t, "slice", `{"q":"a"}`).wantText(t, `null`)
	c.call(t, "enum", `{"q":"a"}`).wantText(t, "2")
	c.call(t, "content", `{"q":"a"}`).wantText(t, "c")
	c.call(t, "contents", `{"q":"a"}`).wantText(t, "a", "b")
	c.call(t, "call-result", `{"q":"a"}`).wantText(t, "raw")
	r := c.call(t, "struct", `{"q":"a"}`)
	r.wantText(t, `{"id":"a","total":0}`)
	if !jsonEqual(r.StructuredContent, `{"id":"a","total":0}`) {
		t.Errorf("struct: structuredContent %s", r.StructuredContent)
	}
	r = c.call(t, "struct", `{"q":""}`)
	r.wantText(t, `null`)
	if r.StructuredContent != nil {
		t.Errorf("nil struct: structuredContent %s, want none", r.StructuredContent)
	}
	c.call(t, "map", `{"q":"a"}`).wantText(t, `{"a":1}`)
}

// TestToolSchemasGiven: Tool writes the schemas itself, and refuses a
// tool that brings its own rather than serve one and validate another.
func TestToolSchemasGiven(t *testing.T) {
	echo := func(_ context.Context, q Query) (string, error) { return q.Q, nil }
	for name, tool := range map[string]*mcp.Tool{
		"input":  {Name: "x", InputSchema: json.RawMessage(`{"type":"object"}`)},
		"output": {Name: "x", OutputSchema: json.RawMessage(`{"type":"object"}`)},
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				msg, _ := recover().(string)
				if want := `runtime.Tool: tool "x": Tool writes the schemas from In and Out; to give your own, use AddTool`; msg != want {
					t.Errorf("panic %q, want %q", msg, want)
				}
			}()
			runtime.Tool(newServer(), tool, echo)
		})
	}
}

// TestToolLogger: hidden failures are recorded by slog.Default() at the
// time of the failure, as for AddTool and generated tools.
func TestToolLogger(t *testing.T) {
	s := newServer()
	runtime.Tool(s, &mcp.Tool{Name: "fails"}, func(context.Context, Query) (string, error) { return "", errors.New("internal detail") })
	def := captureDefault(t)
	c := connectMemory(t, s)
	c.call(t, "fails", `{"q":"a"}`).wantError(t, "The tool failed.")
	if got := def.text(); got != "ERROR mcp tool failed tool=fails error=internal detail\n" {
		t.Errorf("default logger got %q", got)
	}
}

// TestHTTPHandlerStateless: the handler is stateless without options (no
// session header), and takes the SDK's options as given.
func TestHTTPHandlerStateless(t *testing.T) {
	s := newServer()
	runtime.Tool(s, &mcp.Tool{Name: "echo"}, func(_ context.Context, q Query) (string, error) { return q.Q, nil })
	init := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}`
	for _, c := range []struct {
		name    string
		opts    *mcp.StreamableHTTPOptions
		session bool
	}{
		{"default", nil, false},
		{"stateful", &mcp.StreamableHTTPOptions{}, true},
		{"stateless", &mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := runtime.HTTPHandler(s, c.opts)
			req := httpPost(init)
			w := recordHTTP(h, req)
			if w.Code != 200 {
				t.Fatalf("status %d: %s", w.Code, w.Body)
			}
			if got := w.Header().Get("Mcp-Session-Id") != ""; got != c.session {
				t.Errorf("session header present: %v, want %v", got, c.session)
			}
			if !strings.Contains(w.Body.String(), `"serverInfo"`) {
				t.Errorf("body %s", w.Body)
			}
		})
	}
}
