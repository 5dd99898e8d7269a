package escape_test

import (
	"strings"
	"testing"

	"fixtures/omcg0029/legacy"
)

// OMCG0029 on handlers of the arguments map alone, registered through an
// adapter and a panic guard: a name with ".." leaves the root; the
// handler that checks filepath.IsLocal refuses it.
func TestPathEscapeLegacyAdapter(t *testing.T) {
	_, root := notesBesideSecret(t)
	old := legacy.Root
	legacy.Root = root
	t.Cleanup(func() { legacy.Root = old })
	cs := connectMark(t, legacy.Register)
	if text, _ := call(t, cs, "legacy_read", map[string]any{"name": "../secret.txt"}); !strings.Contains(text, "TOP SECRET") {
		t.Errorf("legacy_read: the file outside the root was not read: %q", text)
	}
	if text, isErr := call(t, cs, "legacy_peek", map[string]any{"name": "../secret.txt"}); !isErr || strings.Contains(text, "SECRET") {
		t.Errorf("legacy_peek: the file outside the root was read: %q", text)
	}
}
