package routes

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// NetHTTP is the standard library's router: http.Handle and
// http.HandleFunc on http.DefaultServeMux, (*http.ServeMux).Handle and
// HandleFunc, Go 1.22 patterns, sub-muxes mounted with or without
// http.StripPrefix.
type NetHTTP struct{}

func (NetHTTP) Name() string { return knowledge.HTTPPath }

func (NetHTTP) Uses(pkg *types.Package) bool { return imports(pkg, knowledge.HTTPPath) }

// PathValue matches r.PathValue(name) on an *http.Request.
func (NetHTTP) PathValue(info *types.Info, call *ast.CallExpr) (ast.Expr, bool) {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || len(call.Args) != 1 || !IsMethod(fn, knowledge.HTTPPath, "Request", "PathValue") {
		return nil, false
	}
	return call.Args[0], true
}

func (n NetHTTP) Routes(pass *analysis.Pass) []*Route { return n.RoutesAcross(pass, nil) }

// RoutesAcross is Routes with the routes of imported builders: a
// *http.ServeMux an imported func registers routes on (b.Routes(mux)) or
// returns (mux.Handle("/api/", http.StripPrefix("/api", b.Handler()))).
func (NetHTTP) RoutesAcross(pass *analysis.Pass, builder func(*types.Func) *Builder) []*Route {
	s := &httpScan{
		pass:    pass,
		decls:   FuncDecls(pass),
		values:  singleValues(pass),
		mounts:  map[types.Object][]mountEdge{},
		aliases: map[types.Object][]types.Object{},
		builder: builder,
		synth:   map[ast.Node]types.Object{},
	}
	s.scan()
	exp := exports(s.decls, IsServeMux, s.returnedMux)
	var out []*Route
	for _, r := range s.regs {
		if r.mount {
			continue
		}
		for _, ch := range s.chains(r.mux, 0) {
			rt := s.route(r, ch.mounts)
			rt.Exports = sortedExports(exp[ch.root])
			rt.Rel = Rel{Router: knowledge.HTTPPath, Registered: rt.Registered, Invalid: relInvalid(rt), Via: rt.Via}
			if rt.Pattern != nil {
				rt.Rel.Method, rt.Rel.Path = rt.Pattern.Method, rt.Pattern.Text
			}
			out = append(out, rt)
		}
	}
	return out
}

// returnedMux is the mux a returned expression is: a *http.ServeMux, or
// a handler that passes every request on to one unchanged (middleware).
func (s *httpScan) returnedMux(e ast.Expr) types.Object {
	if IsServeMux(s.pass.TypesInfo.TypeOf(e)) {
		return s.muxObject(e, 0)
	}
	if obj, strip, set, _, ok := s.mountTarget(e, 0); ok && !set && strip == "" {
		return obj
	}
	return nil
}

// builderArgs: a call of an imported builder handed a mux registers the
// builder's routes on it.
func (s *httpScan) builderArgs(call *ast.CallExpr) {
	b, fn := builderCall(s.pass.TypesInfo, s.pass.Pkg, s.builder, call)
	if b == nil || b.Param < 0 || b.Param >= len(call.Args) {
		return
	}
	if obj := s.muxObject(call.Args[b.Param], 0); obj != nil {
		s.addBuilt(obj, b, fn, call)
	}
}

// builtMux is the mux an imported builder returns, one per call.
func (s *httpScan) builtMux(call *ast.CallExpr) types.Object {
	b, fn := builderCall(s.pass.TypesInfo, s.pass.Pkg, s.builder, call)
	if b == nil || b.Param != -1 {
		return nil
	}
	if !hasRouter(b, knowledge.HTTPPath) {
		return nil
	}
	if obj, ok := s.synth[call]; ok {
		return obj
	}
	obj := types.NewVar(call.Pos(), s.pass.Pkg, fn.Name(), types.Typ[types.Invalid])
	s.synth[call] = obj
	s.addBuilt(obj, b, fn, call)
	return obj
}

func (s *httpScan) addBuilt(obj types.Object, b *Builder, fn *types.Func, call *ast.CallExpr) {
	for i := range b.Routes {
		rel := &b.Routes[i]
		if rel.Router != knowledge.HTTPPath {
			continue
		}
		r := &registration{call: call, mux: obj, patExpr: call, handler: call, text: rel.Path, known: !rel.Invalid.Is(),
			built: rel, builtBy: fn}
		if r.known {
			r.pattern, r.err = Parse(r.text)
		}
		s.regs = append(s.regs, r)
	}
}

type registration struct {
	call             *ast.CallExpr
	mux              types.Object // nil: a receiver expression that names no variable
	patExpr, handler ast.Expr
	funcArg          bool
	text             string
	known            bool
	pattern          *Pattern
	err              error
	mount            bool
	// built, builtBy: a route of an imported builder, brought in by call.
	built   *Rel
	builtBy *types.Func
}

// mountEdge: the mux child is mounted on parent by reg.
type mountEdge struct {
	parent   types.Object
	reg      *registration
	strip    string
	stripSet bool
	// stripExpr is a prefix that is not a compile-time constant.
	stripExpr ast.Expr
}

type httpScan struct {
	pass    *analysis.Pass
	decls   map[*types.Func]*ast.FuncDecl
	values  func(*types.Var) (ast.Expr, bool) // singleValues
	regs    []*registration
	mounts  map[types.Object][]mountEdge
	aliases map[types.Object][]types.Object // a *http.ServeMux parameter -> the muxes passed to it
	// builder returns the fact of an imported func; synth are the muxes
	// imported builders return, one per call.
	builder func(*types.Func) *Builder
	synth   map[ast.Node]types.Object
}

func (s *httpScan) scan() {
	var defaultMux types.Object
	for _, imp := range s.pass.Pkg.Imports() {
		if imp.Path() == knowledge.HTTPPath {
			defaultMux = imp.Scope().Lookup("DefaultServeMux")
		}
	}
	info := s.pass.TypesInfo
	flow := astflow.Of(s.pass)
	for _, c := range flow.Calls() {
		call := c.Expr
		fn, ok := typeutil.Callee(info, call).(*types.Func)
		if !ok {
			continue
		}
		s.aliasArgs(fn, call)
		s.builderArgs(call)
		if len(call.Args) != 2 || fn.Pkg() == nil || fn.Pkg().Path() != knowledge.HTTPPath || fn.Name() != "Handle" && fn.Name() != "HandleFunc" {
			continue
		}
		r := &registration{call: call, patExpr: call.Args[0], handler: call.Args[1], funcArg: fn.Name() == "HandleFunc"}
		switch {
		case IsMethod(fn, knowledge.HTTPPath, "ServeMux", fn.Name()):
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
				r.mux = s.muxObject(sel.X, 0)
			}
		case recvOf(fn) == nil:
			r.mux = defaultMux
		default:
			continue
		}
		if tv, ok := info.Types[r.patExpr]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			r.text, r.known = constant.StringVal(tv.Value), true
			r.pattern, r.err = Parse(r.text)
		}
		if !r.funcArg && s.servesChi(r.handler, 0) {
			// A chi router (or a gin or echo engine): its own routes
			// are the routes (its Router finds them), not this
			// registration.
			r.mount = true
		}
		if !r.funcArg && !r.mount {
			if child, strip, set, stripExpr, ok := s.mountTarget(r.handler, 0); ok {
				r.mount = true
				s.mounts[child] = append(s.mounts[child], mountEdge{parent: r.mux, reg: r, strip: strip, stripSet: set, stripExpr: stripExpr})
			}
		}
		s.regs = append(s.regs, r)
	}
}

// aliasArgs records the muxes passed to *http.ServeMux parameters of this
// package's funcs, so that routes registered on a parameter are found
// under every mount of what is passed.
func (s *httpScan) aliasArgs(fn *types.Func, call *ast.CallExpr) {
	recordAliases(s.decls, fn, call, IsServeMux, func(e ast.Expr) types.Object { return s.muxObject(e, 0) }, s.aliases)
}

// muxObject names the variable (local, package-level, parameter or field)
// a *http.ServeMux expression reads, following calls to this package's
// funcs that return one.
func (s *httpScan) muxObject(e ast.Expr, depth int) types.Object {
	info := s.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if v, ok := info.Uses[e].(*types.Var); ok {
			if rhs, ok := s.values(v); ok && depth <= 4 {
				if obj := s.muxObject(rhs, depth+1); obj != nil {
					return obj
				}
			}
			return v
		}
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[e]; ok {
			if v, ok := sel.Obj().(*types.Var); ok {
				return v
			}
			return nil
		}
		if v, ok := info.Uses[e.Sel].(*types.Var); ok {
			return v
		}
	case *ast.CallExpr:
		if depth > 4 {
			return nil
		}
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		if !ok {
			return nil
		}
		if obj := s.builtMux(e); obj != nil {
			return obj
		}
		decl := s.decls[fn]
		if decl == nil || decl.Body == nil {
			return nil
		}
		return returnedObject(decl.Body, func(res ast.Expr) types.Object {
			if IsServeMux(info.TypeOf(res)) {
				return s.muxObject(res, depth+1)
			}
			if o, strip, set, _, ok := s.mountTarget(res, depth+1); ok && !set && strip == "" {
				return o
			}
			return nil
		})
	}
	return nil
}

// mountTarget reports whether a handler expression passes requests on to
// a *http.ServeMux (directly, through http.StripPrefix, or through
// middleware: a call with a handler argument), and which.
func (s *httpScan) mountTarget(e ast.Expr, depth int) (mux types.Object, strip string, stripSet bool, stripExpr ast.Expr, ok bool) {
	if depth > 6 {
		return nil, "", false, nil, false
	}
	info := s.pass.TypesInfo
	e = ast.Unparen(e)
	if IsServeMux(info.TypeOf(e)) {
		if obj := s.muxObject(e, depth+1); obj != nil {
			return obj, "", false, nil, true
		}
		return nil, "", false, nil, false
	}
	call, isCall := e.(*ast.CallExpr)
	if !isCall {
		return nil, "", false, nil, false
	}
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() && len(call.Args) == 1 {
		return s.mountTarget(call.Args[0], depth+1)
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == knowledge.HTTPPath && fn.Name() == "StripPrefix" && len(call.Args) == 2 {
		mux, inner, innerSet, innerExpr, ok := s.mountTarget(call.Args[1], depth+1)
		if !ok {
			return nil, "", false, nil, false
		}
		tv := info.Types[call.Args[0]]
		if tv.Value == nil || tv.Value.Kind() != constant.String {
			return mux, "", true, call.Args[0], true
		}
		prefix := constant.StringVal(tv.Value)
		if innerSet {
			prefix += inner
		}
		return mux, prefix, true, innerExpr, true
	}
	for _, arg := range call.Args {
		if IsHandlerType(info.TypeOf(arg)) {
			if mux, strip, set, se, ok := s.mountTarget(arg, depth+1); ok {
				return mux, strip, set, se, true
			}
		}
	}
	if fn != nil && (s.decls[fn] != nil || s.builtMux(call) != nil) {
		if obj := s.muxObject(call, depth+1); obj != nil {
			return obj, "", false, nil, true
		}
	}
	return nil, "", false, nil, false
}

// chains lists the ways a mux is reached, each innermost mount first; one
// empty chain for a root mux. A mux passed to a func of the package is
// reached as every mux passed there.
func (s *httpScan) chains(obj types.Object, depth int) []chain[mountEdge] {
	return chains(obj, depth, s.mounts, func(m mountEdge) types.Object { return m.parent }, s.aliases)
}

func (s *httpScan) route(r *registration, chain []mountEdge) *Route {
	out := &Route{
		Router: knowledge.HTTPPath, Call: r.call, PatternExpr: r.patExpr,
		Registered: r.text, Known: r.known, Handler: r.handler, FuncArg: r.funcArg,
	}
	for i := len(chain) - 1; i >= 0; i-- {
		out.Via = append(out.Via, describeMount(chain[i]))
	}
	if r.built != nil {
		out.Via = append(out.Via, r.built.Via...)
		out.Built, out.BuiltBy, out.Registered, out.Known = r.built, r.builtBy, r.built.Registered, true
		if r.built.Invalid.Is() {
			out.Invalid = r.built.Invalid
			return out
		}
	}
	if !r.known {
		return out
	}
	if r.err != nil {
		out.Invalid = Because(PatternNotValid, r.err.Error())
		return out
	}
	p := r.pattern
	for _, m := range chain {
		switch {
		case !m.reg.known:
			out.Invalid = Because(MountNotConstant, types.ExprString(m.reg.patExpr))
			return out
		case m.reg.err != nil:
			out.Invalid = Because(MountNotValid, m.reg.text, m.reg.err.Error())
			return out
		case m.stripExpr != nil:
			out.Invalid = Because(StripPrefixNotConstant, types.ExprString(m.stripExpr))
			return out
		}
		full, err := Compose(Mount{Pattern: m.reg.pattern, Strip: m.strip, StripSet: m.stripSet}, p)
		if err != nil {
			out.Invalid = Because(MountNotComposable, err.Error())
			return out
		}
		p = full
	}
	out.Pattern = p
	return out
}

func describeMount(m mountEdge) string {
	at := types.ExprString(m.reg.patExpr)
	if m.reg.known {
		at = strconv.Quote(m.reg.text)
	}
	if m.stripSet {
		return at + " (http.StripPrefix " + strconv.Quote(m.strip) + ")"
	}
	return at
}

// servesChi reports whether a handler is a chi router: directly, through
// http.StripPrefix, or returned by a func of this package.
func (s *httpScan) servesChi(e ast.Expr, depth int) bool {
	info := s.pass.TypesInfo
	e = ast.Unparen(e)
	if t := info.TypeOf(e); IsChiRouter(t) || IsGinRouter(t) || IsEchoRouter(t) {
		return true
	}
	call, ok := e.(*ast.CallExpr)
	if !ok || depth > 4 {
		return false
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == knowledge.HTTPPath && fn.Name() == "StripPrefix" && len(call.Args) == 2 {
		return s.servesChi(call.Args[1], depth+1)
	}
	decl := s.decls[fn]
	if fn == nil || decl == nil || decl.Body == nil {
		return false
	}
	results := ReturnedExprs(decl.Body, 0)
	for _, res := range results {
		if !s.servesChi(res, depth+1) {
			return false
		}
	}
	return len(results) > 0
}
