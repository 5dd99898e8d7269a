package toolclaims_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/toolclaims"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestStubs holds each code of the family on small stubs of the go-sdk
// and mcp-go (testdata/src/github.com/...), with the real standard
// library: for each code, tools annotated read-only, not destructive or
// closed-world whose handlers write, delete or reach a public host, the
// annotation fixes (.golden), and tools the codes leave alone (reads
// only, a call through an interface, a computed handler, an
// acknowledged effect, an annotation a later option overrides). The
// fixtures of testdata/mod hold the same rules against the real
// libraries (tier b).
func TestStubs(t *testing.T) {
	fixturetest.Stubs(t, analysistest.TestData(), toolclaims.Analyzers...)
}
