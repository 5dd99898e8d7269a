package escape_test

import (
	"os/exec"
	"strings"
	"testing"

	helperpkg31 "fixtures/omcg0031/helperpkg"
)

// OMCG0031 through a helper of another package that imports no sink: the
// path the helper gives back is grep's option when it starts with "-"
// (--version: grep prints its version instead of searching). The tool
// that puts "--" first searches for a file of that name.
func TestOptionThroughHelperPackage(t *testing.T) {
	if _, err := exec.LookPath("grep"); err != nil {
		t.Skip("no grep")
	}
	cs := connect(t, helperpkg31.Register)
	for _, tc := range []struct {
		tool    string
		flagged bool
	}{
		{"grep_options", true},
		{"grep", false},
	} {
		text, _ := call(t, cs, tc.tool, map[string]any{"pattern": "x", "path": "--version"})
		if option := strings.Contains(text, "GNU grep"); option != tc.flagged {
			t.Errorf("%s: grep read the path --version as its option: %v, want %v (%q)", tc.tool, option, tc.flagged, text)
		}
	}
}
