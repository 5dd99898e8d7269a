package effects

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// A logger writes where it was made to write, and the value it was made
// on is often built far from the call that logs: a handler on
// io.MultiWriter(writers...) after writers = append(writers, os.Stdout),
// a logger in a field set once, a constructor of another package that
// returns slog.New(slog.NewJSONHandler(os.Stdout, nil)). holdsStdout
// follows such a value back to os.Stdout through the library's writer
// wrappers (knowledge.WrapsWriter), every value a variable or field is
// given in the package (any one is enough: the code may run with it),
// the returns of the package's functions and the facts of another's.

// maxStdoutDepth bounds the walk back.
const maxStdoutDepth = 16

// holdsStdout reports whether the value of e can write to standard
// output.
func (g *graph) holdsStdout(e ast.Expr, depth int) bool {
	if depth > maxStdoutDepth || e == nil {
		return false
	}
	e = ast.Unparen(e)
	if stdFile(g.info, e) == "Stdout" {
		return true
	}
	switch x := e.(type) {
	case *ast.Ident:
		v, ok := g.info.Uses[x].(*types.Var)
		return ok && g.varStdout(v, false, depth)
	case *ast.SelectorExpr:
		if s, ok := g.info.Selections[x]; ok && s.Kind() == types.FieldVal {
			v, _ := s.Obj().(*types.Var)
			return v != nil && g.varStdout(v, true, depth)
		}
		v, ok := g.info.Uses[x.Sel].(*types.Var)
		return ok && g.varStdout(v, false, depth)
	case *ast.UnaryExpr:
		return g.holdsStdout(x.X, depth+1)
	case *ast.StarExpr:
		return g.holdsStdout(x.X, depth+1)
	case *ast.IndexExpr:
		return g.holdsStdout(x.X, depth+1)
	case *ast.CompositeLit:
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			if g.holdsStdout(elt, depth+1) {
				return true
			}
		}
	case *ast.CallExpr:
		return g.callHoldsStdout(x, depth)
	}
	return false
}

// callHoldsStdout reports whether the result of a call can write to
// standard output: a wrapper of the library's (or append) given such a
// value, a function of the package that returns one, one of another
// package whose fact says it does.
func (g *graph) callHoldsStdout(call *ast.CallExpr, depth int) bool {
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := g.info.Uses[id].(*types.Builtin); ok && b.Name() == "append" {
			return g.anyStdout(call.Args, depth)
		}
	}
	fn := typeutil.StaticCallee(g.info, call)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	if k, ok := knowledge.Of(fn); ok {
		if !k.Does.Has(knowledge.WrapsWriter) {
			return false
		}
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && g.info.Selections[sel] != nil && g.holdsStdout(sel.X, depth+1) {
			return true // logger.With(…): the receiver's writer
		}
		return g.anyStdout(call.Args, depth)
	}
	if fn.Pkg() == g.pass.Pkg {
		return g.returnsStdout(fn, depth+1)
	}
	f := g.importFact(fn)
	return f != nil && f.ReturnsStdout
}

func (g *graph) anyStdout(args []ast.Expr, depth int) bool {
	for _, a := range args {
		if g.holdsStdout(a, depth+1) {
			return true
		}
	}
	return false
}

// varStdout reports whether one of the values the variable (or field)
// v is given in the package writes to standard output. Each variable is
// read once: the answers are kept, and a variable met again while it is
// read (v = wrap(v)) adds nothing.
func (g *graph) varStdout(v *types.Var, field bool, depth int) bool {
	return g.once(v, func() bool {
		as := g.x.Assigns(v)
		if field {
			as = g.x.FieldAssigns(v)
		}
		return g.assignedStdout(as, depth)
	})
}

// once computes f for key (a variable or a function) the first time it
// is asked, under the answer false while it runs.
func (g *graph) once(key types.Object, f func() bool) bool {
	if r, ok := g.stdoutValues[key]; ok {
		return r
	}
	if g.stdoutValues == nil {
		g.stdoutValues = map[types.Object]bool{}
	}
	g.stdoutValues[key] = false
	r := f()
	g.stdoutValues[key] = r
	return r
}

// assignedStdout reports whether one of the values given writes to
// standard output.
func (g *graph) assignedStdout(as []astflow.Assign, depth int) bool {
	for _, a := range as {
		if a.Value != nil && g.holdsStdout(a.Value, depth+1) {
			return true
		}
	}
	return false
}

// returnsStdout reports whether a return of fn, a function of the
// package, gives (as its first result) a value that writes to standard
// output.
func (g *graph) returnsStdout(fn *types.Func, depth int) bool {
	if res := fn.Type().(*types.Signature).Results(); res.Len() == 0 || isBasic(res.At(0).Type()) {
		return false // no result that can be a writer: the returns are not read
	}
	return g.once(fn, func() bool {
		f := g.x.Decl(fn)
		if f == nil {
			return false
		}
		for _, r := range f.Returns() {
			if len(r.Results) > 0 && g.holdsStdout(r.Results[0], depth) {
				return true
			}
		}
		return false
	})
}

// isBasic reports whether t is a string, number or boolean: no writer.
func isBasic(t types.Type) bool {
	_, ok := t.Underlying().(*types.Basic)
	return ok
}
