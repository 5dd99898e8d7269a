package security_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/security"
)

// TestAnalyzers runs each code's analyzer on its fixtures in
// testdata/mod/<code>/: want lines state each finding's message, and the
// .golden files the fixtures after every suggested fix; a tool without a
// want line must produce nothing.
func TestAnalyzers(t *testing.T) {
	for _, a := range security.Analyzers {
		t.Run(a.Name, func(t *testing.T) {
			t.Parallel()
			analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), a, "./"+a.Name+"/...")
		})
	}
}

// TestAnalyzersDoc checks that each code's analyzer is documented.
func TestAnalyzersDoc(t *testing.T) {
	if err := analysis.Validate(security.Analyzers); err != nil {
		t.Fatal(err)
	}
	for _, a := range security.Analyzers {
		code := strings.ToUpper(a.Name)
		if !strings.Contains(a.Doc, "Bad:") || !strings.Contains(a.Doc, "Good:") {
			t.Errorf("%s: Doc has no Bad: and Good: examples", a.Name)
		}
		if _, err := os.Stat(filepath.Join(fixturetest.Dir(t), "..", "..", "docs", "diagnostics", code+".md")); err != nil {
			t.Errorf("%s: %v", a.Name, err)
		}
	}
}
