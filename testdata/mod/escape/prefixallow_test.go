package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0030/prefixallow"
)

// OMCG0030 past a check that a command line starts with one of the
// operator's allowed commands: "echo hi; touch <marker>" starts with
// echo, and run_prefixed's shell runs the touch too; run_whole, which
// allows whole lines only, refuses it, and both run an allowed line.
func TestShellInjectionPrefixAllowList(t *testing.T) {
	marker := filepath.Join(t.TempDir(), "pwned")
	cmds := prefixallow.NewCommands("echo hi", "date")
	cs := connect(t, func(s *mcp.Server) { prefixallow.Register(s, cmds) })
	line := "echo hi; touch " + marker
	for tool, flagged := range map[string]bool{"run_prefixed": true, "run_whole": false} {
		os.Remove(marker)
		call(t, cs, tool, map[string]any{"command": line})
		_, err := os.Stat(marker)
		if ran := err == nil; ran != flagged {
			t.Errorf("%s %q: the shell ran the command after ';': %v, want %v", tool, line, ran, flagged)
		}
		if text, _ := call(t, cs, tool, map[string]any{"command": "echo hi"}); !strings.Contains(text, "hi") {
			t.Errorf("%s: the allowed line was not run: %q", tool, text)
		}
	}
}
