package clients_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/clients"
	"github.com/mcpvet/mcpvet/analyzers/internal/clientprofile"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

func TestOMCG0023(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), clients.OMCG0023, "./omcg0023/a", "./omcg0023/percause")
}

func TestOMCG0024(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), clients.OMCG0024, "./omcg0024/...")
}

func TestOMCG0025(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), clients.OMCG0025, "./omcg0025/...")
}

// TestUnselected: a client left out of -clients is not named, and
// none turns the family off.
func TestUnselected(t *testing.T) {
	for _, v := range []string{"none", "openai,cursor,copilot"} {
		if err := clientprofile.Set(v); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { clientprofile.Set("all") })
		for _, a := range clients.Analyzers {
			analysistest.Run(t, fixturetest.Dir(t), a, "./omcg0023/quiet")
		}
	}
}
