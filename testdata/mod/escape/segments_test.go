package escape_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0033/segments"
)

// OMCG0033 past a refusal of ".." segments: a percent-encoded climb
// passes the check and the raw path hands it on; http.FileServer decodes
// it, cleans the path and serves admin.txt, outside /api/files. A query
// passes the check too, and is sent. The same values, escaped as a path
// after the check, stay names under /api/files.
func TestRequestForgerySegments(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "api", "files"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{"api/files/a.txt": "FILE", "admin.txt": "ADMIN"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	var mu sync.Mutex
	var queries []string
	files := http.FileServer(http.Dir(dir))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		queries = append(queries, r.URL.RawQuery)
		mu.Unlock()
		files.ServeHTTP(w, r)
	}))
	defer srv.Close()
	lastQuery := func() string {
		mu.Lock()
		defer mu.Unlock()
		if len(queries) == 0 {
			return ""
		}
		return queries[len(queries)-1]
	}
	cs := connect(t, func(s *mcp.Server) { segments.Register(s, segments.NewFiles(srv.URL+"/api")) })
	served := func(tool, path string) bool {
		text, _ := call(t, cs, tool, map[string]any{"path": path})
		return strings.Contains(text, "200 OK")
	}

	climb := "%2e%2e/%2e%2e/admin.txt"
	if !served("get_file_raw", climb) {
		t.Errorf("get_file_raw: %s passed the check but admin.txt was not served", climb)
	}
	if served("get_file_raw", "x?admin=1"); lastQuery() != "admin=1" {
		t.Errorf("get_file_raw: x?admin=1 passed the check but its query was not sent: %q", lastQuery())
	}
	for _, path := range []string{"../../admin.txt", "a/../../../admin.txt"} {
		if served("get_file_raw", path) {
			t.Errorf("get_file_raw: the check let %q through", path)
		}
	}

	if served("get_file_escaped", climb) {
		t.Errorf("get_file_escaped (not flagged): %s was served", climb)
	}
	if served("get_file_escaped", "x?admin=1"); lastQuery() != "" {
		t.Errorf("get_file_escaped (not flagged): x?admin=1 sent a query: %q", lastQuery())
	}
	for _, tool := range []string{"get_file_raw", "get_file_escaped"} {
		if !served(tool, "a.txt") {
			t.Errorf("%s did not fetch its own file", tool)
		}
	}
}
