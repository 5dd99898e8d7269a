package escape_test

import (
	"strings"
	"testing"

	"fixtures/omcg0029/prefixchain"
)

// OMCG0029 on a path held to one of two folders by prefix checks written
// one after the other: /srv/docs-evil/x passes the check of /srv/docs and
// reaches the file system (the read fails only because no such file is
// here); the tool whose prefixes end with the separator refuses it before
// any read.
func TestPathEscapePrefixChain(t *testing.T) {
	cs := connect(t, (&prefixchain.Server{}).Register)
	const sibling = "/srv/docs-evil/x"
	text, _ := call(t, cs, "read_loose", map[string]any{"path": sibling})
	if strings.Contains(text, "outside the allowed folders") || !strings.Contains(text, "no such file") {
		t.Errorf("read_loose %s: want the file read (and not found), got %q", sibling, text)
	}
	text, _ = call(t, cs, "read_strict", map[string]any{"path": sibling})
	if !strings.Contains(text, "outside the allowed folders") {
		t.Errorf("read_strict (not flagged) %s: want it refused, got %q", sibling, text)
	}
}
