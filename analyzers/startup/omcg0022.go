package startup

import (
	"fmt"
	"go/ast"
	"strconv"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/astflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/sdkstartup"
	"github.com/mcpvet/mcpvet/analyzers/mcptool"
)

// OMCG0022 reports schema defaults that fail their own schema, which
// mcp.AddTool panics on.
var OMCG0022 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0022",
	Severity: analyzerutil.Error,
	Since:    "v0.3.0",
	Title:    "a schema mcp.AddTool panics on when it validates its defaults",
	Doc: `
mcp.AddTool resolves the input and output schemas an mcp.Tool gives with
jsonschema-go's ValidateDefaults: each "default" must validate against the
schema that holds it (its type, enum, bounds, length, pattern, items). The
first that does not makes AddTool panic. So does a schema whose "$schema"
names a draft other than draft-07 and 2020-12 (draft-04, 2019-09), or that
uses "$dynamicRef", with or without defaults: the validation refuses it. Checked in the schemas an mcp.Tool
literal gives to mcp.AddTool as a *jsonschema.Schema literal, a
map[string]any literal or a raw JSON constant, in place or through a
variable assigned once. (*mcp.Server).AddTool does not resolve schemas, so
its tools are not checked.`,
	Before: `
"limit": {Type: "integer", Minimum: jsonschema.Ptr(1.0), Default: json.RawMessage("0")},`,
	After: `
"limit": {Type: "integer", Minimum: jsonschema.Ptr(1.0), Default: json.RawMessage("10")},`,
	Requires: []*analysis.Analyzer{astflow.Analyzer},
	Run:      run0022,
})

func run0022(p *analyzerutil.Pass) {
	f := newFolder(p.TypesInfo, flowOf(p))
	keep := func(t *mcptool.Tool) bool { return t.Style() == mcptool.SDKAddTool }
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
			if d := f.defaults[dp.Schema]; d != nil {
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
