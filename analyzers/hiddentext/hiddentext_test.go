package hiddentext_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/hiddentext"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

func TestOMCG0026(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), hiddentext.OMCG0026, "./omcg0026/...")
}
