package elicitation_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/elicitation"
)

// TestStubs runs OMCG0028 on the packages of testdata/src/omcg0028:
// elicitation forms outside the go-sdk's subset (bad) and inside it or
// not readable for certain (good), written as go-sdk ElicitParams with
// jsonschema-go schemas, map literals and raw JSON, inferred with
// jsonschema.For and ForType, and asked for with runtime.Elicit[T]; the
// go-sdk's mcp package, jsonschema-go and mcpvet's runtime are stubs that
// declare only what the calls name. The fixtures of the module
// (testdata/mod/omcg0028) hold the rule against the real libraries
// (tier b).
func TestStubs(t *testing.T) {
	for _, c := range elicitation.Codes {
		a := c.Analyzer
		t.Run(a.Name, func(t *testing.T) {
			t.Parallel()
			analysistest.Run(t, analysistest.TestData(), a, a.Name+"/...")
		})
	}
}
