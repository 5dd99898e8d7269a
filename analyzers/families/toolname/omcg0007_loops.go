package toolname

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// loops tells apart, from the syntax index's loops and assignments, the
// registrations one call makes in different iterations of a loop: those
// share a server only when mcpvet can show that one server value reaches
// both.
type loops struct {
	x *astflow.Index
}

// loopSpan is a loop: the part of it whose variables are new at every
// iteration (the whole for statement; a range statement but its range
// expression), its body, and a range statement's range expression,
// evaluated once.
type loopSpan struct {
	stmt, body, x [2]token.Pos
}

func in(pos token.Pos, span [2]token.Pos) bool { return span[0] <= pos && pos < span[1] }

// innermost is the innermost loop whose body holds pos.
func (l *loops) innermost(pos token.Pos) (loopSpan, bool) {
	span := func(n ast.Node) [2]token.Pos { return [2]token.Pos{n.Pos(), n.End()} }
	switch s := l.x.Loop(pos).(type) {
	case *ast.ForStmt:
		return loopSpan{stmt: span(s), body: span(s.Body)}, true
	case *ast.RangeStmt:
		return loopSpan{stmt: span(s), body: span(s.Body), x: span(s.X)}, true
	}
	return loopSpan{}, false
}

// written reports whether v, or a field selected from it, is assigned in
// span.
func (l *loops) written(v types.Object, span [2]token.Pos) bool {
	vv, ok := v.(*types.Var)
	if !ok {
		return false
	}
	for _, a := range l.x.Assigns(vv) {
		if _, ok := a.Node.(*ast.AssignStmt); ok && in(a.Node.Pos(), span) {
			return true
		}
	}
	return false
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
	fresh := in(root.Pos(), loop.stmt) && !in(root.Pos(), loop.x) || l.written(root, loop.body)
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
