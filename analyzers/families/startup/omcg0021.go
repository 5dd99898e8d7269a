package startup

import (
	"go/ast"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/schemafold"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/sdkstartup"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// OMCG0021 reports x-mcp-header annotations AddTool refuses.
var OMCG0021 = omcg0021.Analyzer

var omcg0021 = toolpass.New(toolpass.Code{
	Code:     "OMCG0021",
	Severity: analyzerutil.Error,
	Since:    "v0.3.0",
	Requires: []*analysis.Analyzer{astflow.Analyzer},
	Run:      run0021,
})

func run0021(p *toolpass.Pass) {
	f := schemafold.New(p.TypesInfo, astflow.Of(p.Pass.Pass))
	keep := func(t *mcptool.Tool) bool {
		// Every go-sdk tool reaches (*mcp.Server).AddTool in the end,
		// also one built through the server's own wrappers (SDKTool).
		return t.SDKInfers() || t.Style() == mcptool.SDKServerAddTool || t.Style() == mcptool.SDKTool
	}
	seen := map[string]bool{}
	for _, g := range givenSchemas(p, f, keep) {
		if g.field != "InputSchema" {
			continue
		}
		for _, hp := range sdkstartup.HeaderProblems(g.raw) {
			var node ast.Node = g.expr
			if s := schemaOf(g.value); s != nil {
				if sub := subschema(s, hp.Path); sub != nil {
					if h := f.Headers[sub]; h != nil {
						node = h
					} else if l := f.Lits[sub]; l != nil {
						node = l
					}
				}
			}
			msg := "tool " + quote(g.tool) + ": property " + quoteS(strings.Join(hp.Path, ".")) + ": " + hp.Message + "; AddTool panics on it at start-up"
			key := p.Fset.Position(node.Pos()).String() + msg
			if seen[key] {
				continue
			}
			seen[key] = true
			p.Report(node.Pos(), node.End(), nil, "%s", msg)
		}
	}
}
