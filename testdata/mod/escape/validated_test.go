package escape_test

import (
	"os"
	"path/filepath"
	"testing"

	validated30 "fixtures/omcg0030/validated"
)

// OMCG0030 past a server's own validation of a command line run by
// bash: "kubectl get >FILE" names kubectl, a known verb and none of the
// denied substrings, and bash writes FILE; the strict validation, which
// also refuses ">" and "<", refuses the same line. "$(touch FILE)" has
// none of the three metacharacters grep_any refuses, and the shell runs
// it. A kubectl written by the test stands in for the real one. The
// go-sdk in memory, called with its client.
func TestShellPastValidation(t *testing.T) {
	bin, dir := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "kubectl"), []byte("#!/bin/sh\necho pods\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	cs := connect(t, validated30.Register)

	for _, tc := range []struct {
		tool, arg, value string
		written          string
		flagged          bool
	}{
		{"kubectl_line", "command", "kubectl get >" + filepath.Join(dir, "loose"), "loose", true},
		{"kubectl_line_strict", "command", "kubectl get >" + filepath.Join(dir, "strict"), "strict", false},
		{"grep_any", "pattern", "$(touch " + filepath.Join(dir, "grep") + ")", "grep", true},
	} {
		call(t, cs, tc.tool, map[string]any{tc.arg: tc.value})
		if got := exists(filepath.Join(dir, tc.written)); got != tc.flagged {
			t.Errorf("%s %q: the shell wrote %s: %v, want %v", tc.tool, tc.value, tc.written, got, tc.flagged)
		}
	}
	// The strict tool still runs a line it allows.
	if text, _ := call(t, cs, "kubectl_line_strict", map[string]any{"command": "kubectl get pods"}); text == "" {
		t.Error("kubectl_line_strict refused a line it allows")
	}
}
