package mcpgodialect

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
)

// Check lists what is wrong in an input schema mcp-go lists, whatever
// client reads it: a required name that is no property (no argument can
// satisfy it), a "required" that is not an array (WithStringItems(
// mcp.Required()) leaves "required": true in the item schema, which
// validators reject), and a default its property's type or enum refuses
// (mcp.WithString("n", mcp.DefaultNumber(3))). mcp-go itself checks
// none of them.
func Check(schema json.RawMessage) []string {
	if schema == nil {
		return nil
	}
	var root map[string]any
	if json.Unmarshal(schema, &root) != nil {
		return nil
	}
	var out []string
	check(root, "", &out)
	return out
}

func check(s map[string]any, path string, out *[]string) {
	where := "the input schema"
	if path != "" {
		where = "property " + path
	}
	props, _ := s["properties"].(map[string]any)
	switch req := s["required"].(type) {
	case nil:
	case []any:
		for _, r := range req {
			name, _ := r.(string)
			if _, ok := props[name]; !ok {
				*out = append(*out, fmt.Sprintf("%s requires %q, which is not one of its properties: no call can satisfy it", where, name))
			}
		}
	default:
		*out = append(*out, fmt.Sprintf("%s has \"required\": %v, not an array of names: JSON Schema validators reject the schema (a Required() given to an item option stays in the item schema)", where, req))
	}
	if d, ok := s["default"]; ok {
		if why := refuses(s, d); why != "" {
			*out = append(*out, fmt.Sprintf("%s has default %s, which %s", where, show(d), why))
		}
	}
	for _, k := range slices.Sorted(maps.Keys(props)) {
		if sub, ok := props[k].(map[string]any); ok {
			check(sub, join(path, k), out)
		}
	}
	if sub, ok := s["items"].(map[string]any); ok {
		check(sub, join(path, "[]"), out)
	}
}

func join(path, k string) string {
	if path == "" {
		return k
	}
	return path + "." + k
}

// refuses says why a schema refuses its default ("" if it does not).
func refuses(s map[string]any, d any) string {
	if t, ok := s["type"].(string); ok && !hasType(d, t) {
		return "is not of its type " + t
	}
	if enum, ok := s["enum"].([]any); ok && !slices.ContainsFunc(enum, func(e any) bool { return equal(e, d) }) {
		return "is not one of its enum values"
	}
	return ""
}

func hasType(v any, t string) bool {
	switch t {
	case "string":
		_, ok := v.(string)
		return ok
	case "number":
		_, ok := v.(float64)
		return ok
	case "integer":
		f, ok := v.(float64)
		return ok && f == math.Trunc(f)
	case "boolean":
		_, ok := v.(bool)
		return ok
	case "array":
		_, ok := v.([]any)
		return ok
	case "object":
		_, ok := v.(map[string]any)
		return ok
	case "null":
		return v == nil
	}
	return true
}

func equal(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

func show(v any) string {
	b, _ := json.Marshal(v)
	return strings.TrimSpace(string(b))
}
