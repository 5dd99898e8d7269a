package escape_test

import (
	"testing"

	"github.com/mark3labs/mcp-go/server"

	pair29 "fixtures/omcg0029/pair"
)

// OMCG0029 on mcp-go tools declared by methods that return the tool with
// its handler, registered as s.AddTool(s.toolRead()): "../" leaves the
// notes folder through the handler the pair gives; the rooted one
// refuses it. mcp-go over Streamable HTTP, called with the go-sdk's
// client.
func TestPathEscapePair(t *testing.T) {
	_, base := notesBesideSecret(t)
	cs := connectMark(t, func(s *server.MCPServer) { pair29.Register(s, base) })
	hostile := map[string]any{"name": "../secret.txt"}
	text, _ := call(t, cs, "read_pair", hostile)
	judgeRead(t, "read_pair", text, true)
	text, _ = call(t, cs, "read_pair_rooted", hostile)
	judgeRead(t, "read_pair_rooted", text, false)
}
