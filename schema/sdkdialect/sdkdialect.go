package sdkdialect

import (
	"fmt"
	"strings"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

// ValueMethods is an optional interface of a schema.Type (both adapters
// implement it). jsonschema-go accepts a map key of a non-string kind only
// if the key type itself (not its pointer) implements
// encoding.TextMarshaler, and encoding/json calls a pointer-receiver
// MarshalJSON or MarshalText only on an addressable value, while
// schema.Type.Has answers for T or *T. A view without ValueMethods is
// taken to have every method in T's own method set: Check then misses the
// panic for a key type whose MarshalText has a pointer receiver, and
// reports a marshaler lie where encoding/json would not call the method.
type ValueMethods interface {
	// HasValue reports whether the method set of T itself has m with the
	// signature encoding/json requires.
	HasValue(m schema.Method) bool
}

// budget bounds the number of types one role visits. jsonschema-go
// expands every use of a type afresh (it has no memo), so the tree it
// walks is the tree Check walks; the bound only keeps a static analyzer
// safe from pathological types.
const budget = 1 << 18

// maxDepth bounds how deep one walk goes. A Go type cannot nest deeper
// than its declarations without a defined type on the way, which the
// cycle rule cuts; only a malformed view gets here.
const maxDepth = 1000

// Check models mcp.AddTool[In, Out] of go-sdk v1.8.0 with no explicit
// Tool.InputSchema or OutputSchema: In is inferred in the input role, Out
// (unless it is `any`) in the output role, each as
// jsonschema.ForType(T, &jsonschema.ForOptions{}) after setSchema has
// removed one level of pointer. A nil view is skipped.
//
// Check never panics: a view that panics ends the check of that role with
// the findings made so far.
func Check(in, out schema.Type) []Finding {
	return CheckNamed(in, out, "In", "Out")
}

// CheckNamed is Check with the roots of finding paths named inRoot and
// outRoot (the Go types as the user wrote them: "SearchIn.Filter").
func CheckNamed(in, out schema.Type, inRoot, outRoot string) []Finding {
	return CheckNamedIn(Release04, in, out, inRoot, outRoot)
}

// CheckNamedIn is CheckNamed as release r of jsonschema-go infers: before
// v0.4 a map key of another kind than string fails even when it is a
// TextMarshaler, and an embedded field of a fixed-schema type is skipped,
// not refused; in v0.3 a slice in output may not be null (NilSlice).
func CheckNamedIn(r Release, in, out schema.Type, inRoot, outRoot string) []Finding {
	c := &checker{vis: map[any][]visField{}, jf: map[any]*jsonFields{}, rel: r}
	c.safeRole(in, schema.Input, inRoot)
	c.safeRole(out, schema.Output, outRoot)
	return c.findings
}

func (c *checker) safeRole(t schema.Type, dir schema.Direction, root string) {
	defer func() { _ = recover() }()
	c.role(t, dir, root)
}

type checker struct {
	dir      schema.Direction
	findings []Finding
	// onPath holds the defined types being expanded, as jsonschema-go's
	// seen map does.
	onPath map[any]bool
	left   int
	depth  int
	vis    map[any][]visField
	jf     map[any]*jsonFields
	rel    Release
}

// site is what the walk knows about where a type is used.
type site struct {
	field *schema.Field // the nearest struct field, for Sources
	// root is the In or Out type itself.
	root bool
	// omits: the field has omitempty or omitzero.
	omits bool
	// described: the field has a jsonschema description, so its own
	// schema is not a bare true.
	described bool
	// mapValue: the schema is a map's additionalProperties, where true is
	// the ordinary "any value" of JSON Schema that clients take (only a
	// property whose whole schema is true is refused).
	mapValue bool
	// addr: the value is addressable when encoding/json writes it, so
	// pointer-receiver marshalers count (always so when reading).
	addr bool
	// quiet: the SDK's schema here is not what encoding/json's wire
	// shape is made of (it is inside a marshaler, or inside a property
	// the wire does not have), and a finding above already says so. Only
	// panics are reported.
	quiet bool
}

func (s site) sources() []any {
	if s.field != nil && s.field.Source != nil {
		return []any{s.field.Source}
	}
	return nil
}

func (c *checker) add(r Reason, path string, t schema.Type, msg string, srcs []any) {
	f := Finding{Kind: r.Kind(), Dir: c.dir, Path: path, Message: msg, Sources: srcs, Reason: r}
	if t != nil {
		f.Type = t.String()
	}
	c.findings = append(c.findings, f)
}

// verb is what encoding/json does in the checker's direction.
func (c *checker) verb() string {
	if c.dir == schema.Output {
		return "writes"
	}
	return "reads"
}

func (c *checker) jsonMethod() schema.Method {
	if c.dir == schema.Output {
		return schema.MarshalJSON
	}
	return schema.UnmarshalJSON
}

func (c *checker) textMethod() schema.Method {
	if c.dir == schema.Output {
		return schema.MarshalText
	}
	return schema.UnmarshalText
}

// isAny reports whether t is the predeclared `any` (interface{}), which
// toolForErr special-cases (In) or skips (Out). A defined empty interface
// is not `any` to reflect.TypeFor[In]() == reflect.TypeFor[any]().
func isAny(t schema.Type) bool {
	return t.Kind() == schema.Interface && t.NumMethod() == 0 && t.Name() == ""
}

func (c *checker) role(t schema.Type, dir schema.Direction, root string) {
	if t == nil || isAny(t) {
		return
	}
	c.dir = dir
	c.onPath = map[any]bool{}
	c.left, c.depth = budget, 0
	// setSchema: rt := reflect.TypeFor[T](); if rt.Kind() == reflect.Pointer { rt = rt.Elem() }.
	rt := t
	if rt.Kind() == schema.Pointer {
		rt = rt.Elem()
		if rt == nil {
			return
		}
	}
	// (*Server).AddTool: if s.Type != "object" { panic(...) }. What the
	// root then says does not matter: only panics below are reported.
	notObject := false
	if dir == schema.Input && rt.Kind() != schema.Invalid {
		if typ := sdkType(rt); typ != `"object"` {
			notObject = true
			c.add(InputNotObject, root, t,
				"the go-sdk infers "+describeType(typ)+" for In = "+t.String()+`, but AddTool requires an input schema of type "object", so it panics (use a struct or a map with string keys)`, nil)
		}
	}
	// The handler marshals Out as is: through a pointer, the value is
	// addressable.
	c.walk(rt, root, site{root: true, quiet: notObject, addr: t.Kind() == schema.Pointer})
}

// has reports whether encoding/json uses t's method m at a site: when
// writing a value that is not addressable, only T's own methods count.
func (c *checker) has(t schema.Type, m schema.Method, addr bool) bool {
	if c.dir == schema.Input || addr {
		return t.Has(m)
	}
	return valueHas(t, m)
}

// builtin names the types that jsonschema-go's initialSchemaMap gives a
// fixed schema, {"type":"string"} (infer.go, init).
func builtin(t schema.Type) string {
	if t == nil || t.Name() == "" {
		return ""
	}
	switch n := t.PkgPath() + "." + t.Name(); n {
	case "time.Time", "log/slog.Level", "math/big.Int", "math/big.Rat", "math/big.Float":
		return n
	}
	return ""
}

func isInteger(k schema.Kind) bool { return k >= schema.Int && k <= schema.Uintptr }
func isFloat(k schema.Kind) bool   { return k == schema.Float32 || k == schema.Float64 }
func isScalar(k schema.Kind) bool {
	return k == schema.Bool || isInteger(k) || isFloat(k) || k == schema.String
}

// sdkType is the "type" keyword jsonschema-go writes for t, as JSON ("" for
// none, when the schema is true).
func sdkType(t schema.Type) string {
	null := false
	for i := 0; t != nil && t.Kind() == schema.Pointer && i < 64; i++ {
		t, null = t.Elem(), true
	}
	if t == nil {
		return ""
	}
	var name string
	k := t.Kind()
	switch {
	case builtin(t) != "":
		name = "string"
	case k == schema.Bool:
		name = "boolean"
	case isInteger(k):
		name = "integer"
	case isFloat(k):
		name = "number"
	case k == schema.String:
		name = "string"
	case k == schema.Struct, k == schema.Map:
		name = "object"
	case k == schema.Array:
		name = "array"
	case k == schema.Slice:
		// infer.go: s.Types = []string{"null", "array"}; a pointer adds nothing.
		return `["null","array"]`
	default:
		return ""
	}
	if null {
		return `["null","` + name + `"]`
	}
	return `"` + name + `"`
}

func describeType(typ string) string {
	if typ == "" {
		return "the schema true (no type)"
	}
	return "type " + typ
}

// shape describes what the SDK infers for t in words.
func shape(t schema.Type) string {
	switch k := t.Kind(); {
	case k == schema.Struct, k == schema.Map:
		return "an object"
	case k == schema.Slice:
		if e := t.Elem(); e != nil && e.Kind() == schema.Uint8 {
			return "an array of integers"
		}
		return "an array"
	case k == schema.Array:
		if e := t.Elem(); e != nil && isInteger(e.Kind()) {
			return fmt.Sprintf("an array of %d integers", t.Len())
		}
		return fmt.Sprintf("an array of %d items", t.Len())
	case k == schema.String:
		return "a string"
	case k == schema.Bool:
		return "a boolean"
	case isInteger(k):
		return "an integer"
	case isFloat(k):
		return "a number"
	}
	return "its Go shape"
}

func (c *checker) spent() bool {
	c.left--
	return c.left < 0
}

// walk is jsonschema-go's forType (infer.go:118-380) over the view.
func (c *checker) walk(t schema.Type, path string, s site) {
	if t == nil || c.spent() || c.depth >= maxDepth {
		return
	}
	c.depth++
	defer func() { c.depth-- }()
	// infer.go:121-125: follow pointers; *T allows null.
	nullable := false
	if t.Kind() == schema.Pointer {
		start := t
		seen := map[any]bool{}
		for t.Kind() == schema.Pointer {
			k := t.Key()
			if seen[k] {
				c.add(PointerLoop, path, start, start.String()+" is a pointer to itself; jsonschema-go follows pointers until it finds a non-pointer, so mcp.AddTool never returns", s.sources())
				return
			}
			seen[k] = true
			if t = t.Elem(); t == nil {
				return
			}
		}
		nullable = true
		s.addr = true
	}
	// infer.go:129-135: a defined type met again on the way down.
	if t.Name() != "" {
		k := t.Key()
		if c.onPath[k] {
			c.add(Cycle, path, t, t.String()+` refers to itself; jsonschema-go fails with "cycle detected for type `+t.String()+`", so mcp.AddTool panics`, s.sources())
			return
		}
		c.onPath[k] = true
		defer delete(c.onPath, k)
	}
	// infer.go:137-148: built-in schemas.
	if b := builtin(t); b != "" {
		if b == "math/big.Int" && !s.quiet {
			c.add(BuiltinSchema, path, t, `the go-sdk's built-in schema for big.Int is {"type":"string"}, but encoding/json `+c.verb()+" a big.Int as a JSON number", s.sources())
		}
		return
	}
	quiet := s.quiet
	if !quiet && t.Kind() != schema.Interface && c.methodLie(t, path, s) {
		quiet = true
	}
	elem := site{field: s.field, quiet: quiet, addr: s.addr}
	switch k := t.Kind(); {
	case isScalar(k):
	case k == schema.Interface:
		// infer.go:199-200: unrestricted, the empty schema, written true.
		if quiet {
			return
		}
		if c.dir == schema.Input && t.NumMethod() > 0 {
			c.add(InterfaceInput, path, t, "the go-sdk accepts any value for "+t.String()+" (schema true), but encoding/json cannot decode a value into a non-empty interface", s.sources())
		} else if !s.described && !s.mapValue {
			c.add(AnyTrue, path, t, "the go-sdk infers the bare schema true (any value) for "+t.String()+"; some clients reject a schema that is not an object", s.sources())
		}
	case k == schema.Map:
		// infer.go:202-217.
		key := t.MapKey()
		if key == nil {
			return
		}
		if key.Kind() != schema.String && !valueHas(key, schema.MarshalText) {
			c.add(BadMapKey, path, t, "map key type "+key.String()+` is neither of string kind nor an encoding.TextMarshaler; jsonschema-go fails with "unsupported map key type", so mcp.AddTool panics`, s.sources())
			return
		}
		if key.Kind() != schema.String && c.rel != Release04 {
			c.add(BadMapKey, path, t, "map key type "+key.String()+" is not of string kind; the module's "+c.rel.String()+` reads no TextMarshaler key and fails with "unsupported map key type", so mcp.AddTool panics`, s.sources())
			return
		}
		elem.addr = false // map values are not addressable
		elem.mapValue = true
		c.walk(t.Elem(), path+"{}", elem)
		if !quiet && c.dir == schema.Output && !nullable && !s.omits && !s.root {
			c.add(NilMap, path, t, `the go-sdk infers {"type":"object"} for `+t.String()+` without null, but encoding/json writes a nil map as null, which the go-sdk's own output validation then rejects; tag the field omitempty or omitzero, or use a pointer`, s.sources())
		}
	case k == schema.Slice:
		// infer.go:219-240.
		e := t.Elem()
		if e == nil {
			return
		}
		if e.Kind() == schema.Uint8 && !e.Has(schema.MarshalJSON) && !e.Has(schema.MarshalText) {
			if !quiet {
				what := "writes a base64 string"
				if c.dir == schema.Input {
					what = "reads a base64 string, which the go-sdk's input validation rejects"
				}
				c.add(Bytes, path, t, "the go-sdk infers an array of integers for "+t.String()+", but encoding/json "+what, s.sources())
			}
			return
		}
		elem.addr = true // slice elements are
		c.walk(e, path+"[]", elem)
		// jsonschema-go v0.3 lists a slice as a plain array (v0.4 as
		// ["null","array"]); before v0.3 the go-sdk validated the Go
		// value, not the JSON encoding/json writes of it.
		if !quiet && c.dir == schema.Output && c.rel == Release03 && !nullable && !s.omits && !s.root {
			c.add(NilSlice, path, t, `the module's `+c.rel.String()+` infers {"type":"array"} for `+t.String()+` without null, but encoding/json writes a nil slice as null, which the go-sdk's own output validation then rejects; tag the field omitempty or omitzero, or use a pointer`, s.sources())
		}
	case k == schema.Array:
		c.walk(t.Elem(), path+"[]", elem)
	case k == schema.Struct:
		c.structType(t, path, quiet, s.addr)
	case k == schema.Chan, k == schema.Func, k == schema.Complex64, k == schema.Complex128, k == schema.UnsafePointer:
		// infer.go:368-373.
		c.add(UnsupportedType, path, t, "jsonschema-go cannot infer a schema for "+t.String()+` ("type `+t.String()+` is unsupported by jsonschema"), so mcp.AddTool panics`, s.sources())
	}
}

// valueHas is infer.go:203's t.Key().Implements(...): the key type's own
// method set.
func valueHas(t schema.Type, m schema.Method) bool {
	if v, ok := t.(ValueMethods); ok {
		return v.HasValue(m)
	}
	return t.Has(m)
}

// methodLie reports a type whose JSON form its methods decide, which
// jsonschema-go does not look at. It returns whether it reported.
func (c *checker) methodLie(t schema.Type, path string, s site) bool {
	jm, tm := c.jsonMethod(), c.textMethod()
	if t.PkgPath() == "encoding/json" && t.Name() == "RawMessage" {
		c.add(RawMessage, path, t, "the go-sdk infers an array of integers for json.RawMessage, but encoding/json "+c.verb()+" any JSON value there", s.sources())
		return true
	}
	if c.has(t, jm, s.addr) {
		c.add(Marshaler, path, t, "the go-sdk infers the Go shape of "+t.String()+" ("+shape(t)+"), but encoding/json "+c.verb()+" whatever its "+c.jsonMethod().String()+" method does", s.sources())
		return true
	}
	if c.has(t, tm, s.addr) {
		if t.Kind() != schema.String {
			c.add(TextMarshaler, path, t, "the go-sdk infers the Go shape of "+t.String()+" ("+shape(t)+"), but encoding/json "+c.verb()+" it as a string through its "+c.textMethod().String()+" method", s.sources())
		}
		return true
	}
	return false
}

// prop is one property the SDK lists for a struct.
type prop struct {
	vf   visField
	info sdkInfo
}

// structType is infer.go:245-366.
func (c *checker) structType(t schema.Type, path string, quiet, addr bool) {
	vis := c.visible(t)
	var jf *jsonFields
	if !quiet {
		jf = c.jsonFields(t)
	}
	var props []prop
	for _, v := range vis {
		f := v.field
		if f.Type == nil {
			continue
		}
		if f.Embedded {
			// infer.go:257-291: an embedded field is never a property;
			// its promoted fields follow it in VisibleFields. One with
			// a built-in schema must be an "object", and none is.
			if builtin(f.Type) != "" && c.rel == Release04 {
				c.add(EmbeddedOverride, path+"."+f.Name, f.Type, "embedded field "+f.Name+" has type "+f.Type.String()+`, whose built-in jsonschema-go schema is {"type":"string"}; it fails with "custom schema for embedded struct must have type \"object\"", so mcp.AddTool panics`, sources(f))
			}
			continue
		}
		info := fieldInfo(f)
		if info.omit {
			continue
		}
		props = append(props, prop{vf: v, info: info})
	}
	last := map[string]int{}
	for i, p := range props {
		last[p.info.name] = i
	}
	for i := range props {
		p := &props[i]
		f := p.vf.field
		fpath := path + "." + f.Name
		desc, hasDesc := lookupTag(f.Tag, "jsonschema")
		matched := !quiet && last[p.info.name] == i && jf.same(p.info.name, p.vf.index)
		fs := site{field: &p.vf.field, omits: p.info.omitEmpty || p.info.omitZero, described: hasDesc && desc != "", quiet: !matched, addr: addr}
		if matched && p.info.str && c.stringOption(f, fpath, addr) {
			fs.quiet = true
		}
		// infer.go:321.
		c.walk(f.Type, fpath, fs)
		// infer.go:329-336.
		if hasDesc {
			if desc == "" {
				c.add(BadJSONSchemaTag, fpath, f.Type, `the jsonschema tag of field `+f.Name+` is empty; jsonschema-go fails with "empty jsonschema tag on struct field", so mcp.AddTool panics (remove the tag or write a description)`, sources(f))
			} else if wordEquals(desc) {
				c.add(BadJSONSchemaTag, fpath, f.Type, "the jsonschema tag "+schema.Quote(desc)+" of field "+f.Name+` begins with WORD=, which jsonschema-go reserves ("tag must not begin with 'WORD='"), so mcp.AddTool panics; the tag is the description text itself`, sources(f))
			}
		}
	}
	if !quiet {
		c.compare(t, path, vis, props, last, jf)
	}
}

// wordEquals is infer.go:399's disallowedPrefixRegexp, ^[^ \t\n]*=.
func wordEquals(tag string) bool {
	for i := 0; i < len(tag); i++ {
		switch tag[i] {
		case '=':
			return true
		case ' ', '\t', '\n':
			return false
		}
	}
	return false
}

// stringOption reports a ",string" field that encoding/json quotes and the
// SDK does not know about. It returns whether it reported.
func (c *checker) stringOption(f schema.Field, path string, addr bool) bool {
	ft := f.Type
	if ft.Name() == "" && ft.Kind() == schema.Pointer {
		ft = ft.Elem()
		if ft == nil {
			return false
		}
	}
	k := ft.Kind()
	if ft != f.Type {
		addr = true
	}
	if !isScalar(k) || builtin(ft) != "" || c.has(ft, c.jsonMethod(), addr) || c.has(ft, c.textMethod(), addr) {
		return false
	}
	msg := `the go-sdk ignores the json option ",string" and infers ` + shape(ft) + ", but encoding/json " + c.verb() + ` the value quoted in a string ("42")`
	if k == schema.String {
		msg = `the go-sdk ignores the json option ",string"; the value is a string either way, but encoding/json ` + c.verb() + ` it JSON-quoted inside the string ("\"text\"")`
	}
	c.add(StringOption, path, f.Type, msg, sources(f))
	return true
}

func sources(fs ...schema.Field) []any {
	var out []any
	for _, f := range fs {
		if f.Source != nil {
			out = append(out, f.Source)
		}
	}
	return out
}

func hasPrefix(index, prefix []int) bool {
	if len(index) < len(prefix) {
		return false
	}
	for i, x := range prefix {
		if index[i] != x {
			return false
		}
	}
	return true
}

func equalIndex(a, b []int) bool {
	return len(a) == len(b) && hasPrefix(a, b)
}

func quoteAll(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = schema.Quote(n)
	}
	return strings.Join(q, ", ")
}

// compare holds the SDK's properties of one struct (reflect.VisibleFields,
// Go names) against encoding/json's fields (typeFields, JSON names) and
// reports where they part.
func (c *checker) compare(t schema.Type, path string, vis []visField, props []prop, last map[string]int, jf *jsonFields) {
	explained := map[string]bool{}
	var prefixes [][]int
	under := func(index []int) bool {
		for _, p := range prefixes {
			if hasPrefix(index, p) {
				return true
			}
		}
		return false
	}
	final := func(i int) bool { return last[props[i].info.name] == i }
	propsUnder := func(prefix []int) []string {
		var names []string
		for i, p := range props {
			if final(i) && hasPrefix(p.vf.index, prefix) {
				names = append(names, p.info.name)
			}
		}
		return names
	}

	// Embedded fields.
	for _, v := range vis {
		f := v.field
		if !f.Embedded || f.Type == nil || builtin(f.Type) != "" {
			continue
		}
		tag := getTag(f.Tag, "json")
		name, _ := parseTag(tag)
		ft := f.Type
		if ft.Name() == "" && ft.Kind() == schema.Pointer {
			if ft = ft.Elem(); ft == nil {
				continue
			}
		}
		fpath := path + "." + f.Name
		switch {
		case tag == "-":
			if ft.Kind() != schema.Struct {
				continue
			}
			if names := propsUnder(v.index); len(names) > 0 {
				c.add(IgnoredEmbedded, fpath, f.Type, "the go-sdk lists the fields of embedded "+f.Type.String()+" ("+quoteAll(names)+`), but encoding/json ignores the field (json:"-")`, sources(f))
				prefixes = append(prefixes, v.index)
				for _, n := range names {
					explained[n] = true
				}
			}
		case ft.Kind() == schema.Struct:
			if !schema.ValidJSONName(name) {
				// Flattened by both; but a nil embedded pointer
				// hides its fields from encoding/json's output.
				if c.dir == schema.Output && f.Type.Kind() == schema.Pointer {
					var req []string
					for i, p := range props {
						if final(i) && hasPrefix(p.vf.index, v.index) && !p.info.omitEmpty && !p.info.omitZero && jf.same(p.info.name, p.vf.index) {
							req = append(req, p.info.name)
						}
					}
					if len(req) > 0 {
						c.add(NilEmbedded, fpath, f.Type, "the go-sdk requires "+quoteAll(req)+", promoted from embedded "+f.Type.String()+", but encoding/json writes none of them when the pointer is nil, and the go-sdk then rejects its own output", sources(f))
					}
				}
				continue
			}
			if j := jf.at(v.index); j != nil {
				c.add(TaggedEmbedded, fpath, f.Type, "the go-sdk flattens the fields of embedded "+f.Type.String()+" into this object, but encoding/json "+c.verb()+" them nested under property "+schema.Quote(j.name), sources(f))
				prefixes = append(prefixes, v.index)
				explained[j.name] = true
				for _, n := range propsUnder(v.index) {
					explained[n] = true
				}
			}
		default:
			if j := jf.at(v.index); j != nil {
				c.add(DroppedEmbedded, fpath, f.Type, "the go-sdk leaves out embedded field "+f.Name+" ("+f.Type.String()+"), but encoding/json "+c.verb()+" it as property "+schema.Quote(j.name), sources(f))
				prefixes = append(prefixes, v.index)
				explained[j.name] = true
			}
		}
	}

	// Several properties with one name.
	var order []string
	groups := map[string][]int{}
	for i, p := range props {
		n := p.info.name
		if groups[n] == nil {
			order = append(order, n)
		}
		groups[n] = append(groups[n], i)
	}
	for _, n := range order {
		g := groups[n]
		if len(g) < 2 || explained[n] {
			continue
		}
		var names []string
		var fields []schema.Field
		required := 0
		for _, i := range g {
			names = append(names, props[i].vf.field.Name)
			fields = append(fields, props[i].vf.field)
			if !props[i].info.omitEmpty && !props[i].info.omitZero {
				required++
			}
		}
		kept := props[g[len(g)-1]]
		keptOptional := kept.info.omitEmpty || kept.info.omitZero
		j := jf.byName[n]
		sameField := j != nil && equalIndex(j.index, kept.vf.index)
		// The schema of n is kept's, but n is required if any of the
		// fields is (infer.go:338-344).
		if sameField && required < 2 && (required == 0) == keptOptional {
			continue // the schema is the field encoding/json uses
		}
		msg := "fields " + strings.Join(names, " and ") + " share JSON name " + schema.Quote(n) + ": the go-sdk keeps the schema of " + kept.vf.field.Name
		switch {
		case required > 1:
			msg += " and lists " + schema.Quote(n) + " in required " + fmt.Sprint(required) + " times"
		case required == 1 && keptOptional:
			msg += " (which is optional) but lists " + schema.Quote(n) + " in required for another field"
		}
		switch {
		case j == nil:
			msg += ", but encoding/json " + c.verb() + " none of them (they tie)"
		case sameField && required == 1:
			msg += "; encoding/json " + c.verb() + " " + j.field.Name + ", which it omits when empty"
		case sameField:
			msg += "; encoding/json " + c.verb() + " " + j.field.Name + " too, but a required list with duplicates is invalid JSON Schema"
		default:
			msg += ", but encoding/json " + c.verb() + " " + j.field.Name
		}
		c.add(DuplicateName, path+"."+kept.vf.field.Name, kept.vf.field.Type, msg, sources(fields...))
		explained[n] = true
	}

	// Tag names encoding/json rejects.
	for _, p := range props {
		if p.info.tagName == "" || schema.ValidJSONName(p.info.tagName) {
			continue
		}
		f := p.vf.field
		c.add(InvalidTagName, path+"."+f.Name, f.Type, "the go-sdk names the property "+schema.Quote(p.info.tagName)+" after the json tag, but encoding/json ignores that invalid name and "+c.verb()+" "+schema.Quote(f.Name), sources(f))
		explained[p.info.tagName] = true
		explained[f.Name] = true
	}

	// Whatever else differs.
	visible := func(index []int) bool {
		for _, v := range vis {
			if equalIndex(v.index, index) {
				return true
			}
		}
		return false
	}
	var missing, extra, differ []string
	var involved []schema.Field
	for _, j := range jf.list {
		if explained[j.name] || under(j.index) {
			continue
		}
		i, ok := last[j.name]
		if ok && equalIndex(props[i].vf.index, j.index) {
			continue
		}
		switch {
		case !ok && !visible(j.index):
			c.add(ShadowedField, path+"."+j.field.Name, j.field.Type, "the go-sdk leaves out field "+j.field.Name+", which Go's rules for embedded fields hide behind another field named "+j.field.Name+", but encoding/json "+c.verb()+" it as property "+schema.Quote(j.name), sources(j.field))
		case !ok:
			missing = append(missing, j.name)
			involved = append(involved, j.field)
		default:
			differ = append(differ, j.name)
			involved = append(involved, j.field, props[i].vf.field)
		}
		explained[j.name] = true
	}
	for i, p := range props {
		if !final(i) || explained[p.info.name] || under(p.vf.index) {
			continue
		}
		if jf.byName[p.info.name] == nil {
			extra = append(extra, p.info.name)
			involved = append(involved, p.vf.field)
		}
	}
	if len(missing)+len(extra)+len(differ) > 0 {
		var parts []string
		if len(extra) > 0 {
			parts = append(parts, "the go-sdk lists "+quoteAll(extra)+", which encoding/json does not use")
		}
		if len(missing) > 0 {
			parts = append(parts, "encoding/json "+c.verb()+" "+quoteAll(missing)+", which the go-sdk leaves out")
		}
		if len(differ) > 0 {
			parts = append(parts, "the go-sdk describes "+quoteAll(differ)+" by another field than encoding/json uses")
		}
		c.add(FieldMismatch, path, t, strings.Join(parts, "; "), sources(involved...))
	}
}
