package drift_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/drift"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestStubs holds each code of the family on small stubs of mcp-go and
// the go-sdk (testdata/src/github.com/...), with the real standard
// library: for each code, the packages under testdata/src/<code> hold
// tools whose handlers disagree with their listings (bad) and tools
// whose handlers agree, or are not compared (good), and the fix
// OMCG0038 suggests (.golden). The stub of mcp-go's mcp package holds
// NewTool and the options as the library writes them, since mcpvet folds
// the listing from them. The fixtures of testdata/mod hold the same
// rules against the real libraries (tier b).
func TestStubs(t *testing.T) {
	fixturetest.Stubs(t, analysistest.TestData(), drift.Analyzers...)
}
