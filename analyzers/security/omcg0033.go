package security

import (
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/valueflow"
)

// OMCG0033 reports a tool argument pasted into the URL of a request to a
// fixed host or base URL.
var OMCG0033 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0033",
	Severity: analyzerutil.Warning,
	Title:    "a tool argument is pasted into a request URL after a fixed base (request forgery, CWE-918)",
	Since:    "v0.3.0",
	Doc: `A tool argument becomes part of the URL of an outgoing request after a
base the code chose ("http://" + arg + ".svc:8080/", baseURL + "/users/" +
arg), unescaped. The model writes the argument, and any text the model
reads can ask it for "../admin", "x@evil.example" or "x?y=": the request
reaches another path or host than the code meant, with the server's
credentials. Reported at the call that builds or sends the request (or the
call in this package that leads to it), with the way the argument takes
and the tool's declaration as a related location.
Not reported: an argument that is the whole URL (a tool whose job is to
fetch any URL), one escaped with url.PathEscape or url.QueryEscape, one
sent in the query through url.Values, numbers and booleans, one looked up
in an allow-list or compared with constants, one the schema confines to an
enum.`,
	Before: `
resp, err := http.Get(s.base + "/users/" + in.User)`,
	After: `
resp, err := http.Get(s.base + "/users/" + url.PathEscape(in.User))`,
	Requires: requires,
	Run: func(p *analyzerutil.Pass) {
		fs := findings(p, valueflow.Request, func(fl valueflow.Flow) bool { return fl.Fixed })
		report(p, fs, func(f finding) string {
			return f.who() + " is pasted into a request URL after a fixed base, where \"/\", \"..\", \"@\" or \"?\" reach another path or host: " +
				f.path(p.Pkg) + "; escape it with url.PathEscape, or send it in the query with url.Values"
		}, nil)
	},
})
