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
		fs := findings(p, valueflow.Query, func(fl valueflow.Flow) bool { return fl.Fixed })
		report(p, fs, func(f finding) string {
			return f.who() + " is pasted into the text of a query, where quotes change the statement" + passesClause(f) + ": " +
				f.path(p.Pkg) + "; pass it as a placeholder's value"
		}, nil)
	},
})
