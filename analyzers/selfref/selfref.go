// Package selfref reports OMCG0006: a type in a tool's schema that refers
// to itself.
package selfref

import (
	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/mcptool"
	"github.com/mcpvet/mcpvet/schema"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// Analyzers are this package's analyzers.
var Analyzers = []*analysis.Analyzer{OMCG0006}

var OMCG0006 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0006",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Title:    "type in a tool schema refers to itself",
	Doc: `A schema written inline cannot describe a type that contains itself,
directly or through other types; the go-sdk panics at AddTool ("cycle
detected") and mcpvet's rules cannot write it either. The path names the
way back: Tree.Root.Children[] -> Node. Give the tool a flat shape instead,
e.g. a list of nodes with parent IDs.`,
	Before: `
type Node struct{ Children []*Node }`,
	After: `
type Node struct{ ID, Parent string }`,
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run: func(p *analyzerutil.Pass) {
		// mcp.AddTool tools are judged by the SDK's own inference, which
		// follows some references encoding/json does not and skips others.
		p.Problems(func(t *mcptool.Tool, pr mcptool.Problem) bool {
			return pr.Kind == schema.SelfReference && (t == nil || t.Style != mcptool.SDKAddTool)
		}, func(pr mcptool.Problem) {
			p.Report(pr.Pos, pr.End, nil, "%s: %s; a tool schema cannot describe it", pr.Path, pr.Message)
		})
		p.SDKFindings(func(f mcptool.SDKFinding) bool { return f.Reason == sdkdialect.Cycle }, func(f mcptool.SDKFinding) {
			p.Report(f.Pos, f.End, nil, "%s: %s", f.Path, f.Message)
		})
	},
})
