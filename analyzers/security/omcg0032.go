package security

import (
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/valueflow"
)

// OMCG0032 reports a tool argument pasted into the text of a query.
var OMCG0032 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0032",
	Severity: analyzerutil.Warning,
	Title:    "a tool argument is pasted into the text of a database query (SQL injection, CWE-89)",
	Since:    "v0.3.0",
	Doc: `A tool argument becomes part of a query whose structure the code writes
("SELECT * FROM notes WHERE owner = '" + arg + "'", fmt.Sprintf into
Query, Exec or Prepare of database/sql). The model writes the argument,
and any text the model reads can ask it for "x' OR '1'='1" or a UNION:
the quotes change the statement. Reported at the query call (or the call
in this package that leads to it), with the way the argument takes and the
tool's declaration as a related location.
Not reported: an argument passed as a placeholder's value ($1, ?), an
argument that is the whole query (a tool whose job is to run SQL), numbers
and booleans, one looked up in an allow-list or compared with constants,
one the schema confines to an enum.`,
	Before: `
rows, err := db.QueryContext(ctx, "SELECT body FROM notes WHERE owner = '"+in.Owner+"'")`,
	After: `
rows, err := db.QueryContext(ctx, "SELECT body FROM notes WHERE owner = ?", in.Owner)`,
	Requires: requires,
	Run: func(p *analyzerutil.Pass) {
		fs := findings(p, valueflow.Query, func(fl valueflow.Flow) bool { return fl.Fixed })
		report(p, fs, func(f finding) string {
			return f.who() + " is pasted into the text of a query, where quotes change the statement: " +
				f.path(p.Pkg) + "; pass it as a placeholder's value"
		}, nil)
	},
})
