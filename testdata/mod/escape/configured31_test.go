package escape_test

import (
	"os/exec"
	"strings"
	"testing"

	configured31 "fixtures/omcg0031/configured"
)

// OMCG0031 for a program the operator configures, or the code picks
// among constants: the file "--version" is its option (it prints its
// version instead of searching); after "--" it is a file name.
func TestOptionOfConfiguredProgram(t *testing.T) {
	grep, err := exec.LookPath("grep")
	if err != nil {
		t.Skip("no grep")
	}
	cs := connect(t, (&configured31.Searcher{Program: grep, Dir: t.TempDir()}).Register)
	for _, tc := range []struct {
		tool    string
		flagged bool
	}{
		{"search", true},
		{"search_picked", true},
		{"search_ended", false},
	} {
		text, _ := call(t, cs, tc.tool, map[string]any{"file": "--version"})
		option := strings.Contains(text, "GNU grep") || strings.Contains(text, "ripgrep")
		if option != tc.flagged {
			t.Errorf("%s: the program read the file --version as its option: %v, want %v (%q)", tc.tool, option, tc.flagged, text)
		}
	}
}
