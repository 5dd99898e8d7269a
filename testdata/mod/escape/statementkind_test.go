package escape_test

import (
	"strings"
	"testing"

	"fixtures/omcg0032/statementkind"
)

// OMCG0032 on a statement held to one kind by its first keyword and run
// whole: a second statement after a CREATE TABLE reaches the database.
// A statement of another kind is refused.
func TestQueryStatementKindChecked(t *testing.T) {
	rec, conn := openRecorder(t)
	cs := connect(t, (&statementkind.Server{DB: conn}).Register)
	rec.take()
	call(t, cs, "create_table", map[string]any{"sql": "CREATE TABLE x (a int); DROP TABLE secrets"})
	if got := rec.take(); len(got) != 1 || !strings.Contains(got[0], "DROP TABLE secrets") {
		t.Errorf("create_table: the second statement did not reach the database: %q", got)
	}
	if text, _ := call(t, cs, "create_table", map[string]any{"sql": "DROP TABLE secrets"}); !strings.Contains(text, "only CREATE TABLE") || len(rec.take()) != 0 {
		t.Errorf("create_table ran a statement of another kind: %q", text)
	}
}
