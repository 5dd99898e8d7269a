package generated_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/generated"
)

// TestStubs runs OMCG0005 on small packages of testdata/src, over stubs
// of the go-sdk's mcp package and of mcpvet's runtime and mcpvetimpl: it
// flags a //mcp:tool, resource or prompt with no generated file, a name
// the generated file would declare again, a quick-path tool that needs
// the file's facts and a stale file, and leaves a fresh file alone. The
// fixtures of the module (testdata/mod/omcg0005) hold the rule against
// the real libraries (tier b).
func TestStubs(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), generated.OMCG0005, "conflict", "directives", "resmissing", "quick", "fresh", "stale")
}
