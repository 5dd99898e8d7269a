package escape_test

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/helpermeta"
)

// OMCG0029 on go-sdk tools whose *mcp.Tool a helper makes: "../secret.txt"
// is read through read_meta, and refused by read_meta_local.
func TestPathEscapeHelperMeta(t *testing.T) {
	_, base := notesBesideSecret(t)
	cs := connect(t, func(s *mcp.Server) { helpermeta.Register(s, base) })
	hostile := map[string]any{"name": "../secret.txt"}
	for tool, flagged := range map[string]bool{"read_meta": true, "read_meta_local": false} {
		text, _ := call(t, cs, tool, hostile)
		judgeRead(t, tool, text, flagged)
	}
}
