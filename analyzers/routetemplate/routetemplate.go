// Package routetemplate reports what stands between an app's HTTP routes
// and the MCP tools mcpvet generates for them (docs/api.md): an unusable
// runtime.Exposure config (MCP001), a config that selects nothing (MCP006),
// route tools that share a name (MCP007), include/exclude entries that name
// nothing (MCP008), and routes that can get no tool (MCP009). All read the
// apifacts fact pass.
//
// MCP007 lives here rather than in analyzers/toolname for now; it compares
// route tools with each other and with the package's //mcp:tool tools.
package routetemplate

import (
	"fmt"
	"go/token"
	"path/filepath"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

// Analyzers are this package's analyzers.
var Analyzers = []*analysis.Analyzer{MCP001, MCP006, MCP007, MCP008, MCP009, MCP010}

// code describes one diagnostic code, as analyzerutil.Code does, for
// analyzers that read apifacts rather than mcpfacts.
type code struct {
	Code     string
	Title    string
	Severity analyzerutil.Severity
	Since    string
	Doc      string
	// Before and After are the bad and the good example.
	Before, After string
	// Requires are analyzers needed besides apifacts.
	Requires []*analysis.Analyzer
	Run      func(p *pass)
}

type pass struct {
	*analyzerutil.Pass
	Code string
	API  *apifacts.Result
}

// newCode returns the analyzer of a code, built like every other code's
// (analyzerutil.New), with the route fact pass added to its requirements.
func newCode(c code) *analysis.Analyzer {
	return analyzerutil.New(analyzerutil.Code{
		Code:     c.Code,
		Title:    c.Title,
		Severity: c.Severity,
		Since:    c.Since,
		Doc:      c.Doc,
		Before:   c.Before,
		After:    c.After,
		Requires: append([]*analysis.Analyzer{apifacts.Analyzer}, c.Requires...),
		Run: func(p *analyzerutil.Pass) {
			if res, _ := p.ResultOf[apifacts.Analyzer].(*apifacts.Result); res != nil {
				c.Run(&pass{Pass: p, Code: c.Code, API: res})
			}
		},
	})
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
