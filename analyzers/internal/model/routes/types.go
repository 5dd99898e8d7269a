package routes

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
)

// Named returns the package path and name of a named type (or of the type
// a pointer points to when deref is set), or "", "".
func Named(t types.Type, deref bool) (pkg, name string) {
	if t == nil {
		return "", ""
	}
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok && deref {
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj() == nil || n.Obj().Pkg() == nil {
		return "", ""
	}
	return n.Obj().Pkg().Path(), n.Obj().Name()
}

// Is reports whether t is the named type pkg.name (not a pointer to it).
func Is(t types.Type, pkg, name string) bool {
	if t == nil {
		return false
	}
	if _, ok := types.Unalias(t).(*types.Pointer); ok {
		return false
	}
	p, n := Named(t, false)
	return p == pkg && n == name
}

// IsPtrTo reports whether t is *pkg.name.
func IsPtrTo(t types.Type, pkg, name string) bool {
	if t == nil {
		return false
	}
	ptr, ok := types.Unalias(t).(*types.Pointer)
	return ok && Is(ptr.Elem(), pkg, name)
}

// IsServeMux reports whether t is *http.ServeMux.
func IsServeMux(t types.Type) bool { return IsPtrTo(t, knowledge.HTTPPath, "ServeMux") }

// IsRequest reports whether t is *http.Request.
func IsRequest(t types.Type) bool { return IsPtrTo(t, knowledge.HTTPPath, "Request") }

// IsResponseWriter reports whether t is http.ResponseWriter.
func IsResponseWriter(t types.Type) bool { return Is(t, knowledge.HTTPPath, "ResponseWriter") }

// IsHandlerFuncSig reports whether t is a func(http.ResponseWriter,
// *http.Request) with no results (http.HandlerFunc included).
func IsHandlerFuncSig(t types.Type) bool {
	if t == nil {
		return false
	}
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() != 2 || sig.Results().Len() != 0 {
		return false
	}
	return IsResponseWriter(sig.Params().At(0).Type()) && IsRequest(sig.Params().At(1).Type())
}

// IsHandlerType reports whether a value of type t can serve requests: an
// http.Handler, a handler func, a *http.ServeMux, or any type with a
// ServeHTTP method.
func IsHandlerType(t types.Type) bool {
	if t == nil {
		return false
	}
	if Is(t, knowledge.HTTPPath, "Handler") || IsHandlerFuncSig(t) {
		return true
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "ServeHTTP")
	fn, ok := obj.(*types.Func)
	if !ok {
		return false
	}
	return IsHandlerFuncSig(withoutRecv(fn))
}

func withoutRecv(fn *types.Func) types.Type {
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return nil
	}
	return types.NewSignatureType(nil, nil, nil, sig.Params(), sig.Results(), sig.Variadic())
}

// IsMethod reports whether fn is the method name of pkg.typ (value or
// pointer receiver).
func IsMethod(fn *types.Func, pkg, typ, name string) bool {
	if fn == nil || fn.Name() != name {
		return false
	}
	recv := recvOf(fn)
	if recv == nil {
		return false
	}
	p, n := Named(recv.Type(), true)
	return p == pkg && n == typ
}

func recvOf(fn *types.Func) *types.Var {
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return nil
	}
	return sig.Recv()
}

// FuncDecls maps the package's funcs and methods to their declarations.
func FuncDecls(pass *analysis.Pass) map[*types.Func]*ast.FuncDecl {
	out := map[*types.Func]*ast.FuncDecl{}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
				out[fn] = fd
			}
		}
	}
	return out
}

// ReturnedExprs lists the i-th result of every return statement of a body,
// leaving out those of nested func literals.
func ReturnedExprs(body *ast.BlockStmt, i int) []ast.Expr {
	var out []ast.Expr
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if i < len(n.Results) {
				out = append(out, n.Results[i])
			}
		}
		return true
	})
	return out
}
