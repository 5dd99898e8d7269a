package escape_test

import (
	"testing"

	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	factory29 "fixtures/omcg0029/factory"
)

// OMCG0029 on handlers made by factories (tools.ReadHandler(root), a
// method value returned by notes.Handler(), a go-sdk typed handler, and
// a factory that returns one of two handlers by a flag): "../" leaves the
// folder each closes over, while the handlers the code leaves alone (a
// local-name check, an os.Root, the strict branch of the picked factory)
// do not read the file beside it. mcp-go over Streamable HTTP, the
// go-sdk in memory, each called with the go-sdk's client.
func TestPathEscapeFactory(t *testing.T) {
	_, base := notesBesideSecret(t)
	hostile := map[string]any{"name": "../secret.txt"}

	loose := connectMark(t, func(s *server.MCPServer) { factory29.RegisterMark(s, base, false) })
	strict := connectMark(t, func(s *server.MCPServer) { factory29.RegisterMark(s, base, true) })
	sdk := connect(t, func(s *mcp.Server) { factory29.RegisterSDK(s, base) })

	for _, tc := range []struct {
		cs      *mcp.ClientSession
		what    string
		tool    string
		flagged bool
	}{
		{loose, "", "read_factory", true},
		{loose, "", "read_factory_method", true},
		{loose, "picked, not strict", "read_factory_picked", true},
		{strict, "picked, strict", "read_factory_picked", false},
		{loose, "", "read_factory_safe", false},
		{sdk, "", "read_factory_typed", true},
		{sdk, "", "read_factory_typed_method", true},
		{sdk, "", "read_factory_typed_safe", false},
	} {
		what := tc.tool
		if tc.what != "" {
			what += " (" + tc.what + ")"
		}
		text, _ := call(t, tc.cs, tc.tool, hostile)
		judgeRead(t, what, text, tc.flagged)
	}
}
