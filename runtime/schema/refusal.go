package schema

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
)

// Refusals lists the reasons a listed JSON Schema (a tool's given output
// schema) refuses what encoding/json writes for a type whose output
// schema, in mcpvet's dialect, is out. Only refusals that follow from the
// type alone are listed: a required property the type never writes or
// omits when empty, a property the type always writes that a closed
// schema does not list, and a fragment whose JSON type the listed type
// never accepts. Each is a path (Go-free: the JSON property names, []
// for array items) and a reason.
//
// What cannot be decided from the two schemas is accepted, so that a
// refusal is certain: a listed fragment with $ref, anyOf, oneOf, allOf,
// not or if; an out fragment that is {} (a Marshaler, an interface); a
// map's keys; number against integer (an integral float is written as an
// integer); bounds, patterns and enums.
func Refusals(out *Schema, listed json.RawMessage) []string {
	var l map[string]any
	if out == nil || json.Unmarshal(listed, &l) != nil {
		return nil
	}
	var acc []string
	refusals(out, l, "", &acc)
	return acc
}

func refusals(out *Schema, l map[string]any, path string, acc *[]string) {
	for _, k := range []string{"$ref", "$dynamicRef", "anyOf", "oneOf", "allOf", "not", "if"} {
		if _, ok := l[k]; ok {
			return
		}
	}
	where := "the result"
	if path != "" {
		where = "property " + path
	}
	f := NonNull(out)
	if len(f.Type) == 0 || len(f.AnyOf) > 0 {
		return
	}
	if lt, ok := listedTypes(l); ok && !slices.ContainsFunc(f.Type, func(t string) bool { return accepts(lt, t) }) {
		*acc = append(*acc, where+" is written as "+strings.Join(f.Type, " or ")+", and the output schema wants "+strings.Join(lt, " or "))
		return
	}
	switch {
	case f.has("object") && f.Closed:
		// A struct (a map has AdditionalProperties instead): its
		// properties are all it writes.
		props, _ := l["properties"].(map[string]any)
		req, _ := l["required"].([]any)
		for _, r := range req {
			name, _ := r.(string)
			switch {
			case f.Property(name) == nil:
				*acc = append(*acc, "required property "+refusalPath(path, name)+" is never written")
			case !slices.Contains(f.Required, name):
				*acc = append(*acc, "required property "+refusalPath(path, name)+" is left out when empty (omitempty)")
			}
		}
		if closed(l["additionalProperties"]) {
			for _, p := range f.Properties {
				if _, listed := props[p.Name]; !listed && slices.Contains(f.Required, p.Name) {
					*acc = append(*acc, "property "+refusalPath(path, p.Name)+" is always written, and the output schema neither lists it nor allows others")
				}
			}
		}
		for _, p := range f.Properties {
			if lp, ok := props[p.Name].(map[string]any); ok {
				refusals(p.Schema, lp, refusalPath(path, p.Name), acc)
			}
		}
	case f.has("array") && f.Items != nil:
		if items, ok := l["items"].(map[string]any); ok {
			refusals(f.Items, items, path+"[]", acc)
		}
	}
}

func refusalPath(path, name string) string {
	q := strconv.Quote(name)
	if path == "" {
		return q
	}
	return path + "." + q
}

// listedTypes is the listed fragment's "type", as a list; false when it
// has none (any type).
func listedTypes(l map[string]any) ([]string, bool) {
	switch t := l["type"].(type) {
	case string:
		return []string{t}, true
	case []any:
		var out []string
		for _, e := range t {
			if s, ok := e.(string); ok {
				out = append(out, s)
			}
		}
		return out, len(out) == len(t)
	}
	return nil, false
}

// accepts reports whether some value of JSON type t is of one of the
// types listed: an integer is a number, and a number may be integral.
func accepts(listed []string, t string) bool {
	for _, l := range listed {
		if l == t || l == "number" && t == "integer" || l == "integer" && t == "number" {
			return true
		}
	}
	return false
}

// closed reports whether an additionalProperties value allows nothing:
// false, or {"not":{}} (how jsonschema-go writes false).
func closed(ap any) bool {
	switch ap := ap.(type) {
	case bool:
		return !ap
	case map[string]any:
		not, ok := ap["not"].(map[string]any)
		return ok && len(ap) == 1 && len(not) == 0
	}
	return false
}
