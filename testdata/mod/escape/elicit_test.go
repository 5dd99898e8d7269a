package escape_test

import (
	"context"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	elicit29 "fixtures/omcg0029/elicit"
)

// OMCG0029 on an elicitation's answer: the client answers the form with
// "../secret.txt", and the tool reads the file outside the notes folder,
// whether it asks with ServerSession.Elicit or the runtime's Elicit[T].
// The session speaks 2025-11-25, the last revision on which a server
// sends its own elicitation request while it serves a call.
func TestPathEscapeElicited(t *testing.T) {
	dir, _ := notesBesideSecret(t)
	answer := func(ctx context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
		return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"name": "../secret.txt"}}, nil
	}
	cs := connectWith(t, &mcp.ClientOptions{ElicitationHandler: answer}, &mcp.ClientSessionOptions{ProtocolVersion: "2025-11-25"}, func(s *mcp.Server) { elicit29.Register(s, dir) })
	for tool, flagged := range map[string]bool{"ask_note": true, "ask_note_typed": true, "ask_note_checked": false} {
		text, _ := call(t, cs, tool, map[string]any{})
		judgeRead(t, tool, text, flagged)
	}
}
