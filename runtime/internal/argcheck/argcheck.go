// Package argcheck is the fast path of tool argument validation: it
// checks raw JSON against a compiled JSON Schema in one pass over the
// bytes, without decoding it into a generic value.
//
// It is an accelerator for github.com/google/jsonschema-go, not a second
// validator: Valid reports true only when json.Unmarshal into an any
// succeeds and (*jsonschema.Resolved).Validate accepts the result. False
// means "not proven valid", and the caller asks jsonschema-go, which
// decides and explains. So the fast path can never change what a tool
// accepts or the error a client reads; it can only skip work.
//
// Compile accepts the keywords mcpvet's schema rules write (type, enum,
// bounds, lengths, pattern, items, properties, required,
// additionalProperties) and the annotations; a schema that uses any other
// validating keyword ($ref, anyOf, uniqueItems, ...) is not compiled and
// always takes the slow path.
package argcheck

import (
	"encoding/json"
	"math"
	"regexp"
	"strconv"
	"unicode/utf8"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/mcpvet/mcpvet/runtime/internal/jsonscan"
)

// A Validator is a compiled schema. It is safe for concurrent use.
type Validator struct {
	root *node
}

// JSON types, as a bit set. integer is a number with no fractional part,
// as jsonschema-go classifies a float64.
const (
	tNull uint8 = 1 << iota
	tBoolean
	tInteger
	tNumber
	tString
	tArray
	tObject

	tAll = tNull | tBoolean | tInteger | tNumber | tString | tArray | tObject
)

var typeBits = map[string]uint8{
	"null": tNull, "boolean": tBoolean, "integer": tInteger,
	// "number" subsumes integers.
	"number": tNumber | tInteger,
	"string": tString, "array": tArray, "object": tObject,
}

type node struct {
	types uint8

	enum []any // nil: no enum; elements are string, float64, bool or nil

	multipleOf, minimum, maximum, exclusiveMinimum, exclusiveMaximum *float64

	minLength, maxLength *int
	pattern              *regexp.Regexp

	items              *node // nil: any item
	minItems, maxItems *int
	unique             bool

	properties map[string]*property
	required   []string
	// additional checks the members properties does not name: nil for
	// any, closed for none.
	additional *node
	closed     bool
}

type property struct {
	node     *node // nil when the name is only required
	required int   // index in node.required, -1 if not required
}

// any is the node of the empty schema: every value passes (its numbers
// must still decode).
var anyNode = &node{types: tAll}

// Compile compiles s (as resolved by jsonschema-go, so already checked
// for well-formedness). It reports false when s uses a keyword the fast
// path does not implement.
func Compile(s *jsonschema.Schema) (*Validator, bool) {
	if s == nil || s.Schema != "" {
		return nil, false
	}
	n, ok := compile(s, 0)
	if !ok {
		return nil, false
	}
	return &Validator{root: n}, true
}

// maxDepth bounds the schemas compiled; deeper ones take the slow path.
const maxDepth = 64

func compile(s *jsonschema.Schema, depth int) (*node, bool) {
	if depth > maxDepth || !supported(s) {
		return nil, false
	}
	n := &node{
		types:            tAll,
		multipleOf:       s.MultipleOf,
		minimum:          s.Minimum,
		maximum:          s.Maximum,
		exclusiveMinimum: s.ExclusiveMinimum,
		exclusiveMaximum: s.ExclusiveMaximum,
		minLength:        s.MinLength,
		maxLength:        s.MaxLength,
		minItems:         s.MinItems,
		maxItems:         s.MaxItems,
		unique:           s.UniqueItems,
	}
	switch {
	case s.Type != "":
		b, ok := typeBits[s.Type]
		if !ok {
			return nil, false
		}
		n.types = b
	case s.Types != nil:
		n.types = 0
		for _, t := range s.Types {
			b, ok := typeBits[t]
			if !ok {
				return nil, false
			}
			n.types |= b
		}
	}
	if s.Enum != nil {
		n.enum = make([]any, 0, len(s.Enum))
		for _, e := range s.Enum {
			switch e.(type) {
			case string, float64, bool, nil:
				n.enum = append(n.enum, e)
			default:
				return nil, false
			}
		}
	}
	if s.Pattern != "" {
		re, err := regexp.Compile(s.Pattern)
		if err != nil {
			return nil, false
		}
		n.pattern = re
	}
	if s.Items != nil {
		items, ok := compile(s.Items, depth+1)
		if !ok {
			return nil, false
		}
		n.items = items
	}
	if len(s.Properties) > 0 || len(s.Required) > 0 {
		n.properties = make(map[string]*property, len(s.Properties)+len(s.Required))
	}
	for name, ps := range s.Properties {
		if ps == nil {
			return nil, false
		}
		pn, ok := compile(ps, depth+1)
		if !ok {
			return nil, false
		}
		n.properties[name] = &property{node: pn, required: -1}
	}
	if len(s.Required) > 64 {
		return nil, false // more than a seen-set of one word holds
	}
	for _, name := range s.Required {
		p := n.properties[name]
		if p == nil {
			p = &property{required: -1}
			n.properties[name] = p
		}
		if p.required >= 0 {
			continue // listed twice: one bit serves
		}
		p.required = len(n.required)
		n.required = append(n.required, name)
	}
	if a := s.AdditionalProperties; a != nil {
		if falseSchema(a) {
			n.closed = true
		} else {
			an, ok := compile(a, depth+1)
			if !ok {
				return nil, false
			}
			n.additional = an
		}
	}
	return n, true
}

// falseSchema reports whether s is the schema false, which jsonschema-go
// reads as {"not":{}}.
func falseSchema(s *jsonschema.Schema) bool { return marshalsTo(s, "false") }

// marshalsTo reports whether s marshals to want: jsonschema-go writes
// every keyword it knows, so "true" means no keyword at all.
func marshalsTo(s *jsonschema.Schema, want string) bool {
	b, err := json.Marshal(s)
	return err == nil && string(b) == want
}

// supported reports whether s uses only the keywords Compile implements
// or annotations. Everything else, including keywords a later
// jsonschema-go may add, is refused: TestSchemaFields lists the fields
// of jsonschema.Schema this was written against.
func supported(s *jsonschema.Schema) bool {
	c := *s
	// Implemented.
	c.Type, c.Types, c.Enum = "", nil, nil
	c.MultipleOf, c.Minimum, c.Maximum, c.ExclusiveMinimum, c.ExclusiveMaximum = nil, nil, nil, nil, nil
	c.MinLength, c.MaxLength, c.Pattern = nil, nil, ""
	c.Items, c.MinItems, c.MaxItems, c.UniqueItems = nil, nil, nil, false
	c.Properties, c.Required, c.AdditionalProperties = nil, nil, nil
	// Annotations: no effect on validation.
	c.Comment, c.Title, c.Description, c.Default = "", "", "", nil
	c.Deprecated, c.ReadOnly, c.WriteOnly, c.Examples = false, false, false, nil
	c.ContentEncoding, c.ContentMediaType, c.Format = "", "", ""
	c.Extra, c.PropertyOrder = nil, nil
	return marshalsTo(&c, "true")
}

// Valid reports whether data is proven valid: json.Unmarshal into an any
// succeeds and jsonschema-go accepts the value. False is not a verdict.
func (v *Validator) Valid(data []byte) bool {
	if v == nil || !json.Valid(data) {
		return false
	}
	i := jsonscan.Space(data, 0)
	end, ok := v.root.value(data, i)
	return ok && jsonscan.Space(data, end) == len(data)
}

// value checks the value at b[i] (valid JSON) and returns the index after
// it.
func (n *node) value(b []byte, i int) (int, bool) {
	switch c := b[i]; {
	case c == '"':
		end := jsonscan.String(b, i)
		return end, n.string(b[i:end])
	case c == '{':
		return n.object(b, i)
	case c == '[':
		return n.array(b, i)
	case c == 't':
		return i + 4, n.types&tBoolean != 0 && n.enumHas(true)
	case c == 'f':
		return i + 5, n.types&tBoolean != 0 && n.enumHas(false)
	case c == 'n':
		return i + 4, n.types&tNull != 0 && n.enumHas(nil)
	default:
		return n.number(b, i)
	}
}

func (n *node) enumHas(v any) bool {
	if n.enum == nil {
		return true
	}
	for _, e := range n.enum {
		if e == v {
			return true
		}
	}
	return false
}

func (n *node) enumHasString(s string) bool {
	for _, e := range n.enum {
		if e, ok := e.(string); ok && e == s {
			return true
		}
	}
	return false
}

func (n *node) number(b []byte, i int) (int, bool) {
	end := i
	for end < len(b) && isNumberByte(b[end]) {
		end++
	}
	// encoding/json parses a number into an any the same way; a number
	// out of float64's range fails json.Unmarshal, so it is never proven
	// valid, whatever the schema.
	f, err := strconv.ParseFloat(string(b[i:end]), 64)
	if err != nil {
		return end, false
	}
	if _, frac := math.Modf(f); frac == 0 {
		if n.types&tInteger == 0 {
			return end, false
		}
	} else if n.types&tNumber == 0 {
		return end, false
	}
	if n.enum != nil && !n.enumHas(f) {
		return end, false
	}
	// jsonschema-go compares exact rationals of two float64s, which a
	// float64 comparison does too.
	if n.multipleOf != nil {
		if _, frac := math.Modf(f / *n.multipleOf); frac != 0 {
			return end, false
		}
	}
	if n.minimum != nil && f < *n.minimum ||
		n.maximum != nil && f > *n.maximum ||
		n.exclusiveMinimum != nil && f <= *n.exclusiveMinimum ||
		n.exclusiveMaximum != nil && f >= *n.exclusiveMaximum {
		return end, false
	}
	return end, true
}

func isNumberByte(c byte) bool {
	return c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'
}

// string checks a JSON string token (quotes included).
func (n *node) string(tok []byte) bool {
	if n.types&tString == 0 {
		return false
	}
	if n.enum == nil && n.minLength == nil && n.maxLength == nil && n.pattern == nil {
		return true
	}
	inner := tok[1 : len(tok)-1]
	var s string
	if plain(inner) {
		s = string(inner)
	} else if json.Unmarshal(tok, &s) != nil {
		return false
	}
	if n.enum != nil && !n.enumHasString(s) {
		return false
	}
	if n.minLength != nil || n.maxLength != nil {
		count := utf8.RuneCountInString(s)
		if n.minLength != nil && count < *n.minLength || n.maxLength != nil && count > *n.maxLength {
			return false
		}
	}
	return n.pattern == nil || n.pattern.MatchString(s)
}

// plain reports whether the inside of a JSON string is its value: no
// escape, and valid UTF-8 (json.Unmarshal replaces invalid bytes).
func plain(b []byte) bool {
	ascii := true
	for _, c := range b {
		if c == '\\' {
			return false
		}
		if c >= utf8.RuneSelf {
			ascii = false
		}
	}
	return ascii || utf8.Valid(b)
}

func (n *node) array(b []byte, i int) (int, bool) {
	items := n.items
	if items == nil {
		items = anyNode
	}
	if n.types&tArray == 0 || n.enum != nil {
		return 0, false
	}
	count := 0
	var seen map[any]bool // uniqueItems: the scalars so far
	i = jsonscan.Space(b, i+1)
	if b[i] == ']' {
		i++
	} else {
		for {
			end, ok := items.value(b, i)
			if !ok {
				return 0, false
			}
			if n.unique {
				v, ok := scalar(b[i:end])
				if !ok || seen[v] {
					return 0, false
				}
				if seen == nil {
					seen = make(map[any]bool)
				}
				seen[v] = true
			}
			count++
			i = jsonscan.Space(b, end)
			if b[i] == ']' {
				i++
				break
			}
			i = jsonscan.Space(b, i+1) // ','
		}
	}
	if n.minItems != nil && count < *n.minItems || n.maxItems != nil && count > *n.maxItems {
		return 0, false
	}
	return i, true
}

// scalar decodes a valid scalar token as json.Unmarshal into an any
// does. Equal values are equal keys, as jsonschema-go compares items for
// uniqueItems: numbers by value (0 and -0 are one map key), strings by
// content, never a string with a number. Objects and arrays are not
// decoded: an array of them is left to jsonschema-go.
func scalar(tok []byte) (any, bool) {
	switch tok[0] {
	case '{', '[':
		return nil, false
	case '"':
		inner := tok[1 : len(tok)-1]
		if plain(inner) {
			return string(inner), true
		}
		var s string
		err := json.Unmarshal(tok, &s)
		return s, err == nil
	case 't':
		return true, true
	case 'f':
		return false, true
	case 'n':
		return nil, true
	}
	f, err := strconv.ParseFloat(string(tok), 64)
	return f, err == nil
}

func (n *node) object(b []byte, i int) (int, bool) {
	if n.types&tObject == 0 || n.enum != nil {
		return 0, false
	}
	var seen uint64
	i = jsonscan.Space(b, i+1)
	if b[i] == '}' {
		i++
	} else {
		for {
			keyEnd := jsonscan.String(b, i)
			inner := b[i+1 : keyEnd-1]
			var p *property
			if plain(inner) {
				p = n.properties[string(inner)]
			} else {
				var key string
				if json.Unmarshal(b[i:keyEnd], &key) != nil {
					return 0, false
				}
				p = n.properties[key]
			}
			i = jsonscan.Space(b, jsonscan.Space(b, keyEnd)+1) // ':'
			sub := anyNode
			switch {
			case p != nil && p.node != nil:
				sub = p.node
			case n.closed:
				return 0, false
			case n.additional != nil:
				sub = n.additional
			}
			if p != nil && p.required >= 0 {
				seen |= 1 << p.required
			}
			end, ok := sub.value(b, i)
			if !ok {
				return 0, false
			}
			i = jsonscan.Space(b, end)
			if b[i] == '}' {
				i++
				break
			}
			i = jsonscan.Space(b, i+1) // ','
		}
	}
	if seen != 1<<len(n.required)-1 {
		return 0, false // a required property is missing
	}
	return i, true
}
