package resultdrift

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"

	"github.com/mcpvet/mcpvet/analyzers/facts/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0043 reports a structured result that the tool's listed output
// schema refuses.
var OMCG0043 = omcg0043.Analyzer

var omcg0043 = toolpass.New(toolpass.Code{
	Code:     "OMCG0043",
	Severity: analyzerutil.Error,
	Since:    "v0.4.0",
	Requires: []*analysis.Analyzer{effects.Analyzer, inspect.Analyzer},
	Run:      run,
})
