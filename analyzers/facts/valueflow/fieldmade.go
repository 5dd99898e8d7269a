package valueflow

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// A handler held in a field of a struct a function of the package
// returns: s.AddTool(t.Definition, logged(t).Handler), where logged
// returns &Tool{Definition: t.Definition, Handler: func(ctx, req) {…}}.
// It is the sibling of a handler factory (makes.go), whose handler is
// the result itself: here it is the value every return statement of the
// function puts in that field of the struct it returns (a literal, or
// its address), each read as any handler expression is. A return of
// anything else (a variable, another call's result) makes the field's
// handler unknown, and the registration is not followed, as before.

// fieldMade returns the functions the field name of what call returns
// holds, nil when a return statement gives it otherwise or call is not
// of a function of this package with a body.
func (r *Result) fieldMade(call *ast.CallExpr, name string) []*Func {
	fn, ok := typeutil.Callee(r.info, call).(*types.Func)
	if !ok || fn.Pkg() != r.pkg {
		return nil
	}
	r.declsOnce.Do(r.findDecls)
	decl := r.decls[fn.Origin()]
	if decl == nil || decl.Body == nil || fn.Signature().Results().Len() != 1 {
		return nil
	}
	var out []*Func
	ok = true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false // its returns are its own
		case *ast.ReturnStmt:
			if !ok {
				return false
			}
			if len(x.Results) != 1 {
				ok = false
				return false
			}
			v := fieldValue(x.Results[0], name)
			if v == nil {
				ok = false
				return false
			}
			f := r.handler(v)
			if f == nil {
				ok = false
				return false
			}
			out = append(out, f)
		}
		return true
	})
	if !ok {
		return nil
	}
	return out
}

// fieldValue is the value a struct literal (or its address) sets field
// name to, nil for any other expression or a literal that leaves the
// field out.
func fieldValue(e ast.Expr, name string) ast.Expr {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == name {
				return kv.Value
			}
		}
	}
	return nil
}

// findDecls records the package's function declarations by their
// objects.
func (r *Result) findDecls() {
	r.decls = map[*types.Func]*ast.FuncDecl{}
	for _, f := range r.files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				if obj, ok := r.info.Defs[fd.Name].(*types.Func); ok {
					r.decls[obj] = fd
				}
			}
		}
	}
}
