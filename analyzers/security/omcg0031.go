package security

import (
	"go/ast"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/valueflow"
)

// OMCG0031 reports a tool argument that a fixed program can read as an
// option.
var OMCG0031 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0031",
	Severity: analyzerutil.Warning,
	Title:    "a tool argument is passed to a program where it can be read as an option (argument injection, CWE-88)",
	Since:    "v0.3.0",
	Doc: `A tool argument is passed, as it came, as an argument of a fixed
program run without a shell, where the program still reads options
(exec.Command("git", "diff", arg)). The model writes the argument, and any
text the model reads can ask it for "--output=/home/u/.bashrc": git, grep,
tar, find and most programs take an argument that starts with "-" as an
option, some of which write files or run commands. Reported at the call
that runs the program, with the way the argument takes and the tool's
declaration as a related location; the fix puts "--" (for git,
"--end-of-options", which keeps a revision a revision) before it.
Not reported: an argument after "--", one that follows fixed text
("--format=" + arg), the value of an option before it (-e arg), a program
that is not a constant (a tool whose job is any command), one checked not
to start with "-", numbers and booleans, an allow-list or enum value.`,
	Before: `
out, err := exec.CommandContext(ctx, "git", "diff", in.Revision).Output()`,
	After: `
out, err := exec.CommandContext(ctx, "git", "diff", "--end-of-options", in.Revision).Output()`,
	Requires: requires,
	Run: func(p *analyzerutil.Pass) {
		fs := findings(p, valueflow.Option, func(fl valueflow.Flow) bool { return fl.Bare })
		report(p, fs, func(f finding) string {
			return f.who() + " is passed to a program that reads an argument starting with \"-\" as an option: " +
				f.path(p.Pkg) + "; put " + strconv.Quote(endOfOptions(f.flow.Sink)) + " before it"
		}, optionFix)
	},
})

// endOfOptions is what ends the options of the program a sink runs: git
// reads a revision after --end-of-options, and a path after --.
func endOfOptions(sink string) string {
	if strings.Contains(sink, `("git"`) {
		return "--end-of-options"
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
	return analyzerutil.Replace("Put "+strconv.Quote(end)+" before "+quote(f.arg), arg.Pos(), arg.Pos(), strconv.Quote(end)+", ")
}

func quote(s string) string { return strconv.Quote(s) }
