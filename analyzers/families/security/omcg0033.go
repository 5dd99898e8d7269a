package security

import (
	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0033 reports a tool argument pasted into the URL of a request to a
// fixed host or base URL.
var OMCG0033 = omcg0033.Analyzer

var omcg0033 = toolpass.New(toolpass.Code{
	Code:     "OMCG0033",
	Severity: analyzerutil.Warning,
	Since:    "v0.3.0",
	Requires: requires,
	Run: func(p *toolpass.Pass) {
		fs := findings(p, valueflow.Request, func(fl valueflow.Flow) bool { return fl.Fixed })
		report(p, fs, func(f finding) string {
			if f.flow.Marks&valueflow.InQuery != 0 {
				// After the "?": the path is the code's, the parameters
				// are not.
				return f.who() + " is pasted into a request URL's query after a fixed base, where \"&\", \"=\" or \"#\" add or change the request's parameters" + passesClause(f) + ": " +
					f.path(p.Pkg) + "; escape it with url.QueryEscape, or build the query with url.Values"
			}
			return f.who() + " is pasted into a request URL after a fixed base, where \"/\", \"..\", \"@\" or \"?\" reach another path or host" + passesClause(f) + ": " +
				f.path(p.Pkg) + "; escape it with url.PathEscape, or send it in the query with url.Values"
		}, nil)
	},
})
