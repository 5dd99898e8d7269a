package astflow_test

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"os"
	"reflect"
	"slices"

	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
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

// TestCanRunBefore holds CanRunBefore and ReturnsAfter to
// testdata/mod/astflow/before, whose want lines say, for each call of
// mark, the marks of its function it can run before (itself, in a loop;
// marks in func literals are not of the function), and whether its
// function cannot return after it.
func TestCanRunBefore(t *testing.T) {
	before := &analysis.Analyzer{
		Name:     "before",
		Doc:      "report astflow's CanRunBefore for the fixture",
		Requires: []*analysis.Analyzer{astflow.Analyzer},
		Run: func(pass *analysis.Pass) (any, error) {
			x := pass.ResultOf[astflow.Analyzer].(*astflow.Index)
			mark, _ := pass.Pkg.Scope().Lookup("mark").(*types.Func)
			label := func(c *ast.CallExpr) string {
				return constant.StringVal(pass.TypesInfo.Types[c.Args[0]].Value)
			}
			calls := x.CallsTo(mark)
			for _, a := range calls {
				for _, b := range calls {
					if x.CanRunBefore(a.Expr.Pos(), b.Expr.Pos()) {
						pass.Reportf(a.Expr.Pos(), "%s before %s", label(a.Expr), label(b.Expr))
					}
				}
				if !x.ReturnsAfter(a.Expr.Pos()) {
					pass.Reportf(a.Expr.Pos(), "no return after %s", label(a.Expr))
				}
			}
			return nil, nil
		},
	}
	analysistest.Run(t, fixturetest.Dir(t), before, "./astflow/before")
}

// answers is what a worker asks the index, as text: every pair of calls
// that cannot both run, and every function that never returns.
func answers(pass *analysis.Pass) (any, error) {
	x := pass.ResultOf[astflow.Analyzer].(*astflow.Index)
	mark, _ := pass.Pkg.Scope().Lookup("mark").(*types.Func)
	var out []string
	calls := x.CallsTo(mark)
	for _, a := range calls {
		for _, b := range calls {
			if a != b && !x.BothCanRun(a.Expr.Pos(), b.Expr.Pos()) {
				out = append(out, pass.Fset.Position(a.Expr.Pos()).String()+" "+pass.Fset.Position(b.Expr.Pos()).String())
			}
		}
	}
	for _, f := range x.Funcs() {
		if f.Obj() != nil && x.NeverReturns(f.Obj()) {
			out = append(out, f.Obj().Name())
		}
	}
	// The parts made on their first question: parents and uses.
	for _, a := range calls {
		out = append(out, fmt.Sprintf("%T", x.Parent(a.Expr)))
	}
	out = append(out, fmt.Sprint(len(x.Uses(mark)), len(x.Composites())))
	return out, nil
}

// TestConcurrentUse: analyzers that share the index run at the same time
// (the checker runs a package's actions in parallel), and each builds
// what it asks for on first use. They must all get the same answers, and
// `go test -race` must see no race.
func TestConcurrentUse(t *testing.T) {
	var workers []*analysis.Analyzer
	for i := range 8 {
		workers = append(workers, &analysis.Analyzer{
			Name:       "worker" + string(rune('a'+i)),
			Doc:        "ask the index",
			Requires:   []*analysis.Analyzer{astflow.Analyzer},
			Run:        answers,
			ResultType: reflect.TypeFor[[]string](),
		})
	}
	all := &analysis.Analyzer{
		Name:     "all",
		Doc:      "compare the workers' answers",
		Requires: workers,
		Run: func(pass *analysis.Pass) (any, error) {
			first := pass.ResultOf[workers[0]].([]string)
			if len(first) == 0 {
				t.Errorf("%s: the index gave no answer", pass.Pkg.Path())
			}
			for _, w := range workers[1:] {
				if got := pass.ResultOf[w].([]string); !slices.Equal(got, first) {
					t.Errorf("%s: %s got %q; %s got %q", pass.Pkg.Path(), w.Name, got, workers[0].Name, first)
				}
			}
			return nil, nil
		},
	}
	// Not analysistest: the fixture's want lines are the probe's.
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: fixturetest.Dir(t), Env: append(os.Environ(), "GOWORK=off", "GOPROXY=off")}
	pkgs, err := packages.Load(cfg, "./astflow/bothrun")
	if err != nil || packages.PrintErrors(pkgs) > 0 {
		t.Fatalf("loading the fixture: %v", err)
	}
	if _, err := checker.Analyze([]*analysis.Analyzer{all}, pkgs, nil); err != nil {
		t.Fatal(err)
	}
}
