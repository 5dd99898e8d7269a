package tooldecl

import (
	"go/ast"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0004 reports //mcp:tool funcs with type parameters.
var OMCG0004 = omcg0004.Analyzer

var omcg0004 = toolpass.New(toolpass.Code{
	Code:     "OMCG0004",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Run:      run0004,
})

func run0004(p *toolpass.Pass) {
	for _, t := range directiveTools(p) {
		typeParams(p, "tool", t.Decl)
	}
	for _, o := range offers(p) {
		typeParams(p, o.kind, o.Decl)
	}
}

func typeParams(p *toolpass.Pass, kind string, fd *ast.FuncDecl) {
	tp := fd.Type.TypeParams
	if tp == nil || tp.NumFields() == 0 {
		return
	}
	p.Report(tp.Opening, tp.Closing+1, nil,
		"//mcp:%s func %s has type parameters, which the generated code cannot choose; declare a non-generic func for each type the %s serves (it may call %s)",
		kind, fd.Name.Name, kind, fd.Name.Name)
}
