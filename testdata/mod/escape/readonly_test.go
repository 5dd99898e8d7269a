package escape_test

import (
	"strings"
	"testing"

	readonly32 "fixtures/omcg0032/readonly"
)

// OMCG0032 on a whole statement behind a check of its first keyword: the
// tools mean to read only, and a statement that starts with WITH or
// SELECT and deletes or drops reaches the database all the same (a
// data-modifying WITH runs in PostgreSQL and SQLite; a second statement
// in the drivers that run several). The tool that holds the statement to
// the code's own is not flagged and sends nothing of the model's.
func TestQueryReadOnlyBypass(t *testing.T) {
	rec, conn := openRecorder(t)
	cs := connect(t, (&readonly32.Server{DB: conn}).Register)
	for _, tc := range []struct {
		tool, sql, writes string
	}{
		{"query", "WITH d AS (DELETE FROM notes RETURNING *) SELECT * FROM d", "DELETE FROM notes"},
		{"select_only", "select 1; drop table notes", "drop table notes"},
		{"query_in_tx", "WITH d AS (DELETE FROM notes RETURNING *) SELECT * FROM d", "DELETE FROM notes"},
		{"listed", "SELECT 1; DROP TABLE notes", "DROP TABLE notes"},
		{"limited", "SHOW TABLES; DROP TABLE notes", "DROP TABLE notes"},
		{"answered", "WITH d AS (DELETE FROM notes RETURNING *) SELECT * FROM d", "DELETE FROM notes"},
	} {
		rec.take()
		call(t, cs, tc.tool, map[string]any{"sql": tc.sql})
		if stmts := rec.take(); len(stmts) == 0 || !strings.Contains(stmts[0], tc.writes) {
			t.Errorf("%s: the statement that writes did not reach the database: %q", tc.tool, stmts)
		}
	}
	// The same statements are refused where the check holds.
	rec.take()
	for _, q := range []string{"WITH d AS (DELETE FROM notes RETURNING *) SELECT * FROM d", "select 1; drop table notes"} {
		call(t, cs, "canned", map[string]any{"sql": q})
	}
	if stmts := rec.take(); len(stmts) != 0 {
		t.Errorf("canned (not flagged): a statement of the model's reached the database: %q", stmts)
	}
}
