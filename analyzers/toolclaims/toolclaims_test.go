package toolclaims_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/toolclaims"
)

// TestAnalyzers runs each code's analyzer on its fixtures in
// testdata/mod/<code>/: want lines state the full message of each
// finding, and the .golden files the fixtures after every suggested fix;
// a tool without a want line must produce nothing.
func TestAnalyzers(t *testing.T) {
	for _, a := range toolclaims.Analyzers {
		t.Run(a.Name, func(t *testing.T) {
			t.Parallel()
			analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), a, "./"+a.Name+"/...")
		})
	}
}
