package sdkdialect

import (
	"reflect"
	"slices"
	"strings"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

func lookupTag(tag, key string) (string, bool) { return reflect.StructTag(tag).Lookup(key) }
func getTag(tag, key string) string            { return reflect.StructTag(tag).Get(key) }

// visField is one field of reflect.VisibleFields.
type visField struct {
	field  schema.Field
	index  []int
	hidden bool
}

// visible is reflect.VisibleFields over the view: the fields of t and those
// promoted from embedded structs, depth first, hidden by Go's selector
// rules (by Go name, not JSON name). jsonschema-go's struct case walks
// exactly this list (infer.go:253).
func (c *checker) visible(t schema.Type) []visField {
	key := t.Key()
	if v, ok := c.vis[key]; ok {
		return v
	}
	w := &visWalker{byName: map[string]int{}, visiting: map[any]bool{}}
	w.walk(t, nil)
	out := w.fields[:0]
	for _, f := range w.fields {
		if !f.hidden {
			out = append(out, f)
		}
	}
	c.vis[key] = out
	return out
}

type visWalker struct {
	byName   map[string]int
	visiting map[any]bool
	fields   []visField
}

func (w *visWalker) walk(t schema.Type, index []int) {
	k := t.Key()
	if w.visiting[k] {
		return
	}
	w.visiting[k] = true
	defer delete(w.visiting, k)
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		idx := append(slices.Clip(index), i)
		add := true
		if old, ok := w.byName[f.Name]; ok {
			o := &w.fields[old]
			switch {
			case len(idx) == len(o.index):
				o.hidden = true
				add = false
			case len(idx) < len(o.index):
				o.hidden = true
			default:
				add = false
			}
		}
		if add {
			w.byName[f.Name] = len(w.fields)
			w.fields = append(w.fields, visField{field: f, index: idx})
		}
		if f.Embedded && f.Type != nil {
			ft := f.Type
			if ft.Kind() == schema.Pointer {
				ft = ft.Elem()
			}
			if ft != nil && ft.Kind() == schema.Struct {
				w.walk(ft, idx)
			}
		}
	}
}

// sdkInfo is jsonschema-go's fieldJSONInfo (util.go:434-457).
type sdkInfo struct {
	omit bool
	name string
	// tagName is the name written in the json tag, "" if none.
	tagName             string
	omitEmpty, omitZero bool
	str                 bool // the ",string" option, which the SDK ignores
}

func fieldInfo(f schema.Field) sdkInfo {
	if !f.Exported {
		return sdkInfo{omit: true}
	}
	info := sdkInfo{name: f.Name}
	if tag, ok := lookupTag(f.Tag, "json"); ok {
		name, rest, found := strings.Cut(tag, ",")
		if name == "-" && !found {
			return sdkInfo{omit: true}
		}
		if name != "" {
			info.name, info.tagName = name, name
		}
		if rest != "" {
			for _, s := range strings.Split(rest, ",") {
				switch s {
				case "omitempty":
					info.omitEmpty = true
				case "omitzero":
					info.omitZero = true
				case "string":
					info.str = true
				}
			}
		}
	}
	return info
}

// jsonField is one field as encoding/json's typeFields chooses it.
type jsonField struct {
	name   string
	tagged bool
	index  []int
	field  schema.Field
}

type jsonFields struct {
	list   []jsonField // in index order
	byName map[string]*jsonField
}

// same reports whether encoding/json writes property name from the field
// at index. A nil set (a quiet struct) matches nothing.
func (j *jsonFields) same(name string, index []int) bool {
	if j == nil {
		return false
	}
	f := j.byName[name]
	return f != nil && equalIndex(f.index, index)
}

// at returns the field encoding/json writes from the field at index.
func (j *jsonFields) at(index []int) *jsonField {
	if j == nil {
		return nil
	}
	for i := range j.list {
		if equalIndex(j.list[i].index, index) {
			return &j.list[i]
		}
	}
	return nil
}

// jsonFields is encoding/json's selection of the properties of t, as the
// schema rules make it (schema.JSONFields), indexed by name.
func (c *checker) jsonFields(t schema.Type) *jsonFields {
	key := t.Key()
	if j, ok := c.jf[key]; ok {
		return j
	}
	var list []jsonField
	for _, f := range schema.JSONFields(t) {
		list = append(list, jsonField{name: f.Name, tagged: f.Tagged, index: f.Index, field: f.Field})
	}
	j := &jsonFields{list: list, byName: map[string]*jsonField{}}
	for i := range j.list {
		j.byName[j.list[i].name] = &j.list[i]
	}
	c.jf[key] = j
	return j
}

func parseTag(tag string) (string, []string) {
	name, opt, found := strings.Cut(tag, ",")
	if !found {
		return name, nil
	}
	return name, strings.Split(opt, ",")
}
