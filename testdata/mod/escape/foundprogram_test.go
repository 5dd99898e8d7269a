package escape_test

import (
	"os"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0031/foundprogram"
)

// OMCG0031 on a program the server finds on PATH at start-up and keeps
// in a field: container_remove gives the model's name to podman as an
// argument, and "--all=yes" reaches it as an option; container_stop puts
// "--" first, and podman reads the same value as a name.
func TestOptionInjectionFoundProgram(t *testing.T) {
	marker := fakeCLI(t, "podman", "--all")
	cli, err := foundprogram.NewCLI()
	if err != nil {
		t.Fatal(err)
	}
	cs := connect(t, func(s *mcp.Server) { foundprogram.Register(s, cli) })
	for tool, flagged := range map[string]bool{"container_remove": true, "container_stop": false} {
		os.Remove(marker)
		call(t, cs, tool, map[string]any{"name": "--all=yes"})
		got, _ := os.ReadFile(marker)
		if read := strings.TrimSpace(string(got)) == "yes"; read != flagged {
			t.Errorf("%s: podman read --all= as its option: %v, want %v", tool, read, flagged)
		}
	}
}
