package escape_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/storedroot"
)

// OMCG0029 past a prefix check over folders kept in a field: the
// constructor (or the method) that stores them cleaned leaves no
// separator at their end, and "<share>-evil/x" passes read_loose's and
// read_added's checks; read_tight's folders end with the separator and
// refuse it. read_given (the caller's folder as given, here without a
// separator) reads it too: mcpvet does not know how a caller's folder
// ends and stays silent there, which this proof shows is a miss when the
// caller gives none. All four read a file inside.
func TestPathEscapeStoredRoot(t *testing.T) {
	_, share := shareBesideSibling(t)
	loose, err := storedroot.NewLoose([]string{share})
	if err != nil {
		t.Fatal(err)
	}
	tight, err := storedroot.NewTight([]string{share})
	if err != nil {
		t.Fatal(err)
	}
	added := new(storedroot.Added)
	added.Allow(share)
	cs := connect(t, func(s *mcp.Server) { storedroot.Register(s, loose, tight, storedroot.NewGiven(share), added) })

	sibling := map[string]any{"path": share + "-evil/x"}
	inside := map[string]any{"path": filepath.Join(share, "hello.txt")}
	for tool, escapes := range map[string]bool{"read_loose": true, "read_added": true, "read_tight": false, "read_given": true} {
		text, _ := call(t, cs, tool, sibling)
		if got := strings.Contains(text, "TOP SECRET"); got != escapes {
			t.Errorf("%s: %s read outside the allowed folder: %v, want %v (%q)", tool, sibling["path"], got, escapes, text)
		}
		if text, _ := call(t, cs, tool, inside); !strings.Contains(text, "HELLO") {
			t.Errorf("%s: the file inside the allowed folder was not read: %q", tool, text)
		}
	}
}
