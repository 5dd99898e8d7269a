package escape_test

import (
	"strings"
	"testing"

	"example.com/restclient"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	dep33 "fixtures/omcg0033/dependency"
)

// OMCG0033 through a dependency's API client: "../admin" climbs out of
// /api/users/ when the client resolves its path against its base URL;
// the client's escaped path keeps it in the name.
func TestRequestForgeryDependency(t *testing.T) {
	srv, take := recordingServer(t, false)
	c, err := restclient.New(srv.URL+"/api/", srv.Client())
	if err != nil {
		t.Fatal(err)
	}
	cs := connect(t, func(s *mcp.Server) { dep33.Register(s, dep33.NewAPI(c)) })
	call(t, cs, "get_user", map[string]any{"user": "../admin"})
	if got := take(); len(got) != 1 || got[0] != "/api/admin" {
		t.Errorf("get_user: the request did not reach /api/admin: %q", got)
	}
	if text, _ := call(t, cs, "template", map[string]any{"user": "../../etc/passwd"}); !strings.Contains(text, "no template loader") {
		t.Errorf("template (not flagged) loaded a file: %q", text)
	}
	call(t, cs, "get_user_escaped", map[string]any{"user": "../admin"})
	if got := take(); len(got) != 1 || !strings.HasPrefix(got[0], "/api/users/") {
		t.Errorf("get_user_escaped (not flagged): the request left /api/users/: %q", got)
	}
}
