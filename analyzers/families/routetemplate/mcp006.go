package routetemplate

import (
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
)

// MCP006 reports a config that selects no route of a package that has some.
var MCP006 = mcp006.Analyzer

var mcp006 = newCode(code{
	Code:     "MCP006",
	Severity: warning,
	Since:    "v0.1.0",
}, run006)

func run006(p *pass) {
	cfg := p.API.Config
	if cfg == nil || cfg.Fallback || len(p.API.Tools) > 0 || p.API.IllTyped {
		return // (IllTyped: a route that does not type-check may be the one selected)
	}
	var candidates, selected []*apifacts.Route
	for _, r := range p.API.Routes {
		if r.Candidate() {
			candidates = append(candidates, r)
		}
		if r.Selected {
			selected = append(selected, r)
		}
	}
	if len(candidates) == 0 {
		return
	}
	var cause string
	switch {
	case len(selected) > 0:
		cause = "every route it selects gets no tool (see MCP009)"
		if cfg.Mode == apifacts.SelectedOnly {
			var entries []string
			for _, e := range cfg.Include {
				if len(e.Routes) > 0 {
					entries = append(entries, strconv.Quote(e.Value))
				}
			}
			if len(entries) > 0 {
				cause += ": " + strings.Join(entries, ", ") + " select only such routes"
			}
		}
	case cfg.Mode == apifacts.AllExceptExcluded:
		cause = "its Exclude list covers every route (" + plural(len(candidates), "route", "routes") + ")"
	case len(cfg.Include) == 0:
		cause = "its Include list is empty, and no handler is marked //mcp:expose: list handlers or routes in Include, or use runtime.AllExceptExcluded"
	default:
		matched := 0
		for _, e := range cfg.Include {
			if len(e.Routes) > 0 {
				matched++
			}
		}
		if matched == 0 {
			cause = "none of its " + plural(len(cfg.Include), "Include entry", "Include entries") + " names a handler or route of this package (see MCP008)"
		} else {
			cause = "its Include entries name only routes that //mcp:ignore, their method or the MCP endpoint keep from MCP"
		}
	}
	p.report(cfg.Name.Pos(), cfg.Name.End(), nil,
		"the config %s selects none of this package's %s in %s mode: %s; no tool is generated",
		cfg.Name.Name, plural(len(candidates), "route", "routes"), cfg.Mode, cause)
}
