package toolclaims

import (
	"github.com/mcpvet/mcpvet/analyzers/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

// OMCG0018 reports a tool annotated closed-world that reaches a public
// host named in its code.
var OMCG0018 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0018",
	Severity: analyzerutil.Warning,
	Title:    "a tool annotated closed-world reaches a public host",
	Since:    "v0.2.0",
	Doc: `A tool annotated closed-world (//mcp:tool openworld=false, OpenWorldHint
pointing at false, or a route tool, which says openWorldHint false unless
its handler says //mcp:expose openworld) whose handler reaches, through
calls go/types resolves, a connection to a host on the public network that
the code names: http.Get("https://api.example.com/..."), a request built
for one, net.Dial("tcp", "example.com:80"). A host taken from
configuration or input may be the server's own backend, and is not
counted. Reported at the annotation with the call path; the fix states
openworld. An //mcp:effects ok line on the tool acknowledges the effect.`,
	Before: `
//mcp:tool openworld=false
func Weather(ctx context.Context, in In) (Forecast, error) {
	resp, err := http.Get("https://forecast.example.com/" + in.City)
	...
}`,
	After: `
//mcp:tool openworld
func Weather(ctx context.Context, in In) (Forecast, error) {`,
	Requires: requires,
	Run: func(p *analyzerutil.Pass) {
		check(p, closedWorld, []effects.Kind{effects.OpenWorld}, func(t *tool, c *claim, e effects.Effect) string {
			host := e.Path[len(e.Path)-1].Reaches
			if host == "" {
				host = "the network"
			}
			return t.quoted() + " is annotated closed-world (" + c.text + ") but reaches " + host
		})
	},
})
