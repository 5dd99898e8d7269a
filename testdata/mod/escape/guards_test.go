package escape_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/omcg0029/guards"
	guards30 "fixtures/omcg0030/guards"
	guards31 "fixtures/omcg0031/guards"
)

// shareBesideSibling makes a temporary dir holding the shared folder
// "share", a sibling folder "share-evil" whose name starts like it, with
// x holding "TOP SECRET", and secret.txt beside both (outside the share).
func shareBesideSibling(t *testing.T) (dir, share string) {
	t.Helper()
	dir = t.TempDir()
	share = filepath.Join(dir, "share")
	for _, d := range []string{share, share + "-evil"} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{filepath.Join(share+"-evil", "x"), filepath.Join(dir, "secret.txt")} {
		if err := os.WriteFile(f, []byte("TOP SECRET"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(share, "hello.txt"), []byte("HELLO"), 0o600); err != nil {
		t.Fatal(err)
	}
	return dir, share
}

// OMCG0029 past the tool's own guard: the value the message names
// (the folder's name followed by "-evil/x", or "../" out of a joined
// name) passes the check and reads or writes outside the shared folder;
// each correct guard refuses the same value, and still serves a file
// inside the folder.
func TestPathEscapeGuards(t *testing.T) {
	dir, share := shareBesideSibling(t)
	cs := connect(t, func(s *mcp.Server) { guards.Register(s, guards.NewShare(share)) })
	sibling := map[string]any{"path": share + "-evil/x"}
	inside := map[string]any{"path": filepath.Join(share, "hello.txt")}

	// A whole path behind a prefix check without the separator.
	for _, tool := range []string{"read_shared", "read_within"} {
		if text, _ := call(t, cs, tool, sibling); !strings.Contains(text, "TOP SECRET") {
			t.Errorf("%s: %s passed the check but was not read: %q", tool, sibling["path"], text)
		}
	}
	call(t, cs, "write_checked", map[string]any{"path": share + "-evil/planted"})
	if !exists(filepath.Join(dir, "share-evil", "planted")) {
		t.Error("write_checked: no file was written in the sibling folder")
	}
	// A joined name: "../share-evil/x" passes the prefix check, an
	// emptiness check, and patterns that admit it.
	for tool, name := range map[string]string{
		"read_joined":    "../share-evil/x",
		"read_required":  "../secret.txt",
		"read_word":      "../secret.txt",
		"read_path_like": "../secret.txt",
	} {
		if text, _ := call(t, cs, tool, map[string]any{"name": name}); !strings.Contains(text, "TOP SECRET") {
			t.Errorf("%s: %q passed the check but the file outside the folder was not read: %q", tool, name, text)
		}
	}

	// The correct guards, against the same values.
	for _, tool := range []string{"read_separator", "read_inside", "read_rel_helper", "read_in_root", "read_listed"} {
		if text, _ := call(t, cs, tool, sibling); strings.Contains(text, "TOP SECRET") {
			t.Errorf("%s (not flagged) read %s", tool, sibling["path"])
		}
	}
	for _, tool := range []string{"read_separator", "read_inside", "read_rel_helper"} {
		if text, _ := call(t, cs, tool, inside); !strings.Contains(text, "HELLO") {
			t.Errorf("%s (not flagged): the file inside the folder was not read: %q", tool, text)
		}
	}
	// Only the first segment looked at: a later ".." climbs.
	if text, _ := call(t, cs, "read_first_segment", map[string]any{"name": "a/../../secret.txt"}); !strings.Contains(text, "TOP SECRET") {
		t.Errorf("read_first_segment: a/../../secret.txt passed the check but was not read: %q", text)
	}
	for _, tool := range []string{"read_rel", "read_local", "read_plain", "read_no_dots", "read_segments", "read_segments_checked"} {
		for _, name := range []string{"../share-evil/x", "../secret.txt", "a/../../secret.txt", `..\secret.txt`} {
			if text, _ := call(t, cs, tool, map[string]any{"name": name}); strings.Contains(text, "TOP SECRET") {
				t.Errorf("%s (not flagged) read %q", tool, name)
			}
		}
	}
	for _, tool := range []string{"read_rel", "read_local", "read_no_dots", "read_segments", "read_segments_checked"} {
		if text, _ := call(t, cs, tool, map[string]any{"name": "hello.txt"}); !strings.Contains(text, "HELLO") {
			t.Errorf("%s (not flagged): the file inside the folder was not read: %q", tool, text)
		}
	}
}

// OMCG0030 past the tool's own pattern: a value of the form the message
// names ("x; id" after an allowed start, "$(id)" past a deny pattern of
// ; & |, anything past an emptiness check) runs the model's command; the
// patterns that hold refuse the same values.
func TestShellInjectionGuards(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	cs := connect(t, func(s *mcp.Server) { guards30.Register(s) })
	payloads := map[string]string{
		"grep_leading":  "x; touch %s; echo",
		"grep_denied":   "$(touch %s)",
		"grep_required": "x; touch %s; echo",
	}
	for tool, payload := range payloads {
		marker := filepath.Join(dir, tool+".pwned")
		call(t, cs, tool, map[string]any{"pattern": strings.ReplaceAll(payload, "%s", marker)})
		if !exists(marker) {
			t.Errorf("%s: the value passed the check but the injected command did not run", tool)
		}
	}
	for _, tool := range []string{"grep_anchored", "grep_matched"} {
		for _, payload := range payloads {
			marker := filepath.Join(dir, tool+".pwned")
			call(t, cs, tool, map[string]any{"pattern": strings.ReplaceAll(payload, "%s", marker)})
			if exists(marker) {
				t.Errorf("%s (not flagged) ran the injected command %q", tool, payload)
			}
		}
	}
}

// OMCG0031 past the tool's own pattern: "--output=FILE" matches a
// pattern that lets "-" come first, and git writes the file; the pattern
// that refuses a leading "-" refuses it.
func TestOptionInjectionGuards(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	t.Chdir(dir)
	if out, err := exec.Command("git", "init", "-q").CombinedOutput(); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	cs := connect(t, func(s *mcp.Server) { guards31.Register(s) })
	marker := filepath.Join(dir, "git_diff_chars.out")
	call(t, cs, "git_diff_chars", map[string]any{"rev": "--output=" + marker})
	if !exists(marker) {
		t.Error("git_diff_chars: --output= passed the pattern but git did not honour it")
	}
	marker = filepath.Join(dir, "git_diff_named.out")
	call(t, cs, "git_diff_named", map[string]any{"rev": "--output=" + marker})
	if exists(marker) {
		t.Error("git_diff_named (not flagged): git honoured --output=")
	}
}

// OMCG0030 past an allow-list of the first word: "echo x; touch FILE"
// starts with an allowed program, and the shell runs the rest; the same
// allow-list before the program run without a shell, and an allow-list
// of whole command lines, hold against it.
func TestShellInjectionFirstWord(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	cs := connect(t, func(s *mcp.Server) { guards30.RegisterCommands(s) })
	for _, tool := range []string{"run_allowed", "run_listed", "run_looped", "run_flagged"} {
		marker := filepath.Join(dir, tool+".pwned")
		call(t, cs, tool, map[string]any{"command": "echo x; touch " + marker})
		if !exists(marker) {
			t.Errorf("%s: the first word passed the allow-list but the shell did not run the rest", tool)
		}
	}
	for _, tool := range []string{"run_no_shell", "run_whole_line"} {
		marker := filepath.Join(dir, tool+".pwned")
		call(t, cs, tool, map[string]any{"command": "echo x; touch " + marker})
		if exists(marker) {
			t.Errorf("%s (not flagged) ran the command after the allowed word", tool)
		}
	}
	if text, _ := call(t, cs, "run_no_shell", map[string]any{"command": "echo hello"}); !strings.Contains(text, "hello") {
		t.Errorf("run_no_shell (not flagged): the allowed program did not run: %q", text)
	}
}
