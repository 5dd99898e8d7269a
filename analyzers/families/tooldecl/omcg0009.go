package tooldecl

import (
	"go/ast"
	"go/token"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0009 reports //mcp:tool funcs with more than one context.Context or
// *mcp.CallToolRequest parameter.
var OMCG0009 = omcg0009.Analyzer

var omcg0009 = toolpass.New(toolpass.Code{
	Code:     "OMCG0009",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Run:      run0009,
})

func run0009(p *toolpass.Pass) {
	for _, t := range directiveTools(p) {
		extra(p, "tool", t.Decl.Name.Name, "context.Context", t.ContextParams)
		extra(p, "tool", t.Decl.Name.Name, "*mcp.CallToolRequest", t.RequestParams)
	}
	for _, o := range offers(p) {
		req := "*mcp.ReadResourceRequest"
		if o.kind == "prompt" {
			req = "*mcp.GetPromptRequest"
		}
		extra(p, o.kind, o.Decl.Name.Name, "context.Context", o.ContextParams)
		extra(p, o.kind, o.Decl.Name.Name, req, o.RequestParams)
	}
}

// extra reports every parameter after the first of fields, which lists
// one field per parameter (a field declaring two names appears twice).
func extra(p *toolpass.Pass, kind, fn, what string, fields []*ast.Field) {
	if len(fields) < 2 {
		return
	}
	seen := map[*ast.Field]int{}
	for i, f := range fields {
		k := seen[f]
		seen[f]++
		if i == 0 {
			continue
		}
		pos, end := paramSpan(f, k)
		name := "an unnamed parameter"
		if k < len(f.Names) {
			name = "parameter " + f.Names[k].Name
		}
		p.Report(pos, end, nil,
			"//mcp:%s func %s has %d %s parameters; a %s gets at most one, filled in by the server: remove %s",
			kind, fn, len(fields), what, kind, name)
	}
}

// paramSpan is the k-th name of a field, or the whole field when it
// declares at most one.
func paramSpan(f *ast.Field, k int) (token.Pos, token.Pos) {
	if len(f.Names) > 1 && k < len(f.Names) {
		return f.Names[k].Pos(), f.Names[k].End()
	}
	return f.Pos(), f.End()
}
