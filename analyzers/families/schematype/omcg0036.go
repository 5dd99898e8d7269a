package schematype

import (
	"fmt"
	"go/ast"
	"go/types"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

var OMCG0036 = omcg0036.Analyzer

var omcg0036 = toolpass.New(toolpass.Code{
	Code:     "OMCG0036",
	Severity: analyzerutil.Warning,
	Since:    "v0.3.0",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      run0036,
})

// ignoredKeys are the tag keys of other conventions that carry a
// description, in the order they are looked at.
var ignoredKeys = []string{"mcp", "description", "jsonschema_description"}

// invopopFlags are invopop/jsonschema's jsonschema tag options written
// as a bare word; invopopKeys those written KEY=VALUE. A bare key
// ("description" in a list of field names of a sentence) is prose, not
// an option.
var (
	invopopFlags = map[string]bool{
		"required": true, "nullable": true, "omitempty": true, "uniqueItems": true,
		"readOnly": true, "writeOnly": true,
	}
	invopopKeys = map[string]bool{
		"enum": true, "minimum": true, "maximum": true, "exclusiveMinimum": true, "exclusiveMaximum": true,
		"minLength": true, "maxLength": true, "pattern": true, "format": true, "default": true,
		"example": true, "examples": true, "title": true, "description": true, "minItems": true,
		"maxItems": true, "multipleOf": true, "const": true,
		"oneof_required": true, "anyof_required": true, "minProperties": true, "maxProperties": true,
	}
)

// wordEq is a tag that starts with WORD=, which jsonschema-go refuses
// (OMCG0002 reports it: mcp.AddTool panics).
var wordEq = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\w+=`) })

func run0036(p *toolpass.Pass) {
	fields := map[*types.Var]*ast.Field{}
	p.ResultOf[inspect.Analyzer].(*inspector.Inspector).Preorder([]ast.Node{(*ast.StructType)(nil)}, func(n ast.Node) {
		for _, f := range n.(*ast.StructType).Fields.List {
			for _, id := range f.Names {
				if v, ok := p.TypesInfo.Defs[id].(*types.Var); ok {
					fields[v] = f
				}
			}
			if len(f.Names) == 0 {
				if v, ok := p.TypesInfo.Defs[embeddedIdent(f.Type)].(*types.Var); ok {
					fields[v] = f
				}
			}
		}
	})
	type found struct {
		path  string
		field *ast.Field
		tools []analyzerutil.Reached
	}
	var order []*types.Var
	seen := map[*types.Var]*found{}
	for _, t := range p.Facts.Tools {
		// The dialects that read the jsonschema tag as the description:
		// the go-sdk's inference, and mcpvet's (directives, runtime).
		if t.Dialect != mcptool.SDK && t.Dialect != mcptool.MCPVet || t.IllTyped {
			continue
		}
		name := ""
		if t.NameKnown {
			name = t.Name
		}
		w := &tagWalk{seen: map[types.Type]bool{}}
		for _, root := range []types.Type{t.In, t.Out} {
			if root != nil {
				w.walk(root, "", func(v *types.Var, path string) {
					f := fields[v]
					if f == nil || f.Tag == nil {
						return
					}
					if seen[v] == nil {
						seen[v] = &found{path: path, field: f}
						order = append(order, v)
					}
					seen[v].tools = append(seen[v].tools, analyzerutil.Reached{Name: name, Pos: t.NamePos})
				})
			}
		}
	}
	for _, v := range order {
		f := seen[v]
		msg, fix, ok := judgeTag(f.field)
		if !ok {
			continue
		}
		var fixes []analysis.SuggestedFix
		if fix != "" {
			fixes = analyzerutil.Replace("Move the description into the jsonschema tag", f.field.Tag.Pos(), f.field.Tag.End(), fix)
		}
		p.ReportReach(f.field.Tag.Pos(), f.field.Tag.End(), fixes, f.tools, "%s: %s", f.path, msg)
	}
}

func embeddedIdent(e ast.Expr) *ast.Ident {
	switch x := e.(type) {
	case *ast.StarExpr:
		return embeddedIdent(x.X)
	case *ast.SelectorExpr:
		return x.Sel
	case *ast.Ident:
		return x
	case *ast.IndexExpr:
		return embeddedIdent(x.X)
	case *ast.IndexListExpr:
		return embeddedIdent(x.X)
	}
	return nil
}

// tagWalk visits the struct fields a type's schema is made of, once per
// struct type.
type tagWalk struct {
	seen map[types.Type]bool
}

func (w *tagWalk) walk(t types.Type, owner string, fn func(*types.Var, string)) {
	switch x := types.Unalias(t).(type) {
	case *types.Named:
		if w.seen[x] {
			return
		}
		w.seen[x] = true
		w.walk(x.Underlying(), x.Obj().Name(), fn)
	case *types.Pointer:
		w.walk(x.Elem(), owner, fn)
	case *types.Slice:
		w.walk(x.Elem(), owner, fn)
	case *types.Array:
		w.walk(x.Elem(), owner, fn)
	case *types.Map:
		w.walk(x.Elem(), owner, fn)
	case *types.Struct:
		if w.seen[x] {
			return
		}
		w.seen[x] = true
		for i := range x.NumFields() {
			v := x.Field(i)
			if !v.Exported() && !v.Embedded() {
				continue
			}
			path := v.Name()
			if owner != "" {
				path = owner + "." + path
			}
			fn(v, path)
			w.walk(v.Type(), "", fn)
		}
	}
}

// judgeTag says what is wrong with a field's tag, if anything, and the
// tag literal a fix writes ("" for none).
func judgeTag(f *ast.Field) (msg, fix string, ok bool) {
	raw := f.Tag.Value
	if !strings.HasPrefix(raw, "`") {
		return "", "", false // an interpreted string: rare, and not edited here
	}
	pairs, okParse := parseTag(strings.Trim(raw, "`"))
	if !okParse {
		return "", "", false
	}
	get := func(key string) (int, string) {
		for i, kv := range pairs {
			if kv.key == key {
				return i, kv.value
			}
		}
		return -1, ""
	}
	js, jsText := get("jsonschema")
	if js >= 0 && wordEq().MatchString(jsText) || js >= 0 && jsText == "" {
		return "", "", false // OMCG0002: mcp.AddTool panics on it
	}
	// invopop options inside the jsonschema text.
	var kept, options []string
	if js >= 0 {
		for _, item := range strings.Split(jsText, ",") {
			word, _, keyed := strings.Cut(strings.TrimSpace(item), "=")
			if keyed && invopopKeys[word] || !keyed && invopopFlags[word] {
				options = append(options, strings.TrimSpace(item))
			} else {
				kept = append(kept, item)
			}
		}
	}
	keptText := strings.Join(kept, ",")
	// A description under another key.
	other, otherText := -1, ""
	for _, k := range ignoredKeys {
		if i, v := get(k); i >= 0 && strings.TrimSpace(v) != "" {
			other, otherText = i, v
			break
		}
	}
	switch {
	case len(options) > 0:
		msg = fmt.Sprintf("jsonschema-go takes the whole jsonschema tag as the description, so it reads %s: %s is invopop/jsonschema's syntax, which the go-sdk does not read", strconv.Quote(jsText), strings.Join(quoteAll(options), ", "))
		if containsWord(options, "required") {
			msg += " (a field is required unless its json tag has omitempty or omitzero"
			if _, j := get("json"); strings.Contains(j, ",omitempty") || strings.Contains(j, ",omitzero") {
				msg += ", and this one has: it stays optional"
			}
			msg += ")"
		}
		text := keptText
		if strings.TrimSpace(text) == "" && other >= 0 {
			text = otherText
			msg += fmt.Sprintf("; the description %q under %s is dropped", otherText, pairs[other].key)
			pairs = append(pairs[:other:other], pairs[other+1:]...)
			if other < js {
				js--
			}
		}
		msg += "; keep only the description in the jsonschema tag"
		switch {
		case strings.TrimSpace(text) == "":
			pairs = append(pairs[:js:js], pairs[js+1:]...)
		case wordEq().MatchString(text):
			return msg, "", true
		default:
			pairs[js].value = text
		}
	case other >= 0 && js < 0:
		msg = fmt.Sprintf("the go-sdk does not read the %s tag (jsonschema-go takes a property's description from the jsonschema tag only), so the description %q is dropped; move it into a jsonschema tag", pairs[other].key, otherText)
		if wordEq().MatchString(otherText) {
			return msg, "", true
		}
		pairs[other].key = "jsonschema"
	default:
		return "", "", false
	}
	out := formatTag(pairs)
	if len(pairs) == 0 || strings.Contains(out, "`") {
		return msg, "", true
	}
	return msg, "`" + out + "`", true
}

func containsWord(options []string, w string) bool {
	for _, o := range options {
		if o == w {
			return true
		}
	}
	return false
}

func quoteAll(xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = strconv.Quote(x)
	}
	return out
}

type tagPair struct{ key, value string }

// parseTag splits a struct tag into its key:"value" pairs, in order, as
// reflect.StructTag.Lookup reads them; false for a tag that does not
// follow the convention.
func parseTag(tag string) ([]tagPair, bool) {
	var out []tagPair
	for {
		tag = strings.TrimLeft(tag, " ")
		if tag == "" {
			return out, true
		}
		i := 0
		for i < len(tag) && tag[i] > ' ' && tag[i] != ':' && tag[i] != '"' && tag[i] != 0x7f {
			i++
		}
		if i == 0 || i+1 >= len(tag) || tag[i] != ':' || tag[i+1] != '"' {
			return nil, false
		}
		key := tag[:i]
		tag = tag[i+1:]
		i = 1
		for i < len(tag) && tag[i] != '"' {
			if tag[i] == '\\' {
				i++
			}
			i++
		}
		if i >= len(tag) {
			return nil, false
		}
		value, err := strconv.Unquote(tag[:i+1])
		if err != nil {
			return nil, false
		}
		out = append(out, tagPair{key, value})
		tag = tag[i+1:]
	}
}

// formatTag writes pairs back as a struct tag, one space between them.
func formatTag(pairs []tagPair) string {
	var parts []string
	for _, kv := range pairs {
		parts = append(parts, kv.key+":"+strconv.Quote(kv.value))
	}
	return strings.Join(parts, " ")
}
