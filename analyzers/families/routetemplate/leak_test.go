package routetemplate_test

import (
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestLeak runs testdata/mod/mcp013/leak's test, which proves MCP013: it
// serves the fixture apps MCP013 reports and those it leaves alone, and
// lists their tools through a real go-sdk client without credentials:
// the reported apps answer, the others refuse.
func TestLeak(t *testing.T) {
	fixturetest.GoTest(t, "./mcp013/leak/", "mcp013/*/*/*.go", "mcp013/leak/*.go")
}
