package elicitation_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/elicitation"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
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
	fixturetest.Stubs(t, analysistest.TestData(), elicitation.Analyzers...)
}
