package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
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
	// assigns counts the values given to each local variable; one with
	// one value is followed (a func variable called, a path or a file
	// given to a sink). Built on first use.
	assigns map[*types.Var]*assign
	// decls are the package's function declarations, for the results
	// of a function of the package (the scratch paths it returns).
	decls map[*types.Func]*ast.FuncDecl
	cache map[*node][]Effect
	// done is set when the pass is over: facts can no longer be imported.
	done bool
}

type assign struct {
	n     int
	value ast.Expr
	// index is the result of value the variable takes when value is a
	// call with several (tmp, err := os.MkdirTemp(...)); -1 otherwise.
	index int
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

func newGraph(pass *analysis.Pass) *graph {
	return &graph{
		pass:     pass,
		info:     pass.TypesInfo,
		funcs:    map[*types.Func]*node{},
		lits:     map[*ast.FuncLit]*node{},
		imported: map[*types.Func]*Fact{},
		cache:    map[*node][]Effect{},
		decls:    map[*types.Func]*ast.FuncDecl{},
	}
}

// build indexes the assignments, then makes the nodes and their edges.
func (g *graph) build() {
	// The facts of every function of another package the package refers
	// to, called or not: a handler passed by name is looked up after the
	// pass, when facts can no longer be imported.
	for _, obj := range g.info.Uses {
		if fn, ok := obj.(*types.Func); ok && fn.Pkg() != nil && fn.Pkg() != g.pass.Pkg && !sinkPackages[fn.Pkg().Path()] {
			g.importFact(fn.Origin())
		}
	}
	glob := &node{name: "glob."}
	for _, file := range g.pass.Files {
		for _, decl := range file.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				fn, _ := g.info.Defs[d.Name].(*types.Func)
				if fn == nil || d.Body == nil {
					continue
				}
				n := &node{fn: fn, name: funcName(fn)}
				g.funcs[fn] = n
				g.decls[fn] = d
				g.nodes = append(g.nodes, n)
				g.scan(n, d.Body)
			case *ast.GenDecl:
				// Func literals of package-level initializers.
				ast.Inspect(d, func(x ast.Node) bool {
					if lit, ok := x.(*ast.FuncLit); ok {
						g.literal(glob, lit)
						return false
					}
					return true
				})
			}
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

// literal makes the node of a func literal inside parent, named as the
// compiler names it (F.func1, F.func1.1), and scans it.
func (g *graph) literal(parent *node, lit *ast.FuncLit) {
	parent.nlit++
	name := parent.name + ".func" + strconv.Itoa(parent.nlit)
	if parent.lit != nil {
		name = parent.name + "." + strconv.Itoa(parent.nlit)
	}
	n := &node{lit: lit, name: name}
	g.lits[lit] = n
	g.nodes = append(g.nodes, n)
	g.scan(n, lit.Body)
}

// scan records the calls of a body; a func literal in it is a node of
// its own, reached only when it is called.
func (g *graph) scan(n *node, body *ast.BlockStmt) {
	ast.Inspect(body, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.FuncLit:
			g.literal(n, x)
			return false
		case *ast.CallExpr:
			g.call(n, x)
		}
		return true
	})
}

// call adds the edge of a call that resolves to one target.
func (g *graph) call(n *node, call *ast.CallExpr) {
	t, ok := g.callee(call)
	if !ok {
		return
	}
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
		if sinkPackages[fn.Pkg().Path()] {
			if s, ok := sinks[fn.FullName()]; ok {
				if s.own != nil && s.own(g, call) {
					return // the tool's own scratch
				}
				e.sink = s.kinds
				if s.when != nil {
					e.sink, e.step.Reaches = s.when(sinkCall{info: g.info, call: call, fn: fn}, s.kinds)
				}
				if e.sink == 0 {
					return
				}
				break
			}
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
		if lit := g.made(x); lit != nil {
			t.lit = lit
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
			if g.assigns == nil {
				g.indexAssigns()
			}
			if _, ok := o.Type().Underlying().(*types.Signature); !ok {
				return t, false
			}
			a := g.assigns[o]
			if a == nil || a.n != 1 || a.value == nil || a.index >= 0 || depth >= 4 {
				return t, false
			}
			return g.value(a.value, depth+1)
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

// indexAssigns counts the values given to each local variable. A parameter, a range variable, or a variable whose address is
// taken is given values no one can see here: it is never followed.
func (g *graph) indexAssigns() {
	g.assigns = map[*types.Var]*assign{}
	local := func(e ast.Expr) *types.Var {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return nil
		}
		obj := g.info.Defs[id]
		if obj == nil {
			obj = g.info.Uses[id]
		}
		v, ok := obj.(*types.Var)
		if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
			return nil
		}
		return v
	}
	give := func(v *types.Var, value ast.Expr, n, index int) {
		if v == nil {
			return
		}
		a := g.assigns[v]
		if a == nil {
			a = &assign{}
			g.assigns[v] = a
		}
		a.n += n
		a.value, a.index = value, index
	}
	unknown := 2 // counts as more than one value
	fields := func(fl *ast.FieldList) {
		if fl == nil {
			return
		}
		for _, f := range fl.List {
			for _, id := range f.Names {
				give(local(id), nil, unknown, -1)
			}
		}
	}
	for _, file := range g.pass.Files {
		ast.Inspect(file, func(x ast.Node) bool {
			switch x := x.(type) {
			case *ast.FuncType:
				fields(x.Params)
				fields(x.Results)
			case *ast.AssignStmt:
				for i, lhs := range x.Lhs {
					v := local(lhs)
					switch {
					case v == nil:
					case (x.Tok == token.ASSIGN || x.Tok == token.DEFINE) && len(x.Lhs) == len(x.Rhs):
						give(v, x.Rhs[i], 1, -1)
					case (x.Tok == token.ASSIGN || x.Tok == token.DEFINE) && len(x.Rhs) == 1:
						give(v, x.Rhs[0], 1, i)
					default:
						give(v, nil, unknown, -1)
					}
				}
			case *ast.ValueSpec:
				for i, id := range x.Names {
					switch {
					case len(x.Values) == len(x.Names):
						give(local(id), x.Values[i], 1, -1)
					case len(x.Values) == 1:
						give(local(id), x.Values[0], 1, i)
					case len(x.Values) > 0:
						give(local(id), nil, unknown, -1)
					}
				}
			case *ast.RangeStmt:
				give(local(x.Key), nil, unknown, -1)
				give(local(x.Value), nil, unknown, -1)
			case *ast.UnaryExpr:
				if x.Op == token.AND {
					give(local(x.X), nil, unknown, -1)
				}
			}
			return true
		})
	}
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

// effects returns the effects a node reaches, each with its path.
func (g *graph) effects(n *node) []Effect {
	if effs, ok := g.cache[n]; ok {
		return effs
	}
	var effs []Effect
	for _, k := range Kinds {
		if n.best[k].n == 0 {
			continue
		}
		path := make([]Step, 0, n.best[k].n)
		for cur := n; ; {
			h := cur.best[k]
			path = append(path, h.via.step)
			if h.via.to == nil {
				path = append(path, h.tail...)
				break
			}
			cur = h.via.to
		}
		effs = append(effs, Effect{Kind: k, Path: path})
	}
	g.cache[n] = effs
	return effs
}

// withoutPos is effs with the steps' positions cleared: a position is in
// this package's files, which an importer does not have, and the encoding
// does not carry it; an importer reads File, Line and Col in both drivers,
// in one process or in many.
func withoutPos(effs []Effect) []Effect {
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
		if effs := g.effects(n); len(effs) > 0 {
			g.pass.ExportObjectFact(n.fn, &Fact{Effects: withoutPos(effs)})
		}
	}
}

// made is the func literal a call of a function of the package returns
// when the function has one return statement and it returns that literal
// (a handler factory); nil otherwise.
func (g *graph) made(call *ast.CallExpr) *ast.FuncLit {
	fn := typeutil.StaticCallee(g.info, call)
	if fn == nil {
		return nil
	}
	d := g.decls[fn.Origin()]
	if d == nil || d.Body == nil {
		return nil
	}
	var lit *ast.FuncLit
	returns := 0
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // its returns are its own
		case *ast.ReturnStmt:
			returns++
			if len(n.Results) == 1 {
				lit, _ = ast.Unparen(n.Results[0]).(*ast.FuncLit)
			}
		}
		return true
	})
	if returns != 1 {
		return nil
	}
	return lit
}
