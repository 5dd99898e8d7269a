package escape_test

import (
	"os"
	"path/filepath"
	"testing"

	"fixtures/omcg0029/elements"
)

// OMCG0029 through a list of structs: index writes "../escaped.index"
// beside the data folder; mark and mark_refs, which write under each
// listed session's own folder name, write inside it whatever the
// project.
func TestPathEscapeListElements(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	if err := os.MkdirAll(filepath.Join(data, "one"), 0o755); err != nil {
		t.Fatal(err)
	}
	old := elements.Data
	elements.Data = data
	t.Cleanup(func() { elements.Data = old })
	cs := connect(t, elements.Register)

	call(t, cs, "index", map[string]any{"project": "../escaped"})
	if _, err := os.Stat(filepath.Join(dir, "escaped.index")); err != nil {
		t.Errorf("index: ../escaped.index was not written beside the data folder: %v", err)
	}
	for _, tool := range []string{"mark", "mark_refs"} {
		call(t, cs, tool, map[string]any{"project": "../../x"})
	}
	for _, name := range []string{"seen", "seen-ref"} {
		if _, err := os.Stat(filepath.Join(data, "one", name)); err != nil {
			t.Errorf("the mark %s was not written in the session's folder: %v", name, err)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() != "data" && e.Name() != "escaped.index" {
			t.Errorf("wrote %s outside the data folder", e.Name())
		}
	}
}
