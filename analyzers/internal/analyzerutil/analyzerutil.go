// Package analyzerutil builds mcpvet's per-code analyzers the same way:
// named by the code in lower case, requiring mcpfacts, documented at
// docs/diagnostics/CODE.md, reporting messages that start with the code.
package analyzerutil

import (
	"fmt"
	"go/token"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/passutil"
	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
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

// Code describes one diagnostic code. It is the one structured place for
// a code's documentation (as staticcheck's lint.Documentation is for its
// checks): the analyzer's Doc is built from it, `mcpvet help` and the
// analyzers package list it, and a test holds the hand-written page
// docs/diagnostics/CODE.md to its Title and Severity.
type Code struct {
	Code     string // "OMCG0008"
	Title    string // one line, lower case, no period: the Doc's first line
	Severity Severity
	// Since is the mcpvet version the code first appeared in ("v0.1.0").
	Since string
	// Doc is the text: the rule, and why breaking it matters, in plain
	// text (the examples go in Before and After).
	Doc string
	// Before is Go code the code reports, After the same code fixed; the
	// Analyzer's Doc shows them as "Bad:" and "Good:". Written unindented,
	// after a leading newline.
	Before, After string
	// Requires lists fact passes the code needs besides mcpfacts.
	Requires []*analysis.Analyzer
	// Run reports the code's diagnostics from the mcpfacts result.
	Run func(p *Pass)
}

// AnalyzerDoc is the Doc of the code's analyzer: the title, the text, and
// the examples indented as code.
func (c Code) AnalyzerDoc() string {
	var b strings.Builder
	b.WriteString(c.Title)
	if text := strings.TrimSpace(c.Doc); text != "" {
		b.WriteString("\n\n")
		b.WriteString(text)
	}
	example := func(label, code string) {
		if code = strings.Trim(code, "\n"); code == "" {
			return
		}
		b.WriteString("\n\n" + label + ":\n")
		for line := range strings.SplitSeq(code, "\n") {
			b.WriteString("\n")
			if line != "" {
				b.WriteString("\t" + line)
			}
		}
	}
	example("Bad", c.Before)
	example("Good", c.After)
	return b.String()
}

// Pass is an analysis.Pass with the mcpfacts result and a reporter that
// prefixes the code.
type Pass struct {
	*analysis.Pass
	Code  string
	Facts *mcpfacts.Result
	// API is the apifacts result when the code requires apifacts, else nil.
	API *apifacts.Result
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

// New returns the analyzer for a code. A panic inside Run is turned into
// an error for this package alone: an analyzer that panics takes down
// gopls or golangci-lint for everything.
func New(c Code) *analysis.Analyzer {
	a := &analysis.Analyzer{
		Name:     strings.ToLower(c.Code),
		Doc:      c.AnalyzerDoc(),
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
	registry[a] = c
	return a
}

// registry holds the Code of every analyzer New built.
var registry = map[*analysis.Analyzer]Code{}

// Lookup returns the Code an analyzer was built from, if New built it.
func Lookup(a *analysis.Analyzer) (Code, bool) {
	c, ok := registry[a]
	return c, ok
}

// Report reports a diagnostic over [pos, end) with the code as category
// and message prefix. end may be NoPos.
func (p *Pass) Report(pos, end token.Pos, fixes []analysis.SuggestedFix, format string, args ...any) {
	p.Pass.Report(analysis.Diagnostic{
		Pos:            pos,
		End:            end,
		Category:       p.Code,
		Message:        p.Code + ": " + fmt.Sprintf(format, args...),
		SuggestedFixes: fixes,
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

// Problems calls fn once for each distinct schema problem (by position and
// message) that keep accepts, of the package's tools and, when the code
// requires apifacts, of its route tools (for which keep gets a nil
// *mcpfacts.Tool): a type used by several tools is reported once, its Path
// prefixed with the names of every tool that reaches it, sorted
// ("list_docs, search_docs: SearchIn.Filter"). The first path found is
// kept.
func (p *Pass) Problems(keep func(*mcpfacts.Tool, mcpfacts.Problem) bool, fn func(mcpfacts.Problem)) {
	var g grouper[mcpfacts.Problem]
	for _, t := range p.Facts.Tools {
		for _, pr := range t.Problems {
			if keep(t, pr) {
				g.add(spot{pr.Pos, pr.Message}, pr, t.Name)
			}
		}
	}
	if p.API != nil {
		for _, r := range p.API.Tools {
			if r.Tool == nil {
				continue
			}
			for _, pr := range r.Tool.Problems {
				if keep(nil, pr) {
					g.add(spot{pr.Pos, pr.Message}, pr, r.Tool.Name)
				}
			}
		}
	}
	g.each(func(pr mcpfacts.Problem, tools string) {
		pr.Path = tools + pr.Path
		fn(pr)
	})
}

// RouteProblems are the schema problems of the package's route tools
// (bodies and responses), nil when the code does not require apifacts.
func (p *Pass) RouteProblems() []mcpfacts.Problem {
	if p.API == nil {
		return nil
	}
	var out []mcpfacts.Problem
	for _, r := range p.API.Tools {
		if r.Tool != nil {
			out = append(out, r.Tool.Problems...)
		}
	}
	return out
}

// SDKFindings is Problems for the go-sdk dialect findings of mcp.AddTool
// tools: one per position and message, the Path prefixed with the tools.
func (p *Pass) SDKFindings(keep func(mcpfacts.SDKFinding) bool, fn func(mcpfacts.SDKFinding)) {
	var g grouper[mcpfacts.SDKFinding]
	for _, t := range p.Facts.Tools {
		for _, f := range t.SDK {
			if keep(f) {
				g.add(spot{f.Pos, f.Message}, f, t.Name)
			}
		}
	}
	g.each(func(f mcpfacts.SDKFinding, tools string) {
		f.Path = tools + f.Path
		fn(f)
	})
}

// grouper keeps the first item of each spot, in order, with the names of
// the tools that reach it.
type grouper[T any] struct {
	order []spot
	first map[spot]T
	tools map[spot][]string
}

func (g *grouper[T]) add(k spot, item T, tool string) {
	if g.first == nil {
		g.first, g.tools = map[spot]T{}, map[spot][]string{}
	}
	if _, ok := g.first[k]; !ok {
		g.order = append(g.order, k)
		g.first[k] = item
	}
	if tool != "" && !slices.Contains(g.tools[k], tool) {
		g.tools[k] = append(g.tools[k], tool)
	}
}

// each calls fn with each item and its tool prefix ("a, b: "), "" when no
// tool has a known name.
func (g *grouper[T]) each(fn func(T, string)) {
	for _, k := range g.order {
		names := g.tools[k]
		slices.Sort(names)
		prefix := ""
		if len(names) > 0 {
			prefix = strings.Join(names, ", ") + ": "
		}
		fn(g.first[k], prefix)
	}
}

type spot struct {
	pos token.Pos
	msg string
}
