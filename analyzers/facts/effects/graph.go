package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"github.com/mcpvet/mcpvet/analyzers/substrate/implementations"
)

// maxSteps bounds a path: an effect found only further down is not
// claimed (a fact carries every step of its paths).
const maxSteps = 12

// graph is the package's call graph: a node per function with a body and
// per func literal, an edge per call that resolves to one target.
type graph struct {
	pass  *analysis.Pass
	info  *types.Info
	nodes []*node // in source order
	funcs map[*types.Func]*node
	lits  map[*ast.FuncLit]*node
	// imported holds the facts of the functions of other packages that
	// the package calls or refers to (nil: looked up, none).
	imported map[*types.Func]*Fact
	// x is the package's syntax index: its functions, the calls in
	// each, the values given to each variable.
	x *astflow.Index
	// cache holds the effects of the nodes asked for, under cacheMu: the
	// analyzers that read the result ask at the same time.
	cacheMu sync.Mutex
	cache   map[*node][]Effect
	// done is set when the pass is over: facts can no longer be imported.
	done bool
	// impls finds what a call through one of the module's interfaces may
	// run.
	impls *implementations.Finder
	// stdoutValues are holdsStdout's answers for variables and functions.
	stdoutValues map[types.Object]bool
}

type node struct {
	fn   *types.Func   // nil for a func literal
	lit  *ast.FuncLit  // nil for a function
	name string        // the Step name
	out  []*edge       // calls, in source order
	in   []*edge       // calls of this node, in the order they were found
	best [numKinds]hop // the first hop of the shortest path to each kind
	nlit int           // func literals numbered so far inside
}

// edge is one call that resolves to one target.
type edge struct {
	from *node
	step Step
	// One of: a function or literal of this package (fn or lit, linked to
	// to), a sink, the fact of a function of another package.
	fn   *types.Func
	lit  *ast.FuncLit
	to   *node
	sink kindSet
	fact *Fact
}

// hop is the first call of the shortest known path to one kind: n steps
// in all, via an edge, followed by tail when the edge is a call of
// another package's function.
type hop struct {
	n    int // 0: not reached
	via  *edge
	tail []Step
}

func newGraph(pass *analysis.Pass, x *astflow.Index) *graph {
	return &graph{
		pass:     pass,
		info:     pass.TypesInfo,
		funcs:    map[*types.Func]*node{},
		lits:     map[*ast.FuncLit]*node{},
		imported: map[*types.Func]*Fact{},
		cache:    map[*node][]Effect{},
		x:        x,
		impls:    implementations.New(pass),
	}
}

// build makes the nodes, one per function of the index (a function
// before the literals in it), and their edges.
func (g *graph) build() {
	// The facts of every function of another package the package refers
	// to, called or not: a handler passed by name is looked up after the
	// pass, when facts can no longer be imported.
	for _, obj := range g.info.Uses {
		if fn, ok := obj.(*types.Func); ok && fn.Pkg() != nil && fn.Pkg() != g.pass.Pkg && !isSink(fn) {
			g.importFact(fn.Origin())
		}
	}
	// Func literals of package-level initializers are named after glob.
	glob := &node{name: "glob."}
	of := map[*astflow.Func]*node{}
	for _, f := range g.x.Funcs() {
		var n *node
		if lit := f.Lit(); lit != nil {
			parent := glob
			if f.Parent() != nil {
				if parent = of[f.Parent()]; parent == nil {
					continue // inside a declaration that does not type-check
				}
			}
			n = g.literal(parent, lit)
		} else {
			fn := f.Obj()
			if fn == nil {
				continue
			}
			n = &node{fn: fn, name: funcName(fn)}
			g.funcs[fn] = n
		}
		of[f] = n
		g.nodes = append(g.nodes, n)
		for _, call := range f.Calls() {
			g.call(n, call)
		}
	}
	for _, n := range g.nodes {
		kept := n.out[:0]
		for _, e := range n.out {
			switch {
			case e.lit != nil:
				e.to = g.lits[e.lit]
			case e.fn != nil && e.fn.Pkg() == g.pass.Pkg:
				e.to = g.funcs[e.fn]
			}
			if e.to != nil {
				e.step.Name = e.to.name
			}
			if e.to == nil && e.sink == 0 && e.fact == nil {
				continue // a function without a body, or none of ours
			}
			kept = append(kept, e)
			if e.to != nil {
				e.to.in = append(e.to.in, e)
			}
		}
		n.out = kept
	}
}

// literal makes the node of a func literal inside parent (the index
// lists a parent's literals in source order), named as the compiler names
// it (F.func1, F.func1.1). A literal is a node of its own, reached only
// when it is called.
func (g *graph) literal(parent *node, lit *ast.FuncLit) *node {
	parent.nlit++
	name := parent.name + ".func" + strconv.Itoa(parent.nlit)
	if parent.lit != nil {
		name = parent.name + "." + strconv.Itoa(parent.nlit)
	}
	n := &node{lit: lit, name: name}
	g.lits[lit] = n
	return n
}

// call adds the edge of a call that resolves to one target, or one edge
// per implementation of the module's interface a call through it may
// run (a server's storage behind an interface of its own, with two
// backends: what either does, the call may do).
func (g *graph) call(n *node, call *ast.CallExpr) {
	t, ok := g.callee(call)
	if ok {
		g.edge(n, call, t)
		return
	}
	for _, impl := range g.implementations(call) {
		g.edge(n, call, target{fn: impl.Origin()})
	}
}

// implementations are the methods a call through an interface method
// may run (implementations.Finder.Of): none for any other call.
func (g *graph) implementations(call *ast.CallExpr) []*types.Func {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	s, ok := g.info.Selections[sel]
	if !ok || s.Kind() != types.MethodVal {
		return nil
	}
	m, ok := s.Obj().(*types.Func)
	if !ok || !isInterfaceMethod(m) {
		return nil
	}
	return g.impls.Of(m)
}

// edge adds the edge of call to its target t.
func (g *graph) edge(n *node, call *ast.CallExpr, t target) {
	pos := calleePos(call)
	e := &edge{from: n, step: g.step(pos)}
	switch {
	case t.lit != nil:
		e.lit = t.lit
		e.step.Pkg, e.step.Qual = g.pass.Pkg.Path(), g.pass.Pkg.Name()
	case t.fn.Pkg() == nil:
		return
	case t.fn.Pkg() == g.pass.Pkg:
		e.fn = t.fn
		e.step.Pkg, e.step.Qual, e.step.Name = g.pass.Pkg.Path(), g.pass.Pkg.Name(), funcName(t.fn)
	default:
		fn := t.fn
		e.step.Pkg, e.step.Qual, e.step.Name = fn.Pkg().Path(), fn.Pkg().Name(), funcName(fn)
		if s, ok := sinks().of(fn); ok {
			if s.own != nil && s.own(g, call) {
				return // the tool's own scratch
			}
			e.sink = s.kinds
			if s.when != nil {
				e.sink, e.step.Reaches = s.when(sinkCall{info: g.info, call: call, fn: fn, g: g}, s.kinds)
			}
			if e.sink == 0 {
				return
			}
			break
		}
		if e.fact = g.importFact(fn); e.fact == nil {
			return
		}
	}
	n.out = append(n.out, e)
}

// calleePos is where a call's callee is named: the method or function
// name, or the call's parenthesis for a func literal called in place.
func calleePos(call *ast.CallExpr) token.Pos {
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.SelectorExpr:
		return f.Sel.Pos()
	case *ast.FuncLit:
		return call.Lparen
	}
	return call.Fun.Pos()
}

func (g *graph) step(pos token.Pos) Step {
	p := g.pass.Fset.Position(pos)
	return Step{File: p.Filename, Line: p.Line, Col: p.Column, pos: pos}
}

func (g *graph) importFact(fn *types.Func) *Fact {
	if f, ok := g.imported[fn]; ok || g.done {
		return f
	}
	f := new(Fact)
	if !g.pass.ImportObjectFact(fn, f) {
		f = nil
	}
	g.imported[fn] = f
	return f
}

// target is what a call or a func value resolves to: a function (of any
// package) or a func literal of this package.
type target struct {
	fn   *types.Func
	lit  *ast.FuncLit
	node *node // set by value for a target of this package
	// made: the literal fn, a factory of another package, returns.
	made bool
}

// step names a target Value found, at pos.
func (t target) step(g *graph, pos token.Pos) Step {
	s := g.step(pos)
	switch {
	case t.node != nil:
		s.Pkg, s.Qual, s.Name = g.pass.Pkg.Path(), g.pass.Pkg.Name(), t.node.name
	case t.fn != nil && t.fn.Pkg() != nil:
		s.Pkg, s.Qual, s.Name = t.fn.Pkg().Path(), t.fn.Pkg().Name(), funcName(t.fn)
	}
	return s
}

// callee resolves a call to its one target: the static callee, else the
// func value called (a func literal in place, a local variable).
func (g *graph) callee(call *ast.CallExpr) (target, bool) {
	if fn := typeutil.StaticCallee(g.info, call); fn != nil {
		return target{fn: fn.Origin()}, true
	}
	return g.value(call.Fun, 0)
}

// value resolves an expression of func type to the one function it
// names: a func, a method value or method expression of a concrete type,
// a func literal, or a local variable given one of those once. An
// interface method, a struct field, a parameter, a package-level
// variable or anything computed names none.
func (g *graph) value(e ast.Expr, depth int) (target, bool) {
	var t target
	switch x := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		t.lit = x
	case *ast.CallExpr:
		// A handler factory of the package: makeHandler(s), a function
		// whose one return gives one func literal.
		// One of another package: the literal its Fact describes.
		if lit := g.made(x); lit != nil {
			t.lit = lit
		} else if fn := typeutil.StaticCallee(g.info, x); fn != nil && fn.Pkg() != nil && fn.Pkg() != g.pass.Pkg {
			if f := g.importFact(fn.Origin()); f == nil || len(f.Made) == 0 {
				return t, false
			}
			t.fn, t.made = fn.Origin(), true
		} else {
			return t, false
		}
	case *ast.IndexExpr: // an instantiation: F[int]
		return g.generic(x.X, depth)
	case *ast.IndexListExpr:
		return g.generic(x.X, depth)
	case *ast.Ident:
		switch o := g.info.Uses[x].(type) {
		case *types.Func:
			t.fn = o.Origin()
		case *types.Var:
			if _, ok := o.Type().Underlying().(*types.Signature); !ok {
				return t, false
			}
			value, result, ok := g.one(o)
			if !ok || result >= 0 || depth >= 4 {
				return t, false
			}
			return g.value(value, depth+1)
		default:
			return t, false
		}
	case *ast.SelectorExpr:
		if sel, ok := g.info.Selections[x]; ok {
			fn, isFunc := sel.Obj().(*types.Func)
			if !isFunc || sel.Kind() == types.FieldVal || isInterfaceMethod(fn) {
				return t, false
			}
			t.fn = fn.Origin()
		} else if fn, ok := g.info.Uses[x.Sel].(*types.Func); ok {
			t.fn = fn.Origin()
		} else {
			return t, false
		}
	default:
		return t, false
	}
	if t.lit != nil {
		t.node = g.lits[t.lit]
	} else if t.fn.Pkg() == g.pass.Pkg {
		t.node = g.funcs[t.fn]
	} else if t.fn.Pkg() != nil {
		g.importFact(t.fn)
	}
	return t, true
}

// generic resolves the function of an instantiation, and nothing else
// (an index into a slice or map of funcs names none).
func (g *graph) generic(x ast.Expr, depth int) (target, bool) {
	var id *ast.Ident
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	}
	if id == nil {
		return target{}, false
	}
	if _, ok := g.info.Uses[id].(*types.Func); !ok {
		return target{}, false
	}
	return g.value(x, depth)
}

func isInterfaceMethod(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Recv() != nil && types.IsInterface(sig.Recv().Type())
}

// one is the value a local variable is given, when it is given exactly
// one (result is the result of value, a call with several, it takes; -1
// for value's own). A parameter, a range variable, or a variable whose
// address is taken is given values no one can see here: it is never
// followed; neither is a package-level variable, which any function may
// change.
func (g *graph) one(v *types.Var) (value ast.Expr, result int, ok bool) {
	if v.IsField() || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
		return nil, -1, false
	}
	n := 0
	for _, a := range g.x.Assigns(v) {
		switch {
		case a.Field, a.Kind == astflow.Zero:
		case a.Kind == astflow.Given:
			n++
			value, result = a.Value, a.Result
		default:
			n += 2 // more than one value, of which some unseen
		}
	}
	return value, result, n == 1 && value != nil
}

// funcName names a function within its package: F, T.M, (*T).M.
func funcName(fn *types.Func) string {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return fn.Name()
	}
	t := sig.Recv().Type()
	ptr := false
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t, ptr = p.Elem(), true
	}
	name := "?"
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		name = t.Obj().Name()
	case *types.Interface:
		name = "interface"
	}
	if ptr {
		return "(*" + name + ")." + fn.Name()
	}
	return name + "." + fn.Name()
}

// propagate finds, for each node and kind, the shortest path to the kind:
// a breadth-first search backwards from the calls that reach it directly
// (a sink, or a function of another package whose fact has it), in
// source order so that ties always break the same way.
func (g *graph) propagate() {
	for _, k := range Kinds {
		var queue [maxSteps + 1][]*node
		reach := func(n *node, h hop) {
			if h.n > maxSteps || n.best[k].n != 0 && n.best[k].n <= h.n {
				return
			}
			n.best[k] = h
			queue[h.n] = append(queue[h.n], n)
		}
		for _, n := range g.nodes {
			for _, e := range n.out {
				switch {
				case e.sink.has(k):
					reach(n, hop{n: 1, via: e})
				case e.fact != nil:
					for _, fe := range e.fact.Effects {
						if fe.Kind == k {
							reach(n, hop{n: 1 + len(fe.Path), via: e, tail: fe.Path})
						}
					}
				}
			}
		}
		for d := 1; d <= maxSteps; d++ {
			for i := 0; i < len(queue[d]); i++ {
				n := queue[d][i]
				if n.best[k].n != d {
					continue // reached by a shorter path since
				}
				for _, e := range n.in {
					reach(e.from, hop{n: d + 1, via: e})
				}
			}
		}
	}
}

// through is, for each call n makes (in source order) that reaches kind
// k, the shortest path from that call.
func (g *graph) through(n *node, k Kind) []Effect {
	var out []Effect
	for _, e := range n.out {
		path := []Step{e.step}
		switch {
		case e.sink.has(k):
		case e.to != nil && e.to.best[k].n != 0:
			path = appendPath(path, e.to, k)
		case e.fact != nil && slices.ContainsFunc(e.fact.Effects, func(fe Effect) bool { return fe.Kind == k }):
			i := slices.IndexFunc(e.fact.Effects, func(fe Effect) bool { return fe.Kind == k })
			path = append(path, e.fact.Effects[i].Path...)
		default:
			continue
		}
		out = append(out, Effect{Kind: k, Path: path})
	}
	return out
}

// appendPath appends to path the shortest path from n to kind k, which n
// reaches.
func appendPath(path []Step, n *node, k Kind) []Step {
	for cur := n; ; {
		h := cur.best[k]
		path = append(path, h.via.step)
		if h.via.to == nil {
			return append(path, h.tail...)
		}
		cur = h.via.to
	}
}

// effects returns the effects a node reaches, each with its path.
func (g *graph) effects(n *node) []Effect {
	g.cacheMu.Lock()
	defer g.cacheMu.Unlock()
	if effs, ok := g.cache[n]; ok {
		return effs
	}
	var effs []Effect
	for _, k := range Kinds {
		if n.best[k].n == 0 {
			continue
		}
		effs = append(effs, Effect{Kind: k, Path: appendPath(make([]Step, 0, n.best[k].n), n, k)})
	}
	g.cache[n] = effs
	return effs
}

// withoutPos is effs with the steps' positions cleared: a position is in
// this package's files, which an importer does not have, and the encoding
// does not carry it; an importer reads File, Line and Col in both drivers,
// in one process or in many.
func withoutPos(effs []Effect) []Effect {
	if len(effs) == 0 {
		return nil
	}
	out := make([]Effect, len(effs))
	for i, e := range effs {
		out[i] = Effect{Kind: e.Kind, Path: make([]Step, len(e.Path))}
		for j, s := range e.Path {
			s.pos = token.NoPos
			out[i].Path[j] = s
		}
	}
	return out
}

// export exports the fact of each exported function that reaches an
// effect: the others cannot be called from another package, nor can any
// function of a main package.
func (g *graph) export() {
	if g.pass.Pkg.Name() == "main" {
		return
	}
	for _, n := range g.nodes {
		if n.fn == nil || !n.fn.Exported() {
			continue
		}
		f := &Fact{Effects: withoutPos(g.effects(n))}
		if lit := g.factoryLit(n.fn); lit != nil && g.lits[lit] != nil {
			f.Made = withoutPos(g.effects(g.lits[lit]))
		}
		f.ReturnsStdout = g.returnsStdout(n.fn, 0)
		if len(f.Effects) > 0 || len(f.Made) > 0 || f.ReturnsStdout {
			g.pass.ExportObjectFact(n.fn, f)
		}
	}
}

// made is the func literal a call of a function of the package returns
// when the function has one return statement and it returns that literal
// (a handler factory); nil otherwise.
func (g *graph) made(call *ast.CallExpr) *ast.FuncLit {
	fn := typeutil.StaticCallee(g.info, call)
	if fn == nil || fn.Pkg() != g.pass.Pkg {
		return nil
	}
	return g.factoryLit(fn)
}

// factoryLit is the func literal fn, a function of the package, returns
// when it has one return statement and it returns that literal; nil
// otherwise.
func (g *graph) factoryLit(fn *types.Func) *ast.FuncLit {
	f := g.x.Decl(fn)
	if f == nil || len(f.Returns()) != 1 || len(f.Returns()[0].Results) != 1 {
		return nil
	}
	lit, _ := ast.Unparen(f.Returns()[0].Results[0]).(*ast.FuncLit)
	return lit
}
