package security

import (
	"reflect"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// ReachAnalyzer says, for each tool of the package, whether the family
// reads its arguments: whether sources finds a parameter of its handler
// that holds them. It reports nothing; -coverage and mcpvet schema ask it
// so that "followed" means what the codes do, not that a handler was
// found (a go-sdk v0.2 handler, whose arguments come in a
// *CallToolParamsFor[In], is found and not read).
var ReachAnalyzer = &analysis.Analyzer{
	Name: "securityreach",
	Doc: `say which tools' arguments the security codes read

securityreach is a result pass of the security family: for each tool of the
package, whether the family finds the handler's parameters that hold its
arguments. It reports nothing.`,
	URL:              "https://github.com/mcpvet/mcpvet/blob/main/analyzers/families/security/reach.go",
	Run:              passutil.Guard("securityreach", runReach),
	Requires:         []*analysis.Analyzer{mcpfacts.Analyzer, valueflow.Analyzer, apifacts.Analyzer},
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Reach](),
}

// Reach is ReachAnalyzer's result.
type Reach struct {
	read map[*mcptool.Tool]bool
}

// Reads reports whether the family reads t's arguments from its
// handler's parameters.
func (r *Reach) Reads(t *mcptool.Tool) bool { return r != nil && r.read[t] }

func runReach(pass *analysis.Pass) (any, error) {
	res, _ := pass.ResultOf[mcpfacts.Analyzer].(*mcpfacts.Result)
	vf, _ := pass.ResultOf[valueflow.Analyzer].(*valueflow.Result)
	out := &Reach{read: map[*mcptool.Tool]bool{}}
	if res == nil || vf == nil {
		return out, nil
	}
	api, _ := pass.ResultOf[apifacts.Analyzer].(*apifacts.Result)
	p := &toolpass.Pass{Pass: &analyzerutil.Pass{Pass: pass}, Facts: res, API: api}
	for _, s := range sources(p, vf) {
		if s.tool != nil {
			out.read[s.tool] = true
		}
	}
	return out, nil
}
