package elicit

import (
	"encoding/json"
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

// FieldProblem is a Problem at a struct field of the type a form is built
// from, when the property comes from one.
type FieldProblem struct {
	Problem
	// Field is the struct field the property comes from; its Source is
	// the adapter's handle (a *types.Var statically), nil for the root.
	Field *schema.Field
}

// Form is the requested schema of runtime.Elicit[T]: T's input schema by
// mcpvet's rules (the one a tool taking T as arguments lists), which must
// be an object whose properties stay in the subset. JSON is nil when T has
// no such schema; the problems say why, each at the field it comes from.
// The runtime (through the reflect view) and the analyzer (through the
// go/types view) both call it, so they agree on every T.
func Form(t schema.Type, facts schema.Facts) (json.RawMessage, []FieldProblem) {
	if t == nil {
		return nil, []FieldProblem{{Problem: Problem{Message: "no type"}}}
	}
	base := t
	for base.Kind() == schema.Pointer && base.Name() == "" && base.Elem() != nil {
		base = base.Elem()
	}
	if base.Kind() != schema.Struct {
		return nil, []FieldProblem{{Problem: Problem{Message: fmt.Sprintf("a form is built from a struct type, not %s", t.String())}}}
	}
	s, probs := schema.Generate(base, schema.Options{Direction: schema.Input, Facts: facts})
	var out []FieldProblem
	for _, p := range probs {
		if p.Kind == schema.Unsupported || p.Kind == schema.SelfReference {
			out = append(out, FieldProblem{Problem: Problem{Message: p.String()}})
		}
	}
	if len(out) > 0 {
		return nil, out
	}
	raw := schema.Encode(s)
	var js *jsonschema.Schema
	if err := json.Unmarshal(raw, &js); err != nil {
		return nil, []FieldProblem{{Problem: Problem{Message: err.Error()}}}
	}
	fields := map[string]*schema.Field{}
	for _, f := range schema.JSONFields(base) {
		fields[f.Name] = &f.Field
	}
	for _, p := range Check(js) {
		out = append(out, FieldProblem{Problem: p, Field: fields[p.Property]})
	}
	if len(out) > 0 {
		return nil, out
	}
	return raw, nil
}
