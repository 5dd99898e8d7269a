package escape_test

import (
	"strings"
	"testing"

	"gorm.io/driver/mysql"
	"gorm.io/gorm"

	"fixtures/omcg0032/gormq"
)

// OMCG0032 on statements gorm writes: an order, a table, a raw statement
// or a condition's text of the model's is pasted into the statement sent
// to the database (a recording driver, under gorm's MySQL dialect), and a
// statement of its own follows. A condition's value, or a map or struct
// condition, is sent as a placeholder's.
func TestGormParts(t *testing.T) {
	rec, conn := openRecorder(t)
	db, err := gorm.Open(mysql.New(mysql.Config{Conn: conn, SkipInitializeWithVersion: true}), &gorm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	cs := connect(t, (&gormq.Server{DB: db}).Register)
	const drop = "DROP TABLE notes"
	for _, tc := range []struct {
		tool string
		args map[string]any
	}{
		{"ordered_notes", map[string]any{"order": "id; " + drop + "; --"}},
		{"count_rows", map[string]any{"table": "notes; " + drop + "; --"}},
		{"notes_like", map[string]any{"body": "x'; " + drop + "; --"}},
		{"notes_where", map[string]any{"body": "x'; " + drop + "; --"}},
	} {
		rec.take()
		call(t, cs, tc.tool, tc.args)
		if stmts := rec.take(); len(stmts) != 1 || !strings.Contains(stmts[0], "; "+drop+";") {
			t.Errorf("%s %v: the model's statement did not reach the database: %q", tc.tool, tc.args, stmts)
		}
	}
	for tool, n := range map[string]int{"notes_by_body": 3, "tagged_notes": 1, "delete_by_body": 1} {
		rec.take()
		call(t, cs, tool, map[string]any{"body": "x'; " + drop + "; --"})
		if stmts := rec.take(); len(stmts) != n || strings.Contains(strings.Join(stmts, "\n"), drop) {
			t.Errorf("%s (not flagged): want %d statements without the model's text: %q", tool, n, stmts)
		}
	}
}
