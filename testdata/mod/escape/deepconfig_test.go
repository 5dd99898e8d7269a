package escape_test

import (
	"os"
	"path/filepath"
	"testing"

	"fixtures/omcg0029/deepconfig"
)

// OMCG0029 four structs below the server that starts a session: record
// creates "../escaped.log" beside the log folder; run, whose name goes to
// the program's arguments, creates only its own log inside it.
func TestPathEscapeDeepConfig(t *testing.T) {
	dir := t.TempDir()
	logs := filepath.Join(dir, "logs")
	if err := os.Mkdir(logs, 0o755); err != nil {
		t.Fatal(err)
	}
	old := deepconfig.Logs
	deepconfig.Logs = logs
	t.Cleanup(func() { deepconfig.Logs = old })
	cs := connect(t, deepconfig.Register)

	call(t, cs, "record", map[string]any{"name": "../escaped.log"})
	if _, err := os.Stat(filepath.Join(dir, "escaped.log")); err != nil {
		t.Errorf("record: ../escaped.log was not created beside the log folder: %v", err)
	}
	call(t, cs, "run", map[string]any{"name": "../../ran.log"})
	if _, err := os.Stat(filepath.Join(logs, "run.log")); err != nil {
		t.Errorf("run: its log was not created in the log folder: %v", err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() != "logs" && e.Name() != "escaped.log" {
			t.Errorf("run: created %s outside the log folder", e.Name())
		}
	}
}
