package routetemplate_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/internal/routes"
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
		{routetemplate.MCP011, false},
		{routetemplate.MCP012, true},
		{routetemplate.MCP013, false},
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

// TestReasons: the table of reasons is total: every kind the fact passes
// can give has a code among this package's analyzers and words, which
// never come out empty or misformatted, whatever args it is given.
func TestReasons(t *testing.T) {
	codes := map[string]bool{}
	for _, a := range routetemplate.Analyzers {
		codes[strings.ToUpper(a.Name)] = true
	}
	for k := routes.NoReason + 1; k < routes.NumReasonKinds; k++ {
		code, ok := routetemplate.ReasonCode(k)
		if !ok {
			t.Errorf("reason kind %d has no entry in the table", k)
			continue
		}
		if !codes[code] {
			t.Errorf("reason kind %d maps to %q, which is no code of this package", k, code)
		}
		for _, r := range []routes.Reason{
			{Kind: k},
			{Kind: k, Args: []string{"a", "b", "c"}, Cause: &routes.Reason{Kind: routes.NotFollowed}},
		} {
			text := routetemplate.ReasonText(r)
			if text == "" || strings.Contains(text, "%!") {
				t.Errorf("reason kind %d, args %q: text %q", k, r.Args, text)
			}
		}
	}
	if _, ok := routetemplate.ReasonCode(routes.NumReasonKinds); ok {
		t.Error("a kind past NumReasonKinds has a code")
	}
}
