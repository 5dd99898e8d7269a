package routetemplate

import (
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
)

// MCP008 reports include/exclude entries that name nothing.
var MCP008 = mcp008.Analyzer

var mcp008 = newCode(code{
	Code:     "MCP008",
	Severity: warning,
	Since:    "v0.1.0",
}, run008)

func run008(p *pass) {
	cfg := p.API.Config
	if cfg == nil || p.API.IllTyped {
		return // (IllTyped: an entry may name a route that does not type-check)
	}
	var names []string
	seen := map[string]bool{}
	for _, r := range p.API.Routes {
		for _, n := range r.Names(cfg.TrimSuffixes) {
			if !seen[n] {
				seen[n] = true
				names = append(names, n)
			}
		}
	}
	for _, e := range append(append([]*apifacts.Entry{}, cfg.Include...), cfg.Exclude...) {
		if len(e.Routes) > 0 {
			continue
		}
		effect := "so it selects nothing"
		if e.List == "Exclude" {
			effect = "so it hides nothing (in AllExceptExcluded mode what it was meant to hide is exposed)"
		}
		near := nearest(e.Value, names)
		if near == "" {
			p.report(e.Expr.Pos(), e.Expr.End(), nil,
				"the %s entry %s names no handler or route of this package, %s; an entry names Receiver.Func, Receiver, a plain Func, or a route pattern as registered (\"GET /items/{id}\")",
				e.List, strconv.Quote(e.Value), effect)
			continue
		}
		var fixes []analysis.SuggestedFix
		if e.Lit != nil {
			fixes = analyzerutil.Replace("Replace "+strconv.Quote(e.Value)+" with "+strconv.Quote(near), e.Lit.Pos(), e.Lit.End(), strconv.Quote(near))
		}
		p.report(e.Expr.Pos(), e.Expr.End(), fixes,
			"the %s entry %s names no handler or route of this package, %s; did you mean %s?",
			e.List, strconv.Quote(e.Value), effect, strconv.Quote(near))
	}
}

// nearest is the name within two edits of s, case aside, closest first;
// "" when none is, or when the edits would rewrite most of s.
func nearest(s string, names []string) string {
	best, bestD := "", 3
	n := len([]rune(s))
	for _, c := range names {
		d := directive.Distance(strings.ToLower(s), strings.ToLower(c))
		if d < bestD && d < n {
			best, bestD = c, d
		}
	}
	return best
}
