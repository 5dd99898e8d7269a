package toolclaims

import (
	"github.com/mcpvet/mcpvet/analyzers/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

// OMCG0018 reports a tool annotated closed-world that reaches the
// network.
var OMCG0018 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0018",
	Severity: analyzerutil.Warning,
	Title:    "a tool annotated closed-world reaches the network",
	Doc: `
A tool annotated closed-world (//mcp:tool openworld=false, OpenWorldHint
pointing at false, or a route tool, which says openWorldHint false unless
its handler says //mcp:expose openworld) whose handler reaches, through
calls go/types resolves, an outbound network call: net.Dial, http.Get,
(*http.Client).Do, smtp.SendMail and the like. Reported at the annotation
with the call path; the fix states openworld. An //mcp:effects ok line on
the tool acknowledges the effect.

Bad:

	//mcp:tool openworld=false
	func Weather(ctx context.Context, in In) (Forecast, error) {
		resp, err := http.Get(forecastURL(in.City))
		...
	}

Good:

	//mcp:tool openworld
	func Weather(ctx context.Context, in In) (Forecast, error) {`,
	Requires: requires,
	Run: func(p *analyzerutil.Pass) {
		check(p, closedWorld, []effects.Kind{effects.OpenWorld}, func(t *tool, c *claim, e effects.Effect) string {
			return t.quoted() + " is annotated closed-world (" + c.text + ") but " + what(e.Kind)
		})
	},
})
