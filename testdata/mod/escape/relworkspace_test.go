package escape_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fixtures/omcg0029/relworkspace/fixed"
)

// OMCG0029 beside a check that holds written paths to the server's own
// folder: write refuses a path that climbs out of it, while git_log runs
// git in whatever folder the model names, and reads the history of a
// repository outside it. (relworkspace/picked, not flagged, holds paths
// to a workspace the model picks, and its git_log is the same tool.)
func TestPathEscapeBesideFixedFolder(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	root := filepath.Join(dir, "root")
	repo := filepath.Join(dir, "private")
	for _, d := range []string{root, repo} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{{"init", "-q"}, {"-c", "user.name=x", "-c", "user.email=x@example.com", "commit", "-q", "--allow-empty", "-m", "SECRET plans"}} {
		cmd := exec.Command("git", args...)
		cmd.Dir = repo
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	old := fixed.Root
	fixed.Root = root
	t.Cleanup(func() { fixed.Root = old })
	cs := connect(t, fixed.Register)

	if text, failed := call(t, cs, "write", map[string]any{"path": "../escaped.txt", "text": "x"}); !failed {
		t.Errorf("write: the check let ../escaped.txt through: %q", text)
	}
	if _, err := os.Stat(filepath.Join(dir, "escaped.txt")); err == nil {
		t.Error("write: a file was written outside the root")
	}
	if text, _ := call(t, cs, "git_log", map[string]any{"repo": repo}); !strings.Contains(text, "SECRET plans") {
		t.Errorf("git_log: the repository outside the root was not read: %q", text)
	}
}
