package escape_test

import (
	"context"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	execer32 "fixtures/omcg0032/execer"
)

// OMCG0032 through an interface of the server's own that a *sql.Conn
// implements: the quote in the owner changes the statement QueryContext
// runs; the placeholder's value does not.
func TestQueryInjectionExecer(t *testing.T) {
	rec, db := openRecorder(t)
	store, err := execer32.NewStore(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	cs := connect(t, func(s *mcp.Server) { execer32.Register(s, store) })
	const hostile = "x' OR '1'='1"
	rec.take()
	call(t, cs, "count_owned", map[string]any{"owner": hostile})
	if stmts := rec.take(); len(stmts) == 0 || !strings.Contains(stmts[0], "OR '1'='1'") {
		t.Errorf("count_owned: the statement was not changed: %q", stmts)
	}
	call(t, cs, "count_owned_safe", map[string]any{"owner": hostile})
	for _, q := range rec.take() {
		if strings.Contains(q, "OR") {
			t.Errorf("count_owned_safe (not flagged): the statement was changed: %q", q)
		}
	}
}
