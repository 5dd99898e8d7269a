// Package mcpgodialect predicts, statically, what github.com/mark3labs/mcp-go
// (v1.2.1) does with the T of mcp.WithInputSchema[T]() and
// mcp.WithOutputSchema[T](): whether it writes a schema at all, and which
// struct fields it leaves out of it without a word.
//
// mcp-go infers the schema with github.com/google/jsonschema-go's For[T],
// asking it to skip what it cannot express (ForOptions{IgnoreInvalidTypes:
// true}): a field of a chan, func, complex or unsafe.Pointer type, or of a
// map whose key is neither a string nor an encoding.TextMarshaler (or a
// slice, array, map or pointer of one) silently disappears. Any other
// error (a type that refers to itself, an empty jsonschema tag, a
// jsonschema tag of WORD= options other than enum=, an embedded time.Time)
// makes WithInputSchema print the error to standard error and return: the
// tool keeps the empty input schema mcp.NewTool gave it,
// {"type":"object"}, and WithOutputSchema leaves no output schema. mcp-go
// retries a type whose only fault is enum= tags field by field.
//
// The model works over the abstract schema.Type view (through
// schema/sdkdialect's model of jsonschema-go), so the analyzers and the
// test that holds it against the real library
// (testdata/mod/mcpgoreal) see the same thing.
package mcpgodialect

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"

	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// Result is what mcp-go's schemaFor[T] does with T.
type Result struct {
	// Err is the error mcp-go prints when it gives up on T, nil when it
	// writes a schema.
	Err error
	// Dropped are the struct fields the schema leaves out, when it is
	// written.
	Dropped []sdkdialect.Dropped
	// Properties are the top-level property names of the schema written
	// for a struct T, in no particular order.
	Properties []string
	// JSON is the schema written, when the model knows it byte for byte:
	// jsonschema-go's inference succeeded at once, and no field of T has a
	// jsonschema or jsonschema_description tag (mcp-go rewrites
	// descriptions and enums from those after inferring, which the model
	// does not follow). nil otherwise, and when Err is set.
	JSON json.RawMessage
}

// SchemaFor models mcp-go's schemaFor[T] for t.
func SchemaFor(t schema.Type) Result {
	raw, dropped, err := sdkdialect.ForTypeIgnoring(t)
	if err == nil {
		r := Result{Dropped: dropped, Properties: topLevel(raw)}
		if !schemaTags(t, map[any]bool{}) {
			r.JSON = raw
		}
		return r
	}
	if !wordError(err) || !fallbackSupported(t, map[any]bool{}) {
		return Result{Err: err}
	}
	f := &fallback{active: map[any]bool{}}
	props, err := f.structFields(t)
	if err != nil {
		return Result{Err: err}
	}
	return Result{Dropped: f.dropped, Properties: props}
}

func topLevel(raw json.RawMessage) []string {
	var s struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if json.Unmarshal(raw, &s) != nil {
		return nil
	}
	var out []string
	for k := range s.Properties {
		out = append(out, k)
	}
	return out
}

// wordError is mcp-go's isJSONSchemaTagOptionError.
func wordError(err error) bool {
	return strings.Contains(err.Error(), "tag must not begin with 'WORD='")
}

// jsonInfo is mcp-go's fieldJSONInfo (struct_schema.go).
type jsonInfo struct {
	omit, explicit bool
	name           string
	optional       bool // omitempty or omitzero
}

func fieldInfo(f schema.Field) jsonInfo {
	if !f.Exported {
		return jsonInfo{omit: true}
	}
	info := jsonInfo{name: f.Name}
	tag, ok := reflect.StructTag(f.Tag).Lookup("json")
	if !ok {
		return info
	}
	name, rest, found := strings.Cut(tag, ",")
	if name == "-" && !found {
		return jsonInfo{omit: true}
	}
	if name != "" {
		info.name, info.explicit = name, true
	}
	for o := range strings.SplitSeq(rest, ",") {
		if o == "omitempty" || o == "omitzero" {
			info.optional = true
		}
	}
	return info
}

// fallbackSupported is mcp-go's supportsSchemaTagFallbackType: every
// jsonschema tag of every field on the way has no WORD= option but enum=.
func fallbackSupported(t schema.Type, seen map[any]bool) bool {
	if t == nil {
		return true
	}
	switch t.Kind() {
	case schema.Pointer, schema.Array, schema.Slice, schema.Map:
		return fallbackSupported(t.Elem(), seen)
	case schema.Struct:
		if seen[t.Key()] {
			return true
		}
		seen[t.Key()] = true
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if fieldInfo(f).omit {
				continue
			}
			if tag, ok := reflect.StructTag(f.Tag).Lookup("jsonschema"); ok {
				for o := range strings.SplitSeq(tag, ",") {
					o = strings.TrimSpace(o)
					if strings.Contains(o, "=") && !strings.HasPrefix(o, "enum=") {
						return false
					}
				}
			}
			if !fallbackSupported(f.Type, seen) {
				return false
			}
		}
	}
	return true
}

var errRecursive = errors.New("recursive type cannot use schema tag fallback")

// fallback is mcp-go's schemaFallbackState: the struct's fields one by
// one, each inferred alone, embedded structs flattened by Go's field
// order (not encoding/json's rules).
type fallback struct {
	active  map[any]bool
	dropped []sdkdialect.Dropped
}

func (f *fallback) structFields(t schema.Type) ([]string, error) {
	if t.Kind() == schema.Pointer && t.Elem() != nil {
		t = t.Elem()
	}
	if t.Kind() != schema.Struct {
		raw, dropped, err := sdkdialect.ForTypeIgnoring(t)
		f.dropped = append(f.dropped, dropped...)
		return topLevel(raw), err
	}
	if f.active[t.Key()] {
		return nil, errRecursive
	}
	f.active[t.Key()] = true
	defer delete(f.active, t.Key())
	seen := map[string]bool{}
	var props []string
	var walk func(st schema.Type) error
	walk = func(st schema.Type) error {
		for i := 0; i < st.NumField(); i++ {
			fl := st.Field(i)
			if fl.Type == nil {
				continue
			}
			info := fieldInfo(fl)
			if info.omit {
				continue
			}
			if fl.Embedded && !info.explicit {
				anon := fl.Type
				if anon.Kind() == schema.Pointer && anon.Elem() != nil {
					anon = anon.Elem()
				}
				if anon.Kind() == schema.Struct {
					if f.active[anon.Key()] {
						return errRecursive
					}
					f.active[anon.Key()] = true
					if err := walk(anon); err != nil {
						return err
					}
					delete(f.active, anon.Key())
					continue
				}
			}
			ok, err := f.fieldType(fl.Type)
			if err != nil {
				if errors.Is(err, errRecursive) {
					return err
				}
				ok = false // IgnoreInvalidTypes: the field is skipped
			}
			if !ok {
				f.dropped = append(f.dropped, sdkdialect.Dropped{Path: st.String() + "." + fl.Name, Field: fl})
				continue
			}
			if !seen[info.name] {
				seen[info.name] = true
				props = append(props, info.name)
			}
		}
		return nil
	}
	if err := walk(t); err != nil {
		return nil, err
	}
	return props, nil
}

// fieldType is schemaForFieldType: whether the field gets a schema.
func (f *fallback) fieldType(t schema.Type) (bool, error) {
	raw, dropped, err := sdkdialect.ForTypeIgnoring(t)
	if err == nil {
		f.dropped = append(f.dropped, dropped...)
		return string(raw) != "null", nil
	}
	if !wordError(err) || !fallbackSupported(t, map[any]bool{}) {
		return false, err
	}
	switch t.Kind() {
	case schema.Pointer, schema.Array, schema.Slice:
		return f.fieldType(t.Elem())
	case schema.Struct:
		_, err := f.structFields(t)
		return err == nil, err
	case schema.Map:
		if t.MapKey() == nil || t.MapKey().Kind() != schema.String {
			return false, err
		}
		return f.fieldType(t.Elem())
	}
	return false, err
}

// schemaTags reports whether a struct field reachable from t has a
// jsonschema or jsonschema_description tag, which mcp-go's
// applyStructFieldTags reads after jsonschema-go's inference.
func schemaTags(t schema.Type, seen map[any]bool) bool {
	if t == nil || seen[t.Key()] {
		return false
	}
	seen[t.Key()] = true
	switch t.Kind() {
	case schema.Pointer, schema.Slice, schema.Array, schema.Map:
		return schemaTags(t.Elem(), seen)
	case schema.Struct:
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			tag := reflect.StructTag(f.Tag)
			if _, ok := tag.Lookup("jsonschema"); ok {
				return true
			}
			if _, ok := tag.Lookup("jsonschema_description"); ok {
				return true
			}
			if schemaTags(f.Type, seen) {
				return true
			}
		}
	}
	return false
}
