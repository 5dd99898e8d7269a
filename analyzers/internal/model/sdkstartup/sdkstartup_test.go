package sdkstartup

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func newServer() *mcp.Server {
	return mcp.NewServer(&mcp.Implementation{Name: "t", Version: "v0"}, nil)
}

// addTool registers a tool with the input schema on a real server and
// returns the panic's text, "" when AddTool does not panic.
func addTool(input any) (refused string) {
	defer func() {
		if r := recover(); r != nil {
			refused = fmt.Sprint(r)
		}
	}()
	h := func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }
	newServer().AddTool(&mcp.Tool{Name: "t", InputSchema: input}, h)
	return ""
}

// addTypedTool registers a tool with mcp.AddTool, which resolves the
// schemas it is given with ValidateDefaults.
func addTypedTool(input, output *jsonschema.Schema) (refused string) {
	defer func() {
		if r := recover(); r != nil {
			refused = fmt.Sprint(r)
		}
	}()
	h := func(context.Context, *mcp.CallToolRequest, map[string]any) (*mcp.CallToolResult, map[string]any, error) {
		return nil, nil, nil
	}
	t := &mcp.Tool{Name: "t", InputSchema: input}
	if output != nil {
		t.OutputSchema = output
	}
	mcp.AddTool(newServer(), t, h)
	return ""
}

func prop(typ, header any) map[string]any {
	p := map[string]any{}
	if typ != nil {
		p["type"] = typ
	}
	if header != nil {
		p["x-mcp-header"] = header
	}
	return p
}

func obj(props map[string]any) map[string]any {
	return map[string]any{"type": "object", "properties": props}
}

var headerCases = []map[string]any{
	obj(map[string]any{"region": prop("string", "X-Region")}),
	obj(map[string]any{"n": prop("integer", "X-N"), "b": prop("boolean", "X-B")}),
	obj(map[string]any{"n": prop("number", "X-N")}),
	obj(map[string]any{"a": prop("array", "X-A")}),
	obj(map[string]any{"o": prop("object", "X-O")}),
	obj(map[string]any{"u": prop(nil, "X-U")}),
	obj(map[string]any{"s": prop("string", "")}),
	obj(map[string]any{"s": prop("string", 5)}),
	obj(map[string]any{"s": prop("string", true)}),
	obj(map[string]any{"s": prop("string", "X Region")}),
	obj(map[string]any{"s": prop("string", "X-Région")}),
	obj(map[string]any{"s": prop("string", "X:Region")}),
	obj(map[string]any{"s": prop("string", "x!#$%&'*+-.^_`|~9")}),
	obj(map[string]any{"a": prop("string", "X-Region"), "b": prop("string", "x-region")}),
	obj(map[string]any{"a": prop("string", "X-Region"), "b": prop("string", "X-Zone")}),
	// Nested properties share the name space.
	obj(map[string]any{"a": prop("string", "X-Region"), "f": map[string]any{"type": "object", "properties": map[string]any{"b": prop("string", "X-REGION")}}}),
	obj(map[string]any{"f": map[string]any{"type": "object", "properties": map[string]any{"b": prop("array", "X-B")}}}),
	// A type array anywhere: the SDK cannot read the schema, so checks nothing.
	obj(map[string]any{"n": prop([]any{"string", "null"}, "X-N"), "m": prop("array", "X-M")}),
	obj(map[string]any{"n": prop([]any{"string", "null"}, "X-N")}),
	obj(map[string]any{"s": prop("string", nil)}),
	obj(nil),
}

// TestHeadersAgreeWithSDK holds HeaderProblems to (*mcp.Server).AddTool,
// with the schema given as a map, as raw JSON and as a
// *jsonschema.Schema.
func TestHeadersAgreeWithSDK(t *testing.T) {
	refused, accepted := 0, 0
	for _, c := range headerCases {
		raw, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		model := HeaderProblems(raw)
		inputs := []any{c, json.RawMessage(raw)}
		var js jsonschema.Schema
		if err := json.Unmarshal(raw, &js); err == nil {
			inputs = append(inputs, &js)
		}
		for _, in := range inputs {
			sdk := addTool(in)
			sdkRefuses := strings.Contains(sdk, "invalid parameter header annotations")
			if sdk != "" && !sdkRefuses {
				t.Errorf("%s (%T): SDK panics for another reason: %s", raw, in, sdk)
			}
			if sdkRefuses != (len(model) > 0) {
				t.Errorf("%s (%T): SDK %q, model %v", raw, in, sdk, model)
			}
			if sdkRefuses {
				refused++
			} else {
				accepted++
			}
		}
	}
	if refused < 10 || accepted < 10 {
		t.Errorf("%d refused, %d accepted: the table must hold both", refused, accepted)
	}
}

func TestHeaderMessages(t *testing.T) {
	raw, _ := json.Marshal(obj(map[string]any{
		"a": prop("string", "X-Region"), "b": prop("string", "x-region"), "c": prop("array", "X-C"), "d": prop("string", "X D"),
	}))
	var got []string
	for _, p := range HeaderProblems(raw) {
		got = append(got, strings.Join(p.Path, ".")+": "+p.Message)
	}
	want := []string{
		`b: x-mcp-header "x-region" is already used by property "a" (header names are case-insensitive)`,
		`c: x-mcp-header is only allowed on a property of type string, integer or boolean, not "array"`,
		`d: x-mcp-header "X D" is not an HTTP header name: ' ' is not allowed (letters, digits and !#$%&'*+-.^_` + "`" + `|~ are)`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func raw(s string) json.RawMessage { return json.RawMessage(s) }

var defaultCases = []*jsonschema.Schema{
	{Type: "object", Properties: map[string]*jsonschema.Schema{"n": {Type: "integer", Default: raw(`3`)}}},
	{Type: "object", Properties: map[string]*jsonschema.Schema{"n": {Type: "integer", Default: raw(`"3"`)}}},
	{Type: "object", Properties: map[string]*jsonschema.Schema{"n": {Type: "integer", Default: raw(`3.5`)}}},
	{Type: "object", Properties: map[string]*jsonschema.Schema{"s": {Type: "string", Enum: []any{"a", "b"}, Default: raw(`"c"`)}}},
	{Type: "object", Properties: map[string]*jsonschema.Schema{"s": {Type: "string", Enum: []any{"a", "b"}, Default: raw(`"a"`)}}},
	{Type: "object", Properties: map[string]*jsonschema.Schema{"s": {Type: "string", MinLength: jsonschema.Ptr(3), Default: raw(`"ab"`)}}},
	{Type: "object", Properties: map[string]*jsonschema.Schema{"x": {Minimum: jsonschema.Ptr(1.0), Default: raw(`0`)}}},
	{Type: "object", Properties: map[string]*jsonschema.Schema{"x": {Types: []string{"null", "string"}, Default: raw(`null`)}}},
	{Type: "object", Properties: map[string]*jsonschema.Schema{"x": {Type: "string", Default: raw(`null`)}}},
	{Type: "object", Properties: map[string]*jsonschema.Schema{"l": {Type: "array", Items: &jsonschema.Schema{Type: "string"}, Default: raw(`["a", 1]`)}}},
	{Type: "object", Properties: map[string]*jsonschema.Schema{"l": {Type: "array", Items: &jsonschema.Schema{Type: "string", Default: raw(`1`)}}}},
	{Type: "object", Default: raw(`{}`), Required: []string{"a"}},
	{Type: "object", Default: raw(`[]`)},
	{Type: "object", Properties: map[string]*jsonschema.Schema{"a": {Type: "integer", Default: raw(`"x"`)}, "b": {Type: "boolean", Default: raw(`0`)}}},
	{Type: "object", Properties: map[string]*jsonschema.Schema{"a": {Type: "string", Pattern: "^[a-z]+$", Default: raw(`"ABC"`)}}},
	{Type: "object"},
	// The default validation knows draft-07 and 2020-12 only, and no
	// $dynamicRef, defaults or not.
	{Schema: "http://json-schema.org/draft-04/schema#", Type: "object"},
	{Schema: "https://json-schema.org/draft/2019-09/schema", Type: "object", Properties: map[string]*jsonschema.Schema{"n": {Type: "integer", Default: raw(`1`)}}},
	{Schema: "http://json-schema.org/draft-07/schema#", Type: "object", Properties: map[string]*jsonschema.Schema{"n": {Type: "integer", Default: raw(`1`)}}},
	{Schema: "https://json-schema.org/draft/2020-12/schema", Type: "object"},
	{Type: "object", DynamicAnchor: "node", Properties: map[string]*jsonschema.Schema{"n": {DynamicRef: "#node"}}},
}

// TestDefaultsAgreeWithSDK holds DefaultProblems to mcp.AddTool, the
// schema given as the input and as the output schema.
func TestDefaultsAgreeWithSDK(t *testing.T) {
	refused, accepted := 0, 0
	for _, c := range defaultCases {
		model := DefaultProblems(c)
		b, _ := json.Marshal(c)
		for _, asOutput := range []bool{false, true} {
			var sdk string
			if asOutput {
				sdk = addTypedTool(&jsonschema.Schema{Type: "object"}, c)
			} else {
				sdk = addTypedTool(c, nil)
			}
			if (sdk != "") != (len(model) > 0) {
				t.Errorf("%s (output %v): SDK %q, model %v", b, asOutput, sdk, model)
			}
			if sdk != "" {
				refused++
			} else {
				accepted++
			}
		}
		if b2, _ := json.Marshal(c); string(b2) != string(b) {
			t.Errorf("DefaultProblems changed the schema: %s became %s", b, b2)
		}
	}
	if refused < 14 || accepted < 10 {
		t.Errorf("%d refused, %d accepted: the table must hold both", refused, accepted)
	}
}

func TestDefaultProblemsEach(t *testing.T) {
	c := defaultCases[13]
	ps := DefaultProblems(c)
	if len(ps) != 2 || ps[0].Schema != c.Properties["a"] || ps[1].Schema != c.Properties["b"] {
		t.Fatalf("got %v, want the two defaults of a and b", ps)
	}
	for _, p := range ps {
		t.Log(p.Err)
	}
}

// TestOtherResolveErrors: a schema that does not resolve for a reason
// other than a default (a pattern that is not a regexp) is not the
// defaults' fault, though the SDK panics on it too.
func TestOtherResolveErrors(t *testing.T) {
	c := &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
		"s": {Type: "string", Pattern: "(", Default: raw(`1`)},
	}}
	if sdk := addTypedTool(c, nil); !strings.Contains(sdk, "pattern") {
		t.Errorf("SDK: %q, want a panic about the pattern", sdk)
	}
	if ps := DefaultProblems(c); ps != nil {
		t.Errorf("DefaultProblems = %v, want none", ps)
	}
}

func TestWholeSchema(t *testing.T) {
	c := &jsonschema.Schema{Schema: "http://json-schema.org/draft-04/schema#", Type: "object", Properties: map[string]*jsonschema.Schema{"n": {Type: "integer", Default: raw(`"x"`)}}}
	ps := DefaultProblems(c)
	if len(ps) != 1 || !ps[0].Whole || ps[0].Schema != c || !strings.Contains(ps[0].Err.Error(), "cannot validate version") {
		t.Fatalf("got %v, want one Whole problem about the version", ps)
	}
}
