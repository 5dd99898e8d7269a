package clientprofile

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/passutil"
)

const (
	sdkPath     = "github.com/modelcontextprotocol/go-sdk/mcp"
	markSrvPath = "github.com/mark3labs/mcp-go/server"
)

// serverName is the server name the package's tools are listed under,
// for prefix budgets: the one constant name its servers are created with
// outside its tests (go-sdk mcp.NewServer(&mcp.Implementation{Name: ...}), mark3labs
// server.NewMCPServer(name, ...)), else the -servername flag, else "".
// Two servers with different names leave the code's answer open.
func serverName(pass *analysis.Pass, flagged string) string {
	in, ok := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	if !ok {
		return flagged
	}
	names := map[string]bool{}
	for n := range in.PreorderSeq((*ast.CallExpr)(nil)) {
		call := n.(*ast.CallExpr)
		// A test's server is not the one the package ships: its name
		// would set the budget of the real tools.
		if len(call.Args) == 0 || strings.HasSuffix(pass.Fset.File(call.Pos()).Name(), "_test.go") {
			continue
		}
		fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
		if fn == nil || fn.Pkg() == nil {
			continue
		}
		switch {
		case fn.Pkg().Path() == sdkPath && fn.Name() == "NewServer":
			if name, ok := implName(pass, call.Args[0]); ok {
				names[name] = true
			}
		case fn.Pkg().Path() == markSrvPath && fn.Name() == "NewMCPServer":
			if name, ok := constString(pass, call.Args[0]); ok {
				names[name] = true
			}
		}
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
