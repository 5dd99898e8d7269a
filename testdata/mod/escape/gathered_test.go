package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	gathered29 "fixtures/omcg0029/gathered"
)

// OMCG0029 on arguments gathered into one struct by a helper and handed
// whole to a writer behind an interface, and on the two results of a
// helper: "../" in the name writes beside the notes folder, served by
// mcp-go and called with the go-sdk's client; the text, which the
// analysis does not flag, is only the file's content, and the tool that
// checks filepath.IsLocal refuses the name.
func TestPathEscapeGathered(t *testing.T) {
	dir, base := notesBesideSecret(t)
	cs := connectMark(t, (&gathered29.Notes{Root: base}).Register)
	planted := filepath.Join(dir, "planted.txt")
	call(t, cs, "write_note_local", map[string]any{"name": "../planted.txt", "text": "../../x"})
	if exists(planted) {
		t.Fatal("write_note_local (not flagged) wrote outside the notes folder")
	}
	call(t, cs, "write_note", map[string]any{"name": "../planted.txt", "text": "../../x"})
	if got, err := os.ReadFile(planted); err != nil || string(got) != "../../x" {
		t.Errorf("write_note did not write outside the notes folder: %q, %v", got, err)
	}
	call(t, cs, "append_note", map[string]any{"name": "../secret.txt", "text": " APPENDED"})
	if got, _ := os.ReadFile(filepath.Join(dir, "secret.txt")); !strings.Contains(string(got), "APPENDED") {
		t.Errorf("append_note did not append to the file outside the notes folder: %q", got)
	}
}
