package runtime

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/mcpvet/mcpvet/runtime/internal/argcheck"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/runtime/schema/reflectview"
)

// argSchema validates a tool's arguments against its input schema,
// compiled once at registration.
type argSchema struct {
	resolved *jsonschema.Resolved
	// fast proves valid arguments valid without decoding them (nil when
	// the schema uses a keyword it does not implement); what it does not
	// prove, resolved decides and explains.
	fast *argcheck.Validator
	// subs caches the subschemas resolved on their own, which only the
	// error path needs (to find which argument failed).
	subs sync.Map // *jsonschema.Schema -> *jsonschema.Resolved (nil if it cannot be resolved)
	// nullIsAbsent: the schema is mcpvet's for the Go type the arguments
	// decode into, where null for a property has the effect of leaving
	// it out (nil for a pointer, slice or map; no effect on anything
	// else). Input schemas do not advertise null (a pointer is optional by
	// not being required), but a client that sends null for an optional
	// property is not refused for it.
	nullIsAbsent bool
}

// compileArgs compiles an input schema given as JSON (or as any value
// that marshals to one, as mcp.Tool.InputSchema may be). ours says the
// schema was written by mcpvet's rules for the type the arguments are
// decoded into (see nullIsAbsent).
func compileArgs(v any, ours bool) (*argSchema, error) {
	s, ok := v.(*jsonschema.Schema)
	if ok {
		ours = false
	} else {
		raw, ok := v.(json.RawMessage)
		if !ok {
			var err error
			if raw, err = json.Marshal(v); err != nil {
				return nil, err
			}
		}
		s = new(jsonschema.Schema)
		if err := json.Unmarshal(raw, s); err != nil {
			return nil, err
		}
	}
	if s.Type != "object" {
		return nil, fmt.Errorf(`the input schema must have "type":"object"`)
	}
	r, err := s.Resolve(nil)
	if err != nil {
		return nil, err
	}
	fast, _ := argcheck.Compile(s)
	return &argSchema{resolved: r, fast: fast, nullIsAbsent: ours}, nil
}

var emptyObject = json.RawMessage("{}")

// check validates the raw arguments. Absent or null arguments are the
// empty object. It returns the arguments to decode, or an *ArgumentError
// naming the argument that failed.
func (a *argSchema) check(args json.RawMessage) (json.RawMessage, error) {
	if len(args) == 0 {
		args = emptyObject
	}
	if a.fast.Valid(args) {
		return args, nil
	}
	var inst any
	if err := json.Unmarshal(args, &inst); err != nil {
		return nil, &ArgumentError{Err: err}
	}
	if inst == nil {
		args, inst = emptyObject, map[string]any{}
	}
	if a.nullIsAbsent {
		dropOptionalNulls(inst, a.resolved.Schema())
	}
	if err := a.resolved.Validate(inst); err != nil {
		path, missing := a.locate(inst, a.resolved.Schema(), nil)
		return nil, &ArgumentError{Path: formatPath(path), Missing: missing, Err: err}
	}
	return args, nil
}

// dropOptionalNulls removes, at every depth, the null members of objects
// that s does not require and does not allow to be null: what decoding
// reads as absent. The arguments decoded are still the raw ones.
func dropOptionalNulls(inst any, s *jsonschema.Schema) {
	if s == nil {
		return
	}
	switch v := inst.(type) {
	case map[string]any:
		for k, e := range v {
			sub := s.Properties[k]
			if e == nil && sub != nil && !slices.Contains(s.Required, k) && !allowsNull(sub) {
				delete(v, k)
				continue
			}
			if sub == nil {
				sub = s.AdditionalProperties
			}
			dropOptionalNulls(e, sub)
		}
	case []any:
		for _, e := range v {
			dropOptionalNulls(e, s.Items)
		}
	}
}

func allowsNull(s *jsonschema.Schema) bool {
	return s.Type == "" && len(s.Types) == 0 || s.Type == "null" || slices.Contains(s.Types, "null")
}

// locate finds the argument that makes inst fail s: the deepest value
// that fails its own subschema while all of its parts pass theirs. A
// missing required property is named by the property. Among several
// failures it picks deterministically: missing properties in schema
// order, then properties by name, then array elements by index. missing
// says the path ends at a required property that is absent.
func (a *argSchema) locate(inst any, s *jsonschema.Schema, path []any) (_ []any, missing bool) {
	switch v := inst.(type) {
	case map[string]any:
		for _, name := range s.Required {
			if _, ok := v[name]; !ok {
				return appendPath(path, name), true
			}
		}
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			sub := s.Properties[k]
			if sub == nil {
				sub = s.AdditionalProperties
			}
			if sub != nil && !a.valid(sub, v[k]) {
				return a.locate(v[k], sub, appendPath(path, k))
			}
		}
	case []any:
		if s.Items != nil {
			for i, e := range v {
				if !a.valid(s.Items, e) {
					return a.locate(e, s.Items, appendPath(path, i))
				}
			}
		}
	}
	return path, false
}

func (a *argSchema) valid(s *jsonschema.Schema, v any) bool {
	r, ok := a.subs.Load(s)
	if !ok {
		res, err := s.Resolve(nil)
		if err != nil {
			res = nil
		}
		r, _ = a.subs.LoadOrStore(s, res)
	}
	res := r.(*jsonschema.Resolved)
	return res != nil && res.Validate(v) == nil
}

// appendPath appends without sharing the backing array of path.
func appendPath(path []any, seg any) []any {
	return append(path[:len(path):len(path)], seg)
}

// formatPath writes a path as the client reads it: property names joined
// by dots, indexes in brackets (items[2].qty). A name that is not a plain
// word (or starts with a digit) is quoted in brackets: tags["a.b"].
func formatPath(path []any) string {
	var b strings.Builder
	for _, seg := range path {
		switch seg := seg.(type) {
		case int:
			b.WriteByte('[')
			b.WriteString(strconv.Itoa(seg))
			b.WriteByte(']')
		case string:
			if plainName(seg) {
				if b.Len() > 0 {
					b.WriteByte('.')
				}
				b.WriteString(seg)
			} else {
				b.WriteByte('[')
				b.WriteString(strconv.Quote(seg))
				b.WriteByte(']')
			}
		}
	}
	return b.String()
}

func plainName(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// decodeArgs is mcpvetimpl.DecodeArguments, which generated Call funcs
// use, and how AddTool and Tool decode.
func decodeArgs(args json.RawMessage, v any) error {
	if len(args) == 0 {
		args = emptyObject
	}
	err := json.Unmarshal(args, v)
	if err == nil {
		return nil
	}
	if iu := (*json.InvalidUnmarshalError)(nil); errors.As(err, &iu) {
		return err // the caller's mistake, not the client's
	}
	return &ArgumentError{Path: formatPath(decodeFailure(reflect.TypeOf(v).Elem(), args, nil)), Err: err}
}

// decodeFailure finds where decoding raw into a t fails, by decoding the
// parts one by one. It only runs once decoding has failed.
func decodeFailure(t reflect.Type, raw json.RawMessage, path []any) []any {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if v := reflectview.Type(t); v.Has(schema.UnmarshalJSON) || v.Has(schema.UnmarshalText) {
		return path // the type's own method refused the value
	}
	fails := func(t reflect.Type, raw json.RawMessage) bool {
		return json.Unmarshal(raw, reflect.New(t).Interface()) != nil
	}
	switch t.Kind() {
	case reflect.Struct:
		var obj map[string]json.RawMessage
		if json.Unmarshal(raw, &obj) != nil {
			return path
		}
		fields := jsonFields(t)
		for _, k := range sortedKeys(obj) {
			// Decode the property alone into the struct, so that its
			// tag options (",string") apply as they did.
			one, _ := json.Marshal(map[string]json.RawMessage{k: obj[k]})
			if !fails(t, one) {
				continue
			}
			f, ok := fields[k]
			if !ok {
				for name, g := range fields {
					if strings.EqualFold(name, k) {
						f, ok = g, true
						break
					}
				}
			}
			if !ok || f.quoted {
				return appendPath(path, k)
			}
			return decodeFailure(f.typ, obj[k], appendPath(path, k))
		}
	case reflect.Slice, reflect.Array:
		var elems []json.RawMessage
		if json.Unmarshal(raw, &elems) != nil {
			return path
		}
		for i, e := range elems {
			if fails(t.Elem(), e) {
				return decodeFailure(t.Elem(), e, appendPath(path, i))
			}
		}
	case reflect.Map:
		var obj map[string]json.RawMessage
		if json.Unmarshal(raw, &obj) != nil {
			return path
		}
		for _, k := range sortedKeys(obj) {
			if fails(t.Elem(), obj[k]) {
				return decodeFailure(t.Elem(), obj[k], appendPath(path, k))
			}
			one, _ := json.Marshal(map[string]json.RawMessage{k: obj[k]})
			if fails(t, one) {
				return appendPath(path, k) // the key itself
			}
		}
	}
	return path
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

type jsonField struct {
	typ    reflect.Type
	quoted bool // ",string"
}

// jsonFields lists the fields encoding/json decodes into a struct type, by
// JSON name: the selection the schema rules make (schema.JSONFields). It
// serves the error path only: a field it cannot place just ends the search.
func jsonFields(t reflect.Type) map[string]jsonField {
	out := map[string]jsonField{}
	for _, f := range schema.JSONFields(reflectview.Type(t)) {
		out[f.Name] = jsonField{typ: t.FieldByIndex(f.Index).Type, quoted: f.Quoted}
	}
	return out
}
