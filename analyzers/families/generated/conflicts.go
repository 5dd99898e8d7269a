package generated

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// conflictPrefix starts the message of every conflict: OMCG0005 reports
// them, and mcpvet gen prints them, in these words.
const conflictPrefix = "OMCG0005: mcpvet gen cannot write " + FileName + ": "

// conflicts lists what keeps the generator from writing the file that no
// code analyzer reports: the names the file declares collide with the
// package's own or with each other, a parameter the file cannot name, a
// tool whose types do not type-check (gopls runs the analyzers on such
// code; gen does not load it) or that has no input schema.
func (g *generator) conflicts() []analysis.Diagnostic {
	var out []analysis.Diagnostic
	add := func(pos, end token.Pos, format string, args ...any) {
		out = append(out, analysis.Diagnostic{Pos: pos, End: end, Category: "OMCG0005", Message: conflictPrefix + fmt.Sprintf(format, args...)})
	}
	named := func(obj types.Object) (token.Pos, token.Pos) {
		return obj.Pos(), obj.Pos() + token.Pos(len(obj.Name()))
	}

	for _, t := range g.tools {
		fn := t.Decl.Name
		switch {
		case t.IllTyped:
			add(fn.Pos(), fn.End(), "the argument or result type of %s does not type-check", fn.Name)
			continue
		case t.In == nil:
			for _, v := range t.ArgParams {
				if v.Name() == "" || v.Name() == "_" {
					add(v.Pos(), token.NoPos, "a parameter of %s has no name: with separate parameters, each parameter is an argument named after it", fn.Name)
				}
			}
		}
		if in, _ := t.Schemas(); in == nil {
			add(fn.Pos(), fn.End(), "tool %s has no input schema", fn.Name)
		} else if len(in.Type) != 1 || in.Type[0] != "object" {
			// One struct parameter whose JSON is not an object.
			add(fn.Pos(), fn.End(), "the arguments of %s are not a JSON object: its one parameter, of type %s, is not written as an object; add a parameter, or wrap it in a struct", fn.Name, types.TypeString(t.In, types.RelativeTo(g.pass.Pkg)))
		}
	}
	for _, t := range g.routes {
		h := t.Handler
		if t.IllTyped {
			add(h.Pos(), h.End(), "the route %s: its body or response type does not type-check", t.Route().Pattern)
		} else if t.Input == nil {
			add(h.Pos(), h.End(), "the route %s has no input schema", t.Route().Pattern)
		}
	}

	// The generated functions must not collide with the package's own,
	// nor with each other (receiver types store and Store; a receiver
	// type Route and the route tools).
	declared := map[string]*types.Named{}
	for _, t := range g.tools {
		name := "RegisterTools"
		if t.recv != nil {
			name = registerFunc(t.recv)
		}
		if r, ok := declared[name]; ok {
			if r != t.recv {
				pos, end := named(t.recv.Obj())
				add(pos, end, "the tools of %s and of %s would both be registered by %s: rename one of the types", r.Obj().Name(), t.recv.Obj().Name(), name)
			}
			continue
		}
		declared[name] = t.recv
		if obj := g.scope[name]; obj != nil {
			pos, end := named(obj)
			add(pos, end, "%s is declared here, and the generated file declares it: rename this one", name)
		}
	}
	for _, o := range append(slices.Clone(g.resources), g.prompts...) {
		if o.IllTyped {
			add(o.Decl.Name.Pos(), o.Decl.Name.End(), "a parameter or the result type of %s does not type-check", o.Decl.Name.Name)
		}
		name := o.registerName()
		if _, ok := declared[name]; ok {
			continue
		}
		declared[name] = o.recv
		if obj := g.scope[name]; obj != nil {
			pos, end := named(obj)
			add(pos, end, "%s is declared here, and the generated file declares it: rename this one", name)
		}
	}
	if len(g.routes) > 0 {
		for _, name := range []string{routeToolsFunc, registerRouteFunc} {
			if r := declared[name]; r != nil {
				pos, end := named(r.Obj())
				add(pos, end, "the //mcp:tool methods of %s would be registered by %s, which registers the route tools: rename the type", r.Obj().Name(), name)
			}
			if obj := g.scope[name]; obj != nil {
				pos, end := named(obj)
				add(pos, end, "%s is declared here, and the generated file declares it for the route tools: rename this one", name)
			}
		}
	}

	sortDiagnostics(g.pass.Fset, out)
	return slices.CompactFunc(out, func(a, b analysis.Diagnostic) bool { return a.Pos == b.Pos && a.Message == b.Message })
}
