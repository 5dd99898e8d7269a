package security

import (
	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0046 reports a tool argument pasted into the text of a script an
// interpreter or a browser evaluates.
var OMCG0046 = omcg0046.Analyzer

var omcg0046 = toolpass.New(toolpass.Code{
	Code:     "OMCG0046",
	Severity: analyzerutil.Error,
	Since:    "v0.5.0",
	Requires: requires,
	Run: func(p *toolpass.Pass) {
		// The script the code writes, with the argument inside: a whole
		// script is the tool's job (an "evaluate" tool) and not reported.
		fs := findings(p, valueflow.Script, func(fl valueflow.Flow) bool { return fl.Fixed })
		report(p, fs, func(f finding) string {
			return f.who() + " is pasted into the text of a script that is evaluated, where a quote ends the string and the rest runs as code" + passesClause(f) + ": " +
				f.path(p.Pkg) + "; pass it as a value (an argument of the evaluation, or a literal made by strconv.Quote or json.Marshal)"
		}, nil)
	},
})
