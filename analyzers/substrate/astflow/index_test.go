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

	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// index type-checks src, a package with no imports, and returns its index
// and package.
func index(t *testing.T, src string) (*astflow.Index, *types.Package, *types.Info) {
	t.Helper()
	x, pkg, info, _ := indexFile(t, src)
	return x, pkg, info
}

// indexFile is index, with the file.
func indexFile(t *testing.T, src string) (*astflow.Index, *types.Package, *types.Info, *ast.File) {
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
	return r.(*astflow.Index), pkg, info, f
}

// inName names the function a call or literal is written in: its name,
// "literal" or "package".
func inName(f *astflow.Func) string {
	switch {
	case f == nil:
		return "package"
	case f.Lit() != nil:
		return "literal"
	}
	return f.Obj().Name()
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
		got = append(got, types.ExprString(c.Expr)+" in "+inName(c.In))
	}
	want := []string{"g(1) in package", "g(g(2)) in f", "g(2) in f", "(func() literal)() in f", "g(3) in literal"}
	if !slices.Equal(got, want) {
		t.Errorf("Calls() =\n%q\nwant\n%q", got, want)
	}
}

// TestDefers: a function's defers are its own, not those of the literals
// in it, in source order.
func TestDefers(t *testing.T) {
	x, pkg, _ := index(t, `package p

func g() {}

func f() {
	defer g()
	func() { defer g() }()
	if true {
		defer func() { recover() }()
	}
}
`)
	fn := x.Decl(pkg.Scope().Lookup("f").(*types.Func))
	var got []string
	for _, d := range fn.Defers() {
		got = append(got, types.ExprString(d.Call))
	}
	if want := []string{"g()", "(func() literal)()"}; !slices.Equal(got, want) {
		t.Errorf("Defers(f) = %q, want %q", got, want)
	}
	lit := fn.Lits()[0]
	if n := len(x.Lit(lit).Defers()); n != 1 {
		t.Errorf("the literal has %d defers, want 1", n)
	}
	if n := len(x.Decl(pkg.Scope().Lookup("g").(*types.Func)).Defers()); n != 0 {
		t.Errorf("g has %d defers, want none", n)
	}
}

// TestComposites: every composite literal, at package level too, in
// source order (an outer literal before the ones in it), each with the
// function it is written in.
func TestComposites(t *testing.T) {
	x, _, info := index(t, `package p

type T struct{ A []int }

var v = T{A: []int{1}}

func f() {
	_ = T{}
	func() { _ = []T{{}} }()
}
`)
	var got []string
	for _, c := range x.Composites() {
		got = append(got, info.TypeOf(c.Expr).String()+" in "+inName(c.In))
	}
	want := []string{"p.T in package", "[]int in package", "p.T in f", "[]p.T in literal", "p.T in literal"}
	if !slices.Equal(got, want) {
		t.Errorf("Composites() =\n%q\nwant\n%q", got, want)
	}
}

// TestConstValue: the expression a constant is declared with, at package
// level and in a function; nil for an implicit repetition and for a
// constant not declared in the package.
func TestConstValue(t *testing.T) {
	x, pkg, info := index(t, `package p

const (
	A = "a"
	B = ("b")
	C = iota
	D
)

var V = 1

func f() string {
	const L = "l"
	return L
}
`)
	lookup := func(name string) *types.Const {
		c, _ := pkg.Scope().Lookup(name).(*types.Const)
		return c
	}
	for name, want := range map[string]string{"A": `"a"`, "B": `("b")`, "C": "iota", "D": ""} {
		got := ""
		if e := x.ConstValue(lookup(name)); e != nil {
			got = types.ExprString(e)
		}
		if got != want {
			t.Errorf("ConstValue(%s) = %q, want %q", name, got, want)
		}
	}
	var local *types.Const
	for id, obj := range info.Defs {
		if id.Name == "L" {
			local = obj.(*types.Const)
		}
	}
	if e := x.ConstValue(local); e == nil || types.ExprString(e) != `"l"` {
		t.Errorf("ConstValue(L) = %v, want \"l\"", e)
	}
	other := types.NewConst(0, pkg, "X", types.Typ[types.String], nil)
	if e := x.ConstValue(other); e != nil {
		t.Errorf("ConstValue of a constant declared elsewhere = %v, want nil", e)
	}
}

// TestUses: the identifiers that use an object, in position order, in
// every function and at package level; none for its declaration.
func TestUses(t *testing.T) {
	x, pkg, info := index(t, `package p

var v int

var w = v

func f(p int) int {
	v = p
	return func() int { return v + p }()
}

func g(q int) int { return 0 }
`)
	var got []int
	for _, id := range x.Uses(pkg.Scope().Lookup("v")) {
		got = append(got, int(id.Pos()))
	}
	if len(got) != 3 || !slices.IsSorted(got) {
		t.Errorf("Uses(v) at %v, want 3 in position order", got)
	}
	params := map[string]types.Object{}
	for id, obj := range info.Defs {
		if v, ok := obj.(*types.Var); ok && (id.Name == "p" || id.Name == "q") {
			params[id.Name] = v
		}
	}
	if n := len(x.Uses(params["p"])); n != 2 {
		t.Errorf("Uses(p) has %d identifiers, want 2", n)
	}
	if n := len(x.Uses(params["q"])); n != 0 {
		t.Errorf("Uses(q) has %d identifiers, want 0 (q is not used)", n)
	}
}

// TestParent: the node each node of the file is written in, parentheses
// included, in functions, func literals and at package level, is the one
// a walk of the file holds it in; nil for a top-level declaration and for
// a node of no file of the package.
func TestParent(t *testing.T) {
	x, _, _, file := indexFile(t, `package p

var v = (1 + 2)

func f(a []int) int {
	defer func() { _ = a[0] }()
	return len(a)
}

type T struct{ F int }
`)
	var stack []ast.Node
	checked := 0
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		if len(stack) > 0 && stack[len(stack)-1] != file {
			if p := x.Parent(n); p != stack[len(stack)-1] {
				t.Errorf("Parent(%T at %d) = %T, want %T", n, n.Pos(), p, stack[len(stack)-1])
			}
			checked++
		}
		stack = append(stack, n)
		return true
	})
	if checked < 30 {
		t.Errorf("checked %d nodes, want every node of the file's declarations", checked)
	}
	for _, d := range file.Decls {
		if p := x.Parent(d); p != nil {
			t.Errorf("Parent(%T) = %T, want nil for a top-level declaration", d, p)
		}
	}
	if p := x.Parent(&ast.Ident{Name: "elsewhere"}); p != nil {
		t.Errorf("Parent of a node of no file = %T, want nil", p)
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
