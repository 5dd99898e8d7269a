package escape_test

import (
	"context"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/diroffers"
	offers29 "fixtures/omcg0029/offers"
)

// prompt gets a prompt with args and returns its messages' text (or the
// error's).
func prompt(t *testing.T, cs *mcp.ClientSession, name string, args map[string]string) string {
	t.Helper()
	res, err := cs.GetPrompt(context.Background(), &mcp.GetPromptParams{Name: name, Arguments: args})
	if err != nil {
		return err.Error()
	}
	var b strings.Builder
	for _, m := range res.Messages {
		if tc, ok := m.Content.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// resource reads a resource and returns its text (or the error's).
func resource(t *testing.T, cs *mcp.ClientSession, uri string) string {
	t.Helper()
	res, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: uri})
	if err != nil {
		return err.Error()
	}
	var b strings.Builder
	for _, c := range res.Contents {
		b.WriteString(c.Text)
	}
	return b.String()
}

// judgeRead fails the test when what read the secret beside the notes
// folder (text holds it) and is not flagged, or is flagged and did not.
func judgeRead(t *testing.T, what, text string, flagged bool) {
	t.Helper()
	switch escaped := strings.Contains(text, "TOP SECRET"); {
	case flagged && !escaped:
		t.Errorf("%s: the file outside the base folder was not read: %q", what, text)
	case !flagged && escaped:
		t.Errorf("%s (not flagged) read the file outside the base folder", what)
	}
}

// OMCG0029 on a prompt's arguments and a resource template's variables:
// the client chooses both, and "../" leaves the notes folder, on the
// go-sdk (in memory) and on mcp-go (over Streamable HTTP), each asked by
// the go-sdk's client.
func TestPathEscapeOffers(t *testing.T) {
	dir, _ := notesBesideSecret(t)
	sdk := connect(t, func(s *mcp.Server) { offers29.RegisterSDK(s, dir) })
	mark := connectMark(t, func(s *server.MCPServer) { offers29.RegisterMark(s, dir) })
	hostile := map[string]string{"name": "../secret.txt"}
	for _, tc := range []struct {
		what    string
		text    string
		flagged bool
	}{
		{"prompt review_note", prompt(t, sdk, "review_note", hostile), true},
		{"prompt review_checked", prompt(t, sdk, "review_checked", hostile), false},
		{"template notes:///{+path}", resource(t, sdk, "notes:///../secret.txt"), true},
		{"template base:///{+path}", resource(t, sdk, "base:///../secret.txt"), false},
		{"mcp-go prompt mark_review", prompt(t, mark, "mark_review", hostile), true},
		{"mcp-go prompt mark_review_checked", prompt(t, mark, "mark_review_checked", hostile), false},
		{"mcp-go template mark:///{+path}", resource(t, mark, "mark:///../secret.txt"), true},
		{"mcp-go template markuri:///{+path}", resource(t, mark, "markuri:///../secret.txt"), true},
	} {
		judgeRead(t, tc.what, tc.text, tc.flagged)
	}
}

// The same through //mcp:prompt and //mcp:resource funcs, registered by
// their mcpvet_gen.go on mcpvet's runtime, which takes a template's
// variable out of the URI unescaped: %2F is a "/".
func TestPathEscapeDirectiveOffers(t *testing.T) {
	dir, _ := notesBesideSecret(t)
	diroffers.Base = dir
	cs := connect(t, func(s *mcp.Server) { diroffers.RegisterPrompts(s); diroffers.RegisterResources(s) })
	for _, tc := range []struct {
		what    string
		text    string
		flagged bool
	}{
		{"prompt review_note_directive", prompt(t, cs, "review_note_directive", map[string]string{"name": "../secret.txt"}), true},
		{"prompt review_kind", prompt(t, cs, "review_kind", map[string]string{"kind": "../secret.txt"}), false},
		{"template note:///{name}", resource(t, cs, "note:///..%2Fsecret.txt"), true},
		{"template checked:///{name}", resource(t, cs, "checked:///..%2Fsecret.txt"), false},
	} {
		judgeRead(t, tc.what, tc.text, tc.flagged)
	}
}
