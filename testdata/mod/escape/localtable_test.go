package escape_test

import (
	"strings"
	"testing"

	"fixtures/omcg0029/localtable"
)

// OMCG0029 on tools registered in a loop over a table of anonymous
// structs, each a tool and its handler: a name with ".." leaves the
// root; the handler that checks filepath.IsLocal refuses it.
func TestPathEscapeLocalTable(t *testing.T) {
	_, root := notesBesideSecret(t)
	h := &localtable.Handlers{Root: root}
	cs := connectMark(t, h.Register)
	if text, _ := call(t, cs, "read_table", map[string]any{"name": "../secret.txt"}); !strings.Contains(text, "TOP SECRET") {
		t.Errorf("read_table: the file outside the root was not read: %q", text)
	}
	if text, isErr := call(t, cs, "peek_table", map[string]any{"name": "../secret.txt"}); !isErr || strings.Contains(text, "SECRET") {
		t.Errorf("peek_table: the file outside the root was read: %q", text)
	}
}
