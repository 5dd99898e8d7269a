package escape_test

import (
	"os"
	"strings"
	"testing"

	"fixtures/omcg0031/anyin"
)

// OMCG0031 on go-sdk tools whose In is any: a name of "--server=…" is
// kubectl's option through describe_any, and not through
// describe_any_ended.
func TestOptionInjectionAnyIn(t *testing.T) {
	marker := fakeKubectl(t)
	cs := connect(t, anyin.Register)
	const attacker = "http://attacker.example"
	for tool, flagged := range map[string]bool{"describe_any": true, "describe_any_ended": false} {
		os.Remove(marker)
		call(t, cs, tool, map[string]any{"name": "--server=" + attacker})
		got, _ := os.ReadFile(marker)
		if escaped := strings.TrimSpace(string(got)) == attacker; escaped != flagged {
			t.Errorf("%s: kubectl read --server= as its option: %v, want %v", tool, escaped, flagged)
		}
	}
}
