package main

import (
	"bytes"
	"go/token"
	"slices"
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

// TestDedupeOrdersTies: findings at one place come out in the order of
// their code and message whatever order the analyses gave them in, so
// that two runs print the same (an analyzer's flows, and the packages'
// analyses, finish in an order that varies from run to run).
func TestDedupeOrdersTies(t *testing.T) {
	src := "package p\n\nvar x = 1\n"
	fset := token.NewFileSet()
	file := fset.AddFile("p.go", -1, len(src))
	file.SetLinesForContent([]byte(src))
	pos := file.Pos(strings.Index(src, "x"))
	pkg := &packages.Package{Fset: fset}
	at := func(code, msg string) *finding {
		return &finding{pkg: pkg, analyzer: &analysis.Analyzer{Name: strings.ToLower(code)}, diag: analysis.Diagnostic{Pos: pos, Message: code + ": " + msg}}
	}
	want := []string{"OMCG0029: argument a", "OMCG0029: argument b", "OMCG0033: argument a"}
	in := [][]*finding{
		{at("OMCG0033", "argument a"), at("OMCG0029", "argument b"), at("OMCG0029", "argument a")},
		{at("OMCG0029", "argument b"), at("OMCG0033", "argument a"), at("OMCG0029", "argument a")},
	}
	for _, fs := range in {
		var got []string
		for _, f := range dedupe(fs) {
			got = append(got, f.diag.Message)
		}
		if !slices.Equal(got, want) {
			t.Errorf("dedupe order %q, want %q", got, want)
		}
	}
}
