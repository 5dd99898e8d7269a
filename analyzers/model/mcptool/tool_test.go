package mcptool

import (
	"testing"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

// TestSchemas holds the rule of docs/tools.md for what a tool lists
// where mcpvet writes its schemas: the input's root is an object; only an
// object-shaped result of a directive has an output schema, always typed
// "object"; other styles list the schemas as computed.
func TestSchemas(t *testing.T) {
	nullableObj := func() *schema.Schema { return schema.Nullable(&schema.Schema{Type: []string{"object"}}) }
	str := &schema.Schema{Type: []string{"string"}}
	for _, tc := range []struct {
		name    string
		tool    Tool
		in, out string // the root types listed, "" for none
	}{
		{"directive, text result", Tool{Origin: &Directive{Results: ResultText}, Input: nullableObj(), Output: str}, "object", ""},
		{"directive, structured result", Tool{Origin: &Directive{Results: ResultStructured}, Input: nullableObj(), Output: nullableObj()}, "object", "object"},
		{"directive, structured non-object", Tool{Origin: &Directive{Results: ResultStructured}, Input: nullableObj(), Output: str}, "object", ""},
		{"runtime.AddTool", Tool{Origin: &Call{Style: RuntimeAddTool}, Input: nullableObj(), Output: nullableObj()}, "object", "object"},
		{"runtime.Tool", Tool{Origin: &Call{Style: RuntimeTool}, Input: nullableObj(), Output: str}, "object", "string"},
		{"mcp.AddTool, as computed", Tool{Origin: &Call{Style: SDKAddTool}, Input: nullableObj(), Output: str}, "nullable", "string"},
	} {
		in, out := tc.tool.Schemas()
		root := func(s *schema.Schema) string {
			if s == nil {
				return ""
			}
			if schema.IsNullable(s) {
				return "nullable"
			}
			return s.Type[0]
		}
		if root(in) != tc.in || root(out) != tc.out {
			t.Errorf("%s: Schemas() roots %q, %q; want %q, %q", tc.name, root(in), root(out), tc.in, tc.out)
		}
	}
}
