package security_test

import (
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/families/security"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestFamilyFlag: -security=false (any code's analyzer's flag: they share
// one value) leaves the family silent where it reports otherwise.
func TestFamilyFlag(t *testing.T) {
	pkgs := fixturetest.Load(t, fixturetest.Dir(t), "./omcg0029/wrapped")
	count := func() int {
		n := 0
		for _, act := range fixturetest.Analyze(t, pkgs, security.OMCG0029).Roots {
			n += len(act.Diagnostics)
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

// TestDependencyFlows: a flow goes on through a dependency at a version
// (testdata/mod requires example.com/restclient at v0.1.0, replaced by a
// folder), as loaded with its module, as mcpvet and go vet load it: the
// client's path built from the argument is OMCG0033, its escaped path is
// not, and a call through the client's interface (a loader the server
// does not plug in) is no OMCG0029.
func TestDependencyFlows(t *testing.T) {
	pkgs := fixturetest.Load(t, fixturetest.Dir(t), "./omcg0033/dependency")
	for _, p := range pkgs {
		for _, imp := range p.Imports {
			if imp.PkgPath == "example.com/restclient" && (imp.Module == nil || imp.Module.Version == "") {
				t.Fatalf("example.com/restclient is not loaded as a dependency at a version: %+v", imp.Module)
			}
		}
	}
	for _, act := range fixturetest.Analyze(t, pkgs, security.OMCG0029, security.OMCG0033).Roots {
		if act.Analyzer == security.OMCG0033 {
			fixturetest.CheckWant(t, act)
			continue
		}
		for _, d := range act.Diagnostics {
			t.Errorf("%s: %s", act.Package.Fset.Position(d.Pos), d.Message)
		}
	}
}
