package toolname_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/clientprofile"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/toolname"
)

func TestOMCG0007(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), toolname.OMCG0007, "./omcg0007/...")
}

func TestOMCG0008(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), toolname.OMCG0008, "./omcg0008/...")
}

func TestOMCG0013(t *testing.T) {
	// One load for the five packages (a load per package was most of the
	// test's time).
	var patterns []string
	for _, dir := range []string{"calls", "directive", "mark", "routes", "server", "servers"} {
		patterns = append(patterns, "./omcg0013/"+dir)
	}
	analysistest.RunWithSuggestedFixes(t, fixturetest.Dir(t), toolname.OMCG0013, patterns...)
}

// TestOMCG0013Clients holds the names to the clients -clients selects:
// only their reasons are given, and none selects nothing.
func TestOMCG0013Clients(t *testing.T) {
	for clients, dir := range map[string]string{"cursor,gemini": "selected", "none": "none"} {
		setClients(t, clients)
		analysistest.Run(t, fixturetest.Dir(t), toolname.OMCG0013, "./omcg0013/"+dir)
	}
}

// setClients selects clients for the test, and all of them again after it.
func setClients(t *testing.T, v string) {
	t.Helper()
	if err := clientprofile.Analyzer.Flags.Set("clients", v); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { clientprofile.Analyzer.Flags.Set("clients", "all") })
}

// TestOMCG0007Wrappers holds duplicates through a server's own
// registration layer: wrappers in two and three packages, generic and
// not, a loop over a collection, and alternatives that are not flagged.
func TestOMCG0007Wrappers(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), toolname.OMCG0007, "./omcg0007/wrappers/...")
}
