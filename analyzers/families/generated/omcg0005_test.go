package generated_test

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestBlockerSaidOnce: in a package gen refuses (a tool whose result is
// no tool result), mcpvet reports the reason once, under its own code,
// and no OMCG0005 asking for mcpvet gen, neither per //mcp:tool nor for
// the runtime.AddTool tool that needs facts.
func TestBlockerSaidOnce(t *testing.T) {
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: fixturetest.Dir(t)}
	pkgs, err := packages.Load(cfg, "./omcg0005/refused")
	if err != nil {
		t.Fatal(err)
	}
	g, err := checker.Analyze(analyzers.All, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, act := range g.Roots {
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			got = append(got, fmt.Sprintf("%d: %s", act.Package.Fset.Position(d.Pos).Line, d.Message))
		}
	}
	if len(got) != 1 || !strings.HasPrefix(got[0], "26: OMCG0003: the results of Watch are not a tool result form") {
		t.Errorf("mcpvet on a package gen refuses reports\n%s\nwant only OMCG0003 at line 26", strings.Join(got, "\n"))
	}
}
