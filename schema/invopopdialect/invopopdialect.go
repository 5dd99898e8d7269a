// Package invopopdialect predicts, statically, the schema that
// github.com/invopop/jsonschema (v0.13.0) reflects from a Go type:
// what (&jsonschema.Reflector{...}).ReflectFromType(T) marshals to.
//
// Some servers build their tools' input schemas this way at run time,
// over the argument type of each handler. The model covers the
// Reflector's boolean options and its tag rules (json names, "-",
// omitempty, inline, embedded structs; the jsonschema tag's required,
// nullable, title, description, type, enum, default, example, minimum
// and the other string, number and array keywords; jsonschema_description;
// jsonschema_extras), the special types (time.Time, url.URL, net.IP,
// []byte, json.RawMessage) and one Mapper, the one that maps interface
// types to an empty schema (Options.InterfaceEmpty). Everything else the
// library can be told or can find is refused with an error naming it:
// references between definitions (DoNotReference false), schema IDs
// (Anonymous false), Lookup/Namer/KeyNamer/AdditionalFields/comments, a
// type with a method the library calls (JSONSchema, JSONSchemaExtend,
// JSONSchemaAlias, JSONSchemaProperty, GetFieldDocString, EnumDescriptor),
// the oneof_/anyof_ tags, and the types the library panics on (chan, func,
// complex, a recursive type without references).
//
// The model works over the abstract schema.Type view, so the analyzers
// and the test that holds it against the real library
// (testdata/mod/invopopreal) see the same thing.
package invopopdialect

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

// Options are the Reflector fields the model reads. The zero value is
// the zero Reflector, which the model refuses (it references).
type Options struct {
	Anonymous                  bool
	AllowAdditionalProperties  bool
	RequiredFromJSONSchemaTags bool
	DoNotReference             bool
	ExpandedStruct             bool
	AssignAnchor               bool
	// FieldNameTag is the tag the field names are read from; "" is json.
	FieldNameTag string
	// InterfaceEmpty is a Mapper that returns &Schema{Extras: map[string]any{}}
	// for every interface type and nil otherwise: an interface field is
	// {} instead of the library's bare true.
	InterfaceEmpty bool
}

// Set sets the option the Reflector's field of that name gives, from the
// field's constant value (a bool, or a string for FieldNameTag and
// BaseSchemaID); a field the model does not follow is an error that says
// so. The Mapper is not a constant: its reader sets InterfaceEmpty.
func (o *Options) Set(field string, value any) error {
	flags := map[string]*bool{
		"Anonymous": &o.Anonymous, "AllowAdditionalProperties": &o.AllowAdditionalProperties,
		"RequiredFromJSONSchemaTags": &o.RequiredFromJSONSchemaTags, "DoNotReference": &o.DoNotReference,
		"ExpandedStruct": &o.ExpandedStruct, "AssignAnchor": &o.AssignAnchor,
	}
	if p, ok := flags[field]; ok {
		b, ok := value.(bool)
		if !ok {
			return fmt.Errorf("the Reflector's %s is not a constant", field)
		}
		*p = b
		return nil
	}
	switch field {
	case "FieldNameTag", "BaseSchemaID":
		str, ok := value.(string)
		switch {
		case !ok:
			return fmt.Errorf("the Reflector's %s is not a constant", field)
		case field == "FieldNameTag":
			o.FieldNameTag = str
		case str != "":
			return errors.New("the Reflector's BaseSchemaID, which mcpvet does not model")
		}
		return nil
	}
	return fmt.Errorf("the Reflector's %s, which mcpvet does not model", field)
}

// ClearVersion removes the root's $schema, as setting the library's
// Schema.Version to "" does.
func (s *Schema) ClearVersion() {
	delete(s.kw, "$schema")
}

// ErrUnsupported is wrapped by every error of something the model does
// not follow (as opposed to something the library itself refuses).
var ErrUnsupported = errors.New("not modelled")

// MethodView is the part of a schema.Type view the model needs beyond
// schema.Type: whether T's own method set has a method of a name. Both
// schema/typesview and schema/reflectview implement it.
type MethodView interface {
	HasValueMethod(name string) bool
}

// Release is the invopop/jsonschema release the model follows.
const Release = "v0.13.0"

// Version is the $schema the library writes on the root.
const Version = "https://json-schema.org/draft/2020-12/schema"

// customMethods are the methods the library looks for with Implements,
// on T itself; the model refuses a type that has one.
var customMethods = []string{"JSONSchema", "JSONSchemaAlias", "JSONSchemaExtend", "JSONSchemaProperty", "GetFieldDocString", "EnumDescriptor"}

// Reflect models ReflectFromType(t) and the schema's MarshalJSON.
func Reflect(t schema.Type, o Options) (json.RawMessage, error) {
	s, err := ReflectSchema(t, o)
	if err != nil {
		return nil, err
	}
	return json.Marshal(s)
}

// Schema is a reflected schema: its keywords in JSON form, by name.
// Properties keeps the library's order (the fields' order).
type Schema struct {
	kw         map[string]any
	properties []prop
	required   []string
	items      *Schema
	addl       *Schema // additionalProperties, when a schema
	addlFalse  bool
	pattern    map[string]*Schema
	oneOf      []*Schema
	extras     map[string]any // nil: none; non-nil and empty keeps {} from collapsing to true
	boolean    *bool
}

// embedKey marks a struct whose fields are being inlined.
type embedKey struct{ k any }

type prop struct {
	name string
	s    *Schema
}

// Type is the schema's "type", "" when none.
func (s *Schema) Type() string {
	t, _ := s.kw["type"].(string)
	return t
}

// Required are the root's required names, in order.
func (s *Schema) Required() []string { return s.required }

// Properties are the root's properties, in order, each marshalled.
func (s *Schema) Properties() ([]string, []json.RawMessage, error) {
	var names []string
	var raws []json.RawMessage
	for _, p := range s.properties {
		b, err := json.Marshal(p.s)
		if err != nil {
			return nil, nil, err
		}
		names = append(names, p.name)
		raws = append(raws, b)
	}
	return names, raws, nil
}

func (s *Schema) set(k string, v any) {
	if s.kw == nil {
		s.kw = map[string]any{}
	}
	s.kw[k] = v
}

// MarshalJSON writes the schema as the library's MarshalJSON does: an
// empty schema is true, extras are merged into the object.
func (s *Schema) MarshalJSON() ([]byte, error) {
	if s.boolean != nil {
		return json.Marshal(*s.boolean)
	}
	m := map[string]any{}
	for k, v := range s.kw {
		m[k] = v
	}
	if len(s.properties) > 0 || s.kw["()props"] != nil {
		ps := orderedProps(s.properties)
		m["properties"] = ps
	}
	delete(m, "()props")
	if len(s.required) > 0 {
		m["required"] = s.required
	}
	if s.items != nil {
		m["items"] = s.items
	}
	if s.addl != nil {
		m["additionalProperties"] = s.addl
	} else if s.addlFalse {
		m["additionalProperties"] = false
	}
	if len(s.pattern) > 0 {
		m["patternProperties"] = s.pattern
	}
	if len(s.oneOf) > 0 {
		m["oneOf"] = s.oneOf
	}
	if len(m) == 0 && s.extras == nil {
		return []byte("true"), nil
	}
	for k, v := range s.extras {
		if _, ok := m[k]; ok {
			// The library writes the key twice; JSON readers keep the last.
			return nil, fmt.Errorf("jsonschema_extras key %q repeats a keyword: %w", k, ErrUnsupported)
		}
		m[k] = v
	}
	return json.Marshal(m)
}

// orderedProps marshals properties in the library's order.
type orderedProps []prop

func (ps orderedProps) MarshalJSON() ([]byte, error) {
	var b strings.Builder
	b.WriteByte('{')
	for i, p := range ps {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(p.name)
		v, err := json.Marshal(p.s)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return []byte(b.String()), nil
}

type reflector struct {
	o    Options
	defs map[string]*Schema
	// active are the types being reflected: without references the
	// library recurses for ever on a type that contains itself.
	active map[any]bool
}

// ReflectSchema models ReflectFromType(t): the root schema, before
// marshalling.
func ReflectSchema(t schema.Type, o Options) (*Schema, error) {
	if !o.DoNotReference {
		return nil, fmt.Errorf("a Reflector that references definitions (DoNotReference false): %w", ErrUnsupported)
	}
	if !o.Anonymous {
		return nil, fmt.Errorf("a Reflector that writes schema IDs (Anonymous false): %w", ErrUnsupported)
	}
	if t.Kind() == schema.Pointer {
		t = t.Elem()
	}
	r := &reflector{o: o, defs: map[string]*Schema{}, active: map[any]bool{}}
	bs, err := r.reflect(t)
	if err != nil {
		return nil, err
	}
	s := bs
	if o.ExpandedStruct {
		d, ok := r.defs[t.Name()]
		if !ok {
			// The library dereferences a missing definition: it panics.
			return nil, fmt.Errorf("ExpandedStruct over %s, which is not a named struct, slice or map (the library panics)", t)
		}
		s = d
	}
	c := *s
	c.set("$schema", Version)
	return &c, nil
}

func (r *reflector) addDef(t schema.Type, s *Schema) {
	if n := t.Name(); n != "" {
		r.defs[n] = s
	}
}

func (r *reflector) reflect(t schema.Type) (*Schema, error) {
	if t.Kind() == schema.Pointer {
		return r.reflect(t.Elem())
	}
	mv, ok := t.(MethodView)
	if !ok {
		return nil, fmt.Errorf("a type view without method sets: %w", ErrUnsupported)
	}
	for _, m := range customMethods {
		if mv.HasValueMethod(m) {
			return nil, fmt.Errorf("%s has a %s method, which the library calls: %w", t, m, ErrUnsupported)
		}
	}
	if r.o.InterfaceEmpty && t.Kind() == schema.Interface {
		return &Schema{extras: map[string]any{}}, nil
	}
	if r.active[t.Key()] {
		return nil, fmt.Errorf("%s contains itself, and without references the library recurses for ever", t)
	}
	r.active[t.Key()] = true
	defer delete(r.active, t.Key())

	st := &Schema{}
	if t.PkgPath() == "net" && t.Name() == "IP" {
		st.set("type", "string")
		st.set("format", "ipv4")
		return st, nil
	}
	switch k := t.Kind(); {
	case k == schema.Struct:
		if err := r.structType(t, st); err != nil {
			return nil, err
		}
	case k == schema.Slice || k == schema.Array:
		if t.PkgPath() == "encoding/json" && t.Name() == "RawMessage" {
			return st, nil
		}
		r.addDef(t, st)
		if k == schema.Array {
			n := uint64(t.Len())
			st.set("minItems", n)
			st.set("maxItems", n)
		}
		if k == schema.Slice && t.Elem().Kind() == schema.Uint8 {
			st.set("type", "string")
			st.set("contentEncoding", "base64")
			break
		}
		st.set("type", "array")
		items, err := r.reflect(t.Elem())
		if err != nil {
			return nil, err
		}
		st.items = items
	case k == schema.Map:
		r.addDef(t, st)
		st.set("type", "object")
		switch t.MapKey().Kind() {
		case schema.Int, schema.Int8, schema.Int16, schema.Int32, schema.Int64:
			v, err := r.reflect(t.Elem())
			if err != nil {
				return nil, err
			}
			st.pattern = map[string]*Schema{"^[0-9]+$": v}
			st.addlFalse = true
			return st, nil
		}
		if t.Elem().Kind() != schema.Interface {
			v, err := r.reflect(t.Elem())
			if err != nil {
				return nil, err
			}
			st.addl = v
		}
	case k == schema.Interface:
	case k >= schema.Int && k <= schema.Uint64:
		st.set("type", "integer")
	case k == schema.Float32 || k == schema.Float64:
		st.set("type", "number")
	case k == schema.Bool:
		st.set("type", "boolean")
	case k == schema.String:
		st.set("type", "string")
	default:
		return nil, fmt.Errorf("%s: the library panics (unsupported type)", t)
	}
	return st, nil
}

func (r *reflector) structType(t schema.Type, s *Schema) error {
	switch {
	case t.PkgPath() == "time" && t.Name() == "Time":
		s.set("type", "string")
		s.set("format", "date-time")
		return nil
	case t.PkgPath() == "net/url" && t.Name() == "URL":
		s.set("type", "string")
		s.set("format", "uri")
		return nil
	}
	r.addDef(t, s)
	s.set("type", "object")
	s.set("()props", true) // an empty ordered map still marshals as {}
	if r.o.AssignAnchor && t.Name() != "" {
		s.set("$anchor", t.Name())
	}
	if !r.o.AllowAdditionalProperties {
		s.addlFalse = true
	}
	return r.fields(s, t)
}

func (r *reflector) fields(st *Schema, t schema.Type) error {
	if t.Kind() == schema.Pointer {
		t = t.Elem()
	}
	if t.Kind() != schema.Struct {
		return nil
	}
	key := embedKey{t.Key()}
	if r.active[key] {
		return fmt.Errorf("%s embeds itself, and the library recurses for ever", t)
	}
	r.active[key] = true
	defer delete(r.active, key)
	for i := range t.NumField() {
		f := t.Field(i)
		name, embed, required, nullable := r.fieldName(f)
		if name == "" {
			if embed {
				if err := r.fields(st, f.Type); err != nil {
					return err
				}
			}
			continue
		}
		p, err := r.reflect(f.Type)
		if err != nil {
			return fmt.Errorf("field %s: %w", f.Name, err)
		}
		if err := p.keywords(f, name); err != nil {
			return fmt.Errorf("field %s: %w", f.Name, err)
		}
		if nullable {
			p = &Schema{oneOf: []*Schema{p, {kw: map[string]any{"type": "null"}}}}
		}
		set := false
		for j := range st.properties {
			if st.properties[j].name == name {
				st.properties[j].s = p // an ordered map keeps the first place
				set = true
			}
		}
		if !set {
			st.properties = append(st.properties, prop{name, p})
		}
		if required && !contains(st.required, name) {
			st.required = append(st.required, name)
		}
	}
	return nil
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// fieldName is the library's reflectFieldName.
func (r *reflector) fieldName(f schema.Field) (name string, embed, required, nullable bool) {
	tagName := r.o.FieldNameTag
	if tagName == "" {
		tagName = "json"
	}
	jsonTags := strings.Split(tagOf(f.Tag, tagName), ",")
	if jsonTags[0] == "-" {
		return "", false, false, false
	}
	schemaTags := strings.Split(tagOf(f.Tag, "jsonschema"), ",")
	if schemaTags[0] == "-" {
		return "", false, false, false
	}
	if !r.o.RequiredFromJSONSchemaTags {
		required = !slicesContains(jsonTags[1:], "omitempty")
	}
	if slicesContains(schemaTags, "required") {
		required = true
	}
	nullable = slicesContains(schemaTags, "nullable")
	if f.Embedded && jsonTags[0] == "" {
		k := f.Type.Kind()
		if k == schema.Struct || k == schema.Pointer && f.Type.Elem().Kind() == schema.Struct {
			return "", true, false, false
		}
	}
	if slicesContains(jsonTags[1:], "inline") {
		return "", true, false, false
	}
	name = f.Name
	if jsonTags[0] != "" {
		name = jsonTags[0]
	}
	if !f.Embedded && !f.Exported {
		name = ""
	}
	return name, false, required, nullable
}

func slicesContains(xs []string, x string) bool { return contains(xs, x) }

// tagOf is reflect.StructTag.Get on a raw tag.
func tagOf(tag, key string) string {
	v, _ := lookupTag(tag, key)
	return v
}

// lookupTag is reflect.StructTag.Lookup.
func lookupTag(tag, key string) (string, bool) {
	for tag != "" {
		i := 0
		for i < len(tag) && tag[i] == ' ' {
			i++
		}
		tag = tag[i:]
		if tag == "" {
			break
		}
		i = 0
		for i < len(tag) && tag[i] > ' ' && tag[i] != ':' && tag[i] != '"' && tag[i] != 0x7f {
			i++
		}
		if i == 0 || i+1 >= len(tag) || tag[i] != ':' || tag[i+1] != '"' {
			break
		}
		name := tag[:i]
		tag = tag[i+1:]
		i = 1
		for i < len(tag) && tag[i] != '"' {
			if tag[i] == '\\' {
				i++
			}
			i++
		}
		if i >= len(tag) {
			break
		}
		qvalue := tag[:i+1]
		tag = tag[i+1:]
		if key == name {
			value, err := strconv.Unquote(qvalue)
			if err != nil {
				break
			}
			return value, true
		}
	}
	return "", false
}
