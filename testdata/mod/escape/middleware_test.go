package escape_test

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/middleware"
	"fixtures/omcg0029/middleware/instrument"
)

// OMCG0029 through a registration of another package that wraps the
// handler in a middleware: "../secret.txt" reaches the wrapped handler
// of read_instrumented and leaves its folder; read_instrumented_local
// refuses it. Both calls go through the middleware.
func TestPathEscapeMiddleware(t *testing.T) {
	_, base := notesBesideSecret(t)
	cs := connect(t, func(s *mcp.Server) { middleware.Register(s, base) })
	before := instrument.Calls.Load()
	hostile := map[string]any{"name": "../secret.txt"}
	for tool, flagged := range map[string]bool{"read_instrumented": true, "read_instrumented_local": false} {
		text, _ := call(t, cs, tool, hostile)
		judgeRead(t, tool, text, flagged)
	}
	if n := instrument.Calls.Load() - before; n != 2 {
		t.Errorf("the middleware counted %d calls, want 2", n)
	}
}
