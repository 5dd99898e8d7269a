package tooldecl_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/tooldecl"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestStubs runs each code of the family on its own packages of
// testdata/src (testdata/src/omcg0001/... for OMCG0001), written against a
// stub of the go-sdk's mcp package that declares only what the directives'
// funcs name: flagged and unflagged directives, and the suggested fixes of
// each flagged one where the code offers some (the .golden files). The
// fixtures of the module (testdata/mod/omcg00NN) hold the same rules
// against the real libraries (tier b).
func TestStubs(t *testing.T) {
	fixturetest.Stubs(t, analysistest.TestData(), tooldecl.Analyzers...)
}
