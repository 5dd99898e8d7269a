package fixturetest

import (
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/internal/gcpace"
	"github.com/mcpvet/mcpvet/internal/stdsyntax"
)

// loads holds the loads of this test process, by directory and patterns.
var loads sync.Map

// Load loads the packages of the module at dir (Dir(t), or a module of
// its own beside it) that patterns name, with their tests and with every
// dependency from source, as analysistest does; the same patterns are
// loaded once per test process, so that the tests of a package, each on
// its own fixtures or with its own flags, share one load (the load, not
// the analysis, is most of what a test on the real SDKs costs).
func Load(t testing.TB, dir string, patterns ...string) []*packages.Package {
	t.Helper()
	gcpace.Batch()
	key := dir + "\x00" + strings.Join(patterns, "\x00")
	type loaded struct {
		pkgs []*packages.Package
		err  error
	}
	v, _ := loads.LoadOrStore(key, sync.OnceValue(func() loaded {
		pkgs, err := stdsyntax.Load(&packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Dir: dir, Tests: true}, patterns...)
		return loaded{pkgs, err}
	}))
	l := v.(func() loaded)()
	if l.err != nil {
		t.Fatalf("loading %s: %v", patterns, l.err)
	}
	if len(l.pkgs) == 0 {
		t.Fatalf("no packages match %s", patterns)
	}
	return l.pkgs
}

// Analyze runs analyzers on pkgs, as go vet would, and fails t for an
// analyzer that fails or panics, or a fact go vet could not carry
// (FactsEncode).
func Analyze(t testing.TB, pkgs []*packages.Package, analyzers ...*analysis.Analyzer) *checker.Graph {
	t.Helper()
	g, err := checker.Analyze(analyzers, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	for act := range g.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
	}
	FactsEncode(t, g)
	return g
}

// Run is analysistest.Run for several analyzers on packages already
// loaded: it analyzes pkgs and holds what each of analyzers reports on
// the root packages under the directories in (fixture-module package
// paths, such as "fixtures/omcg0023/quiet"; none means every root) to
// their want comments. It returns the root actions of analyzers there.
func Run(t testing.TB, pkgs []*packages.Package, analyzers []*analysis.Analyzer, in ...string) []*checker.Action {
	t.Helper()
	g := Analyze(t, pkgs, analyzers...)
	var acts []*checker.Action
	for _, act := range g.Roots {
		if !slices.Contains(analyzers, act.Analyzer) || !Under(act.Package.PkgPath, in...) {
			continue
		}
		acts = append(acts, act)
		CheckWant(t, act)
	}
	return acts
}

// Actions runs a on pkgs and returns its actions on the root packages
// under dirs (all roots for none), for a test that reads what a reported
// beyond its want comments.
func Actions(t testing.TB, pkgs []*packages.Package, a *analysis.Analyzer, dirs ...string) []*checker.Action {
	t.Helper()
	var acts []*checker.Action
	for _, act := range Analyze(t, pkgs, a).Roots {
		if act.Analyzer == a && Under(act.Package.PkgPath, dirs...) {
			acts = append(acts, act)
		}
	}
	return acts
}

// Under reports whether the package at path is one of dirs or below one
// (an external test package counts as its package); no dirs means yes.
func Under(path string, dirs ...string) bool {
	if len(dirs) == 0 {
		return true
	}
	path = strings.TrimSuffix(path, "_test")
	for _, d := range dirs {
		if path == d || strings.HasPrefix(path, d+"/") {
			return true
		}
	}
	return false
}
