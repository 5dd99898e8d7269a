package mcpgoschema_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/families/mcpgoschema"
)

// TestReflector: OMCG0027 says what jsonschema-go refuses, for an mcp-go
// whose WithInputSchema reflects with jsonschema-go, as its code reads
// (the stub of each root is its mcp package); an mcp-go that reflects
// with invopop/jsonschema is not judged. The fixtures of the module
// (testdata/mod/omcg0027) hold the rule against mcp-go v1.2.1 itself.
func TestReflector(t *testing.T) {
	for _, root := range []string{"jsonschemago", "invopop"} {
		t.Run(root, func(t *testing.T) {
			analysistest.Run(t, filepath.Join(analysistest.TestData(), root), mcpgoschema.OMCG0027, "tools")
		})
	}
}
