package drift

import (
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

var OMCG0039 = omcg0039.Analyzer

var omcg0039 = toolpass.New(toolpass.Code{
	Code:     "OMCG0039",
	Severity: analyzerutil.Error,
	Since:    "v0.4.0",
	Requires: requires,
	Run: func(p *toolpass.Pass) {
		rep := newReporter(p)
		each(p, func(c *Compared) {
			for _, r := range c.Reads {
				prop, listed := c.Prop(r)
				if !listed || Accepts(r, prop.Type) {
					continue
				}
				what := "every call with a valid argument fails"
				if !r.TypeFails {
					what = "every valid argument is ignored and the default taken"
				}
				takes := "no JSON value"
				if len(r.Accepts) > 0 {
					takes = strings.Join(r.Accepts, ", ")
				}
				rep.report(c, At(p.Pass.Pass, r), nil, "%s: the handler reads argument %q with %s, which takes %s, but the listing declares it of type %s: %s", rep.name(c), r.Key, how(r), takes, prop.Type, what)
			}
		})
	},
})
