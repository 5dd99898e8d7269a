package tooldecl

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0001 reports //mcp:tool directives the generator cannot register.
var OMCG0001 = omcg0001.Analyzer

var omcg0001 = toolpass.New(toolpass.Code{
	Code:     "OMCG0001",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Run:      run0001,
})

func run0001(p *toolpass.Pass) {
	for _, pl := range p.Facts.Directives {
		if !directive.Declares(pl.Kind) || pl.Comment == nil {
			continue
		}
		if pl.Misplaced {
			msg, fixes := misplacedMessage(p, pl)
			p.Report(pl.Pos, pl.Comment.End(), fixes, "//mcp:%s cannot register this: %s", pl.Kind, msg)
			continue
		}
		if pl.Decl == nil {
			continue
		}
		if msg := unreferable(p, pl.Decl); msg != "" {
			p.Report(pl.Pos, pl.Comment.End(), nil, "//mcp:%s cannot register this: %s", pl.Kind, msg)
		}
	}
}

// unreferable says why the generated code cannot name a func the
// directive is correctly attached to.
func unreferable(p *toolpass.Pass, fd *ast.FuncDecl) string {
	switch {
	case fd.Name.Name == "_":
		return "a func or method named _ cannot be referred to; give it a name"
	case fd.Recv == nil && fd.Name.Name == "init":
		return "func init cannot be referred to, so the generated code cannot register it; move the tool into a func of its own and call that"
	}
	if fd.Recv == nil {
		return ""
	}
	fn, _ := p.TypesInfo.Defs[fd.Name].(*types.Func)
	if fn == nil {
		return ""
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return ""
	}
	return receiverProblem(sig.Recv().Type(), p.Pkg)
}

// receiverProblem says why a method's receiver is not one the generated
// code can take: it must be T or *T for a named, non-pointer,
// non-interface type T of this package. Go rejects the others, so this
// matters only where the driver runs analyzers on code with type errors.
func receiverProblem(t types.Type, pkg *types.Package) string {
	t = types.Unalias(t)
	if ptr, ok := t.(*types.Pointer); ok {
		t = types.Unalias(ptr.Elem())
		if _, ok := t.(*types.Pointer); ok {
			return fmt.Sprintf("the receiver type %s is a pointer to a pointer; use T or *T for a named type T of this package", types.TypeString(ptr, nil))
		}
	}
	named, ok := t.(*types.Named)
	if !ok {
		return fmt.Sprintf("the receiver type %s is not a named type; use T or *T for a named type T of this package", types.TypeString(t, nil))
	}
	if named.Obj().Pkg() != pkg {
		return fmt.Sprintf("the receiver type %s is not declared in this package; declare the tool on a type of this package", types.TypeString(t, nil))
	}
	switch named.Underlying().(type) {
	case *types.Pointer:
		return fmt.Sprintf("the receiver type %s is a pointer type; use T or *T for a named non-pointer type T", named.Obj().Name())
	case *types.Interface:
		return fmt.Sprintf("the receiver type %s is an interface; declare the tool on a concrete type", named.Obj().Name())
	}
	return ""
}

// misplacedMessage says what the misplaced directive documents and what to
// do, with a fix when the directive is only separated from a func by
// blank lines.
func misplacedMessage(p *toolpass.Pass, pl *directive.Placed) (string, []analysis.SuggestedFix) {
	moveIt := "put //mcp:" + pl.Kind + " in the doc comment of a package-level func or method"
	things := pl.Kind + "s"
	if pl.InTestFile {
		return "it is in a _test.go file, which the generated code cannot refer to; move the func to a non-test file of the package, or delete the directive", nil
	}
	c := pl.Comment
	for _, decl := range pl.File.Decls {
		switch decl := decl.(type) {
		case *ast.FuncDecl:
			if decl.Body == nil || c.Pos() < decl.Body.Pos() || c.Pos() >= decl.Body.End() {
				continue
			}
			what := "a local declaration or statement"
			if funcLitBelow(p.Fset, decl.Body, groupOf(pl.File, c)) {
				what = "a func literal"
			}
			return fmt.Sprintf("it documents %s inside func %s; only package-level funcs and methods can be %s: move the handler to a package-level func", what, funcName(decl), things), nil
		case *ast.GenDecl:
			if c.Pos() < decl.Pos() || c.Pos() >= decl.End() || !funcLitBelow(p.Fset, decl, groupOf(pl.File, c)) {
				continue
			}
			return fmt.Sprintf("it documents a func literal inside a %s declaration; only package-level funcs and methods can be %s: move the handler to a package-level func", decl.Tok, things), nil
		}
	}
	owner, tok, inIface := docOwner(pl.File, c)
	switch n := owner.(type) {
	case *ast.FuncDecl:
		// mcpfacts may come to refuse funcs that cannot be named.
		if msg := unreferable(p, n); msg != "" {
			return msg, nil
		}
	case *ast.GenDecl:
		what := n.Tok.String() + " declaration"
		if !n.Lparen.IsValid() && len(n.Specs) == 1 {
			what = specName(n.Tok, n.Specs[0])
		}
		return "it documents a " + what + ", not a func; " + moveIt, nil
	case *ast.TypeSpec:
		return "it documents a " + specName(token.TYPE, n) + ", not a func; " + moveIt, nil
	case *ast.ValueSpec:
		return "it documents a " + specName(tok, n) + ", not a func; " + moveIt, nil
	case *ast.Field:
		name := ""
		if len(n.Names) > 0 {
			name = " " + n.Names[0].Name
		}
		if inIface {
			return "it documents the interface method" + name + ", which has no body to register; put //mcp:" + pl.Kind + " on a method of a concrete type or on a package-level func", nil
		}
		return "it documents the struct field" + name + ", which is not a declaration the generated code can register; " + moveIt, nil
	}
	if fd, fixes := attachFix(p, pl); fd != nil {
		return "it is not attached to func " + funcName(fd) + ": a blank line separates them; remove the blank line so the directive is in the func's doc comment", fixes
	}
	return "it is not attached to a func declaration (a //mcp:" + pl.Kind + " line must be in the func's doc comment, with no blank line between)", nil
}

func specName(tok token.Token, s ast.Spec) string {
	switch s := s.(type) {
	case *ast.TypeSpec:
		return "type " + s.Name.Name
	case *ast.ValueSpec:
		if len(s.Names) > 0 {
			if tok != token.CONST {
				tok = token.VAR
			}
			return tok.String() + " " + s.Names[0].Name
		}
	}
	return tok.String() + " declaration"
}

// docOwner returns the declaration, spec or field whose doc comment holds
// c, the token of the declaration of a spec, and whether a field is an
// interface method.
func docOwner(file *ast.File, c *ast.Comment) (owner ast.Node, tok token.Token, inIface bool) {
	has := func(cg *ast.CommentGroup) bool {
		if cg == nil {
			return false
		}
		for _, x := range cg.List {
			if x == c {
				return true
			}
		}
		return false
	}
	ast.Inspect(file, func(n ast.Node) bool {
		if owner != nil {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncDecl:
			if has(n.Doc) {
				owner = n
			}
		case *ast.GenDecl:
			if has(n.Doc) {
				owner, tok = n, n.Tok
			}
			for _, spec := range n.Specs {
				switch spec := spec.(type) {
				case *ast.TypeSpec:
					if owner == nil && has(spec.Doc) {
						owner, tok = spec, n.Tok
					}
				case *ast.ValueSpec:
					if owner == nil && has(spec.Doc) {
						owner, tok = spec, n.Tok
					}
				}
			}
		case *ast.InterfaceType:
			if n.Methods != nil {
				for _, f := range n.Methods.List {
					if has(f.Doc) {
						owner, inIface = f, true
					}
				}
			}
		case *ast.StructType:
			if n.Fields != nil {
				for _, f := range n.Fields.List {
					if has(f.Doc) {
						owner = f
					}
				}
			}
		}
		return owner == nil
	})
	return owner, tok, inIface
}

// funcLitBelow reports whether a func literal starts on the line after
// the comment group.
func funcLitBelow(fset *token.FileSet, body ast.Node, g *ast.CommentGroup) bool {
	if g == nil {
		return false
	}
	next := fset.Position(g.End()).Line + 1
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found || n == nil {
			return false
		}
		if fl, ok := n.(*ast.FuncLit); ok && fset.Position(fl.Pos()).Line == next {
			found = true
		}
		return true
	})
	return found
}

// attachFix returns the func a floating directive was meant for — the
// next declaration, separated from the directive's comment group by blank
// lines only — and a fix that removes the blank lines.
func attachFix(p *toolpass.Pass, pl *directive.Placed) (*ast.FuncDecl, []analysis.SuggestedFix) {
	file := pl.File
	g := groupOf(file, pl.Comment)
	if g == nil || file.Name == nil || g.Pos() < file.Name.End() {
		return nil, nil
	}
	var next ast.Decl
	for _, d := range file.Decls {
		if d.End() > g.Pos() && d.Pos() < g.End() {
			return nil, nil // inside a declaration
		}
		if d.Pos() >= g.End() && (next == nil || d.Pos() < next.Pos()) {
			next = d
		}
		if d.End() <= g.Pos() && p.Fset.Position(d.End()).Line == p.Fset.Position(g.Pos()).Line {
			return nil, nil // a trailing comment of the declaration before
		}
	}
	fd, ok := next.(*ast.FuncDecl)
	if !ok {
		return nil, nil
	}
	target := fd.Pos()
	if fd.Doc != nil {
		target = fd.Doc.Pos()
	}
	for _, other := range file.Comments {
		if other != g && other != fd.Doc && other.Pos() >= g.End() && other.Pos() < target {
			return nil, nil // more comments in between
		}
	}
	if p.Fset.Position(target).Line-p.Fset.Position(g.End()).Line < 2 {
		return nil, nil
	}
	msg := "Attach the directive to func " + funcName(fd)
	if fd.Doc == nil || !onlyDirectives(g) {
		return fd, analyzerutil.Replace(msg, g.End(), target, "\n")
	}
	// Move the directive lines to the end of the func's doc comment, where
	// gofmt keeps directives.
	var lines []string
	for _, c := range g.List {
		lines = append(lines, c.Text)
	}
	return fd, []analysis.SuggestedFix{{
		Message: msg,
		TextEdits: []analysis.TextEdit{
			{Pos: g.Pos(), End: target},
			{Pos: fd.Doc.End(), End: fd.Doc.End(), NewText: []byte("\n//\n" + strings.Join(lines, "\n"))},
		},
	}}
}

// onlyDirectives reports whether every line of g is a //mcp: directive.
func onlyDirectives(g *ast.CommentGroup) bool {
	for _, c := range g.List {
		if !strings.HasPrefix(c.Text, directive.Prefix) {
			return false
		}
	}
	return true
}
