package drift

import (
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

var OMCG0042 = omcg0042.Analyzer

var omcg0042 = toolpass.New(toolpass.Code{
	Code:     "OMCG0042",
	Severity: analyzerutil.Warning,
	Since:    "v0.4.0",
	Requires: requires,
	Run: func(p *toolpass.Pass) {
		rep := newReporter(p)
		each(p, func(c *Compared) {
			// Only a handler that requires what the listing leaves
			// optional fails a call the listing allows. A listed-required
			// argument read with a default is no disagreement a call can
			// see: clients send it, and the default is never taken.
			for _, name := range c.Names() {
				prop := c.Props[name]
				if prop.Required {
					continue
				}
				for _, r := range c.ReadsOf(name) {
					if r.Required {
						rep.report(c, At(p.Pass.Pass, r), nil, "%s: the handler requires argument %q (%s), which the tool's listing says is optional: a call without it, which the listing allows, %s", rep.name(c), name, how(r), fails(r))
					}
				}
			}
		})
	},
})
