package valueflow

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Handler variables: servers write h := mcp.NewTypedToolHandler(f) and
// then s.AddTool(tool, h). A local variable given its value once, where
// it is declared, and never assigned again nor its address taken, is
// that value wherever it is read: the registration's handler is the
// expression it was declared with. Any other variable (assigned on two
// paths, in a loop, through a pointer) is a value valueflow does not
// follow.

// initOf returns the expression the local variable e names was declared
// with, when it was given no other value; e itself otherwise.
func (r *Result) initOf(e ast.Expr) ast.Expr {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if r == nil || !ok || r.info == nil {
		return e
	}
	v, ok := r.info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() != r.pkg || v.Parent() == nil || v.Parent() == r.pkg.Scope() {
		return e
	}
	r.varsOnce.Do(r.findVarInits)
	if init := r.varInits[v]; init != nil {
		return init
	}
	return e
}

// findVarInits records, for each local variable of the package declared
// with one value of its own (x := expr, var x = expr), that value, and
// drops the variables assigned again or whose address is taken.
func (r *Result) findVarInits() {
	r.varInits = map[*types.Var]ast.Expr{}
	changed := map[*types.Var]bool{}
	define := func(lhs []ast.Expr, rhs []ast.Expr) {
		if len(lhs) != len(rhs) {
			return
		}
		for i, l := range lhs {
			if id, ok := l.(*ast.Ident); ok {
				if v, ok := r.info.Defs[id].(*types.Var); ok {
					r.varInits[v] = rhs[i]
				}
			}
		}
	}
	assigned := func(e ast.Expr) {
		if id, ok := ast.Unparen(e).(*ast.Ident); ok {
			if v, ok := r.info.Uses[id].(*types.Var); ok {
				changed[v] = true
			}
		}
	}
	for _, f := range r.files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if n.Tok == token.DEFINE {
					define(n.Lhs, n.Rhs)
				}
				for _, l := range n.Lhs {
					assigned(l) // := reuses a declared variable; = assigns
				}
			case *ast.ValueSpec:
				define(identExprs(n.Names), n.Values)
			case *ast.IncDecStmt:
				assigned(n.X)
			case *ast.UnaryExpr:
				if n.Op == token.AND {
					assigned(n.X)
				}
			case *ast.RangeStmt:
				assigned(n.Key)
				if n.Value != nil {
					assigned(n.Value)
				}
			}
			return true
		})
	}
	for v := range changed {
		delete(r.varInits, v)
	}
}

func identExprs(ids []*ast.Ident) []ast.Expr {
	out := make([]ast.Expr, len(ids))
	for i, id := range ids {
		out[i] = id
	}
	return out
}
