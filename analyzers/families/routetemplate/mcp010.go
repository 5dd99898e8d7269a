package routetemplate

import (
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// MCP010 reports two routes of one gin engine that gin cannot hold
// together: it panics when the second is registered.
var MCP010 = mcp010.Analyzer

var mcp010 = newCode(toolpass.Code{
	Code:     "MCP010",
	Severity: errorSeverity,
	Since:    "v0.4.0",
}, run010)

func run010(p *pass) {
	type reg struct {
		r       *routes.Route
		methods []string
	}
	byEngine := map[types.Object][]reg{}
	var engines []types.Object
	// The MCP endpoint is a route of the engine too, the one most likely
	// to clash.
	all := slices.Clone(p.API.Endpoints)
	for _, r := range p.API.Routes {
		all = append(all, r.Route)
	}
	for _, r := range all {
		if r.Router != knowledge.GinPath || !r.IsEngine || r.Built != nil || !r.Known || r.Rel.Invalid.Is() {
			continue
		}
		methods := []string{r.Rel.Method}
		if r.Rel.Method == "" {
			methods = routes.GinMethods // Any
		}
		if _, ok := byEngine[r.Root]; !ok {
			engines = append(engines, r.Root)
		}
		byEngine[r.Root] = append(byEngine[r.Root], reg{r, methods})
	}
	for _, e := range engines {
		regs := byEngine[e]
		slices.SortStableFunc(regs, func(a, b reg) int { return int(a.r.Call.Pos() - b.r.Call.Pos()) })
		for j, later := range regs {
			for _, earlier := range regs[:j] {
				why, _ := routes.GinConflict(earlier.r.Rel.Path, later.r.Rel.Path)
				if why == "" {
					continue
				}
				var on []string
				for _, m := range later.methods {
					if slices.Contains(earlier.methods, m) {
						on = append(on, m)
					}
				}
				if len(on) == 0 {
					continue
				}
				p.ReportRelated(later.r.PatternExpr.Pos(), later.r.PatternExpr.End(),
					[]analysis.RelatedInformation{{Pos: earlier.r.Call.Pos(), End: earlier.r.Call.End(), Message: "the other route"}}, nil,
					"gin panics at start-up: the route %s cannot be added beside %s on the same engine: %s", ginRoute(later.r, on), ginRoute(earlier.r, on), why)
			}
		}
	}
}

// ginRoute names a route for the message: its methods (those it clashes
// on) and its full path; Any says so.
func ginRoute(r *routes.Route, on []string) string {
	m := strings.Join(on, ", ")
	if r.Rel.Method == "" {
		m += " (Any)"
	}
	return m + " " + r.Rel.Path
}
