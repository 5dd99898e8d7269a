package astflow

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/cfg"
	"golang.org/x/tools/go/types/typeutil"
)

// noReturn are the functions of the standard library that never return
// to their caller. The standard library is not analyzed (its control flow
// would cost every package that imports it), so it is a table; a
// function of this package never returns when its own graph has no
// reachable return; one of another package is taken to return.
var noReturn = map[string]bool{
	"os.Exit":                   true,
	"syscall.Exit":              true,
	"runtime.Goexit":            true,
	"log.Fatal":                 true,
	"log.Fatalf":                true,
	"log.Fatalln":               true,
	"log.Panic":                 true,
	"log.Panicf":                true,
	"log.Panicln":               true,
	"(*log.Logger).Fatal":       true,
	"(*log.Logger).Fatalf":      true,
	"(*log.Logger).Fatalln":     true,
	"(*log.Logger).Panic":       true,
	"(*log.Logger).Panicf":      true,
	"(*log.Logger).Panicln":     true,
	"(*testing.common).FailNow": true,
	"(*testing.common).Fatal":   true,
	"(*testing.common).Fatalf":  true,
	"(*testing.common).SkipNow": true,
	"(*testing.common).Skip":    true,
	"(*testing.common).Skipf":   true,
}

// flow is a function's control-flow graph, with what the questions of
// Index need: the block of each node, and which edges close a loop.
type flow struct {
	g *cfg.CFG
	// building is set while the graph is made, so that a recursive
	// function is taken to return.
	building bool
	// back marks the edges that go back to a block still open in a
	// depth-first walk from the entry: the edges that start a loop's
	// next iteration.
	back map[[2]int32]bool
}

// cfgOf makes, or returns, the graph of f. x.flowMu is held.
func (x *Index) cfgOf(f *Func) *flow {
	if f.flow != nil {
		return f.flow
	}
	fl := &flow{building: true}
	f.flow = fl
	fl.g = cfg.New(f.body(), x.mayReturn)
	fl.building = false
	fl.back = map[[2]int32]bool{}
	state := make([]uint8, len(fl.g.Blocks)) // 0 new, 1 open, 2 done
	var visit func(b *cfg.Block)
	visit = func(b *cfg.Block) {
		state[b.Index] = 1
		for _, s := range b.Succs {
			switch state[s.Index] {
			case 0:
				visit(s)
			case 1:
				fl.back[[2]int32{b.Index, s.Index}] = true
			}
		}
		state[b.Index] = 2
	}
	if len(fl.g.Blocks) > 0 {
		visit(fl.g.Blocks[0])
	}
	return fl
}

// mayReturn is go/cfg's question: whether a call, as a statement, may
// return to the code after it.
func (x *Index) mayReturn(call *ast.CallExpr) bool {
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := x.info.Uses[id].(*types.Builtin); ok && b.Name() == "panic" {
			return false
		}
	}
	fn := typeutil.StaticCallee(x.info, call)
	if fn == nil {
		return true
	}
	if noReturn[fn.FullName()] {
		return false
	}
	if f := x.Decl(fn); f != nil {
		fl := x.cfgOf(f)
		return fl.building || !fl.g.NoReturn()
	}
	return true
}

// NeverReturns reports whether the declared function fn of this package
// has no path to a return: each of its paths ends in a panic, an exit or
// a call of a function that never returns.
func (x *Index) NeverReturns(fn *types.Func) bool {
	f := x.Decl(fn)
	if f == nil {
		return false
	}
	x.flowMu.Lock()
	defer x.flowMu.Unlock()
	fl := x.cfgOf(f)
	return !fl.building && fl.g.NoReturn()
}

// BothCanRun reports whether the code at a and the code at b can both
// run in one execution of the function around them, within one iteration
// of each loop whose body holds both: false only when the graph shows that they
// cannot (the two branches of an if, two cases of a switch or a select,
// code after a branch that returns or panics and that branch). A place
// inside a func literal counts as the literal, in the function that holds
// both; two places with no function holding both (two functions, package
// level) can both run, for all this can tell.
func (x *Index) BothCanRun(a, b token.Pos) bool {
	fa, fb := x.Enclosing(a), x.Enclosing(b)
	if fa == nil || fb == nil {
		return true
	}
	// The chain of functions around b.
	around := map[*Func]token.Pos{}
	for f, pos := fb, b; f != nil; f = f.parent {
		around[f] = pos
		if f.lit != nil {
			pos = f.lit.Pos()
		}
	}
	for f, pos := fa, a; f != nil; f = f.parent {
		if pb, ok := around[f]; ok {
			return x.bothIn(f, pos, pb)
		}
		if f.lit != nil {
			pos = f.lit.Pos()
		}
	}
	return true
}

// CanRunBefore reports whether the code at a can run before the code at
// b in one execution of the function whose own body holds both (not
// inside a func literal of it): a is earlier in one block, or a path
// leads from a's block to b's. False for places of different functions,
// and when the graph shows that b cannot follow a (a returns, panics, or
// is on the other branch of an if).
func (x *Index) CanRunBefore(a, b token.Pos) bool {
	f := x.Enclosing(a)
	if f == nil || f != x.Enclosing(b) {
		return false
	}
	x.flowMu.Lock()
	defer x.flowMu.Unlock()
	fl := x.cfgOf(f)
	ba, bb := blockAt(fl.g, a), blockAt(fl.g, b)
	if ba == nil || bb == nil {
		return false
	}
	da, db := f.deferredAt(a), f.deferredAt(b)
	switch {
	case da != nil && db == nil:
		return false // a runs as the function returns, after b
	case da != nil:
		// Deferred calls run last in, first out: a before b when b was
		// deferred first.
		ba, bb = blockAt(fl.g, db.Pos()), blockAt(fl.g, da.Pos())
		a, b = db.Pos(), da.Pos()
	case db != nil:
		// b runs as the function returns: after a, wherever a is on a
		// way through the defer statement.
		return ba == bb || fl.reaches(ba, bb, func(ast.Stmt) bool { return false }) || fl.reaches(bb, ba, func(ast.Stmt) bool { return false })
	}
	if ba == nil || bb == nil {
		return false
	}
	if ba == bb && a < b {
		return true
	}
	return fl.reaches(ba, bb, func(ast.Stmt) bool { return false })
}

// deferredAt is the defer statement whose deferred call is at pos (the
// call itself, not its arguments, which are evaluated where the
// statement stands), nil if none is.
func (f *Func) deferredAt(pos token.Pos) *ast.DeferStmt {
	for _, d := range f.defers {
		if pos < d.Call.Pos() || pos >= d.Call.End() {
			continue
		}
		for _, arg := range d.Call.Args {
			if pos >= arg.Pos() && pos < arg.End() {
				return nil
			}
		}
		return d
	}
	return nil
}

// ReturnsAfter reports whether the function whose own body holds pos can
// return to its caller after the code at pos: a path leads from there to
// a return statement or the end of the body, not only to a panic, an
// exit or a call that never returns (a --version flag that prints and
// exits). True when pos is in no function or no block.
func (x *Index) ReturnsAfter(pos token.Pos) bool {
	f := x.Enclosing(pos)
	if f == nil {
		return true
	}
	x.flowMu.Lock()
	defer x.flowMu.Unlock()
	fl := x.cfgOf(f)
	start := blockAt(fl.g, pos)
	if start == nil {
		return true
	}
	seen := map[*cfg.Block]bool{start: true}
	queue := []*cfg.Block{start}
	for len(queue) > 0 {
		b := queue[0]
		queue = queue[1:]
		if len(b.Succs) == 0 && x.returns(b) {
			return true
		}
		for _, s := range b.Succs {
			if !seen[s] {
				seen[s] = true
				queue = append(queue, s)
			}
		}
	}
	return false
}

// returns reports whether a block without successors ends in a return
// (a return statement, or the end of the body), not in a call that
// never returns.
func (x *Index) returns(b *cfg.Block) bool {
	if len(b.Nodes) == 0 {
		return true
	}
	st, ok := b.Nodes[len(b.Nodes)-1].(*ast.ExprStmt)
	if !ok {
		return true
	}
	call, ok := ast.Unparen(st.X).(*ast.CallExpr)
	return !ok || x.mayReturn(call)
}

// bothIn is BothCanRun for two places in f's own body.
func (x *Index) bothIn(f *Func, a, b token.Pos) bool {
	x.flowMu.Lock()
	defer x.flowMu.Unlock()
	fl := x.cfgOf(f)
	ba, bb := blockAt(fl.g, a), blockAt(fl.g, b)
	if ba == nil || bb == nil || ba == bb {
		return true
	}
	// The loops around both: going around one of them again is another
	// iteration, not the same run of their body.
	around := func(st ast.Stmt) bool {
		body := loopBody(st)
		return body != nil && body.Pos() <= a && a < body.End() && body.Pos() <= b && b < body.End()
	}
	return fl.reaches(ba, bb, around) || fl.reaches(bb, ba, around)
}

// reaches reports whether a path from a reaches b without going back to
// the head of a loop that around holds.
func (fl *flow) reaches(a, b *cfg.Block, around func(ast.Stmt) bool) bool {
	seen := map[*cfg.Block]bool{a: true}
	queue := []*cfg.Block{a}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, s := range cur.Succs {
			if fl.back[[2]int32{cur.Index, s.Index}] && around(s.Stmt) {
				continue
			}
			if s == b {
				return true
			}
			if !seen[s] {
				seen[s] = true
				queue = append(queue, s)
			}
		}
	}
	return false
}

// blockAt is the live block whose node is the innermost to hold pos; nil
// when none does.
func blockAt(g *cfg.CFG, pos token.Pos) *cfg.Block {
	var best *cfg.Block
	var bestNode ast.Node
	for _, b := range g.Blocks {
		if !b.Live {
			continue
		}
		for _, n := range b.Nodes {
			if n.Pos() <= pos && pos < n.End() && (bestNode == nil || bestNode.Pos() <= n.Pos() && n.End() <= bestNode.End()) {
				best, bestNode = b, n
			}
		}
	}
	return best
}
