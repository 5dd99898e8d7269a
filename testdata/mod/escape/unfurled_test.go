package escape_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	unfurled31 "fixtures/omcg0031/unfurled"
)

// OMCG0031 on words a helper returns in a struct: "grep --version"
// passes the allow-list of programs and grep reads --version as its
// option; the tool that refuses words starting with "-" does not run it,
// and after the "--" of the other, grep reads it as its pattern.
func TestOptionUnfurled(t *testing.T) {
	if _, err := exec.LookPath("grep"); err != nil {
		t.Skip("no grep")
	}
	cs := connectMark(t, func(s *server.MCPServer) { unfurled31.Register(s) })
	for _, tc := range []struct {
		tool    string
		flagged bool
	}{
		{"run_unfurled", true},
		{"run_plain", false},
		{"run_ended", false},
	} {
		text, _ := call(t, cs, tc.tool, map[string]any{"command": "grep --version"})
		if option := strings.Contains(text, "GNU grep"); option != tc.flagged {
			t.Errorf("%s: grep read --version as its option: %v, want %v (%q)", tc.tool, option, tc.flagged, text)
		}
	}
}
