package escape_test

import (
	"os"
	"path/filepath"
	"testing"

	"fixtures/omcg0029/captured"
)

// OMCG0029 through a goroutine that captures a session: save writes
// "../escaped.txt" beside the data folder; log, whose goroutine writes
// the config's own log file while the model's name goes to the program's
// arguments, writes inside the data folder whatever the name.
func TestPathEscapeCapturedSession(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	if err := os.Mkdir(data, 0o755); err != nil {
		t.Fatal(err)
	}
	old := captured.Data
	captured.Data = data
	t.Cleanup(func() { captured.Data = old })
	cs := connect(t, captured.Register)

	call(t, cs, "save", map[string]any{"name": "../escaped.txt"})
	if _, err := os.Stat(filepath.Join(dir, "escaped.txt")); err != nil {
		t.Errorf("save: ../escaped.txt was not written beside the data folder: %v", err)
	}
	call(t, cs, "log", map[string]any{"name": "../../logged.txt"})
	if _, err := os.Stat(filepath.Join(data, "session.log")); err != nil {
		t.Errorf("log: the session log was not written in the data folder: %v", err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() != "data" && e.Name() != "escaped.txt" {
			t.Errorf("log: wrote %s outside the data folder", e.Name())
		}
	}
}
