package escape_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/allowedloop"
)

// OMCG0029 past a check of the allowed folders made in a loop: the
// sibling folder "share-evil" passes the prefix without the separator
// and its file is read through read_loose; read_checked, which compares
// the folder and a separator, refuses it. Both read a file inside.
func TestPathEscapeAllowedLoop(t *testing.T) {
	_, share := shareBesideSibling(t)
	cs := connect(t, func(s *mcp.Server) { allowedloop.Register(s, allowedloop.NewFiles(share)) })
	sibling := map[string]any{"path": share + "-evil/x"}
	inside := map[string]any{"path": filepath.Join(share, "hello.txt")}
	for tool, flagged := range map[string]bool{"read_loose": true, "read_checked": false} {
		text, _ := call(t, cs, tool, sibling)
		if got := strings.Contains(text, "TOP SECRET"); got != flagged {
			t.Errorf("%s: %s read outside the allowed folder: %v, want %v (%q)", tool, sibling["path"], got, flagged, text)
		}
		if text, _ := call(t, cs, tool, inside); !strings.Contains(text, "HELLO") {
			t.Errorf("%s: the file inside the allowed folder was not read: %q", tool, text)
		}
	}
}
