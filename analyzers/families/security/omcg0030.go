package security

import (
	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0030 reports a tool argument pasted into a shell's command line.
var OMCG0030 = omcg0030.Analyzer

var omcg0030 = toolpass.New(toolpass.Code{
	Code:     "OMCG0030",
	Severity: analyzerutil.Error,
	Since:    "v0.3.0",
	Requires: requires,
	Run: func(p *toolpass.Pass) {
		// A command line the code writes; or a whole one behind a check
		// a value of the model's passes (an allow-list of its first word).
		fs := findings(p, valueflow.Shell, func(fl valueflow.Flow) bool {
			return fl.Fixed || len(fl.Bypass) > 0 && fl.Bypass[0].Whole
		})
		report(p, fs, func(f finding) string {
			if !f.flow.Fixed {
				return f.who() + " is run by a shell after a check that the shell does not hold it to" + passesClause(f) + ": " +
					f.path(p.Pkg) + "; " + f.flow.Bypass[0].Advice
			}
			advice := "run the program without a shell and pass the argument on its own"
			if f.flow.Remote() {
				// Over SSH there is always the remote shell.
				advice = "hold it to an allow-list or an anchored pattern without shell characters, or quote it for the remote shell"
			}
			return f.who() + " is pasted into a shell command line, where ; | $( ) run commands of the model's choosing" + passesClause(f) + ": " +
				f.path(p.Pkg) + "; " + advice
		}, nil)
	},
})
