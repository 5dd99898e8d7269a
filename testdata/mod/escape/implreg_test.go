package escape_test

import (
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
	_, root := notesBesideSecret(t)
	cs := connect(t, func(s *mcp.Server) { app.Register(s, root) })
	if text, _ := call(t, cs, "read_impl", map[string]any{"name": "../secret.txt"}); !strings.Contains(text, "TOP SECRET") {
		t.Errorf("read_impl: the file outside the root was not read: %q", text)
	}
	if text, failed := call(t, cs, "peek_impl", map[string]any{"name": "../secret.txt"}); !failed || strings.Contains(text, "SECRET") {
		t.Errorf("peek_impl: the file outside the root was read: %q", text)
	}
}
