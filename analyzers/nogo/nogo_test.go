package nogo_test

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/packages"

	docs "github.com/mcpvet/mcpvet/docs/diagnostics"
	"github.com/mcpvet/mcpvet/internal/stdsyntax"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/effects"
	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/families/drift"
	"github.com/mcpvet/mcpvet/analyzers/families/generated"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	nogoclientprofile "github.com/mcpvet/mcpvet/analyzers/nogo/clientprofile"
	"github.com/mcpvet/mcpvet/analyzers/nogo/internal/registry"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"github.com/mcpvet/mcpvet/internal/testtier"
)

// rules_go's nogo runs the variable named Analyzer of each package of its
// deps, and the analyzers those require. Each code has such a package;
// the passes the codes require are package-level Analyzer variables too.

// factPasses are the analyzers that are no code's, each the Analyzer
// variable of its package (x/tools' inspect among them).
var factPasses = []*analysis.Analyzer{inspect.Analyzer, nogoclientprofile.Analyzer, astflow.Analyzer, mcpfacts.Analyzer, apifacts.Analyzer, effects.Analyzer, generated.Analyzer, valueflow.Analyzer, drift.Analyzer}

// TestEveryCode: every code has its nogo package, whose Analyzer is the
// code's analyzer, and there is no package for a code that is gone.
func TestEveryCode(t *testing.T) {
	codes := analyzers.Codes()
	for _, c := range codes {
		a, ok := nogoPackages[c.Code]
		switch {
		case !ok:
			t.Errorf("%s has no nogo package: run go generate ./analyzers/nogo", c.Code)
		case a != c.Analyzer:
			t.Errorf("nogo/%s.Analyzer is not %s's analyzer: run go generate ./analyzers/nogo", strings.ToLower(c.Code), c.Code)
		}
	}
	for code := range nogoPackages {
		if !slices.ContainsFunc(codes, func(c analyzers.Code) bool { return c.Code == code }) {
			t.Errorf("nogo/%s is the package of no code: run go generate ./analyzers/nogo", strings.ToLower(code))
		}
	}
}

// TestAnalyzerVars: every analyzer mcpvet runs, and every analyzer one
// requires, is a package-level variable nogo can name: a code's, through
// its nogo package, or a fact pass's Analyzer.
func TestAnalyzerVars(t *testing.T) {
	known := map[*analysis.Analyzer]bool{}
	for _, a := range nogoPackages {
		known[a] = true
	}
	for _, a := range factPasses {
		known[a] = true
	}
	for _, a := range analyzers.WithRequirements(analyzers.All) {
		if !known[a] {
			t.Errorf("analyzer %s is neither a code's nor one of the fact passes this test knows: give it a package-level Analyzer variable, and list it in factPasses", a.Name)
		}
	}
}

// TestNoGlobalWrites: no function of an analyzer package writes to a
// package-level variable (assigns it, a field or an element of it, or
// calls a method with a pointer receiver on it). nogo, like go vet and
// gopls, runs one analyzer on many packages, in parallel and in one
// process, so its Run must keep its state in the pass. An init func, and
// the lazy initialization of a sync.Once, may set up read-only tables.
func TestNoGlobalWrites(t *testing.T) {
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo}
	pkgs, err := packages.Load(cfg, "github.com/mcpvet/mcpvet/analyzers/...", "github.com/mcpvet/mcpvet/schema/...", "github.com/mcpvet/mcpvet/runtime/schema/...")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	used := map[string]bool{}
	for _, p := range pkgs {
		if len(p.Errors) > 0 {
			t.Fatalf("%s: %v", p.PkgPath, p.Errors)
		}
		checked++
		for _, w := range globalWrites(p) {
			if _, ok := audited[w.name]; ok {
				used[w.name] = true
				continue
			}
			t.Errorf("%s", w.msg)
		}
	}
	for name := range audited {
		if !used[name] {
			t.Errorf("audited write to %s is not found any more: take it off the list", name)
		}
	}
	if checked < 10 {
		t.Fatalf("%d packages checked: the pattern matched too little", checked)
	}
}

// audited are the package-level variables that are written outside an
// init func, each with the reason it is safe.
var audited = map[string]string{
	"reflectview.cache":  "a sync.Map memo of a pure function (the runtime's reflect-side schemas), safe for concurrent use: the same answer with or without it",
	"fixturetest.loads":  "a test helper's sync.Map of fixture loads, one per test process: no analyzer imports the package",
	"generated.blocking": "filled once by generated.Block, which the registry's init func calls before any analysis runs (the family imports no other to build the list itself)",
	"generated.Analyzer": "its Requires grow once in generated.Block, from the registry's init func, before any analysis runs",
}

type write struct{ name, msg string }

// globalWrites lists the writes to package-level variables of the
// package made outside init funcs and sync.Once.Do.
func globalWrites(p *packages.Package) []write {
	var out []write
	global := func(e ast.Expr) *types.Var {
		for {
			switch x := e.(type) {
			case *ast.ParenExpr:
				e = x.X
			case *ast.SelectorExpr:
				if sel, ok := p.TypesInfo.Selections[x]; ok && sel.Kind() == types.FieldVal {
					e = x.X
					continue
				}
				v, _ := p.TypesInfo.Uses[x.Sel].(*types.Var) // pkg.Var
				return pkgLevel(v)
			case *ast.IndexExpr:
				e = x.X
			case *ast.StarExpr:
				e = x.X
			case *ast.Ident:
				v, _ := p.TypesInfo.Uses[x].(*types.Var)
				return pkgLevel(v)
			default:
				return nil
			}
		}
	}
	report := func(pos token.Pos, v *types.Var, how string) {
		name := v.Pkg().Name() + "." + v.Name()
		out = append(out, write{name, fmt.Sprintf("%s: %s package-level %s", p.Fset.Position(pos), how, name)})
	}
	for _, f := range p.Syntax {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || fd.Recv == nil && fd.Name.Name == "init" {
				continue
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					if n.Tok == token.DEFINE {
						return true
					}
					for _, lhs := range n.Lhs {
						if v := global(lhs); v != nil {
							report(lhs.Pos(), v, "writes")
						}
					}
				case *ast.IncDecStmt:
					if v := global(n.X); v != nil {
						report(n.Pos(), v, "writes")
					}
				case *ast.CallExpr:
					s, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr)
					if !ok {
						return true
					}
					sel, ok := p.TypesInfo.Selections[s]
					if !ok || sel.Kind() != types.MethodVal {
						return true
					}
					if isOnceDo(sel.Obj()) {
						return false // lazy initialization, once
					}
					if _, ptr := sel.Obj().Type().(*types.Signature).Recv().Type().(*types.Pointer); ptr && !readOnly(sel.Recv()) {
						if v := global(s.X); v != nil {
							report(n.Pos(), v, "calls "+sel.Obj().Name()+" on")
						}
					}
				}
				return true
			})
		}
	}
	return out
}

func pkgLevel(v *types.Var) *types.Var {
	if v == nil || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() || !strings.HasPrefix(v.Pkg().Path(), "github.com/mcpvet/mcpvet") {
		return nil
	}
	return v
}

func isOnceDo(m types.Object) bool {
	return m.Pkg() != nil && m.Pkg().Path() == "sync" && m.Name() == "Do"
}

// readOnly reports whether t's pointer methods leave it unchanged (a
// compiled regexp is safe for concurrent use).
func readOnly(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "regexp" && n.Obj().Name() == "Regexp"
}

// fixturePatterns are fixture packages with tools of every style,
// wrappers across packages, own tool types, ui:// resources imported
// across packages, routes and effects, a wrapper that recovers, handler
// wrappers (valueflow's Wraps), handler factories (valueflow's Makes).
var fixturePatterns = []string{"./mcpfacts/...", "./omcg0007/...", "./omcg0012/...", "./omcg0016/...", "./mcp007/...", "./effects/...", "./omcg0002/contained/...", "./valueflow/wraps", "./omcg0029/factory/..."}

// loadFixtures loads fixturePatterns, once for the tests that read them.
func loadFixtures(t *testing.T) []*packages.Package {
	t.Helper()
	dir := fixturetest.Dir(t)
	fixtures.once.Do(func() {
		fixtures.pkgs, fixtures.err = stdsyntax.Load(&packages.Config{Mode: packages.LoadAllSyntax, Dir: dir}, fixturePatterns...)
	})
	if fixtures.err != nil {
		t.Fatal(fixtures.err)
	}
	return fixtures.pkgs
}

// fixtures is the one load of fixturePatterns (go vet's view: no test
// variants).
var fixtures struct {
	once sync.Once
	pkgs []*packages.Package
	err  error
}

// TestRunsAgree: two independent checkers running every analyzer over
// the same fixtures report the same diagnostics, in number and in text:
// nothing the first run leaves behind changes the second.
func TestRunsAgree(t *testing.T) {
	testtier.Long(t)
	if testing.Short() {
		t.Skip("loads and analyzes fixtures twice")
	}
	pkgs := loadFixtures(t)
	first, second := diagnostics(t, pkgs), diagnostics(t, pkgs)
	if len(first) < 20 {
		t.Fatalf("%d diagnostics on the fixtures: too few for the comparison to say anything", len(first))
	}
	if !slices.Equal(first, second) {
		t.Errorf("the second run differs from the first:\nfirst:  %d diagnostics\nsecond: %d diagnostics\n%s", len(first), len(second), firstDiff(first, second))
	}
}

func diagnostics(t *testing.T, pkgs []*packages.Package) []string {
	t.Helper()
	g, err := checker.Analyze(analyzers.All, pkgs, &checker.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for act := range g.All() {
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			out = append(out, fmt.Sprintf("%s: %s: %s", act.Package.Fset.Position(d.Pos), act.Analyzer.Name, d.Message))
		}
	}
	slices.Sort(out)
	return out
}

func firstDiff(a, b []string) string {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return fmt.Sprintf("first difference:\n  %s\n  %s", a[i], b[i])
		}
	}
	return "one is a prefix of the other"
}

// TestFactsRoundTrip: every fact the fact passes export on the fixtures
// survives what a distributed driver (nogo, go vet) does with it between
// packages: gob encoding through the analysis.Fact interface, the same
// bytes each time, and a decoding deeply equal to the fact exported.
// Every fact type is seen at least once.
func TestFactsRoundTrip(t *testing.T) {
	pkgs := loadFixtures(t)
	var passes []*analysis.Analyzer
	types := map[reflect.Type]int{}
	for _, a := range analyzers.WithRequirements(analyzers.All) {
		if len(a.FactTypes) > 0 {
			passes = append(passes, a)
			for _, f := range a.FactTypes {
				gob.Register(f)
				types[reflect.TypeOf(f)] = 0
			}
		}
	}
	g, err := checker.Analyze(passes, pkgs, &checker.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var facts []analysis.Fact
	for act := range g.All() {
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
		for _, f := range act.AllObjectFacts() {
			if f.Object.Pkg() == act.Package.Types {
				facts = append(facts, f.Fact) // exported by this action
			}
		}
		for _, f := range act.AllPackageFacts() {
			if f.Package == act.Package.Types {
				facts = append(facts, f.Fact)
			}
		}
	}
	for _, f := range facts {
		types[reflect.TypeOf(f)]++
		var b1, b2 bytes.Buffer
		if err := gob.NewEncoder(&b1).Encode(&wire{f}); err != nil {
			t.Errorf("%T %s: %v", f, f, err)
			continue
		}
		if err := gob.NewEncoder(&b2).Encode(&wire{f}); err != nil || !bytes.Equal(b1.Bytes(), b2.Bytes()) {
			t.Errorf("%T %s: two encodings differ (%v)", f, f, err)
		}
		var back wire
		if err := gob.NewDecoder(&b1).Decode(&back); err != nil {
			t.Errorf("%T %s: %v", f, f, err)
			continue
		}
		if !reflect.DeepEqual(back.Fact, f) {
			t.Errorf("%T does not round-trip:\nexported: %#v\ndecoded:  %#v", f, f, back.Fact)
		}
	}
	for typ, n := range types {
		if n == 0 {
			t.Errorf("no %s fact on the fixtures: the round trip of that type is not tested", typ)
		}
	}
}

// wire is how a driver carries a fact: behind the interface, so the
// concrete type must be registered.
type wire struct {
	Fact analysis.Fact
}

// TestReadmeFamilies: each family's line of the README's package list
// names exactly its codes, as go generate ./analyzers/nogo writes them.
func TestReadmeFamilies(t *testing.T) {
	declared, err := registry.Declared(".")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	want, err := docs.WithFamilies(readme, registry.Families(declared))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(readme, want) {
		t.Errorf("the README's package list names other codes than the families declare: run go generate ./analyzers/nogo")
	}
}
