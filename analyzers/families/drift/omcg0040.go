package drift

import (
	"strconv"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

var OMCG0040 = omcg0040.Analyzer

var omcg0040 = toolpass.New(toolpass.Code{
	Code:     "OMCG0040",
	Severity: analyzerutil.Warning,
	Since:    "v0.4.0",
	Requires: requires,
	Run: func(p *toolpass.Pass) {
		rep := newReporter(p)
		each(p, func(c *Compared) {
			for _, r := range c.Reads {
				if _, listed := c.Prop(r); listed || r.Required || r.Unused || c.requires(r.Key) {
					continue // a required read of it is OMCG0038's
				}
				hint := ""
				if near := c.Nearest(r.Key); near != "" {
					hint = "; the listing has " + strconv.Quote(near)
				}
				rep.report(c, At(p.Pass.Pass, r), nil, "%s: the handler reads optional argument %q (%s), which the tool's listing does not have: clients never send it, so %s%s", rep.name(c), r.Key, how(r), absent(r), hint)
			}
		})
	},
})
