package security_test

import (
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/security"
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
