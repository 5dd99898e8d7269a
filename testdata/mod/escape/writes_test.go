package escape_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/writes"
)

// OMCG0029 through the os functions that change a file beside reading
// and writing it: with a name that starts with "../", each flagged tool
// changes, links, copies into or opens what is beside the folder; the
// tools not flagged refuse the name or stay in the folder.
func TestPathEscapeWrites(t *testing.T) {
	dir, base := notesBesideSecret(t)
	secret := filepath.Join(dir, "secret.txt")
	if err := os.Chmod(secret, 0o644); err != nil {
		t.Fatal(err)
	}
	old := time.Date(2001, 1, 1, 0, 0, 0, 0, time.UTC)
	if err := os.Chtimes(secret, old, old); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(base, "note.txt"), []byte("NOTE"), 0o644); err != nil {
		t.Fatal(err)
	}
	share, err := writes.NewShare(base)
	if err != nil {
		t.Fatal(err)
	}
	cs := connect(t, func(s *mcp.Server) { writes.Register(s, share) })
	stat := func(name string) os.FileInfo {
		fi, err := os.Lstat(filepath.Join(dir, name))
		if err != nil {
			return nil
		}
		return fi
	}
	matches := func(pattern string) bool {
		m, _ := filepath.Glob(filepath.Join(dir, pattern))
		return len(m) > 0
	}

	// Not flagged, first (truncate would empty the secret): the root
	// refuses the name, or only its last element is used.
	for _, tool := range []string{"root_chmod", "open_in_root", "truncate_base"} {
		text, _ := call(t, cs, tool, map[string]any{"name": "../secret.txt"})
		if strings.Contains(text, "TOP SECRET") {
			t.Errorf("%s read the file outside the folder", tool)
		}
	}
	if fi := stat("secret.txt"); fi == nil || fi.Mode().Perm() != 0o644 || fi.Size() == 0 {
		t.Fatalf("a tool not flagged changed the file outside the folder: %v", fi)
	}

	// Flagged.
	hostile := func(tool, name string) {
		t.Helper()
		if text, isErr := call(t, cs, tool, map[string]any{"name": name}); isErr {
			t.Errorf("%s(%q) failed: %s", tool, name, text)
		}
	}
	hostile("chmod", "../secret.txt")
	if fi := stat("secret.txt"); fi == nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("chmod did not change the mode of the file outside the folder: %v", fi)
	}
	hostile("touch", "../secret.txt")
	if fi := stat("secret.txt"); fi == nil || !fi.ModTime().After(old) {
		t.Errorf("touch did not change the times of the file outside the folder")
	}
	if text, _ := call(t, cs, "open_in", map[string]any{"name": ".."}); !strings.Contains(text, "TOP SECRET") {
		t.Errorf("open_in did not read the file outside the folder: %q", text)
	}
	hostile("link", "../planted-link")
	if fi := stat("planted-link"); fi == nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("link made no link outside the folder")
	}
	if err := os.WriteFile(filepath.Join(base, "current.log"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	hostile("hardlink", "../planted-hard")
	if stat("planted-hard") == nil {
		t.Errorf("hardlink made no link outside the folder")
	}
	hostile("export", "../exported")
	if stat(filepath.Join("exported", "note.txt")) == nil {
		t.Errorf("export copied nothing outside the folder")
	}
	hostile("scratch", "..")
	if !matches("job-*") {
		t.Errorf("scratch made no folder outside the folder")
	}
	hostile("spool", "..")
	if !matches("spool-*") {
		t.Errorf("spool made no file outside the folder")
	}
	if os.Geteuid() == 0 {
		// Only root may give a file away.
		hostile("chown", "../secret.txt")
		if st, ok := stat("secret.txt").Sys().(*syscall.Stat_t); !ok || st.Uid != 1000 {
			t.Errorf("chown did not give the file outside the folder away")
		}
	}
	hostile("truncate", "../secret.txt")
	if fi := stat("secret.txt"); fi == nil || fi.Size() != 0 {
		t.Errorf("truncate did not empty the file outside the folder")
	}
}
