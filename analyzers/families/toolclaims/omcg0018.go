package toolclaims

import (
	"github.com/mcpvet/mcpvet/analyzers/facts/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0018 reports a tool annotated closed-world that reaches a public
// host named in its code.
var OMCG0018 = omcg0018.Analyzer

var omcg0018 = toolpass.New(toolpass.Code{
	Code:     "OMCG0018",
	Severity: analyzerutil.Warning,
	Since:    "v0.2.0",
	Requires: requires,
	Run: func(p *toolpass.Pass) {
		check(p, closedWorld, []effects.Kind{effects.OpenWorld}, func(t *tool, c *claim, e effects.Effect) string {
			host := e.Path[len(e.Path)-1].Reaches
			if host == "" {
				host = "the network"
			}
			return t.quoted() + " is annotated closed-world (" + c.text + ") but reaches " + host
		})
	},
})
