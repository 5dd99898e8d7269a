package toolname

import (
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/toolrules"
)

// OMCG0013 warns about tool names that are valid but that common clients
// refuse.
var OMCG0013 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0013",
	Severity: analyzerutil.Warning,
	Since:    "v0.1.0",
	Title:    "the tool name is valid but common clients refuse it",
	Doc: `
A warning. The MCP spec allows tool names of up to 128 characters with '.',
but many clients hand tools to model APIs whose function names must match
^[a-zA-Z0-9_-]{1,64}$ (OpenAI's function calling documents this rule), and
they refuse or rename a tool whose name does not: no '.', at most 64
characters. Names OMCG0008 reports are not reported again here.

The suggested fix replaces each '.' with '_' and cuts the name to 64
characters.`,
	Before: `
mcp.AddTool(s, &mcp.Tool{Name: "docket.get"}, getDocket)`,
	After: `
mcp.AddTool(s, &mcp.Tool{Name: "docket_get"}, getDocket)`,
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run:      run0013,
})

func run0013(p *analyzerutil.Pass) {
	var fs []finding
	for _, t := range names(p) {
		if !toolrules.ValidName(t.name) {
			continue // OMCG0008
		}
		var reasons []string
		if strings.Contains(t.name, ".") {
			reasons = append(reasons, "it contains '.' (use '_' or '-')")
		}
		if len(t.name) > clientMaxLen {
			reasons = append(reasons, fmt.Sprintf("it is %d characters long (keep it to %d)", len(t.name), clientMaxLen))
		}
		if len(reasons) == 0 {
			continue
		}
		msg := fmt.Sprintf("%s name %s is valid MCP, but common clients refuse it: %s", t.what, strconv.Quote(t.name), strings.Join(reasons, "; "))
		fs = append(fs, finding{site: t.site, what: t.what, msg: msg, newName: nearestPortable(t.name)})
	}
	reportNames(p, fs)
}
