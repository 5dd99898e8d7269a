package security

import (
	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0032 reports a tool argument pasted into the text of a query.
var OMCG0032 = omcg0032.Analyzer

var omcg0032 = toolpass.New(toolpass.Code{
	Code:     "OMCG0032",
	Severity: analyzerutil.Warning,
	Since:    "v0.3.0",
	Requires: requires,
	Run: func(p *toolpass.Pass) {
		// A query the code writes; or a whole statement behind a check
		// that says the tool reads only, which a statement that writes
		// passes.
		// A request's body is a query's text only where the code wrote
		// a statement's start before the argument (a statement posted to
		// a database's HTTP API), or checked its keyword.
		fs := findings(p, valueflow.Query, func(fl valueflow.Flow) bool {
			if len(fl.Bypass) > 0 && fl.Bypass[0].Whole {
				return true
			}
			return fl.Fixed && (fl.Marks&valueflow.ToBody == 0 || fl.Marks&valueflow.InStatement != 0)
		})
		report(p, fs, func(f finding) string {
			switch {
			case !f.flow.Fixed && f.flow.Bypass[0].OfPart():
				return f.who() + " is run whole after a check of one word of it" + passesClause(f) + ": " +
					f.path(p.Pkg) + "; " + f.flow.Bypass[0].Advice
			case !f.flow.Fixed && f.flow.Bypass[0].OfKind():
				return f.who() + " is run whole after a check of its first keyword, which a second statement after it passes" + passesClause(f) + ": " +
					f.path(p.Pkg) + "; " + f.flow.Bypass[0].Advice
			case !f.flow.Fixed:
				return f.who() + " is run whole after a check that does not make it read-only" + passesClause(f) + ": " +
					f.path(p.Pkg) + "; " + f.flow.Bypass[0].Advice
			}
			if f.flow.Marks&valueflow.ToBody != 0 {
				return f.who() + " is pasted into the text of a statement sent in a request's body, where quotes change the statement" + passesClause(f) + ": " +
					f.path(p.Pkg) + "; pass it as a parameter the API binds, or hold it to an anchored pattern of the characters a name needs"
			}
			return f.who() + " is pasted into the text of a query, where quotes change the statement" + passesClause(f) + ": " +
				f.path(p.Pkg) + "; pass it as a placeholder's value"
		}, nil)
	},
})
