package routes

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// Routers with path groups: gin and echo register routes on an engine or
// on a group, and a group is made by Group(prefix, middleware...) on an
// engine or on another group. A groupFramework says what differs between
// them (their types, how a prefix joins a path, their path grammar); one
// groupScan finds the routes of both.
type groupFramework struct {
	name string // the import path, Route.Router
	// label names the framework in Via ("gin Group").
	label string
	// isRouter tells the types routes are registered on; isEngine those
	// of them that are always a root (an engine is never under a
	// prefix, a group may be).
	isRouter, isEngine func(types.Type) bool
	// method returns the name of a registration or group method fn of the
	// framework's router types, or "".
	method func(fn *types.Func) string
	// handler returns the handler argument of a registration whose route
	// arguments (path, handlers, middleware) are args.
	handler func(call *ast.CallExpr, args []ast.Expr) ast.Expr
	// root is the base path of an engine; join appends a group prefix or
	// a route path to a base path as the framework does.
	root string
	join func(base, rel string) string
	// translate turns a full path into the path of a net/http pattern.
	translate func(full string) (path string, err error)
	// methodRefusal is how to register a route with its method.
	methodRefusal string
	// middleware returns the middleware arguments of a registration whose
	// route arguments (path, handlers, middleware) are args.
	middleware func(args []ast.Expr) []ast.Expr
	// globalUse: Use on an engine wraps every request of the engine,
	// whenever it is called (echo); else a Use wraps only the routes
	// and groups made on the router after it (gin, and echo's groups).
	globalUse bool
}

// groupMethods are the registration methods that carry their HTTP method
// in their name, on both gin and echo.
var groupMethods = map[string]string{
	"CONNECT": "CONNECT", "DELETE": "DELETE", "GET": "GET", "HEAD": "HEAD", "OPTIONS": "OPTIONS",
	"PATCH": "PATCH", "POST": "POST", "PUT": "PUT", "TRACE": "TRACE",
}

type groupReg struct {
	call    *ast.CallExpr
	router  types.Object // nil: a receiver that names no router mcpvet can follow
	method  string       // "" for every method (Any)
	methodX ast.Expr     // the method argument of Handle/Add, when not constant
	patExpr ast.Expr
	handler ast.Expr
	// mw are the registration's own middleware arguments.
	mw    []ast.Expr
	text  string
	known bool
	// built, builtBy: a route of an imported builder, brought in by call.
	built   *Rel
	builtBy *types.Func
}

// groupMount: a group made by Group(prefix) on parent.
type groupMount struct {
	parent types.Object
	prefix string
	known  bool
	expr   ast.Expr
	via    string
	// call is the Group call, mw its middleware arguments.
	call *ast.CallExpr
	mw   []ast.Expr
}

// groupUse is a Use call on a router, with its middleware arguments.
type groupUse struct {
	call *ast.CallExpr
	mw   []ast.Expr
}

type groupScan struct {
	fw     *groupFramework
	pass   *analysis.Pass
	decls  map[*types.Func]*ast.FuncDecl
	values func(*types.Var) (ast.Expr, bool) // singleValues
	regs   []*groupReg
	mounts map[types.Object][]groupMount
	// uses are the Use (and echo's Pre) calls on each router.
	uses map[types.Object][]groupUse
	// groups are the placeholder objects of groups made in place
	// (r.Group("/v1") used without a variable), by their Group call.
	groups map[*ast.CallExpr]types.Object
	// aliases maps a router parameter of a func of the package to the
	// routers passed to it: its routes are served under each of them.
	aliases map[types.Object][]types.Object
	// params are the group parameters of the package's funcs, by the
	// func's name ("" for a func literal); an engine parameter is a root.
	params map[types.Object]string
	// stripped are engines served under http.StripPrefix, which mcpvet
	// does not follow from net/http into the framework.
	stripped map[types.Object]bool
	// builder returns the fact of an imported func; synth are the routers
	// imported builders return, one per call.
	builder func(*types.Func) *Builder
	synth   map[ast.Node]types.Object
}

// groupRoutes finds the routes of the package, with those of imported
// builders (builder may be nil): a router an imported func registers
// routes on (api.Routes(r.Group("/api"))) or returns (e := api.New()).
func groupRoutes(fw *groupFramework, pass *analysis.Pass, builder func(*types.Func) *Builder) []*Route {
	s := &groupScan{fw: fw, pass: pass, decls: FuncDecls(pass), values: singleValues(pass),
		mounts: map[types.Object][]groupMount{}, uses: map[types.Object][]groupUse{}, groups: map[*ast.CallExpr]types.Object{},
		aliases: map[types.Object][]types.Object{}, params: map[types.Object]string{}, stripped: map[types.Object]bool{},
		builder: builder, synth: map[ast.Node]types.Object{}}
	s.scan()
	exp := exports(s.decls, fw.isRouter, func(e ast.Expr) types.Object { return s.routerObject(e, 0) })
	var out []*Route
	for _, r := range s.regs {
		for _, ch := range chains(r.router, 0, s.mounts, func(m groupMount) types.Object { return m.parent }, s.aliases) {
			rt := s.route(r, ch.mounts)
			rt.Exports = sortedExports(exp[ch.root])
			rt.Root = ch.root
			rt.IsEngine = ch.root != nil && s.fw.isEngine(ch.root.Type())
			rt.Rel.Invalid, rt.Rel.Via = relInvalid(rt), rt.Via
			rt.Middleware = s.middleware(r, ch.mounts)
			out = append(out, rt)
		}
	}
	return out
}

// builderArgs: a call of an imported builder handed a router registers
// the builder's routes on it.
func (s *groupScan) builderArgs(call *ast.CallExpr) {
	b, fn := builderCall(s.pass.TypesInfo, s.pass.Pkg, s.builder, call)
	if b == nil || b.Param < 0 || b.Param >= len(call.Args) {
		return
	}
	if obj := s.routerObject(call.Args[b.Param], 0); obj != nil {
		s.addBuilt(obj, b, fn, call)
	}
}

// builtRouter is the router an imported builder returns, one per call: a
// root, or a group the package makes groups on and registers routes on.
func (s *groupScan) builtRouter(call *ast.CallExpr) types.Object {
	b, fn := builderCall(s.pass.TypesInfo, s.pass.Pkg, s.builder, call)
	if b == nil || b.Param != -1 || !hasRouter(b, s.fw.name) {
		return nil
	}
	if obj, ok := s.synth[call]; ok {
		return obj
	}
	obj := types.NewVar(call.Pos(), s.pass.Pkg, fn.Name(), s.pass.TypesInfo.TypeOf(call))
	s.synth[call] = obj
	s.addBuilt(obj, b, fn, call)
	return obj
}

func (s *groupScan) addBuilt(obj types.Object, b *Builder, fn *types.Func, call *ast.CallExpr) {
	for i := range b.Routes {
		rel := &b.Routes[i]
		if rel.Router != s.fw.name {
			continue
		}
		s.regs = append(s.regs, &groupReg{call: call, router: obj, method: rel.Method, patExpr: call, handler: call,
			text: rel.Path, known: !rel.Invalid.Is(), built: rel, builtBy: fn})
	}
}

func (s *groupScan) scan() {
	info := s.pass.TypesInfo
	params := func(fields *ast.FieldList, fn string) {
		if fields == nil {
			return
		}
		for _, f := range fields.List {
			for _, id := range f.Names {
				if obj := info.Defs[id]; obj != nil && s.fw.isRouter(obj.Type()) && !s.fw.isEngine(obj.Type()) {
					s.params[obj] = fn
				}
			}
		}
	}
	flow := astflow.Of(s.pass)
	for _, f := range flow.Funcs() {
		if passutil.InTestFile(s.pass.Fset, f.Node().Pos()) {
			continue
		}
		if d := f.Decl(); d != nil {
			params(d.Type.Params, d.Name.Name)
		} else {
			params(f.Lit().Type.Params, "")
		}
	}
	for _, c := range flow.Calls() {
		if passutil.InTestFile(s.pass.Fset, c.Expr.Pos()) {
			// A test's engine, or a test handing the package's group
			// funcs a group of its own, says nothing of where the app
			// serves them.
			continue
		}
		call := c.Expr
		fn, _ := typeutil.Callee(info, call).(*types.Func)
		recordAliases(s.decls, fn, call, s.fw.isRouter, func(e ast.Expr) types.Object { return s.routerObject(e, 0) }, s.aliases)
		s.builderArgs(call)
		s.builtRouter(call)
		if isFunc(fn, knowledge.HTTPPath, "StripPrefix") && len(call.Args) == 2 {
			if obj := s.routerObject(call.Args[1], 0); obj != nil {
				s.stripped[obj] = true
			}
			continue
		}
		name := s.fw.method(fn)
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if name == "" || !ok {
			continue
		}
		args := call.Args
		reg := &groupReg{call: call}
		switch {
		case name == "Use" || name == "Pre" && s.fw.globalUse:
			if obj := s.routerObject(sel.X, 0); obj != nil {
				s.uses[obj] = append(s.uses[obj], groupUse{call: call, mw: args})
			}
			continue
		case groupMethods[name] != "" && len(args) >= 2:
			reg.method, reg.patExpr = groupMethods[name], args[0]
			reg.handler = s.fw.handler(call, args)
			reg.mw = s.fw.middleware(args)
		case (name == "Handle" || name == "Add") && len(args) >= 3:
			if m, ok := constString(info, args[0]); ok {
				reg.method = strings.ToUpper(m)
			} else {
				reg.methodX = args[0]
			}
			reg.patExpr = args[1]
			reg.handler = s.fw.handler(call, args[1:])
			reg.mw = s.fw.middleware(args[1:])
		case name == "Any" && len(args) >= 2:
			reg.patExpr = args[0]
			reg.handler = s.fw.handler(call, args)
			reg.mw = s.fw.middleware(args)
		case name == "Match" && len(args) >= 3:
			// Match(methods, path, handlers...): a route per method.
			reg.patExpr = args[1]
			reg.handler = s.fw.handler(call, args[1:])
			reg.mw = s.fw.middleware(args[1:])
			methods, ok := constStrings(info, args[0])
			if !ok {
				reg.methodX = args[0]
				break
			}
			if reg.handler == nil {
				continue
			}
			reg.router = s.routerObject(sel.X, 0)
			reg.text, reg.known = constString(info, reg.patExpr)
			for _, m := range methods {
				one := *reg
				one.method = m // as given: the framework matches it as written
				s.regs = append(s.regs, &one)
			}
			continue
		default:
			continue
		}
		if reg.handler == nil {
			continue
		}
		reg.router = s.routerObject(sel.X, 0)
		reg.text, reg.known = constString(info, reg.patExpr)
		s.regs = append(s.regs, reg)
	}
}

// routerObject names the router an expression is: a variable (local,
// package-level, parameter or field), a group made in place, or what a
// func of this package returns. A variable assigned once is the router
// it holds, so v1 := r.Group("/v1") is that group.
func (s *groupScan) routerObject(e ast.Expr, depth int) types.Object {
	info := s.pass.TypesInfo
	if depth > 6 || e == nil {
		return nil
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if v, ok := info.Uses[e].(*types.Var); ok && s.fw.isRouter(v.Type()) {
			if rhs, ok := s.values(v); ok {
				if obj := s.routerObject(rhs, depth+1); obj != nil {
					return obj
				}
			}
			return v
		}
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[e]; ok {
			if v, ok := sel.Obj().(*types.Var); ok && s.fw.isRouter(v.Type()) {
				return v
			}
			return nil
		}
		if v, ok := info.Uses[e.Sel].(*types.Var); ok && s.fw.isRouter(v.Type()) {
			return v
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, e).(*types.Func)
		switch s.fw.method(fn) {
		case "Group":
			return s.group(e, depth)
		case "":
		default:
			// Use, GET, ... return the router they are called on (gin).
			if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && s.fw.isRouter(info.TypeOf(e)) {
				return s.routerObject(sel.X, depth+1)
			}
			return nil
		}
		if obj := s.builtRouter(e); obj != nil {
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

// group is the router a Group call makes: a placeholder object, mounted
// on the router the call is made on at its prefix.
func (s *groupScan) group(call *ast.CallExpr, depth int) types.Object {
	if obj, ok := s.groups[call]; ok {
		return obj
	}
	obj := types.NewVar(call.Pos(), s.pass.Pkg, "", s.pass.TypesInfo.TypeOf(call))
	s.groups[call] = obj
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) == 0 {
		return obj
	}
	parent := s.routerObject(sel.X, depth+1)
	if parent == nil {
		return obj
	}
	m := groupMount{parent: parent, expr: call.Args[0], call: call, mw: call.Args[1:]}
	m.prefix, m.known = constString(s.pass.TypesInfo, call.Args[0])
	m.via = types.ExprString(call.Args[0])
	if m.known {
		m.via = strconv.Quote(m.prefix)
	}
	m.via += " (" + s.fw.label + ")"
	s.mounts[obj] = append(s.mounts[obj], m)
	return obj
}

func (s *groupScan) route(r *groupReg, chain []groupMount) *Route {
	out := &Route{
		Router: s.fw.name, Call: r.call, PatternExpr: r.patExpr,
		Registered: r.text, Known: r.known, Handler: r.handler, FuncArg: r.built == nil,
	}
	switch {
	case r.known && r.text == "":
		// g.GET("", h): the group's own path; said so in messages.
		out.Registered = strings.TrimSpace(r.method + ` ""`)
	case r.method != "" && r.known:
		out.Registered = r.method + " " + r.text
	}
	for i := len(chain) - 1; i >= 0; i-- {
		out.Via = append(out.Via, chain[i].via)
	}
	if r.built != nil {
		out.Via = append(out.Via, r.built.Via...)
		out.Built, out.BuiltBy, out.Registered, out.Known = r.built, r.builtBy, r.built.Registered, true
		if r.built.Invalid.Is() {
			out.Invalid = r.built.Invalid
			return out
		}
	}
	out.Rel = Rel{Router: s.fw.name, Method: r.method, Registered: out.Registered}
	if !r.known {
		return out
	}
	if r.router == nil {
		out.Invalid = Because(GroupUnknown)
		return out
	}
	// Rel is the path under the chain's outermost router, in the
	// framework's grammar: what a package that mounts that router joins
	// to its own prefixes.
	rel := r.text
	for i := 0; i < len(chain); i++ {
		m := chain[i]
		if !m.known {
			out.Invalid = Because(GroupPrefixNotConstant, types.ExprString(m.expr))
			return out
		}
		rel = s.fw.join(m.prefix, rel)
	}
	out.Rel.Path = rel
	if r.methodX != nil {
		out.Invalid = Because(MethodNotConstant, types.ExprString(r.methodX))
		return out
	}
	if fn, ok := unanchored(r.router, 0, s.mounts, func(m groupMount) types.Object { return m.parent }, s.aliases, s.params); ok {
		if exp := s.exportedParam(r.router, 0); exp != "" {
			// The package that hands the func a group gives its path.
			out.Deferred = exp
			return out
		}
		what := "a func literal"
		if fn != "" {
			what = fn
		}
		out.Invalid = Because(GroupRouterParam, what)
		return out
	}
	if s.stripped[r.router] {
		out.Invalid = Because(FrameworkStripped)
		return out
	}
	for _, m := range chain {
		if s.stripped[m.parent] {
			out.Invalid = Because(FrameworkStripped)
			return out
		}
	}
	path, err := s.fw.translate(s.fw.join(s.fw.root, rel))
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
	return out
}

// exportedParam names the exported func whose group parameter obj is
// reached from through groups and aliases ("" when none): the builder whose fact
// carries the routes to the package that hands it a group.
func (s *groupScan) exportedParam(obj types.Object, depth int) string {
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
	// A group parameter of a func of the package, handed the exported
	// func's group (pings(g.Group("/ping"))): that func's fact carries it.
	for _, a := range s.aliases[obj] {
		if fn := s.exportedParam(a, depth+1); fn != "" {
			return fn
		}
	}
	return ""
}

// isFunc reports whether fn is the package-level func pkg.name.
func isFunc(fn *types.Func, pkg, name string) bool {
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == pkg && fn.Name() == name && recvOf(fn) == nil
}

// MethodRefusal says how a route that serves every method (Any) is
// registered with one instead, for the router named router; "" for a
// router without Any.
func MethodRefusal(router string) string {
	for _, fw := range []*groupFramework{ginFramework, echoFramework} {
		if fw.name == router {
			return fw.methodRefusal
		}
	}
	return ""
}

// colonPath translates a path with :name parameters and a trailing
// catch-all (gin's *name, echo's *) into a net/http path: :id is {id}, a
// trailing slash is {$}; catchAll returns the segment a catch-all becomes.
func colonPath(p string, catchAll func(name string) (string, error)) (string, error) {
	if !strings.HasPrefix(p, "/") {
		return "", fmt.Errorf("paths begin with '/': %q", p)
	}
	segs := strings.Split(p[1:], "/")
	var b strings.Builder
	for i, seg := range segs {
		last := i == len(segs)-1
		b.WriteByte('/')
		switch {
		case strings.HasPrefix(seg, ":"):
			name := seg[1:]
			if strings.ContainsAny(name, ":*") {
				return "", fmt.Errorf("the segment %q holds more than one parameter, which a net/http pattern cannot say", seg)
			}
			if !validWildcardName(name) {
				return "", fmt.Errorf("the parameter name %q is not a Go identifier", name)
			}
			b.WriteString("{" + name + "}")
		case strings.HasPrefix(seg, "*"):
			if !last {
				return "", fmt.Errorf("a catch-all %q is only allowed at the end of a path", seg)
			}
			out, err := catchAll(seg[1:])
			if err != nil {
				return "", err
			}
			b.WriteString(out)
		case strings.ContainsAny(seg, ":*"):
			return "", fmt.Errorf("a parameter in %q is only part of a path segment, which a net/http pattern cannot say", seg)
		case seg == "" && last:
			// A trailing slash, or the root: that path exactly.
			b.WriteString("{$}")
		default:
			b.WriteString(seg)
		}
	}
	return b.String(), nil
}

// IsFrameworkContext reports whether t is a framework's request context,
// which a handler reads the request from and writes the response to:
// *gin.Context or echo.Context.
func IsFrameworkContext(t types.Type) bool {
	return IsPtrTo(t, knowledge.GinPath, "Context") || Is(t, knowledge.EchoPath, "Context")
}

// IsContextHandlerSig reports whether t is a framework's handler func: a
// func(*gin.Context) (gin.HandlerFunc included) or a func(echo.Context)
// error (echo.HandlerFunc included).
func IsContextHandlerSig(t types.Type) bool {
	if t == nil {
		return false
	}
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() != 1 {
		return false
	}
	p := sig.Params().At(0).Type()
	switch {
	case IsPtrTo(p, knowledge.GinPath, "Context"):
		return sig.Results().Len() == 0
	case Is(p, knowledge.EchoPath, "Context"):
		return sig.Results().Len() == 1 && types.Identical(sig.Results().At(0).Type(), types.Universe.Lookup("error").Type())
	}
	return false
}

// constStrings is the value of a []string composite literal whose
// elements are all compile-time constants (Match's methods), in order.
func constStrings(info *types.Info, e ast.Expr) ([]string, bool) {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		return nil, false
	}
	out := make([]string, 0, len(lit.Elts))
	for _, elt := range lit.Elts {
		v, ok := constString(info, elt)
		if !ok {
			return nil, false
		}
		out = append(out, v)
	}
	return out, true
}

// middleware lists the middleware that may wrap a registration reached
// through chain (innermost mount first): its own and its groups' (sure),
// the Use calls on its router and on the chain's routers (sure when the
// Use runs before the route or group is made on that router: earlier in
// a block that holds it, or on an engine whose Use is global), and those
// of every router its router is reached from through aliases too (not
// sure).
func (s *groupScan) middleware(r *groupReg, chain []groupMount) []Middleware {
	var out []Middleware
	add := func(call *ast.CallExpr, mw []ast.Expr, sure bool) {
		for _, e := range mw {
			out = append(out, Middleware{Expr: e, Call: call, Sure: sure})
		}
	}
	// A route of an imported builder: the builder's own middleware is
	// not in its fact, so the list is what this package wraps it in.
	add(r.call, r.mw, true)
	seen := map[types.Object]bool{}
	// Along the chain: obj is made (point) by the call after it.
	obj, point := r.router, ast.Node(r.call)
	for i := 0; ; i++ {
		if obj != nil && !seen[obj] {
			seen[obj] = true
			for _, u := range s.uses[obj] {
				add(u.call, u.mw, s.fw.globalUse && s.fw.isEngine(obj.Type()) || s.before(u.call, point))
			}
		}
		if i == len(chain) {
			break
		}
		add(chain[i].call, chain[i].mw, true)
		obj, point = chain[i].parent, chain[i].call
	}
	// Every router r's router is reached from, through aliases too: what
	// they use may wrap it.
	var up func(obj types.Object, depth int)
	up = func(obj types.Object, depth int) {
		if obj == nil || depth > 8 {
			return
		}
		if !seen[obj] {
			seen[obj] = true
			for _, u := range s.uses[obj] {
				add(u.call, u.mw, false)
			}
		}
		for _, m := range s.mounts[obj] {
			if !slices.ContainsFunc(chain, func(c groupMount) bool { return c.call == m.call }) {
				add(m.call, m.mw, false)
			}
			up(m.parent, depth+1)
		}
		for _, a := range s.aliases[obj] {
			up(a, depth+1)
		}
		// A router handed to a func of the package (setup(r)) may be
		// wrapped there: its parameter's Use calls.
		for p, as := range s.aliases {
			if slices.Contains(as, obj) && !seen[p] {
				seen[p] = true
				for _, u := range s.uses[p] {
					add(u.call, u.mw, false)
				}
			}
		}
	}
	up(r.router, 0)
	return out
}

// before reports whether the statement of call (a Use) runs before point
// whenever point runs: call is a statement of a block that holds point,
// ahead of it.
func (s *groupScan) before(call *ast.CallExpr, point ast.Node) bool {
	if call.End() > point.Pos() {
		return false
	}
	for _, f := range s.pass.Files {
		if f.FileStart > call.Pos() || call.End() > f.FileEnd {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(f, call.Pos(), call.End())
		if len(path) < 3 {
			return false
		}
		if _, ok := path[1].(*ast.ExprStmt); !ok || path[0] != call {
			return false
		}
		block, ok := path[2].(*ast.BlockStmt)
		return ok && block.Pos() <= point.Pos() && point.End() <= block.End()
	}
	return false
}
