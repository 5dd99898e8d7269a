// Package astflow is the syntax index and control flow of a package, the
// substrate the passes that follow values stand on: its functions and
// func literals with the calls, literals and returns written in each,
// the calls of each function, the places each variable is given a value,
// the function and the loop around a position, and each function's
// control-flow graph (go/cfg) with a table of calls that never return,
// which answers whether two places can both run in one execution.
//
// Data flow across functions and packages is analyzers/facts/valueflow's (on
// SSA); astflow is what the syntax alone says, found in one walk of the
// package's files, made on the first question a pass asks (a package no
// pass asks about costs nothing), for every pass of the package alike.
// What only some passes ask (composite literals, constants' values, the
// uses of an object, the parent of a node) is made on its own first
// question, so the packages nobody asks it about do not pay for it.
// It runs despite type errors: what does not type-check is simply not
// indexed (an unresolved call has no callee, an undefined variable no
// assignment).
package astflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
)

var Analyzer = &analysis.Analyzer{
	Name: "astflow",
	Doc: `index a package's syntax and control flow for the passes that follow values

astflow reports nothing. Its result answers, for the package analyzed:
which functions and func literals it has, and the calls, literals and
returns written in each; the calls of each function; where each variable
is given a value; the function and the loop around a position; and, from
each function's control-flow graph (go/cfg) with a table of calls that
never return, whether two places can both run in one execution. The index
is made on the first question asked, in one walk of the files.`,
	URL:              "https://github.com/mcpvet/mcpvet/blob/main/analyzers/substrate/astflow/astflow.go",
	Run:              passutil.Guard("astflow", run),
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Index](),
}

func run(pass *analysis.Pass) (any, error) {
	return &Index{fset: pass.Fset, files: pass.Files, info: pass.TypesInfo, pkg: pass.Pkg}, nil
}

// Index is the syntax index and control flow of one package. Its methods
// are safe on a nil *Index (they find nothing) and never panic on
// ill-typed code. They are safe for concurrent use: a driver may run the
// analyzers of one package that require it at once (mcpfacts, effects,
// OMCG0007), and the first question of each may come at the same time.
// The index is made once (sync.Once) and only read after; the graphs,
// made on demand, are made under a lock.
type Index struct {
	fset  *token.FileSet
	files []*ast.File
	info  *types.Info
	pkg   *types.Package

	once    sync.Once // builds the index below
	funcs   []*Func   // pre-order: a function before the literals in it
	decls   map[*types.Func]*Func
	lits    map[*ast.FuncLit]*Func
	topLits []*ast.FuncLit // literals outside every function
	assigns map[*types.Var][]Assign
	sets    map[*types.Var][]Assign // m[k] = x, by map variable
	fields  map[*types.Var][]Assign // x.f = v and T{f: v}, by field
	loops   []ast.Stmt              // every for and range statement
	// composites are every composite literal, with its function; consts
	// every const declaration (at package level and in functions); made
	// on their first question (more).
	moreOnce   sync.Once
	composites []Composite
	consts     []*ast.GenDecl
	// calls are every call of the package with the function it is
	// written in (nil at package level); callees indexes them by callee
	// on first use.
	calls       []callIn
	calleesOnce sync.Once
	callees     map[*types.Func][]Call
	// uses are the identifiers that use each object: the checker's Uses
	// inverted, on first use.
	usesOnce sync.Once
	uses     map[types.Object][]*ast.Ident
	// tops are the package's top-level declarations in position order,
	// each with the parents of its nodes made on the first question
	// about one of them (Parent).
	topsOnce sync.Once
	tops     []*topDecl
	// flowMu guards the control-flow graphs, made on first use: a
	// graph's making asks for the graphs of the functions it calls.
	flowMu sync.Mutex

	// inner are the writes into what a variable holds that are not
	// among its Assigns: an element set (v[k] = x, v.f[k] = x, v[k]++)
	// and the address of a part of it taken (&v.f, &v[k]).
	inner map[*types.Var][]Change
	// changesOnce adds, on the first Changes question, the calls each
	// variable is handed to (as an argument or a method's receiver).
	changesOnce sync.Once
	changes     map[*types.Var][]Change
}

type callIn struct {
	call *ast.CallExpr
	in   *Func
}

// Func is a function declared with a body, or a func literal.
type Func struct {
	x       *Index
	decl    *ast.FuncDecl
	lit     *ast.FuncLit
	obj     *types.Func
	parent  *Func
	calls   []*ast.CallExpr
	lits    []*ast.FuncLit
	returns []*ast.ReturnStmt
	defers  []*ast.DeferStmt
	flow    *flow // built on first use
}

// Decl is the declaration, nil for a func literal.
func (f *Func) Decl() *ast.FuncDecl { return f.decl }

// Lit is the func literal, nil for a declared function.
func (f *Func) Lit() *ast.FuncLit { return f.lit }

// Obj is the declared function (nil for a literal, and for a
// declaration that does not type-check).
func (f *Func) Obj() *types.Func { return f.obj }

// Parent is the function a literal is written in; nil for a declared
// function and a literal outside every function.
func (f *Func) Parent() *Func { return f.parent }

// Calls are the calls written in the function's body, not in the func
// literals inside it, in source order (a call before the calls in its
// arguments).
func (f *Func) Calls() []*ast.CallExpr { return f.calls }

// Lits are the func literals written in the function's body, not in the
// literals inside them, in source order.
func (f *Func) Lits() []*ast.FuncLit { return f.lits }

// Returns are the function's return statements, not its literals'.
func (f *Func) Returns() []*ast.ReturnStmt { return f.returns }

// Defers are the function's defer statements, not its literals', in
// source order.
func (f *Func) Defers() []*ast.DeferStmt { return f.defers }

// Node is the *ast.FuncDecl or the *ast.FuncLit.
func (f *Func) Node() ast.Node {
	if f.decl != nil {
		return f.decl
	}
	return f.lit
}

// Type is the function's written type: its parameters and results.
func (f *Func) Type() *ast.FuncType {
	if f.decl != nil {
		return f.decl.Type
	}
	return f.lit.Type
}

// ResultOf is the function or func literal whose named results field
// declares; nil when field declares something else (a parameter, a
// struct's field).
func (x *Index) ResultOf(field *ast.Field) *Func {
	list, ok := x.Parent(field).(*ast.FieldList)
	if !ok {
		return nil
	}
	ft, ok := x.Parent(list).(*ast.FuncType)
	if !ok || ft.Results != list {
		return nil
	}
	switch n := x.Parent(ft).(type) {
	case *ast.FuncDecl:
		fn, _ := x.info.Defs[n.Name].(*types.Func)
		return x.Decl(fn)
	case *ast.FuncLit:
		return x.Lit(n)
	}
	return nil
}

func (f *Func) body() *ast.BlockStmt {
	if f.decl != nil {
		return f.decl.Body
	}
	return f.lit.Body
}

// Funcs are the package's functions with a body and its func literals
// inside them, in source order, a function before the literals in it.
func (x *Index) Funcs() []*Func {
	if !x.build() {
		return nil
	}
	return x.funcs
}

// Decl is the declared function fn of this package, nil when it has no
// body here.
func (x *Index) Decl(fn *types.Func) *Func {
	if !x.build() {
		return nil
	}
	if fn == nil {
		return nil
	}
	return x.decls[fn.Origin()]
}

// Lit is the func literal's Func, nil for a literal outside every
// function.
func (x *Index) Lit(lit *ast.FuncLit) *Func {
	if !x.build() {
		return nil
	}
	return x.lits[lit]
}

// TopLits are the func literals outside every function (in package-level
// initializers), in source order, not the literals inside them.
func (x *Index) TopLits() []*ast.FuncLit {
	if !x.build() {
		return nil
	}
	return x.topLits
}

// Enclosing is the innermost function or func literal whose body holds
// pos; nil at package level.
func (x *Index) Enclosing(pos token.Pos) *Func {
	if !x.build() {
		return nil
	}
	var best *Func
	for _, f := range x.funcs {
		b := f.body()
		if b.Pos() <= pos && pos < b.End() && (best == nil || best.body().Pos() <= b.Pos()) {
			best = f
		}
	}
	return best
}

// Loop is the innermost for or range statement whose body holds pos
// (*ast.ForStmt or *ast.RangeStmt), nil when none does. A loop around a
// func literal holds the literal's body.
func (x *Index) Loop(pos token.Pos) ast.Stmt {
	if !x.build() {
		return nil
	}
	var best ast.Stmt
	for _, l := range x.loops {
		b := loopBody(l)
		if b.Pos() <= pos && pos < b.End() && (best == nil || loopBody(best).Pos() <= b.Pos()) {
			best = l
		}
	}
	return best
}

// loopBody is the body of a for or range statement; nil for any other
// statement.
func loopBody(s ast.Stmt) *ast.BlockStmt {
	switch s := s.(type) {
	case *ast.ForStmt:
		return s.Body
	case *ast.RangeStmt:
		return s.Body
	}
	return nil
}

// Call is one call of a function, with the function it is written in
// (nil at package level).
type Call struct {
	Expr *ast.CallExpr
	In   *Func
}

// CallsTo are the calls whose callee is fn, a function or a concrete
// method (typeutil.Callee: an instantiation counts as its generic
// function), in source order.
func (x *Index) CallsTo(fn *types.Func) []Call {
	if !x.build() {
		return nil
	}
	if fn == nil {
		return nil
	}
	x.calleesOnce.Do(func() {
		x.callees = map[*types.Func][]Call{}
		for _, c := range x.calls {
			if callee, ok := typeutil.Callee(x.info, c.call).(*types.Func); ok {
				callee = callee.Origin()
				x.callees[callee] = append(x.callees[callee], Call{c.call, c.in})
			}
		}
	})
	return x.callees[fn.Origin()]
}

// AssignKind says how a variable is given a value.
type AssignKind uint8

const (
	// Given: v = x, v := x, var v = x, or one result of a call with
	// several (Value and Result say which).
	Given AssignKind = iota
	// Zero: var v T, with no value.
	Zero
	// Updated: an operation on the old value (v += x, v++), or a
	// statement with no value per variable (v, w = f, g with f a tuple
	// mismatch that does not type-check).
	Updated
	// Unseen: values given where the code cannot see them: a parameter
	// or a named result, a range variable, a variable whose address is
	// taken (&v).
	Unseen
)

// Assign is one place a variable, or a field selected from it, is given
// a value.
type Assign struct {
	Kind AssignKind
	// Field is set when a field selected from the variable, or what it
	// points to, is written (v.f = x, v.a.b = x, *v = x), not the
	// variable itself.
	Field bool
	// Node is the *ast.AssignStmt, *ast.ValueSpec, *ast.IncDecStmt,
	// *ast.RangeStmt, *ast.UnaryExpr (&v) or *ast.Field (a parameter).
	Node ast.Node
	// Value is what the variable is given (Given only).
	Value ast.Expr
	// Result is the result of Value, a call with several, that the
	// variable takes (x, err := f()); -1 when Value is the variable's own.
	Result int
	// Key is the key a map element is set at (MapSets only).
	Key ast.Expr
}

// Assigns are the places v, or a field selected from it, is given a
// value in this package, in source order.
func (x *Index) Assigns(v *types.Var) []Assign {
	if !x.build() {
		return nil
	}
	if v == nil {
		return nil
	}
	return x.assigns[v]
}

// FieldAssigns are the places the struct field f is given a value in
// this package, in source order, whatever variable holds the struct:
// x.f = v, p.f = v and a keyed literal T{f: v} are Given; x.f += v and
// x.f++ are Updated; a literal that sets fields by position, and &x.f,
// are Unseen. A literal that leaves f out gives it nothing. The values of
// every instance of a generic type are its generic field's. Importers of
// an exported field's type can give it values this package does not see.
func (x *Index) FieldAssigns(f *types.Var) []Assign {
	if !x.build() || f == nil || !f.IsField() {
		return nil
	}
	return x.fields[f.Origin()]
}

// MapSets are the places an element of the map variable m is set (m[k]
// = x, with one value per element set), or of the map field m (s.m[k] =
// x, in any struct value), in source order: Kind Given,
// Node the *ast.AssignStmt, Key k and Value x. They are not among m's
// Assigns, which are the writes of m itself and its fields.
func (x *Index) MapSets(m *types.Var) []Assign {
	if !x.build() {
		return nil
	}
	if m == nil {
		return nil
	}
	return x.sets[m]
}

// Calls are every call of the package, with the function it is written
// in (nil at package level), in source order.
func (x *Index) Calls() []Call {
	if !x.build() {
		return nil
	}
	out := make([]Call, len(x.calls))
	for i, c := range x.calls {
		out[i] = Call{c.call, c.in}
	}
	return out
}

// build walks the files once and makes the index; false for a nil
// *Index. The analyzers that share an Index run at the same time (the
// checker runs a package's actions in parallel), so the walk is done
// once, under x.once, and the index is read-only after it.
func (x *Index) build() bool {
	if x == nil {
		return false
	}
	x.once.Do(x.index)
	return true
}

// index walks the files and makes the index (see build).
func (x *Index) index() {
	x.decls = map[*types.Func]*Func{}
	x.lits = map[*ast.FuncLit]*Func{}
	x.assigns = map[*types.Var][]Assign{}
	x.sets = map[*types.Var][]Assign{}
	x.fields = map[*types.Var][]Assign{}
	x.inner = map[*types.Var][]Change{}
	enter := func(n ast.Node, parent *Func) *Func {
		switch n := n.(type) {
		case *ast.FuncDecl:
			if n.Body == nil {
				return nil
			}
			fn, _ := x.info.Defs[n.Name].(*types.Func)
			f := &Func{x: x, decl: n, obj: fn}
			x.funcs = append(x.funcs, f)
			if fn != nil {
				x.decls[fn] = f
			}
			return f
		case *ast.FuncLit:
			if parent == nil {
				x.topLits = append(x.topLits, n)
			} else {
				parent.lits = append(parent.lits, n)
			}
			f := &Func{x: x, lit: n, parent: parent}
			x.funcs = append(x.funcs, f)
			x.lits[n] = f
			return f
		}
		return nil
	}
	x.walk(enter, func(n ast.Node, cur *Func) {
		switch n := n.(type) {
		case *ast.CallExpr:
			x.calls = append(x.calls, callIn{n, cur})
			if cur != nil {
				cur.calls = append(cur.calls, n)
			}
		case *ast.ReturnStmt:
			if cur != nil {
				cur.returns = append(cur.returns, n)
			}
		case *ast.DeferStmt:
			if cur != nil {
				cur.defers = append(cur.defers, n)
			}
		case *ast.ForStmt, *ast.RangeStmt:
			x.loops = append(x.loops, n.(ast.Stmt))
			if r, ok := n.(*ast.RangeStmt); ok {
				x.unseen(r.Key, r)
				x.unseen(r.Value, r)
			}
		case *ast.FuncType:
			for _, fl := range []*ast.FieldList{n.Params, n.Results} {
				if fl == nil {
					continue
				}
				for _, field := range fl.List {
					for _, id := range field.Names {
						x.unseen(id, field)
					}
				}
			}
		case *ast.AssignStmt:
			x.assignStmt(n)
		case *ast.IncDecStmt:
			if v, field := x.root(n.X); v != nil {
				x.add(v, Assign{Kind: Updated, Field: field, Node: n, Result: -1})
			}
			x.innerWrite(n.X, n, ElemSet)
			if f := x.fieldOf(n.X); f != nil {
				x.fields[f] = append(x.fields[f], Assign{Kind: Updated, Node: n, Result: -1})
			}
		case *ast.CompositeLit:
			x.literal(n)
		case *ast.ValueSpec:
			for i, id := range n.Names {
				a := Assign{Kind: Updated, Node: n, Result: -1}
				switch {
				case len(n.Values) == 0:
					a.Kind = Zero
				case len(n.Values) == len(n.Names):
					a.Kind, a.Value = Given, n.Values[i]
				case len(n.Values) == 1:
					a.Kind, a.Value, a.Result = Given, n.Values[0], i
				}
				if v := x.varOf(id); v != nil {
					x.add(v, a)
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				x.unseen(n.X, n)
				if x.varOf(n.X) == nil {
					x.innerWrite(n.X, n, AddrTaken)
				}
				if f := x.fieldOf(n.X); f != nil {
					x.fields[f] = append(x.fields[f], Assign{Kind: Unseen, Node: n, Result: -1})
				}
			}
		}
	})
}

// walk walks the files in order, keeping the function open at each node:
// enter is called first at each function declaration and func literal and
// returns the Func it opens (nil for a declaration without a body); visit
// is then called at every node with the innermost Func open (nil at package
// level; the node's own, for a function).
func (x *Index) walk(enter func(n ast.Node, parent *Func) *Func, visit func(n ast.Node, cur *Func)) {
	var stack []ast.Node // every node open in the walk
	var fstack []*Func   // the functions open in the walk
	cur := func() *Func {
		if len(fstack) == 0 {
			return nil
		}
		return fstack[len(fstack)-1]
	}
	for _, file := range x.files {
		ast.Inspect(file, func(n ast.Node) bool {
			if n == nil {
				top := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if f := cur(); f != nil && f.Node() == top {
					fstack = fstack[:len(fstack)-1]
				}
				return true
			}
			stack = append(stack, n)
			switch n.(type) {
			case *ast.FuncDecl, *ast.FuncLit:
				if f := enter(n, cur()); f != nil {
					fstack = append(fstack, f)
				}
			}
			visit(n, cur())
			return true
		})
	}
}

// more makes the parts of the index that only the registration
// interpreter asks for (composite literals, const declarations), in a
// walk of their own on the first question: effects asks about every
// package, and what it never reads would cost each of them in the
// index's first walk. False for a nil *Index.
func (x *Index) more() bool {
	if !x.build() {
		return false
	}
	x.moreOnce.Do(func() {
		next := 0 // the walk meets the functions in the order of x.funcs
		enter := func(n ast.Node, _ *Func) *Func {
			if d, ok := n.(*ast.FuncDecl); ok && d.Body == nil {
				return nil
			}
			if next < len(x.funcs) && x.funcs[next].Node() == n {
				next++
				return x.funcs[next-1]
			}
			return nil
		}
		x.walk(enter, func(n ast.Node, cur *Func) {
			switch n := n.(type) {
			case *ast.CompositeLit:
				x.composites = append(x.composites, Composite{n, cur})
			case *ast.GenDecl:
				if n.Tok == token.CONST {
					x.consts = append(x.consts, n)
				}
			}
		})
	})
	return true
}

func (x *Index) assignStmt(n *ast.AssignStmt) {
	for i, lhs := range n.Lhs {
		x.innerWrite(lhs, n, ElemSet)
		if ix, ok := ast.Unparen(lhs).(*ast.IndexExpr); ok && n.Tok == token.ASSIGN && len(n.Rhs) == len(n.Lhs) {
			if m := x.mapOf(ix.X); m != nil {
				if _, isMap := m.Type().Underlying().(*types.Map); isMap {
					x.sets[m] = append(x.sets[m], Assign{Kind: Given, Node: n, Value: n.Rhs[i], Result: -1, Key: ix.Index})
				}
			}
		}
		a := Assign{Kind: Updated, Node: n, Result: -1}
		if n.Tok == token.ASSIGN || n.Tok == token.DEFINE {
			switch {
			case len(n.Lhs) == len(n.Rhs):
				a.Kind, a.Value = Given, n.Rhs[i]
			case len(n.Rhs) == 1:
				a.Kind, a.Value, a.Result = Given, n.Rhs[0], i
			}
		}
		if f := x.fieldOf(lhs); f != nil {
			x.fields[f] = append(x.fields[f], a)
		}
		v, field := x.root(lhs)
		if v == nil {
			continue
		}
		a.Field = field
		x.add(v, a)
	}
}

// literal records the fields a struct literal gives values: by key, or
// unseen when it sets them by position.
func (x *Index) literal(n *ast.CompositeLit) {
	tv, ok := x.info.Types[n]
	if !ok {
		return
	}
	t := tv.Type.Underlying()
	if p, isPtr := t.(*types.Pointer); isPtr { // &T{...} elided in a []*T literal
		t = p.Elem().Underlying()
	}
	st, ok := t.(*types.Struct)
	if !ok {
		return
	}
	for i, el := range n.Elts {
		kv, keyed := el.(*ast.KeyValueExpr)
		if !keyed {
			if i < st.NumFields() {
				f := st.Field(i).Origin()
				x.fields[f] = append(x.fields[f], Assign{Kind: Unseen, Node: n, Result: -1})
			}
			continue
		}
		key, _ := kv.Key.(*ast.Ident)
		if key == nil {
			continue
		}
		if f, ok := x.info.Uses[key].(*types.Var); ok && f.IsField() {
			f = f.Origin()
			x.fields[f] = append(x.fields[f], Assign{Kind: Given, Node: kv, Value: kv.Value, Result: -1})
		}
	}
}

// fieldOf is the field a selector expression (in parentheses or not)
// selects, or nil: the generic field for a field of an instantiated type,
// so that the values every instance is given are one field's.
func (x *Index) fieldOf(e ast.Expr) *types.Var {
	s, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	if sel, ok := x.info.Selections[s]; ok && sel.Kind() == types.FieldVal {
		if f, ok := sel.Obj().(*types.Var); ok {
			return f.Origin()
		}
	}
	return nil
}

func (x *Index) add(v *types.Var, a Assign) {
	x.assigns[v] = append(x.assigns[v], a)
}

// unseen records that e, a variable, is given values the code does not
// show.
func (x *Index) unseen(e ast.Expr, at ast.Node) {
	if v := x.varOf(e); v != nil {
		x.add(v, Assign{Kind: Unseen, Node: at, Result: -1})
	}
}

// varOf is the variable an identifier (in parentheses or not) declares
// or uses.
// mapOf is the variable, or the struct field, whose map e is: m, or
// s.m (one field for every struct value: the elements set in any of
// them).
func (x *Index) mapOf(e ast.Expr) *types.Var {
	if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok {
		if s, ok := x.info.Selections[sel]; ok && s.Kind() == types.FieldVal {
			if f, ok := s.Obj().(*types.Var); ok {
				return f.Origin()
			}
		}
		return nil
	}
	return x.varOf(e)
}

func (x *Index) varOf(e ast.Expr) *types.Var {
	if e == nil {
		return nil
	}
	return passutil.VarOf(x.info, e)
}

// root is the variable an assignment's left side writes: the variable
// itself, or (field set) a field selected from it or what it points to.
func (x *Index) root(e ast.Expr) (*types.Var, bool) {
	field := false
	for {
		e = ast.Unparen(e)
		switch s := e.(type) {
		case *ast.SelectorExpr:
			sel, ok := x.info.Selections[s]
			if !ok || sel.Kind() != types.FieldVal {
				return nil, false
			}
			e, field = s.X, true
			continue
		case *ast.StarExpr:
			e, field = s.X, true
			continue
		}
		break
	}
	return x.varOf(e), field
}

// Of is the index of the pass's package, for an analyzer that requires
// Analyzer; nil (whose methods find nothing) for one that does not.
func Of(pass *analysis.Pass) *Index {
	x, _ := pass.ResultOf[Analyzer].(*Index)
	return x
}
