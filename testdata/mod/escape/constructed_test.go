package escape_test

import (
	"os"
	"strings"
	"testing"

	constructed31 "fixtures/omcg0031/constructed"
)

// OMCG0031 on a process type whose constructor holds the program and
// whose Run method puts it before the model's words: az takes
// "--subscription=…" from the tool that checks the first word is az and
// from the one that builds the process with "az", called through a real
// client. The tool that refuses every word starting with "-" gives az no
// option, and the tool that runs the program its line names (its job) is
// not flagged: the same words run whatever program they start with.
func TestOptionInjectionConstructed(t *testing.T) {
	marker := fakeCLI(t, "az", "--subscription")
	cs := connect(t, constructed31.Register)
	const other = "00000000-other-tenant"
	hostile := "--subscription=" + other
	for _, tc := range []struct {
		tool    string
		args    map[string]any
		flagged bool
	}{
		{"az", map[string]any{"command": "az group list " + hostile}, true},
		{"az_group", map[string]any{"args": "list " + hostile}, true},
		{"az_group_plain", map[string]any{"args": "list " + hostile}, false},
	} {
		os.Remove(marker)
		call(t, cs, tc.tool, tc.args)
		got, _ := os.ReadFile(marker)
		if escaped := strings.TrimSpace(string(got)) == other; escaped != tc.flagged {
			t.Errorf("%s %v: az read --subscription= as its option: %v, want %v", tc.tool, tc.args, escaped, tc.flagged)
		}
	}
	// The guarded tool still runs az with the words it allows.
	if text, _ := call(t, cs, "az_group_plain", map[string]any{"args": "list"}); strings.Contains(text, "not allowed") {
		t.Errorf("az_group_plain refused a plain word: %q", text)
	}
}
