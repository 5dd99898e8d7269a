package main

import (
	"bytes"
	"go/token"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers"
)

// TestTextRelatedCap: a finding with a related location per tool prints
// the first maxTextRelated of them and says how many more -json has.
func TestTextRelatedCap(t *testing.T) {
	src := "package p\n\nvar x = 1\n"
	fset := token.NewFileSet()
	file := fset.AddFile("p.go", -1, len(src))
	file.SetLinesForContent([]byte(src))
	pos := file.Pos(strings.Index(src, "x"))
	for _, n := range []int{maxTextRelated, maxTextRelated + 1, 700} {
		var related []analysis.RelatedInformation
		for range n {
			related = append(related, analysis.RelatedInformation{Pos: pos, Message: "reaches tool t"})
		}
		f := &finding{pkg: &packages.Package{Fset: fset}, severity: analyzers.Warning, diag: analysis.Diagnostic{Pos: pos, Message: "OMCG0014: x", Related: related}}
		var b bytes.Buffer
		writeText(&b, []*finding{f}, -1)
		shown := strings.Count(b.String(), "reaches tool t")
		more := strings.Contains(b.String(), "more related locations")
		switch {
		case n <= maxTextRelated+1 && (shown != n || more):
			t.Errorf("%d related: shown %d, summary %v; want all shown", n, shown, more)
		case n > maxTextRelated+1 && (shown != maxTextRelated || !strings.Contains(b.String(), "and 688 more related locations")):
			t.Errorf("%d related: shown %d:\n%s", n, shown, b.String())
		}
	}
}
