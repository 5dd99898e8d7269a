package implementations_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/substrate/implementations"
)

const src = `package store

import "io"

type Store interface{ Find(id string) (string, error) }

type Files struct{}

func (*Files) Find(id string) (string, error) { return "", nil }

type Memory map[string]string

func (m Memory) Find(id string) (string, error) { return m[id], nil }

type Namer interface{ Name() string }

type n1 struct{}
type n2 struct{}
type n3 struct{}
type n4 struct{}
type n5 struct{}
type n6 struct{}
type n7 struct{}
type n8 struct{}
type n9 struct{}

func (n1) Name() string { return "" }
func (n2) Name() string { return "" }
func (n3) Name() string { return "" }
func (n4) Name() string { return "" }
func (n5) Name() string { return "" }
func (n6) Name() string { return "" }
func (n7) Name() string { return "" }
func (n8) Name() string { return "" }
func (n9) Name() string { return "" }

var _ io.Writer
`

func check(t *testing.T, module *analysis.Module) (*types.Package, *implementations.Finder) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "store.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("example.com/store", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pkg, implementations.New(&analysis.Pass{Fset: fset, Pkg: pkg, Module: module})
}

func method(t *testing.T, pkg *types.Package, iface, name string) *types.Func {
	t.Helper()
	obj, _, _ := types.LookupFieldOrMethod(pkg.Scope().Lookup(iface).Type(), false, pkg, name)
	fn, ok := obj.(*types.Func)
	if !ok {
		t.Fatalf("%s.%s: no method", iface, name)
	}
	return fn
}

func names(fns []*types.Func) []string {
	var out []string
	for _, fn := range fns {
		out = append(out, fn.FullName())
	}
	slices.Sort(out)
	return out
}

// TestOf: a call through an interface of the module may run each of the
// module's types that implement it; an interface that more than Max
// types implement, or one of another module (io.Writer), gives nothing;
// so does every interface in a dependency at a version.
func TestOf(t *testing.T) {
	pkg, f := check(t, &analysis.Module{Path: "example.com/store"})
	got := names(f.Of(method(t, pkg, "Store", "Find")))
	want := []string{"(*example.com/store.Files).Find", "(example.com/store.Memory).Find"}
	if !slices.Equal(got, want) {
		t.Errorf("Store.Find runs %v, want %v", got, want)
	}
	if got := f.Of(method(t, pkg, "Namer", "Name")); got != nil {
		t.Errorf("Namer.Name, implemented by %d types (more than %d), runs %v, want nothing", 9, implementations.Max, names(got))
	}
	io := pkg.Imports()[0]
	if got := f.Of(method(t, io, "Writer", "Write")); got != nil {
		t.Errorf("io.Writer.Write runs %v, want nothing (another module's interface)", names(got))
	}
	if f.InModule(io) || !f.InModule(pkg) {
		t.Errorf("InModule: io %v, the package %v; want false, true", f.InModule(io), f.InModule(pkg))
	}

	pkg, f = check(t, &analysis.Module{Path: "example.com/store", Version: "v1.0.0"})
	if got := f.Of(method(t, pkg, "Store", "Find")); got != nil {
		t.Errorf("in a dependency at a version, Store.Find runs %v, want nothing", names(got))
	}
}
