package invopopdialect

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

// keywords is the library's structKeywordsFromTags: the jsonschema,
// jsonschema_description and jsonschema_extras tags of a field on its
// property's schema.
func (t *Schema) keywords(f schema.Field, name string) error {
	if t.boolean != nil {
		return fmt.Errorf("tags on a boolean schema: %w", ErrUnsupported)
	}
	t.setOrDelete("description", tagOf(f.Tag, "jsonschema_description"))
	tags := splitOnUnescapedCommas(tagOf(f.Tag, "jsonschema"))
	tags, err := t.generic(tags)
	if err != nil {
		return err
	}
	switch t.Type() {
	case "string":
		t.stringKeywords(tags)
	case "number", "integer":
		t.numericalKeywords(tags)
	case "array":
		t.arrayKeywords(tags)
	case "boolean":
		t.booleanKeywords(tags)
	}
	for _, e := range strings.Split(tagOf(f.Tag, "jsonschema_extras"), ",") {
		nv := strings.SplitN(e, "=", 2)
		if len(nv) != 2 {
			continue
		}
		if t.extras == nil {
			t.extras = map[string]any{}
		}
		if _, ok := t.extras[nv[0]]; ok {
			return fmt.Errorf("jsonschema_extras key %q given twice: %w", nv[0], ErrUnsupported)
		}
		switch {
		case nv[0] == "minimum":
			n, _ := strconv.Atoi(nv[1])
			t.extras[nv[0]] = n
		case nv[1] == "true":
			t.extras[nv[0]] = true
		case nv[1] == "false":
			t.extras[nv[0]] = false
		default:
			t.extras[nv[0]] = nv[1]
		}
	}
	return nil
}

// setOrDelete sets a string keyword; "" is the Go zero value, which
// omitempty leaves out.
func (t *Schema) setOrDelete(k, v string) {
	if v == "" {
		delete(t.kw, k)
		return
	}
	t.set(k, v)
}

func (t *Schema) generic(tags []string) ([]string, error) {
	var rest []string
	for _, tag := range tags {
		nv := strings.SplitN(tag, "=", 2)
		if len(nv) != 2 {
			continue
		}
		switch nv[0] {
		case "title", "description", "type":
			t.setOrDelete(nv[0], nv[1])
		case "anchor":
			t.setOrDelete("$anchor", nv[1])
		case "oneof_required", "anyof_required", "oneof_ref", "oneof_type", "anyof_ref", "anyof_type":
			return nil, fmt.Errorf("the jsonschema tag's %s: %w", nv[0], ErrUnsupported)
		default:
			rest = append(rest, tag)
		}
	}
	return rest, nil
}

func (t *Schema) booleanKeywords(tags []string) {
	for _, tag := range tags {
		nv := strings.Split(tag, "=")
		if len(nv) == 2 && nv[0] == "default" {
			switch nv[1] {
			case "true":
				t.set("default", true)
			case "false":
				t.set("default", false)
			}
		}
	}
}

func (t *Schema) stringKeywords(tags []string) {
	for _, tag := range tags {
		nv := strings.SplitN(tag, "=", 2)
		if len(nv) != 2 {
			continue
		}
		name, val := nv[0], nv[1]
		switch name {
		case "minLength", "maxLength":
			t.setUint(name, val)
		case "pattern", "format":
			t.setOrDelete(name, val)
		case "readOnly", "writeOnly":
			b, _ := strconv.ParseBool(val)
			if b {
				t.set(name, true)
			} else {
				delete(t.kw, name)
			}
		case "default":
			t.set("default", val)
		case "example":
			t.appendKw("examples", val)
		case "enum":
			t.appendKw("enum", val)
		}
	}
}

func (t *Schema) numericalKeywords(tags []string) {
	for _, tag := range tags {
		nv := strings.Split(tag, "=")
		if len(nv) != 2 {
			continue
		}
		name, val := nv[0], nv[1]
		num, ok := number(val)
		switch name {
		case "multipleOf", "minimum", "maximum", "exclusiveMaximum", "exclusiveMinimum":
			// The library stores a json.Number: one that does not parse is
			// "", which omitempty leaves out.
			if ok {
				t.set(name, num)
			} else {
				delete(t.kw, name)
			}
		case "default":
			if ok {
				t.set("default", num)
			}
		case "example":
			if ok {
				t.appendKw("examples", num)
			}
		case "enum":
			if ok {
				t.appendKw("enum", num)
			}
		}
	}
}

func (t *Schema) arrayKeywords(tags []string) {
	var defaults []any
	var rest []string
	for _, tag := range tags {
		nv := strings.Split(tag, "=")
		if len(nv) != 2 {
			continue
		}
		name, val := nv[0], nv[1]
		switch name {
		case "minItems", "maxItems":
			t.setUint(name, val)
		case "uniqueItems":
			t.set("uniqueItems", true)
		case "default":
			defaults = append(defaults, val)
		case "format", "pattern":
			if t.items != nil {
				t.items.setOrDelete(name, val)
			}
		default:
			rest = append(rest, tag)
		}
	}
	if len(defaults) > 0 {
		t.set("default", defaults)
	}
	if len(rest) == 0 || t.items == nil {
		return
	}
	switch t.items.Type() {
	case "string":
		t.items.stringKeywords(rest)
	case "number", "integer":
		t.items.numericalKeywords(rest)
	case "boolean":
		t.items.booleanKeywords(rest)
	}
}

func (t *Schema) setUint(k, v string) {
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		delete(t.kw, k)
		return
	}
	t.set(k, n)
}

func (t *Schema) appendKw(k string, v any) {
	xs, _ := t.kw[k].([]any)
	t.set(k, append(xs, v))
}

// number is the library's toJSONNumber.
func number(s string) (json.Number, bool) {
	n := json.Number(s)
	if _, err := n.Int64(); err == nil {
		return n, true
	}
	if _, err := n.Float64(); err == nil {
		return n, true
	}
	return "", false
}

// splitOnUnescapedCommas is the library's: a comma after a backslash
// stays in the value.
func splitOnUnescapedCommas(s string) []string {
	sep := strings.Split(s, ",")
	ret := []string{sep[0]}
	i := 0
	for _, next := range sep[1:] {
		if len(ret[i]) == 0 {
			ret = append(ret, next)
			i++
			continue
		}
		if ret[i][len(ret[i])-1] == '\\' {
			ret[i] = ret[i][:len(ret[i])-1] + "," + next
		} else {
			ret = append(ret, next)
			i++
		}
	}
	return ret
}
