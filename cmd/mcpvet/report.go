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
// order of the roots.
func findingsOf(g *checker.Graph) []*finding {
	var out []*finding
	for _, act := range g.Roots {
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
// analyzer and message (a file of package p is also analyzed in its test
// variant, "p [p.test]"), sorted by position.
func dedupe(fs []*finding) []*finding {
	seen := map[dedupeKey]bool{}
	var out []*finding
	for _, f := range fs {
		k := dedupeKeyOf(f)
		if !seen[k] {
			seen[k] = true
			out = append(out, f)
		}
	}
	slices.SortStableFunc(out, func(a, b *finding) int {
		pa, pb := a.posn(), b.posn()
		return cmp.Or(
			strings.Compare(pa.Filename, pb.Filename),
			cmp.Compare(pa.Line, pb.Line),
			cmp.Compare(pa.Column, pb.Column),
		)
	})
	return out
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
// the actions that failed.
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
		byAnalyzer(e.pkgID)[e.analyzer] = jsonError{e.err}
	}
	for _, f := range fs {
		m := byAnalyzer(f.pkg.ID)
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
