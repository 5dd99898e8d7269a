package analyzerutil

import (
	"go/token"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

func TestReach(t *testing.T) {
	for _, tc := range []struct {
		names   []string
		want    string
		related int
	}{
		{nil, "", 0},
		{[]string{"", ""}, "", 0},
		{[]string{"b", "a", "b"}, "a, b", 0},
		{[]string{"d", "c", "b", "a"}, "a, b, c and 1 more tool", 4},
		{[]string{"e", "d", "c", "b", "a"}, "a, b, c and 2 more tools", 5},
	} {
		var tools []Reached
		for i, n := range tc.names {
			tools = append(tools, Reached{Name: n, Pos: token.Pos(i + 1)})
		}
		got, related := Reach(tools)
		if got != tc.want || len(related) != tc.related {
			t.Errorf("Reach(%q) = %q with %d related, want %q with %d", tc.names, got, len(related), tc.want, tc.related)
		}
	}
}

// TestNoDoc checks that the analyzer of a code without a Doc (no page,
// or docs.go not generated since it was added) still validates, its Doc
// saying why: every go vet process builds every analyzer, and a missing
// page must fail a test (TestCodePages), not each process.
func TestNoDoc(t *testing.T) {
	a := New(Code{Code: "OMCG9999"})
	if a.Err == nil || a.Title == "" || !strings.Contains(a.Analyzer.Doc, a.Err.Error()) {
		t.Errorf("New of a code without a page: Err %v, Title %q, Doc %q", a.Err, a.Title, a.Analyzer.Doc)
	}
	if err := analysis.Validate([]*analysis.Analyzer{a.Analyzer}); err != nil {
		t.Error(err)
	}
}
