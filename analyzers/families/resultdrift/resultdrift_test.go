package resultdrift_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/families/resultdrift"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestOMCG0043 checks the fixtures' want comments, and that the tools the
// code flags in a fixture package are exactly those it lists as Flagged,
// which TestClients shows a client refuses.
func TestOMCG0043(t *testing.T) {
	dir := fixturetest.Dir(t)
	results := fixturetest.Run(t, fixturetest.Load(t, dir, "./omcg0043/..."), []*analysis.Analyzer{resultdrift.OMCG0043})
	named := regexp.MustCompile(`^OMCG0043: tool "([^"]+)"`)
	flagged := map[string][]string{}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if m := named.FindStringSubmatch(d.Message); m != nil {
				flagged[r.Package.Types.Name()] = append(flagged[r.Package.Types.Name()], m[1])
			}
		}
	}
	list := regexp.MustCompile(`(?m)^\tFlagged += \[\]string\{(.*)\}$`)
	for _, pkg := range []string{"mark", "sdk"} {
		src, err := os.ReadFile(filepath.Join(dir, "omcg0043", pkg, pkg+".go"))
		if err != nil {
			t.Fatal(err)
		}
		m := list.FindSubmatch(src)
		if m == nil {
			t.Fatalf("%s: no Flagged list", pkg)
		}
		var want []string
		for _, name := range strings.Split(string(m[1]), ",") {
			want = append(want, strings.Trim(strings.TrimSpace(name), `"`))
		}
		got := flagged[pkg]
		slices.Sort(got)
		got = slices.Compact(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: OMCG0043 flags %v; the package's Flagged lists %v", pkg, got, want)
		}
	}
}

// TestClients runs the fixture packages' tests, which call every tool
// through a real client: mcp-go's with WithOutputSchemaValidation on the
// server, the go-sdk's with jsonschema-go checking structuredContent
// against the outputSchema listed. The Flagged tools are refused, the
// Quiet ones accepted.
func TestClients(t *testing.T) {
	fixturetest.GoTest(t, "./omcg0043/...", "omcg0043/*/*.go")
}
