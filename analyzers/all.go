// Package analyzers lists every mcpvet analyzer.
package analyzers

import (
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/routetemplate"
	"github.com/mcpvet/mcpvet/analyzers/schematype"
	"github.com/mcpvet/mcpvet/analyzers/selfref"
	"github.com/mcpvet/mcpvet/analyzers/toolclaims"
	"github.com/mcpvet/mcpvet/analyzers/tooldecl"
	"github.com/mcpvet/mcpvet/analyzers/toolname"
)

// All is every analyzer mcpvet runs: the fact passes first (tools, HTTP
// routes, effects), then one analyzer per diagnostic code.
var All = concat(
	[]*analysis.Analyzer{mcpfacts.Analyzer, apifacts.Analyzer, effects.Analyzer},
	tooldecl.Analyzers,
	toolname.Analyzers,
	schematype.Analyzers,
	selfref.Analyzers,
	routetemplate.Analyzers,
	toolclaims.Analyzers,
)

func concat(lists ...[]*analysis.Analyzer) []*analysis.Analyzer {
	var all []*analysis.Analyzer
	for _, l := range lists {
		all = append(all, l...)
	}
	return all
}

// Severity says how bad a code's findings are: Error (the server panics,
// loses a tool, or serves what the code does not say) or Warning.
type Severity = analyzerutil.Severity

const (
	Error   = analyzerutil.Error
	Warning = analyzerutil.Warning
)

// Code documents one diagnostic code.
type Code struct {
	Code     string // "OMCG0008", the category and message prefix of its diagnostics
	Title    string
	Severity Severity
	Analyzer *analysis.Analyzer
}

// Codes lists every diagnostic code, in the order of All.
func Codes() []Code {
	var out []Code
	for _, a := range All {
		if c, ok := analyzerutil.Lookup(a); ok {
			out = append(out, Code{Code: c.Code, Title: c.Title, Severity: c.Severity, Analyzer: a})
		}
	}
	return out
}

// Lookup returns the code named by its code or its analyzer's name, in
// any case ("OMCG0002", "omcg0002").
func Lookup(name string) (Code, bool) {
	for _, c := range Codes() {
		if strings.EqualFold(name, c.Code) || strings.EqualFold(name, c.Analyzer.Name) {
			return c, true
		}
	}
	return Code{}, false
}
