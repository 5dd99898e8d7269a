package escape_test

import (
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	pieces32 "fixtures/omcg0032/pieces"
)

// OMCG0032 on a query built piece by piece (JSON text decoded inside a
// test that it is not empty, text written into a strings.Builder or a
// bytes.Buffer after the code's): a second statement rides on the
// argument to the database; the tool that decodes only its own canned
// text refuses it, and the placeholder's value stays a value.
func TestQueryPieces(t *testing.T) {
	rec, conn := openRecorder(t)
	cs := connectMark(t, func(s *server.MCPServer) { pieces32.Register(s, &pieces32.Store{DB: conn}) })
	const drop = "DROP TABLE notes"
	for _, tc := range []struct {
		tool    string
		args    map[string]any
		flagged bool
	}{
		{"joined", map[string]any{"join_tables": `[{"table":"tags","on":"1=1; ` + drop + `"}]`}, true},
		{"decoded_on", map[string]any{"on": `"1=1; ` + drop + `"`}, true},
		{"built", map[string]any{"where": "1=1; " + drop}, true},
		{"printed", map[string]any{"tags": "x'; " + drop + "; --"}, true},
		{"canned_on", map[string]any{"on": `"1=1; ` + drop + `"`}, false},
		{"placeholders", map[string]any{"tag": "x'; " + drop + "; --"}, false},
	} {
		rec.take()
		call(t, cs, tc.tool, tc.args)
		stmts := rec.take()
		dropped := len(stmts) > 0 && strings.Contains(stmts[0], drop)
		if dropped != tc.flagged {
			t.Errorf("%s: statements %q; want the second statement to reach the database: %v", tc.tool, stmts, tc.flagged)
		}
	}
}
