package analyzerutil

import (
	"go/token"
	"testing"
)

// TestAnalyzerDoc checks the layout of an analyzer's Doc: the title, the
// text, and the examples indented by a tab under "Bad:" and "Good:", as
// go doc shows code.
func TestAnalyzerDoc(t *testing.T) {
	c := Code{
		Title: "the tool name is not valid",
		Doc: `
A rule.

Why it matters.
`,
		Before: `
type In struct {
	ID string
}`,
		After: `
x := 1`,
	}
	want := "the tool name is not valid\n\nA rule.\n\nWhy it matters.\n\nBad:\n\n\ttype In struct {\n\t\tID string\n\t}\n\nGood:\n\n\tx := 1"
	if got := c.AnalyzerDoc(); got != want {
		t.Errorf("AnalyzerDoc() =\n%q\nwant\n%q", got, want)
	}
	c.Before, c.After = "", ""
	if got, want := c.AnalyzerDoc(), "the tool name is not valid\n\nA rule.\n\nWhy it matters."; got != want {
		t.Errorf("without examples, AnalyzerDoc() = %q, want %q", got, want)
	}
}

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
