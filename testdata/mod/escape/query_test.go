package escape_test

import (
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	query33 "fixtures/omcg0033/query"
)

// OMCG0033 in a URL's query: "&admin=true" in the name adds a parameter
// the API reads as the server's; escaped with url.QueryEscape, it stays
// the name's text.
func TestRequestForgeryQuery(t *testing.T) {
	var mu sync.Mutex
	var admin []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		admin = append(admin, r.URL.Query().Get("admin"))
	}))
	t.Cleanup(srv.Close)
	take := func() []string {
		mu.Lock()
		defer mu.Unlock()
		a := admin
		admin = nil
		return a
	}
	cs := connect(t, (&query33.API{Base: srv.URL}).Register)
	hostile := map[string]any{"name": "x&admin=true"}
	call(t, cs, "records", hostile)
	if got := take(); len(got) != 1 || got[0] != "true" {
		t.Errorf("records: the request did not carry admin=true: %q", got)
	}
	call(t, cs, "records_escaped", hostile)
	if got := take(); len(got) != 1 || got[0] != "" {
		t.Errorf("records_escaped (not flagged): the request carried admin=%q", got)
	}
}
