package selfref_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/selfref"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestStubs runs OMCG0006 on the packages of testdata/src/omcg0006: types
// that refer to themselves in the schemas of //mcp:tool tools (mcpvet's
// rules) and of go-sdk mcp.AddTool tools (the SDK's inference, against a
// stub of the go-sdk's mcp package that declares only what the
// registrations name), and types that only look as if they do. The
// fixtures of the module (testdata/mod/omcg0006) hold the rule against the
// real libraries (tier b).
func TestStubs(t *testing.T) {
	fixturetest.Stubs(t, analysistest.TestData(), selfref.Analyzers...)
}
