package schema

import (
	"strings"
)

// Direction says which way a value travels: Input schemas describe what
// decoding accepts, Output schemas what encoding writes.
type Direction int

const (
	Input Direction = iota
	Output
)

func (d Direction) String() string {
	if d == Output {
		return "output"
	}
	return "input"
}

// Options configure one schema computation.
type Options struct {
	Direction Direction
	// Facts supplies enum values and doc comments; nil means none.
	Facts Facts
	// Root names the root in problem paths ("In"); the type's own name
	// when empty.
	Root string
	// Validator, when set, is the validation an input value passes before
	// the code sees it: a web framework's binding. Its tag gives the
	// validation rules, and only its `required` makes a property
	// required (encoding/json accepts an absent field; what the endpoint
	// refuses is what its validation refuses). Nil: the rules of
	// go-playground/validator's `validate` tag, and encoding/json's
	// omitempty rule for the rest (a declared tool's input).
	Validator *Validator
}

// Validator is the validation of a framework's binding.
type Validator struct {
	// Tag is the struct tag its rules are read from: "binding" for gin,
	// "validate" for go-playground/validator.
	Tag string
	// Prefilled: the value is decoded into may hold values already (the
	// code filled it before binding, as an update handler fills it with
	// the stored record), and an absent property keeps its value, so the
	// validation requires nothing; its other rules still hold for what
	// is sent.
	Prefilled bool
}

// Generate computes the schema of t in the mcpvet dialect, with every
// problem found on the way. It never panics on a well-formed view: what it
// cannot express becomes {} and a Problem.
func Generate(t Type, opts Options) (*Schema, []Problem) {
	g := &generator{dir: opts.Direction, facts: opts.Facts, onPath: map[any]bool{}, validator: opts.Validator}
	if g.facts == nil {
		g.facts = (*FactTable)(nil)
	}
	root := opts.Root
	if root == "" && t != nil {
		root = t.Name()
		if root == "" {
			root = t.String()
		}
	}
	s := g.typ(t, root, site{})
	if g.dir == Output && t != nil {
		base := t
		for base.Kind() == Pointer && base.Name() == "" {
			base = base.Elem()
		}
		if base.Name() != "" {
			if doc := g.facts.TypeDoc(base.PkgPath(), base.Name()); doc != "" {
				s.Description = doc
			}
		}
	}
	return s, g.problems
}

type generator struct {
	dir      Direction
	facts    Facts
	problems []Problem
	// onPath holds the defined types being expanded, to find cycles.
	onPath map[any]bool
	// validator is Options.Validator.
	validator *Validator
}

// site is what the rules know about where a type is used.
type site struct {
	// omits is set for a struct field tagged omitempty or omitzero: a nil
	// slice or map is then dropped rather than written as null.
	omits bool
	// ownerPkg and owner name the anonymous struct's place for doc lookup
	// (see Facts.FieldDoc).
	ownerPkg, owner string
	field           *Field
}

func (g *generator) problem(kind ProblemKind, path string, t Type, msg string, s site) {
	p := Problem{Kind: kind, Path: path, Message: msg}
	if t != nil {
		p.Type = t.String()
	}
	if s.field != nil && s.field.Source != nil {
		p.Sources = []any{s.field.Source}
	}
	g.problems = append(g.problems, p)
}

// intRanges are the bounds written for each integer kind. The 64-bit
// kinds get none (unsigned ones keep minimum 0): ±2^63 tells a model
// nothing, costs tokens in every listing, and is not exact in a
// JavaScript client; decoding into the Go type enforces the range anyway.
var intRanges = map[Kind][2]string{
	Int8:    {"-128", "127"},
	Int16:   {"-32768", "32767"},
	Int32:   {"-2147483648", "2147483647"},
	Int64:   {"", ""},
	Int:     {"", ""},
	Uint8:   {"0", "255"},
	Uint16:  {"0", "65535"},
	Uint32:  {"0", "4294967295"},
	Uint64:  {"0", ""},
	Uint:    {"0", ""},
	Uintptr: {"0", ""},
}

func integer(k Kind) *Schema {
	r := intRanges[k]
	return &Schema{Type: []string{"integer"}, Minimum: r[0], Maximum: r[1]}
}

func typed(name string) *Schema { return &Schema{Type: []string{name}} }

// wellKnown are the types whose wire form the table of docs/schema.md fixes,
// whatever their methods say.
func wellKnown(t Type) *Schema {
	if t.Name() == "" {
		return nil
	}
	switch t.PkgPath() + "." + t.Name() {
	case "time.Time":
		return &Schema{Type: []string{"string"}, Format: "date-time"}
	case "time.Duration":
		return integer(Int64)
	case "github.com/google/uuid.UUID", "github.com/gofrs/uuid.UUID", "github.com/gofrs/uuid/v5.UUID":
		return &Schema{Type: []string{"string"}, Format: "uuid"}
	case "encoding/json.RawMessage":
		return &Schema{}
	case "encoding/json.Number":
		// A string type that encoding/json writes as a JSON number.
		return typed("number")
	}
	return nil
}

// Nullable returns the output fragment of a value that encoding/json may
// write as null (a nil pointer, slice or map): {"anyOf":[s,{"type":"null"}]}.
// Never a type array: clients that map schemas onto a single-type dialect
// (Gemini's function declarations) refuse those, and the MCP Inspector's
// strict check warns on each. {} already admits null and stays {}; a
// fragment that is already nullable stays as it is.
func Nullable(s *Schema) *Schema {
	if len(s.Type) == 0 { // {} (perhaps with a description), or a wrapper
		return s
	}
	return &Schema{AnyOf: []*Schema{s, {Type: []string{"null"}}}}
}

// IsNullable reports whether s is a wrapper Nullable wrote.
func IsNullable(s *Schema) bool {
	return s != nil && len(s.AnyOf) == 2 && len(s.AnyOf[1].Type) == 1 && s.AnyOf[1].Type[0] == "null"
}

// NonNull returns the fragment inside a Nullable wrapper, with the
// wrapper's description, or s itself when it is not one. It never changes
// s.
func NonNull(s *Schema) *Schema {
	if !IsNullable(s) {
		return s
	}
	if s.Description == "" {
		return s.AnyOf[0]
	}
	c := *s.AnyOf[0]
	c.Description = s.Description
	return &c
}

func hasAnyMarshaler(t Type) bool {
	return t.Has(MarshalJSON) || t.Has(UnmarshalJSON) || t.Has(MarshalText) || t.Has(UnmarshalText)
}

// jsonMethod and textMethod are the methods encoding/json calls in the
// generator's direction.
func (g *generator) jsonMethod() Method {
	if g.dir == Output {
		return MarshalJSON
	}
	return UnmarshalJSON
}

func (g *generator) textMethod() Method {
	if g.dir == Output {
		return MarshalText
	}
	return UnmarshalText
}

// pointsToItself reports whether following the element of a pointer type
// comes back to a pointer type of the same name (type P *P), or goes on
// for longer than any real chain of pointers.
func pointsToItself(t Type) bool {
	e := t.Elem()
	for range 32 {
		if e == nil || e.Kind() != Pointer {
			return false
		}
		if e.String() == t.String() {
			return true
		}
		e = e.Elem()
	}
	return true
}

func (g *generator) typ(t Type, path string, s site) *Schema {
	if t == nil {
		return &Schema{}
	}
	if w := wellKnown(t); w != nil {
		return w
	}
	switch t.Kind() {
	case Pointer:
		if pointsToItself(t) {
			g.problem(Unsupported, path, t, "pointer type "+t.String()+" points to itself: its only JSON form is null", s)
			return &Schema{}
		}
		// In input, a pointer is its element: absent and null decode alike
		// to nil, and the field is optional by not being required.
		return g.nullable(g.typ(t.Elem(), path, s))
	case Interface:
		if t.NumMethod() == 0 {
			return &Schema{}
		}
		g.problem(Unsupported, path, t, "non-empty interface type "+t.String()+" has no schema: encoding/json cannot decode into it and its dynamic type is unknown", s)
		return &Schema{}
	}
	if t.Has(g.jsonMethod()) {
		return &Schema{}
	}
	if g.dir == Output && t.Has(MarshalText) && !t.HasValue(MarshalText) {
		// encoding/json calls a pointer-receiver MarshalText only on an
		// addressable value and writes the plain value elsewhere (a
		// struct field of a value, a map element), so the text is not
		// certain.
		return &Schema{}
	}
	if t.Has(g.textMethod()) {
		return typed("string")
	}
	if g.dir == Input && t.Has(MarshalText) {
		g.problem(Unsupported, path, t, t.String()+" marshals as text but has no UnmarshalText, so it cannot be decoded from the text it writes", s)
		return &Schema{}
	}
	k := t.Kind()
	if t.Name() != "" && (k == String || k.isInteger()) && !hasAnyMarshaler(t) {
		if values := g.facts.Enum(t.PkgPath(), t.Name()); len(values) > 0 {
			e := typed("string")
			if k != String {
				e = typed("integer")
			}
			e.Enum = append([]string(nil), values...)
			return e
		}
	}
	switch {
	case k == Bool:
		return typed("boolean")
	case k.isInteger():
		return integer(k)
	case k.isFloat():
		return typed("number")
	case k == String:
		return typed("string")
	}
	switch k {
	case Array, Slice, Map, Struct:
	default:
		g.problem(Unsupported, path, t, "type "+t.String()+" has no JSON form", s)
		return &Schema{}
	}

	// Composite types recurse; a defined type met again on the way down
	// is a cycle.
	if t.Name() != "" {
		key := t.Key()
		if g.onPath[key] {
			g.problem(SelfReference, path+" -> "+t.Name(), t, "type "+t.String()+" refers to itself", s)
			return &Schema{}
		}
		g.onPath[key] = true
		defer delete(g.onPath, key)
	}
	// Elements belong to the field that holds them: a problem inside
	// []*Node is the field's problem.
	elem := site{ownerPkg: s.ownerPkg, owner: s.owner, field: s.field}
	switch k {
	case Array:
		n := uint64(t.Len())
		return &Schema{Type: []string{"array"}, Items: g.typ(t.Elem(), path+"[]", elem), MinItems: &n, MaxItems: &n}
	case Slice:
		var out *Schema
		if e := t.Elem(); e.Kind() == Uint8 && !e.Has(MarshalJSON) && !e.Has(MarshalText) {
			out = &Schema{Type: []string{"string"}, ContentEncoding: "base64"}
		} else {
			out = &Schema{Type: []string{"array"}, Items: g.typ(e, path+"[]", elem)}
		}
		return g.nilable(out, s)
	case Map:
		if !g.mapKeyOK(t.MapKey()) {
			msg := "map key type " + t.MapKey().String() + " is not a string, an integer or a text marshaler, so encoding/json cannot use it"
			if g.dir == Output && t.MapKey().Has(MarshalText) {
				msg = "map key type " + t.MapKey().String() + " has MarshalText only on its pointer receiver, and encoding/json looks for it on the key itself, so it cannot write the map"
			}
			g.problem(Unsupported, path, t, msg, s)
			return &Schema{}
		}
		out := &Schema{Type: []string{"object"}, AdditionalProperties: g.typ(t.Elem(), path+"{}", elem)}
		return g.nilable(out, s)
	default: // Struct
		if t.Name() != "" {
			elem.ownerPkg, elem.owner = t.PkgPath(), t.Name()
		}
		return g.structSchema(t, path, elem)
	}
}

// nilable marks a slice or map fragment as possibly null in output, where
// encoding/json writes nil as null, unless the field drops it.
func (g *generator) nilable(s *Schema, at site) *Schema {
	if !at.omits {
		return g.nullable(s)
	}
	return s
}

// nullable is Nullable in output; input schemas carry no null.
func (g *generator) nullable(s *Schema) *Schema {
	if g.dir == Output {
		return Nullable(s)
	}
	return s
}

func (g *generator) mapKeyOK(k Type) bool {
	kind := k.Kind()
	if kind == String || kind.isInteger() {
		return true
	}
	if g.dir == Output {
		// encoding/json encodes a map key by value: a MarshalText on the
		// pointer receiver is not found.
		return k.HasValue(MarshalText)
	}
	return k.Has(UnmarshalText)
}

func (g *generator) structSchema(t Type, path string, at site) *Schema {
	out := &Schema{Type: []string{"object"}, Closed: true}
	fields := g.fields(t, path, at)
	if g.dir == Input {
		g.caseCollisions(fields, path)
	}
	for i := range fields {
		f := &fields[i]
		fpath := path + "." + f.field.Name
		if g.dir == Input && f.unsettable {
			g.problem(Unsupported, fpath, nil, "field "+f.field.Name+" is promoted through an embedded pointer that encoding/json cannot allocate (its embedding field is unexported), so decoding it fails; it is left out of the input schema", site{field: &f.field})
			continue
		}
		fs, required := g.fieldSchema(f, fpath)
		out.Properties = append(out.Properties, Property{Name: f.name, Schema: fs})
		if g.dir == Output && f.viaPointer {
			// Absent from the output when the embedded pointer is nil.
			required = false
		}
		if required {
			out.Required = append(out.Required, f.name)
		}
	}
	return out
}

func (g *generator) caseCollisions(fields []jsonField, path string) {
	seen := map[string]*jsonField{}
	for i := range fields {
		f := &fields[i]
		folded := strings.ToLower(f.name)
		if prev, ok := seen[folded]; ok && prev.name != f.name {
			g.problems = append(g.problems, Problem{
				Kind:    CaseCollision,
				Path:    path + "." + f.field.Name,
				Message: "JSON names " + quote(prev.name) + " and " + quote(f.name) + " differ only by case; encoding/json matches names case-insensitively on input, so which field an argument fills is ambiguous",
				Sources: sources(f.field, prev.field), // the later field is the one to rename
			})
			continue
		}
		seen[folded] = f
	}
}

func sources(fs ...Field) []any {
	var out []any
	for _, f := range fs {
		if f.Source != nil {
			out = append(out, f.Source)
		}
	}
	return out
}

func (g *generator) fieldSchema(f *jsonField, path string) (*Schema, bool) {
	at := site{omits: f.omitEmpty || f.omitZero, ownerPkg: f.ownerPkg, field: &f.field}
	if f.owner != "" {
		at.owner = f.owner + "." + f.field.Name
	}
	// Validation rules apply to the pointed-to value, so the pointers are
	// peeled first and put back (as null) after.
	base, pointers := f.field.Type, 0
	for base.Kind() == Pointer && base.Name() == "" {
		base, pointers = base.Elem(), pointers+1
	}
	var s *Schema
	// Quoting applies to a well-known type too when it has no marshaler
	// of its own (time.Duration is an int64 and travels as "123").
	if f.quoted && !base.Has(g.jsonMethod()) && !base.Has(g.textMethod()) {
		s = typed("string")
	} else {
		s = g.typ(base, path, at)
	}
	// In input a pointer field is optional: absent and null decode alike
	// to nil.
	required := !(f.omitEmpty || f.omitZero) && !(g.dir == Input && pointers > 0)
	validateTag := "validate"
	if g.validator != nil && g.dir == Input {
		validateTag, required = g.validator.Tag, false
	}
	if tag, ok := lookupTag(f.field.Tag, validateTag); ok {
		nilable := pointers > 0 || base.Kind() == Slice || base.Kind() == Map || base.Kind() == Interface
		// The rules constrain the value, inside a nullable wrapper.
		inner := s
		if IsNullable(s) {
			inner = s.AnyOf[0]
		}
		req, problems := applyValidate(inner, tag, f.quoted, nilable)
		// A framework's validator (go-playground/validator without
		// WithRequiredStructEnabled, as gin sets it up) skips `required`
		// on a struct value: it cannot be absent.
		if g.validator != nil && (g.validator.Prefilled || base.Kind() == Struct && pointers == 0) {
			req = false
		}
		required = required || req
		for _, msg := range problems {
			g.problem(TagMismatch, path, nil, msg, at)
		}
	}
	if pointers > 0 {
		s = g.nullable(s)
	}
	if d, ok := lookupTag(f.field.Tag, "jsonschema"); ok && d != "" {
		s.Description = d
	} else if f.owner != "" {
		if doc := g.facts.FieldDoc(f.ownerPkg, f.owner, f.field.Name); doc != "" {
			s.Description = doc
		}
	}
	return s, required
}
