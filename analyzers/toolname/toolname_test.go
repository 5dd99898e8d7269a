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
