package escape_test

import (
	"os"
	"path/filepath"
	"testing"

	trimmed29 "fixtures/omcg0029/trimmed"
)

// OMCG0029 past a prefix check with the separator taken off the folder
// (strings.HasPrefix(path, dir+"/") || strings.HasPrefix(path, dir)):
// the sibling folder the message names has its file removed through a
// real client; the check with the separator alone refuses the same path.
func TestPathEscapeTrimmed(t *testing.T) {
	base := t.TempDir()
	root := filepath.Join(base, "dbs")
	for _, dir := range []string{root, filepath.Join(base, "dbs-evil")} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	victim := filepath.Join(base, "dbs-evil", "keep.db")
	write := func() {
		if err := os.WriteFile(victim, []byte("data"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	srv := trimmed29.NewServer([]string{root + "/"})
	cs := connect(t, srv.Register)
	hostile := map[string]any{"path": victim}
	write()
	if _, isErr := call(t, cs, "delete_database_strict", hostile); !isErr {
		t.Error("delete_database_strict (not flagged) accepted a path in the sibling folder")
	}
	if _, err := os.Stat(victim); err != nil {
		t.Fatalf("delete_database_strict removed the sibling folder's file: %v", err)
	}
	if text, isErr := call(t, cs, "delete_database", hostile); isErr {
		t.Fatalf("delete_database refused the sibling folder's file: %s", text)
	}
	if _, err := os.Stat(victim); !os.IsNotExist(err) {
		t.Errorf("delete_database did not remove the sibling folder's file (%v)", err)
	}
}
