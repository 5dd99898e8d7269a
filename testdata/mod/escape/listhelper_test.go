package escape_test

import (
	"os"
	"strings"
	"testing"

	listhelper31 "fixtures/omcg0031/listhelper"
)

// OMCG0031 through a helper that runs a list program first: kubectl
// reads "--server=…" as its option through the flagged tool, and as -n's
// value, as a name after "--", or inside "pod/…" through the others.
// Served by the go-sdk over its in-memory transport.
func TestOptionInjectionListHelper(t *testing.T) {
	marker := fakeKubectl(t)
	cs := connect(t, listhelper31.Register)
	const attacker = "http://attacker.example"
	for _, tc := range []struct {
		tool    string
		flagged bool
	}{
		{"kubectl_listed", true},
		{"kubectl_listed_value", false},
		{"kubectl_listed_ended", false},
		{"kubectl_listed_prefixed", false},
	} {
		os.Remove(marker)
		call(t, cs, tc.tool, map[string]any{"name": "--server=" + attacker})
		got, _ := os.ReadFile(marker)
		if escaped := strings.TrimSpace(string(got)) == attacker; escaped != tc.flagged {
			t.Errorf("%s: kubectl read --server= as its option: %v, want %v", tc.tool, escaped, tc.flagged)
		}
	}
}
