package escape_test

import (
	"os"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0031/ownparams"
	"fixtures/omcg0031/ownparams/api"
)

// OMCG0031 on a tool of the server's own type whose handler reads
// params.Arguments: a name of "--server=…" is kubectl's option through
// describe_pod, and not through describe_pod_ended.
func TestOptionInjectionOwnParams(t *testing.T) {
	marker := fakeKubectl(t)
	cs := connect(t, func(s *mcp.Server) { api.Register(s, ownparams.Tools()) })
	const attacker = "http://attacker.example"
	for tool, flagged := range map[string]bool{"describe_pod": true, "describe_pod_ended": false} {
		os.Remove(marker)
		call(t, cs, tool, map[string]any{"name": "--server=" + attacker})
		got, _ := os.ReadFile(marker)
		if escaped := strings.TrimSpace(string(got)) == attacker; escaped != flagged {
			t.Errorf("%s: kubectl read --server= as its option: %v, want %v", tool, escaped, flagged)
		}
	}
}
