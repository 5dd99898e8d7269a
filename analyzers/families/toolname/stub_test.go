package toolname_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/toolname"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestStubs runs each code of the family on its own packages of
// testdata/src (testdata/src/omcg0007/... for OMCG0007) with every client
// selected, on stubs of the go-sdk's mcp package and of mcp-go's mcp and
// server packages that declare only what the registrations name (and
// mcp-go's NewTool and options as v1.2.1 writes them, which mcpvet reads);
// the .golden files hold the suggested fixes. Then it holds OMCG0013 to
// Cursor and Gemini alone (testdata/src/clients/selected) and to no client
// (testdata/src/clients/none). The fixtures of the module
// (testdata/mod/omcg00NN) hold the rules against the real libraries
// (tier b).
func TestStubs(t *testing.T) {
	t.Run("all", func(t *testing.T) {
		fixturetest.Stubs(t, analysistest.TestData(), toolname.Analyzers...)
	})
	// The selection is a flag of a shared analyzer: each group sets it
	// once, for its one run, and it is reset after (setClients).
	for clients, dir := range map[string]string{"cursor,gemini": "selected", "none": "none"} {
		t.Run(dir, func(t *testing.T) {
			setClients(t, clients)
			fixturetest.StubsAt(t, analysistest.TestData(), func(*analysis.Analyzer) string { return "clients/" + dir }, toolname.OMCG0013)
		})
	}
}
