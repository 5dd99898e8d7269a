package escape_test

import (
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0032/settled"
)

// OMCG0032 on a helper's step behind a parameter: the tools that pass
// true (or a text to expect), or let the model choose, run the
// statement with the table's name in its text, changed by the hostile
// name; those that pass false or "" (not flagged) send the name only as
// a placeholder's value.
func TestQueryInjectionSettledStep(t *testing.T) {
	rec, conn := openRecorder(t)
	cs := connect(t, func(s *mcp.Server) { settled.Register(s, &settled.Store{DB: conn}) })
	const hostile = "notes UNION SELECT password FROM users"
	for tool, flagged := range map[string]bool{
		"count": false, "count_via": false, "count_plain": false,
		"count_checked": true, "count_asked": true, "count_expecting": true,
	} {
		rec.take()
		call(t, cs, tool, map[string]any{"table": hostile, "check": true})
		changed := false
		for _, q := range rec.take() {
			changed = changed || strings.Contains(q, "UNION")
		}
		if changed != flagged {
			t.Errorf("%s: a statement's text was changed: %v, want %v", tool, changed, flagged)
		}
	}
}
