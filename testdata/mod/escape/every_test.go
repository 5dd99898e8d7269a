package escape_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/jmoiron/sqlx"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/crypto/ssh"

	every29 "fixtures/omcg0029/every"
	every30 "fixtures/omcg0030/every"
	every32 "fixtures/omcg0032/every"
	every33 "fixtures/omcg0033/every"
)

// The fixtures that call every sink of the library knowledge once: each
// tool, given a hostile argument, does what its finding says.

// OMCG0029: "../" leaves the folder for every function with a path.
func TestPathEscapeEvery(t *testing.T) {
	dir, base := notesBesideSecret(t)
	for _, name := range []string{"doomed", "moved-away"} {
		if err := os.Mkdir(filepath.Join(dir, name), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(base, "current"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	cs := connect(t, func(s *mcp.Server) { every29.Register(s, every29.New(base)) })
	for _, tc := range []struct {
		tool, name string
		outside    string // what exists beside the folder after the call
		gone       bool   // or what no longer does
	}{
		{"create", "../created", "created", false},
		{"open_file", "../opened", "opened", false},
		{"mkdir", "../made", "made", false},
		{"mkdir_all", "../made-all/x", "made-all/x", false},
		{"remove_all", "../doomed", "doomed", true},
		{"rename_from", "../moved-away", "moved-away", true},
		{"rename_to", "../moved-here", "moved-here", false},
		{"ioutil_write", "../written", "written", false},
	} {
		if text, isErr := call(t, cs, tc.tool, map[string]any{"name": tc.name}); isErr {
			t.Errorf("%s(%q) failed: %s", tc.tool, tc.name, text)
		}
		if exists(filepath.Join(dir, tc.outside)) == tc.gone {
			t.Errorf("%s(%q) did not change %s beside the folder", tc.tool, tc.name, tc.outside)
		}
	}
	for _, tool := range []string{"walk", "walk_info"} {
		if text, _ := call(t, cs, tool, map[string]any{"name": ".."}); !strings.Contains(text, "secret.txt") {
			t.Errorf("%s did not list the folder's parent: %q", tool, text)
		}
	}
}

// OMCG0030: "; touch FILE" runs on the SSH host through every method of a
// session.
func TestShellInjectionEvery(t *testing.T) {
	client, err := ssh.Dial("tcp", sshHost(t), &ssh.ClientConfig{User: "mcp", HostKeyCallback: ssh.InsecureIgnoreHostKey()})
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	cs := connect(t, func(s *mcp.Server) { every30.Register(s, every30.New(client)) })
	dir := t.TempDir()
	for _, tool := range []string{"ssh_output", "ssh_run", "ssh_start"} {
		marker := filepath.Join(dir, tool+".pwned")
		call(t, cs, tool, map[string]any{"dir": "/; touch " + marker})
		if !exists(marker) {
			t.Errorf("%s: the remote shell did not run the injected command", tool)
		}
	}
}

// OMCG0032: the quote changes the statement every function runs:
// database/sql and sqlx over the recording driver, pgx against a server
// that records what it is sent.
func TestQueryInjectionEvery(t *testing.T) {
	rec, conn := openRecorder(t)
	pg, pool, pc := connectPG(t)
	tx, err := conn.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	st := &every32.Sinks{DB: conn, Tx: tx, Conn: pc, Pool: pool, X: sqlx.NewDb(conn, "recorder")}
	cs := connect(t, func(s *mcp.Server) { every32.Register(s, st) })
	sent := func() []string { return append(rec.take(), pg.take()...) }
	tools, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range tools.Tools {
		sent()
		text, _ := call(t, cs, tool.Name, map[string]any{"owner": "x' OR '1'='1"})
		if !slices.ContainsFunc(sent(), func(q string) bool { return strings.Contains(q, "OR '1'='1'") }) {
			t.Errorf("%s: the statement was not changed (%s)", tool.Name, text)
		}
	}
	if len(tools.Tools) < 29 {
		t.Errorf("%d tools listed", len(tools.Tools))
	}
}

// OMCG0033: "../../admin" takes every request to another path of the
// service (a ServeMux cleans the path, and the client follows).
func TestRequestForgeryEvery(t *testing.T) {
	srv, take := recordingServer(t, true)
	cs := connect(t, func(s *mcp.Server) { every33.Register(s, every33.New(srv.Client(), srv.URL+"/api")) })
	for _, tool := range []string{"client_head", "client_post", "client_post_form", "head", "new_request", "post", "post_form"} {
		take()
		call(t, cs, tool, map[string]any{"user": "../../admin/delete"})
		if got := take(); !slices.ContainsFunc(got, func(p string) bool { return strings.HasPrefix(p, "/admin/delete") }) {
			t.Errorf("%s: the request did not reach /admin/delete: %q", tool, got)
		}
	}
}
