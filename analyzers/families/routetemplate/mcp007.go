package routetemplate

import (
	"go/token"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
)

// MCP007 reports a tool name given to several tools.
var MCP007 = mcp007.Analyzer

var mcp007 = newCode(code{
	Code:     "MCP007",
	Severity: errorSeverity,
	Since:    "v0.1.0",
	Requires: []*analysis.Analyzer{mcpfacts.Analyzer},
}, run007)

func run007(p *pass) {
	type producer struct {
		route *apifacts.Route
		desc  string
		pos   token.Pos // where it is registered or declared: a related location
	}
	byName := map[string][]producer{}
	var order []string
	add := func(name string, pr producer) {
		if _, ok := byName[name]; !ok {
			order = append(order, name)
		}
		byName[name] = append(byName[name], pr)
	}
	for _, r := range p.API.Tools {
		desc := r.Describe()
		if r.Handler != nil {
			desc += " (" + r.Handler.String() + ")"
		}
		add(r.Tool.Name, producer{route: r, desc: desc, pos: r.Call.Pos()})
	}
	if mf, ok := p.ResultOf[mcpfacts.Analyzer].(*mcpfacts.Result); ok && mf != nil {
		for _, t := range mf.Tools {
			d := t.Directive()
			if d == nil || !t.NameKnown {
				continue
			}
			if _, ok := byName[t.Name]; !ok {
				continue
			}
			add(t.Name, producer{desc: "//mcp:tool " + d.Decl.Name.Name, pos: t.Pos})
		}
	}
	for _, name := range order {
		prs := byName[name]
		if len(prs) < 2 {
			continue
		}
		var all []string
		var related []analysis.RelatedInformation
		for _, pr := range prs {
			all = append(all, pr.desc)
			related = append(related, analysis.RelatedInformation{Pos: pr.pos, Message: pr.desc + " is named " + strconv.Quote(name) + " here"})
		}
		for _, pr := range prs {
			if pr.route == nil {
				continue
			}
			h := pr.route.Route.Handler
			p.ReportRelated(h.Pos(), h.End(), related, nil,
				"tool name %s is given to %d tools: %s; the go-sdk keeps only the last one registered: give each its own name (//mcp:expose name=..., or a Naming.Format that tells them apart) or exclude the ones you do not need",
				strconv.Quote(name), len(prs), strings.Join(all, "; "))
		}
	}
}
