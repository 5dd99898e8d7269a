package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tworoads29 "fixtures/omcg0029/tworoads"
)

// OMCG0029 where a path is resolved two ways, an absolute one checked
// with the separator and a relative one joined by a helper without it:
// the relative sibling the message names reads a file outside the
// allowed folder through a real client, while the absolute form of the
// same file is refused; the tool whose helper has the separator refuses
// both.
func TestPathEscapeTwoRoads(t *testing.T) {
	base := t.TempDir()
	root := filepath.Join(base, "notes")
	for _, dir := range []string{root, filepath.Join(base, "notes-evil")} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	secret := filepath.Join(base, "notes-evil", "secret.txt")
	if err := os.WriteFile(secret, []byte("the secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	cs := connect(t, (&tworoads29.Files{Allowed: []string{root}}).Register)
	relative := map[string]any{"path": "../notes-evil/secret.txt"}
	absolute := map[string]any{"path": secret}
	if text, _ := call(t, cs, "read_file", relative); !strings.Contains(text, "the secret") {
		t.Errorf("read_file did not read the sibling folder's file by a relative path: %q", text)
	}
	if text, isErr := call(t, cs, "read_file", absolute); !isErr || strings.Contains(text, "the secret") {
		t.Errorf("read_file read the sibling folder's file by its absolute path: %q", text)
	}
	for _, args := range []map[string]any{relative, absolute} {
		if text, isErr := call(t, cs, "read_file_strict", args); !isErr || strings.Contains(text, "the secret") {
			t.Errorf("read_file_strict (not flagged) read the sibling folder's file (%v): %q", args, text)
		}
	}
}
