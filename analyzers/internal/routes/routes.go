// Package routes finds the HTTP routes a package registers. What one
// framework means by a route is kept behind the small Router interface, so
// that the fact pass (analyzers/apifacts) reads every framework's routes
// the same way: net/http and chi today; gin and echo are to follow.
package routes

import (
	"go/ast"
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
var Routers = []Router{NetHTTP{}, Chi{}}

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
