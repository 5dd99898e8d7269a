package escape_test

import (
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	dispatch29 "fixtures/omcg0029/dispatch"
)

// OMCG0029 on one handler that dispatches on the name the client
// called: "../secret.txt" leaves the notes folder through read_note (the
// tool reported) and not through the tools the same handler serves
// otherwise (list_notes, note_size read it as text, stat_note checks it).
func TestPathEscapeDispatch(t *testing.T) {
	_, base := notesBesideSecret(t)
	cs := connectMark(t, func(s *server.MCPServer) { dispatch29.Register(s, base) })
	hostile := map[string]any{"name": "../secret.txt"}
	for tool, flagged := range map[string]bool{"read_note": true, "list_notes": false, "note_size": false, "stat_note": false} {
		text, _ := call(t, cs, tool, hostile)
		if escaped := strings.Contains(text, "TOP SECRET"); escaped != flagged {
			t.Errorf("%s: read the file outside the notes folder: %v, want %v (%q)", tool, escaped, flagged, text)
		}
	}
}
