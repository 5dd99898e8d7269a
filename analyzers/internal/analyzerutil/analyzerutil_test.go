package analyzerutil

import "testing"

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
