package escape_test

import (
	"testing"

	"example.com/restclient"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	libescape33 "fixtures/omcg0033/libescape"
)

// OMCG0033 through a dependency's client that refuses ".." in a path: the
// client that pastes the rest as it is sends "x?admin=1" as the file x
// with a query of the model's; the one that escapes the path after the
// check asks for the file named "x?admin=1". Neither lets ".." through.
func TestRequestForgeryLibraryEscape(t *testing.T) {
	srv, take := recordingServer(t, false)
	c, err := restclient.New(srv.URL+"/api/", srv.Client())
	if err != nil {
		t.Fatal(err)
	}
	cs := connect(t, func(s *mcp.Server) { libescape33.Register(s, libescape33.NewAPI(c)) })
	call(t, cs, "raw_contents", map[string]any{"path": "x?admin=1"})
	if got := take(); len(got) != 1 || got[0] != "/api/repos/docs/contents/x" {
		t.Errorf("raw_contents: the query did not leave the path: %q", got)
	}
	call(t, cs, "contents", map[string]any{"path": "x?admin=1"})
	if got := take(); len(got) != 1 || got[0] != "/api/repos/docs/contents/x%3Fadmin=1" {
		t.Errorf("contents (not flagged): the path was not escaped: %q", got)
	}
	for _, tool := range []string{"raw_contents", "contents"} {
		call(t, cs, tool, map[string]any{"path": "../../admin"})
		if got := take(); len(got) != 0 {
			t.Errorf("%s: \"..\" reached the API: %q", tool, got)
		}
	}
}
