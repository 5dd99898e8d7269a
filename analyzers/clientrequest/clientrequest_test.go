package clientrequest_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers"
	"github.com/mcpvet/mcpvet/analyzers/clientrequest"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

func TestOMCG0034(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), clientrequest.OMCG0034, "./omcg0034/...")
}

// TestSeverity: OMCG0034 is listed as a warning, and its diagnostics are
// errors exactly where the server is served stateless.
func TestSeverity(t *testing.T) {
	results := analysistest.Run(t, fixturetest.Dir(t), clientrequest.OMCG0034, "./omcg0034/stateless")
	if c, ok := analyzers.Lookup("OMCG0034"); !ok || c.Severity != analyzers.Warning {
		t.Fatalf("OMCG0034 is listed as %v, want a warning", c.Severity)
	}
	var got []string
	for _, r := range results {
		for _, d := range r.Diagnostics {
			sev, ok := analyzers.SeverityOf(r.Action.Analyzer, d)
			if !ok {
				t.Fatalf("%s: no code", d.Message)
			}
			got = append(got, fmt.Sprintf("%v %v", sev, strings.Contains(d.Message, "served stateless")))
		}
	}
	slices.Sort(got)
	if want := []string{"error true", "warning false"}; !slices.Equal(got, want) {
		t.Errorf("severities %q, want %q", got, want)
	}
}
