package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0016/backends"
	"fixtures/omcg0016/backends/notes"
)

// OMCG0016 through an interface of the module's own: with the files
// backend, find_note, annotated read-only, writes a file; list_notes
// writes nothing with either backend.
func TestReadOnlyWritesThroughInterface(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a"), []byte("hello"), 0o600); err != nil {
		t.Fatal(err)
	}
	files := &notes.Files{Dir: dir}
	cs := connect(t, func(s *mcp.Server) { backends.Register(s, files, files) })
	entries := func() int {
		es, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		return len(es)
	}
	if text, _ := call(t, cs, "list_notes", map[string]any{"id": "a"}); entries() != 1 {
		t.Errorf("list_notes wrote a file: %q", text)
	}
	if text, _ := call(t, cs, "find_note", map[string]any{"id": "a"}); !strings.Contains(text, "hello") || entries() != 2 {
		t.Errorf("find_note, annotated read-only, did not read the note and write its stamp (%d files): %q", entries(), text)
	}
}
