package schematype_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/schematype"
)

func TestAnalyzers(t *testing.T) {
	for _, tc := range []struct {
		a       *analysis.Analyzer
		pattern string
		fixes   bool
	}{
		{schematype.OMCG0002, "./omcg0002/...", false},
		{schematype.OMCG0003, "./omcg0003/...", false},
		{schematype.OMCG0011, "./omcg0011/...", true},
		{schematype.OMCG0014, "./omcg0014/...", false},
	} {
		t.Run(tc.a.Name, func(t *testing.T) {
			if tc.fixes {
				analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(), tc.a, tc.pattern)
				return
			}
			analysistest.Run(t, fixturetest.Dir(), tc.a, tc.pattern)
		})
	}
}
