package security_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/security"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestStubs holds each code of the family on small stubs of the go-sdk
// and mcp-go (testdata/src/github.com/...), with the real standard
// library: for each code, the packages under testdata/src/<code> hold
// tools it reports and tools it leaves alone, and the fixes it suggests
// (.golden files). The os.Root fix of OMCG0029 needs a Go version of
// go1.25 or later, which only a module has: testdata/rootfix is one,
// with the go-sdk stub replacing the SDK. The fixtures of testdata/mod
// hold the same rules against the real libraries (tier b).
func TestStubs(t *testing.T) {
	fixturetest.Stubs(t, analysistest.TestData(), security.Analyzers...)
	t.Run("rootfix", func(t *testing.T) {
		analysistest.RunWithSuggestedFixes(t, filepath.Join(analysistest.TestData(), "rootfix"), security.OMCG0029, "./...")
	})
}
