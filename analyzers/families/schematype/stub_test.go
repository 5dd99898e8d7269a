package schematype_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/schematype"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestStubs runs each code of the family on its own packages of
// testdata/src (testdata/src/omcg0002/... for OMCG0002): argument and
// result types without a schema or a tool, resource or prompt form, struct
// tags encoding/json reads otherwise than they look, and what the go-sdk
// infers otherwise than encoding/json writes, for //mcp: funcs (mcpvet's
// rules) and go-sdk mcp.AddTool tools (the SDK's inference), against a
// stub of the go-sdk's mcp package that declares only what the
// registrations name; the .golden files hold the suggested tag fixes. The
// fixtures of the module (testdata/mod/omcg00NN) hold the rules against
// the real libraries (tier b).
func TestStubs(t *testing.T) {
	fixturetest.Stubs(t, analysistest.TestData(), schematype.Analyzers...)
}
