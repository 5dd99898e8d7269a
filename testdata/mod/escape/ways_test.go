package escape_test

import (
	"os"
	"path/filepath"
	"testing"

	"fixtures/omcg0029/ways"
)

// OMCG0029 through one call into a library that writes in two places:
// the name "../escaped" writes both escaped.txt and escaped.d beside the
// notes folder, the one finding's way and the other way it lists.
func TestPathEscapeTwoWays(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "notes")
	if err := os.Mkdir(data, 0o755); err != nil {
		t.Fatal(err)
	}
	old := ways.Data
	ways.Data = data
	t.Cleanup(func() { ways.Data = old })
	cs := connect(t, ways.Register)
	call(t, cs, "save", map[string]any{"name": "../escaped", "text": "x"})
	for _, name := range []string{"escaped.txt", "escaped.d"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("save: %s was not made beside the notes folder: %v", name, err)
		}
	}
}
