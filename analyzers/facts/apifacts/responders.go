package apifacts

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
)

// The request and response layers real APIs put between a handler and
// net/http: a response builder or writer wrapper made from the
// ResponseWriter (NewBuilder(w, r).WithBodyAsBytes(b).Write()),
// github.com/go-chi/render's binders and responders, and a path value a
// handler sets itself before delegating (r.SetPathValue).

// RenderPath is github.com/go-chi/render's import path.
const RenderPath = "github.com/go-chi/render"

// layers matches a call of one of these layers and records its effect;
// ok is false when call is none of them.
func (c *fnCtx) layers(call *ast.CallExpr, recv ast.Expr, always bool, st status) (status, bool) {
	info := c.a.pass.TypesInfo
	obj := typeutil.Callee(info, call)
	if obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == RenderPath && obj.Parent() == obj.Pkg().Scope() {
		return c.render(obj.Name(), call, always, st)
	}
	fn, _ := obj.(*types.Func)
	if fn == nil {
		return st, false
	}
	if routes.IsMethod(fn, knowledge.HTTPPath, "Request", "SetPathValue") && len(call.Args) == 2 {
		if name, ok := c.constString(call.Args[0]); ok {
			c.setPaths = append(c.setPaths, name)
		}
		return st, true
	}
	if recv != nil {
		return c.builderChain(call, recv, always, st)
	}
	return st, false
}

// render: github.com/go-chi/render. Bind and DecodeJSON read the body;
// Render, Respond and JSON write v as the response (Render after v's
// Render method, whose constant render.Status is the status, and whose
// status from a field marks an error response, as go-chi's ErrResponse
// does); Status sets the status of the writes that follow; NoContent
// writes 204; PlainText, HTML, Data and XML write other bodies.
func (c *fnCtx) render(name string, call *ast.CallExpr, always bool, st status) (status, bool) {
	n := len(call.Args)
	switch {
	case name == "Bind" && n == 2:
		c.decoded(call, call.Args[1], -1, always)
	case (name == "DecodeJSON" || name == "Decode") && n == 2:
		src := -1
		if name == "DecodeJSON" {
			var ok bool
			if src, ok = c.bodySource(call.Args[0], 0); !ok {
				return st, true
			}
		}
		c.decoded(call, call.Args[1], src, always)
	case (name == "Respond" || name == "JSON" || name == "DefaultResponder") && n == 3:
		if sink, ok := c.sink(call.Args[0], 0); ok {
			c.write(writeBody, call, c.concrete(call.Args[2]), sink, always, st)
		}
	case name == "Render" && n == 3:
		sink, ok := c.sink(call.Args[0], 0)
		if !ok {
			return st, true
		}
		v := c.concrete(call.Args[2])
		code, isErr := c.renderStatus(v)
		switch {
		case isErr:
			e := newEffect(writeError, always, call)
			e.srcParam = sink
			c.effects = append(c.effects, e)
		case code > 0:
			c.write(writeBody, call, v, sink, always, status{code: code, param: -1})
		default:
			c.write(writeBody, call, v, sink, always, st)
		}
	case name == "RenderList" && n == 3:
		if sink, ok := c.sink(call.Args[0], 0); ok {
			// A []render.Renderer: what its elements are is only known
			// at run time.
			c.write(writeBody, call, nil, sink, always, st)
		}
	case name == "Status" && n == 2:
		e := newEffect(writeStatus, always, call)
		c.setStatus(&e, call.Args[1])
		c.effects = append(c.effects, e)
		return status{e.status, e.statusParam}, true
	case name == "NoContent" && n == 2:
		if sink, ok := c.sink(call.Args[0], 0); ok {
			e := newEffect(writeStatus, always, call)
			e.srcParam, e.status = sink, 204
			c.effects = append(c.effects, e)
		}
	case (name == "PlainText" || name == "HTML" || name == "Data" || name == "XML") && n == 3:
		if sink, ok := c.sink(call.Args[0], 0); ok {
			c.write(writeText, call, nil, sink, always, st)
		}
	}
	return st, true
}

// concrete is x, or, when x is a call of a func of this package that
// returns an interface (func ErrNotFound() render.Renderer), the
// expression all its returns give when they are of one concrete type.
func (c *fnCtx) concrete(x ast.Expr) ast.Expr {
	info := c.a.pass.TypesInfo
	t := info.TypeOf(x)
	if t == nil {
		return x
	}
	if _, ok := t.Underlying().(*types.Interface); !ok {
		return x
	}
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok {
		return x
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	decl := c.a.decls[fn]
	if decl == nil || decl.Body == nil {
		return x
	}
	var found ast.Expr
	for _, r := range routes.ReturnedExprs(decl.Body, 0) {
		rt := info.TypeOf(r)
		if rt == nil {
			return x
		}
		if _, ok := rt.Underlying().(*types.Interface); ok {
			return x
		}
		if found != nil && !types.Identical(info.TypeOf(found), rt) {
			return x
		}
		found = r
	}
	if found == nil {
		return x
	}
	return found
}

// renderStatus reads the Render method of v's type, when this package
// declares it: the constant status its render.Status sets (0: none), or
// isErr when it sets one from a value (ErrResponse.HTTPStatusCode), which
// go-chi APIs use for their error responses.
func (c *fnCtx) renderStatus(v ast.Expr) (code int, isErr bool) {
	t := c.a.pass.TypesInfo.TypeOf(v)
	if t == nil {
		return 0, false
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, c.a.pass.Pkg, "Render")
	fn, _ := obj.(*types.Func)
	decl := c.a.decls[fn]
	if decl == nil || decl.Body == nil {
		return 0, false
	}
	info := c.a.pass.TypesInfo
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if isErr || code > 0 {
			return false
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if f, _ := typeutil.Callee(info, call).(*types.Func); isFunc(f, RenderPath, "Status") && len(call.Args) == 2 {
			if k, ok := c.constInt(call.Args[1]); ok {
				code = k
			} else {
				isErr = true
			}
		}
		return true
	})
	return code, isErr
}

// builderChain: a chain of method calls on a value made from the
// ResponseWriter (NewBuilder(w, r).WithStatus(201).WithBodyAsBytes(b).Write())
// writes what json.Marshal made of v when one of its links is given
// those bytes, at the constant status a link named for a status is
// given. Only the outermost call of a chain is read.
func (c *fnCtx) builderChain(call *ast.CallExpr, recv ast.Expr, always bool, st status) (status, bool) {
	if routes.IsResponseWriter(c.a.pass.TypesInfo.TypeOf(recv)) {
		return st, false // w.Write, w.WriteHeader: net/http's own
	}
	if sel, ok := c.parent(call).(*ast.SelectorExpr); ok && ast.Unparen(sel.X) == call {
		return st, false // a link of a longer chain
	}
	sink, ok := c.sink(recv, 0)
	if !ok {
		return st, false
	}
	var value ast.Expr
	code := 0
	for link := call; link != nil; {
		sel, ok := ast.Unparen(link.Fun).(*ast.SelectorExpr)
		if !ok {
			break
		}
		name := strings.ToLower(sel.Sel.Name)
		for _, arg := range link.Args {
			if v, ok := c.marshaled(arg); ok && value == nil {
				value = v
			}
			if k, ok := c.constInt(arg); ok && k >= 100 && k <= 599 && (strings.Contains(name, "status") || strings.Contains(name, "code")) && code == 0 {
				code = k
			}
		}
		link, _ = ast.Unparen(sel.X).(*ast.CallExpr)
	}
	if code > 0 {
		st = status{code: code, param: -1}
	}
	switch {
	case value != nil:
		c.write(writeBody, call, value, sink, always, st)
	case code > 0:
		e := newEffect(writeStatus, always, call)
		e.srcParam, e.status = sink, code
		c.effects = append(c.effects, e)
	default:
		return st, false
	}
	return st, true
}

// withoutSetPaths drops the reads of path values the func sets itself
// (r.SetPathValue("username", id) before delegating to a handler that
// reads it): the route need not define them.
func (c *fnCtx) withoutSetPaths(effs []effect) []effect {
	if len(c.setPaths) == 0 {
		return effs
	}
	var out []effect
	for _, e := range effs {
		if e.kind == readPath && e.nameParam < 0 && contains(c.setPaths, e.name) {
			continue
		}
		out = append(out, e)
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// wrappedSink: a builder or wrapper made from the writer
// (NewBuilder(w, r), gzip.NewWriter(w)), or a method call on one
// (NewBuilder(w, r).WithStatus(201)), writes to it.
func (c *fnCtx) wrappedSink(call *ast.CallExpr, depth int) (int, bool) {
	info := c.a.pass.TypesInfo
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return -1, false // a conversion
	}
	for _, arg := range call.Args {
		if t := info.TypeOf(arg); routes.IsResponseWriter(t) || isIOWriter(t) {
			if i, ok := c.sink(arg, depth+1); ok {
				return i, true
			}
		}
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s, ok := info.Selections[sel]; ok && s.Kind() == types.MethodVal && !routes.IsResponseWriter(info.TypeOf(sel.X)) {
			return c.sink(sel.X, depth+1)
		}
	}
	return -1, false
}

// existenceTest reports whether x is the index of a comma-ok assignment
// (_, ok := q["starred"]), which asks whether a value is there.
func (c *fnCtx) existenceTest(x *ast.IndexExpr) bool {
	a, ok := c.parent(x).(*ast.AssignStmt)
	return ok && len(a.Lhs) == 2 && len(a.Rhs) == 1 && ast.Unparen(a.Rhs[0]) == x
}
