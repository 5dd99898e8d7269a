package resultdrift_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/resultdrift"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestStubs holds OMCG0043 on small stubs of mcp-go, the go-sdk and
// jsonschema-go (testdata/src/github.com/...), with the real standard
// library: mcp-go tools whose WithOutputSchema[T] or WithRawOutputSchema
// refuses the structured result the handler builds (directly, through a
// helper, a typed handler or a registration layer of the server's own),
// go-sdk tools that give their output schema, and the results those
// schemas accept. The stub of mcp-go's mcp package holds the option
// functions and the output schema's MarshalJSON as the library writes
// them, since mcpvet reads them. The fixtures of testdata/mod hold the
// same rule against the real libraries (tier b).
func TestStubs(t *testing.T) {
	fixturetest.Stubs(t, analysistest.TestData(), resultdrift.Analyzers...)
}
