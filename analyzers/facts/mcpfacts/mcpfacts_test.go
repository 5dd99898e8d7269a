package mcpfacts_test

import (
	"fmt"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/fixturetest"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/runtime/schema"
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
			msg := fmt.Sprintf("tool %s %s", name, t.Origin)
			if c := t.Call(); c != nil && c.Style != mcptool.OwnTool && c.OwnType != "" {
				msg += " " + c.OwnType
			}
			if t.Via() != nil {
				msg += " via " + via(t.Via())
			}
			switch t.Style() {
			case mcptool.SDKTool:
				if t.In != nil {
					// A tool a helper makes, whose In its mcp.AddTool gives.
					msg += " In=" + types.TypeString(t.In, qual)
				}
			case mcptool.MarkNewTool, mcptool.MarkTool, mcptool.SDKServerAddTool, mcptool.OwnTool:
			default:
				in := "<nil>"
				if t.In != nil {
					in = types.TypeString(t.In, qual)
				}
				msg += fmt.Sprintf(" In=%s input=%s output=%s", in, enc(t.Input), enc(t.Output))
			}
			if t.Title != "" {
				msg += fmt.Sprintf(" title=%q", t.Title)
			}
			if t.Description != "" && t.Via() != nil {
				msg += fmt.Sprintf(" description=%q", t.Description)
			}
			if a := t.Annotations; a != nil {
				for _, h := range []struct {
					name string
					b    *bool
				}{{"readOnly", a.ReadOnly}, {"destructive", a.Destructive}, {"idempotent", a.Idempotent}, {"openWorld", a.OpenWorld}} {
					if h.b != nil && *h.b {
						msg += " " + h.name
					}
				}
			}
			if t.InputSchemaGiven {
				msg += " input-given"
			}
			pos := t.Pos
			if d := t.Directive(); d != nil {
				pos = d.Decl.Name.Pos()
			}
			pass.Reportf(pos, "%s", msg)
		}
		// A registration of a tool declared elsewhere: in another package,
		// or by a constructor of this one.
		for _, r := range res.Registrations {
			switch {
			case r.Tool == nil:
				pass.Reportf(r.Call.Pos(), "registers %q declared at %s", r.Name, r.DeclaredAt)
			case r.Tool.Call() == nil || r.Tool.Call().Call != r.Call:
				pass.Reportf(r.Call.Pos(), "registers %q", r.Name)
			}
		}
		for _, u := range res.Unfollowed {
			pass.Reportf(u.Pos, "unfollowed: %s", u.Why)
		}
		return nil, nil
	},
}

// via names a wrapper: pkg.Func or pkg.Type.Method.
func via(fn *types.Func) string {
	name := fn.Pkg().Name() + "." + fn.Name()
	if sig := fn.Type().(*types.Signature); sig.Recv() != nil {
		t := sig.Recv().Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		name = fn.Pkg().Name() + "." + t.(*types.Named).Obj().Name() + "." + fn.Name()
	}
	return name
}

func enc(s *schema.Schema) string {
	if s == nil {
		return "<nil>"
	}
	return string(schema.Encode(s))
}

func TestFind(t *testing.T) {
	fixturetest.Run(t, fixturetest.Load(t, fixturetest.Dir(t), "./mcpfacts/..."), []*analysis.Analyzer{dump})
}

// TestConvertedListed runs testdata/mod/mcpfacts/converted's test, which
// holds the tools TestFind says a server's own converted tool type
// declares against mcp-go: its server lists exactly those to a real
// client.
func TestConvertedListed(t *testing.T) {
	fixturetest.GoTest(t, "./mcpfacts/converted/...", "mcpfacts/converted/*/*.go")
}
