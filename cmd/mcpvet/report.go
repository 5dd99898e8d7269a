package main

import (
	"cmp"
	"encoding/json"
	"fmt"
	"go/token"
	"io"
	"os"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpvet/mcpvet/analyzers"
)

// A finding is one diagnostic of a root action, with its severity.
type finding struct {
	pkg      *packages.Package
	analyzer *analysis.Analyzer
	diag     analysis.Diagnostic
	severity analyzers.Severity
}

func (f *finding) posn() token.Position { return f.pkg.Fset.Position(f.diag.Pos) }

// findingsOf lists the diagnostics of the graph's root actions, in the
// order of the roots. A package analyzed also as its test variant
// ("p [p.test]", which holds all of p's files and its in-package tests)
// is reported through the variant alone, as go vet reports it (and so
// the cached path): the two can disagree, when a test reads a field the
// package never does, and two findings of one cause would be printed.
func findingsOf(g *checker.Graph) []*finding {
	tested := map[string]bool{} // package paths with a test variant among the roots
	for _, act := range g.Roots {
		if isTestVariant(act.Package) {
			tested[act.Package.PkgPath] = true
		}
	}
	var out []*finding
	for _, act := range g.Roots {
		if p := act.Package; p.ID == p.PkgPath && tested[p.PkgPath] {
			continue
		}
		for _, d := range act.Diagnostics {
			out = append(out, &finding{act.Package, act.Analyzer, d, severityOf(act.Analyzer, d)})
		}
	}
	return out
}

// severityOf is the severity of a diagnostic (analyzers.SeverityOf): its
// code's, or an error where the code escalates it. A diagnostic of no
// known code is an error.
func severityOf(a *analysis.Analyzer, d analysis.Diagnostic) analyzers.Severity {
	sev, _ := analyzers.SeverityOf(a, d)
	return sev
}

// dedupe keeps the first of the findings that have one position, end,
// analyzer and message, sorted by position: a file of package p is also
// analyzed in its test variant, "p [p.test]", and a finding at a
// declaration that several packages reach (a type of package util that
// the tools of ten packages use) is reported by each of them, with the
// same message and its own tools as related locations. The finding kept
// carries the related locations of all (mergeRelated), so that the text,
// -json and SARIF list every tool once.
func dedupe(fs []*finding) []*finding {
	first := map[dedupeKey]int{}
	var out []*finding
	for _, f := range fs {
		k := dedupeKeyOf(f)
		if i, ok := first[k]; ok {
			out[i] = mergeRelated(out[i], f)
			continue
		}
		first[k] = len(out)
		out = append(out, f)
	}
	slices.SortStableFunc(out, func(a, b *finding) int {
		pa, pb := a.posn(), b.posn()
		// Findings at one place are ordered by code and message, not
		// left in the order the packages' analyses finished.
		return cmp.Or(
			strings.Compare(pa.Filename, pb.Filename),
			cmp.Compare(pa.Line, pb.Line),
			cmp.Compare(pa.Column, pb.Column),
			strings.Compare(a.analyzer.Name, b.analyzer.Name),
			strings.Compare(a.diag.Message, b.diag.Message),
		)
	})
	return out
}

// mergeRelated is f with the related locations of g it lacks (by
// position and message), sorted when g added any: the tools of all the
// packages by name, then the rest by message and position; f itself when g adds none,
// as a test variant's copy does. f is never changed: the findings are
// shared with the -json report.
func mergeRelated(f, g *finding) *finding {
	if f.pkg.Fset != g.pkg.Fset {
		return f // positions of two file sets cannot be compared
	}
	type key struct {
		pos, end token.Pos
		msg      string
	}
	have := map[key]bool{}
	for _, r := range f.diag.Related {
		have[key{r.Pos, r.End, r.Message}] = true
	}
	var add []analysis.RelatedInformation
	for _, r := range g.diag.Related {
		if k := (key{r.Pos, r.End, r.Message}); !have[k] {
			have[k] = true
			add = append(add, r)
		}
	}
	if len(add) == 0 {
		return f
	}
	merged := *f
	merged.diag.Related = append(slices.Clip(f.diag.Related), add...)
	fset := f.pkg.Fset
	// The tools first, as each package lists them, then what else the
	// packages point at (the fields that use a type).
	tool := func(r analysis.RelatedInformation) bool { return strings.HasPrefix(r.Message, "reaches tool ") }
	slices.SortStableFunc(merged.diag.Related, func(a, b analysis.RelatedInformation) int {
		pa, pb := fset.Position(a.Pos), fset.Position(b.Pos)
		return cmp.Or(
			-cmp.Compare(b2i(tool(a)), b2i(tool(b))),
			strings.Compare(a.Message, b.Message),
			strings.Compare(pa.Filename, pb.Filename),
			cmp.Compare(pa.Offset, pb.Offset),
		)
	})
	return &merged
}

// A dedupeKey is what one finding in two package variants has in common.
type dedupeKey struct {
	pos, end token.Position
	a        *analysis.Analyzer
	msg      string
}

func dedupeKeyOf(f *finding) dedupeKey {
	return dedupeKey{f.posn(), f.pkg.Fset.Position(f.diag.End), f.analyzer, f.diag.Message}
}

// writeText prints each finding the way compilers print theirs, which
// editors and CI annotators read, with its severity after the position:
//
//	file.go:12:3: error: OMCG0002: search_docs: SearchIn.Done: type chan bool has no JSON form
//	file.go:31:34: warning: OMCG0013: tool name "docs.search" is valid MCP, but ...
//
// and its related positions after it, indented by a tab. With
// contextLines >= 0, each position is followed by its line and that many
// lines around it.
//
// A finding that reaches a thousand tools lists them all in -json and
// SARIF; the text shows the first maxTextRelated (as many as the longest
// call path an effect finding has).
func writeText(w io.Writer, fs []*finding, contextLines int) {
	for _, f := range fs {
		fset := f.pkg.Fset
		fmt.Fprintf(w, "%s: %s: %s\n", displayPosn(f.posn()), f.severity, f.diag.Message)
		writeContext(w, fset, f.diag.Pos, f.diag.End, contextLines)
		for i, rel := range f.diag.Related {
			if i == maxTextRelated && len(f.diag.Related) > maxTextRelated+1 {
				fmt.Fprintf(w, "\t... and %d more related locations (-json and -sarif list them all)\n", len(f.diag.Related)-i)
				break
			}
			fmt.Fprintf(w, "%s: \t%s\n", displayPosn(fset.Position(rel.Pos)), rel.Message)
			writeContext(w, fset, rel.Pos, rel.End, contextLines)
		}
	}
}

const maxTextRelated = 12

// displayPosn is p with its file name relative to the current directory
// when the file is below it, as the go command prints positions.
func displayPosn(p token.Position) token.Position {
	if p.Filename != "" {
		p.Filename = displayPath(p.Filename)
	}
	return p
}

func writeContext(w io.Writer, fset *token.FileSet, pos, end token.Pos, n int) {
	if n < 0 {
		return
	}
	from := fset.Position(pos)
	to := fset.Position(end)
	if !to.IsValid() {
		to = from
	}
	data, err := os.ReadFile(from.Filename)
	if err != nil {
		return
	}
	lines := strings.Split(string(data), "\n")
	for i := from.Line - n; i <= to.Line+n; i++ {
		if 1 <= i && i <= len(lines) {
			fmt.Fprintf(w, "%d\t%s\n", i, lines[i-1])
		}
	}
}

// The JSON report is x/tools' (go vet -json's): an object from package ID
// to analyzer name to either a list of diagnostics or {"error": "..."},
// with each diagnostic's severity added.
type (
	jsonDiagnostic struct {
		Category       string        `json:"category,omitempty"`
		Severity       string        `json:"severity"`
		Posn           string        `json:"posn"`
		End            string        `json:"end"`
		Message        string        `json:"message"`
		SuggestedFixes []jsonFix     `json:"suggested_fixes,omitempty"`
		Related        []jsonRelated `json:"related,omitempty"`
	}
	jsonFix struct {
		Message string     `json:"message"`
		Edits   []jsonEdit `json:"edits"`
	}
	jsonEdit struct {
		Filename string `json:"filename"`
		Start    int    `json:"start"`
		End      int    `json:"end"`
		New      string `json:"new"`
	}
	jsonRelated struct {
		Posn    string `json:"posn"`
		End     string `json:"end"`
		Message string `json:"message"`
	}
	jsonError struct {
		Err string `json:"error"`
	}
)

// writeJSON prints the findings as one JSON object, with the errors of
// the actions that failed. A finding that packages other than one
// package's variants reported alike (at a declaration they all reach) is
// listed once, under the first of them, with the related locations of
// all: go vet -json lists it under each, but each is one cause. Packages
// are keyed as go vet keys them, by import path: a test variant,
// "p [p.test]", is listed as p (findingsOf left p itself out).
func writeJSON(w io.Writer, errs []actionError, fs []*finding) error {
	tree := map[string]map[string]any{}
	byAnalyzer := func(pkgID string) map[string]any {
		m := tree[pkgID]
		if m == nil {
			m = map[string]any{}
			tree[pkgID] = m
		}
		return m
	}
	for _, e := range errs {
		byAnalyzer(variantOf(e.pkgID))[e.analyzer] = jsonError{e.err}
	}
	packagesOf := map[dedupeKey]map[string]bool{}
	merged := map[dedupeKey]*finding{}
	for _, f := range fs {
		k := dedupeKeyOf(f)
		if packagesOf[k] == nil {
			packagesOf[k], merged[k] = map[string]bool{}, f
		} else {
			merged[k] = mergeRelated(merged[k], f)
		}
		packagesOf[k][variantOf(f.pkg.ID)] = true
	}
	listed := map[dedupeKey]bool{}
	for _, f := range fs {
		if k := dedupeKeyOf(f); len(packagesOf[k]) > 1 {
			if listed[k] {
				continue
			}
			listed[k] = true
			f = &finding{f.pkg, f.analyzer, merged[k].diag, f.severity}
		}
		m := byAnalyzer(variantOf(f.pkg.ID))
		list, _ := m[f.analyzer.Name].([]jsonDiagnostic)
		m[f.analyzer.Name] = append(list, jsonOf(f))
	}
	data, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", data)
	return err
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// isTestVariant reports whether p is a package compiled with its
// in-package tests: ID "p [p.test]".
func isTestVariant(p *packages.Package) bool {
	base, rest, ok := strings.Cut(p.ID, " [")
	return ok && base == p.PkgPath && rest == p.PkgPath+".test]"
}

// variantOf is the package a package ID is a variant of: "p" for
// "p [p.test]".
func variantOf(id string) string {
	base, _, _ := strings.Cut(id, " [")
	return base
}

func jsonOf(f *finding) jsonDiagnostic {
	fset := f.pkg.Fset
	d := f.diag
	jd := jsonDiagnostic{
		Category: d.Category,
		Severity: f.severity.String(),
		Posn:     fset.Position(d.Pos).String(),
		End:      fset.Position(cmp.Or(d.End, d.Pos)).String(),
		Message:  d.Message,
	}
	for _, fix := range d.SuggestedFixes {
		jf := jsonFix{Message: fix.Message}
		for _, e := range fix.TextEdits {
			jf.Edits = append(jf.Edits, jsonEdit{
				Filename: fset.Position(e.Pos).Filename,
				Start:    fset.Position(e.Pos).Offset,
				End:      fset.Position(cmp.Or(e.End, e.Pos)).Offset,
				New:      string(e.NewText),
			})
		}
		jd.SuggestedFixes = append(jd.SuggestedFixes, jf)
	}
	for _, r := range d.Related {
		jd.Related = append(jd.Related, jsonRelated{
			Posn:    fset.Position(r.Pos).String(),
			End:     fset.Position(cmp.Or(r.End, r.Pos)).String(),
			Message: r.Message,
		})
	}
	return jd
}
