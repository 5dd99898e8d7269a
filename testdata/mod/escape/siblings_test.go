package escape_test

import (
	"os"
	"path/filepath"
	"testing"

	siblings29 "fixtures/omcg0029/siblings"
)

// OMCG0029 on a file server whose tools are meant to stay in the folders
// the operator allows: read_file and write_file refuse a file outside
// them, and delete_file and move_file's destination, which skip the
// server's check, remove a file outside and move a file out, through a
// real client.
func TestPathEscapeSiblings(t *testing.T) {
	allowed, outside := t.TempDir(), t.TempDir()
	secret := filepath.Join(outside, "secret.txt")
	inside := filepath.Join(allowed, "note.txt")
	write := func(p string) {
		t.Helper()
		if err := os.WriteFile(p, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write(secret)
	cs := connect(t, siblings29.New(allowed).Register)

	if text, isErr := call(t, cs, "read_file", map[string]any{"path": secret}); !isErr {
		t.Fatalf("read_file read a file outside the allowed folder: %q", text)
	}
	if _, isErr := call(t, cs, "write_file", map[string]any{"path": secret}); !isErr {
		t.Fatal("write_file wrote a file outside the allowed folder")
	}
	call(t, cs, "delete_file", map[string]any{"path": secret})
	if exists(secret) {
		t.Error("delete_file did not remove the file outside the allowed folder: the finding would be false")
	}

	write(inside)
	moved := filepath.Join(outside, "moved.txt")
	call(t, cs, "move_file", map[string]any{"source": inside, "destination": moved})
	if !exists(moved) {
		t.Error("move_file did not move the file out of the allowed folder: the finding would be false")
	}
	write(secret)
	if _, isErr := call(t, cs, "move_file", map[string]any{"source": secret, "destination": inside}); !isErr || exists(inside) {
		t.Error("move_file took a source outside the allowed folder")
	}
}
