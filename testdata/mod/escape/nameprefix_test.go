package escape_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	nameprefix29 "fixtures/omcg0029/nameprefix"
)

// OMCG0029 behind a prefix check of a name: "rule-/../../planted" starts
// with "rule-" and install_rule writes it beside the rules folder;
// install_rule_local, which also checks filepath.IsLocal, refuses it.
func TestPathEscapeNamePrefix(t *testing.T) {
	dir := t.TempDir()
	rules := filepath.Join(dir, "rules")
	if err := os.Mkdir(rules, 0o755); err != nil {
		t.Fatal(err)
	}
	cs := connect(t, func(s *mcp.Server) { (&nameprefix29.Rules{Dir: rules}).Register(s) })
	call(t, cs, "install_rule_local", map[string]any{"name": "rule-/../../planted", "text": "x"})
	if _, err := os.Stat(filepath.Join(dir, "planted.mdc")); err == nil {
		t.Fatal("install_rule_local (not flagged) wrote beside the rules folder")
	}
	call(t, cs, "install_rule", map[string]any{"name": "rule-/../../planted", "text": "x"})
	if _, err := os.Stat(filepath.Join(dir, "planted.mdc")); err != nil {
		t.Errorf("install_rule did not write beside the rules folder: %v", err)
	}
}
