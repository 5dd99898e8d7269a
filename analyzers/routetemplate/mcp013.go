package routetemplate

import (
	"go/ast"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

// MCP013 reports an MCP endpoint mounted outside the authentication every
// route it exposes sits behind.
var MCP013 = newCode(analyzerutil.Code{
	Code:     "MCP013",
	Severity: warning,
	Since:    "v0.4.0",
	Title:    "the MCP endpoint outside the authentication of the routes it exposes",
	Doc: `
Each tool call carries the MCP request's credentials to the route it calls,
so the API's own middleware decides every call; but tools/list is answered
by the MCP endpoint alone. Mounted outside the authentication middleware
that guards the routes (r.Any("/mcp", ...) on the engine while the API is
a group behind requireToken), the endpoint tells anyone without
credentials the names, descriptions and schemas of those routes.
Reported, for gin and echo, when one authentication middleware (the same
func, or the same call of one) surely runs before every route that gets a
tool, and nothing that may authenticate wraps the endpoint: no middleware
of its own, its groups' or its engine's, no wrapper of its handler (such
as the go-sdk's auth.RequireBearerToken) and no wrapper of the whole
engine. A middleware authenticates when it is a framework's own
(gin.BasicAuth, echo's BasicAuth, KeyAuth, JWT) or when it answers 401 or
403 on some path. Put the endpoint behind the same middleware.`,
	Before: `
r.Any("/mcp", gin.WrapH(mcpHandler)) // tools/list answers anyone
api := r.Group("/api", requireToken)
api.GET("/items", listItems)`,
	After: `
api := r.Group("/api", requireToken)
api.GET("/items", listItems)
r.Match([]string{"POST", "GET", "DELETE"}, "/mcp", requireToken, gin.WrapH(mcpHandler))`,
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
