package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fixtures/omcg0029/safepath"
)

// OMCG0029 past a predicate that tests the absolute path's prefix with no
// separator: a file of the sibling folder base-evil passes it and is
// read; read_under, whose prefix ends with the separator, refuses it.
func TestPathPastSafePathPredicate(t *testing.T) {
	dir := t.TempDir()
	base := filepath.Join(dir, "base")
	if err := os.MkdirAll(filepath.Join(dir, "base-evil"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(base, 0o755); err != nil {
		t.Fatal(err)
	}
	secret := filepath.Join(dir, "base-evil", "secret.txt")
	if err := os.WriteFile(secret, []byte("TOP SECRET"), 0o600); err != nil {
		t.Fatal(err)
	}
	cs := connectMark(t, (&safepath.Files{Base: base}).Register)
	if text, _ := call(t, cs, "read", map[string]any{"path": secret}); !strings.Contains(text, "TOP SECRET") {
		t.Errorf("read: the sibling folder's file was not read: %q", text)
	}
	if text, _ := call(t, cs, "read_under", map[string]any{"path": secret}); strings.Contains(text, "TOP SECRET") {
		t.Errorf("read_under (not flagged) read the sibling folder's file")
	}
}
