package tooldecl

import (
	"go/ast"
	"go/types"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// OMCG0010 reports //mcp:tool methods of generic types.
var OMCG0010 = omcg0010.Analyzer

var omcg0010 = toolpass.New(toolpass.Code{
	Code:     "OMCG0010",
	Severity: analyzerutil.Error,
	Since:    "v0.1.0",
	Run:      run0010,
})

func run0010(p *toolpass.Pass) {
	for _, t := range directiveTools(p) {
		genericRecv(p, "tool", t.Decl, t.Func)
	}
	for _, o := range offers(p) {
		genericRecv(p, o.kind, o.Decl, o.Func)
	}
}

func genericRecv(p *toolpass.Pass, kind string, fd *ast.FuncDecl, fn *types.Func) {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return
	}
	named, _ := types.Unalias(deref(sig.Recv().Type())).(*types.Named)
	if named == nil || named.TypeParams().Len() == 0 {
		return
	}
	recv := fd.Recv.List[0].Type
	p.Report(recv.Pos(), recv.End(), nil,
		"//mcp:%s method %s is a method of the generic type %s, whose type arguments the generated code cannot choose; declare the %s on a non-generic type (it may hold a %s of the types it serves) or as a package-level func",
		kind, funcName(fd), named.Obj().Name(), kind, named.Obj().Name())
}

func deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}
