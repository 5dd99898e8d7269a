package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/predicates"
	"fixtures/omcg0029/predicates/vault"
)

// OMCG0029 through predicates of another package: a file outside the
// vault is read through the tools whose predicate lets it through (a
// prefix without the separator passes a sibling folder, a name's emptiness says
// nothing of where it leads, a test that refuses what passes), and
// refused by the one whose predicate holds the path to the vault
// (filepath.Rel's result refused when it climbs, lexically and once
// links are resolved), which mcpvet leaves alone.
func TestPathEscapePredicates(t *testing.T) {
	dir, base := notesBesideSecret(t)
	// A sibling folder whose name starts with the vault's.
	if err := os.MkdirAll(filepath.Join(dir, "notes-evil"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes-evil", "secret.txt"), []byte("TOP SECRET"), 0o600); err != nil {
		t.Fatal(err)
	}
	cs := connect(t, func(s *mcp.Server) { predicates.Register(s, &vault.Vault{Base: base}) })
	for tool, name := range map[string]string{"read_prefixed": "../notes-evil/secret.txt", "read_named": "../secret.txt", "read_inverted": "../secret.txt"} {
		if text, _ := call(t, cs, tool, map[string]any{"name": name}); !strings.Contains(text, "TOP SECRET") {
			t.Errorf("%s (flagged): the file outside the vault was not read: %q", tool, text)
		}
	}
	for _, name := range []string{"../secret.txt", "../notes-evil/secret.txt"} {
		if text, _ := call(t, cs, "read_safe", map[string]any{"name": name}); strings.Contains(text, "TOP SECRET") {
			t.Errorf("read_safe (not flagged) read %s, outside the vault", name)
		}
	}
}
