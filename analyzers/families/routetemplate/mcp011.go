package routetemplate

import (
	"fmt"

	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// MCP011 reports a route tool that keeps less than its route gives: its
// response type refers to itself, so the tool has no output schema and
// sends the response as text.
var MCP011 = mcp011.Analyzer

var mcp011 = newCode(toolpass.Code{
	Code:     "MCP011",
	Severity: warning,
	Since:    "v0.4.0",
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
