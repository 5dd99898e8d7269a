package analyzers_test

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/facts/effects"
	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// fixtureModule is the module path of testdata/mod.
const fixtureModule = "fixtures"

// fixturesOf says which packages of the fixture module hold an
// analyzer's fixtures, as go list patterns relative to the module: by
// default every package under the directory named after its code
// (omcg0006/...), the convention every code follows. Listed here are the
// exceptions, each with the reason the other packages are left out.
var fixturesOf = map[string][]string{
	// OMCG0005 also checks the generated files of mcpvet gen's fixtures.
	"OMCG0005": {"omcg0005/...", "gen/routesstale", "gen/routesmissing/...", "gen/routes"},
	// crosspkg's findings are at a declaration in another package than
	// the one analyzed: schematype's TestOMCG0014Elsewhere reads them.
	"OMCG0014": {"omcg0014/a", "omcg0014/anytrue", "omcg0014/percause", "omcg0014/wrapped"},
	// selected and none hold what -clients selects (toolname's
	// TestOMCG0013Clients sets the flag).
	"OMCG0013": {"omcg0013/calls", "omcg0013/directive", "omcg0013/mark", "omcg0013/routes", "omcg0013/server", "omcg0013/servers"},
	// quiet holds what unselected clients leave silent (clients'
	// TestUnselected), paths and crosspkg findings elsewhere (clients'
	// TestOMCG0023Paths and TestOMCG0023Elsewhere).
	"OMCG0023": {"omcg0023/a", "omcg0023/percause"},
	// locked and offers are held with the lock flag set (listinglock's TestOMCG0045);
	// unlocked is the same server without one, where the code is silent.
	"OMCG0045": {"omcg0045/unlocked"},
	// The fact passes whose facts the want comments state.
	"valueflow": {"valueflow/..."},
	"effects":   {"effects/..."},
}

// factPasses are the passes, beside the codes, whose facts are checked.
var factPasses = []*analysis.Analyzer{valueflow.Analyzer, effects.Analyzer}

// checkWants is the conformance tier of the tests: from the one load of
// the fixture module with the real go-sdk, mcp-go and routers, every
// analyzer's diagnostics and facts in the packages of its fixtures are
// held to their "// want" comments, and its suggested fixes to the
// .golden files (in a package that has any, every file a fix edits has
// one), as analysistest does for one analyzer after a load of its own.
func checkWants(t *testing.T, g *checker.Graph) {
	checked := map[string]int{}
	var under []*analysis.Analyzer
	for _, a := range analyzers.All {
		if _, ok := analyzers.Lookup(strings.ToUpper(a.Name)); ok {
			under = append(under, a)
		}
	}
	under = append(under, factPasses...)
	for act := range g.All() {
		if !act.IsRoot || !slices.Contains(under, act.Analyzer) || !isFixtureOf(act.Analyzer, act.Package.PkgPath) {
			continue
		}
		checked[act.Analyzer.Name]++
		fixturetest.CheckWant(t, act)
		if act.Err == nil && fixturetest.HasGolden(act.Package.GoFiles) {
			fixturetest.CheckFixes(t, act)
		}
	}
	t.Logf("want comments checked for %d analyzers on %d packages", len(checked), sum(checked))
	for _, a := range under {
		if checked[a.Name] == 0 {
			t.Errorf("%s: no package of the fixture module is its fixture (testdata/mod/%s/ or fixturesOf)", a.Name, strings.ToLower(a.Name))
		}
	}
}

// isFixtureOf reports whether the package at path holds fixtures of a.
func isFixtureOf(a *analysis.Analyzer, path string) bool {
	rel, ok := strings.CutPrefix(path, fixtureModule+"/")
	if !ok {
		return false
	}
	rel = strings.TrimSuffix(rel, "_test")
	patterns, ok := fixturesOf[strings.ToUpper(a.Name)]
	if !ok {
		patterns, ok = fixturesOf[a.Name]
	}
	if !ok {
		patterns = []string{strings.ToLower(a.Name) + "/..."}
	}
	for _, p := range patterns {
		if dir, ok := strings.CutSuffix(p, "/..."); ok {
			if rel == dir || strings.HasPrefix(rel, dir+"/") {
				return true
			}
		} else if rel == p {
			return true
		}
	}
	return false
}

func sum(m map[string]int) (n int) {
	for _, v := range m {
		n += v
	}
	return n
}
