package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fixtures/omcg0029/withinbase"
	"fixtures/omcg0029/withinbase/pathguard"
)

// OMCG0029 beside a guard of another package: the guard that puts a
// separator at the end of both paths refuses a sibling folder and a path
// with ".." (write, edit's write action, not flagged, and the text
// written is no path); edit's same action reads the model's path
// unguarded, and read_loose's guard, with no separator, lets the sibling
// folder through.
func TestPathBesideGuardOfAnotherPackage(t *testing.T) {
	dir := t.TempDir()
	base := filepath.Join(dir, "base")
	for _, d := range []string{base, filepath.Join(dir, "base-evil")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	secret := filepath.Join(dir, "base-evil", "secret.txt")
	if err := os.WriteFile(secret, []byte("TOP SECRET"), 0o600); err != nil {
		t.Fatal(err)
	}
	g, err := pathguard.New(base)
	if err != nil {
		t.Fatal(err)
	}
	cs := connectMark(t, (&withinbase.Files{Guard: g, Loose: pathguard.NewLoose(base)}).Register)

	for _, p := range []string{filepath.Join(dir, "base-evil", "x.txt"), "../out.txt"} {
		if _, isErr := call(t, cs, "write", map[string]any{"path": p, "text": "x"}); !isErr {
			t.Errorf("write (not flagged) wrote %s", p)
		}
		if _, isErr := call(t, cs, "edit", map[string]any{"action": "write", "path": p, "text": "x"}); !isErr {
			t.Errorf("edit's write (not flagged) wrote %s", p)
		}
	}
	if _, isErr := call(t, cs, "edit", map[string]any{"action": "write", "path": "in.txt", "text": "../../etc/passwd"}); isErr || !exists(filepath.Join(base, "in.txt")) {
		t.Errorf("edit's write refused a path under the base folder")
	}
	if text, _ := call(t, cs, "edit", map[string]any{"action": "same", "path": secret, "text": "TOP SECRET"}); text != "same" {
		t.Errorf("edit's same did not read the file outside the base folder: %q", text)
	}
	if text, _ := call(t, cs, "read_loose", map[string]any{"path": secret}); !strings.Contains(text, "TOP SECRET") {
		t.Errorf("read_loose: the sibling folder's file was not read: %q", text)
	}
}
