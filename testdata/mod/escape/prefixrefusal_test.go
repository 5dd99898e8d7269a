package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fixtures/omcg0029/hidden"
	"fixtures/omcg0033/comment"
)

// OMCG0029 past a refusal of names that start with a dot: a name with a
// climb inside it does not start so, and reads outside the folder;
// read_local refuses it.
func TestPathPastDotRefusal(t *testing.T) {
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes")
	if err := os.MkdirAll(filepath.Join(notes, "a"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "secret.txt"), []byte("TOP SECRET"), 0o600); err != nil {
		t.Fatal(err)
	}
	cs := connectMark(t, (&hidden.Notes{Dir: notes}).Register)
	if text, _ := call(t, cs, "read", map[string]any{"name": "a/../../secret.txt"}); !strings.Contains(text, "TOP SECRET") {
		t.Errorf("read: the file outside the notes folder was not read: %q", text)
	}
	if text, isErr := call(t, cs, "read", map[string]any{"name": "../secret.txt"}); !isErr || strings.Contains(text, "TOP SECRET") {
		t.Errorf("read: a name that starts with a dot was not refused: %q", text)
	}
	if text, _ := call(t, cs, "read_local", map[string]any{"name": "a/../../secret.txt"}); strings.Contains(text, "TOP SECRET") {
		t.Errorf("read_local (not flagged) read the file outside the notes folder")
	}
}

// OMCG0033 past a refusal of comments: "../admin" does not start with
// "#", and the request leaves /pypi/; latest_escaped keeps it in one
// segment.
func TestRequestForgeryPastCommentRefusal(t *testing.T) {
	srv, take := recordingServer(t, true)
	comment.Base = srv.URL + "/pypi/"
	cs := connectMark(t, comment.Register)
	call(t, cs, "latest", map[string]any{"requirement": "../admin"})
	if got := take(); len(got) != 1 || got[0] != "/admin/json" {
		t.Errorf("latest: the request did not leave /pypi/: %q", got)
	}
	call(t, cs, "latest_all", map[string]any{"requirements": "# a comment\n../admin"})
	if got := take(); len(got) != 1 || got[0] != "/admin/json" {
		t.Errorf("latest_all: the request did not leave /pypi/: %q", got)
	}
	call(t, cs, "latest_escaped", map[string]any{"requirement": "../admin"})
	if got := take(); len(got) != 1 || strings.HasPrefix(got[0], "/admin") {
		t.Errorf("latest_escaped (not flagged): the request left /pypi/: %q", got)
	}
}
