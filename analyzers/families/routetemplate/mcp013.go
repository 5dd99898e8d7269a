package routetemplate

import (
	"go/ast"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// MCP013 reports an MCP endpoint mounted outside the authentication every
// route it exposes sits behind.
var MCP013 = mcp013.Analyzer

var mcp013 = newCode(toolpass.Code{
	Code:     "MCP013",
	Severity: warning,
	Since:    "v0.4.0",
}, run013)

func run013(p *pass) {
	tools := p.API.Tools
	if len(tools) == 0 {
		return
	}
	seen := map[*ast.CallExpr]bool{}
	for _, ep := range p.API.OpenEndpoints {
		if seen[ep.Call] {
			continue // one report for the methods of one Match
		}
		// The guard every exposed route sits behind, each route served by
		// the endpoint's own engine.
		var common []apifacts.Guard
		for i, r := range tools {
			if r.Root != ep.Root {
				common = nil
				break
			}
			if i == 0 {
				common = slices.Clone(r.Guards)
				continue
			}
			common = slices.DeleteFunc(common, func(g apifacts.Guard) bool {
				return !slices.ContainsFunc(r.Guards, func(h apifacts.Guard) bool { return h.Key == g.Key })
			})
		}
		if len(common) == 0 {
			continue
		}
		seen[ep.Call] = true
		g := common[0]
		related := []analysis.RelatedInformation{{Pos: g.Pos, End: g.End, Message: "the authentication the exposed routes sit behind"}}
		p.ReportRelated(ep.PatternExpr.Pos(), ep.PatternExpr.End(), related, nil,
			"the MCP endpoint is served outside %s, which guards every route it exposes as a tool (%d): tools/list answers without credentials; put the endpoint behind %s too",
			g.Name, len(tools), g.Name)
	}
}
