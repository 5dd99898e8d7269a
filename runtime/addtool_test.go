package runtime_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

type Query struct {
	Q     string `json:"q" jsonschema:"what to look for: <tag> & \"text\""`
	Limit int    `json:"limit,omitempty"`
}

// TestAddToolForms: every In and Out form AddTool serves, its schemas on
// the wire and its results, over both transports.
func TestAddToolForms(t *testing.T) {
	query := wantSchema(t, reflect.TypeFor[Query](), schema.Input, "In")
	receipt := wantSchema(t, reflect.TypeFor[Receipt](), schema.Output, "Out")
	s := newServer()
	// A pointer In has the schema of its struct; a nil pointer Out
	// stands for its zero value, as with mcp.AddTool.
	runtime.AddTool(s, &mcp.Tool{Name: "pointers"}, func(_ context.Context, _ *mcp.CallToolRequest, q *Query) (*mcp.CallToolResult, *Receipt, error) {
		if q.Q == "none" {
			return nil, nil, nil
		}
		return nil, &Receipt{ID: q.Q, Total: q.Limit}, nil
	})
	// Content the handler sets is kept; the output still becomes
	// structured content, and no second text block.
	runtime.AddTool(s, &mcp.Tool{Name: "own-content"}, func(_ context.Context, _ *mcp.CallToolRequest, q Query) (*mcp.CallToolResult, Receipt, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "found " + q.Q}}}, Receipt{ID: q.Q}, nil
	})
	// A map In; a map Out (its output schema's root is an object, not a
	// nullable one).
	runtime.AddTool(s, &mcp.Tool{Name: "maps"}, func(_ context.Context, _ *mcp.CallToolRequest, in map[string]int) (*mcp.CallToolResult, map[string]int, error) {
		if len(in) == 0 {
			return nil, nil, nil
		}
		return nil, in, nil
	})
	// any In is any object; any Out has no output schema, and an object
	// value is still structured content, as with mcp.AddTool.
	runtime.AddTool(s, &mcp.Tool{Name: "anys"}, func(_ context.Context, _ *mcp.CallToolRequest, in any) (*mcp.CallToolResult, any, error) {
		m := in.(map[string]any)
		if v, ok := m["v"]; ok {
			return nil, v, nil
		}
		return nil, m, nil
	})
	// A non-object Out: no output schema, one text block of its JSON.
	runtime.AddTool(s, &mcp.Tool{Name: "slice"}, func(_ context.Context, _ *mcp.CallToolRequest, q Query) (*mcp.CallToolResult, []int, error) {
		return nil, []int{1, q.Limit}, nil
	})
	// Schemas set on the tool are kept, and arguments are validated
	// against the one given.
	given := `{"type":"object","properties":{"x":{"type":"integer"}},"required":["x"],"additionalProperties":false}`
	runtime.AddTool(s, &mcp.Tool{Name: "given", InputSchema: json.RawMessage(given)}, func(_ context.Context, _ *mcp.CallToolRequest, in map[string]int) (*mcp.CallToolResult, any, error) {
		return nil, nil, nil
	})
	// A *jsonrpc.Error stays a protocol error, as with mcp.AddTool.
	runtime.AddTool(s, &mcp.Tool{Name: "rpc-error"}, func(context.Context, *mcp.CallToolRequest, Query) (*mcp.CallToolResult, any, error) {
		return nil, nil, &jsonrpc.Error{Code: -32042, Message: "elicitation required"}
	})

	for _, tr := range transports {
		t.Run(tr.name, func(t *testing.T) {
			c := tr.connect(t, s)
			tools := c.listRaw(t)
			for name, want := range map[string][2]string{
				"pointers":    {query, receipt},
				"own-content": {query, receipt},
				"maps":        {`{"type":"object","additionalProperties":{"type":"integer"}}`, `{"type":"object","additionalProperties":{"type":"integer"}}`},
				"anys":        {`{"type":"object"}`, ``},
				"slice":       {query, ``},
				"given":       {given, ``},
			} {
				if got := string(tools[name].InputSchema); got != want[0] {
					t.Errorf("%s: inputSchema\n got %s\nwant %s", name, got, want[0])
				}
				if got := string(tools[name].OutputSchema); got != want[1] {
					t.Errorf("%s: outputSchema\n got %s\nwant %s", name, got, want[1])
				}
			}

			r := c.call(t, "pointers", `{"q":"a","limit":2}`)
			r.wantText(t, `{"id":"a","total":2}`)
			if !jsonEqual(r.StructuredContent, `{"id":"a","total":2}`) {
				t.Errorf("pointers: structuredContent %s", r.StructuredContent)
			}
			r = c.call(t, "pointers", `{"q":"none"}`)
			r.wantText(t, `{"id":"","total":0}`)
			if !jsonEqual(r.StructuredContent, `{"id":"","total":0}`) {
				t.Errorf("nil pointer output: structuredContent %s, want the zero value", r.StructuredContent)
			}

			r = c.call(t, "own-content", `{"q":"x"}`)
			r.wantText(t, "found x")
			if !jsonEqual(r.StructuredContent, `{"id":"x","total":0}`) {
				t.Errorf("own-content: structuredContent %s", r.StructuredContent)
			}

			r = c.call(t, "maps", `{"a":1,"b":2}`)
			r.wantText(t, `{"a":1,"b":2}`)
			if !jsonEqual(r.StructuredContent, `{"a":1,"b":2}`) {
				t.Errorf("maps: structuredContent %s", r.StructuredContent)
			}
			r = c.call(t, "maps", `{}`)
			r.wantText(t, `{}`)
			if !jsonEqual(r.StructuredContent, `{}`) {
				t.Errorf("nil map output: structuredContent %s, want {}", r.StructuredContent)
			}
			c.call(t, "maps", `{"a":1,"b":"2"}`).wantError(t, `Argument 'b' is not valid.`)
			c.call(t, "maps", `{"a.b":"x"}`).wantError(t, `Argument '["a.b"]' is not valid.`)

			r = c.call(t, "anys", `{"k":[1]}`)
			r.wantText(t, `{"k":[1]}`)
			if !jsonEqual(r.StructuredContent, `{"k":[1]}`) {
				t.Errorf("anys: structuredContent %s", r.StructuredContent)
			}
			c.call(t, "anys", `{"v":"s"}`).wantText(t, `"s"`)
			if r := c.call(t, "anys", `{"v":null}`); len(r.Content) != 0 || r.IsError || r.StructuredContent != nil {
				t.Errorf("anys: a nil any output: got %s, want an empty result", r)
			}

			r = c.call(t, "slice", `{"q":"x","limit":4}`)
			r.wantText(t, `[1,4]`)
			if r.StructuredContent != nil {
				t.Errorf("slice: structuredContent %s, want none", r.StructuredContent)
			}

			c.call(t, "given", `{"y":1}`).wantError(t, `Argument 'x' is required.`)

			_, err := c.CallTool(context.Background(), &mcp.CallToolParams{Name: "rpc-error", Arguments: map[string]any{"q": "x"}})
			if err == nil || !strings.Contains(err.Error(), "elicitation required") {
				t.Errorf("rpc-error: got %v, want the protocol error", err)
			}
		})
	}
}

// TestAddToolMatchesSDK: for an object-shaped Out, the result of
// runtime.AddTool is the result of mcp.AddTool for the same handler,
// nil outputs included.
func TestAddToolMatchesSDK(t *testing.T) {
	value := func(_ context.Context, _ *mcp.CallToolRequest, q Query) (*mcp.CallToolResult, Receipt, error) {
		return nil, Receipt{ID: q.Q, Total: q.Limit, Note: "n"}, nil
	}
	nilPointer := func(context.Context, *mcp.CallToolRequest, Query) (*mcp.CallToolResult, *Receipt, error) {
		return nil, nil, nil
	}
	nilMap := func(context.Context, *mcp.CallToolRequest, Query) (*mcp.CallToolResult, map[string]int, error) {
		return nil, nil, nil
	}
	own := func(context.Context, *mcp.CallToolRequest, Query) (*mcp.CallToolResult, *Receipt, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "mine"}}}, &Receipt{ID: "o"}, nil
	}
	s := newServer()
	runtime.AddTool(s, &mcp.Tool{Name: "value"}, value)
	mcp.AddTool(s, &mcp.Tool{Name: "sdk-value"}, value)
	runtime.AddTool(s, &mcp.Tool{Name: "nil-pointer"}, nilPointer)
	mcp.AddTool(s, &mcp.Tool{Name: "sdk-nil-pointer"}, nilPointer)
	runtime.AddTool(s, &mcp.Tool{Name: "nil-map"}, nilMap)
	mcp.AddTool(s, &mcp.Tool{Name: "sdk-nil-map"}, nilMap)
	runtime.AddTool(s, &mcp.Tool{Name: "own"}, own)
	mcp.AddTool(s, &mcp.Tool{Name: "sdk-own"}, own)
	c := connectMemory(t, s)
	for _, name := range []string{"value", "nil-pointer", "nil-map", "own"} {
		ours := c.call(t, name, `{"q":"a","limit":3}`)
		sdk := c.call(t, "sdk-"+name, `{"q":"a","limit":3}`)
		// The same value; the SDK re-marshals the output through a map
		// (to apply defaults), so its keys come sorted, where ours keep
		// the field order the output schema lists.
		same := len(ours.Content) == 1 && len(sdk.Content) == 1 && ours.Content[0].Type == sdk.Content[0].Type &&
			(ours.Content[0].Text == sdk.Content[0].Text || jsonEqual(json.RawMessage(ours.Content[0].Text), sdk.Content[0].Text)) &&
			jsonEqual(ours.StructuredContent, string(sdk.StructuredContent)) && ours.IsError == sdk.IsError
		if !same {
			t.Errorf("%s: results differ:\nruntime.AddTool %s\n    mcp.AddTool %s", name, ours, sdk)
		}
	}
	if got, want := c.call(t, "value", `{"q":"a","limit":3}`).Content[0].Text, `{"id":"a","total":3,"note":"n"}`; got != want {
		t.Errorf("text block %s, want %s (field order)", got, want)
	}
}

// addBoth registers h as name with runtime.AddTool and as sdk-name with
// mcp.AddTool.
func addBoth[Out any](s *mcp.Server, name string, h mcp.ToolHandlerFor[Query, Out]) {
	runtime.AddTool(s, &mcp.Tool{Name: name}, h)
	mcp.AddTool(s, &mcp.Tool{Name: "sdk-" + name}, h)
}

// TestAddToolNonObjectOutput: for an Out that is not object-shaped, the
// go-sdk (v1.8.0, SEP-2106) serves an output schema of that type and the
// output as structured content; runtime.AddTool serves neither, only the
// same JSON as text (clients on the TypeScript SDK drop a tool whose
// output schema is not an object: TestInspectorDropsNonObjectOutput in
// examples/notes). Held against the real SDK so that AddTool's doc and
// OMCG0014's message stay true.
func TestAddToolNonObjectOutput(t *testing.T) {
	type item struct {
		ID int `json:"id"`
	}
	s := newServer()
	addBoth(s, "slice", func(_ context.Context, _ *mcp.CallToolRequest, q Query) (*mcp.CallToolResult, []item, error) {
		return nil, []item{{1}, {q.Limit}}, nil
	})
	addBoth(s, "slice-own-content", func(context.Context, *mcp.CallToolRequest, Query) (*mcp.CallToolResult, []item, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "one"}}}, []item{{1}}, nil
	})
	addBoth(s, "string", func(_ context.Context, _ *mcp.CallToolRequest, q Query) (*mcp.CallToolResult, string, error) {
		return nil, "hi " + q.Q, nil
	})
	addBoth(s, "number", func(_ context.Context, _ *mcp.CallToolRequest, q Query) (*mcp.CallToolResult, int, error) {
		return nil, q.Limit, nil
	})
	c := connectMemory(t, s)
	tools := c.listRaw(t)
	for name, sdkType := range map[string]string{
		"slice": `["null","array"]`, "slice-own-content": `["null","array"]`, "string": `"string"`, "number": `"integer"`,
	} {
		if got := tools[name].OutputSchema; got != nil {
			t.Errorf("%s: outputSchema %s, want none", name, got)
		}
		var sdk struct{ Type json.RawMessage }
		if err := json.Unmarshal(tools["sdk-"+name].OutputSchema, &sdk); err != nil || string(sdk.Type) != sdkType {
			t.Errorf("%s: mcp.AddTool serves outputSchema %s; want one of type %s", name, tools["sdk-"+name].OutputSchema, sdkType)
		}
	}
	for _, call := range []struct{ name, args, json string }{
		{"slice", `{"q":"a","limit":2}`, `[{"id":1},{"id":2}]`},
		{"slice-own-content", `{"q":"a"}`, `[{"id":1}]`},
		{"string", `{"q":"a"}`, `"hi a"`},
		{"number", `{"q":"a","limit":7}`, `7`},
	} {
		ours := c.call(t, call.name, call.args)
		sdk := c.call(t, "sdk-"+call.name, call.args)
		if ours.StructuredContent != nil {
			t.Errorf("%s: structuredContent %s, want none", call.name, ours.StructuredContent)
		}
		if !jsonEqual(sdk.StructuredContent, call.json) {
			t.Errorf("%s: mcp.AddTool sends structuredContent %s, want %s", call.name, sdk.StructuredContent, call.json)
		}
		// The same text blocks: the handler's own, then the JSON.
		if !slices.Equal(ours.texts(), sdk.texts()) || ours.IsError || sdk.IsError {
			t.Errorf("%s: content %q; mcp.AddTool %q", call.name, ours.texts(), sdk.texts())
		}
	}
}

// TestAddToolErrorsDifferFromSDK: what runtime.AddTool does with errors
// differently from mcp.AddTool, on purpose, held against the real SDK so
// that AddTool's doc and OMCG0014's message stay true: the text of an
// error that is not a *ToolError is hidden (the SDK sends it), and a bad
// argument is named rather than reported by the validator.
func TestAddToolErrorsDifferFromSDK(t *testing.T) {
	h := func(_ context.Context, _ *mcp.CallToolRequest, q Query) (*mcp.CallToolResult, Receipt, error) {
		if q.Q == "tool-error" {
			return nil, Receipt{}, &runtime.ToolError{Message: "No such order."}
		}
		return nil, Receipt{}, errors.New("db: password=hunter2")
	}
	s := newServer()
	addBoth(s, "order", h)
	captureDefault(t)
	c := connectMemory(t, s)
	c.call(t, "order", `{"q":"x"}`).wantError(t, "The tool failed.")
	c.call(t, "sdk-order", `{"q":"x"}`).wantError(t, "db: password=hunter2")
	c.call(t, "order", `{"q":"tool-error"}`).wantError(t, "No such order.")
	c.call(t, "sdk-order", `{"q":"tool-error"}`).wantError(t, "No such order.")
	c.call(t, "order", `{"q":1}`).wantError(t, "Argument 'q' is not valid.")
	if r := c.call(t, "sdk-order", `{"q":1}`); !r.IsError || len(r.Content) != 1 || !strings.HasPrefix(r.Content[0].Text, `validating "arguments": `) {
		t.Errorf("mcp.AddTool, bad argument: %s", r)
	}
}

// TestAddToolPanicDiffersFromSDK: a handler that panics is "The tool
// failed." with runtime.AddTool; with mcp.AddTool the panic is not
// recovered and the server's process dies (seen in a child process).
func TestAddToolPanicDiffersFromSDK(t *testing.T) {
	panics := func(context.Context, *mcp.CallToolRequest, Query) (*mcp.CallToolResult, Receipt, error) {
		panic("boom")
	}
	if os.Getenv("RUNTIME_TEST_SDK_PANIC") == "1" {
		s := newServer()
		mcp.AddTool(s, &mcp.Tool{Name: "sdk-panics"}, panics)
		connectMemory(t, s).call(t, "sdk-panics", `{"q":"x"}`)
		fmt.Println("the call returned")
		return
	}
	s := newServer()
	runtime.AddTool(s, &mcp.Tool{Name: "panics"}, panics)
	captureDefault(t)
	connectMemory(t, s).call(t, "panics", `{"q":"x"}`).wantError(t, "The tool failed.")

	cmd := exec.Command(os.Args[0], "-test.run=^TestAddToolPanicDiffersFromSDK$")
	cmd.Env = append(os.Environ(), "RUNTIME_TEST_SDK_PANIC=1")
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "panic: boom") || strings.Contains(string(out), "the call returned") {
		t.Errorf("mcp.AddTool with a panicking handler: %v; want the process to die of the panic:\n%s", err, out)
	}
}

type (
	Node struct {
		Name string `json:"name"`
		Kids []Node `json:"kids"`
	}
	WithChan struct {
		In struct {
			C chan int `json:"c"`
		} `json:"in"`
	}
	WithFunc struct {
		F func() `json:"f"`
	}
	Decoded struct{ X int }
)

func (*Decoded) UnmarshalJSON([]byte) error { return nil }

// TestRefused: forms reflection cannot serve panic at registration, with
// a message that says what to do.
func TestRefused(t *testing.T) {

	cases := []struct {
		name string
		add  func(s *mcp.Server)
		want string
	}{
		{"string In", func(s *mcp.Server) {
			runtime.AddTool(s, &mcp.Tool{Name: "x"}, func(context.Context, *mcp.CallToolRequest, string) (*mcp.CallToolResult, any, error) {
				return nil, nil, nil
			})
		}, `runtime.AddTool: tool "x": In must be a struct (or pointer to one), not string: use //mcp:tool with mcpvet gen for separate parameters`},
		{"slice In", func(s *mcp.Server) {
			runtime.AddTool(s, &mcp.Tool{Name: "x"}, func(context.Context, *mcp.CallToolRequest, []Query) (*mcp.CallToolResult, any, error) {
				return nil, nil, nil
			})
		}, `runtime.AddTool: tool "x": In must be a struct (or pointer to one), not []runtime_test.Query: use //mcp:tool with mcpvet gen for separate parameters`},
		{"struct decoded by its own method", func(s *mcp.Server) {
			runtime.AddTool(s, &mcp.Tool{Name: "x"}, func(context.Context, *mcp.CallToolRequest, Decoded) (*mcp.CallToolResult, any, error) {
				return nil, nil, nil
			})
		}, `runtime.AddTool: tool "x": In must decode from a JSON object, and runtime_test.Decoded decodes through its own UnmarshalJSON or UnmarshalText: use //mcp:tool with mcpvet gen for separate parameters`},
		{"self-reference", func(s *mcp.Server) {
			runtime.AddTool(s, &mcp.Tool{Name: "tree"}, func(context.Context, *mcp.CallToolRequest, Node) (*mcp.CallToolResult, any, error) {
				return nil, nil, nil
			})
		}, `runtime.AddTool: tool "tree": In type runtime_test.Node has no input schema: Node.Kids[] -> Node: type runtime_test.Node refers to itself (run mcpvet for details)`},
		{"chan field", func(s *mcp.Server) {
			runtime.AddTool(s, &mcp.Tool{Name: "x"}, func(context.Context, *mcp.CallToolRequest, WithChan) (*mcp.CallToolResult, any, error) {
				return nil, nil, nil
			})
		}, `runtime.AddTool: tool "x": In type runtime_test.WithChan has no input schema: WithChan.In.C: type chan int has no JSON form`},
		{"func field in Out", func(s *mcp.Server) {
			runtime.AddTool(s, &mcp.Tool{Name: "x"}, func(context.Context, *mcp.CallToolRequest, Query) (*mcp.CallToolResult, *WithFunc, error) {
				return nil, nil, nil
			})
		}, `runtime.AddTool: tool "x": Out type runtime_test.WithFunc has no output schema: WithFunc.F: type func() has no JSON form`},
		{"Tool with any Out", func(s *mcp.Server) {
			runtime.Tool(s, &mcp.Tool{Name: "x"}, func(context.Context, Query) (any, error) { return nil, nil })
		}, `runtime.Tool: tool "x": Out type interface {} has no tool result form`},
		{"Tool with a string In", func(s *mcp.Server) {
			runtime.Tool(s, &mcp.Tool{Name: "x"}, func(context.Context, string) (string, error) { return "", nil })
		}, `runtime.Tool: tool "x": In must be a struct (or pointer to one), not string: use //mcp:tool with mcpvet gen for separate parameters`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := func() (msg string) {
				defer func() { msg = fmt.Sprint(recover()) }()
				c.add(newServer())
				return
			}()
			if !strings.HasPrefix(got, c.want) {
				t.Errorf("panic:\n got %s\nwant %s...", got, c.want)
			}
		})
	}
}
