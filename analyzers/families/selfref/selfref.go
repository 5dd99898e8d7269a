// Package selfref reports OMCG0006: a type in a tool's schema that refers
// to itself.
package selfref

import (
	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0006}

// Analyzers are this package's analyzers.
var Analyzers = analyzerutil.Analyzers(Codes)

var OMCG0006 = omcg0006.Analyzer

var omcg0006 = toolpass.New(toolpass.Code{
	Code:     "OMCG0006",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Requires: []*analysis.Analyzer{apifacts.Analyzer},
	Run: func(p *toolpass.Pass) {
		// mcp.AddTool tools are judged by the SDK's own inference, which
		// follows some references encoding/json does not and skips others
		// (analyzers/internal/foundation/reasoncode).
		p.Problems(p.Owns, func(pr mcptool.Problem) {
			p.Report(pr.Pos, pr.End, nil, "%s: %s; a tool schema cannot describe it", pr.Path, pr.Message)
		})
		p.SDKFindings(p.OwnsSDK, func(f mcptool.SDKFinding) {
			p.Report(f.Pos, f.End, nil, "%s: %s", f.Path, f.Message)
		})
	},
})
