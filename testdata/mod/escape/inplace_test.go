package escape_test

import (
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0033/inplace"
)

// OMCG0033 past a client that escapes some segments in place: the
// repository name list_issues pastes unescaped puts a query of the
// model's on the request; get_repo, whose segments the client escapes
// through their pointers, sends the same value as one segment.
func TestRequestForgeryInPlaceEscape(t *testing.T) {
	var mu sync.Mutex
	var queries []string
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		queries = append(queries, r.URL.RawQuery)
		mu.Unlock()
	}))
	defer api.Close()
	cs := connect(t, func(s *mcp.Server) { inplace.Register(s, &inplace.Client{Base: api.URL}) })
	last := func() string {
		mu.Lock()
		defer mu.Unlock()
		if len(queries) == 0 {
			return ""
		}
		return queries[len(queries)-1]
	}
	call(t, cs, "get_repo", map[string]any{"owner": "o", "repo": "x?admin=1"})
	if q := last(); q != "" {
		t.Errorf("get_repo: the escaped segment sent a query: %q", q)
	}
	call(t, cs, "list_issues", map[string]any{"owner": "o", "repo": "x?admin=1"})
	if q := last(); q != "admin=1/issues" {
		t.Errorf("list_issues: the model's query was not sent: %q", q)
	}
}
