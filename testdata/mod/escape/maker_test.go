package escape_test

import (
	"strings"
	"testing"

	"fixtures/omcg0029/maker"
)

// OMCG0029 on a tool made with its handler by a function of the server's,
// its definition built from an options struct, registered in a loop
// through a logging wrapper: a name with ".." leaves the root folder; the
// tool that checks filepath.IsLocal refuses it.
func TestPathThroughToolMaker(t *testing.T) {
	_, root := notesBesideSecret(t)
	maker.Root = root
	cs := connectMark(t, maker.Register)
	if text, _ := call(t, cs, "read", map[string]any{"name": "../secret.txt", "where": "x"}); !strings.Contains(text, "TOP SECRET") {
		t.Errorf("read: the file outside the root was not read: %q", text)
	}
	if text, isErr := call(t, cs, "peek", map[string]any{"name": "../secret.txt"}); !isErr || strings.Contains(text, "TOP SECRET") {
		t.Errorf("peek: the file outside the root was read: %q", text)
	}
}
