package toolclaims

import (
	"github.com/mcpvet/mcpvet/analyzers/facts/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0017 reports a tool annotated not destructive that reaches a
// delete.
var OMCG0017 = omcg0017.Analyzer

var omcg0017 = toolpass.New(toolpass.Code{
	Code:     "OMCG0017",
	Severity: analyzerutil.Warning,
	Since:    "v0.2.0",
	Requires: requires,
	Run: func(p *toolpass.Pass) {
		check(p, notDestructive, []effects.Kind{effects.Delete}, func(t *tool, c *claim, e effects.Effect) string {
			return t.quoted() + " is annotated not destructive (" + c.text + ") but " + what(e.Kind)
		})
	},
})
