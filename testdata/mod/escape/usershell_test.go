package escape_test

import (
	"path/filepath"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0030/usershell"
)

// OMCG0030 through the user's shell: with SHELL set (to /bin/sh here) a
// target "x; touch <marker>" runs touch through stop (reported), not
// through stop_quoted, whose target is quoted for the shell.
func TestShellInjectionUserShell(t *testing.T) {
	t.Setenv("SHELL", "/bin/sh")
	dir := t.TempDir()
	cs := connect(t, func(s *mcp.Server) { usershell.Register(s) })
	for tool, flagged := range map[string]bool{"stop": true, "stop_quoted": false} {
		marker := filepath.Join(dir, tool+".planted")
		call(t, cs, tool, map[string]any{"target": "x; touch " + marker})
		if ran := exists(marker); ran != flagged {
			t.Errorf("%s: the model's command ran: %v, want %v", tool, ran, flagged)
		}
	}
}
