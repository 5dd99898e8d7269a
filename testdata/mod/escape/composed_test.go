package escape_test

import (
	"log/slog"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	composed29 "fixtures/omcg0029/composed"
)

// OMCG0029 through a middleware made of other generic middleware
// (recovery, then logging): "../" leaves the notes folder whichever way
// Wrap composes them; the tool that requires a local name refuses it.
func TestPathEscapeComposedMiddleware(t *testing.T) {
	for _, logger := range []*slog.Logger{nil, slog.New(slog.DiscardHandler)} {
		_, base := notesBesideSecret(t)
		cs := connect(t, func(s *mcp.Server) { composed29.Register(s, base, logger) })
		hostile := map[string]any{"name": "../secret.txt"}
		if text, _ := call(t, cs, "read_note", hostile); !strings.Contains(text, "TOP SECRET") {
			t.Errorf("read_note (logger %v): the file outside the base folder was not read: %q", logger != nil, text)
		}
		if text, _ := call(t, cs, "read_local_note", hostile); strings.Contains(text, "TOP SECRET") {
			t.Errorf("read_local_note (not flagged, logger %v): the file outside the base folder was read", logger != nil)
		}
	}
}
