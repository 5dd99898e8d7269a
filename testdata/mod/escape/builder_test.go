package escape_test

import (
	"strings"
	"testing"

	builder32 "fixtures/omcg0032/builder"
)

// OMCG0032 through a query builder: the condition one method stores in
// the builder's field, which a later method runs, is changed by the quote
// in the name (stored by a statement of its own, and through a chain);
// the value the builder keeps as a placeholder's is not.
func TestQueryInjectionBuilder(t *testing.T) {
	rec, conn := openRecorder(t)
	cs := connect(t, (&builder32.Server{DB: conn}).Register)
	const hostile = "x' OR '1'='1"
	for _, tool := range []string{"find", "find_chained"} {
		rec.take()
		call(t, cs, tool, map[string]any{"name": hostile})
		if stmts := rec.take(); len(stmts) == 0 || !strings.Contains(stmts[0], "OR '1'='1'") {
			t.Errorf("%s: the statement was not changed: %q", tool, stmts)
		}
	}
	rec.take()
	call(t, cs, "find_by_placeholder", map[string]any{"name": hostile})
	for _, q := range rec.take() {
		if strings.Contains(q, "OR") {
			t.Errorf("find_by_placeholder (not flagged): the statement was changed: %q", q)
		}
	}
}
