package drift

import (
	"go/ast"
	"go/token"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

var OMCG0038 = omcg0038.Analyzer

var omcg0038 = toolpass.New(toolpass.Code{
	Code:     "OMCG0038",
	Severity: analyzerutil.Error,
	Since:    "v0.4.0",
	Requires: requires,
	Run: func(p *toolpass.Pass) {
		rep := newReporter(p)
		vf, _ := p.ResultOf[valueflow.Analyzer].(*valueflow.Result)
		each(p, func(c *Compared) {
			for _, r := range c.Reads {
				if _, listed := c.Prop(r); listed || !r.Required {
					continue
				}
				near := c.Nearest(r.Key)
				var fixes []analysis.SuggestedFix
				hint := ""
				if near != "" {
					hint = "; the listing has " + strconv.Quote(near)
					if lit := keyLit(vf, r); lit != nil {
						fixes = analyzerutil.Replace("Read "+strconv.Quote(near), lit.Pos(), lit.End(), strconv.Quote(near))
					}
				}
				rep.report(c, At(p.Pass.Pass, r), fixes, "%s: the handler requires argument %q (%s), which the tool's listing does not have: clients send what the listing offers, so every call fails%s", rep.name(c), r.Key, how(r), hint)
			}
		})
	},
})

// keyLit is the string literal a reader call of this package is given
// as its key, nil if the read is not such a call.
func keyLit(vf *valueflow.Result, r valueflow.Read) *ast.BasicLit {
	if len(r.Path) == 0 || r.Reader == "index" {
		return nil
	}
	call := vf.Call(r.Path[len(r.Path)-1])
	if call == nil || len(call.Args) == 0 {
		return nil
	}
	lit, ok := ast.Unparen(call.Args[0]).(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return nil
	}
	return lit
}
