package routetemplate

import (
	"fmt"

	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

// MCP011 reports a route tool that keeps less than its route gives: its
// response type refers to itself, so the tool has no output schema and
// sends the response as text.
var MCP011 = newCode(analyzerutil.Code{
	Code:     "MCP011",
	Severity: warning,
	Since:    "v0.4.0",
	Title:    "a route tool whose response type refers to itself gets no output schema",
	Doc: `
A route whose response type refers to itself (an entry with its replies, a
folder with its folders) keeps its tool, with less: a schema written inline
cannot describe the type, so the tool lists no output schema and sends the
response as text (its JSON). Reported at the field that leads back. A body
type that refers to itself is OMCG0006, an error: the tool could not say
what to send; so are directive and go-sdk tools whose types refer to
themselves.`,
	Before: `
type Entry struct {
	Replies []*Entry ` + "`json:\"replies\"`" + ` // the tool sends Entry as text
}`,
	After: `
type Entry struct {
	Replies []EntryRef ` + "`json:\"replies\"`" + ` // ids, or a flat reply type
}`,
}, run011)

func run011(p *pass) {
	seen := map[string]bool{}
	for _, r := range p.API.Tools {
		if !r.HasTool() || r.Tool.Route().TextOut == nil {
			continue
		}
		pr := r.Tool.Route().TextOut
		msg := fmt.Sprintf("the tool of the route %s has no output schema and sends its response as text: %s: %s, which a schema written inline cannot describe", r.Describe(), pr.Path, pr.Message)
		if key := p.at(pr.Pos) + msg; !seen[key] {
			seen[key] = true
			p.report(pr.Pos, pr.End, nil, "%s", msg)
		}
	}
}
