package drift_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/drift"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

func TestOMCG0038(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), drift.OMCG0038, "./omcg0038/...")
}

func TestOMCG0039(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), drift.OMCG0039, "./omcg0039/...")
}

func TestOMCG0040(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), drift.OMCG0040, "./omcg0040/...")
}

func TestOMCG0041(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), drift.OMCG0041, "./omcg0041/...")
}

func TestOMCG0042(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), drift.OMCG0042, "./omcg0042/...")
}
