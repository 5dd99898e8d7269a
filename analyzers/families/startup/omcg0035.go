package startup

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/schemafold"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/sdkstartup"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// OMCG0035 reports mcp.NewServer arguments the go-sdk panics on.
var OMCG0035 = omcg0035.Analyzer

var omcg0035 = toolpass.New(toolpass.Code{
	Code:     "OMCG0035",
	Severity: analyzerutil.Error,
	Since:    "v0.4.0",
	Requires: []*analysis.Analyzer{inspect.Analyzer, astflow.Analyzer},
	Run:      run0035,
})

// serverFixes says how to fix each problem.
var serverFixes = map[sdkstartup.ServerField]string{
	sdkstartup.Implementation:     "pass an &mcp.Implementation{Name: ..., Version: ...}",
	sdkstartup.PageSize:           "use 0 (the SDK's default page size) or a positive size",
	sdkstartup.SubscribeHandler:   "set UnsubscribeHandler too, or neither",
	sdkstartup.UnsubscribeHandler: "set SubscribeHandler too, or neither",
	sdkstartup.ProtocolVersion:    "the go-sdk v1.8.0 speaks " + strings.Join(sdkstartup.SupportedProtocolVersions, ", "),
}

func run0035(p *toolpass.Pass) {
	ins, _ := p.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	if ins == nil || !importsSDK(p.Pkg) {
		return
	}
	var f *schemafold.Folder // built at the first call: most packages have none
	for n := range ins.PreorderSeq((*ast.CallExpr)(nil)) {
		call := n.(*ast.CallExpr)
		fn := typeutil.StaticCallee(p.TypesInfo, call)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != knowledge.SDKPath || fn.Name() != "NewServer" || len(call.Args) != 2 {
			continue
		}
		if f == nil {
			f = schemafold.New(p.TypesInfo, astflow.Of(p.Pass.Pass))
		}
		var o sdkstartup.ServerOptions
		at := map[sdkstartup.ServerField]ast.Node{}
		versions := []ast.Expr(nil)
		if isNil(f, call.Args[0]) {
			o.NilImplementation = true
			at[sdkstartup.Implementation] = call.Args[0]
		}
		if lit := literal(f, call.Args[1]); lit != nil {
			for _, elt := range lit.Elts {
				kv, ok := elt.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				key, _ := kv.Key.(*ast.Ident)
				if key == nil {
					continue
				}
				switch key.Name {
				case "SubscribeHandler":
					o.SubscribeHandler = !isNil(f, kv.Value)
					at[sdkstartup.SubscribeHandler] = kv
				case "UnsubscribeHandler":
					o.UnsubscribeHandler = !isNil(f, kv.Value)
					at[sdkstartup.UnsubscribeHandler] = kv
				case "PageSize":
					if v := p.TypesInfo.Types[kv.Value].Value; v != nil {
						if n, ok := constant.Int64Val(constant.ToInt(v)); ok {
							o.PageSize = n
							at[sdkstartup.PageSize] = kv.Value
						}
					}
				case "SupportedProtocolVersions":
					o.SupportedProtocolVersions, versions = constStrings(f, kv.Value)
				}
			}
		}
		// A handler set where mcpvet cannot see it is not known to be
		// missing: only both written in the literal are judged.
		for _, pr := range sdkstartup.ServerProblems(o) {
			var node ast.Node = at[pr.Field]
			if pr.Field == sdkstartup.ProtocolVersion {
				node = versions[pr.Index]
			}
			if node == nil {
				continue
			}
			p.Report(node.Pos(), node.End(), nil, "mcp.NewServer panics at start-up on this: %s; %s", pr.Message, serverFixes[pr.Field])
		}
	}
}

func importsSDK(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if imp.Path() == knowledge.SDKPath {
			return true
		}
	}
	return false
}

// isNil reports whether e is nil, in place or through a variable declared
// with nil and not changed afterwards.
func isNil(f *schemafold.Folder, e ast.Expr) bool {
	tv, ok := f.Info().Types[f.Resolve(e)]
	return ok && tv.IsNil()
}

// literal is the composite literal e is, &T{...} or T{...}, in place or
// through a variable.
func literal(f *schemafold.Folder, e ast.Expr) *ast.CompositeLit {
	e = f.Resolve(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, _ := e.(*ast.CompositeLit)
	return lit
}

// constStrings folds a []string literal of constants, with the
// expression of each; nil when a part is not a constant.
func constStrings(f *schemafold.Folder, e ast.Expr) ([]string, []ast.Expr) {
	lit := literal(f, e)
	if lit == nil {
		return nil, nil
	}
	var out []string
	for _, elt := range lit.Elts {
		v := f.Info().Types[elt].Value
		if v == nil || v.Kind() != constant.String {
			return nil, nil
		}
		out = append(out, constant.StringVal(v))
	}
	return out, lit.Elts
}
