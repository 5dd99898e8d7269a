package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0029/ownregistry"
)

// OMCG0029 on a tool registered through the project's own registry (the
// pair kept in a list, registered through an interface): read_file reads
// "../secret.txt" above the folder; read_local refuses it; both read a
// file inside.
func TestPathEscapeOwnRegistry(t *testing.T) {
	dir := t.TempDir()
	root := filepath.Join(dir, "root")
	if err := os.Mkdir(root, 0o755); err != nil {
		t.Fatal(err)
	}
	for f, text := range map[string]string{filepath.Join(dir, "secret.txt"): "TOP SECRET", filepath.Join(root, "hello.txt"): "HELLO"} {
		if err := os.WriteFile(f, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	cs := connectMark(t, func(s *server.MCPServer) { ownregistry.Register(s, ownregistry.NewFiles(root)) })
	for tool, flagged := range map[string]bool{"read_file": true, "read_local": false} {
		text, _ := call(t, cs, tool, map[string]any{"name": "../secret.txt"})
		if got := strings.Contains(text, "TOP SECRET"); got != flagged {
			t.Errorf("%s: ../secret.txt read above the folder: %v, want %v (%q)", tool, got, flagged, text)
		}
		if text, _ := call(t, cs, tool, map[string]any{"name": "hello.txt"}); !strings.Contains(text, "HELLO") {
			t.Errorf("%s: the file inside the folder was not read: %q", tool, text)
		}
	}
}
