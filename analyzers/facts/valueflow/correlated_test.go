package valueflow

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

// buildPackage builds the SSA of src (package p, standard imports
// only).
func buildPackage(t *testing.T, src string) *ssa.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg := types.NewPackage("p", "p")
	ssaPkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset, pkg, []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	return ssaPkg
}

// buildFunc builds the SSA of function name in src (package p, standard
// imports only).
func buildFunc(t *testing.T, src, name string) *ssa.Function {
	t.Helper()
	fn := buildPackage(t, src).Func(name)
	if fn == nil {
		t.Fatalf("no func %s", name)
	}
	return fn
}

// blockOfCall is the block of the first call of callee in fn.
func blockOfCall(t *testing.T, fn *ssa.Function, callee string) *ssa.BasicBlock {
	t.Helper()
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(*ssa.Call); ok {
				if f, ok := c.Call.Value.(*ssa.Function); ok && f.Name() == callee {
					return b
				}
			}
		}
	}
	t.Fatalf("no call of %s in %s", callee, fn.Name())
	return nil
}

// TestDominatesCorrelated: a check under "if named" stands over a use
// under a second "if named" (no way takes the two tests' other sides),
// not over a use under another test; and a function with more repeated
// tests than the walk affords falls back to plain dominance, quickly.
func TestDominatesCorrelated(t *testing.T) {
	src := `package p

func check(string) {}
func use(string)   {}

func same(named bool, s string) {
	if named {
		check(s)
	}
	s += "x"
	if named {
		use(s)
	}
}

func other(named, labelled bool, s string) {
	if labelled {
		check(s)
	}
	if named {
		use(s)
	}
}
`
	// many: the check and the use under one test, with many other
	// repeated tests between them.
	var b strings.Builder
	b.WriteString("func many(named bool, s string")
	for i := range 12 {
		fmt.Fprintf(&b, ", c%d bool", i)
	}
	b.WriteString(") {\n\tif named {\n\t\tcheck(s)\n\t}\n")
	for i := range 12 {
		fmt.Fprintf(&b, "\tif c%d {\n\t\ts += \"a\"\n\t}\n\tif c%d {\n\t\ts += \"b\"\n\t}\n", i, i)
	}
	b.WriteString("\tif named {\n\t\tuse(s)\n\t}\n}\n")
	src += b.String()

	for _, tc := range []struct {
		fn   string
		want bool
	}{
		{"same", true},
		{"other", false},
		{"many", false}, // 13 repeated tests: past the walk's bounds, plain dominance
	} {
		fn := buildFunc(t, src, tc.fn)
		check, use := blockOfCall(t, fn, "check"), blockOfCall(t, fn, "use")
		if check.Dominates(use) {
			t.Fatalf("%s: the check dominates the use: the case tests nothing", tc.fn)
		}
		if got := dominatesCorrelated(check, use, repeatedTests(fn)); got != tc.want {
			t.Errorf("%s: dominatesCorrelated = %v, want %v", tc.fn, got, tc.want)
		}
	}
}
