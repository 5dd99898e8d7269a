package analyzerutil

import (
	"go/token"
	"go/types"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"golang.org/x/tools/go/analysis"
)

// A finding whose cause is declared in a package this pass imports (a
// type with its own JSON form, a struct field) is reported at that
// declaration, once per cause rather than once per package that uses it.
// A pass sees only its own tools, and the packages that import the
// declaration are analyzed apart (siblings see nothing of each other), so
// the message names the declaration and no tool and no count: every
// package that reaches the cause then reports the same position and the
// same message, which every driver that prints a module's findings
// together keeps once (mcpvet merges the related locations, so that its
// -json and SARIF list the tools of every package).
//
// The position is the start of the declaration's line, with no end: a
// position in an imported package read from export data (go vet, the
// cached mcpvet run) has no column and no extent, and a finding must be
// at the same place whichever driver computed it.

// Elsewhere is where a finding about obj goes when obj is declared in
// another package of the pass's module: the start of its line. NoPos when
// obj is of this package, of another module (uuid.UUID: the user cannot
// change it, so the finding stays at the uses in the user's code), or has
// no known position.
func (p *Pass) Elsewhere(obj types.Object) token.Pos {
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == p.Pkg || !obj.Pos().IsValid() || !p.inModule(obj.Pkg()) {
		return token.NoPos
	}
	f := p.Fset.File(obj.Pos())
	if f == nil {
		return token.NoPos
	}
	return f.LineStart(f.Line(obj.Pos()))
}

// ReportElsewhere reports a finding at a declaration of another package
// (Elsewhere), its related locations every tool of this package that
// reaches it, sorted, and then extra (the fields of this package that use
// a type, say). The message names no tool: see above.
func (p *Pass) ReportElsewhere(pos token.Pos, tools []Reached, extra []analysis.RelatedInformation, format string, args ...any) {
	p.related = append(reachedAll(tools), extra...)
	p.Report(pos, token.NoPos, nil, format, args...)
	p.related = nil
}

// reachedAll is a related location for each named tool, sorted by name.
func reachedAll(tools []Reached) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	for _, t := range namedTools(tools) {
		if t.Pos.IsValid() {
			out = append(out, analysis.RelatedInformation{Pos: t.Pos, Message: "reaches tool " + t.Name})
		}
	}
	return out
}

// inModule reports whether pkg is of the pass's module: its path is the
// module's or below it. false when the driver does not say the module.
func (p *Pass) inModule(pkg *types.Package) bool {
	in, _ := passutil.InModule(p.Pass, pkg.Path())
	return in
}
