package mcptool

import "github.com/mcpvet/mcpvet/runtime/schema"

// Schemas are the input and output schemas of mcpvet's rules that the
// tool lists where mcpvet writes them (directives, runtime.AddTool,
// runtime.Tool), by the rule of docs/tools.md: the input's root is
// "type":"object" where the argument is a pointer to a struct (MCP
// requires an object; arguments are never null); only an object-shaped
// result has an output schema (a directive's struct or map result, or
// the Out of the SDK's typed form; runtime.AddTool's Out), and its root
// is "type":"object" even where the rules make the value nullable (a
// pointer, a map), since clients check outputSchema.type; a nil result
// is sent as the text null, without structured content. For the other
// styles they are mcpvet's schemas of In and Out as they are.
func (t *Tool) Schemas() (in, out *schema.Schema) {
	switch d := t.Directive(); {
	case d != nil:
		if d.Results != ResultStructured && d.Results != ResultTyped {
			return schema.ObjectRoot(t.Input), nil
		}
	case t.Style() == RuntimeAddTool:
	case t.Style() == RuntimeTool:
		return schema.ObjectRoot(t.Input), t.Output
	default:
		return t.Input, t.Output
	}
	out = schema.ObjectRoot(t.Output)
	if !schema.IsObject(out) {
		out = nil
	}
	return schema.ObjectRoot(t.Input), out
}
