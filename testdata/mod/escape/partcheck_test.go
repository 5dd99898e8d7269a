package escape_test

import (
	"strings"
	"testing"

	"fixtures/omcg0032/partcheck"
)

// OMCG0032 on a statement whose target table is checked against the
// tables that may be written, then run whole: the second statement after
// an allowed table reaches the database. The tool that builds its
// statement from the checked table sends none of the model's text.
func TestQueryPartChecked(t *testing.T) {
	rec, conn := openRecorder(t)
	cs := connect(t, (&partcheck.Server{DB: conn}).Register)
	const stmt = "DELETE FROM notes ; DROP TABLE secrets"
	rec.take()
	call(t, cs, "execute", map[string]any{"sql": stmt})
	if got := rec.take(); len(got) != 1 || !strings.Contains(got[0], "DROP TABLE secrets") {
		t.Errorf("execute: the second statement did not reach the database: %q", got)
	}
	call(t, cs, "clear", map[string]any{"sql": stmt})
	if got := rec.take(); len(got) != 1 || got[0] != "DELETE FROM notes" {
		t.Errorf("clear (not flagged): want only the code's statement, got %q", got)
	}
	// The check holds the table: another one is refused.
	if text, _ := call(t, cs, "execute", map[string]any{"sql": "DELETE FROM secrets"}); !strings.Contains(text, "may not be written") || len(rec.take()) != 0 {
		t.Errorf("execute ran a statement on a table that may not be written: %q", text)
	}
}
