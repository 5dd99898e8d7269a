package drift

import (
	"go/token"

	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

var OMCG0041 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0041",
	Severity: analyzerutil.Warning,
	Since:    "v0.4.0",
	Title:    "a tool lists an argument no path of its handler reads",
	Doc: `An mcp-go tool's listing offers an argument that its handler never reads,
on any path mcpvet follows (into the functions the request or its
arguments map is passed to, across packages). The model sends it and it is
silently ignored. A handler whose reads mcpvet cannot follow in full (a
computed key, the request passed to an interface or an unknown function,
the whole arguments map handed on or ranged over) gets no finding.`,
	Before: `
mcp.NewTool("search", mcp.WithString("query", mcp.Required()),
	mcp.WithNumber("limit"))
...
q, err := req.RequireString("query") // limit is never read`,
	After: `
mcp.NewTool("search", mcp.WithString("query", mcp.Required()),
	mcp.WithNumber("limit"))
...
q, err := req.RequireString("query")
limit := req.GetInt("limit", 10)`,
	Requires: requires,
	Run: func(p *analyzerutil.Pass) {
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
				rep.report(c, pos, nil, "tool %q: listed argument %q is read by no path of the handler: what a client sends for it is ignored", c.Tool.Name, name)
			}
		})
	},
})
