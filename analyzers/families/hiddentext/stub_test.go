package hiddentext_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/hiddentext"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestStubs runs OMCG0026 on the packages of testdata/src/omcg0026: hidden
// characters in the text clients show, written in doc comments of
// //mcp:tool funcs, field comments and tags, go-sdk Tool and Prompt
// literals (stub of the go-sdk's mcp package), mcp-go's options (stub of
// mcp-go's mcp and server packages) and a file //go:embed reads, beside
// text that only looks like it; the .golden files hold the removals it
// suggests. The fixtures of the module (testdata/mod/omcg0026) hold the
// rule against the real libraries (tier b).
func TestStubs(t *testing.T) {
	fixturetest.Stubs(t, analysistest.TestData(), hiddentext.Analyzers...)
}
