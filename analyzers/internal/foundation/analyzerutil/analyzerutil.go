// Package analyzerutil builds mcpvet's per-code analyzers the same way:
// named by the code in lower case, documented by their page
// docs/diagnostics/CODE.md (their Doc is extracted from it), reporting
// messages that start with the code, a panic turned into an error. It is
// the framework at the bottom of the analyzers: it knows no model and no
// fact pass. A code requires what it reads (Code.Requires); the codes
// about a package's tools are built by analyzers/internal/support/toolpass, which
// adds the tool facts to this pass.
package analyzerutil

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/docs/diagnostics"
)

// DocsURL is where the page of each code lives.
const DocsURL = "https://github.com/mcpvet/mcpvet/blob/main/docs/diagnostics/"

// Severity says how bad a code's findings are.
type Severity int

const (
	// Error: the server panics at start-up, loses a tool, or serves
	// something other than what the code says. mcpvet gen refuses a
	// package with an error.
	Error Severity = iota
	// Warning: the server works, but something is likely wrong (a client
	// that refuses a name, a schema the SDK infers differently).
	Warning
)

func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// CodeOf is what Go says of one diagnostic code: its severity, its first
// version, what it needs and how it runs, on a pass of type P (Code's is
// this package's Pass; toolpass's adds the package's tools). Its words
// (title, rule, why, examples) are its page's, docs/diagnostics/CODE.md,
// from which the analyzer's Doc is extracted (diagnostics.Extract): each
// is written once.
type CodeOf[P any] struct {
	Code     string // "OMCG0008"
	Severity Severity
	// Since is the mcpvet version the code first appeared in ("v0.1.0").
	Since string
	// Escalates, if set, says which of the code's diagnostics (of a
	// Warning code) are errors: where the code knows the server fails for
	// certain. The code's own severity is what it is listed with.
	Escalates func(analysis.Diagnostic) bool
	// Requires lists the passes whose results or facts the code reads.
	Requires []*analysis.Analyzer
	// FactTypes are the facts the code exports for its importers (what a
	// package of the code's own finds, which the code reads again where
	// another package reports).
	FactTypes []analysis.Fact
	// Run reports the code's diagnostics.
	Run func(p P)
}

// Code is a code that runs on the plain Pass.
type Code = CodeOf[*Pass]

// Info is what describes a code once it is built: what lists codes
// (analyzers.Codes, the generator's blockers) reads it.
type Info struct {
	Code      string
	Severity  Severity
	Since     string
	Escalates func(analysis.Diagnostic) bool
}

// Pass is an analysis.Pass with a reporter that prefixes the code.
type Pass struct {
	*analysis.Pass
	Code string

	// related are the related locations of the group Group.Each is
	// reporting, which Report attaches.
	related []analysis.RelatedInformation
}

// Reported is the result of every analyzer New builds: the diagnostics
// it reported in the package, with its code's severity. An analyzer that
// Requires a code's analyzer acts on what that code found without
// restating its rule: analyzers/families/generated refuses to write a package's
// file exactly where an error-severity code reported something.
type Reported struct {
	Code        string
	Severity    Severity
	Diagnostics []analysis.Diagnostic
}

// Analyzer is a code's analyzer together with what describes it, as
// staticcheck's lint.Analyzer pairs a check's documentation with its
// analysis.Analyzer: each family package lists its codes so (Codes), and
// what lists the codes (analyzers.Codes, the generator's blockers) reads
// those lists. There is no registry to look an analyzer up in.
type Analyzer struct {
	Code Info
	// Title and Text are the page's title and its rule and why, in plain
	// text (substrings of Analyzer.Doc).
	Title, Text string
	// Err says why the code has no Doc (then the Doc says only that), nil
	// when it has one. A test fails on it; a process does not.
	Err      error
	Analyzer *analysis.Analyzer
}

// New returns the analyzer of a code, its Doc the one extracted from the
// code's page (diagnostics.Doc). A panic inside Run is turned into an
// error for this package alone: an analyzer that panics takes down gopls
// or golangci-lint for everything.
func New(c Code) *Analyzer {
	return NewOf(c, func(p *Pass) (*Pass, bool) { return p, true })
}

// NewOf is New for a code that runs on a pass of its own type, which
// view makes from this package's Pass (false: there is nothing to run on,
// as when a fact pass the code reads failed).
func NewOf[P any](c CodeOf[P], view func(*Pass) (P, bool)) *Analyzer {
	doc, title, text, ok := diagnostics.Doc(c.Code)
	var err error
	if !ok {
		// Every go vet process builds every analyzer: a code without a
		// Doc must not stop them all (analysis.Validate wants one). A test
		// fails on it instead.
		err = fmt.Errorf("%s has no page in docs/diagnostics (or go generate ./analyzers/nogo has not run since it was added)", c.Code)
		title = "(no documentation: " + err.Error() + ")"
		doc = title
	}
	a := &analysis.Analyzer{
		Name:      strings.ToLower(c.Code),
		Doc:       doc,
		URL:       DocsURL + c.Code + ".md",
		Requires:  slices.Clip(c.Requires),
		FactTypes: slices.Clip(c.FactTypes),
		// As the fact passes do: gopls runs analyzers on packages with
		// type errors, and what does not type-check is left alone there.
		RunDespiteErrors: true,
		ResultType:       reflect.TypeFor[*Reported](),
		Run: passutil.Guard(c.Code, func(pass *analysis.Pass) (any, error) {
			rep := &Reported{Code: c.Code, Severity: c.Severity}
			// The driver's pass, with a Report that also keeps each
			// diagnostic for the result.
			recording := *pass
			recording.Report = func(d analysis.Diagnostic) {
				rep.Diagnostics = append(rep.Diagnostics, d)
				pass.Report(d)
			}
			if p, ok := view(&Pass{Pass: &recording, Code: c.Code}); ok && c.Run != nil {
				c.Run(p)
			}
			return rep, nil
		}),
	}
	info := Info{Code: c.Code, Severity: c.Severity, Since: c.Since, Escalates: c.Escalates}
	return &Analyzer{Code: info, Title: title, Text: text, Err: err, Analyzer: a}
}

// Analyzers are the analyzers of codes, in their order.
func Analyzers(codes []*Analyzer) []*analysis.Analyzer {
	out := make([]*analysis.Analyzer, len(codes))
	for i, c := range codes {
		out[i] = c.Analyzer
	}
	return out
}

// Report reports a diagnostic over [pos, end) with the code as category
// and message prefix. end may be NoPos.
//
// Called from Group.Each, it carries the group's related locations (every tool it reaches when the message names only
// the first few, the fields that use a type).
func (p *Pass) Report(pos, end token.Pos, fixes []analysis.SuggestedFix, format string, args ...any) {
	p.Pass.Report(analysis.Diagnostic{
		Pos:            pos,
		End:            end,
		Category:       p.Code,
		Message:        p.Code + ": " + fmt.Sprintf(format, args...),
		SuggestedFixes: fixes,
		Related:        p.related,
	})
}

// ReportRelated is Report with related locations. A message never names
// a position (the first of two duplicates, say): it would change with
// every line added above it, and a baseline matches findings by message.
// The position goes to a related location instead, which editors and
// SARIF show as a link.
func (p *Pass) ReportRelated(pos, end token.Pos, related []analysis.RelatedInformation, fixes []analysis.SuggestedFix, format string, args ...any) {
	p.Pass.Report(analysis.Diagnostic{
		Pos:            pos,
		End:            end,
		Category:       p.Code,
		Message:        p.Code + ": " + fmt.Sprintf(format, args...),
		SuggestedFixes: fixes,
		Related:        related,
	})
}

// Replace is a suggested fix that replaces [pos, end) with text.
func Replace(message string, pos, end token.Pos, text string) []analysis.SuggestedFix {
	return []analysis.SuggestedFix{{
		Message:   message,
		TextEdits: []analysis.TextEdit{{Pos: pos, End: end, NewText: []byte(text)}},
	}}
}

// DropImportIfUnused is the edit that deletes the import of path from
// the file holding pos when the edits of a fix remove every use of it
// there (uses, the identifiers of the package name the fix removes): a
// fix must leave the package building, and an unused import does not.
// Nothing when other uses remain or the import is not found.
func DropImportIfUnused(info *types.Info, files []*ast.File, pos token.Pos, path string, removed []*ast.Ident) []analysis.TextEdit {
	var file *ast.File
	for _, f := range files {
		if f.FileStart <= pos && pos < f.FileEnd {
			file = f
		}
	}
	if file == nil {
		return nil
	}
	gone := map[*ast.Ident]bool{}
	for _, id := range removed {
		gone[id] = true
	}
	used := false
	ast.Inspect(file, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || used || gone[id] {
			return !used
		}
		if pn, ok := info.Uses[id].(*types.PkgName); ok && pn.Imported().Path() == path {
			used = true
		}
		return !used
	})
	if used {
		return nil
	}
	for _, d := range file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.IMPORT {
			continue
		}
		for _, spec := range gd.Specs {
			is := spec.(*ast.ImportSpec)
			if p, err := strconv.Unquote(is.Path.Value); err != nil || p != path || is.Name != nil && (is.Name.Name == "_" || is.Name.Name == ".") {
				continue
			}
			if len(gd.Specs) == 1 {
				return []analysis.TextEdit{{Pos: gd.Pos(), End: gd.End()}}
			}
			return []analysis.TextEdit{{Pos: spec.Pos(), End: spec.End()}}
		}
	}
	return nil
}
