package security_test

import (
	"encoding/json"
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
	fixturetest.GoTest(t, "./escape/", "escape/*.go", "omcg00??/*/*.go", "omcg00??/*/*/*.go")
	dir := fixturetest.Dir(t)

	// OMCG0029's os.Root fix, applied to the wrapped fixture (its golden
	// file, as an overlay): the tools no longer escape, and still read
	// what is inside their base folder.
	golden := filepath.Join(dir, "omcg0029", "wrapped", "wrapped.go")
	overlay, err := json.Marshal(map[string]map[string]string{"Replace": {golden: golden + ".golden"}})
	if err != nil {
		t.Fatal(err)
	}
	ov := filepath.Join(t.TempDir(), "overlay.json")
	if err := os.WriteFile(ov, overlay, 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "test", "-count=1", "-overlay="+ov, "-run=TestPathEscapeWrapped", "./escape/")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "MCPVET_FIXED=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test -overlay (OMCG0029's fixes) ./escape/ in %s: %v\n%s", dir, err, out)
	}
}
