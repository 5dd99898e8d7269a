package diagnostics

import (
	"strings"
	"testing"
)

// TestWithFamilies: the codes after a family's directory are written from
// the family, the words after them kept; a family with no line, and a
// line of no family, are errors.
func TestWithFamilies(t *testing.T) {
	readme := "x\nanalyzers/one/  OMCG0001 OMCG0002: the one\nanalyzers/two/ MCP001 (with OMCG0001)\nanalyzers/internal/x/ holds OMCG0009\n"
	got, err := WithFamilies([]byte(readme), []Family{
		{Dir: "analyzers/one/", Codes: []string{"OMCG0001", "OMCG0003"}},
		{Dir: "analyzers/two/", Codes: []string{"MCP001", "MCP002"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := "x\nanalyzers/one/  OMCG0001 OMCG0003: the one\nanalyzers/two/ MCP001 MCP002 (with OMCG0001)\nanalyzers/internal/x/ holds OMCG0009\n"
	if string(got) != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if _, err := WithFamilies([]byte(readme), []Family{{Dir: "analyzers/one/", Codes: []string{"OMCG0001"}}}); err == nil || !strings.Contains(err.Error(), "analyzers/two/") {
		t.Errorf("a line of no family: err = %v", err)
	}
	if _, err := WithFamilies([]byte(readme), []Family{{Dir: "analyzers/one/"}, {Dir: "analyzers/two/"}, {Dir: "analyzers/three/", Codes: []string{"OMCG0004"}}}); err == nil || !strings.Contains(err.Error(), "analyzers/three/") {
		t.Errorf("a family with no line: err = %v", err)
	}
}
