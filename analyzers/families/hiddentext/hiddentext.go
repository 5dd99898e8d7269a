// Package hiddentext reports invisible and bidirectional Unicode in the
// text a server shows clients (OMCG0026): tool, parameter, prompt and
// resource descriptions and titles, wherever the code writes them.
package hiddentext

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0026}

// Analyzers are the analyzers of this package.
var Analyzers = analyzerutil.Analyzers(Codes)

// OMCG0026 reports hidden characters in descriptions and titles.
var OMCG0026 = omcg0026.Analyzer

var omcg0026 = toolpass.New(toolpass.Code{
	Code:     "OMCG0026",
	Severity: analyzerutil.Error,
	Since:    "v0.3.0",
	Run:      run,
})

const (
	sdkPath     = knowledge.SDKPath
	markMCPPath = knowledge.MarkMCPPath
)

// textTypes are the go-sdk types whose Title and Description a client
// shows.
var textTypes = map[string]bool{"Tool": true, "Prompt": true, "PromptArgument": true, "Resource": true, "ResourceTemplate": true, "Implementation": true}

// markText are mark3labs' options whose first argument a client shows.
var markText = map[string]bool{"WithDescription": true, "WithTitle": true, "WithToolTitle": true, "Description": true, "Title": true, "WithTitleAnnotation": true, "WithPromptDescription": true, "WithResourceDescription": true, "WithTemplateDescription": true, "ArgumentDescription": true}

func run(p *toolpass.Pass) {
	if len(p.Facts.Tools) == 0 && len(p.Facts.Directives) == 0 && !importsMCP(p.Pkg) {
		return
	}
	seen := map[token.Pos]bool{}
	report := func(what string, pos token.Pos, text string, escapes bool) {
		if seen[pos] {
			return
		}
		hs := find(text, escapes)
		if len(hs) == 0 {
			return
		}
		seen[pos] = true
		var edits []analysis.TextEdit
		var names []string
		for _, h := range hs {
			edits = append(edits, analysis.TextEdit{Pos: pos + token.Pos(h.start), End: pos + token.Pos(h.end)})
			if n := describe(h.r); !contains(names, n) {
				names = append(names, n)
			}
		}
		count := "a hidden character"
		if len(hs) > 1 {
			count = fmt.Sprintf("%d hidden characters", len(hs))
		}
		p.Report(pos, pos+token.Pos(len(text)), []analysis.SuggestedFix{{Message: "Remove the hidden characters", TextEdits: edits}},
			"%s holds %s (%s): the model reads it and the person who approves the tool does not see it; remove it", what, count, strings.Join(names, ", "))
	}
	for _, file := range p.Files {
		if p.Facts.GenFile == file {
			continue
		}
		// Doc comments of functions with //mcp: lines, and every comment
		// on a struct field: descriptions mcpvet and gen read.
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Doc == nil || !hasDirective(fd.Doc) {
				continue
			}
			for _, c := range fd.Doc.List {
				report("the doc comment of tool func "+fd.Name.Name, c.Pos(), c.Text, false)
			}
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Field:
				for _, cg := range []*ast.CommentGroup{n.Doc, n.Comment} {
					if cg == nil {
						continue
					}
					for _, c := range cg.List {
						report("the comment of field "+fieldName(n), c.Pos(), c.Text, false)
					}
				}
				if n.Tag != nil {
					report("the struct tag of field "+fieldName(n), n.Tag.Pos(), n.Tag.Value, n.Tag.Value[0] == '"')
				}
			case *ast.CompositeLit:
				name, ok := sdkType(p.TypesInfo.TypeOf(n))
				if !ok {
					return true
				}
				for _, el := range n.Elts {
					kv, ok := el.(*ast.KeyValueExpr)
					if !ok {
						continue
					}
					key, _ := kv.Key.(*ast.Ident)
					if key == nil || (key.Name != "Title" && key.Name != "Description") {
						continue
					}
					for _, lit := range stringLits(p, kv.Value) {
						report("the "+key.Name+" of an mcp."+name, lit.Pos(), lit.Value, lit.Value[0] == '"')
					}
					reportEmbedded(p, "the "+key.Name+" of an mcp."+name, kv.Value)
				}
			case *ast.CallExpr:
				fn, _ := typeutil.Callee(p.TypesInfo, n).(*types.Func)
				if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != markMCPPath || !markText[fn.Name()] || len(n.Args) == 0 {
					return true
				}
				for _, lit := range stringLits(p, n.Args[0]) {
					report("the argument of mcp."+fn.Name(), lit.Pos(), lit.Value, lit.Value[0] == '"')
				}
				reportEmbedded(p, "the argument of mcp."+fn.Name(), n.Args[0])
			}
			return true
		})
	}
}

// reportEmbedded reports hidden characters in the file a //go:embed
// string variable holds, at its //go:embed line: the text is not in Go
// source, so there is no edit to suggest.
func reportEmbedded(p *toolpass.Pass, what string, e ast.Expr) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return
	}
	v, _ := p.TypesInfo.Uses[id].(*types.Var)
	text, c, ok := passutil.EmbeddedString(p.Pass.Pass, v)
	if !ok {
		return
	}
	hs := find(text, false)
	if len(hs) == 0 {
		return
	}
	var names []string
	for _, h := range hs {
		if n := describe(h.r); !contains(names, n) {
			names = append(names, n)
		}
	}
	count := "a hidden character"
	if len(hs) > 1 {
		count = fmt.Sprintf("%d hidden characters", len(hs))
	}
	p.Report(c.Pos(), c.End(), nil, "%s (the file //go:embed puts in %s) holds %s (%s): the model reads it and the person who approves the tool does not see it; remove it", what, v.Name(), count, strings.Join(names, ", "))
}

func hasDirective(cg *ast.CommentGroup) bool {
	for _, c := range cg.List {
		if strings.HasPrefix(c.Text, directive.Prefix) {
			return true
		}
	}
	return false
}

func fieldName(f *ast.Field) string {
	if len(f.Names) > 0 {
		return f.Names[0].Name
	}
	return types.ExprString(f.Type)
}

func importsMCP(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		switch imp.Path() {
		case sdkPath, markMCPPath, knowledge.RuntimePath:
			return true
		}
	}
	return false
}

// sdkType names a go-sdk type whose text a client shows, through a
// pointer.
func sdkType(t types.Type) (string, bool) {
	if t == nil {
		return "", false
	}
	if ptr, ok := types.Unalias(t).(*types.Pointer); ok {
		t = ptr.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != sdkPath || !textTypes[n.Obj().Name()] {
		return "", false
	}
	return n.Obj().Name(), true
}

// stringLits are the string literals of this package an expression's
// value is made of: the literal itself, the operands of a concatenation,
// the declaration of a constant of this package.
func stringLits(p *toolpass.Pass, e ast.Expr) []*ast.BasicLit {
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		if e.Kind == token.STRING {
			return []*ast.BasicLit{e}
		}
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			return append(stringLits(p, e.X), stringLits(p, e.Y)...)
		}
	case *ast.Ident:
		c, ok := p.TypesInfo.Uses[e].(*types.Const)
		if !ok || c.Pkg() != p.Pkg {
			return nil
		}
		for _, file := range p.Files {
			if c.Pos() < file.Pos() || c.Pos() >= file.End() {
				continue
			}
			var out []*ast.BasicLit
			ast.Inspect(file, func(n ast.Node) bool {
				vs, ok := n.(*ast.ValueSpec)
				if !ok {
					return out == nil
				}
				for i, id := range vs.Names {
					if id.Pos() == c.Pos() && i < len(vs.Values) {
						out = stringLits(p, vs.Values[i])
					}
				}
				return false
			})
			return out
		}
	}
	return nil
}

// hidden is one hidden character in source text: its rune and the bytes
// that write it (the character itself, or an escape).
type hidden struct {
	r          rune
	start, end int
}

// find lists the hidden characters of source text; with escapes, a
// \uXXXX or \UXXXXXXXX escape of one counts (an interpreted string
// literal or tag).
func find(src string, escapes bool) []hidden {
	// Decode into runes with their source spans.
	type unit struct {
		r          rune
		start, end int
	}
	var us []unit
	for i := 0; i < len(src); {
		if escapes && src[i] == '\\' && i+1 < len(src) {
			n := 0
			switch src[i+1] {
			case 'u':
				n = 4
			case 'U':
				n = 8
			case '\\':
				us = append(us, unit{'\\', i, i + 2})
				i += 2
				continue
			}
			if n > 0 && i+2+n <= len(src) {
				if v, err := strconv.ParseUint(src[i+2:i+2+n], 16, 32); err == nil {
					us = append(us, unit{rune(v), i, i + 2 + n})
					i += 2 + n
					continue
				}
			}
		}
		r, size := utf8.DecodeRuneInString(src[i:])
		us = append(us, unit{r, i, i + size})
		i += size
	}
	rtl := false
	for _, u := range us {
		if unicode.In(u.r, unicode.Hebrew, unicode.Arabic, unicode.Syriac, unicode.Thaana, unicode.Nko) {
			rtl = true
		}
	}
	var out []hidden
	for i, u := range us {
		if !isHidden(u.r) {
			continue
		}
		prev, next := rune(0), rune(0)
		if i > 0 {
			prev = us[i-1].r
		}
		if i+1 < len(us) {
			next = us[i+1].r
		}
		switch {
		case (u.r == 0x200C || u.r == 0x200D) && prev >= 0x80 && next >= 0x80 && !isHidden(prev) && !isHidden(next):
			continue // joins letters of a script or an emoji sequence
		case (u.r == 0x200E || u.r == 0x200F || u.r == 0x061C) && rtl:
			continue // marks in right-to-left text
		case u.r >= 0xE0020 && u.r <= 0xE007F && inFlag(us, i, func(j int) rune { return us[j].r }):
			continue
		}
		out = append(out, hidden(u))
	}
	return out
}

// inFlag reports whether the tag character at i belongs to a flag emoji:
// U+1F3F4 followed by tag characters up to U+E007F.
func inFlag[T any](us []T, i int, r func(int) rune) bool {
	j := i
	for j > 0 && r(j-1) >= 0xE0020 && r(j-1) <= 0xE007F {
		j--
	}
	if j == 0 || r(j-1) != 0x1F3F4 {
		return false
	}
	for k := i; k < len(us); k++ {
		if r(k) == 0xE007F {
			return true
		}
		if r(k) < 0xE0020 || r(k) > 0xE007F {
			return false
		}
	}
	return false
}

// isHidden reports whether r is invisible or reorders text: zero-width
// characters, bidirectional marks, embeddings, overrides and isolates,
// and the Unicode tag characters.
func isHidden(r rune) bool {
	switch {
	case r >= 0x200B && r <= 0x200F, // zero width space, non-joiner, joiner; LRM, RLM
		r >= 0x202A && r <= 0x202E, // embeddings and overrides
		r >= 0x2060 && r <= 0x2064, // word joiner, invisible operators
		r >= 0x2066 && r <= 0x2069, // isolates
		r == 0xFEFF, r == 0x061C, r == 0x180E,
		r >= 0xE0000 && r <= 0xE007F: // tags
		return true
	}
	return false
}

// describe names a hidden character as U+XXXX and what it is.
func describe(r rune) string {
	name := ""
	switch {
	case r == 0x200B:
		name = "ZERO WIDTH SPACE"
	case r == 0x200C:
		name = "ZERO WIDTH NON-JOINER"
	case r == 0x200D:
		name = "ZERO WIDTH JOINER"
	case r == 0x200E:
		name = "LEFT-TO-RIGHT MARK"
	case r == 0x200F:
		name = "RIGHT-TO-LEFT MARK"
	case r == 0x202A:
		name = "LEFT-TO-RIGHT EMBEDDING"
	case r == 0x202B:
		name = "RIGHT-TO-LEFT EMBEDDING"
	case r == 0x202C:
		name = "POP DIRECTIONAL FORMATTING"
	case r == 0x202D:
		name = "LEFT-TO-RIGHT OVERRIDE"
	case r == 0x202E:
		name = "RIGHT-TO-LEFT OVERRIDE"
	case r == 0x2060:
		name = "WORD JOINER"
	case r >= 0x2061 && r <= 0x2064:
		name = "INVISIBLE OPERATOR"
	case r == 0x2066:
		name = "LEFT-TO-RIGHT ISOLATE"
	case r == 0x2067:
		name = "RIGHT-TO-LEFT ISOLATE"
	case r == 0x2068:
		name = "FIRST STRONG ISOLATE"
	case r == 0x2069:
		name = "POP DIRECTIONAL ISOLATE"
	case r == 0xFEFF:
		name = "ZERO WIDTH NO-BREAK SPACE"
	case r == 0x061C:
		name = "ARABIC LETTER MARK"
	case r == 0x180E:
		name = "MONGOLIAN VOWEL SEPARATOR"
	case r >= 0xE0000 && r <= 0xE007F:
		return "Unicode TAG characters"
	}
	return fmt.Sprintf("U+%04X %s", r, name)
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
