// Package routes finds the HTTP routes a package registers. What one
// framework means by a route is kept behind the small Router interface, so
// that the fact pass (analyzers/facts/apifacts) reads every framework's routes
// the same way: net/http, chi, gin and echo.
package routes

import (
	"cmp"
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// Router is one HTTP framework's knowledge of routes.
type Router interface {
	// Name names the framework in messages ("net/http").
	Name() string
	// Uses reports whether pkg imports the framework; Routes is called
	// only for packages that do.
	Uses(pkg *types.Package) bool
	// Routes returns the routes the package registers, in source order. A
	// registration that mounts a sub-router is not a route: the sub-router's
	// routes are returned under it, once per mount.
	Routes(pass *analysis.Pass) []*Route
	// PathValue reports whether call reads a path value of the request, and
	// returns the expression that names it (r.PathValue("id") -> "id").
	PathValue(info *types.Info, call *ast.CallExpr) (name ast.Expr, ok bool)
}

// Routers are the frameworks mcpvet knows, in priority order.
var Routers = []Router{NetHTTP{}, Chi{}, Gin{}, Echo{}}

// Route is one route registration, as reached through one chain of mounts.
type Route struct {
	// Router is the framework's name.
	Router string
	// Call is the registration (mux.HandleFunc("GET /items/{id}", h.Get)).
	Call *ast.CallExpr
	// PatternExpr is the pattern argument.
	PatternExpr ast.Expr
	// Registered is the pattern as the call gives it, folded with go/types
	// constant evaluation; Known is false when it is not a compile-time
	// constant.
	Registered string
	Known      bool
	// Pattern is the pattern the route is served at: Registered under the
	// prefixes of the mounts that lead to it. Nil when the pattern is not
	// known, not valid, or cannot be reached (see Invalid).
	Pattern *Pattern
	// Invalid says why Pattern is nil for a known pattern.
	Invalid Reason
	// Via lists the mounts the route is reached through, outermost first
	// (`"/api/" (http.StripPrefix "/api")`); empty for a route of a root
	// router.
	Via []string
	// Handler is the handler argument.
	Handler ast.Expr
	// FuncArg is set when the handler is passed as a func (HandleFunc)
	// rather than as an http.Handler.
	FuncArg bool
	// Regexps are the regular expressions a router matches path values
	// against (chi's {id:[0-9]+}), by wildcard name, when they read the
	// same in Go and in a JSON Schema pattern (ECMA-262).
	Regexps map[string]string

	// Built is set for a route an imported builder registers (see
	// Builder): BuiltBy is the builder, and Call, PatternExpr and Handler
	// are all the call in this package that hands the builder its router
	// or mounts the router it returns.
	Built   *Rel
	BuiltBy *types.Func
	// Rel is the route relative to the outermost router of its chain of
	// mounts, in the framework's own grammar; Exports name the exported
	// funcs of the package that build that router (given it as a
	// parameter, or returning it), for whose facts Rel is recorded.
	Rel     Rel
	Exports []Export
	// Deferred is set when the route's path is only known where its
	// router is mounted, by another package: its router is a parameter of
	// the exported func Deferred, which nothing in the package fills.
	Deferred string
	// Root is the outermost router of the route's chain of mounts, for
	// gin and echo routes: the engine it is served by, when IsEngine.
	Root     types.Object
	IsEngine bool
	// Middleware are the middleware arguments that may wrap the route's
	// handler (gin and echo): the registration's own, its groups', and
	// those of Use calls on the routers it is reached through.
	Middleware []Middleware
}

// Middleware is a middleware argument of a route.
type Middleware struct {
	// Expr is the argument (requireToken, gin.BasicAuth(accounts)); Call
	// the registration, Group or Use call that gives it.
	Expr ast.Expr
	Call *ast.CallExpr
	// Sure: the middleware runs before the handler on every request of
	// the route. Else it may: a Use on a router of the route whose order
	// against the registration mcpvet cannot prove (gin's Use wraps only
	// what is registered after it), or one on a router the route's
	// router is handed for.
	Sure bool
}

// Builder is what an exported func registers on a router, the fact a
// package that calls it reads: on the router it is given (Param, its
// index) or the router it returns (Param -1). The mounting package serves
// Routes under that router's own mounts.
type Builder struct {
	Param  int
	Routes []Rel
}

// Rel is one route of a builder, relative to the builder's router.
type Rel struct {
	// Router is the framework's name; a package only mounts a builder of
	// its own framework.
	Router string
	// Method is the route's method ("" for every method); Path its
	// pattern on the builder's router, in the framework's grammar, with
	// the prefixes of the builder's own sub-routers (chi
	// "/token/{tokenID}"; net/http the whole pattern, "GET /v1/users").
	Method, Path string
	Subtree      bool
	// Registered is the pattern as the builder's package registers it, a
	// name config entries may use.
	Registered string
	// Invalid says why the route has no path even in its own package
	// (its pattern is not a constant, ...).
	Invalid Reason
	// Via are the mounts inside the builder's package (Route.Via).
	Via []string
	// Index is the route's place in the builder's fact.
	Index int
}

// Export says that an exported func builds a route's router: it is the
// func's parameter Param, or (Param -1) what it returns.
type Export struct {
	Func  *types.Func
	Param int
}

// Across is implemented by a Router that follows routers across packages.
// RoutesAcross is Routes, plus the routes of imported builders (builder
// returns the fact of an imported func, nil when it has none) under the
// routers this package hands them or mounts, and with Rel and Exports set
// on the routes of routers the package's own exported funcs build.
//
// A framework implements it by (1) treating a call of an imported func
// whose builder's Param is a router argument as registrations of
// builder.Routes on that argument's router, and a call whose builder
// returns its router (Param -1) as a router of its own, whose routes are
// builder.Routes, wherever the framework mounts a router; (2) setting
// Route.Built, BuiltBy on those routes; (3) setting Rel (the route's
// pattern relative to the outermost router of its chain) and Exports
// (the exported funcs given that router as a parameter, or returning it)
// on every route.
type Across interface {
	Router
	RoutesAcross(pass *analysis.Pass, builder func(*types.Func) *Builder) []*Route
}

// imports reports whether pkg imports the package at path.
func imports(pkg *types.Package, path string) bool {
	for _, imp := range pkg.Imports() {
		if imp.Path() == path {
			return true
		}
	}
	return false
}

// importsNear reports whether pkg imports the package at path, or imports
// a package that does: a package that mounts the routers of a builder
// package needs not import the builder's framework itself.
func importsNear(pkg *types.Package, path string) bool {
	if imports(pkg, path) {
		return true
	}
	for _, imp := range pkg.Imports() {
		if imports(imp, path) {
			return true
		}
	}
	return false
}

// chain is one way a router is reached: its mounts, innermost first, up
// to root, the outermost router.
type chain[M any] struct {
	mounts []M
	root   types.Object
}

// chains lists the ways a router obj is reached through mounts (each M
// mounts obj on parent(M)), innermost mount first, and through aliases (a
// router parameter stands for every router passed to it); one empty chain
// for a root router. depth bounds the cycles a mount graph may hold.
func chains[M any](obj types.Object, depth int, mounts map[types.Object][]M, parent func(M) types.Object, aliases map[types.Object][]types.Object) []chain[M] {
	if obj == nil || depth > 8 {
		return []chain[M]{{root: obj}}
	}
	var out []chain[M]
	for _, m := range mounts[obj] {
		for _, up := range chains(parent(m), depth+1, mounts, parent, aliases) {
			out = append(out, chain[M]{append([]M{m}, up.mounts...), up.root})
		}
	}
	for _, a := range aliases[obj] {
		out = append(out, chains(a, depth+1, mounts, parent, aliases)...)
	}
	if len(out) == 0 {
		return []chain[M]{{root: obj}}
	}
	return out
}

// exports finds the exported funcs of the package that build a router:
// those given it as a parameter (isRouter tells router types), and those
// returning it (returned names the router a returned expression is, nil
// when none).
func exports(decls map[*types.Func]*ast.FuncDecl, isRouter func(types.Type) bool, returned func(ast.Expr) types.Object) map[types.Object][]Export {
	out := map[types.Object][]Export{}
	for fn, decl := range decls {
		if !fn.Exported() || decl.Body == nil {
			continue
		}
		sig, ok := fn.Type().(*types.Signature)
		if !ok {
			continue
		}
		for i := 0; i < sig.Params().Len(); i++ {
			if p := sig.Params().At(i); isRouter(p.Type()) {
				out[p] = append(out[p], Export{Func: fn, Param: i})
			}
		}
		if sig.Results().Len() == 0 {
			continue
		}
		if found := returnedObject(decl.Body, returned); found != nil {
			out[found] = append(out[found], Export{Func: fn, Param: -1})
		}
	}
	return out
}

// builderCall returns the fact of an imported func a call invokes, and
// the func; nil when it has none.
func builderCall(info *types.Info, pkg *types.Package, builder func(*types.Func) *Builder, e ast.Expr) (*Builder, *types.Func) {
	if builder == nil {
		return nil, nil
	}
	var fn *types.Func
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn, _ = typeutil.Callee(info, e).(*types.Func)
	case *ast.Ident, *ast.SelectorExpr:
		// A func value: r.Route("/api", pkg.Routes).
		fn, _ = typeutil.Callee(info, &ast.CallExpr{Fun: e}).(*types.Func)
	}
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == pkg {
		return nil, nil
	}
	b := builder(fn)
	if b == nil {
		return nil, nil
	}
	return b, fn
}

// singleValues is the value of a local variable of the package (not a
// parameter, not a package-level variable or a struct field) given one
// value of its own, in its declaration (astflow's Definition): a router
// held in such a variable is the router that expression names (sub :=
// newUsers() is the mux newUsers returns). Routes registered on it, or
// fields set on it (e.HTTPErrorHandler = h), leave it that router. The
// pass's driver runs astflow for the route pass, which requires it.
func singleValues(pass *analysis.Pass) func(*types.Var) (ast.Expr, bool) {
	flow := astflow.Of(pass)
	return func(v *types.Var) (ast.Expr, bool) {
		if v == nil || v.IsField() || v.Parent() == nil || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
			return nil, false
		}
		a, ok := flow.Definition(v)
		if !ok || a.Result >= 0 {
			return nil, false
		}
		return a.Value, true
	}
}

// recordAliases records, for a call of a func of the package, the routers
// passed to its router parameters (isRouter tells them by type; object
// names the router an argument is): routes registered on the parameter
// are served under each.
func recordAliases(decls map[*types.Func]*ast.FuncDecl, fn *types.Func, call *ast.CallExpr,
	isRouter func(types.Type) bool, object func(ast.Expr) types.Object, aliases map[types.Object][]types.Object) {
	if decls[fn] == nil {
		return
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return
	}
	for i := 0; i < sig.Params().Len() && i < len(call.Args); i++ {
		p := sig.Params().At(i)
		if !isRouter(p.Type()) {
			continue
		}
		if obj := object(call.Args[i]); obj != nil && obj != p {
			aliases[p] = append(aliases[p], obj)
		}
	}
}

// sortedExports orders exports by the funcs' positions, for stable facts.
func sortedExports(exps []Export) []Export {
	out := slices.Clone(exps)
	slices.SortFunc(out, func(x, y Export) int {
		if c := cmp.Compare(x.Func.Pos(), y.Func.Pos()); c != 0 {
			return c
		}
		return cmp.Compare(x.Param, y.Param)
	})
	return out
}

// relInvalid says why a route has no path in its own package, for its
// builder's fact.
func relInvalid(rt *Route) Reason {
	switch {
	case rt.Invalid.Is():
		return rt.Invalid
	case !rt.Known:
		return Because(RelPatternNotConstant, types.ExprString(rt.PatternExpr))
	}
	return Reason{}
}

// hasRouter reports whether a builder registers routes of the framework.
func hasRouter(b *Builder, router string) bool {
	for _, r := range b.Routes {
		if r.Router == router {
			return true
		}
	}
	return false
}

// unanchored reports whether obj is reached, through some chain of mounts
// (each M mounts a router on parent(M)) and aliases, from a router
// parameter that nothing in the package fills: a router whose mount
// mcpvet cannot see. params are the router parameters of the package's
// funcs, by the func's name; it returns that name.
func unanchored[M any](obj types.Object, depth int, mounts map[types.Object][]M, parent func(M) types.Object, aliases map[types.Object][]types.Object, params map[types.Object]string) (string, bool) {
	if obj == nil || depth > 8 {
		return "", false
	}
	if len(mounts[obj]) == 0 && len(aliases[obj]) == 0 {
		fn, isParam := params[obj]
		return fn, isParam
	}
	for _, m := range mounts[obj] {
		if fn, ok := unanchored(parent(m), depth+1, mounts, parent, aliases, params); ok {
			return fn, true
		}
	}
	for _, a := range aliases[obj] {
		if fn, ok := unanchored(a, depth+1, mounts, parent, aliases, params); ok {
			return fn, true
		}
	}
	return "", false
}

// returnedObject is the one object every return statement of body gives,
// as resolve reads each returned expression: nil when one gives none, two
// give different ones, or there is no return.
func returnedObject(body *ast.BlockStmt, resolve func(ast.Expr) types.Object) types.Object {
	var found types.Object
	for _, res := range ReturnedExprs(body, 0) {
		obj := resolve(res)
		if obj == nil || found != nil && obj != found {
			return nil
		}
		found = obj
	}
	return found
}
