package toolschema

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

const src = `package p

import "time"

type In struct {
	Q     string
	Limit int
	When  time.Time
}

type Out struct {
	Self *Out
}

func h(in In) {}
`

func check(t *testing.T) (*analysis.Pass, *types.Package) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}, Types: map[ast.Expr]types.TypeAndValue{}}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	return &analysis.Pass{Fset: fset, Files: []*ast.File{f}, Pkg: pkg, TypesInfo: info}, pkg
}

func TestRootName(t *testing.T) {
	pass, pkg := check(t)
	in := pkg.Scope().Lookup("In").Type()
	when := in.Underlying().(*types.Struct).Field(2).Type()
	for _, tc := range []struct {
		t    types.Type
		want string
	}{
		{in, "In"},
		{types.NewPointer(in), "In"}, // the pointer stripped, as the schema's root
		{types.NewSlice(in), "[]In"},
		{when, "time.Time"}, // another package by its name
	} {
		if got := RootName(tc.t, pass.Pkg); got != tc.want {
			t.Errorf("RootName(%s) = %q, want %q", tc.t, got, tc.want)
		}
	}
}

// TestLocate: a problem is put at the field of this package it concerns,
// else at the span given (a field of another package cannot be edited).
func TestLocate(t *testing.T) {
	pass, pkg := check(t)
	st := pkg.Scope().Lookup("In").Type().Underlying().(*types.Struct)
	limit := st.Field(1)
	at := [2]token.Pos{1, 2}
	p := Locate(pass, schema.Input, schema.Problem{Sources: []any{limit}}, at)
	if p.Field == nil || p.Field.Names[0].Name != "Limit" || p.Pos != p.Field.Pos() {
		t.Errorf("Locate(Limit) = %v at %v, want the field Limit", p.Field, pass.Fset.Position(p.Pos))
	}
	other := types.NewField(token.NoPos, types.NewPackage("q", "q"), "X", types.Typ[types.Int], false)
	p = Locate(pass, schema.Input, schema.Problem{Sources: []any{other}}, at)
	if p.Field != nil || p.Pos != at[0] || p.End != at[1] {
		t.Errorf("Locate(q.X) = %v at %v, want the span given", p.Field, p.Pos)
	}
}

// TestCompute: a runtime.AddTool tool's schemas are mcpvet's of In and
// Out, their problems located; an Out that is not object-shaped has no
// output schema.
func TestCompute(t *testing.T) {
	pass, pkg := check(t)
	in := pkg.Scope().Lookup("In").Type()
	out := pkg.Scope().Lookup("Out").Type()
	tool := &mcptool.Tool{Origin: &mcptool.Call{Style: mcptool.RuntimeAddTool}, Dialect: mcptool.MCPVet, In: in, Out: out}
	Compute(pass, typesview.NewView(), schema.NewFactTable(), sdkdialect.Release04, tool)
	if tool.Input == nil || tool.Output == nil {
		t.Fatalf("Input %v, Output %v: want both", tool.Input, tool.Output)
	}
	var props []string
	for _, p := range tool.Input.Properties {
		props = append(props, p.Name)
	}
	if len(props) != 3 || props[0] != "Q" || props[1] != "Limit" || props[2] != "When" {
		t.Errorf("input properties %v, want [Q Limit When]", props)
	}
	if len(tool.Problems) == 0 {
		t.Fatalf("no problem for Out.Self, a recursive type")
	}
	for _, p := range tool.Problems {
		if p.Field == nil || p.Field.Names[0].Name != "Self" || p.Direction != schema.Output {
			t.Errorf("problem %s at %v (%v), want at the field Self, of the output", p.Message, p.Field, p.Direction)
		}
	}
	if tool.SDK != nil {
		t.Errorf("SDK findings for a runtime.AddTool tool: %v", tool.SDK)
	}
}
