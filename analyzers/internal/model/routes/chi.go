package routes

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"regexp"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// Chi is github.com/go-chi/chi/v5: Get, Post, ... and Method(Func),
// Handle(Func), Route, Group, With and Mount on a chi.Router or *chi.Mux;
// {id} and {id:regex} parameters read with chi.URLParam (or r.PathValue,
// which chi fills too). Its patterns are translated into net/http's
// grammar: {id:regex} is {id}, a trailing slash is {$}, a trailing * is a
// subtree.
type Chi struct{}

func (Chi) Name() string { return knowledge.ChiPath }

func (Chi) Uses(pkg *types.Package) bool { return imports(pkg, knowledge.ChiPath) }

// PathValue matches chi.URLParam(r, name).
func (Chi) PathValue(info *types.Info, call *ast.CallExpr) (ast.Expr, bool) {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || len(call.Args) != 2 || fn.Pkg() == nil || fn.Pkg().Path() != knowledge.ChiPath || fn.Name() != "URLParam" || recvOf(fn) != nil {
		return nil, false
	}
	return call.Args[1], true
}

// chiMethods are the methods of chi.Router that register a route with
// the method in their name.
var chiMethods = map[string]string{
	"Connect": "CONNECT", "Delete": "DELETE", "Get": "GET", "Head": "HEAD", "Options": "OPTIONS",
	"Patch": "PATCH", "Post": "POST", "Put": "PUT", "Trace": "TRACE",
}

func (c Chi) Routes(pass *analysis.Pass) []*Route { return c.RoutesAcross(pass, nil) }

// RoutesAcross is Routes with the routes of imported builders: a chi
// router an imported func registers routes on (b.Routes(r), r.Route("/api",
// b.Routes)) or returns (r.Mount("/api", b.Router())).
func (Chi) RoutesAcross(pass *analysis.Pass, builder func(*types.Func) *Builder) []*Route {
	s := &chiScan{pass: pass, decls: FuncDecls(pass), values: singleValues(pass), mounts: map[types.Object][]chiMount{},
		aliases: map[types.Object][]types.Object{}, stripped: map[types.Object]bool{}, params: map[types.Object]string{},
		builder: builder, synth: map[ast.Node]types.Object{}}
	s.scan()
	exp := exports(s.decls, IsChiRouter, func(e ast.Expr) types.Object { return s.routerObject(e, 0) })
	var out []*Route
	for _, r := range s.regs {
		for _, ch := range s.chains(r.router, 0) {
			rt := s.route(r, ch.mounts)
			rt.Exports = sortedExports(exp[ch.root])
			rt.Rel.Invalid, rt.Rel.Via = relInvalid(rt), rt.Via
			out = append(out, rt)
		}
	}
	return out
}

type chiReg struct {
	call    *ast.CallExpr
	router  types.Object // nil: a receiver that names no variable
	method  string       // "" for every method (Handle, Mount)
	methodX ast.Expr     // the method argument of Method(Func), when not constant
	patExpr ast.Expr
	handler ast.Expr
	funcArg bool
	text    string
	known   bool
	subtree bool // Mount: everything under the pattern
	// built, builtBy: a route of an imported builder, brought in by the
	// call builtAt.
	built   *Rel
	builtBy *types.Func
	builtAt ast.Expr
}

// chiMount: the router child serves under parent at prefix (Route,
// Mount of a router; Group has no prefix).
type chiMount struct {
	parent types.Object
	prefix string
	known  bool
	expr   ast.Expr // the prefix argument; nil for Group
	via    string
}

type chiScan struct {
	pass   *analysis.Pass
	decls  map[*types.Func]*ast.FuncDecl
	values func(*types.Var) (ast.Expr, bool) // singleValues
	regs   []*chiReg
	mounts map[types.Object][]chiMount
	// aliases maps a chi router parameter of a func of the package to the
	// routers passed to it: its routes are served under each of them.
	aliases map[types.Object][]types.Object
	// stripped are routers served under http.StripPrefix: their routes
	// see paths mcpvet does not follow from net/http into chi.
	stripped map[types.Object]bool
	// params are the chi router parameters of the package's funcs, by
	// the func's name ("" for a func literal).
	params map[types.Object]string
	// builder returns the fact of an imported func; synth are the routers
	// of imported builders, one per call (or func value) that brings
	// them in.
	builder func(*types.Func) *Builder
	synth   map[ast.Node]types.Object
}

// chiMethod returns the name of a chi.Router or *chi.Mux method fn, or "".
func chiMethod(fn *types.Func) string {
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != knowledge.ChiPath {
		return ""
	}
	recv := recvOf(fn)
	if recv == nil {
		return ""
	}
	if _, n := Named(recv.Type(), true); n != "Router" && n != "Mux" {
		return ""
	}
	return fn.Name()
}

func (s *chiScan) scan() {
	info := s.pass.TypesInfo
	params := func(fields *ast.FieldList, fn string) {
		if fields == nil {
			return
		}
		for _, f := range fields.List {
			for _, id := range f.Names {
				if obj := info.Defs[id]; obj != nil && IsChiRouter(obj.Type()) {
					s.params[obj] = fn
				}
			}
		}
	}
	flow := astflow.Of(s.pass)
	for _, f := range flow.Funcs() {
		if d := f.Decl(); d != nil {
			params(d.Type.Params, d.Name.Name)
		} else {
			params(f.Lit().Type.Params, "")
		}
	}
	for _, c := range flow.Calls() {
		call := c.Expr
		fn, _ := typeutil.Callee(info, call).(*types.Func)
		s.aliasArgs(fn, call)
		s.builderArgs(call)
		if fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == knowledge.HTTPPath && fn.Name() == "StripPrefix" && len(call.Args) == 2 {
			if obj := s.routerObject(call.Args[1], 0); obj != nil {
				s.stripped[obj] = true
			}
			continue
		}
		name := chiMethod(fn)
		if name == "" {
			continue
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		recv := s.routerObject(sel.X, 0)
		args := call.Args
		switch {
		case chiMethods[name] != "" && len(args) == 2:
			s.add(&chiReg{call: call, router: recv, method: chiMethods[name], patExpr: args[0], handler: args[1], funcArg: true})
		case (name == "Method" || name == "MethodFunc") && len(args) == 3:
			r := &chiReg{call: call, router: recv, patExpr: args[1], handler: args[2], funcArg: name == "MethodFunc"}
			if m, ok := constString(info, args[0]); ok {
				r.method = strings.ToUpper(m) // chi upper-cases it too
			} else {
				r.methodX = args[0]
			}
			s.add(r)
		case (name == "Handle" || name == "HandleFunc") && len(args) == 2:
			s.add(&chiReg{call: call, router: recv, patExpr: args[0], handler: args[1], funcArg: name == "HandleFunc"})
		case name == "Mount" && len(args) == 2:
			if child := s.routerObject(args[1], 0); child != nil {
				s.mount(child, recv, args[0], "chi Mount")
				continue
			}
			s.add(&chiReg{call: call, router: recv, patExpr: args[0], handler: args[1], subtree: true})
		case name == "Route" && len(args) == 2:
			if child := s.callbackRouter(args[1]); child != nil {
				s.mount(child, recv, args[0], "chi Route")
			}
		case name == "Group" && len(args) == 1:
			if child := s.callbackRouter(args[0]); child != nil && recv != nil {
				s.mounts[child] = append(s.mounts[child], chiMount{parent: recv, known: true})
			}
		}
	}
}

// aliasArgs records the routers passed to chi router parameters of this
// package's funcs (r.Route("/api", func(r chi.Router) { items(r) })).
func (s *chiScan) aliasArgs(fn *types.Func, call *ast.CallExpr) {
	recordAliases(s.decls, fn, call, IsChiRouter, func(e ast.Expr) types.Object { return s.routerObject(e, 0) }, s.aliases)
}

// builderArgs: a call of an imported builder handed a router registers
// the builder's routes on it.
func (s *chiScan) builderArgs(call *ast.CallExpr) {
	b, fn := builderCall(s.pass.TypesInfo, s.pass.Pkg, s.builder, call)
	if b == nil || b.Param < 0 || b.Param >= len(call.Args) {
		return
	}
	if obj := s.routerObject(call.Args[b.Param], 0); obj != nil {
		s.addBuilt(obj, b, fn, call)
	}
}

// builtRouter is the router an imported builder returns (a call) or
// fills (a func value given to Route or Group), one per expression.
func (s *chiScan) builtRouter(e ast.Expr, returned bool) types.Object {
	b, fn := builderCall(s.pass.TypesInfo, s.pass.Pkg, s.builder, e)
	_, isCall := ast.Unparen(e).(*ast.CallExpr)
	if b == nil || isCall != returned || returned && b.Param != -1 || !returned && b.Param != 0 {
		return nil
	}
	if !hasRouter(b, knowledge.ChiPath) {
		return nil
	}
	if obj, ok := s.synth[e]; ok {
		return obj
	}
	obj := types.NewVar(e.Pos(), s.pass.Pkg, fn.Name(), types.Typ[types.Invalid])
	s.synth[e] = obj
	s.addBuilt(obj, b, fn, e)
	return obj
}

func (s *chiScan) addBuilt(obj types.Object, b *Builder, fn *types.Func, at ast.Expr) {
	for i := range b.Routes {
		rel := &b.Routes[i]
		if rel.Router != knowledge.ChiPath {
			continue
		}
		s.regs = append(s.regs, &chiReg{router: obj, method: rel.Method, text: rel.Path, known: !rel.Invalid.Is(),
			subtree: rel.Subtree, built: rel, builtBy: fn, builtAt: at, patExpr: at, handler: at})
	}
}

func (s *chiScan) add(r *chiReg) {
	r.text, r.known = constString(s.pass.TypesInfo, r.patExpr)
	s.regs = append(s.regs, r)
}

func (s *chiScan) mount(child, parent types.Object, prefix ast.Expr, how string) {
	if parent == nil {
		return
	}
	m := chiMount{parent: parent, expr: prefix}
	m.prefix, m.known = constString(s.pass.TypesInfo, prefix)
	m.via = types.ExprString(prefix)
	if m.known {
		m.via = strconv.Quote(m.prefix)
	}
	m.via += " (" + how + ")"
	s.mounts[child] = append(s.mounts[child], m)
}

func constString(info *types.Info, e ast.Expr) (string, bool) {
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value), true
	}
	return "", false
}

// IsChiRouter reports whether t is chi.Router or *chi.Mux.
func IsChiRouter(t types.Type) bool {
	return Is(t, knowledge.ChiPath, "Router") || IsPtrTo(t, knowledge.ChiPath, "Mux")
}

// routerObject names the variable a chi router expression reads,
// looking through With and Use-free chains (r.With(mw).Get(...)) and
// calls to this package's funcs that return one.
func (s *chiScan) routerObject(e ast.Expr, depth int) types.Object {
	info := s.pass.TypesInfo
	if depth > 6 {
		return nil
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if v, ok := info.Uses[e].(*types.Var); ok && IsChiRouter(v.Type()) {
			if rhs, ok := s.values(v); ok {
				if obj := s.routerObject(rhs, depth+1); obj != nil {
					return obj
				}
			}
			return v
		}
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[e]; ok {
			if v, ok := sel.Obj().(*types.Var); ok && IsChiRouter(v.Type()) {
				return v
			}
			return nil
		}
		if v, ok := info.Uses[e.Sel].(*types.Var); ok && IsChiRouter(v.Type()) {
			return v
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, e).(*types.Func)
		switch chiMethod(fn) {
		case "With":
			// The same router, with middleware.
			if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok {
				return s.routerObject(sel.X, depth+1)
			}
			return nil
		case "Route", "Group":
			// The sub-router, which the callback is given.
			if len(e.Args) > 0 {
				return s.callbackRouter(e.Args[len(e.Args)-1])
			}
			return nil
		}
		if obj := s.builtRouter(e, true); obj != nil {
			return obj
		}
		decl := s.decls[fn]
		if fn == nil || decl == nil || decl.Body == nil {
			return nil
		}
		return returnedObject(decl.Body, func(res ast.Expr) types.Object { return s.routerObject(res, depth+1) })
	}
	return nil
}

// callbackRouter is the chi.Router parameter of the func a Route or Group
// call is given: a func literal or a func of this package.
func (s *chiScan) callbackRouter(e ast.Expr) types.Object {
	info := s.pass.TypesInfo
	var params *ast.FieldList
	switch e := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		params = e.Type.Params
	case *ast.Ident, *ast.SelectorExpr:
		if obj := s.builtRouter(e, false); obj != nil {
			return obj
		}
		fn, ok := typeutil.Callee(info, &ast.CallExpr{Fun: e}).(*types.Func)
		if !ok {
			return nil
		}
		if decl := s.decls[fn]; decl != nil {
			params = decl.Type.Params
		}
	}
	if params == nil || len(params.List) != 1 || len(params.List[0].Names) != 1 {
		return nil
	}
	return info.Defs[params.List[0].Names[0]]
}

// chains lists the ways a router is reached, innermost mount first; one
// empty chain for a root router. A router parameter is reached as every
// router passed to it.
func (s *chiScan) chains(obj types.Object, depth int) []chain[chiMount] {
	return chains(obj, depth, s.mounts, func(m chiMount) types.Object { return m.parent }, s.aliases)
}

// strippedReason is why a route of a router under http.StripPrefix gets
// no tool.
func (s *chiScan) route(r *chiReg, chain []chiMount) *Route {
	out := &Route{
		Router: knowledge.ChiPath, Call: r.call, PatternExpr: r.patExpr,
		Registered: r.text, Known: r.known, Handler: r.handler, FuncArg: r.funcArg,
	}
	if r.method != "" && r.known {
		out.Registered = r.method + " " + r.text
	}
	if r.built != nil {
		out.Call, _ = ast.Unparen(r.builtAt).(*ast.CallExpr)
		if out.Call == nil {
			out.Call = &ast.CallExpr{Fun: r.builtAt, Lparen: r.builtAt.End(), Rparen: r.builtAt.End()}
		}
		out.Built, out.BuiltBy, out.Registered, out.Known = r.built, r.builtBy, r.built.Registered, true
		if r.built.Invalid.Is() {
			out.Invalid = r.built.Invalid
			return out
		}
	}
	out.Rel = Rel{Router: knowledge.ChiPath, Method: r.method, Registered: out.Registered, Subtree: r.subtree}
	for i := len(chain) - 1; i >= 0; i-- {
		if chain[i].via != "" {
			out.Via = append(out.Via, chain[i].via)
		}
	}
	if r.built != nil {
		out.Via = append(out.Via, r.built.Via...)
	}
	if !r.known {
		return out
	}
	if r.router == nil {
		out.Invalid = Because(MountUnknown)
		return out
	}
	if fn, ok := unanchored(r.router, 0, s.mounts, func(m chiMount) types.Object { return m.parent }, s.aliases, s.params); ok {
		if exp := s.exportedParam(r.router, 0); exp != "" {
			// The package that passes it a router gives its path.
			out.Deferred = exp
			out.Rel.Path = s.relPath(r, chain)
			return out
		}
		what, ref := "a func literal", "F"
		if fn != "" {
			what, ref = fn, fn
		}
		out.Invalid = Because(ChiRouterParam, what, ref)
		return out
	}
	prefix := ""
	for _, m := range chain {
		switch {
		case !m.known:
			out.Invalid = Because(MountNotConstant, types.ExprString(m.expr))
			return out
		case s.stripped[m.parent]:
			out.Invalid = Because(ChiStripped)
			return out
		}
		prefix = strings.TrimSuffix(m.prefix, "/") + prefix
	}
	switch {
	case r.methodX != nil:
		out.Invalid = Because(MethodNotConstant, types.ExprString(r.methodX))
		return out
	case s.stripped[r.router]:
		out.Invalid = Because(ChiStripped)
		return out
	}
	full := joinChi(prefix, r.text, r.subtree)
	out.Rel.Path = full
	path, regexps, err := chiToHTTP(full, r.subtree)
	if err != nil {
		out.Invalid = Because(PatternNotValid, err.Error())
		return out
	}
	text := path
	if r.method != "" {
		text = r.method + " " + path
	}
	p, err := Parse(text)
	if err != nil {
		out.Invalid = Because(PatternNotValid, err.Error())
		return out
	}
	out.Pattern = p
	for name, re := range regexps {
		if portableRegexp(re) {
			if out.Regexps == nil {
				out.Regexps = map[string]string{}
			}
			out.Regexps[name] = re
		}
	}
	return out
}

// joinChi is a route's pattern under a prefix. A sub-router's "/" serves
// its mount's path itself (chi's Mount registers the pattern with and
// without the slash): the tool calls /api/notes, not /api/notes/.
func joinChi(prefix, text string, subtree bool) string {
	if prefix != "" && text == "/" && !subtree {
		return prefix
	}
	return prefix + text
}

// relPath is a route's pattern under the prefixes of its chain, which
// must all be known, else its own pattern.
func (s *chiScan) relPath(r *chiReg, chain []chiMount) string {
	prefix := ""
	for _, m := range chain {
		if !m.known {
			return r.text
		}
		prefix = strings.TrimSuffix(m.prefix, "/") + prefix
	}
	return joinChi(prefix, r.text, r.subtree)
}

// exportedParam names the exported func whose router parameter obj is
// reached from ("" when none): the builder whose fact carries the routes.
func (s *chiScan) exportedParam(obj types.Object, depth int) string {
	if obj == nil || depth > 8 {
		return ""
	}
	if len(s.mounts[obj]) == 0 && len(s.aliases[obj]) == 0 {
		if v, ok := obj.(*types.Var); ok && s.params[obj] != "" {
			for fn, decl := range s.decls {
				if fn.Exported() && fn.Name() == s.params[obj] && decl.Type.Params != nil && v.Pos() >= decl.Type.Params.Pos() && v.Pos() < decl.Type.Params.End() {
					return fn.Name()
				}
			}
		}
		return ""
	}
	for _, m := range s.mounts[obj] {
		if fn := s.exportedParam(m.parent, depth+1); fn != "" {
			return fn
		}
	}
	return ""
}

// portableRegexp reports whether a chi parameter regexp means the same in
// Go's RE2 (which chi and the runtime's validator use) and in ECMA-262
// (which a client reading the schema may use): literals, classes, ranges,
// repetition, alternation, groups without flags, and the escapes both
// know (not \s: ECMA-262 counts Unicode spaces).
func portableRegexp(re string) bool {
	if _, err := regexp.Compile(re); err != nil || strings.Contains(re, "(?") || strings.Contains(re, "[[:") {
		return false
	}
	for i := 0; i < len(re); i++ {
		c := re[i]
		switch {
		case c == '\\':
			i++
			if i >= len(re) || !strings.ContainsRune(`dDwW.-\/[](){}*+?|^$`, rune(re[i])) {
				return false
			}
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9',
			strings.IndexByte("_-.[]^$*+?{},|()", c) >= 0:
		default:
			return false
		}
	}
	return true
}

// chiToHTTP translates a chi route pattern into the path of a net/http
// pattern: {id} and {id:regex} are {id}, a trailing slash is {$}, a
// trailing * (and a Mount) serve the subtree. A parameter that is only
// part of a segment has no net/http form.
func chiToHTTP(p string, subtree bool) (path string, regexps map[string]string, err error) {
	if !strings.HasPrefix(p, "/") {
		return "", nil, fmt.Errorf("chi patterns begin with '/': %q", p)
	}
	var b strings.Builder
	for i := 0; i < len(p); {
		c := p[i]
		switch {
		case c == '{':
			end, name, re, err := chiParam(p, i)
			if err != nil {
				return "", nil, err
			}
			if p[i-1] != '/' || end < len(p) && p[end] != '/' {
				return "", nil, fmt.Errorf("the parameter {%s} is only part of a path segment, which a net/http pattern cannot say", name)
			}
			if !validWildcardName(name) {
				return "", nil, fmt.Errorf("the parameter name %q is not a Go identifier", name)
			}
			if re != "" {
				if regexps == nil {
					regexps = map[string]string{}
				}
				regexps[name] = re
			}
			b.WriteString("{" + name + "}")
			i = end
		case c == '*':
			if i != len(p)-1 {
				return "", nil, fmt.Errorf("'*' is only allowed at the end of a chi pattern")
			}
			subtree = true
			i++
		default:
			b.WriteByte(c)
			i++
		}
	}
	path = b.String()
	switch {
	case subtree:
		if !strings.HasSuffix(path, "/") {
			path += "/"
		}
	case strings.HasSuffix(path, "/"):
		path += "{$}"
	}
	return path, regexps, nil
}

// chiParam reads the parameter starting at p[i] ('{'), whose regexp may
// hold braces, and returns the index after it, its name and its regexp.
func chiParam(p string, i int) (end int, name, re string, err error) {
	depth := 0
	for j := i; j < len(p); j++ {
		switch p[j] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				name, re, _ = strings.Cut(p[i+1:j], ":")
				return j + 1, name, re, nil
			}
		}
	}
	return 0, "", "", fmt.Errorf("a parameter is not closed: %q", p[i:])
}
