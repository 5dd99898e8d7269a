package schematype_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestNilMapThroughClient runs testdata/mod/omcg0014/nilmap's test: the
// tool OMCG0014 flags for a field's nil map fails the go-sdk's validation
// of its own output through a real client, and the tool whose maps are
// elements the handler makes (not flagged) answers.
func TestNilMapThroughClient(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the fixture module")
	}
	dir := fixturetest.Dir(t)
	// The go command's test cache sees the fixture through these reads.
	for _, pattern := range []string{"omcg0014/nilmap/*.go", "go.mod", "go.sum"} {
		files, _ := filepath.Glob(filepath.Join(dir, pattern))
		for _, f := range files {
			if _, err := os.ReadFile(f); err != nil {
				t.Fatal(err)
			}
		}
	}
	cmd := exec.Command("go", "test", "-count=1", "./omcg0014/nilmap/")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test ./omcg0014/nilmap/ in %s: %v\n%s", dir, err, out)
	}
}
