package escape_test

import (
	"os/exec"
	"strings"
	"testing"

	"fixtures/omcg0031/toollist"
)

// OMCG0031 through mcp-go tools another package declares as variables,
// listed beside their handlers and registered with AddTools: search's
// handler gives grep the target "--version" as its option; search_ended
// puts it after "--".
func TestOptionThroughToolList(t *testing.T) {
	if _, err := exec.LookPath("grep"); err != nil {
		t.Skip("no grep")
	}
	cs := connectMark(t, toollist.New().AddTools)
	for _, tc := range []struct {
		tool    string
		flagged bool
	}{
		{"search", true},
		{"search_ended", false},
	} {
		text, _ := call(t, cs, tc.tool, map[string]any{"target": "--version"})
		if option := strings.Contains(text, "GNU grep"); option != tc.flagged {
			t.Errorf("%s: grep read the target --version as its option: %v, want %v (%q)", tc.tool, option, tc.flagged, text)
		}
	}
}
