package listinglock

import (
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
)

// A Change is one difference between a tool as locked and as the code
// lists it now.
type Change struct {
	// What says what changed, for people: "the description changed from
	// "…" to "…"", "argument "q" removed".
	What string
	// Breaking is set when a client written against the lock can fail on
	// the change: a tool or an argument it sends removed, an argument
	// added or made required, a type changed, a result property removed.
	Breaking bool
}

// Changes are the differences of now from was, in a stable order.
func Changes(was, now Tool) []Change {
	out := textChanges(was.Title, now.Title, was.Description, now.Description)
	out = append(out, annotationChanges(was.Annotations, now.Annotations)...)
	for _, sc := range []struct {
		key, noun        string
		input            bool
		wasJSON, nowJSON json.RawMessage
	}{
		{"inputSchema", "argument", true, was.InputSchema, now.InputSchema},
		{"outputSchema", "result property", false, was.OutputSchema, now.OutputSchema},
	} {
		wasWhy, wasUnknown := was.Unknown[sc.key]
		nowWhy, nowUnknown := now.Unknown[sc.key]
		switch {
		case wasUnknown && nowUnknown:
			// Neither side is known: nothing to compare.
		case nowUnknown:
			out = append(out, Change{What: "mcpvet can no longer tell its " + schemaNoun(sc.input) + " (" + nowWhy + ")"})
		case wasUnknown:
			out = append(out, Change{What: "mcpvet can tell its " + schemaNoun(sc.input) + " now (the lock has none: " + wasWhy + ")"})
		default:
			out = append(out, schemaChanges(sc.noun, sc.wasJSON, sc.nowJSON, sc.input)...)
		}
	}
	return out
}

func annotationChanges(was, now *Annotations) []Change {
	var a, b Annotations
	if was != nil {
		a = *was
	}
	if now != nil {
		b = *now
	}
	var out []Change
	for _, h := range []struct {
		name string
		x, y *bool
	}{
		{"readOnlyHint", a.ReadOnlyHint, b.ReadOnlyHint},
		{"destructiveHint", a.DestructiveHint, b.DestructiveHint},
		{"idempotentHint", a.IdempotentHint, b.IdempotentHint},
		{"openWorldHint", a.OpenWorldHint, b.OpenWorldHint},
	} {
		if hint(h.x) != hint(h.y) {
			out = append(out, Change{What: "its annotation " + h.name + " changed from " + hint(h.x) + " to " + hint(h.y)})
		}
	}
	return out
}

func hint(b *bool) string {
	if b == nil {
		return "unset"
	}
	return fmt.Sprint(*b)
}

// schemaChanges compares two object schemas property by property; input
// says which side a client writes (an input's new required argument
// breaks a client, a result's new property does not).
func schemaChanges(noun string, was, now json.RawMessage, input bool) []Change {
	if jsonEqual(was, now) {
		return nil
	}
	a, aok := object(was)
	b, bok := object(now)
	if !aok || !bok {
		if len(was) == 0 || string(was) == "null" {
			return []Change{{What: "it now lists " + schemaNoun(input)}}
		}
		if len(now) == 0 || string(now) == "null" {
			return []Change{{What: "it no longer lists " + schemaNoun(input), Breaking: !input}}
		}
		return []Change{{What: "its " + schemaNoun(input) + " changed", Breaking: true}}
	}
	var out []Change
	pa, pb := props(a), props(b)
	ra, rb := required(a), required(b)
	// A property removed and one added with the same schema is a rename.
	renamed := map[string]string{} // new name → old
	for _, name := range slices.Sorted(maps.Keys(pa)) {
		if _, ok := pb[name]; ok {
			continue
		}
		if to := renameOf(name, pa, pb, renamed); to != "" {
			renamed[to] = name
			out = append(out, Change{What: noun + " " + quote(name) + " renamed to " + quote(to), Breaking: true})
			continue
		}
		out = append(out, Change{What: noun + " " + quote(name) + " removed", Breaking: true})
	}
	for _, name := range slices.Sorted(maps.Keys(pb)) {
		if _, ok := renamed[name]; ok {
			continue
		}
		x, had := pa[name]
		y := pb[name]
		switch {
		case !had && input && rb[name]:
			out = append(out, Change{What: "required " + noun + " " + quote(name) + " added", Breaking: true})
		case !had:
			out = append(out, Change{What: noun + " " + quote(name) + " added"})
		default:
			if tx, ty := typeOf(x), typeOf(y); tx != ty {
				out = append(out, Change{What: "the type of " + noun + " " + quote(name) + " changed from " + tx + " to " + ty, Breaking: true})
			} else if !reflect.DeepEqual(x, y) {
				out = append(out, Change{What: "the schema of " + noun + " " + quote(name) + " changed"})
			}
			if input && rb[name] && !ra[name] {
				out = append(out, Change{What: noun + " " + quote(name) + " is now required", Breaking: true})
			}
			if input && ra[name] && !rb[name] {
				out = append(out, Change{What: noun + " " + quote(name) + " is no longer required"})
			}
		}
	}
	// What is not a property (additionalProperties, the schema's own
	// description…).
	delete(a, "properties")
	delete(a, "required")
	delete(b, "properties")
	delete(b, "required")
	if !reflect.DeepEqual(a, b) {
		out = append(out, Change{What: "its " + schemaNoun(input) + " changed outside its properties"})
	}
	return out
}

// renameOf is the property of now that old's property name became: the
// one new property (not yet taken by another rename) whose schema is the
// same; "" when there is none or more than one.
func renameOf(name string, was, now map[string]any, taken map[string]string) string {
	to := ""
	for _, n := range slices.Sorted(maps.Keys(now)) {
		if _, existed := was[n]; existed {
			continue
		}
		if _, ok := taken[n]; ok || !reflect.DeepEqual(was[name], now[n]) {
			continue
		}
		if to != "" {
			return ""
		}
		to = n
	}
	return to
}

func schemaNoun(input bool) string {
	if input {
		return "input schema"
	}
	return "output schema"
}

func object(raw json.RawMessage) (map[string]any, bool) {
	var m map[string]any
	if len(raw) == 0 || json.Unmarshal(raw, &m) != nil || m == nil {
		return nil, false
	}
	return m, true
}

func props(s map[string]any) map[string]any {
	p, _ := s["properties"].(map[string]any)
	if p == nil {
		return map[string]any{}
	}
	return p
}

func required(s map[string]any) map[string]bool {
	out := map[string]bool{}
	r, _ := s["required"].([]any)
	for _, x := range r {
		if name, ok := x.(string); ok {
			out[name] = true
		}
	}
	return out
}

// typeOf is a property schema's "type", as written ("string",
// "[null,array]"), or "unset".
func typeOf(s any) string {
	m, _ := s.(map[string]any)
	switch t := m["type"].(type) {
	case string:
		return t
	case []any:
		parts := make([]string, len(t))
		for i, x := range t {
			parts[i] = fmt.Sprint(x)
		}
		return "[" + strings.Join(parts, ",") + "]"
	}
	return "unset"
}

func jsonEqual(a, b json.RawMessage) bool {
	var x, y any
	ea, eb := json.Unmarshal(orNull(a), &x), json.Unmarshal(orNull(b), &y)
	return ea == nil && eb == nil && reflect.DeepEqual(x, y)
}

func orNull(r json.RawMessage) json.RawMessage {
	if len(r) == 0 {
		return json.RawMessage("null")
	}
	return r
}

// quote is s quoted, shortened past 60 characters.
func quote(s string) string {
	if r := []rune(s); len(r) > 60 {
		s = string(r[:57]) + "…"
	}
	return fmt.Sprintf("%q", s)
}

// ResourceChanges are the differences of a resource or resource template
// now from was: its name, title, description and content type. A client
// reads the resource by its URI, the key: a changed content type can make
// it misread what it gets.
func ResourceChanges(was, now Resource) []Change {
	var out []Change
	for _, f := range []struct {
		noun, a, b string
		breaking   bool
	}{
		{"name", was.Name, now.Name, false},
		{"title", was.Title, now.Title, false},
		{"description", was.Description, now.Description, false},
		{"content type", was.MIMEType, now.MIMEType, true},
	} {
		if f.a != f.b {
			out = append(out, Change{What: "its " + f.noun + " changed from " + quote(f.a) + " to " + quote(f.b), Breaking: f.breaking})
		}
	}
	return append(out, unknownChanges(was.Unknown, now.Unknown)...)
}

// PromptChanges are the differences of a prompt now from was: its title,
// description and arguments. An argument removed, added as required or
// made required breaks a client written against the lock, as a tool's
// does.
func PromptChanges(was, now Prompt) []Change {
	out := textChanges(was.Title, now.Title, was.Description, now.Description)
	_, wasUnknown := was.Unknown["arguments"]
	_, nowUnknown := now.Unknown["arguments"]
	if !wasUnknown && !nowUnknown {
		for _, name := range slices.Sorted(maps.Keys(was.Arguments)) {
			a := was.Arguments[name]
			b, ok := now.Arguments[name]
			switch {
			case !ok:
				out = append(out, Change{What: "argument " + quote(name) + " removed", Breaking: true})
			case !a.Required && b.Required:
				out = append(out, Change{What: "argument " + quote(name) + " is required now", Breaking: true})
			case a.Required && !b.Required:
				out = append(out, Change{What: "argument " + quote(name) + " is optional now"})
			}
			if ok && a.Description != b.Description {
				out = append(out, Change{What: "the description of argument " + quote(name) + " changed from " + quote(a.Description) + " to " + quote(b.Description)})
			}
		}
		for _, name := range slices.Sorted(maps.Keys(now.Arguments)) {
			if _, ok := was.Arguments[name]; !ok {
				b := now.Arguments[name]
				out = append(out, Change{What: "argument " + quote(name) + " added" + map[bool]string{true: " as required", false: ""}[b.Required], Breaking: b.Required})
			}
		}
	}
	return append(out, unknownChanges(was.Unknown, now.Unknown)...)
}

// ServerChanges are the differences of a server's instructions, which the
// model reads at initialize.
func ServerChanges(was, now Server) []Change {
	var out []Change
	if was.Instructions != now.Instructions && was.Unknown["instructions"] == "" && now.Unknown["instructions"] == "" {
		out = append(out, Change{What: "its instructions changed from " + quote(was.Instructions) + " to " + quote(now.Instructions)})
	}
	return append(out, unknownChanges(was.Unknown, now.Unknown)...)
}

// textChanges are the changes of a title and a description, which the
// model reads: never breaking.
func textChanges(wasTitle, nowTitle, wasDesc, nowDesc string) []Change {
	var out []Change
	if wasTitle != nowTitle {
		out = append(out, Change{What: "its title changed from " + quote(wasTitle) + " to " + quote(nowTitle)})
	}
	if wasDesc != nowDesc {
		out = append(out, Change{What: "its description changed from " + quote(wasDesc) + " to " + quote(nowDesc)})
	}
	return out
}

// unknownChanges says what mcpvet can tell now that it could not, or the
// other way round: unknown is never compared as a change of the value.
func unknownChanges(was, now map[string]string) []Change {
	var out []Change
	for _, k := range slices.Sorted(maps.Keys(now)) {
		if _, ok := was[k]; !ok {
			out = append(out, Change{What: "mcpvet can no longer tell its " + k + " (" + now[k] + ")"})
		}
	}
	for _, k := range slices.Sorted(maps.Keys(was)) {
		if _, ok := now[k]; !ok {
			out = append(out, Change{What: "mcpvet can tell its " + k + " now (the lock has none: " + was[k] + ")"})
		}
	}
	return out
}
