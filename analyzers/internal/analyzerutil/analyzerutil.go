// Package analyzerutil builds mcpvet's per-code analyzers the same way:
// named by the code in lower case, requiring mcpfacts, documented by their
// page docs/diagnostics/CODE.md (their Doc is extracted from it),
// reporting messages that start with the code.
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

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/reasoncode"
	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/mcptool"
	"github.com/mcpvet/mcpvet/docs/diagnostics"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
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

// Code is what Go says of one diagnostic code: its severity, its first
// version, what it needs and how it runs. Its words (title, rule, why,
// examples) are its page's, docs/diagnostics/CODE.md, from which the
// analyzer's Doc is extracted (diagnostics.Extract): each is written once.
type Code struct {
	Code     string // "OMCG0008"
	Severity Severity
	// Since is the mcpvet version the code first appeared in ("v0.1.0").
	Since string
	// Escalates, if set, says which of the code's diagnostics (of a
	// Warning code) are errors: where the code knows the server fails for
	// certain. The code's own severity is what it is listed with.
	Escalates func(analysis.Diagnostic) bool
	// Requires lists fact passes the code needs besides mcpfacts.
	Requires []*analysis.Analyzer
	// Run reports the code's diagnostics from the mcpfacts result.
	Run func(p *Pass)
}

// Pass is an analysis.Pass with the mcpfacts result and a reporter that
// prefixes the code.
type Pass struct {
	*analysis.Pass
	Code  string
	Facts *mcpfacts.Result
	// API is the apifacts result when the code requires apifacts, else nil.
	API *apifacts.Result

	// related are the related locations of the group Problems or
	// SDKFindings is reporting, which Report attaches.
	related []analysis.RelatedInformation
}

// Reported is the result of every analyzer New builds: the diagnostics
// it reported in the package, with its code's severity. An analyzer that
// Requires a code's analyzer acts on what that code found without
// restating its rule: analyzers/generated refuses to write a package's
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
	Code Code
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
	doc, title, text, ok := diagnostics.Doc(c.Code)
	var err error
	if !ok {
		// Every go vet process builds every analyzer: a code without a
		// Doc must not stop them all (analysis.Validate wants one). A test
		// fails on it instead.
		err = fmt.Errorf("%s has no page in docs/diagnostics (or go generate ./docs/diagnostics has not run since it was added)", c.Code)
		title = "(no documentation: " + err.Error() + ")"
		doc = title
	}
	a := &analysis.Analyzer{
		Name:     strings.ToLower(c.Code),
		Doc:      doc,
		URL:      DocsURL + c.Code + ".md",
		Requires: append([]*analysis.Analyzer{mcpfacts.Analyzer}, c.Requires...),
		// As the fact passes do: gopls runs analyzers on packages with
		// type errors, and what does not type-check is left alone there.
		RunDespiteErrors: true,
		ResultType:       reflect.TypeFor[*Reported](),
		Run: passutil.Guard(c.Code, func(pass *analysis.Pass) (any, error) {
			rep := &Reported{Code: c.Code, Severity: c.Severity}
			if res, _ := pass.ResultOf[mcpfacts.Analyzer].(*mcpfacts.Result); res != nil {
				api, _ := pass.ResultOf[apifacts.Analyzer].(*apifacts.Result)
				// The driver's pass, with a Report that also keeps each
				// diagnostic for the result.
				recording := *pass
				recording.Report = func(d analysis.Diagnostic) {
					rep.Diagnostics = append(rep.Diagnostics, d)
					pass.Report(d)
				}
				c.Run(&Pass{Pass: &recording, Code: c.Code, Facts: res, API: api})
			}
			return rep, nil
		}),
	}
	return &Analyzer{Code: c, Title: title, Text: text, Err: err, Analyzer: a}
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
// Called for a group of Problems or SDKFindings, it carries the group's
// related locations (every tool it reaches when the message names only
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

// Tools are the package's tools: those mcpfacts finds and, when the code
// requires apifacts, its route tools (origin *mcptool.Route), in that
// order. A route tool is a Tool like any other: what a code asks of tools
// in general it asks of these.
func (p *Pass) Tools() []*mcptool.Tool {
	if p.API == nil || len(p.API.Tools) == 0 {
		return p.Facts.Tools
	}
	out := slices.Clip(p.Facts.Tools)
	for _, r := range p.API.Tools {
		if r.Tool != nil {
			out = append(out, r.Tool)
		}
	}
	return out
}

// Problems calls fn once for each distinct schema problem (by position and
// message) that keep accepts, of the package's Tools: a type used by
// several tools is reported once, its Path prefixed with the tools that
// reach it, sorted (Reach: "list_docs, search_docs: SearchIn.Filter", the
// first three and a count beyond). The first path found is kept; Report,
// called from fn, attaches the group's related locations.
func (p *Pass) Problems(keep func(*mcptool.Tool, mcptool.Problem) bool, fn func(mcptool.Problem)) {
	var g grouper[mcptool.Problem]
	for _, t := range p.Tools() {
		for _, pr := range t.Problems {
			if keep(t, pr) {
				g.add(spot{pr.Pos, pr.Message}, pr, t.Name, toolPos(t), token.NoPos)
			}
		}
	}
	g.each(p, func(pr mcptool.Problem, tools string, _ int) {
		pr.Path = tools + pr.Path
		fn(pr)
	})
}

// Owns reports whether a schema problem of tool t is the code's to
// report: the one table of analyzers/internal/reasoncode says which code
// each kind of problem belongs to. A code's own file adds what narrows it
// further and says it in its own words.
func (p *Pass) Owns(t *mcptool.Tool, pr mcptool.Problem) bool {
	sdk := t != nil && t.Style() == mcptool.SDKAddTool
	return reasoncode.Problem(pr.Kind, pr.Direction, sdk) == p.Code
}

// OwnsSDK is Owns for a finding of the go-sdk model.
func (p *Pass) OwnsSDK(f mcptool.SDKFinding) bool {
	return reasoncode.SDK(f.Reason, f.Dir) == p.Code
}

// SDKFindings is Problems for the go-sdk dialect findings of mcp.AddTool
// tools: one per position and message, the Path prefixed with the tools,
// and one per type for a type whose own methods decide its JSON form.
func (p *Pass) SDKFindings(keep func(mcptool.SDKFinding) bool, fn func(mcptool.SDKFinding)) {
	var g grouper[mcptool.SDKFinding]
	for _, t := range p.Facts.Tools {
		for _, f := range t.SDK {
			// A panic where only tests register, or under a recover, is
			// not a start-up panic of the server.
			if f.Kind == sdkdialect.Panic && t.Contained != mcptool.NotContained {
				continue
			}
			if !keep(f) {
				continue
			}
			k, use := spot{f.Pos, f.Message}, token.NoPos
			if typeLevel[f.Reason] && f.Type != "" {
				// One finding per type, however many fields use it: at
				// its declaration when it is in this package.
				k, use = spot{p.typeDecl(f.Type), "type " + f.Type + ": " + f.Message}, f.Pos
				if k.pos.IsValid() {
					f.Pos, f.End, f.Field = k.pos, k.pos+token.Pos(len(typeBase(f.Type))), nil
				} else if at := p.Elsewhere(p.importedType(f.Type)); at.IsValid() {
					// Declared in an imported package: there, once
					// for every package that uses it (elsewhere.go).
					k.pos, f.Pos, f.End, f.Field = at, at, token.NoPos, nil
					g.markElsewhere(k)
				}
			}
			g.add(k, f, t.Name, toolPos(t), use)
		}
	}
	g.each(p, func(f mcptool.SDKFinding, tools string, uses int) {
		switch {
		case typeLevel[f.Reason] && f.Field == nil && f.Pos.IsValid() && f.Pos == p.Elsewhere(p.importedType(f.Type)):
			f.Path = typeBaseQualified(strings.TrimPrefix(f.Type, "*")) // at a declaration of another package
		case typeLevel[f.Reason] && f.Field == nil && f.Pos == p.typeDecl(f.Type) && f.Pos.IsValid():
			f.Path = typeBase(f.Type) // at the type's declaration
			if uses > 1 {
				f.Path += fmt.Sprintf(" (at %d fields)", uses)
			}
		case uses > 1:
			f.Path += fmt.Sprintf(" (and %d more fields)", uses-1)
		}
		f.Path = tools + f.Path
		fn(f)
	})
}

// typeLevel are the SDK reasons that are about a type rather than the
// field that uses it: its methods decide its JSON form.
var typeLevel = map[sdkdialect.Reason]bool{
	sdkdialect.Marshaler:     true,
	sdkdialect.TextMarshaler: true,
}

// typeDecl is the declaration of a type of this package named as
// typesview names types (pkg.Name[args]), NoPos for any other.
func (p *Pass) typeDecl(name string) token.Pos {
	pkg, base, ok := strings.Cut(strings.TrimPrefix(typeBaseQualified(name), "*"), ".")
	if !ok || pkg != p.Pkg.Name() {
		return token.NoPos
	}
	if tn, ok := p.Pkg.Scope().Lookup(base).(*types.TypeName); ok {
		return tn.Pos()
	}
	return token.NoPos
}

// typeBaseQualified is pkg.Name of pkg.Name[args].
func typeBaseQualified(name string) string {
	if i := strings.IndexByte(name, '['); i >= 0 {
		return name[:i]
	}
	return name
}

// typeBase is Name of pkg.Name[args].
func typeBase(name string) string {
	q := typeBaseQualified(name)
	return q[strings.LastIndexByte(q, '.')+1:]
}

// toolPos is where a tool is named, for a related location.
func toolPos(t *mcptool.Tool) token.Pos {
	if t.NamePos.IsValid() {
		return t.NamePos
	}
	return t.Pos
}
