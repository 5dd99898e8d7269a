package escape_test

import (
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/cmddir"
)

// OMCG0029 through the folder a program runs in: the app ".." makes
// ls_in list the folder above the apps, where the secret is; ls_local
// refuses it, and both list an app inside.
func TestPathEscapeCommandDir(t *testing.T) {
	_, apps := shareBesideSibling(t) // apps/hello.txt; ../secret.txt beside it
	cs := connect(t, func(s *mcp.Server) { cmddir.Register(s, &cmddir.Apps{Root: apps}) })
	for tool, flagged := range map[string]bool{"ls_in": true, "ls_local": false} {
		text, _ := call(t, cs, tool, map[string]any{"app": ".."})
		if got := strings.Contains(text, "secret.txt"); got != flagged {
			t.Errorf("%s: .. listed the folder above the apps: %v, want %v (%q)", tool, got, flagged, text)
		}
		if text, _ := call(t, cs, tool, map[string]any{"app": "."}); !strings.Contains(text, "hello.txt") {
			t.Errorf("%s: the apps folder was not listed: %q", tool, text)
		}
	}
}
