package escape_test

import (
	"os/exec"
	"strings"
	"testing"

	arglist31 "fixtures/omcg0031/arglist"
)

// OMCG0031 for a list of the model's spread into grep's arguments: the
// file "--version" is grep's option (it prints its version instead of
// searching), straight from the tool's input or through a configuration
// struct. After "--", or past a loop that refuses a leading "-", it is a
// file name; the pattern "--version" is the value of -e. The words of a
// text split by a helper are grep's options as the list's elements are.
func TestOptionInModelsList(t *testing.T) {
	if _, err := exec.LookPath("grep"); err != nil {
		t.Skip("no grep")
	}
	cs := connect(t, arglist31.Register)
	for _, tc := range []struct {
		tool    string
		flagged bool
	}{
		{"search_files", true},
		{"search_configured", true},
		{"search_ended", false},
		{"search_refused", false},
		{"search_pattern", false},
		{"search_names", true},
		{"search_built", false},
	} {
		text, _ := call(t, cs, tc.tool, map[string]any{"pattern": "--version", "files": []string{"--version"}, "names": "--version"})
		if option := strings.Contains(text, "GNU grep"); option != tc.flagged {
			t.Errorf("%s: grep read the file --version as its option: %v, want %v (%q)", tc.tool, option, tc.flagged, text)
		}
	}
}
