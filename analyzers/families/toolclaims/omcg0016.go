package toolclaims

import (
	"github.com/mcpvet/mcpvet/analyzers/facts/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0016 reports a tool annotated read-only that reaches a write.
var OMCG0016 = omcg0016.Analyzer

var omcg0016 = toolpass.New(toolpass.Code{
	Code:     "OMCG0016",
	Severity: analyzerutil.Warning,
	Since:    "v0.2.0",
	Requires: requires,
	Run: func(p *toolpass.Pass) {
		kinds := []effects.Kind{effects.Delete, effects.Exec, effects.WriteDB, effects.NetworkWrite, effects.WriteLocal}
		check(p, readOnly, kinds, func(t *tool, c *claim, e effects.Effect) string {
			return t.quoted() + " is annotated read-only (" + c.text + ") but " + what(e.Kind)
		})
	},
})
