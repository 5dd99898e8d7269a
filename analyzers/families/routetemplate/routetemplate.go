// Package routetemplate reports what stands between an app's HTTP routes
// and the MCP tools mcpvet generates for them (docs/api.md): an unusable
// runtime.Exposure config (MCP001), a config that selects nothing (MCP006),
// route tools that share a name (MCP007), include/exclude entries that name
// nothing (MCP008), and routes that can get no tool (MCP009). All read the
// apifacts fact pass.
//
// MCP007 lives here rather than in analyzers/families/toolname for now; it compares
// route tools with each other and with the package's //mcp:tool tools.
package routetemplate

import (
	"fmt"
	"go/token"
	"path/filepath"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{mcp001, mcp006, mcp007, mcp008, mcp009, mcp010, mcp011, mcp012, mcp013}

// Analyzers are this package's analyzers.
var Analyzers = analyzerutil.Analyzers(Codes)

// code is every code's description (an alias, not a copy).
type code = toolpass.Code

// pass is a code's pass with the route fact pass's result (API).
type pass struct {
	*toolpass.Pass
}

// newCode returns the analyzer of a code that reads the route fact pass:
// built from c as every code's is (analyzerutil.New), with apifacts among
// its requirements, run given the pass.
func newCode(c toolpass.Code, run func(p *pass)) *analyzerutil.Analyzer {
	c.Requires = append([]*analysis.Analyzer{apifacts.Analyzer}, c.Requires...)
	c.Run = func(p *toolpass.Pass) {
		if p.API != nil {
			run(&pass{Pass: p})
		}
	}
	return toolpass.New(c)
}

// report reports a diagnostic over [pos, end) with the code as category
// and message prefix.
func (p *pass) report(pos, end token.Pos, fixes []analysis.SuggestedFix, format string, args ...any) {
	p.Pass.Report(pos, end, fixes, format, args...)
}

// at names a position as file.go:line.
func (p *pass) at(pos token.Pos) string {
	ps := p.Fset.Position(pos)
	return fmt.Sprintf("%s:%d", filepath.Base(ps.Filename), ps.Line)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

const (
	errorSeverity = analyzerutil.Error
	warning       = analyzerutil.Warning
)
