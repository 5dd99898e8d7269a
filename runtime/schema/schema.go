package schema

import (
	"bytes"
	"encoding/json"
	"strconv"
)

// Schema is a JSON Schema in the mcpvet dialect. Only the keywords of the
// dialect exist as fields, and Encode writes them in a fixed order, so a
// Schema has exactly one byte form.
type Schema struct {
	// Type holds one name ("string") or several (["string","null"]).
	// Empty means the schema accepts any value.
	Type        []string
	Format      string
	Description string
	// Enum holds the values as canonical JSON literals.
	Enum            []string
	Minimum         string // a JSON number, "" when absent
	Maximum         string
	MinLength       *uint64
	MaxLength       *uint64
	Pattern         string
	ContentEncoding string
	Items           *Schema
	MinItems        *uint64
	MaxItems        *uint64
	UniqueItems     bool
	Properties      []Property
	Required        []string
	// AdditionalProperties is the schema of extra properties; Closed
	// writes "additionalProperties":false instead.
	AdditionalProperties *Schema
	Closed               bool
	Default              string // a JSON literal, "" when absent
	// AnyOf is set only on a nullable output fragment, the wrapper
	// {"anyOf":[FRAGMENT,{"type":"null"}]} (with its description, if any,
	// beside it): see Nullable.
	AnyOf []*Schema
}

// Property is one entry of "properties", in encoding/json field order.
type Property struct {
	Name   string
	Schema *Schema
}

// IsAny reports whether s is the empty schema {}.
func (s *Schema) IsAny() bool {
	b, _ := s.MarshalJSON()
	return string(b) == "{}"
}

// Property returns the schema of the named property, or nil.
func (s *Schema) Property(name string) *Schema {
	for _, p := range s.Properties {
		if p.Name == name {
			return p.Schema
		}
	}
	return nil
}

// MarshalJSON writes the canonical form: keywords in the dialect's order,
// no insignificant whitespace, no HTML escaping.
func (s *Schema) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	s.encode(&b)
	return b.Bytes(), nil
}

// Encode returns the canonical bytes of s.
func Encode(s *Schema) []byte {
	b, _ := s.MarshalJSON()
	return b
}

func (s *Schema) encode(b *bytes.Buffer) {
	b.WriteByte('{')
	first := true
	key := func(k string) {
		if !first {
			b.WriteByte(',')
		}
		first = false
		writeString(b, k)
		b.WriteByte(':')
	}
	switch len(s.Type) {
	case 0:
	case 1:
		key("type")
		writeString(b, s.Type[0])
	default:
		key("type")
		writeStrings(b, s.Type)
	}
	if s.Format != "" {
		key("format")
		writeString(b, s.Format)
	}
	if s.Description != "" {
		key("description")
		writeString(b, s.Description)
	}
	if s.Enum != nil {
		key("enum")
		b.WriteByte('[')
		for i, v := range s.Enum {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(v)
		}
		b.WriteByte(']')
	}
	if s.Minimum != "" {
		key("minimum")
		b.WriteString(s.Minimum)
	}
	if s.Maximum != "" {
		key("maximum")
		b.WriteString(s.Maximum)
	}
	writeUint := func(k string, v *uint64) {
		if v != nil {
			key(k)
			b.WriteString(strconv.FormatUint(*v, 10))
		}
	}
	writeUint("minLength", s.MinLength)
	writeUint("maxLength", s.MaxLength)
	if s.Pattern != "" {
		key("pattern")
		writeString(b, s.Pattern)
	}
	if s.ContentEncoding != "" {
		key("contentEncoding")
		writeString(b, s.ContentEncoding)
	}
	if s.Items != nil {
		key("items")
		s.Items.encode(b)
	}
	writeUint("minItems", s.MinItems)
	writeUint("maxItems", s.MaxItems)
	if s.UniqueItems {
		key("uniqueItems")
		b.WriteString("true")
	}
	if len(s.Properties) > 0 {
		key("properties")
		b.WriteByte('{')
		for i, p := range s.Properties {
			if i > 0 {
				b.WriteByte(',')
			}
			writeString(b, p.Name)
			b.WriteByte(':')
			p.Schema.encode(b)
		}
		b.WriteByte('}')
	}
	if len(s.Required) > 0 {
		key("required")
		writeStrings(b, s.Required)
	}
	if s.Closed {
		key("additionalProperties")
		b.WriteString("false")
	} else if s.AdditionalProperties != nil {
		key("additionalProperties")
		s.AdditionalProperties.encode(b)
	}
	if s.Default != "" {
		key("default")
		b.WriteString(s.Default)
	}
	if len(s.AnyOf) > 0 {
		key("anyOf")
		b.WriteByte('[')
		for i, a := range s.AnyOf {
			if i > 0 {
				b.WriteByte(',')
			}
			a.encode(b)
		}
		b.WriteByte(']')
	}
	b.WriteByte('}')
}

func writeStrings(b *bytes.Buffer, ss []string) {
	b.WriteByte('[')
	for i, s := range ss {
		if i > 0 {
			b.WriteByte(',')
		}
		writeString(b, s)
	}
	b.WriteByte(']')
}

func writeString(b *bytes.Buffer, s string) {
	if plain(s) {
		b.WriteByte('"')
		b.WriteString(s)
		b.WriteByte('"')
		return
	}
	b.WriteString(quote(s))
}

// plain reports whether encoding/json writes s unchanged between quotes:
// printable ASCII without '"' and '\'. Everything else (control
// characters, U+2028, invalid UTF-8) takes the encoder's path.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

// Quote returns s as a JSON string literal, as the canonical encoder
// writes it.
func Quote(s string) string { return quote(s) }

// quote is encoding/json's string form without HTML escaping.
func quote(s string) string {
	if plain(s) {
		return `"` + s + `"`
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return string(bytes.TrimSuffix(b.Bytes(), []byte("\n")))
}
