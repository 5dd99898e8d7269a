package escape_test

import (
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0029/categories"
)

// OMCG0029 on tools of categories handed out as an interface and
// registered in a loop: cat_read reads outside the root with ".."; cat_note
// refuses a name that is not local.
func TestPathEscapeCategories(t *testing.T) {
	_, root := notesBesideSecret(t)
	cs := connectMark(t, func(s *server.MCPServer) { categories.Register(s, categories.New(root)) })
	if text, _ := call(t, cs, "cat_read", map[string]any{"name": "../secret.txt"}); !strings.Contains(text, "TOP SECRET") {
		t.Errorf("cat_read: the file outside the root was not read: %q", text)
	}
	if text, isErr := call(t, cs, "cat_note", map[string]any{"name": "../secret.txt"}); !isErr || strings.Contains(text, "SECRET") {
		t.Errorf("cat_note: the file outside the root was read: %q", text)
	}
}
