package escape_test

import (
	"testing"

	"github.com/mark3labs/mcp-go/server"

	"fixtures/omcg0029/filtered"
)

// OMCG0029 through a filter of the server's own that registers the
// handler each registration gives it: "../secret.txt" reaches
// read_filtered's typed handler and leaves its folder (served by mcp-go,
// called with the go-sdk's client); read_filtered_local refuses it. Both
// go through the filter, with nothing filtered and with both allowed.
func TestPathEscapeFiltered(t *testing.T) {
	_, base := notesBesideSecret(t)
	hostile := map[string]any{"name": "../secret.txt"}
	for _, f := range []*filtered.Filter{nil, filtered.AllowAll("read_filtered", "read_filtered_local")} {
		cs := connectMark(t, func(s *server.MCPServer) { filtered.Register(s, f, base) })
		for tool, flagged := range map[string]bool{"read_filtered": true, "read_filtered_local": false} {
			text, _ := call(t, cs, tool, hostile)
			judgeRead(t, tool, text, flagged)
		}
	}
}
