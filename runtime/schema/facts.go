package schema

import (
	"sort"
	"strings"
)

// Facts carries what reflection cannot see: enum constants and doc
// comments. The go/types adapter collects them from source
// (typesview.CollectFacts); the runtime receives the same table from the
// generated file. Both sides hand the rules the same Facts, which is what
// makes their output equal.
type Facts interface {
	// Enum returns the values of the enum type pkgPath.name as canonical
	// JSON literals in declaration order, or nil if it is not an enum.
	Enum(pkgPath, name string) []string
	// TypeDoc returns the doc comment of the defined type pkgPath.name.
	TypeDoc(pkgPath, name string) string
	// FieldDoc returns the doc comment of a field. owner is the defined
	// type the field belongs to; for a field of an anonymous struct it is
	// followed by the path of field names that leads there
	// ("Order.Shipping" for Order{Shipping struct{ City string }}).
	FieldDoc(pkgPath, owner, field string) string
}

// FactTable is a Facts held in maps. Its JSON form is what the generated
// file embeds; the field names are short because it is written into
// generated code.
type FactTable struct {
	Enums     map[string][]string `json:"enums,omitempty"`
	TypeDocs  map[string]string   `json:"types,omitempty"`
	FieldDocs map[string]string   `json:"fields,omitempty"`
}

// NewFactTable returns an empty table.
func NewFactTable() *FactTable {
	return &FactTable{Enums: map[string][]string{}, TypeDocs: map[string]string{}, FieldDocs: map[string]string{}}
}

// TypeKey is the key under which facts about pkgPath.name are stored.
func TypeKey(pkgPath, name string) string { return pkgPath + "." + name }

// FieldKey is the key under which the doc of a field is stored.
func FieldKey(pkgPath, owner, field string) string { return pkgPath + "." + owner + "." + field }

func (t *FactTable) Enum(pkgPath, name string) []string {
	if t == nil {
		return nil
	}
	return t.Enums[TypeKey(pkgPath, name)]
}

func (t *FactTable) TypeDoc(pkgPath, name string) string {
	if t == nil {
		return ""
	}
	return t.TypeDocs[TypeKey(pkgPath, name)]
}

func (t *FactTable) FieldDoc(pkgPath, owner, field string) string {
	if t == nil {
		return ""
	}
	return t.FieldDocs[FieldKey(pkgPath, owner, field)]
}

// Merge copies every entry of o into t.
func (t *FactTable) Merge(o *FactTable) {
	if o == nil {
		return
	}
	for k, v := range o.Enums {
		t.Enums[k] = v
	}
	for k, v := range o.TypeDocs {
		t.TypeDocs[k] = v
	}
	for k, v := range o.FieldDocs {
		t.FieldDocs[k] = v
	}
}

// Keys returns the keys of all entries, sorted; generators use it to
// write the table deterministically.
func (t *FactTable) Keys() (enums, types, fields []string) {
	enums = sortedKeys(t.Enums)
	types = sortedKeys(t.TypeDocs)
	fields = sortedKeys(t.FieldDocs)
	return
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Facts combines several sources; the first that knows an answer wins.
type MultiFacts []Facts

func (m MultiFacts) Enum(pkgPath, name string) []string {
	for _, f := range m {
		if f == nil {
			continue
		}
		if v := f.Enum(pkgPath, name); v != nil {
			return v
		}
	}
	return nil
}

func (m MultiFacts) TypeDoc(pkgPath, name string) string {
	for _, f := range m {
		if f == nil {
			continue
		}
		if v := f.TypeDoc(pkgPath, name); v != "" {
			return v
		}
	}
	return ""
}

func (m MultiFacts) FieldDoc(pkgPath, owner, field string) string {
	for _, f := range m {
		if f == nil {
			continue
		}
		if v := f.FieldDoc(pkgPath, owner, field); v != "" {
			return v
		}
	}
	return ""
}

var docLink = lazyRegexp(`\[(\*?[A-Za-z_][A-Za-z0-9_]*(?:[./][A-Za-z_][A-Za-z0-9_]*)*)\]`)

// CleanDoc turns comment text (already through ast.CommentGroup.Text, which
// drops directive lines) into a description: API generator annotations
// (swag's @Param, go-swagger's swagger:route and its sections, field lines
// such as "required: true") are left out, doc links [pkg.Name] become
// pkg.Name and all whitespace collapses to single spaces.
func CleanDoc(text string) string {
	text = dropAnnotations(text)
	var b strings.Builder
	last := 0
	for _, m := range docLink().FindAllStringSubmatchIndex(text, -1) {
		// As in go/doc/comment, a link is not glued to a word on either
		// side: s[i] and Page[T] are code, not links.
		if m[0] > 0 && isWordByte(text[m[0]-1]) || m[1] < len(text) && isWordByte(text[m[1]]) {
			continue
		}
		b.WriteString(text[last:m[0]])
		b.WriteString(text[m[2]:m[3]])
		last = m[1]
	}
	b.WriteString(text[last:])
	return strings.Join(strings.Fields(b.String()), " ")
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}
