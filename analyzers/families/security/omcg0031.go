package security

import (
	"go/ast"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0031 reports a tool argument that a fixed program can read as an
// option.
var OMCG0031 = omcg0031.Analyzer

var omcg0031 = toolpass.New(toolpass.Code{
	Code:     "OMCG0031",
	Severity: analyzerutil.Warning,
	Since:    "v0.3.0",
	Requires: requires,
	Run: func(p *toolpass.Pass) {
		fs := findings(p, valueflow.Option, func(fl valueflow.Flow) bool { return fl.Bare })
		report(p, fs, func(f finding) string {
			advice := "refuse a value that starts with \"-\""
			if end := endOfOptions(f.flow.Sink); end != "" {
				advice = "put " + strconv.Quote(end) + " before it"
			}
			return f.who() + " is passed to a program that reads an argument starting with \"-\" as an option" + passesClause(f) + ": " +
				f.path(p.Pkg) + "; " + advice
		}, optionFix)
		// The words of an argument as a program's arguments: the model
		// places them, so no end of options can be put before them, and
		// there is no fix to suggest. When the same words name the
		// program, running any program is the tool's job, unless a
		// guard on the way holds the program to the ones it means to
		// run (an allow-list of the first word).
		ws := findings(p, valueflow.Words, func(fl valueflow.Flow) bool {
			return !fl.NamedProgram || len(fl.Bypass) > 0 && fl.Bypass[0].HoldsWord(0)
		})
		report(p, ws, func(f finding) string {
			return f.who() + " is split into words that a program reads as its arguments, where any word can be an option" + passesClause(f) + ": " +
				f.path(p.Pkg) + "; refuse a word that starts with \"-\" unless it is an option the tool allows"
		}, nil)
	},
})

// endOfOptions is what ends the options of the program a sink runs: git
// reads a revision after --end-of-options, and a path after --. The go
// command has none that keeps the meaning: go test passes what follows
// "--" to the test binary, and tests "." instead ("": refuse the value).
func endOfOptions(sink string) string {
	switch {
	case strings.Contains(sink, `("git"`):
		return "--end-of-options"
	case strings.Contains(sink, `("go"`):
		return ""
	}
	return "--"
}

// optionFix inserts the end of options before the argument, when it is
// an argument of the call of its own.
func optionFix(f finding, call *ast.CallExpr) []analysis.SuggestedFix {
	if call.Ellipsis.IsValid() || f.flow.Arg < 0 || f.flow.Arg >= len(call.Args) {
		return nil
	}
	arg := call.Args[f.flow.Arg]
	end := endOfOptions(f.flow.Sink)
	if end == "" {
		return nil
	}
	return analyzerutil.Replace("Put "+strconv.Quote(end)+" before "+quote(f.arg), arg.Pos(), arg.Pos(), strconv.Quote(end)+", ")
}

func quote(s string) string { return strconv.Quote(s) }
