// Package sdkstartup models checks the go-sdk (v1.8.0) makes at start-up
// and panics on: when a tool is registered, the x-mcp-header annotations
// of the input schema's properties ((*mcp.Server).AddTool, and so
// mcp.AddTool) and the defaults of a schema given to mcp.AddTool, which
// the SDK resolves with jsonschema-go's ValidateDefaults; when a server
// is made, the options of mcp.NewServer (server.go). Its tests call the
// real SDK and hold the model to its panics.
package sdkstartup

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
)

// HeaderProblem is one x-mcp-header annotation AddTool refuses.
type HeaderProblem struct {
	// Path is the property's path from the input schema's properties
	// (["region"], ["filter", "region"]).
	Path []string
	// Message says what is wrong, without the path.
	Message string
}

// headerProperty reads what the SDK reads of each property: its type,
// its annotation and its properties. A schema that does not unmarshal
// into it (a "type" that is an array, "properties" that is not an
// object) is not checked at all by the SDK.
type headerProperty struct {
	Type       string                    `json:"type"`
	XMCPHeader json.RawMessage           `json:"x-mcp-header,omitempty"`
	Properties map[string]headerProperty `json:"properties,omitempty"`
}

// HeaderProblems returns every x-mcp-header annotation of an input schema
// (as JSON) that (*mcp.Server).AddTool refuses; AddTool panics when there
// is at least one. Properties are visited in name order, so that of two
// headers that differ only by case the later name is reported.
func HeaderProblems(schema []byte) []HeaderProblem {
	var root headerProperty
	if err := json.Unmarshal(schema, &root); err != nil {
		return nil // the SDK does not check what it cannot read
	}
	var out []HeaderProblem
	seen := map[string]string{}
	var walk func(props map[string]headerProperty, prefix []string)
	walk = func(props map[string]headerProperty, prefix []string) {
		names := make([]string, 0, len(props))
		for n := range props {
			names = append(names, n)
		}
		slices.Sort(names)
		for _, n := range names {
			p := props[n]
			path := append(slices.Clip(prefix), n)
			if p.XMCPHeader != nil {
				if msg := headerProblem(p, strings.Join(path, "."), seen); msg != "" {
					out = append(out, HeaderProblem{Path: path, Message: msg})
				}
			}
			if len(p.Properties) > 0 {
				walk(p.Properties, path)
			}
		}
	}
	walk(root.Properties, nil)
	return out
}

// headerProblem is the SDK's validateParamHeadersIn for one property;
// seen maps the header names used so far, in lower case, to the
// property that used each.
func headerProblem(p headerProperty, path string, seen map[string]string) string {
	switch p.Type {
	case "string", "integer", "boolean":
	default:
		t := p.Type
		if t == "" {
			return "x-mcp-header is only allowed on a property of type string, integer or boolean, and this property has no type"
		}
		return fmt.Sprintf("x-mcp-header is only allowed on a property of type string, integer or boolean, not %q", t)
	}
	var name string
	if err := json.Unmarshal(p.XMCPHeader, &name); err != nil || name == "" {
		return fmt.Sprintf("x-mcp-header must be a non-empty string, not %s", p.XMCPHeader)
	}
	for _, c := range name {
		if !isTChar(c) {
			return fmt.Sprintf("x-mcp-header %q is not an HTTP header name: %q is not allowed (letters, digits and !#$%%&'*+-.^_`|~ are)", name, c)
		}
	}
	lower := strings.ToLower(name)
	if first, ok := seen[lower]; ok {
		return fmt.Sprintf("x-mcp-header %q is already used by property %q (header names are case-insensitive)", name, first)
	}
	seen[lower] = path
	return ""
}

// isTChar: a character of an HTTP token (RFC 9110 tchar).
func isTChar(c rune) bool {
	switch {
	case '0' <= c && c <= '9', 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		return true
	}
	return strings.ContainsRune("!#$%&'*+-.^_`|~", c)
}

// DefaultProblem is one default that fails the schema that holds it,
// or a schema whose defaults cannot be validated at all.
type DefaultProblem struct {
	// Schema is the (sub)schema whose default fails; the root when
	// Whole.
	Schema *jsonschema.Schema
	// Whole is set when the default validation refuses the schema
	// itself, defaults or not: a "$schema" other than draft-07 and
	// 2020-12, a "$dynamicRef".
	Whole bool
	// Err is jsonschema-go's reason.
	Err error
}

// DefaultProblems returns each default of s (and of its subschemas) that
// does not validate against the schema that holds it, as mcp.AddTool's
// schema resolution (Resolve with ValidateDefaults) finds them, or one
// Whole problem when that validation refuses the schema itself (even
// without a default); AddTool panics when there is at least one. It returns nil when s does not
// resolve for another reason (a bad pattern, a $ref to nowhere): that is
// not a default's fault. s is left as it was.
func DefaultProblems(s *jsonschema.Schema) []DefaultProblem {
	if s == nil {
		return nil
	}
	if _, err := s.Resolve(nil); err != nil {
		return nil
	}
	// Resolve stops at the first default that fails: resolve once per
	// default, with the others taken out, to find each.
	var holders []*jsonschema.Schema
	var saved []json.RawMessage
	for sub := range walk(s) {
		if sub.Default != nil {
			holders = append(holders, sub)
			saved = append(saved, sub.Default)
		}
	}
	defer func() {
		for i, h := range holders {
			h.Default = saved[i]
		}
	}()
	for _, h := range holders {
		h.Default = nil
	}
	if _, err := s.Resolve(&jsonschema.ResolveOptions{ValidateDefaults: true}); err != nil {
		return []DefaultProblem{{Schema: s, Whole: true, Err: err}}
	}
	var out []DefaultProblem
	for i, h := range holders {
		for j, o := range holders {
			o.Default = nil
			if j == i {
				o.Default = saved[j]
			}
		}
		if _, err := s.Resolve(&jsonschema.ResolveOptions{ValidateDefaults: true}); err != nil {
			out = append(out, DefaultProblem{Schema: h, Err: err})
		}
	}
	return out
}

// walk yields s and every schema under it, each once.
func walk(s *jsonschema.Schema) func(func(*jsonschema.Schema) bool) {
	return func(yield func(*jsonschema.Schema) bool) {
		seen := map[*jsonschema.Schema]bool{}
		var visit func(*jsonschema.Schema) bool
		visit = func(x *jsonschema.Schema) bool {
			if x == nil || seen[x] {
				return true
			}
			seen[x] = true
			if !yield(x) {
				return false
			}
			for _, c := range children(x) {
				if !visit(c) {
					return false
				}
			}
			return true
		}
		visit(s)
	}
}

func children(s *jsonschema.Schema) []*jsonschema.Schema {
	var out []*jsonschema.Schema
	out = append(out, s.Items, s.AdditionalItems, s.Contains, s.UnevaluatedItems, s.AdditionalProperties,
		s.PropertyNames, s.UnevaluatedProperties, s.Not, s.If, s.Then, s.Else, s.ContentSchema)
	out = append(out, s.PrefixItems...)
	out = append(out, s.ItemsArray...)
	out = append(out, s.AllOf...)
	out = append(out, s.AnyOf...)
	out = append(out, s.OneOf...)
	for _, m := range []map[string]*jsonschema.Schema{s.Defs, s.Definitions, s.DependencySchemas, s.Properties, s.PatternProperties, s.DependentSchemas} {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			out = append(out, m[k])
		}
	}
	return out
}
