package routetemplate_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/routetemplate"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestStubs runs every code of the family (MCP001, MCP006-MCP013) on
// small apps of testdata/src: net/http routes, and routes of gin, chi and
// echo over stubs of those (and of mcpvet's runtime config, the go-sdk's
// mcp package), each with cases flagged and cases left alone; the fixes
// of MCP008 (the name meant) and MCP012 (exists to required) are held by
// the .golden files. The fixtures of the module (testdata/mod/mcp001 to
// mcp013) hold the same rules against the real libraries (tier b).
func TestStubs(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), fixturetest.Family(routetemplate.Analyzers),
		"cfgliteral", "cfggood", "cfgfields", "cfggin", "cfgecho", // MCP001
		"selempty", "selnomatch", "selgood", // MCP006
		"names", "namesecho", // MCP007
		"entries", "entriesecho", // MCP008
		"unroutable", "unroutableecho", "unroutablechi", // MCP009
		"ginconflict",         // MCP010
		"recursive",           // MCP011
		"ginbind",             // MCP012
		"ginopen", "ginfixed") // MCP013
}
