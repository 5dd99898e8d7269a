package drift

import (
	"go/token"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

var OMCG0041 = omcg0041.Analyzer

var omcg0041 = toolpass.New(toolpass.Code{
	Code:     "OMCG0041",
	Severity: analyzerutil.Warning,
	Since:    "v0.4.0",
	Requires: requires,
	Run: func(p *toolpass.Pass) {
		rep := newReporter(p)
		each(p, func(c *Compared) {
			for _, name := range c.Names() {
				if len(c.ReadsOf(name)) > 0 {
					continue
				}
				pos := token.NoPos
				if call := c.Props[name].Call; call != nil {
					pos = call.Pos()
				}
				rep.report(c, pos, nil, "%s: listed argument %q is read by no path of the handler: what a client sends for it is ignored", rep.name(c), name)
			}
		})
	},
})
