package escape_test

import (
	"path/filepath"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0030/background"
)

// OMCG0030 on a command run by a goroutine's func literal that captures
// it: a folder "$(touch <marker>)" runs touch through setup (reported),
// not through setup_quoted, whose folder is quoted for the shell.
func TestShellInjectionBackground(t *testing.T) {
	dir := t.TempDir()
	var jobs background.Jobs
	cs := connect(t, func(s *mcp.Server) { background.Register(s, &jobs, dir) })
	for tool, flagged := range map[string]bool{"setup": true, "setup_quoted": false} {
		marker := filepath.Join(dir, tool+".planted")
		call(t, cs, tool, map[string]any{"folder": "$(touch " + marker + ")"})
		jobs.Wait()
		if escaped := exists(marker); escaped != flagged {
			t.Errorf("%s: the model's command ran: %v, want %v", tool, escaped, flagged)
		}
	}
}
