package lsp

import (
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/internal/stdsyntax"
	"github.com/mcpvet/mcpvet/internal/testtier"
)

func newTestEngine(t testing.TB, dir string, env []string) *engine {
	return newEngine(dir, env, analyzers.All, func(format string, args ...any) {
		t.Logf("engine: "+format, args...)
	})
}

// lines renders diagnostics as file:line:col: message, sorted.
func lines(e *engine, res *result) []string {
	var out []string
	for _, r := range res.diags {
		p := e.fset.Position(r.diag.Pos)
		out = append(out, fmt.Sprintf("%s:%d:%d: %s", p.Filename, p.Line, p.Column, r.diag.Message))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// TestSameAsChecker: on the analyzer fixtures where packages share facts
// (testdata/mod's packages that import another fixture package, and
// those they import: enums and doc comments of imported types, handlers
// and helpers in other packages, findings at another package's
// declaration), the engine reports exactly what the go/analysis checker
// reports on the same packages loaded by go/packages, and again after a
// change that only re-checks one package. (A package that shares
// nothing is analyzed alone by both, as TestEveryFixture holds it to its
// want comments; leaving those out keeps the test to a few seconds.)
func TestSameAsChecker(t *testing.T) {
	testtier.Long(t)
	if testing.Short() {
		t.Skip("loads the analyzer fixtures twice")
	}
	dir, err := filepath.Abs(filepath.Join("..", "..", "..", "..", "testdata", "mod"))
	if err != nil {
		t.Fatal(err)
	}
	// Not -mod=mod: the go command must not touch the fixture's go.mod.
	env := append(os.Environ(), "GOPROXY=off", "GOWORK=off")
	shared := sharingPackages(t, dir, env)
	if len(shared) < 20 {
		t.Fatalf("only %d fixture packages share facts: the test would prove little", len(shared))
	}
	// With the module, as mcpvet loads: a finding at a declaration of
	// another package of the module is reported there only when the pass
	// knows the module (analyzerutil.Pass.Elsewhere).
	// Both sides without the standard library's bodies, as every
	// in-process load of mcpvet's (internal/stdsyntax).
	pkgs, err := stdsyntax.Load(&packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Dir: dir, Env: env}, shared...)
	if err != nil {
		t.Fatal(err)
	}
	g, err := checker.Analyze(analyzers.All, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for act := range g.All() {
		if act.IsRoot {
			for _, d := range act.Diagnostics {
				p := act.Package.Fset.Position(d.Pos)
				want = append(want, fmt.Sprintf("%s:%d:%d: %s", p.Filename, p.Line, p.Column, d.Message))
			}
		}
	}
	slices.Sort(want)
	want = slices.Compact(want)
	if len(want) < 20 {
		t.Fatalf("the checker reports only %d diagnostics on the fixtures: the test would prove little", len(want))
	}

	e := newTestEngine(t, dir, env)
	open := map[string][]byte{}
	for _, p := range pkgs {
		for _, f := range p.GoFiles {
			c, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			open[f] = c
		}
	}
	res, err := e.analyze(context.Background(), open)
	if err != nil {
		t.Fatal(err)
	}
	if got := lines(e, res); !slices.Equal(got, want) {
		t.Errorf("the engine and the checker differ:\n%s", diffLines(got, want))
	}

	// An edit that changes no diagnostic (a blank line at the end of a
	// file whose package others import) re-checks that package and its
	// importers only, and reports the same.
	names := filepath.Join(dir, "omcg0008", "names", "names.go")
	open[names] = append(slices.Clone(open[names]), '\n')
	res, err = e.analyze(context.Background(), open)
	if err != nil {
		t.Fatal(err)
	}
	if got := lines(e, res); !slices.Equal(got, want) {
		t.Errorf("after an edit, the engine and the checker differ:\n%s", diffLines(got, want))
	}
	if res.stats.Loaded != "" || res.stats.Checked != 2 {
		t.Errorf("an edit of omcg0008/names: %s; want 2 packages type-checked (it and omcg0008/calls), no load", res.stats)
	}
}

// sharingPackages lists the packages of the module at dir that import
// another of its packages or are imported by one, without their tests
// (the engine analyzes a package's test variant only for an open test
// file).
func sharingPackages(t *testing.T, dir string, env []string) []string {
	t.Helper()
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedImports | packages.NeedModule, Dir: dir, Env: env}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		t.Fatal(err)
	}
	inModule := map[string]bool{}
	for _, p := range pkgs {
		inModule[p.PkgPath] = true
	}
	shared := map[string]bool{}
	for _, p := range pkgs {
		for path := range p.Imports {
			if inModule[path] {
				shared[p.PkgPath], shared[path] = true, true
			}
		}
	}
	return slices.Sorted(maps.Keys(shared))
}

func diffLines(got, want []string) string {
	var b strings.Builder
	for _, l := range want {
		if !slices.Contains(got, l) {
			b.WriteString("only the checker: " + l + "\n")
		}
	}
	for _, l := range got {
		if !slices.Contains(want, l) {
			b.WriteString("only the engine:  " + l + "\n")
		}
	}
	return b.String()
}

// TestIncremental: what each kind of edit costs. Package b imports a; c
// stands alone; b and c are open, a is not.
func TestIncremental(t *testing.T) {
	dir := copyApp(t)
	os.Remove(filepath.Join(dir, "main.go"))
	os.Remove(filepath.Join(dir, "main.go.golden"))
	writeFiles(t, dir, map[string]string{
		"a/a.go": "package a\n\n// Query is a search.\ntype Query struct {\n\tText string `json:\"text\"`\n}\n",
		"b/b.go": `package b

import (
	"context"

	"example.com/app/a"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func find(ctx context.Context, req *mcp.CallToolRequest, q a.Query) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "find"}, find) }
`,
		"c/c.go": `package c

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func list(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "list"}, list) }
`,
	})
	read := func(name string) []byte {
		c, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	bPath, cPath := filepath.Join(dir, "b", "b.go"), filepath.Join(dir, "c", "c.go")
	open := map[string][]byte{bPath: read("b/b.go"), cPath: read("c/c.go")}
	e := newTestEngine(t, dir, testEnv())
	run := func(what string) (*result, []string) {
		t.Helper()
		res, err := e.analyze(context.Background(), open)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		t.Logf("%s: %s", what, res.stats)
		return res, lines(e, res)
	}
	expect := func(what string, res *result, loaded bool, checked int) {
		t.Helper()
		if (res.stats.Loaded != "") != loaded || res.stats.Checked != checked {
			t.Errorf("%s: %s; want %d packages type-checked, package graph loaded: %v", what, res.stats, checked, loaded)
		}
	}

	res, diags := run("first run")
	if res.stats.Loaded == "" || res.stats.Checked < 20 {
		t.Errorf("first run: %s; want the graph loaded and the go-sdk (its stand-in) and its dependencies type-checked", res.stats)
	}
	if len(diags) != 0 {
		t.Errorf("first run: %v, want none", diags)
	}
	res, _ = run("nothing changed")
	expect("nothing changed", res, false, 0)
	if res.stats.Analyzed != 0 {
		t.Errorf("nothing changed: %s; want nothing analyzed", res.stats)
	}

	open[cPath] = []byte(strings.Replace(string(open[cPath]), `"list"`, `"list all"`, 1))
	res, diags = run("c edited")
	expect("c edited", res, false, 1)
	if len(diags) != 1 || !strings.Contains(diags[0], `OMCG0008: tool name "list all"`) {
		t.Errorf("c edited: %v, want the OMCG0008 of the new name", diags)
	}

	writeFiles(t, dir, map[string]string{"a/a.go": string(read("a/a.go")) + "\n// Limit caps the results.\nconst Limit = 10\n"})
	res, _ = run("a changed on disk")
	expect("a changed on disk (a and its importer b)", res, false, 2)

	// time is in the graph already (context imports it): the graph is
	// loaded again, and only c is type-checked.
	open[cPath] = []byte(strings.Replace(string(open[cPath]), "import (\n", "import (\n\t\"time\"\n", 1) +
		"\nvar _ = time.Second\n")
	res, diags = run("an import added to c")
	expect("an import added to c (the graph again, then c only)", res, true, 1)
	if len(diags) != 1 {
		t.Errorf("an import added to c: %v, want the OMCG0008 still", diags)
	}

	delete(open, cPath)
	res, diags = run("c closed")
	if len(diags) != 0 || slices.Contains(res.files, cPath) {
		t.Errorf("c closed: %v, files %v; c is no longer analyzed", diags, res.files)
	}
}

// TestTestFiles: an open _test.go file is analyzed in the test variant
// of its package, which then stands for the package's other files too:
// their diagnostics are not reported twice.
func TestTestFiles(t *testing.T) {
	dir := copyApp(t)
	writeFiles(t, dir, map[string]string{"main_test.go": `package main

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestTools(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "test"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "test tool"}, search)
}
`})
	testFile, mainFile := filepath.Join(dir, "main_test.go"), filepath.Join(dir, "main.go")
	read := func(p string) []byte {
		c, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	e := newTestEngine(t, dir, testEnv())
	for _, run := range []struct {
		open           []string
		inTest, inMain int
	}{
		{[]string{mainFile}, 0, 2},
		{[]string{mainFile, testFile}, 1, 2},
		{[]string{testFile}, 1, 2},
	} {
		open := map[string][]byte{}
		for _, p := range run.open {
			open[p] = read(p)
		}
		res, err := e.analyze(context.Background(), open)
		if err != nil {
			t.Fatal(err)
		}
		got := lines(e, res)
		var inTest, inMain int
		for _, l := range got {
			switch {
			case strings.HasPrefix(l, testFile+":"):
				inTest++
			case strings.HasPrefix(l, mainFile+":"):
				inMain++
			}
		}
		if inTest != run.inTest || inMain != run.inMain || len(res.diags) != inTest+inMain {
			t.Errorf("open %v: %d diagnostics %v; want %d in main_test.go and %d in main.go, once each", run.open, len(res.diags), got, run.inTest, run.inMain)
		}
	}
}
