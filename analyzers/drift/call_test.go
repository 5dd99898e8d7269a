package drift_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestDriftThroughClient runs testdata/mod/driftcall's test, which proves
// the error rows: it serves the fixtures' tools on a real mcp-go server,
// calls them through a real mcp-go in-process client (the request and
// the response go through JSON) with a value of its listed type for every
// argument the tool's own listing has, and sees each tool OMCG0038 or
// OMCG0039 flags fail ("required argument not found", "is not a string",
// a panicking assertion) and the fixtures they leave alone answer.
func TestDriftThroughClient(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the fixture module")
	}
	dir := fixturetest.Dir(t)
	// The go command's test cache sees the fixtures through these reads.
	for _, pattern := range []string{"driftcall/*.go", "omcg00[34]?/*/*.go", "omcg00[34]?/*/*/*.go", "go.mod", "go.sum"} {
		files, _ := filepath.Glob(filepath.Join(dir, pattern))
		for _, f := range files {
			if _, err := os.ReadFile(f); err != nil {
				t.Fatal(err)
			}
		}
	}
	cmd := exec.Command("go", "test", "-count=1", "./driftcall/")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test ./driftcall/ in %s: %v\n%s", dir, err, out)
	}
}
