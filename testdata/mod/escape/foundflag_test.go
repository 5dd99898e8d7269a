package escape_test

import (
	"os/exec"
	"strings"
	"testing"

	foundflag31 "fixtures/omcg0031/foundflag"
)

// OMCG0031 past a flag a loop over a list sets: grep_known refuses the
// file "--version", which is none of the list's; grep_unknown sets its
// flag when the file differs from an entry, and grep reads it as its
// option.
func TestOptionPastFoundFlag(t *testing.T) {
	if _, err := exec.LookPath("grep"); err != nil {
		t.Skip("no grep")
	}
	cs := connect(t, foundflag31.Register)
	for _, tc := range []struct {
		tool    string
		flagged bool
	}{
		{"grep_known", false},
		{"grep_unknown", true},
	} {
		text, _ := call(t, cs, tc.tool, map[string]any{"file": "--version"})
		if option := strings.Contains(text, "GNU grep"); option != tc.flagged {
			t.Errorf("%s: grep read the file --version as its option: %v, want %v (%q)", tc.tool, option, tc.flagged, text)
		}
	}
}
