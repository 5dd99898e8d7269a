package sdkdialect

import (
	"cmp"
	"reflect"
	"slices"
	"strings"
	"unicode"

	"github.com/mcpvet/mcpvet/schema"
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

// jsonFields is encoding/json's typeFields (encode.go) over the view:
// breadth first through embedded structs, JSON names, depth and tag
// dominance, ties dropped.
func (c *checker) jsonFields(t schema.Type) *jsonFields {
	key := t.Key()
	if j, ok := c.jf[key]; ok {
		return j
	}
	type queued struct {
		typ   schema.Type
		index []int
	}
	var current []queued
	next := []queued{{typ: t}}
	var count, nextCount map[any]int
	visited := map[any]bool{}
	var fields []jsonField
	for len(next) > 0 {
		current, next = next, current[:0]
		count, nextCount = nextCount, map[any]int{}
		for _, q := range current {
			qk := q.typ.Key()
			if visited[qk] {
				continue
			}
			visited[qk] = true
			for i := 0; i < q.typ.NumField(); i++ {
				sf := q.typ.Field(i)
				if sf.Type == nil {
					continue
				}
				if sf.Embedded {
					et := sf.Type
					if et.Kind() == schema.Pointer {
						et = et.Elem()
					}
					if et == nil || (!sf.Exported && et.Kind() != schema.Struct) {
						continue
					}
				} else if !sf.Exported {
					continue
				}
				tag := getTag(sf.Tag, "json")
				if tag == "-" {
					continue
				}
				name, _ := parseTag(tag)
				if !isValidTag(name) {
					name = ""
				}
				index := append(slices.Clip(q.index), i)
				ft := sf.Type
				if ft.Name() == "" && ft.Kind() == schema.Pointer {
					if ft = ft.Elem(); ft == nil {
						continue
					}
				}
				if name != "" || !sf.Embedded || ft.Kind() != schema.Struct {
					f := jsonField{name: name, tagged: name != "", index: index, field: sf}
					if name == "" {
						f.name = sf.Name
					}
					fields = append(fields, f)
					if count[qk] > 1 {
						fields = append(fields, f)
					}
					continue
				}
				fk := ft.Key()
				nextCount[fk]++
				if nextCount[fk] == 1 {
					next = append(next, queued{typ: ft, index: index})
				}
			}
		}
	}
	slices.SortFunc(fields, func(a, b jsonField) int {
		if c := strings.Compare(a.name, b.name); c != 0 {
			return c
		}
		if c := cmp.Compare(len(a.index), len(b.index)); c != 0 {
			return c
		}
		if a.tagged != b.tagged {
			if a.tagged {
				return -1
			}
			return +1
		}
		return slices.Compare(a.index, b.index)
	})
	out := fields[:0]
	for advance, i := 0, 0; i < len(fields); i += advance {
		fi := fields[i]
		for advance = 1; i+advance < len(fields); advance++ {
			if fields[i+advance].name != fi.name {
				break
			}
		}
		if advance == 1 {
			out = append(out, fi)
			continue
		}
		g := fields[i : i+advance]
		if len(g[0].index) == len(g[1].index) && g[0].tagged == g[1].tagged {
			continue // a tie: dropped
		}
		out = append(out, g[0])
	}
	slices.SortFunc(out, func(a, b jsonField) int { return slices.Compare(a.index, b.index) })
	j := &jsonFields{list: out, byName: map[string]*jsonField{}}
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

// isValidTag is encoding/json's rule for a usable tag name.
func isValidTag(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		switch {
		case strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c):
		case !unicode.IsLetter(c) && !unicode.IsDigit(c):
			return false
		}
	}
	return true
}
