package escape_test

import (
	"testing"

	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0029/methodpair/serve"
)

// OMCG0029 on a tool whose type gives its handler by a method of its
// own, registered from a registry in a loop of another package:
// "../secret.txt" reaches read_registered's handler and leaves its
// folder (served by mcp-go, called with the go-sdk's client);
// read_registered_local refuses it.
func TestPathEscapeMethodPair(t *testing.T) {
	_, base := notesBesideSecret(t)
	cs := connectMark(t, func(s *server.MCPServer) { serve.Register(s, base) })
	hostile := map[string]any{"name": "../secret.txt"}
	for tool, flagged := range map[string]bool{"read_registered": true, "read_registered_local": false} {
		text, _ := call(t, cs, tool, hostile)
		judgeRead(t, tool, text, flagged)
	}
}
