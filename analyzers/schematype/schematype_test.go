package schematype_test

import (
	"strings"
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
				analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), tc.a, tc.pattern)
				return
			}
			analysistest.Run(t, fixturetest.Dir(t), tc.a, tc.pattern)
		})
	}
}

// TestOMCG0014Advice: every OMCG0014 says what following its advice
// changes besides the schemas (runtime.AddTool's error policy and its
// text-only results that are not objects; runtime/addtool_test.go holds
// both against the real go-sdk), not only that the signature is the same.
func TestOMCG0014Advice(t *testing.T) {
	const advice = `; use runtime.AddTool (same signature, schemas that follow encoding/json; unlike mcp.AddTool, it sends "The tool failed." for an error that is not a *runtime.ToolError, and a result that is not an object as text only, without an output schema) or set the tool's schema explicitly`
	n := 0
	for _, r := range analysistest.Run(t, fixturetest.Dir(t), schematype.OMCG0014, "./omcg0014/...") {
		for _, d := range r.Diagnostics {
			n++
			if !strings.HasSuffix(d.Message, advice) {
				t.Errorf("%s: %q does not end with the advice %q", r.Pass.Fset.Position(d.Pos), d.Message, advice)
			}
		}
	}
	if n == 0 {
		t.Fatal("no OMCG0014 diagnostic: the test proves nothing")
	}
}

// TestOMCG0014PerCause: a type that many fields of many tools use is one
// finding, whose related locations list every tool and every field (what
// -json and SARIF carry beyond the first names of the message).
func TestOMCG0014PerCause(t *testing.T) {
	var n int
	for _, r := range analysistest.Run(t, fixturetest.Dir(t), schematype.OMCG0014, "./omcg0014/percause") {
		for _, d := range r.Diagnostics {
			n++
			tools, fields := 0, 0
			for _, rel := range d.Related {
				switch {
				case strings.HasPrefix(rel.Message, "reaches tool "):
					tools++
				case rel.Message == "a field of this type":
					fields++
				}
			}
			if tools != 5 || fields != 5 {
				t.Errorf("%s: related lists %d tools and %d fields, want 5 and 5", d.Message, tools, fields)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d diagnostics, want 1", n)
	}
}

func TestOMCG0036(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), schematype.OMCG0036, "./omcg0036/sdk")
	analysistest.Run(t, fixturetest.Dir(t), schematype.OMCG0036, "./omcg0036/quiet")
}
