// Package clients holds the client family of diagnostics: what a schema
// or description that the MCP spec allows does in the clients people
// use. Each code is one concern, and each finding names the clients,
// among those -clients selects, and what they do:
//
//   - OMCG0023: an input schema a client refuses: a "type" array (Gemini),
//     anyOf, oneOf or allOf at its root (the Anthropic API, so Claude Code).
//   - OMCG0024: an output schema that is not an object (Cursor).
//   - OMCG0025: a tool description longer than a client shows (Claude
//     Code cuts it at 2048 characters).
//   - OMCG0037: an mcp-go array parameter without an items schema
//     (OpenAI-compatible clients, Gemini).
//
// Tool names are the family's first member, OMCG0013 (package toolname).
// The schemas judged are those each tool lists: mcpvet's own for
// //mcp:tool and runtime.AddTool tools, the go-sdk's inference (as
// schema/sdkdialect models it) for mcp.AddTool, a constant JSON schema
// given in the tool literal for (*mcp.Server).AddTool, and what mcp-go
// writes from a mark3labs tool's options (folded by mcpfacts).
package clients

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/clientprofile"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/toolschema"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0023, omcg0024, omcg0025, omcg0037}

// Analyzers are the analyzers of this package, in code order.
var Analyzers = analyzerutil.Analyzers(Codes)

// OMCG0023 warns about input schemas that clients refuse.
var OMCG0023 = omcg0023.Analyzer

var omcg0023 = toolpass.New(toolpass.Code{
	Code:     "OMCG0023",
	Severity: analyzerutil.Warning,
	Since:    "v0.3.0",
	Requires: []*analysis.Analyzer{clientprofile.Analyzer},
	Run:      run0023,
})

// OMCG0024 warns about output schemas that clients refuse.
var OMCG0024 = omcg0024.Analyzer

var omcg0024 = toolpass.New(toolpass.Code{
	Code:     "OMCG0024",
	Severity: analyzerutil.Warning,
	Since:    "v0.3.0",
	Requires: []*analysis.Analyzer{clientprofile.Analyzer},
	Run:      run0024,
})

// OMCG0025 warns about descriptions longer than a client shows.
var OMCG0025 = omcg0025.Analyzer

var omcg0025 = toolpass.New(toolpass.Code{
	Code:     "OMCG0025",
	Severity: analyzerutil.Warning,
	Since:    "v0.3.0",
	Requires: []*analysis.Analyzer{clientprofile.Analyzer},
	Run:      run0025,
})

// tools are the package's tools whose schemas are listed from here: not
// those of the generated file (their directives are judged), nor those
// whose declaration is not in this package, nor those written in a test
// file or only tests reach (Tool.Shipped): a test builds servers to
// exercise behaviour, a client's refusal among them, and the family judges
// the servers a package ships.
func tools(p *toolpass.Pass) []*mcptool.Tool {
	var out []*mcptool.Tool
	for _, t := range p.Facts.Tools {
		if t.Pos == token.NoPos || inGenFile(p, t.Pos) || passutil.InTestFile(p.Fset, t.Pos) || !t.Shipped() {
			continue
		}
		out = append(out, t)
	}
	return out
}

func inGenFile(p *toolpass.Pass, pos token.Pos) bool {
	g := p.Facts.GenFile
	return g != nil && g.Pos() <= pos && pos < g.End()
}

// toolName is how a finding names the tool.
func toolName(t *mcptool.Tool) string {
	if t.NameKnown {
		return t.Name
	}
	return "a tool"
}

func run0023(p *toolpass.Pass) {
	sel := clientprofile.Of(p.Pass.Pass).Clients
	claude, gemini := sel.Has(clientprofile.Claude), sel.Has(clientprofile.Gemini)
	if !claude && !gemini {
		return
	}
	// A field that many tools reach is one finding, naming the first of
	// them (a thousand-tool server has one line per field, not one per
	// tool that uses it); a field that one tool reaches by several
	// property paths (a struct used in three lists) is one finding too,
	// worded for the first path, the others in its related locations.
	// A field declared in an imported package is reported there, with
	// a message that names no tool (analyzerutil.ReportElsewhere).
	type spot struct {
		pos  token.Pos
		what string // the message after the property's path
	}
	type group struct {
		end       token.Pos
		msg       string // the first path's message
		paths     []string
		fixes     []analysis.SuggestedFix
		tools     []analyzerutil.Reached
		elsewhere bool
	}
	var order []spot
	groups := map[spot]*group{}
	for _, t := range tools(p) {
		l := listed(p, t)
		root, ok := l.in.(map[string]any)
		if !ok {
			continue
		}
		at := declSpan(t)
		if claude {
			for _, k := range []string{"anyOf", "oneOf", "allOf"} {
				if _, ok := root[k]; ok {
					p.Report(at[0], at[1], nil, "%s: the input schema has %s at its root: the Anthropic API rejects the tool list, so Claude Code fails every request while the server is connected (keep the root a plain object; put alternatives inside a property)", toolName(t), k)
					break
				}
			}
		}
		if !gemini {
			continue
		}
		walk(root, nil, func(path []string, s map[string]any) {
			ts, ok := s["type"].([]any)
			if !ok {
				return
			}
			where := "the input schema"
			if len(path) > 0 {
				where = "input property " + strconv.Quote(strings.Join(path, "."))
			}
			what := fmt.Sprintf(" has \"type\": %s: Gemini takes one type per schema and rejects the tool list, and every request with it", typeList(ts))
			pos, end := at[0], at[1]
			var fixes []analysis.SuggestedFix
			elsewhere := false
			if l.sdk && t.In != nil {
				f, ptr := fieldFor(p, t.In, path)
				if f != nil {
					pos, end = f.Pos(), f.End()
				} else if v := fieldVar(p, t.In, path); v != nil {
					if pos = p.Elsewhere(v); pos.IsValid() {
						end, elsewhere = token.NoPos, true
						where = fieldName(v)
					} else {
						pos = at[0]
					}
				}
				switch {
				case elsewhere:
					// Packages that import the field's are not seen:
					// whether code tells nil from a value is unknown.
					what += "; the go-sdk infers a type array for every slice and pointer: register with runtime.AddTool (same signature, no type arrays) or set Tool.InputSchema"
				case ptr && f != nil && !referenced(p, f):
					what += "; the go-sdk infers a type array for a pointer: make the field a value with omitempty (it stays optional)"
					fixes = pointerFix(p, f)
				case ptr && f != nil:
					// The code tells nil from a value (if in.Limit != nil
					// { n = *in.Limit }): a value type would not build,
					// and nil, "not given", would read as the zero value.
					what += fmt.Sprintf("; the go-sdk infers a type array for a pointer, and the code uses %s as one (nil for not given), so it cannot simply become a value: register with runtime.AddTool (same signature, no type arrays) or set Tool.InputSchema", f.Names[0].Name)
				default:
					what += "; the go-sdk infers a type array for every slice and pointer: register with runtime.AddTool (same signature, no type arrays) or set Tool.InputSchema"
				}
			}
			// One finding per field; per tool declaration when no field
			// is known (then the path is the cause).
			k := spot{pos, what}
			if pos == at[0] {
				k.what = where + what
			}
			g := groups[k]
			if g == nil {
				g = &group{end: end, msg: where + what, fixes: fixes, elsewhere: elsewhere}
				groups[k] = g
				order = append(order, k)
			}
			if !slices.Contains(g.paths, where) {
				g.paths = append(g.paths, where)
			}
			name := ""
			if t.NameKnown {
				name = t.Name
			}
			g.tools = append(g.tools, analyzerutil.Reached{Name: name, Pos: at[0]})
		})
	}
	for _, k := range order {
		g := groups[k]
		if g.elsewhere {
			p.ReportElsewhere(k.pos, g.tools, nil, "%s", g.msg)
			continue
		}
		var also []analysis.RelatedInformation
		for _, w := range g.paths[1:] {
			also = append(also, analysis.RelatedInformation{Pos: k.pos, Message: "also " + w})
		}
		text, related := analyzerutil.Reach(g.tools)
		if text == "" {
			text = "a tool"
		}
		p.ReportRelated(k.pos, g.end, append(related, also...), g.fixes, "%s: %s", text, g.msg)
	}
}

func run0024(p *toolpass.Pass) {
	if !clientprofile.Of(p.Pass.Pass).Clients.Has(clientprofile.Cursor) {
		return
	}
	for _, t := range tools(p) {
		out, ok := listed(p, t).out.(map[string]any)
		if !ok || out["type"] == "object" {
			continue
		}
		_, hasType := out["type"]
		if !hasType {
			continue // {} or a composition: nothing to say for sure
		}
		at := declSpan(t)
		if t.Handler != nil {
			at = [2]token.Pos{t.Handler.Pos(), t.Handler.End()}
		}
		typ := fmt.Sprint(out["type"])
		if ts, ok := out["type"].([]any); ok {
			typ = typeList(ts)
		} else {
			typ = strconv.Quote(typ)
		}
		p.Report(at[0], at[1], nil, "%s: the output schema has \"type\": %s, not \"object\": Cursor refuses the tool list, and the server's tools are gone (return a struct that holds the value, or register with runtime.AddTool, which sends it as text without an output schema)", toolName(t), typ)
	}
}

// ClaudeDescriptionMax is where Claude Code cuts a tool description, in
// UTF-16 code units (a JavaScript string's length).
const ClaudeDescriptionMax = 2048

func run0025(p *toolpass.Pass) {
	if !clientprofile.Of(p.Pass.Pass).Clients.Has(clientprofile.Claude) {
		return
	}
	for _, t := range tools(p) {
		text, pos, end := description(p, t)
		n := len(utf16.Encode([]rune(text)))
		if n <= ClaudeDescriptionMax {
			continue
		}
		p.Report(pos, end, nil, "%s: the tool description is %d characters: Claude Code cuts it at %d, and the model never reads the rest (%s); shorten it, or put what matters first", toolName(t), n, ClaudeDescriptionMax, lastWords(text))
	}
}

// lastWords says where the cut falls.
func lastWords(text string) string {
	r := []rune(text)
	// The cut is in UTF-16 units; close enough in runes for a quote.
	i := min(len(r), ClaudeDescriptionMax)
	from := max(0, i-30)
	return "it stops after " + strconv.Quote("…"+strings.TrimSpace(string(r[from:i])))
}

// description is a tool's description as listed, and where it is
// written: a directive's description= or its func's doc comment, else the
// Description of the tool literal (a constant).
func description(p *toolpass.Pass, t *mcptool.Tool) (string, token.Pos, token.Pos) {
	if d := t.Directive(); d != nil {
		if a, ok := d.Directive.Lookup("description"); ok && a.Value != "" {
			return t.Description, t.Pos, t.End
		}
		if d.Decl.Doc == nil {
			return "", token.NoPos, token.NoPos
		}
		// At the func name: the doc comment cannot hold a want line, and
		// a reader finds the tool by its func.
		return t.Description, d.Decl.Name.Pos(), d.Decl.Name.End()
	}
	if t.Description == "" {
		return "", token.NoPos, token.NoPos
	}
	if c := t.Call(); c != nil && c.ToolLit != nil {
		for _, el := range c.ToolLit.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Description" {
					return t.Description, kv.Value.Pos(), kv.Value.End()
				}
			}
		}
	}
	at := declSpan(t)
	return t.Description, at[0], at[1]
}

// declSpan is where a finding about a tool goes when no field is at
// fault: the tool's declaration.
func declSpan(t *mcptool.Tool) [2]token.Pos {
	if c := t.Call(); c != nil {
		return [2]token.Pos{c.Call.Pos(), c.Call.End()}
	}
	return [2]token.Pos{t.Pos, t.End}
}

func typeList(ts []any) string {
	var parts []string
	for _, t := range ts {
		parts = append(parts, strconv.Quote(fmt.Sprint(t)))
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// walk calls fn for the schema s at path and every schema inside it:
// properties by name, items as "[]", additionalProperties as "{}", the
// branches of anyOf, oneOf and allOf at their parent's path.
func walk(s map[string]any, path []string, fn func([]string, map[string]any)) {
	fn(path, s)
	if props, ok := s["properties"].(map[string]any); ok {
		names := make([]string, 0, len(props))
		for k := range props {
			names = append(names, k)
		}
		slices.Sort(names)
		for _, k := range names {
			if sub, ok := props[k].(map[string]any); ok {
				walk(sub, append(slices.Clip(path), k), fn)
			}
		}
	}
	if sub, ok := s["items"].(map[string]any); ok {
		walk(sub, append(slices.Clip(path), "[]"), fn)
	}
	if sub, ok := s["additionalProperties"].(map[string]any); ok {
		walk(sub, append(slices.Clip(path), "{}"), fn)
	}
	for _, k := range []string{"anyOf", "oneOf", "allOf"} {
		if bs, ok := s[k].([]any); ok {
			for _, b := range bs {
				if sub, ok := b.(map[string]any); ok {
					walk(sub, path, fn)
				}
			}
		}
	}
}

// fieldFor finds the struct field of this package that a property path
// of t's inferred schema comes from, as jsonschema-go reads fields
// (sdkdialect.FieldAt: the visible field of the name, so an own field
// that hides an embedded one is found, not the hidden one), and whether
// the field is a pointer to something that has one type (so that making
// it a value leaves one type). nil when the path does not end at a field
// of this package.
func fieldFor(p *toolpass.Pass, t types.Type, path []string) (*ast.Field, bool) {
	sf, ok := sdkdialect.FieldAt(p.Facts.View.Type(t), path)
	v, _ := sf.Source.(*types.Var)
	if !ok || v == nil || v.Pkg() != p.Pkg {
		return nil, false
	}
	f := toolschema.FieldAt(p.Pass.Pass, v.Pos())
	if f != nil && len(f.Names) == 0 {
		f = nil // an embedded field: its type is its name
	}
	ptr, ok := types.Unalias(v.Type()).(*types.Pointer)
	if !ok {
		return f, false
	}
	switch ptr.Elem().Underlying().(type) {
	case *types.Basic, *types.Struct:
		return f, true
	}
	return f, false
}

// fieldVar is the struct field, of any package, that a property path of
// t's inferred schema comes from, as fieldFor finds it; nil when the path
// does not end at a field.
func fieldVar(p *toolpass.Pass, t types.Type, path []string) *types.Var {
	sf, ok := sdkdialect.FieldAt(p.Facts.View.Type(t), path)
	if v, _ := sf.Source.(*types.Var); ok && v != nil && v.IsField() {
		return v
	}
	return nil
}

// fieldName names a field of another package by its struct where the
// package declares the struct by name ("toolutil.Page.First"), else by
// its package ("toolutil field First").
func fieldName(v *types.Var) string {
	scope := v.Pkg().Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		if st, ok := tn.Type().Underlying().(*types.Struct); ok {
			for i := range st.NumFields() {
				if st.Field(i) == v {
					return v.Pkg().Name() + "." + name + "." + v.Name()
				}
			}
		}
	}
	return v.Pkg().Name() + " field " + v.Name()
}

// referenced reports whether the package refers to the field f declares
// anywhere but there: a selection, a composite literal key. Making a
// referenced pointer field a value breaks the build (in.Limit != nil,
// *in.Limit, &n assigned to it) or its meaning (nil for "not given").
// Packages that import this one are not seen.
func referenced(p *toolpass.Pass, f *ast.Field) bool {
	if len(f.Names) != 1 {
		return true
	}
	v := p.TypesInfo.Defs[f.Names[0]]
	if v == nil {
		return true
	}
	for _, obj := range p.TypesInfo.Uses {
		if obj == v {
			return true
		}
	}
	return false
}

// pointerFix makes a pointer field a value with omitempty: the '*' goes,
// and the json tag gains omitempty unless it has omitempty or omitzero.
// The fix is offered only for a field the code never refers to, so the
// handler reads nothing else; but what the schema accepts changes for
// correct input, and the fix's message says how: null, which the type
// array allowed, is refused after it.
func pointerFix(p *toolpass.Pass, f *ast.Field) []analysis.SuggestedFix {
	star, ok := f.Type.(*ast.StarExpr)
	if !ok || len(f.Names) != 1 {
		return nil
	}
	edits := []analysis.TextEdit{{Pos: star.Pos(), End: star.X.Pos()}}
	if e, ok := tagEdit(f); ok {
		if e.Pos.IsValid() {
			edits = append(edits, e)
		}
	} else {
		return nil
	}
	return []analysis.SuggestedFix{{
		Message:   "Make " + f.Names[0].Name + " a value with omitempty (a call that sends null for it, which the type array allowed, is then refused)",
		TextEdits: edits,
	}}
}

// tagEdit is the edit that gives a field's json tag omitempty: none
// (ok, with no position) when it already omits, false when the tag
// cannot be edited safely.
func tagEdit(f *ast.Field) (analysis.TextEdit, bool) {
	name := f.Names[0].Name
	if f.Tag == nil {
		return analysis.TextEdit{Pos: f.Type.End(), End: f.Type.End(), NewText: []byte(" `json:\"" + name + ",omitempty\"`")}, true
	}
	raw := f.Tag.Value
	if !strings.HasPrefix(raw, "`") {
		return analysis.TextEdit{}, false // an interpreted tag literal: leave it to the user
	}
	tag := reflect.StructTag(raw[1 : len(raw)-1])
	v, has := tag.Lookup("json")
	if !has {
		// Add a json key at the end of the tag.
		at := f.Tag.End() - 1
		return analysis.TextEdit{Pos: at, End: at, NewText: []byte(` json:"` + name + `,omitempty"`)}, true
	}
	jname, opts, _ := strings.Cut(v, ",")
	for o := range strings.SplitSeq(opts, ",") {
		if o == "omitempty" || o == "omitzero" {
			return analysis.TextEdit{}, true
		}
	}
	// Insert ",omitempty" after the name in json:"name...".
	i := strings.Index(raw, `json:"`)
	if i < 0 || !strings.HasPrefix(raw[i+len(`json:"`):], jname) {
		return analysis.TextEdit{}, false
	}
	at := f.Tag.Pos() + token.Pos(i+len(`json:"`)+len(jname))
	return analysis.TextEdit{Pos: at, End: at, NewText: []byte(",omitempty")}, true
}
