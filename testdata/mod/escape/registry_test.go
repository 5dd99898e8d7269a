package escape_test

import (
	"os"
	"strings"
	"testing"

	"fixtures/omcg0031/registry/serve"
)

// OMCG0031 on a tool run by its type's Execute, which the server's one
// handler calls after looking the tool up by name: a name of
// "--server=…" is taken by kubectl as its option through describe and
// planned, and not through describe_ended, which puts "--" first.
func TestOptionInjectionRegistry(t *testing.T) {
	marker := fakeKubectl(t)
	cs := connect(t, serve.Register)
	const attacker = "http://attacker.example"
	for tool, flagged := range map[string]bool{"describe": true, "planned": true, "describe_ended": false} {
		os.Remove(marker)
		call(t, cs, tool, map[string]any{"name": "--server=" + attacker})
		got, _ := os.ReadFile(marker)
		if escaped := strings.TrimSpace(string(got)) == attacker; escaped != flagged {
			t.Errorf("%s: kubectl read --server= as its option: %v, want %v", tool, escaped, flagged)
		}
	}
}
