// Package analyzers lists every mcpvet analyzer.
package analyzers

import (
	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/routetemplate"
	"github.com/mcpvet/mcpvet/analyzers/schematype"
	"github.com/mcpvet/mcpvet/analyzers/selfref"
	"github.com/mcpvet/mcpvet/analyzers/tooldecl"
	"github.com/mcpvet/mcpvet/analyzers/toolname"
)

// All is every analyzer mcpvet runs: the fact passes first (tools, then
// HTTP routes), then one analyzer per diagnostic code.
var All = concat(
	[]*analysis.Analyzer{mcpfacts.Analyzer, apifacts.Analyzer},
	tooldecl.Analyzers,
	toolname.Analyzers,
	schematype.Analyzers,
	selfref.Analyzers,
	routetemplate.Analyzers,
)

func concat(lists ...[]*analysis.Analyzer) []*analysis.Analyzer {
	var all []*analysis.Analyzer
	for _, l := range lists {
		all = append(all, l...)
	}
	return all
}
