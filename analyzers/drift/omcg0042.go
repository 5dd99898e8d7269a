package drift

import (
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

var OMCG0042 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0042",
	Severity: analyzerutil.Warning,
	Since:    "v0.4.0",
	Title:    "a tool's listing and handler disagree on whether an argument is required",
	Doc: `The listing of an mcp-go tool and its handler disagree on who must send an
argument: the handler requires one the listing says is optional (a call the
listing allows, without it, fails), or the listing requires one the handler
reads only with a default (the model must send what the code does without).`,
	Before: `
mcp.NewTool("search", mcp.WithString("query"))
...
q, err := req.RequireString("query")`,
	After: `
mcp.NewTool("search", mcp.WithString("query", mcp.Required()))
...
q, err := req.RequireString("query")`,
	Requires: requires,
	Run: func(p *analyzerutil.Pass) {
		rep := newReporter(p)
		each(p, func(c *Compared) {
			for _, name := range c.Names() {
				prop := c.Props[name]
				reads := c.ReadsOf(name)
				if len(reads) == 0 {
					continue
				}
				defaults := true
				for _, r := range reads {
					if !prop.Required && r.Required {
						rep.report(c, At(p.Pass, r), nil, "tool %q: the handler requires argument %q (%s), which the tool's listing says is optional: a call without it, which the listing allows, fails", c.Tool.Name, name, how(r))
					}
					defaults = defaults && r.Default
				}
				if prop.Required && defaults {
					rep.report(c, At(p.Pass, reads[0]), nil, "tool %q: argument %q is listed as required, but the handler reads it only with a default (%s): the model must send what the code does without", c.Tool.Name, name, how(reads[0]))
				}
			}
		})
	},
})
