package mcpfacts_test

import (
	"fmt"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/mcpfacts"
	"github.com/mcpvet/mcpvet/schema"
)

// dump reports every tool mcpfacts finds, so the fixtures can state with
// want lines what it must find, and what it must not.
var dump = &analysis.Analyzer{
	Name:     "dump",
	Doc:      "report the tools mcpfacts finds",
	Requires: []*analysis.Analyzer{mcpfacts.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[mcpfacts.Analyzer].(*mcpfacts.Result)
		qual := func(p *types.Package) string { return p.Name() }
		for _, t := range res.Tools {
			name := "?"
			if t.NameKnown {
				name = fmt.Sprintf("%q", t.Name)
			}
			msg := fmt.Sprintf("tool %s %s", name, t.Style)
			if t.Style != mcpfacts.MarkNewTool && t.Style != mcpfacts.SDKServerAddTool {
				in := "<nil>"
				if t.In != nil {
					in = types.TypeString(t.In, qual)
				}
				msg += fmt.Sprintf(" In=%s input=%s output=%s", in, enc(t.Input), enc(t.Output))
			}
			pos := t.Pos
			if t.Style == mcpfacts.Directive {
				pos = t.Decl.Name.Pos()
			}
			pass.Reportf(pos, "%s", msg)
		}
		return nil, nil
	},
}

func enc(s *schema.Schema) string {
	if s == nil {
		return "<nil>"
	}
	return string(schema.Encode(s))
}

func TestFind(t *testing.T) {
	analysistest.Run(t, fixturetest.Dir(t), dump, "./mcpfacts/...")
}
