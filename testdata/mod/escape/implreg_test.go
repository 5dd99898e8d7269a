package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/implreg/app"
)

// OMCG0029 on a tool registered through the interface its implementation
// satisfies (tools.Register(s, impl.Read{Root: root}) calls i.Definition()
// and i.Handler()): a name with ".." leaves the root; the implementation
// that checks filepath.IsLocal refuses it.
func TestPathEscapeThroughToolImpl(t *testing.T) {
	dir := t.TempDir()
	root := filepath.Join(dir, "root")
	if err := os.Mkdir(root, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "secret.txt"), []byte("SECRET!"), 0o600); err != nil {
		t.Fatal(err)
	}
	cs := connect(t, func(s *mcp.Server) { app.Register(s, root) })
	if text, _ := call(t, cs, "read_impl", map[string]any{"name": "../secret.txt"}); !strings.Contains(text, "SECRET!") {
		t.Errorf("read_impl: the file outside the root was not read: %q", text)
	}
	if text, failed := call(t, cs, "peek_impl", map[string]any{"name": "../secret.txt"}); !failed || strings.Contains(text, "SECRET") {
		t.Errorf("peek_impl: the file outside the root was read: %q", text)
	}
}
