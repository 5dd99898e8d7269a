package fixturetest

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/internal/stdsyntax"
)

// Stubs is the first tier of the tests: a family's codes on small stubs
// of the libraries beside it. dir is a GOPATH tree (dir/src/...) that
// holds, at their import paths, stubs with only the declarations the
// rules read, and for each analyzer its fixtures under dir/src/<name>/
// (the code in lower case: omcg0029/...). Every package there is loaded
// once, the standard library without function bodies as mcpvet's own
// loads have it, and every analyzer runs on the one load; each one's
// diagnostics and facts on its fixtures are held to their "// want"
// comments, and its fixes to the .golden files of a package that has
// any (analysistest.RunWithSuggestedFixes's checks, one analyzer and
// one load at a time).
func Stubs(t *testing.T, dir string, analyzers ...*analysis.Analyzer) {
	t.Helper()
	StubsAt(t, dir, func(a *analysis.Analyzer) string { return a.Name }, analyzers...)
}

// StubsAt is Stubs with each analyzer's fixtures under the package path
// fixtures gives it ("claude/omcg0023", for a group run with a flag set).
func StubsAt(t *testing.T, dir string, fixtures func(*analysis.Analyzer) string, analyzers ...*analysis.Analyzer) {
	t.Helper()
	dir, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	var patterns []string
	for _, a := range analyzers {
		patterns = append(patterns, fixtures(a)+"/...")
	}
	cfg := &packages.Config{
		Mode:  packages.LoadAllSyntax,
		Dir:   dir,
		Tests: true,
		// The family's tree first, then the stubs several families share
		// (this package's testdata): a family's own copy of a library
		// package wins.
		Env: append(os.Environ(), "GOPATH="+dir+string(filepath.ListSeparator)+sharedStubs(), "GO111MODULE=off", "GOWORK=off", "GOPROXY=off", "GOFLAGS="),
	}
	pkgs, err := stdsyntax.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		for _, e := range p.Errors {
			t.Errorf("%s: %v", p.PkgPath, e)
		}
	}
	g := Analyze(t, pkgs, analyzers...)
	checked := map[*analysis.Analyzer]bool{}
	for _, act := range g.Roots {
		if !slices.Contains(analyzers, act.Analyzer) || !Under(act.Package.PkgPath, fixtures(act.Analyzer)) {
			continue
		}
		checked[act.Analyzer] = true
		CheckWant(t, act)
		if act.Err == nil && HasGolden(act.Package.GoFiles) {
			CheckFixes(t, act)
		}
	}
	for _, a := range analyzers {
		if !checked[a] {
			t.Errorf("%s: no package under %s", a.Name, filepath.Join(dir, "src", fixtures(a)))
		}
	}
}

// sharedStubs is the GOPATH tree of the library stubs several families
// use as they are: testdata/src beside this file.
func sharedStubs() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "testdata")
}

// HasGolden reports whether the directory of files holds a .golden file:
// its package's fixes are checked (CheckFixes).
func HasGolden(files []string) bool {
	if len(files) == 0 {
		return false
	}
	matches, _ := filepath.Glob(filepath.Join(filepath.Dir(files[0]), "*.golden"))
	return len(matches) > 0
}

// Family is one analyzer that reports what each of codes reports (a
// code's result keeps its diagnostics), for the families whose fixtures
// mix codes in one package: analysistest.Run holds the diagnostics of the
// analyzer it is given, not those of what it requires, so one Run of
// Family(codes) checks every code on one load.
func Family(codes []*analysis.Analyzer) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     "family",
		Doc:      "reports the diagnostics of every code it requires",
		Requires: codes,
		Run: func(pass *analysis.Pass) (any, error) {
			for _, a := range codes {
				if rep, ok := pass.ResultOf[a].(*analyzerutil.Reported); ok {
					for _, d := range rep.Diagnostics {
						pass.Report(d)
					}
				}
			}
			return nil, nil
		},
	}
}
