package escape_test

import (
	"strings"
	"testing"

	"fixtures/omcg0032/errorresult"
)

// OMCG0032 behind an mcp-go refusal that is an error result with a nil
// error: a second statement after a CREATE TABLE (after an INSERT)
// reaches the database, and a statement of another kind is refused.
func TestQueryPastErrorResultRefusal(t *testing.T) {
	rec, conn := openRecorder(t)
	cs := connectMark(t, (&errorresult.Tools{DB: conn}).Register)
	rec.take()
	for tool, stmt := range map[string]string{
		"create_table": "CREATE TABLE x (a int); DROP TABLE secrets",
		"insert":       "INSERT INTO x VALUES (1); DROP TABLE secrets",
	} {
		call(t, cs, tool, map[string]any{"statement": stmt})
		if got := rec.take(); len(got) != 1 || !strings.Contains(got[0], "DROP TABLE secrets") {
			t.Errorf("%s: the second statement did not reach the database: %q", tool, got)
		}
		if text, isErr := call(t, cs, tool, map[string]any{"statement": "DROP TABLE secrets"}); !isErr || len(rec.take()) != 0 {
			t.Errorf("%s ran a statement of another kind: %q", tool, text)
		}
	}
}
