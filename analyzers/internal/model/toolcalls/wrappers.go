package toolcalls

import (
	"cmp"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"github.com/mcpvet/mcpvet/analyzers/substrate/implementations"
)

// Wrappers, the way the printf checker learns printf wrappers: a function
// whose parameters reach what a registration registers (the tool, its
// name, title, description, annotations or schemas, or In and Out through
// its type parameters), directly, through a struct it returns, or through
// another wrapper, is summarized. Its summary says which parameter
// supplies what; at each call the tool is declared there, with the
// caller's arguments folded in, so every check applies at the user's
// literal. The summaries of exported functions cross packages as
// WrapperFacts.

// summary is what a function does with tools.
type summary struct {
	// regs are its registrations whose tool (or In and Out) depends on
	// its parameters.
	regs []*template
	// results holds, for each result that carries a tool, its value (nil
	// for the others).
	results []*val
	// handler is 1 + the index (receiver first) of the parameter that is
	// the handler of the tool its results carry (handlerparam.go); 0
	// when none is.
	handler int
}

// template is a registration inside a wrapper, in the wrapper's terms.
type template struct {
	style   mcptool.Style
	server  *val // vParam, or vServer
	tool    *val
	handler *val
	in, out tparam
}

// tparam is In or Out of a template: a type parameter of the wrapper
// (idx >= 0), or a type.
type tparam struct {
	t   types.Type
	idx int
}

// event is one registration call of this package (of the SDK, or of a
// wrapper with the calls it makes).
type event struct {
	style   mcptool.Style
	call    *ast.CallExpr
	via     *types.Func
	ctx     *fnCtx
	server  *val
	tool    *val
	handler *val
	in, out types.Type
	// paired: the tool and its handler are the two results of one call
	// (s.AddTool(s.toolX())).
	paired bool
	// handlerArg is mcp-go's s.AddTool(tool, h)'s h as written, which a
	// reader of the handler unwraps (a variable holding
	// NewTypedToolHandler(f)); nil for any other registration.
	handlerArg ast.Expr
}

// deps reports whether the event is part of its function's summary: the
// name of its tool, or In or Out, come from the function's parameters.
func (ev *event) deps(f *finder) bool {
	return f.nameDeps(ev.tool) || ev.ctx.typeParam(ev.in) >= 0 || ev.ctx.typeParam(ev.out) >= 0
}

// typeParam is the index of t among the function's type parameters, or -1.
func (ctx *fnCtx) typeParam(t types.Type) int {
	tp, ok := t.(*types.TypeParam)
	if !ok || ctx == nil {
		return -1
	}
	if i, ok := ctx.tparams[tp]; ok {
		return i
	}
	return -1
}

// newCtx describes a function declaration.
func (f *finder) newCtx(decl *ast.FuncDecl) *fnCtx {
	ctx := &fnCtx{decl: decl, params: map[*types.Var]int{}, tparams: map[*types.TypeParam]int{}, litParams: map[*types.Var]bool{}}
	if decl == nil {
		return ctx
	}
	ctx.fn, _ = f.pass.TypesInfo.Defs[decl.Name].(*types.Func)
	if ctx.fn == nil {
		return ctx
	}
	sig := ctx.fn.Type().(*types.Signature)
	i := 0
	if r := sig.Recv(); r != nil {
		ctx.params[r] = 0
		i = 1
	}
	for j := range sig.Params().Len() {
		ctx.params[sig.Params().At(j)] = i + j
	}
	// A method of a generic type has its type's parameters (first) and
	// its own, as typeArgs lists the arguments at a call.
	n := sig.RecvTypeParams().Len()
	for j := range n {
		ctx.tparams[sig.RecvTypeParams().At(j)] = j
	}
	for j := range sig.TypeParams().Len() {
		ctx.tparams[sig.TypeParams().At(j)] = n + j
	}
	return ctx
}

// index makes the context of every function declaration of the package
// and of its package-level initializers. The assignments they are read
// with come from the package's syntax index (assignsOf).
func (f *finder) index() {
	f.pkgCtx = f.newCtx(nil)
	for _, file := range f.pass.Files {
		for _, decl := range file.Decls {
			if d, ok := decl.(*ast.FuncDecl); ok {
				ctx := f.newCtx(d)
				f.declCtx[d] = ctx
				if ctx.fn != nil {
					f.decls[ctx.fn] = ctx
				}
			}
		}
	}
	f.closureCtxs()
	// The parameters of the other func literals of a function (or
	// closure) are its litParams.
	for _, fn := range f.res.Flow.Funcs() {
		if fn.Lit() == nil || f.litCtx[fn.Lit()] != nil {
			continue
		}
		ctx := f.enclosingCtx(fn.Parent())
		if ctx == f.pkgCtx || ctx.fn == nil && ctx.lit == nil {
			continue
		}
		for _, fld := range fn.Lit().Type.Params.List {
			for _, id := range fld.Names {
				if v, ok := f.pass.TypesInfo.Defs[id].(*types.Var); ok {
					ctx.litParams[v] = true
				}
			}
		}
	}
}

// ctxOfFunc is the context a function or func literal is read in: its
// own for a closure, else that of the closure or declaration it is
// written in, the package's for a literal outside every function.
func (f *finder) ctxOfFunc(fn *astflow.Func) *fnCtx {
	return f.enclosingCtx(fn)
}

// ctxAt is the context the code at pos is read in.
func (f *finder) ctxAt(pos token.Pos) *fnCtx {
	return f.ctxOfFunc(f.res.Flow.Enclosing(pos))
}

// assignsOf are the assignments to v that the interpreter follows, in
// source order, read from the package's syntax index: v = x, v := x, var
// v = x and var v (zero), one result of a call with several, v.F = x (a
// field of v itself), the variables of a range loop, an assignment it
// does not follow (v += x), and a mark3labs ToolOption applied to v
// (opt(&v)). What the index has and the interpreter does not follow (v++,
// a parameter, &v, *v = x, v.a.b = x) is left out, as the interpreter's
// own walk used to leave it.
func (f *finder) assignsOf(v *types.Var) []assign {
	if as, ok := f.assigns[v]; ok {
		return as
	}
	var out []assign
	if v != nil && v.Name() != "_" {
		for _, a := range f.res.Flow.Assigns(v) {
			if x, ok := f.assignOf(v, a); ok {
				out = append(out, x)
			}
		}
		if opts := f.optionsOf(v); len(opts) > 0 {
			out = f.inOrder(append(out, opts...))
		}
	}
	f.assigns[v] = out
	return out
}

// assignOf is the interpreter's reading of one assignment of the index to
// v; false for one it does not follow.
func (f *finder) assignOf(v *types.Var, a astflow.Assign) (assign, bool) {
	x := assign{idx: -1, at: a.Node.Pos()}
	switch n := a.Node.(type) {
	case *ast.ValueSpec:
		x.ctx = f.ctxAt(n.Pos())
		switch a.Kind {
		case astflow.Zero:
			x.zero = true
		case astflow.Given:
			x.rhs, x.idx = a.Value, a.Result
		}
		return x, true
	case *ast.RangeStmt:
		x.ctx = f.ctxAt(n.Pos())
		if n.Value != nil && passutil.VarOf(f.pass.TypesInfo, n.Value) == v {
			x.rangeOf = n.X
			return x, true
		}
		// A key is an index or a map key, never a tool: recorded so that
		// it is not read as a package variable.
		x.rhs, x.opaque = n.Key, true
		return x, true
	case *ast.AssignStmt:
		x.ctx = f.ctxAt(n.Pos())
		if n.Tok != token.ASSIGN && n.Tok != token.DEFINE {
			if a.Field || len(n.Lhs) != 1 {
				return x, false
			}
			x.rhs, x.opaque = n.Lhs[0], true
			return x, true
		}
		if a.Kind != astflow.Given {
			return x, false // a count mismatch, which does not type-check
		}
		x.rhs, x.idx = a.Value, a.Result
		if !a.Field {
			return x, true
		}
		// v.F = x: a field of v itself, not of a field of it or of
		// what it points to through *.
		var lhs ast.Expr
		if a.Result >= 0 {
			lhs = n.Lhs[a.Result]
		} else {
			for i, r := range n.Rhs {
				if r == a.Value && i < len(n.Lhs) {
					lhs = n.Lhs[i]
				}
			}
		}
		s, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
		if !ok || passutil.VarOf(f.pass.TypesInfo, s.X) != v {
			return x, false
		}
		x.field = s.Sel.Name
		return x, true
	}
	return x, false
}

// optionsOf are the mark3labs ToolOptions applied to v (opt(&v)), found
// among the package's calls once for every variable.
func (f *finder) optionsOf(v *types.Var) []assign {
	if f.options == nil {
		f.options = map[*types.Var][]assign{}
		info := f.pass.TypesInfo
		for _, c := range f.res.Flow.Calls() {
			n := c.Expr
			if len(n.Args) != 1 || !isToolOption(info.TypeOf(n.Fun)) {
				continue
			}
			x := ast.Unparen(n.Args[0])
			if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
				x = u.X
			}
			if w := passutil.VarOf(info, x); w != nil && w.Name() != "_" {
				f.options[w] = append(f.options[w], assign{ctx: f.ctxOfFunc(c.In), idx: -1, rhs: n.Fun, option: true, at: n.Pos()})
			}
		}
	}
	return f.options[v]
}

// mapSetsOf are the m[k] = x assignments to the map variable m, which
// only the invopop pipeline reads (invopop.go).
func (f *finder) mapSetsOf(m *types.Var) []mapSet {
	var out []mapSet
	for _, a := range f.res.Flow.MapSets(m) {
		out = append(out, mapSet{f.ctxAt(a.Node.Pos()), a.Key, a.Value})
	}
	return out
}

// inOrder sorts assignments into the order of the files and of the
// positions in each (positions of different files are not ordered as
// the files are).
func (f *finder) inOrder(as []assign) []assign {
	file := func(pos token.Pos) int {
		for i, fl := range f.pass.Files {
			if fl.FileStart <= pos && pos <= fl.FileEnd {
				return i
			}
		}
		return len(f.pass.Files)
	}
	slices.SortStableFunc(as, func(a, b assign) int {
		return cmp.Or(cmp.Compare(file(a.at), file(b.at)), cmp.Compare(a.at, b.at))
	})
	return as
}

// summaryOf returns what fn does with tools: computed for a function of
// this package, imported for another.
func (f *finder) summaryOf(fn *types.Func) *summary {
	fn = fn.Origin()
	if s, ok := f.sums[fn]; ok {
		return s // nil while in progress: a recursive wrapper is not followed
	}
	f.sums[fn] = nil
	var s *summary
	if fn.Pkg() == f.pass.Pkg {
		if ctx := f.decls[fn]; ctx != nil {
			s = f.summarize(ctx)
		}
	} else {
		var fact WrapperFact
		if f.pass.ImportObjectFact(fn, &fact) {
			s = fact.summary()
		}
	}
	f.sums[fn] = s
	return s
}

// alternativeOf is the index among earlier of a registration that
// registers the same tool on the same server as ev, in the same style, on
// a path of the function that cannot run with ev's (the other branch of
// an if or a switch, code after a branch that returns): -1 if none.
func (f *finder) alternativeOf(earlier []*event, ev *event) int {
	for i, e := range earlier {
		if e.style == ev.style && f.sameVal(e.tool, ev.tool) && f.sameVal(e.server, ev.server) &&
			f.res.Flow != nil && !f.res.Flow.BothCanRun(e.call.Pos(), ev.call.Pos()) {
			return i
		}
	}
	return -1
}

// sameVal reports whether a and b are the same value as a fact would
// record it.
func (f *finder) sameVal(a, b *val) bool {
	if a == nil || b == nil {
		return a == b
	}
	return f.valFact(a, 0).String() == f.valFact(b, 0).String()
}

// plainParam reports whether v is a parameter of the function, as given.
func plainParam(v *val) bool {
	return v != nil && v.kind == vParam && len(v.path) == 0
}

// summarize reads a function of this package: its registrations and
// what its results carry. Every call in it is visited on the way, so the
// tools it declares are found whether or not it is a wrapper.
func (f *finder) summarize(ctx *fnCtx) *summary {
	s := &summary{}
	var node ast.Node = ctx.lit
	sig, fl := ctx.sig, f.res.Flow.Lit(ctx.lit)
	if ctx.lit == nil {
		if ctx.decl.Body == nil {
			return s
		}
		node, sig, fl = ctx.decl, ctx.fn.Type().(*types.Signature), f.res.Flow.Decl(ctx.fn)
	}
	var kept []*event
	f.visit(node, ctx, func(ev *event) {
		if !ev.deps(f) {
			return
		}
		if i := f.alternativeOf(kept, ev); i >= 0 {
			// The same registration on another path of the function:
			// whichever runs, the caller registers one tool. The handler
			// kept is the one passed on as it came, if either is.
			if plainParam(ev.handler) && !plainParam(kept[i].handler) {
				s.regs[i].handler, kept[i] = ev.handler, ev
			}
			return
		}
		kept = append(kept, ev)
		s.regs = append(s.regs, &template{
			style: ev.style, server: ev.server, tool: ev.tool, handler: ev.handler,
			in:  tparam{ev.in, ctx.typeParam(ev.in)},
			out: tparam{ev.out, ctx.typeParam(ev.out)},
		})
	})
	res := sig.Results()
	carries := make([]bool, res.Len())
	any := false
	for i := range res.Len() {
		carries[i] = f.holdsTool(res.At(i).Type()) || carriesOption(res.At(i).Type()) || isInvopopSchema(res.At(i).Type())
		any = any || carries[i]
	}
	if any {
		// A handler returned beside the tool (return tool, s.handleX)
		// is the one a registration of the call's results runs.
		for i := range res.Len() {
			carries[i] = carries[i] || isHandlerShape(res.At(i).Type())
		}
	}
	if !any {
		return s
	}
	s.handler = f.handlerParam(ctx) + 1
	s.results = make([]*val, res.Len())
	alts := make([][]*val, res.Len())
	errLast := res.Len() > 0 && knowledge.IsError(res.At(res.Len()-1).Type())
	var returns []*ast.ReturnStmt // the function's own, not its literals'
	if fl != nil {
		returns = fl.Returns()
	}
	for _, n := range returns {
		if errLast && len(n.Results) == res.Len() && !isNil(f.pass.TypesInfo, n.Results[len(n.Results)-1]) {
			// An error path: its other results are not used.
			continue
		}
		for i := range res.Len() {
			if !carries[i] {
				continue
			}
			var v *val
			switch {
			case len(n.Results) == res.Len():
				v = f.eval(n.Results[i], ctx)
			case len(n.Results) == 1:
				v = f.tupleElem(n.Results[0], i, ctx)
			case len(n.Results) == 0 && res.At(i).Name() != "":
				v = f.varVal(res.At(i), ctx.nameAt())
			default:
				continue
			}
			alts[i] = append(alts[i], v)
		}
	}
	for i, xs := range alts {
		switch len(xs) {
		case 0:
		case 1:
			s.results[i] = xs[0]
		default:
			s.results[i] = &val{kind: vAlts, elems: xs}
		}
	}
	return s
}

// visit visits every call under n, read in ctx: registrations are
// reported to onEvent (and kept for the package's list), calls that
// declare a tool are evaluated, which declares it.
//
// A call inside a closure of n is read in the closure's context, and
// its registrations are the closure's, not reported to onEvent.
func (f *finder) visit(n ast.Node, ctx *fnCtx, onEvent func(*event)) {
	for _, call := range f.callsIn(n) {
		if f.inGenFile(call.Pos()) {
			continue
		}
		cctx := f.closureAt(call.Pos(), ctx)
		evs := f.registrations(call, cctx)
		for _, ev := range evs {
			if onEvent != nil && cctx == ctx {
				onEvent(ev)
			}
		}
		if evs == nil && f.declares(call) {
			f.eval(call, cctx)
		}
	}
}

// callsIn are the calls written in n, a function declaration or a
// package-level declaration, its func literals included, in source order
// (a call before the calls in its arguments): the syntax index's calls,
// grouped once by the declaration they are written in.
func (f *finder) callsIn(n ast.Node) []*ast.CallExpr {
	if f.callsBy == nil {
		f.callsBy = map[*ast.FuncDecl][]*ast.CallExpr{}
		for _, c := range f.res.Flow.Calls() {
			fn := c.In
			for fn != nil && fn.Parent() != nil {
				fn = fn.Parent()
			}
			var d *ast.FuncDecl // nil: outside every function declaration
			if fn != nil {
				d = fn.Decl()
			}
			f.callsBy[d] = append(f.callsBy[d], c.Expr)
		}
	}
	if d, ok := n.(*ast.FuncDecl); ok {
		return f.callsBy[d]
	}
	var in *ast.FuncDecl
	if lit, ok := n.(*ast.FuncLit); ok {
		for fn := f.res.Flow.Lit(lit); fn != nil; fn = fn.Parent() {
			in = fn.Decl()
		}
	}
	var out []*ast.CallExpr
	for _, c := range f.callsBy[in] {
		if n.Pos() <= c.Pos() && c.End() <= n.End() {
			out = append(out, c)
		}
	}
	return out
}

func (f *finder) inGenFile(pos token.Pos) bool {
	g := f.res.GenFile
	return g != nil && g.Pos() <= pos && pos < g.End()
}

// declares reports whether a call may declare a tool: mark3labs NewTool,
// or a function whose results carry a tool its caller supplies part of.
func (f *finder) declares(call *ast.CallExpr) bool {
	if f.calledClosure(call) != nil {
		return f.closureDeclares(call)
	}
	fn, ok := typeutil.Callee(f.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	if fn.Pkg().Path() == knowledge.MarkMCPPath {
		return fn.Name() == "NewTool" || fn.Name() == "NewToolWithRawSchema"
	}
	if !f.mayWrap(fn) {
		return false
	}
	s := f.summaryOf(fn)
	return s != nil && slices.ContainsFunc(s.results, f.nameDeps)
}

// mayWrap reports whether fn can be a wrapper at all: a function of this
// package, or one of a package that exports wrapper facts.
func (f *finder) mayWrap(fn *types.Func) bool {
	if fn.Pkg() == f.pass.Pkg {
		return true
	}
	return f.wrapperPkgs[fn.Pkg()]
}

// registrations returns the registrations a call makes (nil if it makes
// none), once per call.
func (f *finder) registrations(call *ast.CallExpr, ctx *fnCtx) []*event {
	if evs, ok := f.events[call]; ok {
		return evs
	}
	f.events[call] = nil
	evs := f.registrations1(call, ctx)
	f.events[call] = evs
	if evs != nil {
		f.order = append(f.order, call)
	}
	return evs
}

func (f *finder) registrations1(call *ast.CallExpr, ctx *fnCtx) []*event {
	if c := f.calledClosure(call); c != nil {
		return f.closureRegistrations(call, c, ctx)
	}
	info := f.pass.TypesInfo
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return nil
	}
	sig, _ := fn.Type().(*types.Signature)
	recv := sig != nil && sig.Recv() != nil
	path, name := fn.Pkg().Path(), fn.Name()
	args := call.Args
	ev := &event{call: call, ctx: ctx}
	switch {
	case path == knowledge.SDKPath && name == "AddTool" && !recv && len(args) == 3,
		path == knowledge.RuntimePath && (name == "AddTool" || name == "Tool") && !recv && len(args) == 3:
		switch {
		case path == knowledge.SDKPath:
			ev.style = mcptool.SDKAddTool
		case name == "AddTool":
			ev.style = mcptool.RuntimeAddTool
		default:
			// runtime.Tool is not a wrapper of (*mcp.Server).AddTool: its
			// schemas are written from In and Out, which the call gives.
			ev.style = mcptool.RuntimeTool
		}
		ev.server = f.server(args[0], ctx)
		ev.tool = f.eval(args[1], ctx)
		ev.handler = f.eval(args[2], ctx)
		if targs := f.typeArgs(call); len(targs) == 2 {
			ev.in, ev.out = targs[0], targs[1]
		}
		return []*event{ev}
	case path == knowledge.SDKPath && name == "AddTool" && recv && len(args) == 2:
		ev.style = mcptool.SDKServerAddTool
		if s, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			ev.server = f.server(s.X, ctx)
		}
		ev.tool = f.eval(args[0], ctx)
		ev.handler = f.eval(args[1], ctx)
		return []*event{ev}
	case path == knowledge.MarkSrvPath && recv && (name == "AddTool" && (len(args) == 2 || len(args) == 1) || name == "AddTools" || name == "SetTools"):
		ev.style = mcptool.MarkTool
		if s, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			ev.server = f.server(s.X, ctx)
		}
		if name == "AddTool" && len(args) == 1 {
			// s.AddTool(s.toolX()): a function that returns the tool
			// and its handler together.
			ev.tool = f.tupleElem(args[0], 0, ctx)
			ev.handler = f.tupleElem(args[0], 1, ctx)
			ev.paired = true
			return []*event{ev}
		}
		if name == "AddTool" {
			ev.tool = f.eval(args[0], ctx)
			ev.handler = f.eval(args[1], ctx)
			ev.handlerArg = args[1]
			return []*event{ev}
		}
		var tools *val
		if call.Ellipsis.IsValid() && len(args) == 1 {
			tools = f.sel(f.eval(args[0], ctx), "[]")
		} else {
			tools = &val{kind: vEach, expr: call}
			for _, a := range args {
				tools.elems = append(tools.elems, withSite(f.eval(a, ctx), a.Pos()))
			}
		}
		ev.tool = f.sel(tools, "Tool")
		return []*event{ev}
	}
	if recv && types.IsInterface(sig.Recv().Type()) {
		return f.invoked(call, fn, ctx)
	}
	if !f.mayWrap(fn) {
		return nil
	}
	s := f.summaryOf(fn)
	if s == nil || len(s.regs) == 0 {
		return nil
	}
	targs := f.typeArgs(call)
	return f.instantiate(s, call, fn.Origin(), f.callArgs(call, fn, ctx), ctx, func(p tparam) types.Type { return p.at(targs) })
}

// invoked are the registrations a call of an interface method makes,
// method by method of the values its receiver can hold whose types are
// known: the elements of a table of literals, each asserted to an
// interface (for _, e := range entries { e.(registerer).Register(s) }).
// In and Out are each value's type arguments. A receiver whose values are
// not known makes none.
func (f *finder) invoked(call *ast.CallExpr, method *types.Func, ctx *fnCtx) []*event {
	var evs []*event
	for _, r := range f.receivers(call, method, ctx) {
		s := f.summaryOf(r.m)
		if s == nil || len(s.regs) == 0 {
			continue
		}
		a := f.callArgs(call, r.m, ctx)
		a.recv = r.v
		targs := typeArgsOf(r.t)
		evs = append(evs, f.instantiate(s, call, r.m.Origin(), a, ctx, func(p tparam) types.Type { return p.at(targs) })...)
	}
	return evs
}

// receiver is one value an interface method's receiver can hold, with
// its type and the method it runs.
type receiver struct {
	v *val
	t types.Type
	m *types.Func
}

// receivers are the values of known types the receiver of a call of the
// interface method can hold, each with its method of the package's own
// or of a package with wrapper facts.
func (f *finder) receivers(call *ast.CallExpr, method *types.Func, ctx *fnCtx) []receiver {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	var out []receiver
	for _, v := range f.concrete(f.eval(sel.X, ctx), 0) {
		t := f.pass.TypesInfo.TypeOf(v.expr)
		if t == nil || types.IsInterface(t) {
			continue
		}
		if m, ok := methodOf(t, method); ok && f.mayWrap(m) {
			out = append(out, receiver{v, t, m})
		}
	}
	return out
}

// invokedResult is result idx of a call of an interface method: one of
// the results of each method of the receiver's known values (for _, t :=
// range []Tool{&Now{}, &Menu{}} { s.AddTool(t.Tool(), t.Call) }).
func (f *finder) invokedResult(call *ast.CallExpr, method *types.Func, idx int, ctx *fnCtx) *val {
	why := "the result of " + mcptool.FuncName(method) + ", which mcpvet does not follow"
	out := &val{kind: vAlts, expr: call}
	for _, rv := range f.receivers(call, method, ctx) {
		r := f.resultOf(f.summaryOf(rv.m), idx, call, rv.m.Origin(), func() *callArgs {
			a := f.callArgs(call, rv.m, ctx)
			a.recv = rv.v
			return a
		}, ctx, why)
		if r.kind == vUnknown {
			return r // one value's result is not known: nor is the call's
		}
		out.elems = append(out.elems, r)
	}
	if len(out.elems) == 0 {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && len(call.Args) == 0 && method.Exported() {
			if recv := f.eval(sel.X, ctx); recv.kind == vParam {
				// A method of the interface a parameter holds
				// (Register(s, i ToolImpl) { AddTool(s, i.Definition(),
				// …) }): the result of the method of the value each
				// caller gives (subst, methodResult). An unexported
				// method's implementations are all in its own package,
				// which sees them: callers elsewhere add none.
				return &val{kind: vParam, param: recv.param, path: append(slices.Clip(recv.path), methodStep(method.Name(), idx)), expr: call}
			}
		}
		return f.implementedResult(call, method, idx, ctx, why)
	}
	return out
}

// implementedResult is result idx of a call of an interface method whose
// receiver's values are not in sight (categories a method of the server
// returns as the interface): one of the results of each of the module's
// types that implement the interface, as x/tools' callgraph/cha reads a
// call (implementations.Finder: none for an interface of another module,
// or one more than implementations.Max types implement). The values are
// each type's own, so only what their methods make of constants is
// known.
func (f *finder) implementedResult(call *ast.CallExpr, method *types.Func, idx int, ctx *fnCtx, why string) *val {
	if f.impls == nil {
		f.impls = implementations.New(f.pass)
	}
	ms := f.impls.Of(method)
	if len(ms) == 0 {
		return unknown(call, why)
	}
	out := &val{kind: vAlts, expr: call}
	for _, m := range ms {
		if !f.mayWrap(m) {
			return unknown(call, why)
		}
		sum := f.summaryOf(m)
		if sum == nil || idx >= len(sum.results) || f.nameDeps(sum.results[idx]) {
			// A tool the method names from its receiver or arguments (a
			// converter of the server's own tool type): which is not
			// known here.
			return unknown(call, why)
		}
		r := f.resultOf(sum, idx, call, m.Origin(), func() *callArgs {
			a := f.callArgs(call, m, ctx)
			a.recv = unknown(call, "a value of "+types.TypeString(m.Signature().Recv().Type(), nil))
			return a
		}, ctx, why)
		if r.kind == vUnknown {
			return r
		}
		out.elems = append(out.elems, r)
	}
	return out
}

// methodStep is the path step of a vParam that calls the method name of
// the value it selects, and takes result idx: "Definition()" or
// "Handler()1".
func methodStep(name string, idx int) string {
	if idx == 0 {
		return name + "()"
	}
	return name + "()" + strconv.Itoa(idx)
}

// isMethodStep reads a path step methodStep wrote.
func isMethodStep(step string) (name string, idx int, ok bool) {
	name, rest, found := strings.Cut(step, "()")
	if !found || name == "" {
		return "", 0, false
	}
	if rest == "" {
		return name, 0, true
	}
	n, err := strconv.Atoi(rest)
	return name, n, err == nil
}

// methodResult is result idx of the method name of each concrete value
// v can be, the arguments of the wrapper call a giving them: at a call
// Register(s, &impl.Read{Root: r}), the result of (*impl.Read).Definition.
// A value whose type is not known, or whose method mcpvet does not read,
// makes the result unknown.
func (f *finder) methodResult(v *val, name string, idx int, a *callArgs) *val {
	why := "the result of the method " + name + " of the value the caller gives, which mcpvet does not follow"
	at := a.call
	out := &val{kind: vAlts, expr: at}
	for _, c := range f.concrete(v, 0) {
		t := f.pass.TypesInfo.TypeOf(c.expr)
		if t == nil || types.IsInterface(t) {
			return unknown(nil, why) // no expression of this package is the value
		}
		// Only exported methods are deferred (invokedResult): no
		// package is needed to look one up.
		obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name)
		m, ok := obj.(*types.Func)
		if !ok || !f.mayWrap(m) {
			return unknown(nil, why) // no expression of this package is the value
		}
		r := f.resultOf(f.summaryOf(m), idx, at, m.Origin(), func() *callArgs {
			ca := &callArgs{f: f, ctx: a.ctx, variadic: -1, call: at, recv: c}
			return ca
		}, a.ctx, why)
		if r.kind == vUnknown {
			u := unknown(nil, r.why)
			if res := m.Signature().Results(); idx < res.Len() && isHandlerShape(res.At(idx).Type()) && m.Signature().Params().Len() == 0 {
				// The method makes the handler (func (r Read) Handler()
				// mcp.ToolHandlerFor[In, Out] { return func… }).
				u.made = m.Origin()
			}
			return u
		}
		out.elems = append(out.elems, r)
	}
	switch len(out.elems) {
	case 0:
		return unknown(nil, why) // no expression of this package is the value
	case 1:
		return out.elems[0]
	}
	return out
}

// concrete are the values v can be, one by one: the elements of a table
// or of the values the code picks between, each a value of its own.
func (f *finder) concrete(v *val, depth int) []*val {
	if v == nil || depth > 4 {
		return nil
	}
	switch v.kind {
	case vEach, vAlts, vSlice:
		var out []*val
		for _, e := range v.elems {
			out = append(out, f.concrete(e, depth+1)...)
		}
		return out
	case vUnknown, vParam, vNil:
		return nil
	}
	if v.expr == nil {
		return nil
	}
	return []*val{v}
}

// methodOf is the method of a value of type t that a call of the
// interface method m runs.
func methodOf(t types.Type, m *types.Func) (*types.Func, bool) {
	obj, _, _ := types.LookupFieldOrMethod(t, true, m.Pkg(), m.Name())
	fn, ok := obj.(*types.Func)
	return fn, ok
}

// typeArgsOf are the type arguments of t, an instantiated generic type or
// a pointer to one (nil for any other type).
func typeArgsOf(t types.Type) []types.Type {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := t.(*types.Named)
	if !ok || named.TypeArgs() == nil {
		return nil
	}
	var out []types.Type
	for i := range named.TypeArgs().Len() {
		out = append(out, named.TypeArgs().At(i))
	}
	return out
}

// instantiate is the registrations a call of a wrapper (via; nil for a
// closure) makes: its summary's templates with the call's arguments a
// put in for its parameters, and bind's types for In and Out.
func (f *finder) instantiate(s *summary, call *ast.CallExpr, via *types.Func, a *callArgs, ctx *fnCtx, bind func(tparam) types.Type) []*event {
	var evs []*event
	for _, t := range s.regs {
		evs = append(evs, &event{
			style: t.style, call: call, via: via, ctx: ctx,
			server:  f.substServer(t.server, a),
			tool:    f.subst(t.tool, a),
			handler: f.subst(t.handler, a),
			in:      bind(t.in), out: bind(t.out),
		})
	}
	return evs
}

// at resolves In or Out of a template at a call with type arguments
// targs.
func (p tparam) at(targs []types.Type) types.Type {
	if p.idx >= 0 {
		if p.idx < len(targs) {
			return targs[p.idx]
		}
		return nil
	}
	return p.t
}

// typeArgs are the type arguments of a call: those of its receiver's
// type, for a method of a generic type (d.Register(s) on a
// *Definition[In, Out]), then its own, in the order of the function's
// context (newCtx).
func (f *finder) typeArgs(call *ast.CallExpr) []types.Type {
	var out []types.Type
	if s, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if sel, ok := f.pass.TypesInfo.Selections[s]; ok && sel.Kind() == types.MethodVal {
			out = typeArgsOf(sel.Recv())
		}
	}
	if own := f.ownTypeArgs(call); own != nil {
		for i := range own.Len() {
			out = append(out, own.At(i))
		}
	}
	return out
}

// ownTypeArgs are the type arguments of a call of a generic function.
func (f *finder) ownTypeArgs(call *ast.CallExpr) *types.TypeList {
	fun := ast.Unparen(call.Fun)
	switch ix := fun.(type) {
	case *ast.IndexListExpr:
		fun = ix.X
	case *ast.IndexExpr:
		fun = ix.X
	}
	var id *ast.Ident
	switch e := ast.Unparen(fun).(type) {
	case *ast.Ident:
		id = e
	case *ast.SelectorExpr:
		id = e.Sel
	}
	if id == nil {
		return nil
	}
	inst, ok := f.pass.TypesInfo.Instances[id]
	if !ok {
		return nil
	}
	return inst.TypeArgs
}

// server is the server a registration adds to: a parameter (or a field
// of one) of the function being read, else the variable that holds it.
func (f *finder) server(e ast.Expr, ctx *fnCtx) *val {
	root, path := knowledge.ServerRoot(f.pass.TypesInfo, e)
	if root != nil && ctx != nil {
		if i, ok := ctx.params[root]; ok {
			return &val{kind: vParam, param: i, path: path, expr: e}
		}
	}
	if root == nil {
		path = nil // not a variable (newServer()): no server to group by
	}
	return &val{kind: vServer, expr: e, obj: varObj(root), path: path}
}

// varObj is v as an object, nil for a nil v.
func varObj(v *types.Var) types.Object {
	if v == nil {
		return nil
	}
	return v
}

// callArgs are the arguments of a call, by parameter index (the receiver
// first), evaluated on demand.
type callArgs struct {
	f     *finder
	ctx   *fnCtx
	exprs []ast.Expr
	// variadic is the index of a variadic parameter given as a list of
	// arguments (rest), or -1.
	variadic int
	rest     []ast.Expr
	call     *ast.CallExpr
	// through: the parameters below it are the caller's own, passed
	// through as they are (the enclosing function's, to a closure).
	through int
	// closure is set for a call of a closure.
	closure bool
	// recv, when set, is the receiver's value (one of the values an
	// interface's receiver holds: invoked), instead of its expression's.
	recv *val
}

func (f *finder) callArgs(call *ast.CallExpr, fn *types.Func, ctx *fnCtx) *callArgs {
	return f.argsOf(call, fn.Type().(*types.Signature), ctx)
}

// argsOf are the arguments of a call of a function of signature sig.
func (f *finder) argsOf(call *ast.CallExpr, sig *types.Signature, ctx *fnCtx) *callArgs {
	a := &callArgs{f: f, ctx: ctx, variadic: -1, call: call}
	args := call.Args
	if sig.Recv() != nil {
		if s, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			if sel, ok := f.pass.TypesInfo.Selections[s]; ok && sel.Kind() == types.MethodVal {
				a.exprs = append(a.exprs, s.X)
			}
		}
	}
	n := sig.Params().Len()
	if sig.Variadic() && !call.Ellipsis.IsValid() && len(args) >= n-1 {
		a.exprs = append(a.exprs, args[:n-1]...)
		a.variadic = len(a.exprs)
		a.rest = args[n-1:]
		return a
	}
	a.exprs = append(a.exprs, args...)
	return a
}

// expr is the argument expression for parameter i, nil if there is none
// (a variadic parameter given as a list).
func (a *callArgs) expr(i int) ast.Expr {
	if i >= 0 && i < len(a.exprs) {
		return a.exprs[i]
	}
	return nil
}

// at is the value given for parameter i.
func (a *callArgs) at(i int) *val {
	if i < a.through {
		return &val{kind: vParam, param: i, expr: a.call}
	}
	if i == 0 && a.recv != nil {
		return a.recv
	}
	if i == a.variadic {
		v := &val{kind: vSlice, expr: a.call}
		for _, e := range a.rest {
			v.elems = append(v.elems, withSite(a.f.eval(e, a.ctx), e.Pos()))
		}
		return v
	}
	if e := a.expr(i); e != nil {
		return a.f.eval(e, a.ctx)
	}
	return unknown(a.call, "an argument mcpvet does not find")
}

// subst is v, a value of a wrapper, with the wrapper's parameters replaced
// by what a call gives for them.
func (f *finder) subst(v *val, a *callArgs) *val {
	if v == nil || !deps(v) {
		return v
	}
	if v.when != nil {
		c := f.subst(v.when, a)
		keep := *v
		keep.when = nil
		if b, ok := condBool(c); ok {
			if b == v.whenNot {
				return nilVal // appended on a branch the caller does not take
			}
			return f.subst(&keep, a)
		}
		out := *f.subst(&keep, a)
		out.when = c
		return &out
	}
	switch v.kind {
	case vParam:
		if v.param < a.through {
			return v
		}
		x := a.at(v.param)
		for _, p := range v.path {
			if name, idx, ok := isMethodStep(p); ok {
				x = f.methodResult(x, name, idx, a)
				continue
			}
			x = f.sel(x, p)
		}
		return x
	case vTool:
		tv := *v.tool
		tv.decl, tv.declAt = nil, ""
		for r, x := range v.tool.roles {
			tv.roles[r] = f.subst(x, a)
		}
		if v.tool.fields != nil {
			tv.fields = map[string]*val{}
			for k, x := range v.tool.fields {
				tv.fields[k] = f.subst(x, a)
			}
		}
		tv.opts = nil
		var opts []*val
		for _, o := range v.tool.opts {
			opts = append(opts, f.subst(o, a))
		}
		if v.tool.base != nil {
			b := f.subst(v.tool.base, a)
			return mergeBase(b, &tv, opts)
		}
		applyOptions(&tv, opts)
		return zip(&val{kind: vTool, expr: v.expr, tool: &tv})
	case vStruct:
		out := &val{kind: vStruct, expr: v.expr, fields: map[string]*val{}}
		for k, x := range v.fields {
			out.fields[k] = f.subst(x, a)
		}
		return out
	case vSlice, vEach, vAlts:
		out := &val{kind: v.kind, expr: v.expr}
		for _, e := range v.elems {
			out.elems = append(out.elems, withSite(f.subst(e, a), e.site))
		}
		return out
	case vOption:
		return &val{kind: vOption, expr: v.expr, opt: &option{v.opt.role, f.subst(v.opt.v, a)}}
	case vSchema, vSchemaOp, vPropOpt:
		out := *v
		out.elems = nil
		for _, e := range v.elems {
			out.elems = append(out.elems, f.subst(e, a))
		}
		return &out
	case vInvopop:
		return f.substInv(v, a)
	case vConcat:
		out := &val{kind: vConcat, expr: v.expr}
		for _, e := range v.elems {
			out.elems = append(out.elems, f.subst(e, a))
		}
		if deps(out) {
			return out
		}
		return concat(out)
	}
	return v
}

// zip turns a tool whose roles are each an element of one collection (a
// wrapper that builds a tool from each element of a slice it ranges
// over) into each of the tools.
func zip(v *val) *val {
	n := -1
	var first *val
	for _, r := range v.tool.roles {
		if r == nil || r.kind != vEach {
			continue
		}
		if n >= 0 && len(r.elems) != n {
			return v // two collections: not one tool per element
		}
		n = len(r.elems)
		if first == nil {
			first = r
		}
	}
	if first == nil {
		return v
	}
	out := &val{kind: vEach, expr: v.expr}
	for i := range n {
		tv := *v.tool
		for r, x := range v.tool.roles {
			if x != nil && x.kind == vEach {
				tv.roles[r] = x.elems[i]
			}
		}
		out.elems = append(out.elems, &val{kind: vTool, expr: v.expr, tool: &tv, site: first.elems[i].site})
	}
	return out
}

// mergeBase applies the roles a wrapper sets (over) to the tool its
// caller gives (b): the tool stays the caller's (the same declaration),
// with those roles replaced.
func mergeBase(b *val, over *toolVal, opts []*val) *val {
	switch b.kind {
	case vTool:
		tv := *b.tool
		for r, x := range over.roles {
			if x != nil {
				tv.roles[r] = x
			}
		}
		applyOptions(&tv, opts)
		return &val{kind: vTool, expr: b.expr, tool: &tv, site: b.site}
	case vEach, vAlts:
		out := &val{kind: b.kind, expr: b.expr}
		for _, e := range b.elems {
			out.elems = append(out.elems, withSite(mergeBase(e, over, opts), e.site))
		}
		return out
	case vParam:
		tv := *over
		tv.base = b
		tv.opts = opts
		return &val{kind: vTool, expr: b.expr, tool: &tv}
	}
	return b
}

// substServer is the server of a template at a call.
func (f *finder) substServer(v *val, a *callArgs) *val {
	if v != nil && v.kind == vParam && v.param < a.through {
		return v
	}
	if v != nil && v.kind == vServer && a.closure {
		// A closure's server is a variable it sees: the same at every
		// call.
		return v
	}
	if v == nil || v.kind != vParam {
		return ownServer(v)
	}
	e := a.expr(v.param)
	if e == nil {
		return nil
	}
	s := f.server(e, a.ctx)
	if s.obj == nil && s.kind == vServer {
		return s
	}
	c := *s
	c.path = append(slices.Clip(s.path), v.path...)
	return &c
}

// ownServer is the server a wrapper registers on that is not its
// caller's: one it holds in a package-level variable is the same at
// every call; one it creates (a local variable) is a new server each
// time, to be grouped with nothing.
func ownServer(v *val) *val {
	if v == nil || v.kind != vServer || v.obj == nil {
		return nil
	}
	if o := v.obj; o.Pkg() != nil && o.Parent() == o.Pkg().Scope() {
		return v
	}
	return nil
}

// declare makes the tools a value carries, built at call, tools of the
// package: a mark3labs NewTool, or the result of a call of a constructor
// wrapper (via).
func (f *finder) declare(v *val, call *ast.CallExpr, via *types.Func, ctx *fnCtx) {
	if v == nil {
		return
	}
	switch v.kind {
	case vTool:
		if v.tool.decl != nil || v.tool.declAt != "" {
			return
		}
		t := f.newTool(v.tool.style, v.tool, call, via, ctx)
		v.tool.decl = t
	case vStruct:
		for _, k := range sortedKeys(v.fields) {
			f.declare(v.fields[k], call, via, ctx)
		}
	case vAlts:
		if f.declareAlike(v.elems, call, via, ctx) {
			return
		}
		for _, e := range v.elems {
			f.declare(e, call, via, ctx)
		}
	}
}

// declareAlike declares one tool for alternatives of a call that are all
// tools of one known name and the same input and output values (a helper
// that returns its tool from two branches, which set different
// annotations): the call makes one tool on every way, not one per
// branch. What the branches give differently (title, description,
// annotations) is left unknown. False, declaring nothing, for any other
// alternatives.
func (f *finder) declareAlike(elems []*val, call *ast.CallExpr, via *types.Func, ctx *fnCtx) bool {
	if len(elems) < 2 {
		return false
	}
	var tools []*mcptool.Tool
	for _, e := range elems {
		if e == nil || e.kind != vTool || e.tool.decl != nil || e.tool.declAt != "" {
			return false
		}
		if f.role(e.tool, rInput) != f.role(elems[0].tool, rInput) || f.role(e.tool, rOutput) != f.role(elems[0].tool, rOutput) {
			return false
		}
		t := &mcptool.Tool{Pos: call.Pos(), End: call.End()}
		f.fill(t, e.tool)
		if !t.NameKnown || len(tools) > 0 && (t.Name != tools[0].Name || t.NamePos != tools[0].NamePos) {
			return false
		}
		tools = append(tools, t)
	}
	t := f.newTool(elems[0].tool.style, elems[0].tool, call, via, ctx)
	for _, o := range tools[1:] {
		if o.Title != t.Title {
			t.Title = ""
		}
		if o.Description != t.Description {
			t.Description = ""
		}
		t.Annotations = sameAnnotations(t.Annotations, o.Annotations)
	}
	for _, e := range elems {
		e.tool.decl = t
	}
	return true
}

// sameAnnotations is what a and b say alike: each hint given the same in
// both, nil where they differ (or when neither gives any).
func sameAnnotations(a, b *mcptool.Annotations) *mcptool.Annotations {
	if a == nil || b == nil {
		return nil
	}
	same := func(x, y *bool) *bool {
		if x == nil || y == nil || *x != *y {
			return nil
		}
		return x
	}
	out := &mcptool.Annotations{ReadOnly: same(a.ReadOnly, b.ReadOnly), Destructive: same(a.Destructive, b.Destructive), Idempotent: same(a.Idempotent, b.Idempotent), OpenWorld: same(a.OpenWorld, b.OpenWorld)}
	if *out == (mcptool.Annotations{}) {
		return nil
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// result is the value of result idx of a call of fn; a call of a
// constructor wrapper declares the tools it returns.
func (f *finder) result(call *ast.CallExpr, fn *types.Func, idx int, ctx *fnCtx) *val {
	k := resultKey{call, idx}
	if v, ok := f.results[k]; ok {
		return v
	}
	v := f.result1(call, fn, idx, ctx)
	f.results[k] = v
	return v
}

type resultKey struct {
	call *ast.CallExpr
	idx  int
}

func (f *finder) result1(call *ast.CallExpr, fn *types.Func, idx int, ctx *fnCtx) *val {
	if sig, _ := fn.Type().(*types.Signature); sig != nil && sig.Recv() != nil && types.IsInterface(sig.Recv().Type()) {
		return f.invokedResult(call, fn, idx, ctx)
	}
	if !f.mayWrap(fn) {
		return unknown(call, "the result of "+mcptool.FuncName(fn)+", which mcpvet does not follow")
	}
	return f.resultOf(f.summaryOf(fn), idx, call, fn.Origin(), func() *callArgs { return f.callArgs(call, fn, ctx) }, ctx,
		"the result of "+mcptool.FuncName(fn)+", which mcpvet does not follow")
}

// resultOf is result idx of a call of a wrapper (via; nil for a closure)
// whose summary is s, args its arguments (made when they are needed): a
// result that carries a tool its caller names declares the tool at the
// call, with the handler the call gives beside it. why says what is not
// followed when the summary has no such result.
func (f *finder) resultOf(s *summary, idx int, call *ast.CallExpr, via *types.Func, args func() *callArgs, ctx *fnCtx, why string) *val {
	if s == nil || idx >= len(s.results) || s.results[idx] == nil {
		return unknown(call, why)
	}
	r := s.results[idx]
	named := f.nameDeps(r)
	if !named && !schemaDeps(r) {
		return r
	}
	a := args()
	v := f.subst(r, a)
	if named && !f.nameDeps(v) {
		if own := f.convertedOwnTool(r, via); own != nil && !ownLiteralGiven(r, a) {
			f.declaredAsOwn(v, own) // owntool.go
		} else {
			f.declare(v, call, via, ctx)
		}
		f.handOn(v, a.expr(s.handler-1))
	}
	return v
}

// newTool makes a tool of the package from a tool value built (or
// registered) at call.
func (f *finder) newTool(style mcptool.Style, tv *toolVal, call *ast.CallExpr, via *types.Func, ctx *fnCtx) *mcptool.Tool {
	t := &mcptool.Tool{Origin: &mcptool.Call{Style: style, Call: call, Via: via, OwnType: tv.ownType}, Pos: call.Pos(), End: call.End()}
	if ctx != nil {
		t.Enclosing = ctx.enclosing()
	}
	switch style {
	case mcptool.SDKAddTool:
		t.Dialect = mcptool.SDK
	case mcptool.RuntimeAddTool, mcptool.RuntimeTool:
		t.Dialect = mcptool.MCPVet
	case mcptool.MarkNewTool, mcptool.MarkTool:
		t.Dialect = mcptool.MCPGo
	}
	f.fill(t, tv)
	f.res.Tools = append(f.res.Tools, t)
	return t
}

// fill copies what a tool value gives into the tool: its name (with where
// it is written), title, description, annotations, and whether it gives
// its schemas.
func (f *finder) fill(t *mcptool.Tool, tv *toolVal) {
	name := f.role(tv, rName)
	switch {
	case name == nil:
		// A literal without Name: the name is "" for sure.
		t.Name, t.NameKnown = "", true
		if tv.at != nil {
			t.NamePos, t.NameEnd = tv.at.Pos(), tv.at.End()
		}
	case name.kind == vConst && name.c.Kind() == constant.String:
		t.Name, t.NameKnown = constant.StringVal(name.c), true
		t.NameLit = name.lit
		switch {
		case name.lit != nil && f.inPackage(name.lit.Pos()):
			t.NamePos, t.NameEnd = name.lit.Pos(), name.lit.End()
		case name.expr != nil && f.inPackage(name.expr.Pos()):
			t.NamePos, t.NameEnd = name.expr.Pos(), name.expr.End()
		}
	default:
		if name.expr != nil && f.inPackage(name.expr.Pos()) {
			t.NamePos, t.NameEnd = name.expr.Pos(), name.expr.End()
		}
	}
	if t.NamePos == token.NoPos {
		t.NamePos, t.NameEnd = t.Pos, t.End
	}
	t.Title = constString(f.role(tv, rTitle))
	annot := f.role(tv, rAnnotations)
	if t.Title == "" && annot != nil && annot.kind == vStruct {
		t.Title = constString(annot.fields["Title"])
	}
	t.Description = constString(f.role(tv, rDescription))
	t.Annotations = annotations(annot, tv)
	t.InputSchemaGiven = given(f.role(tv, rInput))
	t.OutputSchemaGiven = given(f.role(tv, rOutput))
	if in := f.role(tv, rInput); in != nil && in.kind == vSchema {
		f.markSchema(t, in)
	} else if in != nil && in.kind == vInvopop && tv.lib == markLib {
		f.invopopSchema(t, in)
	} else {
		t.InputSchemaJSON = f.givenSchema(in)
		if tv.lib == markLib && given(in) && t.InputSchemaJSON == nil {
			// A schema mcp-go is given whole (InputSchema, RawInputSchema
			// of a tool literal) that is not a constant: say why.
			t.MCPGo = &mcptool.MCPGoSchema{Unfollowed: "the tool's input schema " + whyNot(in)}
		}
	}
	if out := f.role(tv, rOutput); out != nil && out.kind == vSchemaOp {
		t.OutputSchemaJSON = f.markOutput(out)
	} else {
		t.OutputSchemaJSON = f.givenSchema(out)
	}
	if c := t.Call(); c != nil && c.Via == nil {
		// The literal of a tool registered where it is built, whose
		// fields a suggested fix may edit (toolclaims).
		at, _ := tv.at.(ast.Expr)
		if u, ok := at.(*ast.UnaryExpr); ok && u.Op == token.AND {
			at = u.X
		}
		if lit, ok := at.(*ast.CompositeLit); ok && f.inPackage(lit.Pos()) {
			c.ToolLit = lit
		}
	}
}

// inPackage reports whether pos is in a file of this package.
func (f *finder) inPackage(pos token.Pos) bool {
	for _, file := range f.pass.Files {
		if file.FileStart <= pos && pos < file.FileEnd {
			return true
		}
	}
	return false
}

func constString(v *val) string {
	if v != nil && v.kind == vConst && v.c.Kind() == constant.String {
		return constant.StringVal(v.c)
	}
	return ""
}

func constBool(v *val) *bool {
	if v != nil && v.kind == vConst && v.c.Kind() == constant.Bool {
		b := constant.BoolVal(v.c)
		return &b
	}
	return nil
}

// given reports whether a schema role is set: to anything but nil.
func given(v *val) bool {
	return v != nil && v.kind != vNil
}

// annotations folds the hints of a ToolAnnotations literal and of
// mark3labs options.
func annotations(annot *val, tv *toolVal) *mcptool.Annotations {
	var a mcptool.Annotations
	if annot != nil && annot.kind == vStruct {
		a.ReadOnly = constBool(annot.fields["ReadOnlyHint"])
		a.Destructive = constBool(annot.fields["DestructiveHint"])
		a.Idempotent = constBool(annot.fields["IdempotentHint"])
		a.OpenWorld = constBool(annot.fields["OpenWorldHint"])
	}
	for r, p := range map[role]**bool{rReadOnly: &a.ReadOnly, rDestructive: &a.Destructive, rIdempotent: &a.Idempotent, rOpenWorld: &a.OpenWorld} {
		if b := constBool(tv.roles[r]); b != nil {
			*p = b
		}
	}
	if a == (mcptool.Annotations{}) {
		return nil
	}
	return &a
}

// materialize turns the registrations of the package that are not part
// of a wrapper into its tools, registrations and unfollowed
// registrations.
func (f *finder) materialize() {
	alt := 0
	unfollowed := map[*ast.CallExpr]bool{}
	for _, call := range f.order {
		for _, ev := range f.events[call] {
			if ev.deps(f) {
				continue
			}
			var server types.Object
			var serverPath []string
			if ev.server != nil {
				serverPath = ev.server.path
				switch ev.server.kind {
				case vServer:
					server = ev.server.obj
				case vParam:
					server = f.paramServer(ev)
				}
			}
			var serverExpr ast.Expr
			if ev.server != nil {
				serverExpr = ev.server.expr
			}
			type altTool struct {
				alt  int
				decl *mcptool.Tool
			}
			registered := map[altTool]bool{} // alternatives registered, by tool
			// handler is the event's handler expression when it is
			// written in this package, else nil.
			var handler ast.Expr
			var factory *types.Func
			if ev.handler != nil && ev.handler.expr != nil && f.inPackage(ev.handler.expr.Pos()) {
				handler = ev.handler.expr
			} else if ev.handler != nil {
				factory = ev.handler.made
			}
			for _, one := range fan(ev.tool, nil, &alt, 0) {
				v := one.v
				handler := handler
				elemHandler := f.elementHandler(ev.handler, one.sites)
				if elemHandler != nil {
					handler = elemHandler
				}
				switch v.kind {
				case vNil:
					continue
				case vTool:
					if k := (altTool{one.alt, v.tool.decl}); one.alt != 0 && k.decl != nil {
						if registered[k] {
							// Alternatives that make one tool
							// (declareAlike): one registration.
							continue
						}
						registered[k] = true
					}
				default:
					why := v.why
					if v.kind != vUnknown || why == "" {
						why = "a value mcpvet does not follow"
					}
					if !unfollowed[call] {
						// One entry for a registration, with the first reason.
						unfollowed[call] = true
						f.res.Unfollowed = append(f.res.Unfollowed, mcptool.Unfollowed{Pos: call.Pos(), End: call.End(), Via: ev.via, Why: "the tool is " + why})
					}
					continue
				}
				reg := &mcptool.Registration{
					Call: call, Via: ev.via, Server: server, ServerPath: serverPath, ServerExpr: serverExpr, Enclosing: ev.ctx.enclosing(),
					Sites: append([]token.Pos{call.Pos()}, one.sites...), Alternative: one.alt,
				}
				switch {
				case elemHandler != nil:
					reg.Handler = elemHandler
				case ev.handlerArg != nil:
					reg.Handler = ev.handlerArg
				case handler != nil:
					reg.Handler = handler
				}
				tv := v.tool
				switch {
				case tv.decl != nil:
					reg.Tool = tv.decl
					if ev.style == mcptool.SDKAddTool && tv.decl.In == nil && concrete(ev.in) != nil {
						// A go-sdk tool a helper of the package makes
						// (meta("name", …), NewDefinition(…)), registered
						// by mcp.AddTool: the go-sdk infers the tool's
						// schemas from the handler's types, as it does for
						// a literal's.
						tv.decl.In, tv.decl.Out = concrete(ev.in), concrete(ev.out)
						if !tv.decl.InputSchemaGiven {
							tv.decl.Dialect, tv.decl.InferredBySDK = mcptool.SDK, true
						}
					}
					switch {
					case handler == nil || tv.decl.Handler != nil:
					case ev.paired:
						// The tool was declared where the pair is made;
						// its handler is the pair's other half.
						tv.decl.Handler = handler
					case (ev.style == mcptool.SDKAddTool || ev.style == mcptool.SDKServerAddTool) && tv.decl.In == nil,
						ev.style == mcptool.SDKAddTool:
						// mcp.AddTool(s, meta("name", …), h) runs h.
						tv.decl.Handler = handler
					}
				case tv.declAt != "":
					name := f.role(tv, rName)
					reg.Name, reg.NameKnown = constString(name), name != nil && name.kind == vConst
					reg.DeclaredAt = tv.declAt
				default:
					style := ev.style
					if style == mcptool.MarkTool {
						style = tv.style
					}
					t := f.newTool(style, tv, call, ev.via, ev.ctx)
					t.Call().ServerExpr = serverExpr
					if serverExpr != nil && f.inPackage(serverExpr.Pos()) {
						t.Call().Server = f.serverObject(serverExpr)
					}
					if handler != nil {
						t.Handler = handler
					} else {
						t.HandlerFactory = factory
					}
					if style == mcptool.SDKAddTool || style == mcptool.RuntimeAddTool || style == mcptool.RuntimeTool {
						// A type parameter mcpvet cannot bind (of a generic
						// type's method) says nothing of the tool's types.
						t.In, t.Out = concrete(ev.in), concrete(ev.out)
					}
					reg.Tool = t
				}
				if reg.Tool != nil {
					reg.Name, reg.NameKnown = reg.Tool.Name, reg.Tool.NameKnown
					reg.Tool.Registrations = append(reg.Tool.Registrations, reg)
				}
				f.res.Registrations = append(f.res.Registrations, reg)
			}
		}
	}
}

// paramServer is the parameter that holds (or whose fields hold) the
// server of a registration written in a function of the package.
func (f *finder) paramServer(ev *event) types.Object {
	for v, i := range ev.ctx.params {
		if i == ev.server.param {
			return v
		}
	}
	return nil
}

// elementHandler is, for a registration in a loop over a table whose
// entries hold a tool and its handler (for _, e := range tools {
// s.AddTool(e.tool, e.handler) }), the handler the entry of the tool
// registered holds: the element of the handler's value put in the table
// at one of the sites the tool went through; nil when the handler is no
// such element, or is not written in this package.
func (f *finder) elementHandler(h *val, sites []token.Pos) ast.Expr {
	if h == nil || len(sites) == 0 {
		return nil
	}
	switch h.kind {
	case vEach, vAlts, vSlice:
	default:
		return nil
	}
	for _, e := range h.elems {
		if e == nil {
			continue
		}
		if e.site != token.NoPos && slices.Contains(sites, e.site) && e.expr != nil && f.inPackage(e.expr.Pos()) {
			return e.expr
		}
		if x := f.elementHandler(e, sites); x != nil {
			return x // a table among the ways (each implementation's)
		}
	}
	return nil
}

// one is a tool value a registration registers, with the sites it runs
// through and its alternative group.
type one struct {
	v     *val
	sites []token.Pos
	alt   int
}

// fan lists the tool values v stands for: each element of a collection
// (all registered), each alternative (one of them registered).
func fan(v *val, sites []token.Pos, next *int, alt int) []one {
	if v == nil {
		return nil
	}
	if v.site != token.NoPos {
		sites = append(slices.Clip(sites), v.site)
	}
	switch v.kind {
	case vEach, vSlice:
		var out []one
		for _, e := range v.elems {
			out = append(out, fan(e, sites, next, alt)...)
		}
		return out
	case vAlts:
		if alt == 0 && len(v.elems) > 1 {
			*next++
			alt = *next
		}
		var out []one
		for _, e := range v.elems {
			out = append(out, fan(e, sites, next, alt)...)
		}
		return out
	}
	return []one{{v, sites, alt}}
}

// concrete is t, or nil for a type parameter.
func concrete(t types.Type) types.Type {
	if _, ok := t.(*types.TypeParam); ok {
		return nil
	}
	return t
}
