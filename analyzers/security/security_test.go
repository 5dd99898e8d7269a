package security_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/security"
)

// TestAnalyzers runs each code's analyzer on its fixtures in
// testdata/mod/<code>/: want lines state each finding's message, and the
// .golden files the fixtures after every suggested fix; a tool without a
// want line must produce nothing.
func TestAnalyzers(t *testing.T) {
	for _, a := range security.Analyzers {
		t.Run(a.Name, func(t *testing.T) {
			t.Parallel()
			analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), a, "./"+a.Name+"/...")
		})
	}
}

// errors records what analysistest would fail a test with.
type errors struct{ n int }

func (e *errors) Errorf(string, ...any) { e.n++ }

// TestFamilyFlag: -security=false (any code's analyzer's flag: they share
// one value) leaves the family silent where it reports otherwise.
func TestFamilyFlag(t *testing.T) {
	dir := fixturetest.Dir(t)
	count := func() int {
		n := 0
		for _, r := range analysistest.Run(new(errors), dir, security.OMCG0029, "./omcg0029/wrapped") {
			n += len(r.Diagnostics)
		}
		return n
	}
	if n := count(); n == 0 {
		t.Fatal("OMCG0029 reports nothing on its wrapped fixture")
	}
	if err := security.OMCG0033.Flags.Set(security.FamilyFlag, "false"); err != nil {
		t.Fatal(err)
	}
	defer security.OMCG0033.Flags.Set(security.FamilyFlag, "true")
	if n := count(); n != 0 {
		t.Errorf("with -omcg0033.security=false, OMCG0029 still reports %d findings", n)
	}
}
