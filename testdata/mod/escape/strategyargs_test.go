package escape_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0031/strategyargs"
	"fixtures/omcg0031/strategyargs/runner"
)

// OMCG0031 through a runner that puts a strategy's arguments first
// (grep -n -e PATTERN, then the caller's): the file "--version" is
// grep's option. After the ending strategy's "--" it is a file name.
func TestOptionAfterStrategyArgs(t *testing.T) {
	if _, err := exec.LookPath("grep"); err != nil {
		t.Skip("no grep")
	}
	for _, count := range []bool{false, true} {
		cs := connectMark(t, func(s *server.MCPServer) { strategyargs.Register(s, runner.New("TODO", count)) })
		for _, tc := range []struct {
			tool    string
			flagged bool
		}{
			{"search_file", true},
			{"search_file_ended", false},
		} {
			text, _ := call(t, cs, tc.tool, map[string]any{"file": "--version"})
			if option := strings.Contains(text, "GNU grep"); option != tc.flagged {
				t.Errorf("%s (count %v): grep read the file --version as its option: %v, want %v (%q)", tc.tool, count, option, tc.flagged, text)
			}
		}
	}
}
