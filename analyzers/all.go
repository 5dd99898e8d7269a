// Package analyzers lists every mcpvet analyzer.
package analyzers

import (
	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
)

// All is every analyzer mcpvet runs, in code order. The fact pass comes
// first; the code analyzers require it.
var All = []*analysis.Analyzer{
	mcpfacts.Analyzer,
}
