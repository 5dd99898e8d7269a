package runtime_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcpvet/mcpvet/runtime"
	"github.com/mcpvet/mcpvet/runtime/mcpvetimpl"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// order is the behaviour of the order tool, whichever way it is
// registered; the customer name picks the failure to exercise.
func order(o Order) (Receipt, error) {
	switch o.Customer {
	case "tool-error":
		return Receipt{}, &runtime.ToolError{Message: "No such customer."}
	case "wrapped":
		return Receipt{}, fmt.Errorf("lookup %q: %w", o.Customer, &runtime.ToolError{Message: "Customer is on hold."})
	case "argument":
		return Receipt{}, fmt.Errorf("checking: %w", &runtime.ArgumentError{Path: "customer"})
	case "secret":
		return Receipt{}, errors.New("db: password=hunter2 host=10.0.0.7")
	case "panic":
		panic("boom: password=hunter2")
	}
	return Receipt{ID: "R-" + o.Customer, Total: orderTotal(o), Note: "a & <b>"}, nil
}

// styles are the three ways to register the order tool.
var styles = []struct {
	name     string
	register func(s *mcp.Server, t *testing.T)
}{
	{"AddTool", func(s *mcp.Server, _ *testing.T) {
		runtime.AddTool(s, &mcp.Tool{Name: "order"}, func(_ context.Context, _ *mcp.CallToolRequest, o Order) (*mcp.CallToolResult, Receipt, error) {
			r, err := order(o)
			return nil, r, err
		})
	}},
	{"Tool", func(s *mcp.Server, _ *testing.T) {
		runtime.Tool(s, &mcp.Tool{Name: "order"}, func(_ context.Context, o Order) (Receipt, error) { return order(o) })
	}},
	{"Register", func(s *mcp.Server, t *testing.T) {
		// What mcpvet gen writes for
		//	//mcp:tool
		//	func Order(ctx context.Context, o Order) (Receipt, error)
		mcpvetimpl.Register(s, mcpvetimpl.GeneratedTool{
			Tool:   &mcp.Tool{Name: "order"},
			Input:  json.RawMessage(wantSchema(t, reflect.TypeFor[Order](), schema.Input, "In")),
			Output: json.RawMessage(wantSchema(t, reflect.TypeFor[Receipt](), schema.Output, "Out")),
			Result: mcpvetimpl.ResultStructured,
			Call: func(ctx context.Context, req *mcp.CallToolRequest, args json.RawMessage) (any, error) {
				var o Order
				if err := mcpvetimpl.DecodeArguments(args, &o); err != nil {
					return nil, err
				}
				return order(o)
			},
		})
	}},
}

// forEach runs f for every registration style over every transport.
func forEach(t *testing.T, f func(t *testing.T, s session)) {
	for _, st := range styles {
		for _, tr := range transports {
			t.Run(st.name+"/"+tr.name, func(t *testing.T) {
				s := newServer()
				st.register(s, t)
				f(t, tr.connect(t, s))
			})
		}
	}
}

// TestSchemasOnWire: tools/list carries exactly the bytes reflectview
// computes, with the registered facts (enum values, doc comments).
func TestSchemasOnWire(t *testing.T) {
	in := wantSchema(t, reflect.TypeFor[Order](), schema.Input, "In")
	out := wantSchema(t, reflect.TypeFor[Receipt](), schema.Output, "Out")
	for _, want := range []string{`"enum":["red","green"]`, `"description":"The lines, in the customer's order."`} {
		if !strings.Contains(in, want) {
			t.Fatalf("fixture: input schema %s lacks %s (facts not applied?)", in, want)
		}
	}
	if !strings.Contains(out, `"description":"Receipt is what the order tool returns."`) {
		t.Fatalf("fixture: output schema %s lacks the type doc", out)
	}
	forEach(t, func(t *testing.T, s session) {
		tool := s.listRaw(t)["order"]
		if got := string(tool.InputSchema); got != in {
			t.Errorf("inputSchema on the wire:\n got %s\nwant %s", got, in)
		}
		if got := string(tool.OutputSchema); got != out {
			t.Errorf("outputSchema on the wire:\n got %s\nwant %s", got, out)
		}
	})
}

func TestCallSucceeds(t *testing.T) {
	forEach(t, func(t *testing.T, s session) {
		r := s.call(t, "order", `{"customer":"ann","items":[{"sku":"a","qty":2,"color":"red","when":"2024-01-02T03:04:05Z"},{"sku":"b","qty":3}]}`)
		want := `{"id":"R-ann","total":5,"note":"a & <b>"}`
		r.wantText(t, want)
		if !jsonEqual(r.StructuredContent, want) {
			t.Errorf("structuredContent = %s, want %s", r.StructuredContent, want)
		}
	})
}

// argumentCases are arguments the input schema (or decoding) refuses, and
// the argument each must name.
var argumentCases = []struct {
	name, args, want string
}{
	{"no arguments", ``, `Argument 'customer' is required.`},
	{"missing", `{"items":[]}`, `Argument 'customer' is required.`},
	{"missing second", `{"customer":"a"}`, `Argument 'items' is required.`},
	{"wrong type", `{"customer":5,"items":[]}`, `Argument 'customer' is not valid.`},
	{"null", `{"customer":null,"items":[]}`, `Argument 'customer' is not valid.`},
	{"null array", `{"customer":"a","items":null}`, `Argument 'items' is not valid.`},
	{"unknown", `{"customer":"a","items":[],"bogus":1}`, `Argument 'bogus' is not valid.`},
	{"case differs", `{"Customer":"a","items":[]}`, `Argument 'customer' is required.`},
	{"nested element", `{"customer":"a","items":[{"sku":"a","qty":1},{"sku":"b","qty":2},{"sku":"c","qty":"3"}]}`, `Argument 'items[2].qty' is not valid.`},
	{"below minimum", `{"customer":"a","items":[{"sku":"a","qty":1},{"sku":"b","qty":0}]}`, `Argument 'items[1].qty' is not valid.`},
	{"fraction", `{"customer":"a","items":[{"sku":"a","qty":1.5}]}`, `Argument 'items[0].qty' is not valid.`},
	{"nested missing", `{"customer":"a","items":[{"qty":1}]}`, `Argument 'items[0].sku' is required.`},
	{"nested unknown", `{"customer":"a","items":[],"shipping":{"city":"x","town":"y"}}`, `Argument 'shipping.town' is not valid.`},
	{"nested missing before unknown", `{"customer":"a","items":[],"shipping":{"town":"x"}}`, `Argument 'shipping.city' is required.`},
	{"nested wrong type", `{"customer":"a","items":[],"shipping":{"city":1}}`, `Argument 'shipping.city' is not valid.`},
	{"enum from facts", `{"customer":"a","items":[{"sku":"a","qty":1,"color":"blue"}]}`, `Argument 'items[0].color' is not valid.`},
	{"pointer", `{"customer":"a","items":[],"rush":"yes"}`, `Argument 'rush' is not valid.`},
	{"array element", `{"customer":"a","items":[],"tags":["x",7]}`, `Argument 'tags[1]' is not valid.`},
	{"decode error", `{"customer":"a","items":[{"sku":"a","qty":1},{"sku":"b","qty":1,"when":"yesterday"}]}`, `Argument 'items[1].when' is not valid.`},
	{"overflow", `{"customer":"a","items":[{"sku":"a","qty":1e300}]}`, `Argument 'items[0].qty' is not valid.`},
	{"not an object", `[1]`, `The arguments are not valid.`},
	{"handler's own", `{"customer":"argument","items":[]}`, `Argument 'customer' is not valid.`},
}

func TestArgumentErrors(t *testing.T) {
	forEach(t, func(t *testing.T, s session) {
		for _, c := range argumentCases {
			s.call(t, "order", c.args).wantError(t, c.want)
		}
	})
}

func TestToolErrors(t *testing.T) {
	forEach(t, func(t *testing.T, s session) {
		logs := captureDefault(t)
		s.call(t, "order", `{"customer":"tool-error","items":[]}`).wantError(t, "No such customer.")
		s.call(t, "order", `{"customer":"wrapped","items":[]}`).wantError(t, "Customer is on hold.")
		if got := logs.text(); got != "" {
			t.Errorf("errors meant for the client were logged:\n%s", got)
		}

		s.call(t, "order", `{"customer":"secret","items":[]}`).wantError(t, "The tool failed.")
		got := logs.text()
		if !strings.HasPrefix(got, "ERROR mcp tool failed tool=order ") || !strings.HasSuffix(got, " error=db: password=hunter2 host=10.0.0.7\n") {
			t.Errorf("log of a hidden error: %q", got)
		}

		s.call(t, "order", `{"customer":"panic","items":[]}`).wantError(t, "The tool failed.")
		got = strings.TrimPrefix(logs.text(), got)
		if !strings.HasPrefix(got, "ERROR mcp tool panicked tool=order ") || !strings.Contains(got, " error=panic: boom: password=hunter2 stack=goroutine ") {
			t.Errorf("log of a panic:\n%s", got)
		}

		// The server keeps serving.
		s.call(t, "order", `{"customer":"bo","items":[]}`).wantText(t, `{"id":"R-bo","total":0,"note":"a & <b>"}`)
	})
}

// TestConcurrentCalls: one tool called from many goroutines, valid and
// invalid arguments mixed (the error path resolves subschemas lazily).
func TestConcurrentCalls(t *testing.T) {
	for _, st := range styles {
		t.Run(st.name, func(t *testing.T) {
			s := newServer()
			st.register(s, t)
			c := connectMemory(t, s)
			var wg sync.WaitGroup
			for g := range 8 {
				wg.Go(func() {
					for i := range 10 {
						c0 := argumentCases[(g*10+i)%len(argumentCases)]
						res, err := c.CallTool(context.Background(), &mcp.CallToolParams{Name: "order", Arguments: rawArgs(c0.args)})
						if err != nil {
							t.Errorf("%s: %v", c0.name, err)
							return
						}
						if got := res.Content[0].(*mcp.TextContent).Text; !res.IsError || got != c0.want {
							t.Errorf("%s: got %q, want %q", c0.name, got, c0.want)
						}
						ok := `{"customer":"c","items":[{"sku":"a","qty":1}]}`
						res, err = c.CallTool(context.Background(), &mcp.CallToolParams{Name: "order", Arguments: rawArgs(ok)})
						if err != nil || res.IsError {
							t.Errorf("valid call: %v %v", err, res)
						}
					}
				})
			}
			wg.Wait()
		})
	}
}

func rawArgs(s string) any {
	if s == "" {
		return nil
	}
	return json.RawMessage(s)
}
