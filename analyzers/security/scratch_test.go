package security_test

import (
	"os"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/security"
	"github.com/mcpvet/mcpvet/analyzers/valueflow"
)

func TestScratch(t *testing.T) {
	dir := os.Getenv("SCRATCH")
	if dir == "" {
		t.Skip()
	}
	root := fixturetest.Dir(t)
	if d := os.Getenv("SCRATCHDIR"); d != "" {
		root = d
	}
	pkgs := fixturetest.Load(t, root, dir)
	for _, act := range fixturetest.Analyze(t, pkgs, security.OMCG0029, security.OMCG0030, security.OMCG0031, security.OMCG0032, security.OMCG0033).Roots {
		for _, d := range act.Diagnostics {
			t.Logf("%s %s: %s", act.Analyzer.Name, act.Package.Fset.Position(d.Pos), d.Message)
		}
	}
	_ = analysis.Analyzer{}
	for _, act := range fixturetest.Analyze(t, pkgs, valueflow.Analyzer).Roots {
		for _, f := range act.AllObjectFacts() {
			if (os.Getenv("SCRATCHALL") != "" || f.Object.Pkg() == act.Package.Types) && (os.Getenv("SCRATCHFN") == "" || strings.Contains(f.Object.Name(), os.Getenv("SCRATCHFN"))) {
				t.Logf("%s: %v", f.Object.Name(), f.Fact)
			}
		}
	}
}
