package routetemplate_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/routetemplate"
)

// TestAnalyzers runs each code's analyzer on its fixtures in
// testdata/mod/<code>/: real net/http code whose want comments state what
// must be reported; every line without one must produce nothing. MCP008's
// .golden files hold the fixtures after its suggested fixes.
func TestAnalyzers(t *testing.T) {
	for _, tc := range []struct {
		a     *analysis.Analyzer
		fixes bool
	}{
		{routetemplate.MCP001, false},
		{routetemplate.MCP006, false},
		{routetemplate.MCP007, false},
		{routetemplate.MCP008, true},
		{routetemplate.MCP009, false},
		{routetemplate.MCP010, false},
	} {
		t.Run(tc.a.Name, func(t *testing.T) {
			t.Parallel()
			pattern := "./" + tc.a.Name + "/..."
			if tc.fixes {
				analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), tc.a, pattern)
				return
			}
			analysistest.Run(t, fixturetest.Dir(t), tc.a, pattern)
		})
	}
}
