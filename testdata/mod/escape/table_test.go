package escape_test

import (
	"testing"

	"github.com/mark3labs/mcp-go/server"

	table29 "fixtures/omcg0029/table"
)

// OMCG0029 on mcp-go tools registered in a loop over a table of names,
// served by one dispatcher: whichever name the model calls, "../" leaves
// the notes folder; the tool that requires a local name refuses it.
// mcp-go over Streamable HTTP, called with the go-sdk's client.
func TestPathEscapeTable(t *testing.T) {
	_, base := notesBesideSecret(t)
	t.Setenv("NOTES_TOOLS", "read_archived")
	cs := connectMark(t, func(s *server.MCPServer) {
		table29.Register(s, base)
		table29.RegisterNamed(s, base)
	})
	hostile := map[string]any{"name": "../../secret.txt"}
	for _, tc := range []struct {
		tool    string
		flagged bool
	}{
		{"read_draft", true},
		{"read_final", true},
		{"read_archived", true},
		{"read_draft_local", false},
	} {
		text, _ := call(t, cs, tc.tool, hostile)
		judgeRead(t, tc.tool, text, tc.flagged)
	}
}
