package hiddentext_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/hiddentext"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

func TestOMCG0028(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), hiddentext.OMCG0028, "./omcg0028/...")
}
