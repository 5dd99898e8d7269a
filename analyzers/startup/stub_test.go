package startup_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/startup"
)

// TestStubs runs each code of the family on its packages of testdata/src,
// small servers over stubs of the go-sdk's mcp package and of
// jsonschema-go: each code flags what the SDK panics on at start-up and
// leaves alone what it accepts or what mcpvet cannot tell. The fixtures
// of the module (testdata/mod/omcg0020 to omcg0022, omcg0035) hold the
// same rules against the real libraries (tier b).
func TestStubs(t *testing.T) {
	for _, c := range []struct {
		a    *analysis.Analyzer
		pkgs []string
	}{
		{startup.OMCG0020, []string{"resources", "directive"}},
		{startup.OMCG0021, []string{"headers"}},
		{startup.OMCG0022, []string{"defaults"}},
		{startup.OMCG0035, []string{"servers"}},
	} {
		t.Run(c.a.Name, func(t *testing.T) {
			analysistest.Run(t, analysistest.TestData(), c.a, c.pkgs...)
		})
	}
}
