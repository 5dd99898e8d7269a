package escape_test

import (
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	tx32 "fixtures/omcg0032/tx"
)

// OMCG0032 in a transaction: the quote in the owner changes the statement
// that (*sql.Tx).QueryRow runs; the placeholder's value does not.
func TestQueryInjectionTx(t *testing.T) {
	rec, conn := openRecorder(t)
	cs := connect(t, func(s *mcp.Server) { tx32.Register(s, tx32.NewStore(conn)) })
	const hostile = "x' OR '1'='1"
	rec.take()
	call(t, cs, "count_in_tx", map[string]any{"owner": hostile})
	if stmts := rec.take(); len(stmts) == 0 || !strings.Contains(stmts[0], "OR '1'='1'") {
		t.Errorf("count_in_tx: the statement was not changed: %q", stmts)
	}
	call(t, cs, "count_in_tx_safe", map[string]any{"owner": hostile})
	for _, q := range rec.take() {
		if strings.Contains(q, "OR") {
			t.Errorf("count_in_tx_safe (not flagged): the statement was changed: %q", q)
		}
	}
}
