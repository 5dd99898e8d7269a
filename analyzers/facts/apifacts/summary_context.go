package apifacts

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
)

// A framework's request context (gin's *gin.Context, echo's echo.Context)
// is a second kind of request source and response sink: a handler reads
// path values, query values and the body through its methods, and writes
// the response with them. Any context value stands for the request being
// served, as r.PathValue does for net/http: a helper handed the context
// (respond(c, 200, v)) is followed like one handed the writer, through
// its parameters for the status and the value.

// contextMethod describes one method of a framework context: what it
// does, and which arguments give the name, the status and the value.
type contextMethod struct {
	kind    effectKind
	name    int // the argument naming a path or query value; -1 none
	status  int // the argument giving the status; -1 none
	value   int // the argument the body is decoded into or encoded from; -1 none
	minArgs int
}

// contextMethodOf is what a call of fn does, read from the library
// knowledge: a read of the query or the body, or a write of the response
// (c.Param, the Router's PathValue, and net/http's reads are read
// elsewhere); ok is false for a function that does neither.
func contextMethodOf(fn *types.Func) (contextMethod, bool) {
	f, ok := knowledge.Of(fn)
	if !ok {
		return contextMethod{}, false
	}
	var kind effectKind
	for _, k := range []struct {
		does knowledge.Does
		kind effectKind
	}{
		{knowledge.ReadsQuery, readQuery}, {knowledge.ReadsQueryList, readQueryList}, {knowledge.ReadsBody, readBody},
		{knowledge.WritesBody, writeBody}, {knowledge.WritesStatus, writeStatus}, {knowledge.WritesError, writeError},
		{knowledge.WritesText, writeText}, {knowledge.Redirects, writeRedirect}, {knowledge.SendsFile, writeFile},
	} {
		if f.Does.Has(k.does) {
			kind = k.kind
		}
	}
	if kind == 0 {
		return contextMethod{}, false
	}
	m := contextMethod{kind: kind, name: f.Index(knowledge.ValueName), status: f.Index(knowledge.Status), value: f.Index(knowledge.Body), minArgs: len(f.Args)}
	return m, true
}

// ginBindWith are the methods of *gin.Context that bind with the binding
// they are given.
var ginBindWith = map[string]bool{"ShouldBindWith": true, "MustBindWith": true, "ShouldBindBodyWith": true}

// ginValidatorTag is the struct tag gin's binding validates with.
const ginValidatorTag = "binding"

// echoValidatorTag is the struct tag echo apps validate bodies with:
// echo's c.Validate calls the app's Echo.Validator, by convention
// go-playground's validator, which reads it.
const echoValidatorTag = "validate"

// ginBindingPath is the package of gin's bindings.
const ginBindingPath = knowledge.GinPath + "/binding"

// ginBinding names the gin binding argument b is (binding.JSON is
// "JSON", binding.Query "Query"); ok is false for a binding chosen at run
// time (binding.Default picks JSON for a request whose Content-Type is
// application/json, as a tool's is), which reads the body.
func (c *fnCtx) ginBinding(b ast.Expr) (name string, ok bool) {
	sel, ok := ast.Unparen(b).(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	v, ok := c.a.pass.TypesInfo.Uses[sel.Sel].(*types.Var)
	if !ok || v.Pkg() == nil || v.Pkg().Path() != ginBindingPath {
		return "", false
	}
	return v.Name(), true
}

// ginDefaultBinding reports whether b is binding.Default(method, ...),
// the binding gin's ShouldBind picks: by the method first (Form for a
// GET), then by the content type.
func (c *fnCtx) ginDefaultBinding(b ast.Expr) bool {
	call, ok := ast.Unparen(b).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, ok := typeutil.Callee(c.a.pass.TypesInfo, call).(*types.Func)
	return ok && fn.Pkg() != nil && fn.Pkg().Path() == ginBindingPath && fn.Name() == "Default"
}

// isEchoBinder: a method of echo.DefaultBinder that binds one part of
// the request (BindBody is the body, the others are struct bindings).
func isEchoBinder(fn *types.Func) bool {
	_, ok := echoStructBinding(fn)
	return ok
}

// contextCall records what a call of a framework context's method, or of
// one of the frameworks' funcs, does; ok is false for any other call.
func (c *fnCtx) contextCall(fn *types.Func, call *ast.CallExpr, always bool, st status) (status, bool) {
	var m contextMethod
	var found, byMethod bool
	args := call.Args
	switch {
	case routes.IsMethod(fn, knowledge.GinPath, "Context", fn.Name()) && ginBindWith[fn.Name()] && len(args) == 2:
		// c.ShouldBindWith(&v, b): the body unless b is a binding of
		// something else (binding.Query, binding.Uri, ...).
		if name, ok := c.ginBinding(args[1]); ok && name != "JSON" {
			if b, ok := ginBindingOf(name); ok {
				c.bound(b, call, args[0], always)
			}
			return st, true
		}
		m, found = contextMethod{kind: readBody, name: -1, status: -1, value: 0, minArgs: 2}, true
		byMethod = c.ginDefaultBinding(args[1])
	case routes.IsMethod(fn, knowledge.GinPath, "Context", fn.Name()) && len(args) == 1:
		if b, ok := ginMethodBinding(fn.Name()); ok {
			c.bound(b, call, args[0], always)
			return st, true
		}
		m, found = contextMethodOf(fn)
	case len(args) == 2 && isEchoBinder(fn):
		if b, ok := echoStructBinding(fn); ok {
			c.bound(b, call, args[1], always)
		}
		return st, true
	default:
		// The contexts' other methods, (&echo.DefaultBinder{}).BindBody(c,
		// &v) (the body alone) and echo.NewHTTPError (an error path).
		m, found = contextMethodOf(fn)
	}
	if !found || len(args) < m.minArgs {
		return st, false
	}
	switch m.kind {
	case readQuery, readQueryList:
		c.read(m.kind, call, args[m.name], -1, always)
	case readBody:
		c.decoded(call, args[m.value], -1, always)
		if routes.IsMethod(fn, knowledge.GinPath, "Context", fn.Name()) {
			// gin validates what it binds, with the binding tag.
			e := &c.effects[len(c.effects)-1]
			e.validator = ginValidatorTag
			e.byMethod = byMethod || fn.Name() == "ShouldBind" || fn.Name() == "Bind"
		}
		if routes.IsMethod(fn, knowledge.EchoPath, "Context", "Bind") {
			// echo's Bind binds the path values, the query (on GET,
			// DELETE and HEAD) and then the body (see echoBound).
			c.effects[len(c.effects)-1].echoBind = true
		}
		if routes.IsMethod(fn, knowledge.EchoPath, "Context", "Bind") || routes.IsMethod(fn, knowledge.EchoPath, "DefaultBinder", "BindBody") {
			// echo decodes the body with encoding/json, which accepts
			// any property absent: what the endpoint requires is what
			// its validation (c.Validate, go-playground's validate tag
			// by echo's convention) requires.
			c.effects[len(c.effects)-1].validator = echoValidatorTag
		}
	default:
		e := newEffect(m.kind, always, call)
		if m.status >= 0 {
			c.setStatus(&e, args[m.status])
		}
		if m.kind == writeBody {
			c.target(&e, args[m.value], false)
		}
		c.effects = append(c.effects, e)
		if m.kind == writeStatus {
			return status{e.status, e.statusParam}, true
		}
	}
	return st, true
}

// isContextQuery: echo's c.QueryParams(), the request's query values.
func isContextQuery(fn *types.Func) bool {
	return routes.IsMethod(fn, knowledge.EchoPath, "Context", "QueryParams")
}

// frameworkHandler reports whether fn takes a gin or echo context: a
// framework's handler, not net/http's (MCP009 says so).
func frameworkHandler(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return false
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if routes.IsFrameworkContext(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}
