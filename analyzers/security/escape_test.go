package security_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
)

// TestEscape runs testdata/mod/escape's test, which proves the findings:
// it builds the flagged tools of the fixtures on the real go-sdk, calls
// them through a real client with hostile arguments and observes the
// escape (a file outside the base folder read and written, an injected
// command run, git honouring --output=, a query changed, a request sent
// to another path), and observes that the tools the codes leave alone do
// not escape with the same arguments.
func TestEscape(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the fixture module")
	}
	dir := fixturetest.Dir(t)
	// The go command's test cache sees the fixtures through these reads.
	for _, pattern := range []string{"escape/*.go", "omcg00[23]?/*/*.go", "go.mod", "go.sum"} {
		files, _ := filepath.Glob(filepath.Join(dir, pattern))
		for _, f := range files {
			if _, err := os.ReadFile(f); err != nil {
				t.Fatal(err)
			}
		}
	}
	cmd := exec.Command("go", "test", "-count=1", "./escape/")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test ./escape/ in %s: %v\n%s", dir, err, out)
	}
}
