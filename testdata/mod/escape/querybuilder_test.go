package escape_test

import (
	"strings"
	"testing"

	"fixtures/omcg0032/querybuilder"
)

// OMCG0032 on statements squirrel builds: a table name, a column or a
// condition's text the model writes is pasted into the statement the
// builder writes around it, and a statement of the model's own reaches the
// database after it. The table held to the code's own and the identifier
// quoted with its quotes doubled send none.
func TestQueryBuilderParts(t *testing.T) {
	rec, conn := openRecorder(t)
	cs := connect(t, (&querybuilder.Server{DB: conn}).Register)
	const drop = "DROP TABLE notes"
	for _, tc := range []struct {
		tool string
		args map[string]any
	}{
		{"select_rows", map[string]any{"table": "notes; " + drop + "; --"}},
		{"select_rows", map[string]any{"table": "notes", "where": []any{map[string]any{"column": "id", "op": "= 1; " + drop + "; --", "value": "x"}}}},
		{"delete_row", map[string]any{"table": "notes; " + drop + "; --", "column": "", "value": "", "id": 1}},
		{"set_column", map[string]any{"table": "notes", "column": "body = 'x'; " + drop + "; --", "value": "x", "id": 1}},
	} {
		rec.take()
		call(t, cs, tc.tool, tc.args)
		if stmts := rec.take(); len(stmts) != 1 || !strings.Contains(stmts[0], "; "+drop+";") {
			t.Errorf("%s %v: the model's statement did not reach the database: %q", tc.tool, tc.args, stmts)
		}
	}
	// Not flagged: the unknown table is refused; the quoted one stays a name.
	rec.take()
	call(t, cs, "select_known", map[string]any{"table": "notes; " + drop + "; --", "column": "", "value": "x", "id": 1})
	call(t, cs, "insert_quoted", map[string]any{"table": `notes"; ` + drop + `; --`, "column": "", "value": "x", "id": 1})
	stmts := rec.take()
	if len(stmts) != 1 || !strings.Contains(stmts[0], `"notes""; `+drop+`; --"`) {
		t.Errorf("not flagged: want only the insert, its table one quoted name: %q", stmts)
	}
	// Not flagged: a squirrel.Eq's value and a condition's argument are
	// sent as placeholders' values, none of the model's text in the
	// statement.
	call(t, cs, "by_owner", map[string]any{"table": "", "column": "'; " + drop + "; --", "value": "x'; " + drop + "; --", "id": 1})
	if stmts := rec.take(); len(stmts) != 1 || strings.Contains(stmts[0], drop) {
		t.Errorf("by_owner (not flagged): the model's text reached the statement: %q", stmts)
	}
}
