package routetemplate_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestLeak runs testdata/mod/mcp013/leak's test, which proves MCP013: it
// serves the fixture apps MCP013 reports and those it leaves alone, and
// lists their tools through a real go-sdk client without credentials:
// the reported apps answer, the others refuse.
func TestLeak(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the fixture module")
	}
	dir := fixturetest.Dir(t)
	// The go command's test cache sees the fixtures through these reads.
	for _, pattern := range []string{"mcp013/*/*/*.go", "mcp013/leak/*.go", "go.mod", "go.sum"} {
		files, _ := filepath.Glob(filepath.Join(dir, pattern))
		for _, f := range files {
			if _, err := os.ReadFile(f); err != nil {
				t.Fatal(err)
			}
		}
	}
	cmd := exec.Command("go", "test", "-count=1", "./mcp013/leak/")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test ./mcp013/leak/ in %s: %v\n%s", dir, err, out)
	}
}
