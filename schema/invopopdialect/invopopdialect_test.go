package invopopdialect_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mcpvet/mcpvet/internal/fixturemod"
	"github.com/mcpvet/mcpvet/schema/invopopdialect"
)

// The test's result depends on the model, which the go command's test
// cache sees through this import, and on the files of the package it
// runs, which it sees through the reads below.
var _ = invopopdialect.Reflect

// TestAgainstInvopop runs testdata/mod/invopopreal's test, which reflects
// a table of types with the real invopop/jsonschema v0.13.0 under three
// Reflectors (grafana/mcp-grafana's among them) and compares each schema,
// canonicalised, with the model's (the fixture module depends on the
// library; this module does not).
func TestAgainstInvopop(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the fixture module")
	}
	dir := fixturemod.Use(t, filepath.Join("..", "..", "testdata", "mod"))
	files, _ := filepath.Glob(filepath.Join(dir, "invopopreal", "*.go"))
	for _, f := range append(files, filepath.Join(dir, "go.mod"), filepath.Join(dir, "go.sum")) {
		if _, err := os.ReadFile(f); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("go", "test", "-count=1", "./invopopreal/")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go test ./invopopreal/ in %s: %v\n%s", dir, err, out)
	}
}
