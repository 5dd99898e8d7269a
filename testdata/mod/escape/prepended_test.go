package escape_test

import (
	"os/exec"
	"strings"
	"testing"

	prepended31 "fixtures/omcg0031/prepended"
)

// OMCG0031 through a helper that puts an option of its own before the
// slice its caller gives: the file "--version" is still grep's option.
// After the caller's "--", or the helper's, it is a file name.
func TestOptionPastPrependedHelper(t *testing.T) {
	if _, err := exec.LookPath("grep"); err != nil {
		t.Skip("no grep")
	}
	cs := connect(t, (&prepended31.Runner{Plain: true}).Register)
	for _, tc := range []struct {
		tool    string
		flagged bool
	}{
		{"grep_file", true},
		{"grep_file_ended", false},
		{"grep_files", false},
	} {
		text, _ := call(t, cs, tc.tool, map[string]any{"file": "--version"})
		if option := strings.Contains(text, "GNU grep"); option != tc.flagged {
			t.Errorf("%s: grep read the file --version as its option: %v, want %v (%q)", tc.tool, option, tc.flagged, text)
		}
	}
}
