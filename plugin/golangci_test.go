package plugin_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/mcpvet/mcpvet/internal/fixturemod"
)

// TestGolangciLint runs a real golangci-lint built with this plugin (.ci/run
// builds one with build-golangci-lint.sh, as golangci-lint custom would,
// and names it in MCPVET_GOLANGCI) on a small server with mistakes: each is
// reported under the mcpvet linter, at its place, as one issue with its
// related locations in it; the code the .golangci.yml settings disable is
// not; and golangci-lint linters shows the description .golangci.yml gives.
func TestGolangciLint(t *testing.T) {
	bin := os.Getenv("MCPVET_GOLANGCI")
	if bin == "" {
		t.Skip("MCPVET_GOLANGCI names no golangci-lint built with the plugin (.ci/run builds one)")
	}
	// golangci-lint loads with the go command, which must not write the
	// fixture's go.mod or go.sum.
	if err := fixturemod.Readonly(); err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(t.Context(), bin, "run", "--show-stats=false", "./...")
	cmd.Dir = "testdata/gclproj"
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		// golangci-lint exits 1 when it reports issues.
		t.Fatalf("golangci-lint run: %v (want exit status 1)\n%s", err, out)
	}
	// One issue per finding: OMCG0007's related location (the first
	// registration of the name) is in its issue, not an issue of its own.
	for _, want := range []string{
		"main.go:14:2: OMCG0002: docs.search, get thing: In.Done: jsonschema-go cannot infer a schema for chan bool",
		`main.go:15:17: OMCG0011: docs.search, get thing: In.Note: json option "omitempy" is not known to encoding/json`,
		`main.go:24:33: OMCG0008: tool name "get thing" is not valid`,
		`main.go:26:33: OMCG0007: tool name "docs.search" is already used on the same server (s)`,
		`rename one of them (related: 25:33: tool name "docs.search" is first used here) (mcpvet)`,
	} {
		if !strings.Contains(string(out), want) {
			t.Errorf("golangci-lint does not report %q:\n%s", want, out)
		}
	}
	if strings.Contains(string(out), "OMCG0013") {
		t.Errorf("OMCG0013 is reported though .golangci.yml disables it:\n%s", out)
	}
	// The fixture has four findings (mcpvet -cache=false ./... there, with
	// OMCG0013 left out).
	if n := strings.Count(string(out), "(mcpvet)"); n != 4 {
		t.Errorf("%d issues from mcpvet; want 4, one per finding:\n%s", n, out)
	}

	// golangci-lint linters shows the description of .golangci.yml.
	cmd = exec.CommandContext(t.Context(), bin, "linters")
	cmd.Dir = "testdata/gclproj"
	out, err = cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("golangci-lint linters: %v\n%s", err, out)
	}
	if want := "mcpvet: MCP server mistakes mcpvet finds"; !strings.Contains(string(out), want) {
		t.Errorf("golangci-lint linters does not show %q:\n%s", want, out)
	}
}
