package clientprofile

import (
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

const (
	sdkPath     = knowledge.SDKPath
	markSrvPath = knowledge.MarkSrvPath
)

// serverName is the server name the package's tools are listed under,
// for prefix budgets: the one constant name its servers are created with
// in code the package ships (go-sdk mcp.NewServer(&mcp.Implementation{Name: ...}), mark3labs
// server.NewMCPServer(name, ...)), else the -servername flag, else "".
// Two servers with different names leave the code's answer open.
// Shipped code is the reach rule of tool listings (mcptool.ReachedFuncs):
// a server made in a _test.go file, or in a function only tests call or
// nothing calls, is not the one clients list the tools under, and its
// name would set the budget of the real tools.
func serverName(pass *analysis.Pass, flagged string) string {
	in, ok := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	if !ok {
		return flagged
	}
	names := map[string]bool{}
	var reached map[*types.Func]bool // computed once a server is made
	for n := range in.PreorderSeq((*ast.CallExpr)(nil)) {
		call := n.(*ast.CallExpr)
		if len(call.Args) == 0 {
			continue
		}
		fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
		if fn == nil || fn.Pkg() == nil {
			continue
		}
		var name string
		switch {
		case fn.Pkg().Path() == sdkPath && fn.Name() == "NewServer":
			name, ok = implName(pass, call.Args[0])
		case fn.Pkg().Path() == markSrvPath && fn.Name() == "NewMCPServer":
			name, ok = constString(pass, call.Args[0])
		default:
			continue
		}
		if !ok {
			continue
		}
		if !mcptool.ShippedAt(pass, &reached, call.Pos()) {
			continue
		}
		names[name] = true
	}
	if len(names) == 1 {
		for name := range names {
			return name
		}
	}
	return flagged
}

// implName reads Name from &mcp.Implementation{Name: ...} when it is a
// constant.
func implName(pass *analysis.Pass, e ast.Expr) (string, bool) {
	if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok {
		e = u.X
	}
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		return "", false
	}
	if v := passutil.KeyedValue(lit, "Name"); v != nil {
		return constString(pass, v)
	}
	return "", false
}

func constString(pass *analysis.Pass, e ast.Expr) (string, bool) {
	tv, ok := pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	s := constant.StringVal(tv.Value)
	return s, s != ""
}
