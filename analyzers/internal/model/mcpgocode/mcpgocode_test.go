package mcpgocode_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/model/mcpgocode"
)

var exporter = &analysis.Analyzer{
	Name:      "mcpgocode",
	Doc:       "exports the Library fact of mcp-go's mcp package",
	FactTypes: []analysis.Fact{new(mcpgocode.Library)},
	Run: func(pass *analysis.Pass) (any, error) {
		mcpgocode.Export(pass)
		return nil, nil
	},
}

// TestRead: each stub is mcp-go's mcp package written one way (the tags
// of the first releases, the forwarding MarshalJSON of the later ones,
// an invopop Reflector built in a helper,
// one beyond the reader); the package fact says what the reader read.
// The real releases are TestFoldAgainstMCPGoReleases's (toolcalls).
func TestRead(t *testing.T) {
	for _, dir := range []string{"tags", "marshal", "invopop", "beyond"} {
		t.Run(dir, func(t *testing.T) {
			analysistest.Run(t, filepath.Join(analysistest.TestData(), dir), exporter, "github.com/mark3labs/mcp-go/mcp")
		})
	}
}
