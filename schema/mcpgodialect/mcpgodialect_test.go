package mcpgodialect_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mcpvet/mcpvet/internal/fixturemod"
	"github.com/mcpvet/mcpvet/schema/mcpgodialect"
)

// The test's result depends on the model, which the go command's test
// cache sees through this import, and on the files of the package it
// runs, which it sees through the reads below.
var _ = mcpgodialect.SchemaFor

// TestAgainstMCPGo runs testdata/mod/mcpgoreal's test, which holds the
// model against the real mark3labs mcp-go (the fixture module depends on
// it; this module does not).
func TestAgainstMCPGo(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the fixture module")
	}
	dir := fixturemod.Use(t, filepath.Join("..", "..", "testdata", "mod"))
	files, _ := filepath.Glob(filepath.Join(dir, "mcpgoreal", "*.go"))
	for _, f := range append(files, filepath.Join(dir, "go.mod"), filepath.Join(dir, "go.sum")) {
		if _, err := os.ReadFile(f); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("go", "test", "-count=1", "./mcpgoreal/")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go test ./mcpgoreal/ in %s: %v\n%s", dir, err, out)
	}
}
