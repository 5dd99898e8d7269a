package escape_test

import (
	"strings"
	"testing"

	doubledmysql32 "fixtures/omcg0032/doubledmysql"
)

// OMCG0032 and MySQL's identifiers: a name in backticks, its backticks
// doubled, stays one identifier whatever it holds (no backslash escapes
// there); the same doubling written inside a string literal leaves the
// value's single quote to end the literal.
func TestQueryInjectionDoubledMySQL(t *testing.T) {
	rec, conn := openRecorder(t)
	cs := connect(t, (&doubledmysql32.Server{DB: conn}).Register)
	rec.take()
	call(t, cs, "count", map[string]any{"table": "x` WHERE 1=1; DROP TABLE t; -- \\`"})
	if stmts := rec.take(); len(stmts) == 0 || stmts[0] != "SELECT count(*) FROM `x`` WHERE 1=1; DROP TABLE t; -- \\```" {
		t.Errorf("count (not flagged): the value left its identifier: %q", stmts)
	}
	call(t, cs, "count_quoted", map[string]any{"table": "x' OR '1'='1"})
	if stmts := rec.take(); len(stmts) == 0 || !strings.Contains(stmts[0], "name = 'x' OR '1'='1'") {
		t.Errorf("count_quoted: the statement was not changed: %q", stmts)
	}
}
