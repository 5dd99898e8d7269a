package escape_test

import (
	"os"
	"path/filepath"
	"testing"

	"fixtures/omcg0029/rootbeside"
)

// OMCG0029 beside an os.Root: read refuses a name that leaves the data
// folder (the root does), while export writes the whole path the model
// gives, outside it.
func TestPathEscapeBesideRoot(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	if err := os.Mkdir(data, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "secret.txt"), []byte("secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	old := rootbeside.Data
	rootbeside.Data = data
	t.Cleanup(func() { rootbeside.Data = old })
	cs := connect(t, rootbeside.Register)

	if text, failed := call(t, cs, "read", map[string]any{"name": "../secret.txt"}); !failed || text == "secret" {
		t.Errorf("read: the root let ../secret.txt through: %q", text)
	}
	escaped := filepath.Join(dir, "escaped.txt")
	call(t, cs, "export", map[string]any{"file": escaped, "text": "x"})
	if _, err := os.Stat(escaped); err != nil {
		t.Errorf("export: %s was not written outside the data folder: %v", escaped, err)
	}
}
