package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	sliceprefix29 "fixtures/omcg0029/sliceprefix"
)

// OMCG0029 past a prefix check written by hand (abs[:len(root)] !=
// root): the value the message names, a sibling folder whose name starts
// like the root's, reads a file outside it through a real client; the
// check with the separator refuses the same name.
func TestPathEscapeSlicePrefix(t *testing.T) {
	base := t.TempDir()
	root := filepath.Join(base, "notes")
	if err := os.MkdirAll(filepath.Join(base, "notes-evil"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(root, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(base, "notes-evil", "secret.txt"), []byte("the secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	cs := connect(t, (&sliceprefix29.Notes{Root: root}).Register)
	hostile := map[string]any{"name": "../notes-evil/secret.txt"}
	if text, _ := call(t, cs, "read_note", hostile); !strings.Contains(text, "the secret") {
		t.Errorf("read_note did not read the sibling folder's file: %q", text)
	}
	if text, isErr := call(t, cs, "read_note_strict", hostile); !isErr || strings.Contains(text, "the secret") {
		t.Errorf("read_note_strict (not flagged) read the sibling folder's file: %q", text)
	}
}
