package escape_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	sdk29 "fixtures/omcg0029/sdk"
	sdk30 "fixtures/omcg0030/sdk"
	sdk31 "fixtures/omcg0031/sdk"
)

// connect serves the tools register adds and returns a client session on
// them, over the in-memory transport.
func connect(t *testing.T, register func(*mcp.Server)) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	server := mcp.NewServer(&mcp.Implementation{Name: "fixture", Version: "v0"}, nil)
	register(server)
	ct, st := mcp.NewInMemoryTransports()
	ss, err := server.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v0"}, nil).Connect(ctx, ct, nil)
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

// OMCG0029: "../" leaves the notes folder, for reading and for writing.
func TestPathEscape(t *testing.T) {
	dir := t.TempDir()
	base := filepath.Join(dir, "notes")
	if err := os.Mkdir(base, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "secret.txt"), []byte("TOP SECRET"), 0o600); err != nil {
		t.Fatal(err)
	}
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
	for _, tool := range []string{"git_diff", "git_show", "git_log"} {
		marker := filepath.Join(dir, tool+".out")
		call(t, cs, tool, map[string]any{"rev": "--output=" + marker})
		if !exists(marker) {
			t.Errorf("%s: git did not honour --output=", tool)
		}
	}
	for _, tool := range []string{"git_show_safe", "git_show_checked"} {
		marker := filepath.Join(dir, tool+".out")
		call(t, cs, tool, map[string]any{"rev": "--output=" + marker})
		if exists(marker) {
			t.Errorf("%s (not flagged): git honoured --output=", tool)
		}
	}
}
