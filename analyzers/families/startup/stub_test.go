package startup_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/startup"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestStubs runs every code of the family (OMCG0020-0022, OMCG0035, OMCG0047) on
// small servers of testdata/src over stubs of the go-sdk's mcp package,
// of jsonschema-go and of mcp-go's resource templates: each code flags
// what the SDK (or mcp-go) panics on at start-up and leaves alone what it
// accepts or what mcpvet cannot tell. The fixtures of the module
// (testdata/mod/omcg0020 to omcg0022, omcg0035) hold the same rules
// against the real libraries (tier b).
func TestStubs(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), fixturetest.Family(startup.Analyzers),
		"resources", "directive", "mark", "headers", "defaults", "servers", "statictemplate")
}
