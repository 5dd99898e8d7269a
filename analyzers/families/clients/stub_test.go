package clients_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/clients"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/clientprofile"
)

// TestStubs runs each code of the family on its own packages of
// testdata/src (testdata/src/omcg0023/... for OMCG0023) with every client
// selected, on stubs of the go-sdk's mcp package and of mcp-go's mcp and
// server packages that declare only what the registrations name (and
// mcp-go's NewTool, options and schema marshalling as v1.2.1 writes them,
// which mcpvet reads); the .golden files hold the suggested fixes. Then it
// selects Claude alone (-clients=claude) for testdata/src/claude/..., where
// only what Claude refuses is reported (OMCG0025 is Claude Code's alone). The fixtures of the module
// (testdata/mod/omcg00NN) hold the rules against the real libraries
// (tier b).
func TestStubs(t *testing.T) {
	t.Run("all", func(t *testing.T) {
		fixturetest.Stubs(t, analysistest.TestData(), clients.Analyzers...)
	})
	// The selection is a flag of a shared analyzer: set once for the
	// whole group, whose subtests run together, and reset after it.
	t.Run("claude", func(t *testing.T) {
		setClients(t, "claude")
		claude := func(a *analysis.Analyzer) string { return "claude/" + a.Name }
		fixturetest.StubsAt(t, analysistest.TestData(), claude, clients.OMCG0023, clients.OMCG0024, clients.OMCG0037)
	})
}

// setClients selects clients for the test, and all of them again after it.
func setClients(t *testing.T, v string) {
	t.Helper()
	if err := clientprofile.Analyzer.Flags.Set("clients", v); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { clientprofile.Analyzer.Flags.Set("clients", "all") })
}
