package stdsyntax_test

import (
	"fmt"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/internal/stdsyntax"
	"github.com/mcpvet/mcpvet/internal/testtier"
)

// The fixture packages whose findings lean most on the standard library:
// flows into its sinks through its helpers (the security family and the
// value-flow facts) and effects. Doc comments, which generated code reads,
// are parsed either way.
var stdHeavy = []string{
	"./valueflow/...", "./effects/...", "./omcg0016/...",
	"./omcg0029/...", "./omcg0030/...", "./omcg0031/...", "./omcg0032/...", "./omcg0033/...",
}

// TestBodiesUnused holds the premise of the package: no fact pass reads
// the bodies of the standard library's functions, so every fact and every
// diagnostic is the same with them dropped.
func TestBodiesUnused(t *testing.T) {
	testtier.Long(t)
	if testing.Short() {
		t.Skip("loads the fixture module twice; skipped with -short")
	}
	with, without := analyze(t, false), analyze(t, true)
	t.Logf("%d facts and diagnostics", len(with))
	if len(with) < 100 {
		t.Fatalf("only %d facts and diagnostics with bodies: the fixtures did not load", len(with))
	}
	for _, k := range slices.Sorted(func(yield func(string) bool) {
		for k := range with {
			if !yield(k) {
				return
			}
		}
		for k := range without {
			if _, ok := with[k]; !ok && !yield(k) {
				return
			}
		}
	}) {
		if with[k] != without[k] {
			t.Errorf("%s\n  with the standard library's bodies: %.300s\n  without them:                      %.300s", k, with[k], without[k])
		}
	}
}

// analyze runs every analyzer on the fixtures and returns every fact and
// diagnostic, keyed by what it is about.
func analyze(t *testing.T, drop bool) map[string]string {
	t.Helper()
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  filepath.Join("..", "..", "testdata", "mod"),
		Env:  append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod"),
	}
	load := packages.Load
	if drop {
		load = stdsyntax.Load
	}
	pkgs, err := load(cfg, stdHeavy...)
	if err != nil {
		t.Fatal(err)
	}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			if len(p.GoFiles) > 0 && stdsyntax.InStd(p.GoFiles[0]) {
				t.Errorf("%s: %v", p.PkgPath, e)
			}
		}
	})
	g, err := checker.Analyze(analyzers.All, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for act := range g.All() {
		if !act.IsRoot {
			continue
		}
		for _, f := range act.AllObjectFacts() {
			out[fmt.Sprintf("%s %T of %s", act.Analyzer.Name, f.Fact, types.ObjectString(f.Object, nil))] = fmt.Sprint(f.Fact)
		}
		for _, f := range act.AllPackageFacts() {
			out[fmt.Sprintf("%s %T of package %s", act.Analyzer.Name, f.Fact, f.Package.Path())] = fmt.Sprint(f.Fact)
		}
		for _, d := range act.Diagnostics {
			out[fmt.Sprintf("%s at %s", act.Analyzer.Name, act.Package.Fset.Position(d.Pos))] += d.Message + "\n"
		}
	}
	return out
}
