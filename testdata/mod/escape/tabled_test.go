package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0029/tabled"
	"fixtures/omcg0029/tabled/tools"
)

// OMCG0029 on tools kept in tables of another package and registered in
// a loop, through a closure and as they are: a name with ".." leaves the
// root folder.
func TestPathThroughToolTable(t *testing.T) {
	dir := t.TempDir()
	root := filepath.Join(dir, "root")
	if err := os.MkdirAll(root, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "secret.txt"), []byte("SECRET!"), 0o600); err != nil {
		t.Fatal(err)
	}
	tools.Root = root
	cs := connectMark(t, func(s *server.MCPServer) { tabled.Register(s, "notes") })
	if text, _ := call(t, cs, "read", map[string]any{"name": "../secret.txt"}); !strings.Contains(text, "SECRET!") {
		t.Errorf("read: the file outside the root was not read: %q", text)
	}
	if text, isErr := call(t, cs, "size", map[string]any{"name": "../secret.txt"}); isErr || text != "7" {
		t.Errorf("size: the file outside the root was not read: %q", text)
	}
}
