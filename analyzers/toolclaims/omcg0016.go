package toolclaims

import (
	"github.com/mcpvet/mcpvet/analyzers/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

// OMCG0016 reports a tool annotated read-only that reaches a write.
var OMCG0016 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0016",
	Severity: analyzerutil.Warning,
	Title:    "a tool annotated read-only reaches a write",
	Since:    "v0.2.0",
	Doc: `A tool annotated read-only (//mcp:tool readonly, ReadOnlyHint: true in
the mcp.ToolAnnotations of mcp.AddTool, or a route tool of a GET route)
whose handler reaches, through calls go/types resolves, a write of a local
file, a delete, a database write, a network write (a PUT, PATCH or DELETE
request, a mail) or another program run.
A client runs a read-only tool without asking. Reported at the
annotation with the call path; the fix states readonly=false. An
//mcp:effects ok line on the tool acknowledges the effect.`,
	Before: `
//mcp:tool readonly
func GetNote(ctx context.Context, in In) (Note, error) {
	os.Remove(backup(in.ID)) // reached by a read-only tool
	...
}`,
	After: `
//mcp:tool readonly=false
func GetNote(ctx context.Context, in In) (Note, error) {`,
	Requires: requires,
	Run: func(p *analyzerutil.Pass) {
		kinds := []effects.Kind{effects.Delete, effects.Exec, effects.WriteDB, effects.NetworkWrite, effects.WriteLocal}
		check(p, readOnly, kinds, func(t *tool, c *claim, e effects.Effect) string {
			return t.quoted() + " is annotated read-only (" + c.text + ") but " + what(e.Kind)
		})
	},
})
