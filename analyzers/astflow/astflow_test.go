package astflow_test

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"

	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/astflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// probe reports what the index says of the fixture: for each two calls
// of mark in one declared function, the ones that cannot both run; and
// each declared function that never returns.
var probe = &analysis.Analyzer{
	Name:     "probe",
	Doc:      "report astflow's answers for the fixture",
	Requires: []*analysis.Analyzer{astflow.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		x := pass.ResultOf[astflow.Analyzer].(*astflow.Index)
		mark, _ := pass.Pkg.Scope().Lookup("mark").(*types.Func)
		label := func(c *ast.CallExpr) string {
			tv := pass.TypesInfo.Types[c.Args[0]]
			return constant.StringVal(tv.Value)
		}
		byDecl := map[*types.Func][]astflow.Call{}
		var order []*types.Func
		for _, c := range x.CallsTo(mark) {
			f := c.In
			for f.Parent() != nil {
				f = f.Parent()
			}
			if !slices.Contains(order, f.Obj()) {
				order = append(order, f.Obj())
			}
			byDecl[f.Obj()] = append(byDecl[f.Obj()], c)
		}
		for _, fn := range order {
			calls := byDecl[fn]
			for _, a := range calls {
				for _, b := range calls {
					if a != b && !x.BothCanRun(a.Expr.Pos(), b.Expr.Pos()) {
						pass.Reportf(a.Expr.Pos(), "%s cannot run with %s", label(a.Expr), label(b.Expr))
					}
				}
			}
		}
		for _, f := range x.Funcs() {
			if f.Obj() != nil && x.NeverReturns(f.Obj()) {
				pass.Reportf(f.Decl().Pos(), "%s never returns", f.Obj().Name())
			}
		}
		return nil, nil
	},
}

// TestBothCanRun holds BothCanRun and NeverReturns to
// testdata/mod/astflow/bothrun, where each want line says which marks
// cannot run together and which functions never return; no other pair
// and no other function may be reported.
func TestBothCanRun(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), probe, "./astflow/bothrun")
}
