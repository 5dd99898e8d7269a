package toolname

import (
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/clientprofile"
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
A warning, the first of the client family (-clients). The MCP spec allows
tool names of up to 128 characters with '.', but clients refuse less:
OpenAI's function calling takes ^[a-zA-Z0-9_-]{1,64}$, Gemini at most 64
characters starting with a letter or '_', Claude Code sends
mcp__SERVER__TOOL to an API that takes at most 64, Cursor drops a tool
whose server and tool names are over 60 together, GitHub Copilot refuses
'.'. The server name is the constant of mcp.NewServer's Implementation
(outside _test.go files), or -servername. Names OMCG0008 reports are not
reported again here, nor tools a _test.go file registers, or a function
only tests call.

The suggested fix replaces each '.' with '_' and cuts the name to the
shortest budget of the selected clients.`,
	Before: `
mcp.AddTool(s, &mcp.Tool{Name: "docket.get"}, getDocket)`,
	After: `
mcp.AddTool(s, &mcp.Tool{Name: "docket_get"}, getDocket)`,
	Requires: []*analysis.Analyzer{apifacts.Analyzer, clientprofile.Analyzer},
	Run:      run0013,
})

func run0013(p *analyzerutil.Pass) {
	setting := clientprofile.Of(p.Pass)
	sel, server := setting.Clients, setting.ServerName
	if sel.Empty() {
		return
	}
	var fs []finding
	for _, t := range names(p) {
		if !toolrules.ValidName(t.name) {
			continue // OMCG0008
		}
		// A tool a test registers, or a function only tests call, is not
		// one the package ships: the client family judges those (as
		// analyzers/clients does).
		if strings.HasSuffix(p.Fset.Position(t.site.Pos).Filename, "_test.go") || t.tool != nil && !t.tool.Shipped() {
			continue
		}
		reasons := clientprofile.NameRefusals(t.name, server, sel)
		if len(reasons) == 0 {
			continue
		}
		msg := fmt.Sprintf("%s name %s is valid MCP, but common clients refuse it: %s", t.what, strconv.Quote(t.name), strings.Join(reasons, "; "))
		fs = append(fs, finding{site: t.site, what: t.what, msg: msg, newName: clientprofile.PortableName(t.name, server, sel)})
	}
	reportNames(p, fs)
}
