package escape_test

import (
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/relbase"
)

// OMCG0029 past a check relative to a folder the model names: the app
// ".." moves the app's folder, and the file held to it, out of the apps
// folder, and read_app and read_inline read the secret beside it;
// read_checked, which holds the app's folder to the apps folder too, and
// read_shared, whose app folder is the code's, refuse. A file's name
// that climbs is refused by all four, and the three that take any app
// read a file inside.
func TestPathEscapeRelativeToModelFolder(t *testing.T) {
	_, apps := shareBesideSibling(t) // apps/hello.txt; ../secret.txt beside it
	cs := connect(t, func(s *mcp.Server) { relbase.Register(s, &relbase.Apps{Root: apps}) })
	upApp := map[string]any{"app": "..", "file": "secret.txt"}
	upFile := map[string]any{"app": "x", "file": "../../secret.txt"}
	for tool, flagged := range map[string]bool{"read_app": true, "read_inline": true, "read_checked": false, "read_shared": false} {
		text, _ := call(t, cs, tool, upApp)
		if got := strings.Contains(text, "TOP SECRET"); got != flagged {
			t.Errorf("%s: app %q read outside the apps folder: %v, want %v (%q)", tool, upApp["app"], got, flagged, text)
		}
		if text, _ := call(t, cs, tool, upFile); strings.Contains(text, "TOP SECRET") {
			t.Errorf("%s: file %q read outside the app's folder", tool, upFile["file"])
		}
	}
	inside := map[string]any{"app": ".", "file": "hello.txt"}
	for _, tool := range []string{"read_app", "read_inline", "read_checked"} {
		if text, _ := call(t, cs, tool, inside); !strings.Contains(text, "HELLO") {
			t.Errorf("%s: the app's file was not read: %q", tool, text)
		}
	}
}
