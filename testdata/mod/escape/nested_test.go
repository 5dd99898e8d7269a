package escape_test

import (
	"os"
	"path/filepath"
	"testing"

	"fixtures/omcg0029/nested"
)

// OMCG0029 on a value kept three structs deep: add_sub's folder is read
// under the root with ".." (the read of a .git file outside it succeeds,
// and the tool answers with no error), while create's title, kept beside
// the folders, reaches no path.
func TestPathEscapeNestedResult(t *testing.T) {
	dir := t.TempDir()
	root := filepath.Join(dir, "root")
	for _, d := range []string{filepath.Join(root, "lib"), filepath.Join(dir, "outside")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{filepath.Join(root, "lib", ".git"), filepath.Join(dir, "outside", ".git")} {
		if err := os.WriteFile(f, []byte("gitdir: x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	old := nested.Root
	nested.Root = root
	t.Cleanup(func() { nested.Root = old })
	cs := connect(t, nested.Register)

	if text, failed := call(t, cs, "add_sub", map[string]any{"sub": "../outside"}); failed {
		t.Errorf("add_sub: the .git file outside the root was not read: %q", text)
	}
	if text, failed := call(t, cs, "add_sub", map[string]any{"sub": "../missing"}); !failed {
		t.Errorf("add_sub: a folder with no .git file passed: %q", text)
	}
	if text, failed := call(t, cs, "create", map[string]any{"title": "../outside"}); failed {
		t.Errorf("create: %q", text)
	}
}
