package toolname_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/toolname"
)

func TestOMCG0007(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), toolname.OMCG0007, "./omcg0007/...")
}

func TestOMCG0008(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), toolname.OMCG0008, "./omcg0008/...")
}

func TestOMCG0013(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), toolname.OMCG0013, "./omcg0013/...")
}

// TestOMCG0007Wrappers holds duplicates through a server's own
// registration layer: wrappers in two and three packages, generic and
// not, a loop over a collection, and alternatives that are not flagged.
func TestOMCG0007Wrappers(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), toolname.OMCG0007, "./omcg0007/wrappers/...")
}
