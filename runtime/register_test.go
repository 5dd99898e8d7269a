package runtime_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// Level is an integer enum; its values come from the facts.
type Level int

const (
	Low  Level = 1
	High Level = 2
)

func init() {
	mcpvetimpl.RegisterFacts(`{"enums":{"` + pkg + `.Level":["1","2"]}}`)
}

// generated returns a tool as mcpvet gen writes one for a func of no
// arguments whose result is v (and err).
func generated(name string, form mcpvetimpl.ResultForm, output string, v any, err error) mcpvetimpl.GeneratedTool {
	g := mcpvetimpl.GeneratedTool{
		Tool:   &mcp.Tool{Name: name},
		Input:  json.RawMessage(`{"type":"object","additionalProperties":false}`),
		Result: form,
		Call: func(context.Context, *mcp.CallToolRequest, json.RawMessage) (any, error) {
			return v, err
		},
	}
	if output != "" {
		g.Output = json.RawMessage(output)
	}
	return g
}

// TestRegisterResultForms: every result form of the contract, as the
// client receives it.
func TestRegisterResultForms(t *testing.T) {
	receipt := wantSchema(t, reflect.TypeFor[Receipt](), schema.Output, "Out")
	strMap := `{"type":"object","additionalProperties":{"type":"string"}}`
	when := time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)
	passed := &mcp.CallToolResult{
		Content:           []mcp.Content{&mcp.TextContent{Text: "as is"}},
		StructuredContent: map[string]int{"k": 1},
	}
	type want struct {
		texts      []string // "type:text" of each block
		structured string   // "" for none
		isError    bool
	}
	cases := []struct {
		tool mcpvetimpl.GeneratedTool
		want want
	}{
		{generated("none", mcpvetimpl.ResultNone, "", nil, nil), want{}},
		{generated("text", mcpvetimpl.ResultText, "", "a & <b>", nil), want{texts: []string{"text:a & <b>"}}},
		{generated("named-text", mcpvetimpl.ResultText, "", Color("red"), nil), want{texts: []string{"text:red"}}},
		{generated("content", mcpvetimpl.ResultContent, "", mcp.Content(&mcp.TextContent{Text: "one"}), nil), want{texts: []string{"text:one"}}},
		{generated("contents", mcpvetimpl.ResultContent, "", []mcp.Content{
			&mcp.TextContent{Text: "one"},
			&mcp.ImageContent{Data: []byte("png"), MIMEType: "image/png"},
		}, nil), want{texts: []string{"text:one", "image:"}}},
		{generated("no-content", mcpvetimpl.ResultContent, "", []mcp.Content(nil), nil), want{}},
		{generated("call-result", mcpvetimpl.ResultCallResult, "", passed, nil), want{texts: []string{"text:as is"}, structured: `{"k":1}`}},
		{generated("nil-call-result", mcpvetimpl.ResultCallResult, "", (*mcp.CallToolResult)(nil), nil), want{}},
		{generated("json-slice", mcpvetimpl.ResultJSONText, "", []int{1, 2}, nil), want{texts: []string{"text:[1,2]"}}},
		{generated("json-time", mcpvetimpl.ResultJSONText, "", when, nil), want{texts: []string{`text:"2024-01-02T03:04:05Z"`}}},
		{generated("json-html", mcpvetimpl.ResultJSONText, "", []string{"a & <b>"}, nil), want{texts: []string{`text:["a & <b>"]`}}},
		{generated("enum-string", mcpvetimpl.ResultEnumText, "", Red, nil), want{texts: []string{"text:red"}}},
		{generated("enum-int", mcpvetimpl.ResultEnumText, "", High, nil), want{texts: []string{"text:2"}}},
		{generated("structured", mcpvetimpl.ResultStructured, receipt, &Receipt{ID: "r", Total: 1}, nil),
			want{texts: []string{`text:{"id":"r","total":1}`}, structured: `{"id":"r","total":1}`}},
		{generated("structured-value", mcpvetimpl.ResultStructured, receipt, Receipt{ID: "v"}, nil),
			want{texts: []string{`text:{"id":"v","total":0}`}, structured: `{"id":"v","total":0}`}},
		{generated("structured-nil", mcpvetimpl.ResultStructured, receipt, (*Receipt)(nil), nil), want{texts: []string{"text:null"}}},
		{generated("structured-map", mcpvetimpl.ResultStructured, strMap, map[string]string{"a": "b"}, nil),
			want{texts: []string{`text:{"a":"b"}`}, structured: `{"a":"b"}`}},
		{generated("structured-nil-map", mcpvetimpl.ResultStructured, strMap, map[string]string(nil), nil), want{texts: []string{"text:null"}}},
		{generated("tool-error", mcpvetimpl.ResultStructured, receipt, nil, &runtime.ToolError{Message: "Nope."}), want{texts: []string{"text:Nope."}, isError: true}},
		{generated("wrapped-tool-error", mcpvetimpl.ResultNone, "", nil, fmt.Errorf("x: %w", &runtime.ToolError{Message: "Nope."})), want{texts: []string{"text:Nope."}, isError: true}},
		{generated("hidden-error", mcpvetimpl.ResultText, "", nil, errors.New("secret")), want{texts: []string{"text:The tool failed."}, isError: true}},
		// A value that does not fit the form is the generator's bug: hidden.
		{generated("wrong-value", mcpvetimpl.ResultText, "", 42, nil), want{texts: []string{"text:The tool failed."}, isError: true}},
		{generated("unmarshalable", mcpvetimpl.ResultJSONText, "", []any{make(chan int)}, nil), want{texts: []string{"text:The tool failed."}, isError: true}},
	}
	s := newServer()
	for _, c := range cases {
		mcpvetimpl.Register(s, c.tool)
	}
	panicking := mcpvetimpl.GeneratedTool{
		Tool:   &mcp.Tool{Name: "panics"},
		Input:  json.RawMessage(`{"type":"object","additionalProperties":false}`),
		Result: mcpvetimpl.ResultNone,
		Call:   func(context.Context, *mcp.CallToolRequest, json.RawMessage) (any, error) { panic("boom") },
	}
	mcpvetimpl.Register(s, panicking)

	for _, tr := range transports {
		t.Run(tr.name, func(t *testing.T) {
			logs := captureDefault(t)
			c := tr.connect(t, s)
			tools := c.listRaw(t)
			for _, tc := range cases {
				name := tc.tool.Tool.Name
				if got, want := string(tools[name].InputSchema), string(tc.tool.Input); got != want {
					t.Errorf("%s: inputSchema %s, want %s", name, got, want)
				}
				if got, want := string(tools[name].OutputSchema), string(tc.tool.Output); got != want {
					t.Errorf("%s: outputSchema %s, want %s", name, got, want)
				}
				r := c.call(t, name, `{}`)
				if r.IsError != tc.want.isError || !reflect.DeepEqual(r.texts(), tc.want.texts) {
					t.Errorf("%s: got blocks %q (isError %v), want %q (isError %v)", name, r.texts(), r.IsError, tc.want.texts, tc.want.isError)
				}
				if tc.want.structured == "" && r.StructuredContent != nil || tc.want.structured != "" && !jsonEqual(r.StructuredContent, tc.want.structured) {
					t.Errorf("%s: structuredContent %s, want %q", name, r.StructuredContent, tc.want.structured)
				}
				if r.Content == nil {
					t.Errorf("%s: content is null on the wire, want an array", name)
				}
			}
			c.call(t, "panics", `{}`).wantError(t, "The tool failed.")
			c.call(t, "none", `{"x":1}`).wantError(t, "Argument 'x' is not valid.")

			got := logs.text()
			for _, want := range []string{
				"ERROR mcp tool failed tool=hidden-error error=secret\n",
				"ERROR mcp tool failed tool=wrong-value error=runtime: a text result cannot be int\n",
				"ERROR mcp tool failed tool=unmarshalable error=json: unsupported type: chan int\n",
				"ERROR mcp tool panicked tool=panics error=panic: boom stack=",
			} {
				if !strings.Contains(got, want) {
					t.Errorf("log lacks %q:\n%s", want, got)
				}
			}
			if strings.Contains(got, "Nope") {
				t.Errorf("a ToolError was logged:\n%s", got)
			}
		})
	}
}

// TestRegisterRefuses: a GeneratedTool that breaks the contract panics at
// registration.
func TestRegisterRefuses(t *testing.T) {
	ok := generated("t", mcpvetimpl.ResultText, "", "", nil)
	cases := []struct {
		name string
		edit func(*mcpvetimpl.GeneratedTool)
		want string
	}{
		{"no tool", func(g *mcpvetimpl.GeneratedTool) { g.Tool = nil }, `mcpvetimpl.Register: a GeneratedTool has no Tool`},
		{"no call", func(g *mcpvetimpl.GeneratedTool) { g.Call = nil }, `mcpvetimpl.Register: tool "t": Call is nil (regenerate with mcpvet gen)`},
		{"bad form", func(g *mcpvetimpl.GeneratedTool) { g.Result = 0 }, `mcpvetimpl.Register: tool "t": unknown result form 0`},
		{"output without structure", func(g *mcpvetimpl.GeneratedTool) { g.Output = json.RawMessage(`{"type":"object"}`) }, `mcpvetimpl.Register: tool "t": Output is set, but a result of this form has no structured content`},
		{"input not JSON", func(g *mcpvetimpl.GeneratedTool) { g.Input = json.RawMessage(`{`) }, `mcpvetimpl.Register: tool "t": input schema: `},
		{"input not an object", func(g *mcpvetimpl.GeneratedTool) { g.Input = json.RawMessage(`{"type":"string"}`) }, `mcpvetimpl.Register: tool "t": input schema: the input schema must have "type":"object"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := ok
			tool := *ok.Tool
			g.Tool = &tool
			c.edit(&g)
			got := func() (msg string) {
				defer func() { msg = fmt.Sprint(recover()) }()
				mcpvetimpl.Register(newServer(), g)
				return
			}()
			if !strings.HasPrefix(got, c.want) {
				t.Errorf("panic:\n got %s\nwant %s...", got, c.want)
			}
		})
	}
}

// TestRegisterKeepsTool: Register copies the Tool; the generator's value
// is not changed.
func TestRegisterKeepsTool(t *testing.T) {
	g := generated("t", mcpvetimpl.ResultText, "", "", nil)
	g.Tool.Title = "T"
	mcpvetimpl.Register(newServer(), g)
	if g.Tool.InputSchema != nil || g.Tool.Title != "T" {
		t.Errorf("Register changed the GeneratedTool's Tool: %+v", g.Tool)
	}
}

// Late is an enum whose facts arrive after a first tool used it.
type Late string

type LateIn struct {
	L Late `json:"l"`
}

// TestLateFacts: facts registered after a tool was added reach the tools
// added later (nothing cached goes stale), while the tool added before
// keeps its schema, and the late call is logged.
func TestLateFacts(t *testing.T) {
	t.Cleanup(runtime.RestoreFacts())
	logs := captureDefault(t)
	s := newServer()
	h := func(context.Context, *mcp.CallToolRequest, LateIn) (*mcp.CallToolResult, any, error) {
		return nil, nil, nil
	}
	runtime.AddTool(s, &mcp.Tool{Name: "before"}, h)
	mcpvetimpl.RegisterFacts(`{"enums":{"` + pkg + `.Late":["\"x\""]}}`)
	runtime.AddTool(s, &mcp.Tool{Name: "after"}, h)
	runtime.Tool(s, &mcp.Tool{Name: "quick"}, func(context.Context, LateIn) (string, error) { return "", nil })

	c := connectMemory(t, s)
	tools := c.listRaw(t)
	plain := `{"type":"object","properties":{"l":{"type":"string"}},"required":["l"],"additionalProperties":false}`
	enum := `{"type":"object","properties":{"l":{"type":"string","enum":["x"]}},"required":["l"],"additionalProperties":false}`
	if got := string(tools["before"].InputSchema); got != plain {
		t.Errorf("before: %s, want %s", got, plain)
	}
	for _, name := range []string{"after", "quick"} {
		if got := string(tools[name].InputSchema); got != enum {
			t.Errorf("%s: %s, want %s", name, got, enum)
		}
	}
	c.call(t, "after", `{"l":"y"}`).wantError(t, "Argument 'l' is not valid.")
	c.call(t, "before", `{"l":"y"}`).wantText(t)
	if got := logs.text(); !strings.Contains(got, "WARN mcpvetimpl.RegisterFacts after tools were added") {
		t.Errorf("no warning for late facts:\n%s", got)
	}
}

func TestRegisterFactsRefusesBadJSON(t *testing.T) {
	got := func() (msg string) {
		defer func() { msg = fmt.Sprint(recover()) }()
		mcpvetimpl.RegisterFacts(`{"enums":`)
		return
	}()
	if !strings.HasPrefix(got, "mcpvetimpl.RegisterFacts: the generated fact table is not valid JSON (regenerate with mcpvet gen)") {
		t.Errorf("panic: %s", got)
	}
}
