package apifacts

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// valueRef is one value a variable is given: expr, or its idx-th result
// when idx >= 0; a nil expr is a value mcpvet does not follow (a range
// variable, an op-assignment).
type valueRef struct {
	expr ast.Expr
	idx  int
}

// index reads the parameters of the package's functions and the docs of
// its type declarations; the values its variables are given are read from
// the syntax index when asked (assignsOf).
func (a *analyzer) index() {
	info := a.pass.TypesInfo
	for _, f := range a.flow.Funcs() {
		ft, owner := (*ast.FuncType)(nil), "func literal"
		if d := f.Decl(); d != nil {
			ft, owner = d.Type, d.Name.Name
		} else if l := f.Lit(); l != nil {
			ft = l.Type
		}
		if ft == nil || ft.Params == nil {
			continue
		}
		for _, field := range ft.Params.List {
			for _, n := range field.Names {
				if v, ok := info.Defs[n].(*types.Var); ok {
					a.params[v] = owner
				}
			}
		}
	}
	// Docs of the package-level types: the receivers of methods, whose
	// marks a handler inherits.
	for _, file := range a.pass.Files {
		for _, decl := range file.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				ts := spec.(*ast.TypeSpec)
				tn, ok := info.Defs[ts.Name].(*types.TypeName)
				if !ok {
					continue
				}
				doc := ts.Doc
				if doc == nil && len(gd.Specs) == 1 {
					doc = gd.Doc
				}
				a.typeDocs[tn] = doc
			}
		}
	}
}

// assignsOf are the values v itself is given (astflow's Assigns; a write
// of one of its fields is not v's), with a nil expr for a value mcpvet
// does not follow: an op-assignment, v++, a range variable. Its
// declaration without a value, a parameter and &v add nothing.
func (a *analyzer) assignsOf(v *types.Var) []valueRef {
	var out []valueRef
	for _, as := range a.flow.Assigns(v) {
		if as.Field {
			continue
		}
		switch as.Kind {
		case astflow.Given:
			out = append(out, valueRef{as.Value, as.Result})
		case astflow.Updated:
			out = append(out, valueRef{nil, -1})
		case astflow.Unseen:
			if _, isRange := as.Node.(*ast.RangeStmt); isRange {
				out = append(out, valueRef{nil, -1})
			}
		}
	}
	return out
}

// single returns the one value a variable is given, if it is given one
// and only one.
func (a *analyzer) single(v *types.Var) (valueRef, bool) {
	refs := a.assignsOf(v)
	if len(refs) != 1 || refs[0].expr == nil {
		return valueRef{}, false
	}
	return refs[0], true
}

// resolve follows a handler expression to the func that serves the
// requests, or says why it cannot.
func (a *analyzer) resolve(e ast.Expr, depth int) (*Handler, routes.Reason) {
	if depth > 8 {
		return nil, routes.Because(routes.WrappedTooDeep)
	}
	info := a.pass.TypesInfo
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.FuncLit:
		return &Handler{Lit: x}, routes.Reason{}
	case *ast.IndexExpr:
		if _, ok := info.TypeOf(x.X).(*types.Signature); ok {
			return a.resolve(x.X, depth+1) // an instantiation: handle[Item]
		}
		return nil, routes.Because(routes.ElementOf, types.ExprString(x.X))
	case *ast.IndexListExpr:
		return a.resolve(x.X, depth+1)
	case *ast.Ident:
		return a.resolveObj(info.Uses[x], depth)
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[x]; ok {
			switch sel.Kind() {
			case types.MethodVal:
				fn, ok := sel.Obj().(*types.Func)
				if !ok {
					return nil, routes.Because(routes.MethodNotFollowed)
				}
				h, why := a.funcHandler(fn)
				if h != nil {
					if tn := typeName(sel.Recv()); tn != nil {
						h.Recv = tn
					}
				}
				return h, why
			case types.FieldVal:
				if h := a.serveHTTP(info.TypeOf(x)); h != nil {
					return h, routes.Reason{}
				}
				return nil, routes.Because(routes.FieldValue, x.Sel.Name)
			}
			return nil, routes.Because(routes.MethodExpr)
		}
		return a.resolveObj(info.Uses[x.Sel], depth)
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() {
			if len(x.Args) == 1 {
				return a.resolve(x.Args[0], depth+1)
			}
			return nil, routes.Because(routes.ConversionNotFollowed)
		}
		// Middleware: a call that takes the handler it wraps.
		for _, arg := range x.Args {
			if routes.IsHandlerType(info.TypeOf(arg)) {
				return a.resolve(arg, depth+1)
			}
		}
		// A constructor of a handler type of this package.
		if h := a.serveHTTPLocal(info.TypeOf(x)); h != nil {
			return h, routes.Reason{}
		}
		fn, ok := typeutil.Callee(info, x).(*types.Func)
		if !ok {
			return nil, routes.Because(routes.FuncValueCall)
		}
		return a.factory(fn, depth)
	}
	if h := a.serveHTTP(info.TypeOf(e)); h != nil {
		return h, routes.Reason{}
	}
	if t := info.TypeOf(e); t != nil {
		if _, ok := t.Underlying().(*types.Interface); ok {
			return nil, routes.Because(routes.InterfaceValue, types.TypeString(t, types.RelativeTo(a.pass.Pkg)))
		}
	}
	return nil, routes.Because(routes.NotFollowed)
}

func (a *analyzer) resolveObj(obj types.Object, depth int) (*Handler, routes.Reason) {
	switch o := obj.(type) {
	case *types.Func:
		return a.funcHandler(o)
	case *types.Var:
		if h := a.serveHTTP(o.Type()); h != nil {
			return h, routes.Reason{}
		}
		if owner, ok := a.params[o]; ok {
			return nil, routes.Because(routes.ParamHandler, o.Name(), owner)
		}
		refs := a.assignsOf(o)
		switch {
		case o.Pkg() != a.pass.Pkg:
			return nil, routes.Because(routes.ForeignVar, o.Pkg().Name(), o.Name())
		case len(refs) == 0:
			return nil, routes.Because(routes.VarNeverGiven, o.Name())
		case len(refs) > 1:
			return nil, routes.Because(routes.VarReassigned, o.Name())
		case refs[0].expr == nil || refs[0].idx >= 0:
			return nil, routes.Because(routes.VarMultiResult, o.Name())
		}
		return a.resolve(refs[0].expr, depth+1)
	case nil:
		return nil, routes.Because(routes.NamesNothing)
	}
	return nil, routes.Because(routes.NotFuncOrVar)
}

// funcHandler is a named func or method used as a handler.
func (a *analyzer) funcHandler(fn *types.Func) (*Handler, routes.Reason) {
	if !routes.IsHandlerFuncSig(fn.Type()) && !routes.IsContextHandlerSig(fn.Type()) {
		why := routes.Because(routes.NotHandlerFunc, fn.Name(), "")
		if frameworkHandler(fn) {
			why.Args[1] = "framework"
		}
		return nil, why
	}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		if _, isIface := sig.Recv().Type().Underlying().(*types.Interface); isIface {
			return nil, routes.Because(routes.InterfaceMethod, fn.Name(), types.TypeString(sig.Recv().Type(), types.RelativeTo(a.pass.Pkg)))
		}
	}
	h := &Handler{Func: fn, Recv: recvTypeName(fn)}
	if decl := a.decls[fn]; decl != nil {
		if decl.Body == nil {
			return nil, routes.Because(routes.NoBody, fn.Name())
		}
		h.Decl = decl
		return h, routes.Reason{}
	}
	if f := a.importFact(fn); f != nil {
		h.Fact = f
		return h, routes.Reason{}
	}
	return nil, a.foreign(fn)
}

// factory follows a call of a func that returns a handler.
func (a *analyzer) factory(fn *types.Func, depth int) (*Handler, routes.Reason) {
	decl := a.decls[fn]
	if decl == nil {
		if f := a.importFact(fn); f != nil && f.Factory {
			return &Handler{Func: fn, Factory: true, Fact: f, Recv: recvTypeName(fn)}, routes.Reason{}
		}
		return nil, a.foreign(fn)
	}
	if decl.Body == nil {
		return nil, routes.Because(routes.NoBody, fn.Name())
	}
	var found *Handler
	for _, r := range routes.ReturnedExprs(decl.Body, 0) {
		if id, ok := ast.Unparen(r).(*ast.Ident); ok && id.Name == "nil" {
			continue
		}
		h, why := a.resolve(r, depth+1)
		if h == nil {
			out := routes.Because(routes.ReturnsUnfollowed, fn.Name(), types.ExprString(r))
			out.Cause = &why
			return nil, out
		}
		if found != nil && (found.Func != h.Func || found.Lit != h.Lit) {
			return nil, routes.Because(routes.ReturnsDifferent, fn.Name())
		}
		found = h
	}
	if found == nil {
		return nil, routes.Because(routes.ReturnsNone, fn.Name())
	}
	if found.Func == nil {
		return &Handler{Func: fn, Decl: decl, Lit: found.Lit, Factory: true, Recv: recvTypeName(fn)}, routes.Reason{}
	}
	return found, routes.Reason{}
}

// serveHTTP is the ServeHTTP method of a concrete type, as the handler,
// when mcpvet can see its code.
func (a *analyzer) serveHTTP(t types.Type) *Handler {
	if t == nil {
		return nil
	}
	if _, ok := t.Underlying().(*types.Interface); ok {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "ServeHTTP")
	fn, ok := obj.(*types.Func)
	if !ok || fn.Pkg() == nil || !routes.IsHandlerFuncSig(fn.Type()) {
		return nil
	}
	h := &Handler{Func: fn, ServeHTTP: true, Recv: typeName(t)}
	if h.Recv == nil {
		h.Recv = recvTypeName(fn)
	}
	if decl := a.decls[fn]; decl != nil && decl.Body != nil {
		h.Decl = decl
		return h
	}
	if f := a.importFact(fn); f != nil {
		h.Fact = f
		return h
	}
	return nil
}

// serveHTTPLocal is serveHTTP for types of this package only: a call
// returning such a value is its constructor, not middleware.
func (a *analyzer) serveHTTPLocal(t types.Type) *Handler {
	tn := typeName(t)
	if tn == nil || tn.Pkg() != a.pass.Pkg {
		return nil
	}
	return a.serveHTTP(t)
}

func (a *analyzer) foreign(fn *types.Func) routes.Reason {
	if fn.Pkg() == nil {
		return routes.Because(routes.BuiltIn, fn.Name())
	}
	if isStdPath(fn.Pkg().Path()) {
		return routes.Because(routes.StdLibFunc, fn.Pkg().Name(), fn.Name())
	}
	return routes.Because(routes.NoFactsFor, fn.Pkg().Name(), fn.Name(), fn.Pkg().Path())
}

// servedBy is the handler h of h.ServeHTTP, a method value: what it serves
// is what h serves.
func servedBy(info *types.Info, x *ast.SelectorExpr) (ast.Expr, bool) {
	sel := info.Selections[x]
	return x.X, sel != nil && sel.Kind() == types.MethodVal && x.Sel.Name == "ServeHTTP"
}

// isEndpoint reports whether a handler serves the MCP endpoint: it is
// built by the go-sdk or mcpvet's runtime.
func (a *analyzer) isEndpoint(e ast.Expr, depth int) bool {
	if depth > 6 || e == nil {
		return false
	}
	info := a.pass.TypesInfo
	e = ast.Unparen(e)
	if p, _ := routes.Named(info.TypeOf(e), true); p == SDKPath {
		return true
	}
	switch x := e.(type) {
	case *ast.SelectorExpr:
		if h, ok := servedBy(info, x); ok {
			return a.isEndpoint(h, depth+1)
		}
	case *ast.Ident:
		if v, ok := info.Uses[x].(*types.Var); ok {
			if ref, ok := a.single(v); ok && ref.idx < 0 {
				return a.isEndpoint(ref.expr, depth+1)
			}
		}
	case *ast.CallExpr:
		if fn, ok := typeutil.Callee(info, x).(*types.Func); ok && fn.Pkg() != nil {
			switch fn.Pkg().Path() {
			case SDKPath, RuntimePath:
				return true
			}
		}
		for _, arg := range x.Args {
			if routes.IsHandlerType(info.TypeOf(arg)) && a.isEndpoint(arg, depth+1) {
				return true
			}
		}
	}
	return false
}

func typeName(t types.Type) *types.TypeName {
	if t == nil {
		return nil
	}
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	if n, ok := t.(*types.Named); ok {
		return n.Obj()
	}
	return nil
}

func recvTypeName(fn *types.Func) *types.TypeName {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return nil
	}
	return typeName(sig.Recv().Type())
}

func isStdPath(path string) bool {
	first := path
	for i := 0; i < len(path); i++ {
		if path[i] == '/' {
			first = path[:i]
			break
		}
	}
	for i := 0; i < len(first); i++ {
		if first[i] == '.' {
			return false
		}
	}
	return true
}
