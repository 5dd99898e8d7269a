package routetemplate_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/routetemplate"
)

// TestEveryFixture runs every code on every package of the fixture module,
// its dependencies (the go-sdk, the standard library) included: none may
// fail or panic, and the facts apifacts exports must encode
// deterministically.
func TestEveryFixture(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the whole fixture module")
	}
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: fixturetest.Dir(t), Tests: false}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		t.Fatal(err)
	}
	g, err := checker.Analyze(routetemplate.Analyzers, pkgs, &checker.Options{SanityCheck: true})
	if err != nil {
		t.Fatal(err)
	}
	for act := range g.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
	}
}
