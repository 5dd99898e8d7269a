package toolclaims

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0016, omcg0017, omcg0018}

// Analyzers are the analyzers of this package, in code order.
var Analyzers = analyzerutil.Analyzers(Codes)

// requires are the fact passes every code of the package reads.
var requires = []*analysis.Analyzer{effects.Analyzer, apifacts.Analyzer, astflow.Analyzer}

// hint is one annotation a tool can make a claim with.
type hint int

const (
	readOnly       hint = iota // readOnlyHint true
	notDestructive             // destructiveHint false
	closedWorld                // openWorldHint false
	numHints
)

// claim is how one tool states one hint.
type claim struct {
	// text is the claim as written ("readonly", "ReadOnlyHint: true"),
	// or where it comes from ("by its GET method").
	text     string
	pos, end token.Pos
	fix      []analysis.SuggestedFix
}

// tool is a tool with its claims and what its handler reaches.
type tool struct {
	name string
	// handler names a handler that is not the tool itself (an mcp.AddTool
	// handler, a route handler); nil for a //mcp:tool func or a func
	// literal.
	handler *effects.Step
	effects []effects.Effect
	// ack is set by an //mcp:effects ok line on the tool.
	ack    bool
	claims [numHints]*claim
}

// check reports, for each tool that claims h without acknowledging its
// effects, the first effect of the kinds (in the order given) that it
// reaches.
func check(p *toolpass.Pass, h hint, kinds []effects.Kind, format func(t *tool, c *claim, e effects.Effect) string) {
	seen := map[string]bool{}
	for _, t := range tools(p) {
		c := t.claims[h]
		if c == nil || t.ack {
			continue
		}
		if h == notDestructive && t.claims[readOnly] != nil {
			continue // destructiveHint means nothing beside readOnlyHint
		}
		e, ok := first(t.effects, kinds)
		if !ok {
			continue
		}
		msg := format(t, c, e) + ": " + t.path(p.Pkg, e) + "; correct the annotation, or acknowledge the effect with //mcp:effects ok"
		key := fmt.Sprint(c.pos, msg)
		if seen[key] {
			continue // a route registered once and mounted twice
		}
		seen[key] = true
		p.Pass.Pass.Report(analysis.Diagnostic{
			Pos:            c.pos,
			End:            c.end,
			Category:       p.Code,
			Message:        p.Code + ": " + msg,
			SuggestedFixes: c.fix,
			Related:        t.related(p, e),
		})
	}
}

func first(effs []effects.Effect, kinds []effects.Kind) (effects.Effect, bool) {
	for _, k := range kinds {
		for _, e := range effs {
			if e.Kind == k {
				return e, true
			}
		}
	}
	return effects.Effect{}, false
}

// quoted names the tool for messages.
func (t *tool) quoted() string {
	return fmt.Sprintf("tool %q", t.name)
}

// path writes the call path of an effect from the tool: get_note →
// (*Store).Read → os.Remove.
func (t *tool) path(pkg *types.Package, e effects.Effect) string {
	names := []string{t.name}
	if t.handler != nil && t.handler.In(pkg) != t.name {
		names = append(names, t.handler.In(pkg))
	}
	for _, s := range e.Path {
		names = append(names, s.In(pkg))
	}
	return strings.Join(names, " → ")
}

// related are the calls of the path that can be pointed at: those in this
// package, and those of other packages whose file the file set holds.
func (t *tool) related(p *toolpass.Pass, e effects.Effect) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	caller := t.name
	steps := e.Path
	if t.handler != nil {
		steps = append([]effects.Step{*t.handler}, steps...)
	}
	for i, s := range steps {
		pos := s.Pos()
		if !pos.IsValid() {
			pos = positionIn(p.Fset, s)
		}
		msg := caller + " calls " + s.In(p.Pkg)
		if i == 0 && t.handler != nil {
			msg = "the handler of " + t.name + " is " + s.In(p.Pkg)
		}
		if pos.IsValid() {
			out = append(out, analysis.RelatedInformation{Pos: pos, Message: msg})
		}
		caller = s.In(p.Pkg)
	}
	return out
}

// positionIn finds a step of another package in the file set, at its
// line (export data keeps no columns), if the file is there.
func positionIn(fset *token.FileSet, s effects.Step) token.Pos {
	var pos token.Pos
	fset.Iterate(func(f *token.File) bool {
		if f.Name() != s.File {
			return true
		}
		if s.Line >= 1 && s.Line <= f.LineCount() {
			pos = f.LineStart(s.Line)
		}
		return false
	})
	return pos
}

// what says what an effect does, for messages.
func what(k effects.Kind) string {
	switch k {
	case effects.WriteLocal:
		return "writes local files"
	case effects.Delete:
		return "deletes data"
	case effects.WriteDB:
		return "writes to a database"
	case effects.NetworkWrite:
		return "sends a write over the network"
	case effects.Exec:
		return "runs another program"
	case effects.OpenWorld:
		return "reaches the network"
	}
	return k.String()
}

// tools lists the package's tools that claim something and whose
// handler is known, each once per registration, with their effects.
func tools(p *toolpass.Pass) []*tool {
	eff, _ := p.ResultOf[effects.Analyzer].(*effects.Result)
	if eff == nil || len(p.Facts.Tools) == 0 && (p.API == nil || len(p.API.Tools) == 0) {
		return nil // go vet runs every analyzer on every dependency
	}
	x := astflow.Of(p.Pass.Pass)
	g := &gatherer{p: p, eff: eff, x: x, decls: map[*types.Func]*ast.FuncDecl{}, acks: map[ackLine]bool{}, markAdds: map[*ast.CallExpr]*markReg{}}
	g.index()
	g.indexMarkAdds()
	var out []*tool
	for _, t := range p.Facts.Tools {
		if x := g.declared(t); x != nil {
			out = append(out, x)
		}
	}
	if p.API != nil {
		for _, r := range p.API.Tools {
			if x := g.route(r); x != nil {
				out = append(out, x)
			}
		}
	}
	return out
}

// gatherer finds the claims, handlers and acknowledgements of one
// package's tools.
type gatherer struct {
	p     *toolpass.Pass
	eff   *effects.Result
	x     *astflow.Index // the package's syntax index: the values given to each variable
	decls map[*types.Func]*ast.FuncDecl
	// acks are the lines of //mcp:effects ok comments.
	acks map[ackLine]bool
	// typeDocs are the doc comments of the package's type declarations.
	typeDocs map[*types.TypeName]*ast.CommentGroup
	// markAdds maps mark3labs mcp.NewTool calls to where they are given
	// their handler.
	markAdds map[*ast.CallExpr]*markReg
}

type ackLine struct {
	file string
	line int
}

func (g *gatherer) index() {
	g.typeDocs = map[*types.TypeName]*ast.CommentGroup{}
	for _, file := range g.p.Files {
		for _, decl := range file.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				if fn, ok := g.p.TypesInfo.Defs[d.Name].(*types.Func); ok {
					g.decls[fn] = d
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					ts, ok := spec.(*ast.TypeSpec)
					if !ok {
						continue
					}
					doc := ts.Doc
					if doc == nil && len(d.Specs) == 1 {
						doc = d.Doc
					}
					if tn, ok := g.p.TypesInfo.Defs[ts.Name].(*types.TypeName); ok && doc != nil {
						g.typeDocs[tn] = doc
					}
				}
			}
		}
	}
	for _, d := range g.p.Facts.Directives {
		if isAck(d) {
			g.acks[g.lineOf(d.Pos)] = true
		}
	}
}

// isAck reports whether a directive is a well-formed //mcp:effects ok.
func isAck(d *directive.Placed) bool {
	if d.Kind != "effects" || len(d.Errors) > 0 {
		return false
	}
	ok, set := d.Bool("ok")
	return ok && set
}

func (g *gatherer) lineOf(pos token.Pos) ackLine {
	p := g.p.Fset.Position(pos)
	return ackLine{p.Filename, p.Line}
}

// ackAbove reports whether an //mcp:effects ok line is on the line above
// pos, or on pos's own line when same is set (a trailing comment).
func (g *gatherer) ackAbove(pos token.Pos, same bool) bool {
	if !pos.IsValid() {
		return false
	}
	l := g.lineOf(pos)
	if same && g.acks[l] {
		return true
	}
	l.line--
	return g.acks[l]
}

// ackInDoc reports whether a doc comment holds an //mcp:effects ok line.
func (g *gatherer) ackInDoc(doc *ast.CommentGroup) bool {
	if doc == nil {
		return false
	}
	for _, c := range doc.List {
		if g.acks[g.lineOf(c.Pos())] {
			return true
		}
	}
	return false
}

// claims reports whether any hint is claimed.
func (t *tool) claimsAny() bool {
	for _, c := range t.claims {
		if c != nil {
			return true
		}
	}
	return false
}
