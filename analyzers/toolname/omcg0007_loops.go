package toolname

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/mcplib"
)

// loops knows the package's for and range statements and where each
// variable, or a field selected from it, is written. Together they tell
// apart the registrations one call makes in different iterations of a
// loop: those share a server only when mcpvet can show that one server
// value reaches both.
type loops struct {
	// spans are the loops: the part of each whose variables are new at
	// every iteration (the whole for statement; a range statement but its
	// range expression) and its body.
	spans []loopSpan
	// written lists, for each variable, where it or a field selected from
	// it is assigned.
	written map[types.Object][]token.Pos
}

type loopSpan struct {
	stmt, body [2]token.Pos
	// x is a range statement's range expression, evaluated once.
	x [2]token.Pos
}

func newLoops(p *analyzerutil.Pass) *loops {
	l := &loops{written: map[types.Object][]token.Pos{}}
	span := func(n ast.Node) [2]token.Pos { return [2]token.Pos{n.Pos(), n.End()} }
	for _, file := range p.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ForStmt:
				l.spans = append(l.spans, loopSpan{stmt: span(n), body: span(n.Body)})
			case *ast.RangeStmt:
				l.spans = append(l.spans, loopSpan{stmt: span(n), body: span(n.Body), x: span(n.X)})
			case *ast.AssignStmt:
				for _, lhs := range n.Lhs {
					if v, _ := mcplib.ServerRoot(p.TypesInfo, lhs); v != nil {
						l.written[v] = append(l.written[v], n.Pos())
					}
				}
			}
			return true
		})
	}
	return l
}

func in(pos token.Pos, span [2]token.Pos) bool { return span[0] <= pos && pos < span[1] }

// innermost is the innermost loop whose body holds pos.
func (l *loops) innermost(pos token.Pos) (loopSpan, bool) {
	var best loopSpan
	found := false
	for _, s := range l.spans {
		if in(pos, s.body) && (!found || in(s.body[0], best.body)) {
			best, found = s, true
		}
	}
	return best, found
}

// perIteration reports whether two entries are one registration call
// run in different iterations of a loop on a server that is not shown to
// be one value across the iterations: the server variable is declared in
// the loop (a server made in the body, a registrar closure's parameter, a
// range variable) or assigned in it. Made in the body, it is a new server
// at each iteration; otherwise mcpvet cannot tell, and the unknown is not
// reported. The entries are in different iterations when the loop is the
// innermost one around the call and they differ by a place outside its
// body (the elements of the collection it ranges over); elements put in
// a collection inside the body are registered in one iteration.
func (l *loops) perIteration(root types.Object, a, b *entry) bool {
	if a.reg == nil || b.reg == nil || a.reg.Call != b.reg.Call || a.read != b.read || root == nil {
		return false
	}
	loop, ok := l.innermost(a.read)
	if !ok {
		return false
	}
	fresh := in(root.Pos(), loop.stmt) && !in(root.Pos(), loop.x)
	for _, pos := range l.written[root] {
		fresh = fresh || in(pos, loop.body)
	}
	if !fresh {
		return false
	}
	outside := func(xs, ys []token.Pos) bool {
		for _, x := range xs {
			if !slices.Contains(ys, x) && !in(x, loop.body) {
				return true
			}
		}
		return false
	}
	return outside(a.sites, b.sites) || outside(b.sites, a.sites)
}
