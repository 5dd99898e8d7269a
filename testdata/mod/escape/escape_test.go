package escape_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/jmoiron/sqlx"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	sdk29 "fixtures/omcg0029/sdk"
	"fixtures/omcg0029/wrapped"
	sdk30 "fixtures/omcg0030/sdk"
	sdk31 "fixtures/omcg0031/sdk"
	libs32 "fixtures/omcg0032/libs"
	sdk32 "fixtures/omcg0032/sdk"
	sdk33 "fixtures/omcg0033/sdk"
)

// connect serves the tools register adds and returns a client session on
// them, over the in-memory transport.
func connect(t *testing.T, register func(*mcp.Server)) *mcp.ClientSession {
	t.Helper()
	return connectWith(t, nil, nil, register)
}

// connectWith is connect with a client and a session of the given
// options.
func connectWith(t *testing.T, opts *mcp.ClientOptions, sopts *mcp.ClientSessionOptions, register func(*mcp.Server)) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	server := mcp.NewServer(&mcp.Implementation{Name: "fixture", Version: "v0"}, nil)
	register(server)
	ct, st := mcp.NewInMemoryTransports()
	ss, err := server.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v0"}, opts).Connect(ctx, ct, sopts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close(); ss.Close() })
	return cs
}

// call calls a tool and returns its text and whether it is an error.
func call(t *testing.T, cs *mcp.ClientSession, name string, args map[string]any) (string, bool) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	if res.StructuredContent != nil {
		j, _ := json.Marshal(res.StructuredContent)
		b.Write(j)
	}
	return b.String(), res.IsError
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// notesBesideSecret makes a temporary dir with the notes' base folder
// and, beside it (outside the base), secret.txt holding "TOP SECRET".
func notesBesideSecret(t *testing.T) (dir, base string) {
	t.Helper()
	dir = t.TempDir()
	base = filepath.Join(dir, "notes")
	if err := os.Mkdir(base, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "secret.txt"), []byte("TOP SECRET"), 0o600); err != nil {
		t.Fatal(err)
	}
	return dir, base
}

// OMCG0029: "../" leaves the notes folder, for reading and for writing.
func TestPathEscape(t *testing.T) {
	dir, base := notesBesideSecret(t)
	cs := connect(t, func(s *mcp.Server) { sdk29.Register(s, sdk29.NewNotes(base), nil) })
	hostile := map[string]any{"name": "../secret.txt"}

	for _, tool := range []string{"read_note", "read_helper"} {
		if text, _ := call(t, cs, tool, hostile); !strings.Contains(text, "TOP SECRET") {
			t.Errorf("%s: the file outside the base folder was not read: %q", tool, text)
		}
	}
	call(t, cs, "write_note", map[string]any{"name": "../planted"})
	if !exists(filepath.Join(dir, "planted")) {
		t.Error("write_note: no file was written outside the base folder")
	}
	// The tools the code leaves alone refuse or contain the same name.
	for _, tool := range []string{"read_checked", "read_checked_helper", "read_contained", "read_base", "read_list"} {
		if text, _ := call(t, cs, tool, hostile); strings.Contains(text, "TOP SECRET") {
			t.Errorf("%s (not flagged) read the file outside the base folder", tool)
		}
	}
}

// OMCG0029 through a server's own argument helper: the In is the
// arguments by key, and store.RequiredParam reads the one its caller
// names.
func TestPathEscapeKeyed(t *testing.T) {
	_, base := notesBesideSecret(t)
	cs := connect(t, func(s *mcp.Server) { sdk29.RegisterKeyed(s, sdk29.NewNotes(base)) })
	for tool, key := range map[string]string{"read_keyed": "name", "read_keyed_twice": "file"} {
		if text, _ := call(t, cs, tool, map[string]any{key: "../secret.txt"}); !strings.Contains(text, "TOP SECRET") {
			t.Errorf("%s: the file outside the base folder was not read: %q", tool, text)
		}
	}
	for _, tool := range []string{"read_keyed_checked", "read_keyed_base"} {
		if text, _ := call(t, cs, tool, map[string]any{"name": "../secret.txt"}); strings.Contains(text, "TOP SECRET") {
			t.Errorf("%s (not flagged) read the file outside the base folder", tool)
		}
	}
}

// OMCG0029 through a constructor wrapper of the server's own (NewTool,
// github-mcp-server's shape), whose handler the registration layer keeps
// in a struct field and registers through a func value.
//
// analyzers/families/security runs it again with OMCG0029's suggested fixes
// applied (MCPVET_FIXED=1, the fixture's .golden as an overlay): then the
// same hostile name is refused by the os.Root, and a note inside the base
// folder is read as before.
func TestPathEscapeWrapped(t *testing.T) {
	_, base := notesBesideSecret(t)
	if err := os.WriteFile(filepath.Join(base, "hello.txt"), []byte("HELLO"), 0o600); err != nil {
		t.Fatal(err)
	}
	fixed := os.Getenv("MCPVET_FIXED") != ""
	cs := connect(t, func(s *mcp.Server) { wrapped.Register(s, base) })
	hostile := map[string]any{"name": "../secret.txt"}
	// read_wrapped_struct has no fix: its path is built with +.
	for tool, hasFix := range map[string]bool{"read_wrapped": true, "read_wrapped_struct": false, "read_wrapped_raw": true} {
		fixed := fixed && hasFix
		text, _ := call(t, cs, tool, hostile)
		if escaped := strings.Contains(text, "TOP SECRET"); escaped == fixed {
			t.Errorf("%s (fixed: %v): read the file outside the base folder: %v (%q)", tool, fixed, escaped, text)
		}
		if text, _ := call(t, cs, tool, map[string]any{"name": "hello.txt"}); text != "HELLO" {
			t.Errorf("%s (fixed: %v): the note inside the base folder was not read: %q", tool, fixed, text)
		}
	}
	if text, _ := call(t, cs, "read_wrapped_checked", hostile); strings.Contains(text, "TOP SECRET") {
		t.Errorf("read_wrapped_checked (not flagged) read the file outside the base folder")
	}
}

// OMCG0029 through a raw handler, which decodes req.Params.Arguments
// into a map itself.
func TestPathEscapeRaw(t *testing.T) {
	_, base := notesBesideSecret(t)
	cs := connect(t, func(s *mcp.Server) { sdk29.RegisterRaw(s, sdk29.NewNotes(base)) })
	hostile := map[string]any{"name": "../secret.txt"}
	for _, tool := range []string{"read_raw", "read_raw_keyed"} {
		if text, _ := call(t, cs, tool, hostile); !strings.Contains(text, "TOP SECRET") {
			t.Errorf("%s: the file outside the base folder was not read: %q", tool, text)
		}
	}
	for _, tool := range []string{"read_raw_struct", "read_raw_checked"} {
		if text, _ := call(t, cs, tool, hostile); strings.Contains(text, "TOP SECRET") {
			t.Errorf("%s (not flagged) read the file outside the base folder", tool)
		}
	}
}

// OMCG0030: ; ends grep's command line and runs the model's.
func TestShellInjection(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	cs := connect(t, func(s *mcp.Server) { sdk30.Register(s, nil) })
	// The pattern closes the quotes the command line puts around it, if
	// any, and runs touch.
	for tool, payload := range map[string]string{
		"search_text": "x; touch %s; echo",
		"list_dir":    "x; touch %s; echo",
		"find_files":  "x'; touch %s; echo '",
	} {
		marker := filepath.Join(dir, tool+".pwned")
		call(t, cs, tool, map[string]any{"pattern": fmt.Sprintf(payload, marker)})
		if !exists(marker) {
			t.Errorf("%s: the injected command did not run", tool)
		}
	}
	for _, tool := range []string{"grep_no_shell", "grep_positional", "run_script"} {
		marker := filepath.Join(dir, tool+".pwned")
		call(t, cs, tool, map[string]any{"pattern": "x; touch " + marker + "; echo"})
		if exists(marker) {
			t.Errorf("%s (not flagged) ran the injected command", tool)
		}
	}
}

// OMCG0031: git reads --output= as its option and writes the file.
func TestOptionInjection(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	t.Chdir(dir)
	if out, err := exec.Command("git", "init", "-q").CombinedOutput(); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	cs := connect(t, func(s *mcp.Server) { sdk31.Register(s) })
	for _, tool := range []string{"git_diff", "git_show", "git_log", "git_diff2"} {
		marker := filepath.Join(dir, tool+".out")
		call(t, cs, tool, map[string]any{"rev": "--output=" + marker})
		if !exists(marker) {
			t.Errorf("%s: git did not honour --output=", tool)
		}
	}
	for _, tool := range []string{"git_show_safe", "git_show_checked", "git_checkout_ended"} {
		marker := filepath.Join(dir, tool+".out")
		call(t, cs, tool, map[string]any{"rev": "--output=" + marker})
		if exists(marker) {
			t.Errorf("%s (not flagged): git honoured --output=", tool)
		}
	}
}

// OMCG0032: a quote ends the literal and the rest of the argument is SQL.
func TestQueryInjection(t *testing.T) {
	rec, conn := openRecorder(t)
	cs := connect(t, func(s *mcp.Server) { sdk32.Register(s, sdk32.NewStore(conn)) })
	const hostile = "x' OR '1'='1"
	for _, tool := range []string{"find_notes", "count_notes", "notes_by_owner", "search_notes", "delete_note", "exec_joined"} {
		rec.take()
		call(t, cs, tool, map[string]any{"owner": hostile})
		stmts := rec.take()
		if len(stmts) == 0 || !strings.Contains(stmts[0], "OR '1'='1'") {
			t.Errorf("%s: the statement was not changed: %q", tool, stmts)
		}
	}
	rec.take()
	call(t, cs, "find_safe", map[string]any{"owner": hostile})
	for _, q := range rec.take() {
		if strings.Contains(q, "OR") {
			t.Errorf("find_safe (not flagged): the statement was changed: %q", q)
		}
	}
	call(t, cs, "notes_ordered", map[string]any{"column": "owner; DROP TABLE notes"})
	for _, q := range rec.take() {
		if strings.Contains(q, "DROP") {
			t.Errorf("notes_ordered (not flagged): the statement was changed: %q", q)
		}
	}
}

// recordingServer serves HTTP and records the path of each request it
// answers, taken with take; behind a ServeMux (as most servers are) when
// mux is set, which cleans the path (it redirects /api/users/../../admin
// to /admin, and the client follows), else as the client sends it,
// escaped.
func recordingServer(t *testing.T, mux bool) (srv *httptest.Server, take func() []string) {
	t.Helper()
	var mu sync.Mutex
	var paths []string
	var h http.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		if mux {
			paths = append(paths, r.URL.Path)
		} else {
			paths = append(paths, r.URL.EscapedPath())
		}
	})
	if mux {
		m := http.NewServeMux()
		m.Handle("/", h)
		h = m
	}
	srv = httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv, func() []string {
		mu.Lock()
		defer mu.Unlock()
		p := paths
		paths = nil
		return p
	}
}

// OMCG0033: "../" and "?" take the request to another path of the service.
func TestRequestForgery(t *testing.T) {
	// A ServeMux, as most servers, cleans the path (it redirects
	// /api/users/../../admin to /admin, and the client follows).
	srv, take := recordingServer(t, true)
	cs := connect(t, func(s *mcp.Server) { sdk33.Register(s, sdk33.NewService(srv.URL+"/api")) })
	for _, tool := range []string{"get_user", "api_user", "api_item", "joined_user", "api_team"} {
		take()
		call(t, cs, tool, map[string]any{"user": "../../admin/delete?x="})
		if got := take(); len(got) != 1 || !strings.HasPrefix(got[0], "/admin/delete") {
			t.Errorf("%s: the request did not reach /admin/delete: %q", tool, got)
		}
	}
	for _, tool := range []string{"get_user_escaped", "api_user_escaped"} {
		take()
		call(t, cs, tool, map[string]any{"user": "../../admin/delete?x="})
		for _, p := range take() {
			if strings.HasPrefix(p, "/admin") {
				t.Errorf("%s (not flagged): the request reached %s", tool, p)
			}
		}
	}
}

// OMCG0032 through sqlx and pgx: sqlx over the recording driver, pgx (a
// pool and a connection) against a server that records what it is sent.
func TestQueryInjectionLibs(t *testing.T) {
	rec, conn := openRecorder(t)
	pg, pool, pc := connectPG(t)
	st := &libs32.Store{X: sqlx.NewDb(conn, "recorder"), Pool: pool, Conn: pc}
	cs := connect(t, func(s *mcp.Server) { libs32.Register(s, st) })
	const hostile = "x' OR '1'='1"
	sent := func() []string { return append(rec.take(), pg.take()...) }
	for _, tool := range []string{"sqlx_find", "sqlx_delete", "pgx_delete", "pgx_find"} {
		sent()
		text, _ := call(t, cs, tool, map[string]any{"owner": hostile})
		stmts := sent()
		if len(stmts) == 0 || !strings.Contains(stmts[0], "OR '1'='1'") {
			t.Errorf("%s: the statement was not changed: %q (%s)", tool, stmts, text)
		}
	}
	for _, tool := range []string{"sqlx_find_placeholder", "pgx_delete_placeholder"} {
		sent()
		call(t, cs, tool, map[string]any{"owner": hostile})
		for _, q := range sent() {
			if strings.Contains(q, "OR '1'='1'") {
				t.Errorf("%s (not flagged): the statement was changed: %q", tool, q)
			}
		}
	}
}
