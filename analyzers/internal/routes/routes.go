// Package routes finds the HTTP routes a package registers. What one
// framework means by a route is kept behind the small Router interface, so
// that the fact pass (analyzers/apifacts) reads every framework's routes
// the same way: net/http, chi, gin and echo.
package routes

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
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
	Invalid string
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

// chains lists the ways a router obj is reached through mounts (each M
// mounts obj on parent(M)), innermost mount first, and through aliases (a
// router parameter stands for every router passed to it); one empty chain
// for a root router. depth bounds the cycles a mount graph may hold.
func chains[M any](obj types.Object, depth int, mounts map[types.Object][]M, parent func(M) types.Object, aliases map[types.Object][]types.Object) [][]M {
	if obj == nil || depth > 8 {
		return [][]M{nil}
	}
	var out [][]M
	for _, m := range mounts[obj] {
		for _, up := range chains(parent(m), depth+1, mounts, parent, aliases) {
			out = append(out, append([]M{m}, up...))
		}
	}
	for _, a := range aliases[obj] {
		out = append(out, chains(a, depth+1, mounts, parent, aliases)...)
	}
	if len(out) == 0 {
		return [][]M{nil}
	}
	return out
}

// singleValues maps each local variable of the package (not a parameter,
// not a package-level or struct field) assigned exactly once, in its
// declaration or one plain assignment, to the expression it holds. A
// router held in such a variable is the router that expression names:
// sub := newUsers() is the mux newUsers returns.
func singleValues(pass *analysis.Pass) map[*types.Var]ast.Expr {
	info := pass.TypesInfo
	count := map[*types.Var]int{}
	value := map[*types.Var]ast.Expr{}
	note := func(id *ast.Ident, rhs ast.Expr) {
		v, ok := info.Defs[id].(*types.Var)
		if !ok {
			v, ok = info.Uses[id].(*types.Var)
		}
		if !ok || v.IsField() || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
			return
		}
		count[v]++
		value[v] = rhs
	}
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				for i, lhs := range n.Lhs {
					id, ok := ast.Unparen(lhs).(*ast.Ident)
					if !ok || id.Name == "_" {
						continue
					}
					var rhs ast.Expr
					if len(n.Rhs) == len(n.Lhs) && n.Tok != token.ADD_ASSIGN {
						rhs = n.Rhs[i]
					}
					note(id, rhs)
				}
			case *ast.ValueSpec:
				for i, id := range n.Names {
					var rhs ast.Expr
					if len(n.Values) == len(n.Names) {
						rhs = n.Values[i]
					}
					note(id, rhs)
				}
			case *ast.UnaryExpr:
				// &v: the variable may change behind a pointer.
				if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && n.Op == token.AND {
					if v, ok := info.Uses[id].(*types.Var); ok {
						count[v] += 2
					}
				}
			}
			return true
		})
	}
	out := map[*types.Var]ast.Expr{}
	for v, n := range count {
		if n == 1 && value[v] != nil {
			out[v] = value[v]
		}
	}
	return out
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
