package escape_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	dbapi32 "fixtures/omcg0032/dbapi"
)

// OMCG0032 on a statement posted to a database's HTTP API: a stand-in
// query endpoint records the rawSql of each JSON body it is sent. The
// flagged tools' statements come out with the model's quote closing the
// code's literal (a condition of the model's own, a UNION after it);
// the tool that holds names to an anchored pattern sends nothing.
func TestQueryInRequestBody(t *testing.T) {
	var mu sync.Mutex
	var got []string
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var body struct {
			Queries []struct {
				RawSQL string `json:"rawSql"`
			} `json:"queries"`
		}
		if err := json.NewDecoder(r.Body).Decode(&body); err == nil && len(body.Queries) > 0 {
			mu.Lock()
			got = append(got, body.Queries[0].RawSQL)
			mu.Unlock()
		}
		w.Write([]byte(`{"results":{}}`))
	}))
	t.Cleanup(api.Close)
	take := func() []string {
		mu.Lock()
		defer mu.Unlock()
		out := got
		got = nil
		return out
	}
	cs := connect(t, func(s *mcp.Server) { dbapi32.Register(s, &dbapi32.Client{Base: api.URL, HTTP: api.Client()}) })

	for _, tc := range []struct {
		tool    string
		args    map[string]any
		escaped string // what the statement holds outside the code's literal
	}{
		{"list_tables", map[string]any{"database": "x' OR '1'='1"}, "database = 'x' OR '1'='1'"},
		{"describe_table", map[string]any{"table": "t' UNION SELECT name, password FROM users --"}, "table = 't' UNION SELECT name, password FROM users --'"},
	} {
		take()
		call(t, cs, tc.tool, tc.args)
		if stmts := take(); len(stmts) != 1 || !strings.Contains(stmts[0], tc.escaped) {
			t.Errorf("%s: statements sent %q; want one holding %q", tc.tool, stmts, tc.escaped)
		}
	}
	// Not flagged: the same names refused by the anchored pattern.
	take()
	call(t, cs, "columns", map[string]any{"database": "x' OR '1'='1", "table": "t"})
	if stmts := take(); len(stmts) != 0 {
		t.Errorf("columns: a statement with the model's quote was sent: %q", stmts)
	}
}
