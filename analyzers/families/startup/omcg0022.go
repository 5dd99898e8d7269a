package startup

import (
	"fmt"
	"go/ast"
	"strconv"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/schemafold"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/sdkstartup"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// OMCG0022 reports schema defaults that fail their own schema, which
// mcp.AddTool panics on.
var OMCG0022 = omcg0022.Analyzer

var omcg0022 = toolpass.New(toolpass.Code{
	Code:     "OMCG0022",
	Severity: analyzerutil.Error,
	Since:    "v0.3.0",
	Requires: []*analysis.Analyzer{astflow.Analyzer},
	Run:      run0022,
})

func run0022(p *toolpass.Pass) {
	f := schemafold.New(p.TypesInfo, astflow.Of(p.Pass.Pass))
	keep := func(t *mcptool.Tool) bool { return t.SDKInfers() }
	seen := map[string]bool{}
	for _, g := range givenSchemas(p, f, keep) {
		s := g.schema()
		for _, dp := range sdkstartup.DefaultProblems(s) {
			var node ast.Node = g.expr
			which := strings.ToLower(strings.TrimSuffix(g.field, "Schema"))
			if dp.Whole {
				msg := fmt.Sprintf("tool %s: the %s schema's defaults cannot be validated: %s; mcp.AddTool panics on it at start-up",
					quote(g.tool), which, dp.Err)
				if !seen[p.Fset.Position(node.Pos()).String()+msg] {
					seen[p.Fset.Position(node.Pos()).String()+msg] = true
					p.Report(node.Pos(), node.End(), nil, "%s", msg)
				}
				continue
			}
			if d := f.Defaults[dp.Schema]; d != nil {
				node = d
			}
			where, why := splitValidation(dp.Err.Error())
			msg := fmt.Sprintf("tool %s: the default of %s in the %s schema does not validate against its own schema: %s; mcp.AddTool panics on it at start-up",
				quote(g.tool), where, which, why)
			key := p.Fset.Position(node.Pos()).String() + msg
			if seen[key] {
				continue
			}
			seen[key] = true
			p.Report(node.Pos(), node.End(), nil, "%s", msg)
		}
	}
}

// splitValidation reads jsonschema-go's "validating /properties/n: type:
// ..." as the schema's place and the reason.
func splitValidation(msg string) (where, why string) {
	rest, ok := strings.CutPrefix(msg, "validating ")
	if !ok {
		return "a schema", msg
	}
	where, why, ok = strings.Cut(rest, ": ")
	if !ok {
		return "a schema", msg
	}
	if where == "root" || where == "" {
		return "the schema's root", why
	}
	return where, why
}

func quote(t *mcptool.Tool) string {
	if !t.NameKnown {
		return "(name not constant)"
	}
	return strconv.Quote(t.Name)
}

func quoteS(s string) string { return strconv.Quote(s) }

// schemaOf is the *jsonschema.Schema a folded value is, else nil.
func schemaOf(v any) *jsonschema.Schema {
	s, _ := v.(*jsonschema.Schema)
	return s
}
