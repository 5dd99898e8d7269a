package drift

import (
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

var OMCG0042 = omcg0042.Analyzer

var omcg0042 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0042",
	Severity: analyzerutil.Warning,
	Since:    "v0.4.0",
	Requires: requires,
	Run: func(p *analyzerutil.Pass) {
		rep := newReporter(p)
		each(p, func(c *Compared) {
			for _, name := range c.Names() {
				prop := c.Props[name]
				reads := c.ReadsOf(name)
				if len(reads) == 0 {
					continue
				}
				defaults := true
				for _, r := range reads {
					if !prop.Required && r.Required {
						rep.report(c, At(p.Pass, r), nil, "tool %q: the handler requires argument %q (%s), which the tool's listing says is optional: a call without it, which the listing allows, fails", c.Tool.Name, name, how(r))
					}
					defaults = defaults && r.Default
				}
				if prop.Required && defaults {
					rep.report(c, At(p.Pass, reads[0]), nil, "tool %q: argument %q is listed as required, but the handler reads it only with a default (%s): the model must send what the code does without", c.Tool.Name, name, how(reads[0]))
				}
			}
		})
	},
})
