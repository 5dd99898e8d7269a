package escape_test

import (
	"strings"
	"testing"

	roundtrip29 "fixtures/omcg0029/roundtrip"
)

// OMCG0029 on arguments decoded by a JSON round trip in a helper of the
// server's own: "../" in the name leaves the notes folder, served by
// mcp-go over Streamable HTTP and called with the go-sdk's client; the
// tool that checks filepath.IsLocal refuses it.
func TestPathEscapeRoundTrip(t *testing.T) {
	_, base := notesBesideSecret(t)
	cs := connectMark(t, (&roundtrip29.Notes{Root: base}).Register)
	hostile := map[string]any{"name": "../secret.txt"}
	if text, _ := call(t, cs, "read_note", hostile); !strings.Contains(text, "TOP SECRET") {
		t.Errorf("read_note: the file outside the base folder was not read: %q", text)
	}
	if text, _ := call(t, cs, "read_note_local", hostile); strings.Contains(text, "TOP SECRET") {
		t.Errorf("read_note_local (not flagged) read the file outside the base folder: %q", text)
	}
}
