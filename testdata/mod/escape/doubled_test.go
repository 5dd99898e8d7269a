package escape_test

import (
	"strings"
	"testing"

	doubled32 "fixtures/omcg0032/doubled"
)

// OMCG0032 and doubled quotes: the schema whose quotes are doubled inside
// the literal stays a string of the statement, every quote of it doubled:
//
//	schemaname = 'x'' OR ''1''=''1'
//
// while the one put between quotes without doubling closes the literal,
// and the doubled limit written outside any literal adds a statement.
func TestQueryInjectionDoubled(t *testing.T) {
	rec, conn := openRecorder(t)
	cs := connect(t, (&doubled32.Server{DB: conn}).Register)
	const hostile = "x' OR '1'='1"
	rec.take()
	call(t, cs, "list_tables_quoted", map[string]any{"schema": hostile})
	if stmts := rec.take(); len(stmts) == 0 || !strings.Contains(stmts[0], "= 'x' OR '1'='1'") {
		t.Errorf("list_tables_quoted: the statement was not changed: %q", stmts)
	}
	call(t, cs, "list_tables_limited", map[string]any{"limit": "1; DELETE FROM pg_tables"})
	if stmts := rec.take(); len(stmts) == 0 || !strings.Contains(stmts[0], "LIMIT 1; DELETE FROM") {
		t.Errorf("list_tables_limited: the statement was not changed: %q", stmts)
	}
	call(t, cs, "list_tables", map[string]any{"schema": hostile})
	stmts := rec.take()
	if len(stmts) == 0 || !strings.HasSuffix(stmts[0], "schemaname = 'x'' OR ''1''=''1'") {
		t.Errorf("list_tables (not flagged): the value left its literal: %q", stmts)
	}
	// An identifier in double quotes, its double quotes doubled, stays
	// one name: nspname = "x"") OR (""1"
	call(t, cs, "count_schema", map[string]any{"schema": `x") OR ("1`})
	stmts = rec.take()
	if len(stmts) == 0 || !strings.HasSuffix(stmts[0], `nspname = "x"") OR (""1")`) {
		t.Errorf("count_schema (not flagged): the value left its identifier: %q", stmts)
	}
}
