package startup_test

import (
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestStaticTemplateThroughClient runs testdata/mod/omcg0047's tests: a
// resource OMCG0047 flags (a URI template registered as a static
// resource) is not found when a client reads a URI it means, through
// mcp-go's in-process client and the go-sdk's; the same template
// registered as a template is served.
func TestStaticTemplateThroughClient(t *testing.T) {
	fixturetest.GoTest(t, "./omcg0047/...", "omcg0047/*/*.go")
}
