package toolname

import (
	"fmt"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/toolrules"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0008 reports tool names the MCP spec does not allow.
var OMCG0008 = omcg0008.Analyzer

var omcg0008 = toolpass.New(toolpass.Code{
	Code:     "OMCG0008",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run:      run0008,
})

func run0008(p *toolpass.Pass) {
	var fs []finding
	// An empty name= is OMCG0015's: mcpfacts reads it as no name and
	// derives one from the func, which is checked here like any other.
	for _, t := range names(p) {
		if toolrules.ValidName(t.name) {
			continue
		}
		msg := fmt.Sprintf("%s name %s is not valid: %s", t.what, strconv.Quote(t.name), toolrules.NameProblem(t.name))
		fs = append(fs, finding{site: t.site, what: t.what, msg: msg, newName: nearestValid(t.name)})
	}
	reportNames(p, fs)
}
