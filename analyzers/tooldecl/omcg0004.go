package tooldecl

import (
	"go/ast"

	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
)

// OMCG0004 reports //mcp:tool funcs with type parameters.
var OMCG0004 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0004",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Title:    "the //mcp:tool func has type parameters",
	Doc: `
The generated code registers a tool by referring to its func, and a generic
func cannot be referred to without type arguments: there is no single
input schema to write for it. The same holds for //mcp:resource and
//mcp:prompt funcs. Declare one non-generic func per type the
tool serves; it may call the generic one.`,
	Before: `
//mcp:tool
func Count[T any](ctx context.Context, in Items[T]) (int, error) { ... }`,
	After: `
//mcp:tool
func CountBooks(ctx context.Context, in Items[Book]) (int, error) { return Count(ctx, in) }`,
	Run: run0004,
})

func run0004(p *analyzerutil.Pass) {
	for _, t := range directiveTools(p) {
		typeParams(p, "tool", t.Decl)
	}
	for _, o := range offers(p) {
		typeParams(p, o.kind, o.Decl)
	}
}

func typeParams(p *analyzerutil.Pass, kind string, fd *ast.FuncDecl) {
	tp := fd.Type.TypeParams
	if tp == nil || tp.NumFields() == 0 {
		return
	}
	p.Report(tp.Opening, tp.Closing+1, nil,
		"//mcp:%s func %s has type parameters, which the generated code cannot choose; declare a non-generic func for each type the %s serves (it may call %s)",
		kind, fd.Name.Name, kind, fd.Name.Name)
}
