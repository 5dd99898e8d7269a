package security_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/security"
)

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
