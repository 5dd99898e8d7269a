package astflow_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/astflow"
)

// index type-checks src, a package with no imports, and returns its index
// and package.
func index(t *testing.T, src string) (*astflow.Index, *types.Package, *types.Info) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	pkg, err := new(types.Config).Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	r, err := astflow.Analyzer.Run(&analysis.Pass{Fset: fset, Files: []*ast.File{f}, Pkg: pkg, TypesInfo: info})
	if err != nil {
		t.Fatal(err)
	}
	return r.(*astflow.Index), pkg, info
}

// TestMapSets: the elements set of a map variable are its MapSets, with
// their keys and values, and not among its Assigns; an element set of a
// slice, or one with a tuple on the right, is not a map set.
func TestMapSets(t *testing.T) {
	x, pkg, _ := index(t, `package p

var m = map[string]int{}
var s = []int{1}

func two() (int, int) { return 1, 2 }

func f() {
	m["a"] = 1
	s[0] = 2
	m["b"], m["c"] = 3, 4
	func() { m["d"] = 5 }()
	m["e"] += 6
}
`)
	m := pkg.Scope().Lookup("m").(*types.Var)
	s := pkg.Scope().Lookup("s").(*types.Var)
	var got []string
	for _, a := range x.MapSets(m) {
		got = append(got, types.ExprString(a.Key)+"="+types.ExprString(a.Value))
	}
	if want := []string{`"a"=1`, `"b"=3`, `"c"=4`, `"d"=5`}; !slices.Equal(got, want) {
		t.Errorf("MapSets(m) = %v, want %v", got, want)
	}
	if n := len(x.MapSets(s)); n != 0 {
		t.Errorf("MapSets(s) has %d sets; a slice has none", n)
	}
	if n := len(x.Assigns(m)); n != 1 {
		t.Errorf("Assigns(m) has %d assignments, want 1 (its declaration)", n)
	}
}

// TestFieldAssigns: a field's values are given by keyed literals and
// assignments through any variable; a positional literal, &x.f and x.f++
// give values the index does not show; a literal that leaves the field
// out gives it nothing.
func TestFieldAssigns(t *testing.T) {
	x, pkg, _ := index(t, `package p

type T struct{ a, b string; n int }

type G[X any] struct{ p string }

func g() {
	_ = G[int]{p: "int"}
	var s G[string]
	s.p = "string"
}

func f(p *T) {
	_ = T{a: "lit"}
	_ = &T{b: "other"}
	_ = []*T{{a: "elided"}}
	p.a = "set"
	v := T{}
	v.a, v.b = "multi", "b"
	_ = T{"pos", "b", 0}
	_ = &p.n
	p.n++
}
`)
	st := pkg.Scope().Lookup("T").Type().Underlying().(*types.Struct)
	kinds := func(f *types.Var) (out []string) {
		for _, a := range x.FieldAssigns(f) {
			switch a.Kind {
			case astflow.Given:
				out = append(out, types.ExprString(a.Value))
			case astflow.Unseen:
				out = append(out, "unseen")
			case astflow.Updated:
				out = append(out, "updated")
			}
		}
		return out
	}
	for i, want := range [][]string{
		{`"lit"`, `"elided"`, `"set"`, `"multi"`, "unseen"},
		{`"other"`, `"b"`, "unseen"},
		{"unseen", "unseen", "updated"},
	} {
		if got := kinds(st.Field(i)); !slices.Equal(got, want) {
			t.Errorf("FieldAssigns(%s) = %v, want %v", st.Field(i).Name(), got, want)
		}
	}
	// Every instance's values are the generic field's, asked of an
	// instance's field or of the generic one.
	gen := pkg.Scope().Lookup("G").Type().(*types.Named)
	inst, err := types.Instantiate(nil, gen, []types.Type{types.Typ[types.Bool]}, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []*types.Var{gen.Underlying().(*types.Struct).Field(0), inst.Underlying().(*types.Struct).Field(0)} {
		if got, want := kinds(f), []string{`"int"`, `"string"`}; !slices.Equal(got, want) {
			t.Errorf("FieldAssigns(%s of %s) = %v, want %v", f.Name(), f.Origin().Pkg().Name(), got, want)
		}
	}
}

// TestCalls: every call of the package, at package level too, in source
// order, each with the function it is written in.
func TestCalls(t *testing.T) {
	x, _, _ := index(t, `package p

func g(int) int { return 0 }

var v = g(1)

func f() {
	g(g(2))
	func() { g(3) }()
}
`)
	var got []string
	for _, c := range x.Calls() {
		in := "package"
		switch {
		case c.In == nil:
		case c.In.Lit() != nil:
			in = "literal"
		default:
			in = c.In.Obj().Name()
		}
		got = append(got, types.ExprString(c.Expr)+" in "+in)
	}
	want := []string{"g(1) in package", "g(g(2)) in f", "g(2) in f", "(func() literal)() in f", "g(3) in literal"}
	if !slices.Equal(got, want) {
		t.Errorf("Calls() =\n%q\nwant\n%q", got, want)
	}
}

// TestDefinition: a variable's one value of its own, whatever is done
// to its fields; none for a variable given two values, none, or values
// the code does not show.
func TestDefinition(t *testing.T) {
	x, _, info := index(t, `package p

type S struct{ F int; M map[string]int }

func two() (*S, error) { return nil, nil }

var pkgLevel = &S{}
var twice = 1
var zero int

func init() { twice = 2 }

func f(param int) {
	local := S{F: 1}
	local.F = 2
	first, err := two()
	var addr int
	_ = &addr
	for r := range 3 { _ = r }
	_, _, _, _, _ = local, first, err, param, addr
}
`)
	lookup := func(name string) *types.Var {
		for id, obj := range info.Defs {
			if v, ok := obj.(*types.Var); ok && id.Name == name {
				return v
			}
		}
		return nil
	}
	for name, want := range map[string]string{
		"pkgLevel": "&S{} -1",
		"local":    "S{…} -1",
		"first":    "two() 0",
		"err":      "two() 1",
		"twice":    "",
		"zero":     "",
		"param":    "",
		"addr":     "",
	} {
		v := lookup(name)
		if v == nil {
			t.Fatalf("no variable %s", name)
		}
		got := ""
		if a, ok := x.Definition(v); ok {
			got = types.ExprString(a.Value) + " " + strconv.Itoa(a.Result)
		}
		if got != want {
			t.Errorf("Definition(%s) = %q, want %q", name, got, want)
		}
	}
}

// TestChanges: every way code may change what a variable holds without
// assigning it, each of its kind; reads and conversions are none.
func TestChanges(t *testing.T) {
	x, pkg, _ := index(t, `package p

type S struct{ F int; M map[string]int; L []S }

func (s *S) Set()   {}
func use(any)       {}
func read(int) int  { return 0 }

var v = &S{}
var m = map[string]int{}
var quiet = &S{}

func f() {
	v.F = 1
	v.M["k"] = 2
	v.L[0].F = 3
	v.F++
	_ = &v.F
	use(v)
	v.Set()
	v.L[0].Set()
	m["a"] = 1
	_ = any(quiet)
	read(quiet.F)
	_ = quiet.M["k"]
}
`)
	kinds := map[astflow.ChangeKind]string{astflow.FieldSet: "field", astflow.ElemSet: "elem", astflow.AddrTaken: "addr", astflow.Arg: "arg", astflow.Receiver: "receiver"}
	describe := func(name string) []string {
		var out []string
		for _, c := range x.Changes(pkg.Scope().Lookup(name).(*types.Var)) {
			out = append(out, kinds[c.Kind])
		}
		return out
	}
	if got, want := describe("v"), []string{"field", "field", "elem", "elem", "addr", "arg", "receiver", "receiver"}; !slices.Equal(got, want) {
		t.Errorf("Changes(v) = %v, want %v", got, want)
	}
	if got, want := describe("m"), []string{"elem"}; !slices.Equal(got, want) {
		t.Errorf("Changes(m) = %v, want %v", got, want)
	}
	if got := describe("quiet"); len(got) != 0 {
		t.Errorf("Changes(quiet) = %v, want none (a conversion and reads)", got)
	}
}
