package escape_test

import (
	"context"
	"net/http/httptest"
	"testing"

	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	decoded29 "fixtures/omcg0029/decoded"
)

// connectMark serves what register adds to an mcp-go server over
// Streamable HTTP and returns a go-sdk client session on it.
func connectMark(t *testing.T, register func(*server.MCPServer)) *mcp.ClientSession {
	t.Helper()
	ms := server.NewMCPServer("fixture", "v0")
	register(ms)
	hs := httptest.NewServer(server.NewStreamableHTTPServer(ms))
	t.Cleanup(hs.Close)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v0"}, nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: hs.URL + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// OMCG0029 on arguments decoded into a struct: "../" in the field's
// argument leaves the base folder, on the go-sdk (a raw handler's
// json.Unmarshal, in memory) and on mcp-go (BindArguments, served over
// Streamable HTTP and called with the go-sdk's client).
func TestPathEscapeDecoded(t *testing.T) {
	_, base := notesBesideSecret(t)
	hostile := map[string]any{"name": "../secret.txt"}

	sdk := connect(t, func(s *mcp.Server) { decoded29.RegisterSDK(s, base) })
	mark := connectMark(t, func(s *server.MCPServer) { decoded29.RegisterMark(s, base) })

	for _, tc := range []struct {
		cs      *mcp.ClientSession
		tool    string
		flagged bool
	}{
		{sdk, "read_decoded", true},
		{sdk, "read_decoded_checked", false},
		{mark, "read_bound", true},
		{mark, "read_bound_base", false},
		{mark, "read_typed", true},
		{mark, "read_structured", true},
		{mark, "read_typed_base", false},
		{mark, "read_held", true},
	} {
		text, _ := call(t, tc.cs, tc.tool, hostile)
		judgeRead(t, tc.tool, text, tc.flagged)
	}
}
