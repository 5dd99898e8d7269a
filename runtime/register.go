package runtime

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"reflect"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime/internal/bridge"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// The contract the code mcpvet gen writes calls is package mcpvetimpl; it
// reaches the engine here through package bridge, so that this package
// exports only what people call.
func init() {
	bridge.Register = registerTool
	bridge.RegisterFacts = registerFacts
	bridge.DecodeArguments = decodeArgs
	bridge.RegisterRoutes = func(s *mcp.Server, opts any, tools []bridge.Route) {
		registerRoutes(s, opts.(APIOptions), tools)
	}
}

// The fact registry. Generated files register their package's facts from
// init, which runs before main adds any tool: that is the rule. Each
// registerFacts (mcpvetimpl.RegisterFacts) publishes a new table (copy
// on write) and never changes a published one, so readers need no lock,
// and schemas cached under an older table (reflectview caches by table
// pointer) are simply not found again: nothing cached goes stale. A tool
// added before a registerFacts keeps the schemas it was served with; that
// late call is logged.
var facts struct {
	mu    sync.Mutex // serializes writers
	table atomic.Pointer[schema.FactTable]
	// used is set once a quick-path tool has read the table.
	used atomic.Bool
}

func registerFacts(table string) {
	var t schema.FactTable
	if err := json.Unmarshal([]byte(table), &t); err != nil {
		panic("mcpvetimpl.RegisterFacts: the generated fact table is not valid JSON (regenerate with mcpvet gen): " + err.Error())
	}
	facts.mu.Lock()
	defer facts.mu.Unlock()
	next := schema.NewFactTable()
	next.Merge(facts.table.Load())
	next.Merge(&t)
	facts.table.Store(next)
	if facts.used.Load() {
		slog.Default().Warn("mcpvetimpl.RegisterFacts after tools were added: their schemas lack these facts; register facts first (generated files do it in init)")
	}
}

// currentFacts is the table quick-path schemas are computed with; nil
// when no package registered any.
func currentFacts() *schema.FactTable {
	facts.used.Store(true)
	return facts.table.Load()
}

// registerTool adds one generated (or quick-path) tool: it validates
// arguments against Input, maps failures to "Argument '<path>' is not
// valid.", calls the tool, turns its result into content by Result, and
// applies the error policy (ToolError text, otherwise "The tool failed."
// and a slog record; recovered panics likewise).
func registerTool(s *mcp.Server, t bridge.Tool) {
	if t.Tool == nil {
		panic("mcpvetimpl.Register: a GeneratedTool has no Tool (regenerate with mcpvet gen)")
	}
	name := t.Tool.Name
	fail := func(format string, args ...any) {
		panic(fmt.Sprintf("mcpvetimpl.Register: tool %q: %s (regenerate with mcpvet gen)", name, fmt.Sprintf(format, args...)))
	}
	if t.Call == nil {
		fail("Call is nil")
	}
	if t.Result < bridge.ResultNone || t.Result > bridge.ResultStructured {
		fail("unknown result form %d", t.Result)
	}
	if t.Output != nil && t.Result != bridge.ResultStructured && t.Result != bridge.ResultCallResult {
		fail("Output is set, but a result of this form has no structured content")
	}
	args, err := compileArgs(t.Input, true)
	if err != nil {
		fail("input schema: %v", err)
	}
	tool := *t.Tool
	tool.InputSchema = t.Input
	tool.OutputSchema = nil // not a nil json.RawMessage in a non-nil any
	if t.Output != nil {
		tool.OutputSchema = t.Output
	}
	p := &policy{name: name}
	form, call := t.Result, t.Call
	s.AddTool(&tool, func(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if v := recover(); v != nil {
				res, err = p.recovered(ctx, req, v)
			}
		}()
		raw, err := args.check(req.Params.Arguments)
		if err != nil {
			return p.fail(ctx, req, err)
		}
		v, err := call(ctx, req, raw)
		if err != nil {
			return p.fail(ctx, req, err)
		}
		if res, err = formResult(form, v); err != nil {
			return p.fail(ctx, req, err)
		}
		return res, nil
	})
}

// formResult turns a tool's value into its result by form (docs/tools.md).
// An error here is the generated code's or the runtime's, never the
// client's: it is hidden and logged.
func formResult(form bridge.ResultForm, v any) (*mcp.CallToolResult, error) {
	switch form {
	case bridge.ResultNone:
		return &mcp.CallToolResult{}, nil
	case bridge.ResultText:
		if s, ok := v.(string); ok {
			return textResult(s), nil
		}
		if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
			return textResult(rv.String()), nil
		}
	case bridge.ResultContent:
		switch c := v.(type) {
		case nil:
			return &mcp.CallToolResult{}, nil
		case []mcp.Content:
			return &mcp.CallToolResult{Content: c}, nil
		case mcp.Content:
			if rv := reflect.ValueOf(c); rv.Kind() == reflect.Pointer && rv.IsNil() {
				return &mcp.CallToolResult{}, nil
			}
			return &mcp.CallToolResult{Content: []mcp.Content{c}}, nil
		}
	case bridge.ResultCallResult:
		switch r := v.(type) {
		case nil:
			return &mcp.CallToolResult{}, nil
		case *mcp.CallToolResult:
			if r == nil {
				return &mcp.CallToolResult{}, nil
			}
			return r, nil
		}
	case bridge.ResultJSONText:
		b, err := marshal(v)
		if err != nil {
			return nil, err
		}
		return textResult(string(b)), nil
	case bridge.ResultEnumText:
		switch rv := reflect.ValueOf(v); {
		case rv.Kind() == reflect.String:
			return textResult(rv.String()), nil
		case rv.CanInt():
			return textResult(strconv.FormatInt(rv.Int(), 10)), nil
		case rv.CanUint():
			return textResult(strconv.FormatUint(rv.Uint(), 10)), nil
		}
	case bridge.ResultStructured:
		res := &mcp.CallToolResult{}
		if err := addValue(res, v, true); err != nil {
			return nil, err
		}
		return res, nil
	}
	return nil, fmt.Errorf("runtime: a %s result cannot be %T", formName(form), v)
}

func textResult(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// addValue puts the JSON of v into res as the SDK does for a typed
// handler: an object becomes structured content (when structured is set)
// and, unless the handler wrote content, the same JSON as a text block;
// anything else (null for a nil pointer or map) is a text block only.
func addValue(res *mcp.CallToolResult, v any, structured bool) error {
	b, err := marshal(v)
	if err != nil {
		return err
	}
	text := &mcp.TextContent{Text: string(b)}
	if structured && len(b) > 0 && b[0] == '{' {
		res.StructuredContent = json.RawMessage(b)
		if res.Content == nil {
			res.Content = []mcp.Content{text}
		}
		return nil
	}
	res.Content = append(res.Content, text)
	return nil
}

var bufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// marshal is json.Marshal without HTML escaping (as the SDK writes its
// messages): the text blocks are read by a model, and "a & b" reads
// better than "a \u0026 b".
func marshal(v any) ([]byte, error) {
	buf := bufs.Get().(*bytes.Buffer)
	defer func() {
		if buf.Cap() <= 64<<10 {
			bufs.Put(buf)
		}
	}()
	buf.Reset()
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.Clone(bytes.TrimSuffix(buf.Bytes(), []byte("\n"))), nil
}

// formName names a result form in messages.
func formName(f bridge.ResultForm) string {
	names := [...]string{bridge.ResultNone: "none", bridge.ResultText: "text", bridge.ResultContent: "content", bridge.ResultCallResult: "call result",
		bridge.ResultJSONText: "JSON text", bridge.ResultEnumText: "enum text", bridge.ResultStructured: "structured"}
	if f >= bridge.ResultNone && int(f) < len(names) {
		return names[f]
	}
	return "ResultForm(" + strconv.Itoa(int(f)) + ")"
}
