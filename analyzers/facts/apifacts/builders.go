package apifacts

import (
	"fmt"
	"go/ast"
	"go/types"
	"path/filepath"

	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
)

// RouterFact is exported for each exported func that builds a router:
// registers routes on a router it is given (Param, its index) or returns
// one (Param -1). A package that mounts that router under a prefix, or
// hands the func its own, serves these routes at their full path and
// describes their handlers from the fact, as if they were its own.
type RouterFact struct {
	Param  int
	Routes []BuiltRoute
}

func (*RouterFact) AFact() {}

func (f *RouterFact) String() string {
	s := "builds("
	for i, r := range f.Routes {
		if i > 0 {
			s += ", "
		}
		s += r.Registered
	}
	return s + ")"
}

// BuiltRoute is one route of a builder, relative to its router, with
// its handler.
type BuiltRoute struct {
	routes.Rel
	Handler BuiltHandler
	// OwnedAt is the pattern the builder's own package gives the route a
	// tool at, when it does: the mounting package then leaves the route
	// to it unless its own config selects it.
	OwnedAt string
	// Where is the registration's position in the builder's package.
	Where string
}

// BuiltHandler is a builder route's handler, known by its names and
// effects.
type BuiltHandler struct {
	Name, Recv string
	ServeHTTP  bool
	// Unresolved says why the builder's package could not follow it.
	Unresolved routes.Reason
	Effects    []FactEffect
	Own, Marks Marks
}

// builderOf returns the routes an imported builder registers, from its
// fact.
func (a *analyzer) builderOf(fn *types.Func) *routes.Builder {
	f := a.routerFact(fn)
	if f == nil {
		return nil
	}
	b := &routes.Builder{Param: f.Param}
	for i, r := range f.Routes {
		rel := r.Rel
		rel.Index = i
		b.Routes = append(b.Routes, rel)
	}
	return b
}

func (a *analyzer) routerFact(fn *types.Func) *RouterFact {
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == a.pass.Pkg {
		return nil
	}
	if f, ok := a.builders[fn]; ok {
		return f
	}
	f := new(RouterFact)
	if !a.pass.ImportObjectFact(fn, f) {
		f = nil
	}
	a.builders[fn] = f
	return f
}

// builtRoute is the route of an imported builder with its handler.
func (a *analyzer) builtRoute(r *Route) {
	f := a.routerFact(r.BuiltBy)
	if f == nil || r.Built.Index >= len(f.Routes) {
		r.Unresolved = routes.Because(routes.NoBuilderFacts, r.BuiltBy.Name())
		return
	}
	br := &f.Routes[r.Built.Index]
	r.BuiltRoute = br
	h := br.Handler
	if h.Unresolved.Is() {
		r.Unresolved = h.Unresolved
		return
	}
	r.Handler = &Handler{Built: &br.Handler, Fact: &HandlerFact{Effects: h.Effects, Own: h.Own, Recv: h.Marks}}
	r.Facts = a.handlerFacts(r.Handler, r.Route.Handler)
}

// builtHandler describes a route's handler for its builder's fact.
func (a *analyzer) builtHandler(r *Route) BuiltHandler {
	h := r.Handler
	switch {
	case h == nil:
		return BuiltHandler{Unresolved: r.Unresolved}
	case h.Built != nil:
		return *h.Built
	}
	own, recv := a.marks(h)
	bh := BuiltHandler{Name: h.FuncName(), Recv: h.RecvName(), ServeHTTP: h.ServeHTTP, Own: own, Marks: recv}
	if h.Fact != nil {
		bh.Effects = h.Fact.Effects
	} else {
		bh.Effects = a.factEffects(a.handlerEffects(h))
	}
	return bh
}

// exportBuilders exports a RouterFact for each exported func that builds
// a router the package's routes are registered on.
func (a *analyzer) exportBuilders(res *Result) {
	facts := map[*types.Func]*RouterFact{}
	var order []*types.Func
	for _, r := range res.Routes {
		for _, e := range r.Exports {
			f := facts[e.Func]
			if f == nil {
				f = &RouterFact{Param: e.Param}
				facts[e.Func] = f
				order = append(order, e.Func)
			}
			if f.Param != e.Param {
				continue // a func given one router and returning another: the first is kept
			}
			br := BuiltRoute{Rel: r.Rel, Handler: a.builtHandler(r), Where: a.where(r.Call)}
			if r.HasTool() && r.Pattern != nil {
				br.OwnedAt = r.Pattern.Text
			}
			f.Routes = append(f.Routes, br)
		}
	}
	for _, fn := range order {
		a.pass.ExportObjectFact(fn, facts[fn])
	}
}

func (a *analyzer) where(n ast.Node) string {
	if n == nil {
		return ""
	}
	p := a.pass.Fset.Position(n.Pos())
	return fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line)
}

// ownedElsewhere reports whether an imported route gets its tool in its
// builder's package, at the same pattern as here: the route is then that
// package's, unless this package's config names it.
func (r *Route) ownedElsewhere() bool {
	return r.BuiltRoute != nil && r.BuiltRoute.OwnedAt != "" && r.Pattern != nil && r.BuiltRoute.OwnedAt == r.Pattern.Text
}

// movedRefusal is the refusal of an imported route its builder's package
// gives a tool at another pattern than the one it is served at here.
func (r *Route) movedRefusal() (routes.Reason, bool) {
	if r.BuiltRoute == nil || r.BuiltRoute.OwnedAt == "" || r.Pattern == nil || r.BuiltRoute.OwnedAt == r.Pattern.Text {
		return routes.Reason{}, false
	}
	return routes.Because(routes.Moved, r.BuiltBy.Pkg().Name(), r.BuiltRoute.OwnedAt, r.Pattern.Text), true
}
