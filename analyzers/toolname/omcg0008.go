package toolname

import (
	"fmt"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/toolrules"
)

// OMCG0008 reports tool names the MCP spec does not allow.
var OMCG0008 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0008",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Title:    "the tool name is not valid",
	Doc: `
A tool name must be 1 to 128 characters, each an ASCII letter, a digit,
'_', '-' or '.' (the MCP spec). The go-sdk only logs an error for any other
name and registers the tool anyway, so the mistake surfaces at the client,
which may refuse the tool or the whole tool list. Checked: //mcp:tool names
(given or derived from the func), the Name of mcp.Tool values passed to
mcp.AddTool, (*mcp.Server).AddTool and runtime.AddTool (a literal, a
constant, a constant expression), mark3labs mcp.NewTool("..."), and the
name= of //mcp:expose on a handler whose route becomes a tool.

The suggested fix renames the tool to the nearest valid name: each run of
characters that are not allowed becomes one '_', and the name is cut to
128 characters.`,
	Before: `
mcp.AddTool(s, &mcp.Tool{Name: "get docket"}, getDocket)`,
	After: `
mcp.AddTool(s, &mcp.Tool{Name: "get_docket"}, getDocket)`,
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run:      run0008,
})

func run0008(p *analyzerutil.Pass) {
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
