package toolname

import (
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/toolrules"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/clientprofile"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0013 warns about tool names that are valid but that common clients
// refuse.
var OMCG0013 = omcg0013.Analyzer

var omcg0013 = toolpass.New(toolpass.Code{
	Code:     "OMCG0013",
	Severity: analyzerutil.Warning,
	Since:    "v0.1.0",
	Requires: []*analysis.Analyzer{apifacts.Analyzer, clientprofile.Analyzer},
	Run:      run0013,
})

func run0013(p *toolpass.Pass) {
	setting := clientprofile.Of(p.Pass.Pass)
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
		// analyzers/families/clients does).
		if passutil.InTestFile(p.Fset, t.site.Pos) || t.tool != nil && !t.tool.Shipped() {
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
