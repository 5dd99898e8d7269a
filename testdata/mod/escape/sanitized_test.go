package escape_test

import (
	"strings"
	"testing"

	"fixtures/omcg0032/sanitized"
)

// OMCG0032 on a column name held to a class of runes that lets spaces
// in: the clause the message names reaches the database. The class of
// letters, digits and "_" sends none of it.
func TestQuerySanitizedColumn(t *testing.T) {
	rec, conn := openRecorder(t)
	cs := connect(t, (&sanitized.Server{DB: conn}).Register)
	const clause = "id FROM users UNION SELECT password"
	rec.take()
	call(t, cs, "lax", map[string]any{"column": clause})
	if got := rec.take(); len(got) != 1 || !strings.Contains(got[0], "UNION SELECT password") {
		t.Errorf("lax: the clause did not reach the database: %q", got)
	}
	call(t, cs, "strict", map[string]any{"column": clause})
	if got := rec.take(); len(got) != 1 || strings.Contains(got[0], "UNION") {
		t.Errorf("strict (not flagged): the clause reached the database: %q", got)
	}
}
