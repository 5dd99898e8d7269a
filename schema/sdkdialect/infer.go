package sdkdialect

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

// ForType writes the schema jsonschema-go v0.4.3's ForType(t,
// &ForOptions{}) infers for t, as JSON, over the view: what the go-sdk
// serves for a type it infers. Where ForType fails (and mcp.AddTool
// panics), ForType returns no schema and an error with jsonschema-go's
// reason. It never panics on a well-formed view.
//
// The bytes are canonical (object keys sorted, as encoding/json writes a
// map), not jsonschema-go's own order; the values are the same.
func ForType(t schema.Type) (json.RawMessage, error) {
	return forTypeIn(Release04, t)
}

func forTypeIn(r Release, t schema.Type) (json.RawMessage, error) {
	if t == nil {
		return nil, errors.New("no type")
	}
	in := &inferrer{seen: map[any]bool{}, vis: &checker{vis: map[any][]visField{}}, rel: r}
	n, err := in.forType(t, 0)
	if err != nil {
		return nil, fmt.Errorf("ForType(%s): %w", t.String(), err)
	}
	return json.Marshal(n)
}

// ForTypeFields is ForType with, for a struct (or a pointer to one), the
// struct field each top-level property comes from, by property name: the
// field whose schema the property has (the last of a name).
func ForTypeFields(t schema.Type) (json.RawMessage, map[string]schema.Field, error) {
	if t == nil {
		return nil, nil, errors.New("no type")
	}
	in := &inferrer{seen: map[any]bool{}, vis: &checker{vis: map[any][]visField{}}}
	n, err := in.forType(t, 0)
	if err != nil {
		return nil, nil, fmt.Errorf("ForType(%s): %w", t.String(), err)
	}
	raw, err := json.Marshal(n)
	return raw, n.fields, err
}

// FieldAt is the struct field that the property at path of ForType(t)
// is made from: path names properties, "[]" an array's items and "{}" a
// map's values, as a walk of the schema spells them. It is the field
// jsonschema-go reads (reflect.VisibleFields, the last of a JSON name
// winning), so an own field that hides an embedded one of the same name
// is the one found. ok is false when the path does not end at a property
// or no schema can be inferred.
func FieldAt(t schema.Type, path []string) (_ schema.Field, ok bool) {
	if t == nil || len(path) == 0 {
		return schema.Field{}, false
	}
	in := &inferrer{seen: map[any]bool{}, vis: &checker{vis: map[any][]visField{}}}
	n, err := in.forType(t, 0)
	if err != nil {
		return schema.Field{}, false
	}
	var f schema.Field
	for _, seg := range path {
		if n == nil {
			return schema.Field{}, false
		}
		switch {
		case seg == "[]":
			n, ok = n.items, false
		case seg == "{}":
			n, ok = n.additional, false
		default:
			f, ok = n.fields[seg]
			n = n.props[seg]
		}
	}
	return f, ok && n != nil
}

// Dropped is a struct field that jsonschema-go leaves out of a schema
// under ForOptions{IgnoreInvalidTypes: true}, because no schema can be
// inferred for its type.
type Dropped struct {
	// Path is the struct type and the field: "Order.Notify".
	Path  string
	Field schema.Field
}

// ForTypeIgnoring is ForType with ForOptions{IgnoreInvalidTypes: true}
// (what mark3labs mcp-go asks for): a field of a type jsonschema-go cannot
// express (chan, func, complex, unsafe.Pointer, a map key that is neither
// a string nor a TextMarshaler, or a slice, array, map or pointer of one)
// is left out, and listed in dropped; the other errors stay. A root of
// such a type has the schema null.
func ForTypeIgnoring(t schema.Type) (_ json.RawMessage, dropped []Dropped, _ error) {
	if t == nil {
		return nil, nil, errors.New("no type")
	}
	in := &inferrer{seen: map[any]bool{}, vis: &checker{vis: map[any][]visField{}}, ignore: true}
	n, err := in.forType(t, 0)
	if err != nil {
		return nil, in.dropped, fmt.Errorf("ForType(%s): %w", t.String(), err)
	}
	if n == nil {
		return json.RawMessage("null"), in.dropped, nil
	}
	raw, err := json.Marshal(n)
	return raw, in.dropped, err
}

// ToolSchema is the schema mcp.AddTool (go-sdk v1.8.0) infers for In or
// Out: setSchema removes one level of pointer, then calls ForType.
func ToolSchema(t schema.Type) (json.RawMessage, error) {
	if t != nil && t.Kind() == schema.Pointer && t.Elem() != nil {
		t = t.Elem()
	}
	return ForType(t)
}

// node is one jsonschema.Schema with the keywords ForType sets.
type node struct {
	typ        string
	types      []string
	props      map[string]*node // nil: no properties keyword; empty: {}
	required   []string
	additional *node
	closed     bool // additionalProperties: false
	items      *node
	min, max   *float64
	minItems   *int64
	maxItems   *int64
	desc       string
	// fields are the struct fields of props, by name (not written).
	fields map[string]schema.Field
}

// MarshalJSON writes the node as jsonschema.Schema.MarshalJSON does, the
// empty schema as true.
func (n *node) MarshalJSON() ([]byte, error) {
	m := map[string]any{}
	switch {
	case n.typ != "":
		m["type"] = n.typ
	case n.types != nil:
		m["type"] = n.types
	}
	if n.props != nil {
		m["properties"] = n.props
	}
	if n.required != nil {
		m["required"] = n.required
	}
	switch {
	case n.closed:
		m["additionalProperties"] = false
	case n.additional != nil:
		m["additionalProperties"] = n.additional
	}
	if n.items != nil {
		m["items"] = n.items
	}
	if n.min != nil {
		m["minimum"] = *n.min
	}
	if n.max != nil {
		m["maximum"] = *n.max
	}
	if n.minItems != nil {
		m["minItems"] = *n.minItems
	}
	if n.maxItems != nil {
		m["maxItems"] = *n.maxItems
	}
	if n.desc != "" {
		m["description"] = n.desc
	}
	if len(m) == 0 {
		return []byte("true"), nil
	}
	return json.Marshal(m)
}

type inferrer struct {
	seen map[any]bool
	vis  *checker // for visible: reflect.VisibleFields over the view
	// ignore is ForOptions.IgnoreInvalidTypes: a type with no schema
	// gives a nil node, and a struct field of one is dropped.
	ignore  bool
	dropped []Dropped
	// rel is the jsonschema-go line inferred as (release.go).
	rel Release
}

func bounds(lo, hi float64) (*float64, *float64) { return &lo, &hi }

// forType is infer.go's forType with ignore false and the initial schema
// map.
func (in *inferrer) forType(t schema.Type, depth int) (*node, error) {
	if depth >= maxDepth {
		return nil, errors.New("type too deep")
	}
	allowNull := false
	seenPtr := map[any]bool{}
	for t.Kind() == schema.Pointer {
		if seenPtr[t.Key()] {
			// jsonschema-go loops forever here; there is no schema.
			return nil, fmt.Errorf("%s is a pointer to itself", t.String())
		}
		seenPtr[t.Key()] = true
		allowNull = true
		if t = t.Elem(); t == nil {
			return nil, errors.New("incomplete type")
		}
	}
	if t.Name() != "" {
		k := t.Key()
		if in.seen[k] {
			return nil, fmt.Errorf("cycle detected for type %s", t.String())
		}
		in.seen[k] = true
		defer delete(in.seen, k)
	}
	if builtin(t) != "" {
		if in.rel != Release04 {
			// initialSchemaMap's schema, returned before the pointer's
			// null is added.
			if builtin(t) == "math/big.Int" {
				return &node{types: []string{"null", "string"}}, nil
			}
			return &node{typ: "string"}, nil
		}
		if allowNull {
			return &node{types: []string{"null", "string"}}, nil
		}
		return &node{typ: "string"}, nil
	}
	n := &node{}
	if in.rel != Release04 && isInteger(t.Kind()) {
		n.typ = "integer" // no bounds before v0.4
		if allowNull {
			n.types, n.typ = []string{"null", n.typ}, ""
		}
		return n, nil
	}
	switch k := t.Kind(); k {
	case schema.Bool:
		n.typ = "boolean"
	case schema.Int, schema.Int64:
		n.typ = "integer"
	case schema.Uint, schema.Uint64, schema.Uintptr:
		n.typ = "integer"
		zero := 0.0
		n.min = &zero
	case schema.Int8:
		n.typ = "integer"
		n.min, n.max = bounds(math.MinInt8, math.MaxInt8)
	case schema.Uint8:
		n.typ = "integer"
		n.min, n.max = bounds(0, math.MaxUint8)
	case schema.Int16:
		n.typ = "integer"
		n.min, n.max = bounds(math.MinInt16, math.MaxInt16)
	case schema.Uint16:
		n.typ = "integer"
		n.min, n.max = bounds(0, math.MaxUint16)
	case schema.Int32:
		n.typ = "integer"
		n.min, n.max = bounds(math.MinInt32, math.MaxInt32)
	case schema.Uint32:
		n.typ = "integer"
		n.min, n.max = bounds(0, math.MaxUint32)
	case schema.Float32, schema.Float64:
		n.typ = "number"
	case schema.String:
		n.typ = "string"
	case schema.Interface:
		// Unrestricted.
	case schema.Map:
		key := t.MapKey()
		if key == nil || t.Elem() == nil {
			return nil, errors.New("incomplete type")
		}
		if key.Kind() != schema.String && (in.rel != Release04 || !valueHas(key, schema.MarshalText)) {
			if in.ignore {
				return nil, nil
			}
			return nil, fmt.Errorf("unsupported map key type %s", kindName(key.Kind()))
		}
		n.typ = "object"
		v, err := in.forType(t.Elem(), depth+1)
		if err != nil {
			return nil, fmt.Errorf("computing map value schema: %v", err)
		}
		if v == nil {
			return nil, nil
		}
		n.additional = v
	case schema.Slice, schema.Array:
		if k == schema.Slice && in.rel == Release04 {
			n.types = []string{"null", "array"}
		} else {
			n.typ = "array"
		}
		if t.Elem() == nil {
			return nil, errors.New("incomplete type")
		}
		items, err := in.forType(t.Elem(), depth+1)
		if err != nil {
			return nil, fmt.Errorf("computing element schema: %v", err)
		}
		if items == nil {
			return nil, nil
		}
		n.items = items
		if k == schema.Array {
			l := t.Len()
			n.minItems, n.maxItems = &l, &l
		}
	case schema.Struct:
		if err := in.structType(n, t, depth); err != nil {
			return nil, err
		}
	default:
		if in.ignore {
			return nil, nil
		}
		return nil, fmt.Errorf("type %s is unsupported by jsonschema", t.String())
	}
	if allowNull && n.typ != "" {
		n.types = []string{"null", n.typ}
		n.typ = ""
	}
	return n, nil
}

// structType is infer.go's struct case: the visible fields in order, an
// embedded field never a property, the last field of a name winning its
// schema and every non-omitting field listed in required.
func (in *inferrer) structType(n *node, t schema.Type, depth int) error {
	n.typ = "object"
	n.closed = true
	for _, f := range in.structFields(t) {
		if n.props == nil && in.rel == Release04 {
			n.props = map[string]*node{} // before the field is read
		}
		if f.Type == nil {
			return errors.New("incomplete type")
		}
		if f.Embedded && in.rel != Release02 {
			if builtin(f.Type) != "" && in.rel == Release04 {
				return errors.New(`custom schema for embedded struct must have type "object", got "string"`)
			}
			continue
		}
		info := fieldInfo(f)
		if info.omit {
			continue
		}
		if n.props == nil {
			n.props = map[string]*node{} // before v0.4: once a field is listed
		}
		fs, err := in.forType(f.Type, depth+1)
		if err != nil {
			return err
		}
		if fs == nil {
			// infer.go: "Skip fields of invalid type", before the tag
			// is read.
			in.dropped = append(in.dropped, Dropped{Path: t.String() + "." + f.Name, Field: f})
			continue
		}
		if tag, ok := lookupTag(f.Tag, "jsonschema"); ok {
			if tag == "" {
				return fmt.Errorf("empty jsonschema tag on struct field %s.%s", t.String(), f.Name)
			}
			if wordEquals(tag) {
				return fmt.Errorf("tag must not begin with 'WORD=': %q", tag)
			}
			fs.desc = tag
		}
		n.props[info.name] = fs
		if n.fields == nil {
			n.fields = map[string]schema.Field{}
		}
		n.fields[info.name] = f
		if !info.omitEmpty && !info.omitZero {
			n.required = append(n.required, info.name)
		}
	}
	n.required = slices.Clip(n.required)
	return nil
}

// kindName is reflect.Kind's String for the kinds a map key can have.
func kindName(k schema.Kind) string {
	switch k {
	case schema.Bool:
		return "bool"
	case schema.Int:
		return "int"
	case schema.Int8:
		return "int8"
	case schema.Int16:
		return "int16"
	case schema.Int32:
		return "int32"
	case schema.Int64:
		return "int64"
	case schema.Uint:
		return "uint"
	case schema.Uint8:
		return "uint8"
	case schema.Uint16:
		return "uint16"
	case schema.Uint32:
		return "uint32"
	case schema.Uint64:
		return "uint64"
	case schema.Uintptr:
		return "uintptr"
	case schema.Float32:
		return "float32"
	case schema.Float64:
		return "float64"
	case schema.Struct:
		return "struct"
	case schema.Array:
		return "array"
	case schema.Pointer:
		return "ptr"
	case schema.Interface:
		return "interface"
	}
	return "invalid"
}
