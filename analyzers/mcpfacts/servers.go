package mcpfacts

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/knowledge"
)

// Server is a server the package creates, with what it tells the model
// beside its tools: the instructions of initialize's result.
type Server struct {
	// Name is the server's implementation name, "" when it is not a
	// constant.
	Name string
	// Instructions are the server's instructions; InstructionsKnown is
	// false when they are given and not a constant.
	Instructions      string
	InstructionsKnown bool
	// Pos..End is the call that creates it.
	Pos, End token.Pos
}

// servers finds the go-sdk's mcp.NewServer(&Implementation{Name}, &ServerOptions{Instructions})
// and mcp-go's server.NewMCPServer(name, version, server.WithInstructions(s)) calls.
func servers(pass *analysis.Pass) []*Server {
	var out []*Server
	info := pass.TypesInfo
	str := func(e ast.Expr) (string, bool) {
		if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			return constant.StringVal(tv.Value), true
		}
		return "", false
	}
	for _, file := range pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn, _ := typeutil.Callee(info, call).(*types.Func)
			if fn == nil || fn.Pkg() == nil {
				return true
			}
			s := &Server{Pos: call.Pos(), End: call.End(), InstructionsKnown: true}
			switch {
			case fn.Pkg().Path() == knowledge.SDKPath && fn.Name() == "NewServer" && len(call.Args) == 2:
				if impl := literalFields(info, call.Args[0]); impl != nil {
					s.Name, _ = str(impl["Name"])
				}
				if opts := literalFields(info, call.Args[1]); opts != nil && opts["Instructions"] != nil {
					s.Instructions, s.InstructionsKnown = str(opts["Instructions"])
				} else if opts == nil && !isNil(info, call.Args[1]) {
					s.InstructionsKnown = false
				}
			case fn.Pkg().Path() == knowledge.MarkSrvPath && fn.Name() == "NewMCPServer" && len(call.Args) >= 2:
				s.Name, _ = str(call.Args[0])
				if call.Ellipsis.IsValid() {
					s.InstructionsKnown = false
					break
				}
				for _, o := range call.Args[2:] {
					oc, ok := ast.Unparen(o).(*ast.CallExpr)
					ofn, _ := typeutil.Callee(info, oc).(*types.Func)
					if !ok || ofn == nil || ofn.Pkg() == nil || ofn.Pkg().Path() != knowledge.MarkSrvPath {
						s.InstructionsKnown = false // an option of the server's own: it may set them
						continue
					}
					if ofn.Name() == "WithInstructions" && len(oc.Args) == 1 {
						s.Instructions, s.InstructionsKnown = str(oc.Args[0])
					}
				}
			default:
				return true
			}
			out = append(out, s)
			return true
		})
	}
	return out
}

// literalFields reads &T{...} or T{...} written in place as its fields by
// name; nil for anything else.
func literalFields(info *types.Info, e ast.Expr) map[string]ast.Expr {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil
	}
	out := map[string]ast.Expr{}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok {
				out[k.Name] = kv.Value
			}
		}
	}
	return out
}

func isNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}
