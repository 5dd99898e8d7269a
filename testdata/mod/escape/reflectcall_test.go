package escape_test

import (
	"testing"

	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0029/reflectcall"
)

// OMCG0029 through a constructor that calls the handler of the decoded
// arguments by reflection (reflectcall.MustTool): "../secret.txt" leaves
// the folder of read_reflected, and read_reflected_local refuses it.
// mcp-go over Streamable HTTP, called with the go-sdk's client.
func TestPathEscapeReflectCall(t *testing.T) {
	_, base := notesBesideSecret(t)
	cs := connectMark(t, func(s *server.MCPServer) { reflectcall.Register(s, base) })
	hostile := map[string]any{"name": "../secret.txt"}
	for tool, flagged := range map[string]bool{"read_reflected": true, "read_reflected_local": false} {
		text, _ := call(t, cs, tool, hostile)
		judgeRead(t, tool, text, flagged)
	}
}
