package schema

import (
	"cmp"
	"reflect"
	"slices"
	"strings"
	"unicode"
)

// jsonField is one property as encoding/json sees it.
type jsonField struct {
	name      string
	tagged    bool
	index     []int
	field     Field // the struct field it comes from
	omitEmpty bool
	omitZero  bool
	quoted    bool
	// viaPointer is set for a field promoted through an embedded pointer:
	// encoding/json skips it when that pointer is nil.
	viaPointer bool
	// unsettable is set for a field promoted through an embedded pointer
	// that encoding/json cannot allocate, because it is reached through an
	// unexported embedded field: decoding the field fails.
	unsettable bool
	// ownerPkg and owner name the struct that declares the field, for
	// doc lookup; owner is "" for an anonymous root.
	ownerPkg, owner string
}

// JSONField is one property of a struct type as encoding/json selects it.
type JSONField struct {
	Name   string // the JSON name
	Tagged bool   // the name comes from a json tag
	Index  []int  // the field's index path from the struct, through embedded fields
	Field  Field  // the struct field it comes from
	Quoted bool   // ",string" applies
}

// JSONFields lists the properties encoding/json reads and writes for the
// struct type t, in field order: the selection of its typeFields (breadth
// first through embedded structs, depth and tag dominance, ties dropped),
// the one every schema uses. Other models of the wire (the go-sdk
// dialect, the runtime's argument paths) compare against it.
func JSONFields(t Type) []JSONField {
	if t == nil || t.Kind() != Struct {
		return nil
	}
	g := &generator{facts: (*FactTable)(nil), onPath: map[any]bool{}}
	var out []JSONField
	for _, f := range g.fields(t, "", site{}) {
		out = append(out, JSONField{Name: f.name, Tagged: f.tagged, Index: f.index, Field: f.field, Quoted: f.quoted})
	}
	return out
}

// lookupTag is reflect.StructTag.Lookup; the view carries tags as strings.
func lookupTag(tag, key string) (string, bool) {
	return reflect.StructTag(tag).Lookup(key)
}

// fields lists the JSON properties of struct type t exactly as
// encoding/json's typeFields does: breadth-first through embedded
// structs, depth and tag dominance, ties at one depth dropped. Ties and
// tag mistakes are reported as problems.
func (g *generator) fields(t Type, path string, at site) []jsonField {
	type level struct {
		typ             Type
		index           []int
		ownerPkg, owner string
		viaPointer      bool
		// readOnly: reached through an unexported embedded field.
		readOnly, unsettable bool
	}
	var current []level
	next := []level{{typ: t, ownerPkg: at.ownerPkg, owner: at.owner}}
	var count, nextCount map[any]int
	visited := map[any]bool{}
	var fields []jsonField
	for len(next) > 0 {
		current, next = next, current[:0]
		count, nextCount = nextCount, map[any]int{}
		for _, lv := range current {
			if visited[lv.typ.Key()] {
				continue
			}
			visited[lv.typ.Key()] = true
			for i := 0; i < lv.typ.NumField(); i++ {
				sf := lv.typ.Field(i)
				if sf.Type == nil {
					continue // a malformed view: never panic on it
				}
				if sf.Embedded {
					et := sf.Type
					if et.Kind() == Pointer {
						et = et.Elem()
					}
					if et == nil || !sf.Exported && et.Kind() != Struct {
						continue
					}
				} else if !sf.Exported {
					continue
				}
				tag, _ := lookupTag(sf.Tag, "json")
				if tag == "-" {
					continue
				}
				name, opts := parseTag(tag)
				if !isValidTag(name) {
					name = ""
				}
				index := append(slices.Clip(lv.index), i)
				ft := sf.Type
				if ft.Name() == "" && ft.Kind() == Pointer {
					if ft = ft.Elem(); ft == nil {
						continue
					}
				}
				f := jsonField{
					name:       name,
					tagged:     name != "",
					index:      index,
					field:      sf,
					omitEmpty:  opts.has("omitempty"),
					omitZero:   opts.has("omitzero"),
					ownerPkg:   lv.ownerPkg,
					owner:      lv.owner,
					viaPointer: lv.viaPointer,
					unsettable: lv.unsettable,
				}
				if opts.has("string") {
					switch k := ft.Kind(); {
					case k == Bool, k.isInteger(), k.isFloat(), k == String:
						f.quoted = true
					}
				}
				if name != "" || !sf.Embedded || ft.Kind() != Struct {
					g.checkTag(f, ft, opts, path+"."+sf.Name)
					if f.name == "" {
						f.name = sf.Name
					}
					fields = append(fields, f)
					if count[lv.typ.Key()] > 1 {
						// The same embedded type twice at one depth: a
						// second copy makes the tie below drop it.
						fields = append(fields, f)
					}
					continue
				}
				nextCount[ft.Key()]++
				if nextCount[ft.Key()] == 1 {
					readOnly := lv.readOnly || !sf.Exported
					next = append(next, level{typ: ft, index: index, ownerPkg: ft.PkgPath(), owner: ft.Name(),
						viaPointer: lv.viaPointer || sf.Type.Kind() == Pointer,
						readOnly:   readOnly,
						unsettable: lv.unsettable || readOnly && sf.Type.Kind() == Pointer})
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
		group := fields[i : i+advance]
		if len(group[0].index) == len(group[1].index) && group[0].tagged == group[1].tagged {
			g.tie(group, path)
			continue
		}
		out = append(out, group[0])
	}
	fields = out
	slices.SortFunc(fields, func(a, b jsonField) int { return slices.Compare(a.index, b.index) })
	return fields
}

func (g *generator) tie(group []jsonField, path string) {
	depth := len(group[0].index)
	var names []string
	var srcs []Field
	for _, f := range group {
		if len(f.index) != depth || f.tagged != group[0].tagged {
			break
		}
		if slices.Equal(f.index, group[0].index) && len(srcs) > 0 {
			continue // the copy made for a repeated embedded type
		}
		names = append(names, f.field.Name)
		srcs = append(srcs, f.field)
	}
	msg := "fields " + strings.Join(names, " and ") + " tie for JSON name " + quote(group[0].name) + " at the same depth; encoding/json drops them all"
	if len(names) == 1 {
		msg = "field " + names[0] + " is promoted twice at the same depth under JSON name " + quote(group[0].name) + "; encoding/json drops it"
	}
	g.problems = append(g.problems, Problem{Kind: FieldTie, Path: path + "." + group[0].name, Message: msg, Sources: sources(srcs...)})
}

// checkTag reports json options that encoding/json ignores or that do not
// do what they seem to.
func (g *generator) checkTag(f jsonField, ft Type, opts tagOptions, path string) {
	for _, o := range opts {
		switch o {
		case "omitempty", "omitzero", "string":
		case "":
			// "name," with nothing after the comma is harmless.
		default:
			g.problems = append(g.problems, Problem{Kind: TagMismatch, Path: path, Option: o,
				Message: "json option " + quote(o) + " is not known to encoding/json and is ignored", Sources: sources(f.field)})
		}
	}
	if opts.has("string") && !f.quoted {
		g.problems = append(g.problems, Problem{Kind: TagMismatch, Path: path, Option: "string", Type: ft.String(),
			Message: "json option \"string\" applies only to booleans, numbers and strings; encoding/json ignores it on " + ft.String(), Sources: sources(f.field)})
	}
	if opts.has("omitempty") && !opts.has("omitzero") && f.field.Type.Kind() == Struct {
		g.problems = append(g.problems, Problem{Kind: TagMismatch, Path: path, Option: "omitempty", Type: f.field.Type.String(),
			Message: "omitempty never omits a struct value such as " + f.field.Type.String() + "; use omitzero", Sources: sources(f.field)})
	}
}

type tagOptions []string

func parseTag(tag string) (string, tagOptions) {
	name, opt, found := strings.Cut(tag, ",")
	if !found {
		return name, nil
	}
	return name, strings.Split(opt, ",")
}

func (o tagOptions) has(name string) bool { return slices.Contains(o, name) }

// ValidJSONName reports whether encoding/json accepts s as the name in a
// json tag; it ignores any other name and uses the field's.
func ValidJSONName(s string) bool { return isValidTag(s) }

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
