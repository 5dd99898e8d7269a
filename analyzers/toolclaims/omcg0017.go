package toolclaims

import (
	"github.com/mcpvet/mcpvet/analyzers/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

// OMCG0017 reports a tool annotated not destructive that reaches a
// delete.
var OMCG0017 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0017",
	Severity: analyzerutil.Warning,
	Title:    "a tool annotated not destructive reaches a delete",
	Since:    "v0.2.0",
	Doc: `A tool annotated not destructive (//mcp:tool destructive=false,
DestructiveHint pointing at false, or a route tool of a POST route) whose
handler reaches, through calls go/types resolves, a delete: os.Remove,
os.RemoveAll, or a constant SQL DELETE, DROP or TRUNCATE. A client calls a
tool that is not destructive without asking. Not reported for a tool that
also claims to be read-only (OMCG0016 is). Reported at the annotation with
the call path; the fix states destructive. An //mcp:effects ok line on the
tool acknowledges the effect.`,
	Before: `
//mcp:tool destructive=false
func ArchiveNote(ctx context.Context, in In) error {
	return os.Remove(path(in.ID))
}`,
	After: `
//mcp:tool destructive
func ArchiveNote(ctx context.Context, in In) error {`,
	Requires: requires,
	Run: func(p *analyzerutil.Pass) {
		check(p, notDestructive, []effects.Kind{effects.Delete}, func(t *tool, c *claim, e effects.Effect) string {
			return t.quoted() + " is annotated not destructive (" + c.text + ") but " + what(e.Kind)
		})
	},
})
