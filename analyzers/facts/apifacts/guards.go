package apifacts

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
)

// Guard is an authentication middleware a route sits behind on every
// request: one mcpvet knows refuses requests (gin.BasicAuth, echo's
// BasicAuth, KeyAuth and JWT), or one whose body answers 401 or 403 on
// some path and hands the request on, on another.
type Guard struct {
	// Key is the middleware's identity: the same func, method value or
	// variable, or the same call of one with the same arguments. Two
	// routes behind the same Key pass through the same check.
	Key string
	// Name is the middleware as written.
	Name     string
	Pos, End token.Pos
}

// knownMiddleware says what the frameworks' own middleware does: true
// for those that authenticate, false for those that never refuse a
// request for its credentials.
var knownMiddleware = map[string]map[string]bool{
	knowledge.GinPath: {
		"BasicAuth": true, "BasicAuthForRealm": true, "BasicAuthForProxy": true,
		"Logger": false, "LoggerWithConfig": false, "LoggerWithFormatter": false, "LoggerWithWriter": false,
		"Recovery": false, "RecoveryWithWriter": false, "CustomRecovery": false, "CustomRecoveryWithWriter": false,
	},
	knowledge.EchoMiddlewarePath: {
		"BasicAuth": true, "BasicAuthWithConfig": true, "KeyAuth": true, "KeyAuthWithConfig": true,
		"JWT": true, "JWTWithConfig": true,
		"Logger": false, "LoggerWithConfig": false, "Recover": false, "RecoverWithConfig": false,
		"CORS": false, "CORSWithConfig": false, "RequestID": false, "Gzip": false, "Secure": false,
		"BodyLimit": false, "RemoveTrailingSlash": false, "AddTrailingSlash": false,
	},
	knowledge.EchoJWTPath: {"JWT": true, "WithConfig": true},
	knowledge.SDKAuthPath: {"RequireBearerToken": true},
}

// guards finds, for each route that gets a tool, the authentication
// middleware it surely sits behind (Route.Guards), and the MCP endpoints
// that surely sit behind none (Result.OpenEndpoints). Only gin and echo
// routes carry their middleware.
func (a *analyzer) guards(res *Result) {
	memo := map[ast.Expr]authMW{}
	kind := func(e ast.Expr) authMW {
		if k, ok := memo[e]; ok {
			return k
		}
		k := a.authKind(e, 0)
		memo[e] = k
		return k
	}
	for _, r := range res.Tools {
		seen := map[string]bool{}
		for _, m := range r.Middleware {
			if !m.Sure || kind(m.Expr) != mwAuth {
				continue
			}
			key := a.middlewareKey(m.Expr, 0)
			if key == "" || seen[key] {
				continue
			}
			seen[key] = true
			r.Guards = append(r.Guards, Guard{Key: key, Name: types.ExprString(m.Expr), Pos: m.Expr.Pos(), End: m.Expr.End()})
		}
	}
	for _, ep := range res.Endpoints {
		if ep.Root == nil || !a.openEndpoint(ep.Handler, 0) || a.rootWrapped(ep.Root) {
			continue
		}
		if !slices.ContainsFunc(ep.Middleware, func(m routes.Middleware) bool { return kind(m.Expr) != mwNone }) {
			res.OpenEndpoints = append(res.OpenEndpoints, ep)
		}
	}
}

// authMW is what a middleware is known to do.
type authMW uint8

const (
	mwUnknown authMW = iota // it may authenticate
	mwAuth                  // it refuses requests without credentials
	mwNone                  // it never answers 401 or 403
)

// authKind tells what the middleware argument e does.
func (a *analyzer) authKind(e ast.Expr, depth int) authMW {
	if depth > 6 {
		return mwUnknown
	}
	info := a.pass.TypesInfo
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok {
		for _, arg := range call.Args {
			if tv, ok := info.Types[arg]; ok && tv.Value != nil && tv.Value.Kind() == constant.Bool {
				// A switch (AuthMiddleware(false)): whether it refuses
				// anything may be the argument's to say.
				return mwUnknown
			}
		}
	}
	fn := calleeOrFunc(info, e)
	if fn != nil && fn.Pkg() != nil {
		if auth, ok := knownMiddleware[fn.Pkg().Path()][fn.Name()]; ok {
			if auth {
				return mwAuth
			}
			return mwNone
		}
	}
	if t := info.TypeOf(e); t != nil && routes.IsContextHandlerSig(t) && !isEchoHandler(t) {
		// A gin middleware is a gin handler that calls c.Next or returns.
		h, _ := a.resolve(e, 0)
		return a.handlerAuth(h, e, "")
	}
	if !isEchoMiddleware(info.TypeOf(e)) {
		return mwUnknown
	}
	// An echo middleware: func(next echo.HandlerFunc) echo.HandlerFunc;
	// what it does is the handler it returns.
	body, next := a.echoMiddlewareBody(e, depth)
	if body == nil {
		return mwUnknown
	}
	out := mwNone
	for _, r := range routes.ReturnedExprs(body, 0) {
		h, _ := a.resolve(r, 0)
		switch a.handlerAuth(h, r, next) {
		case mwUnknown:
			return mwUnknown
		case mwAuth:
			out = mwAuth
		}
	}
	return out
}

// handlerAuth: a handler that answers 401 or 403 authenticates; one
// whose every effect is known and none is such an answer does not. next
// is the name of an echo middleware's next handler, whose call is no
// loss.
func (a *analyzer) handlerAuth(h *Handler, at ast.Expr, next string) authMW {
	if h == nil {
		return mwUnknown
	}
	f := a.handlerFacts(h, at)
	if slices.Contains(f.ErrorStatuses, 401) || slices.Contains(f.ErrorStatuses, 403) {
		return mwAuth
	}
	effs := a.handlerEffects(h)
	if h.Fact != nil {
		effs = h.Fact.effects(at.Pos(), at.End())
	}
	for _, e := range effs {
		if e.kind == lost && (next == "" || e.name != next+", a func value") {
			return mwUnknown
		}
	}
	return mwNone
}

// echoMiddlewareBody is the body of the func an echo middleware
// expression is (a func, a func literal, or what a factory of the
// package returns), with the name of its next parameter.
func (a *analyzer) echoMiddlewareBody(e ast.Expr, depth int) (*ast.BlockStmt, string) {
	if depth > 6 {
		return nil, ""
	}
	info := a.pass.TypesInfo
	var ft *ast.FuncType
	var body *ast.BlockStmt
	switch x := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		ft, body = x.Type, x.Body
	case *ast.Ident:
		switch o := info.Uses[x].(type) {
		case *types.Func:
			if d := a.decls[o]; d != nil {
				ft, body = d.Type, d.Body
			}
		case *types.Var:
			if ref, ok := a.single(o); ok && ref.idx < 0 {
				return a.echoMiddlewareBody(ref.expr, depth+1)
			}
		}
	case *ast.SelectorExpr:
		if fn, ok := typeutil.Callee(info, &ast.CallExpr{Fun: x}).(*types.Func); ok {
			if d := a.decls[fn]; d != nil {
				ft, body = d.Type, d.Body
			}
		}
	case *ast.CallExpr:
		// A factory: requireBearer(token) returns the middleware.
		fn, _ := typeutil.Callee(info, x).(*types.Func)
		if d := a.decls[fn]; fn != nil && d != nil && d.Body != nil {
			rets := routes.ReturnedExprs(d.Body, 0)
			if len(rets) == 1 {
				return a.echoMiddlewareBody(rets[0], depth+1)
			}
		}
	}
	if ft == nil || body == nil || ft.Params == nil || len(ft.Params.List) != 1 || len(ft.Params.List[0].Names) != 1 {
		return nil, ""
	}
	return body, ft.Params.List[0].Names[0].Name
}

// middlewareKey is the identity of a middleware expression, "" when it
// has none mcpvet can prove: a func or method value, a variable of the
// package given one value, a package-level variable, or a call of a func
// with the same arguments (constants by value).
func (a *analyzer) middlewareKey(e ast.Expr, depth int) string {
	if depth > 6 || e == nil {
		return ""
	}
	info := a.pass.TypesInfo
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return tv.Value.ExactString()
	}
	switch x := e.(type) {
	case *ast.Ident:
		switch o := info.Uses[x].(type) {
		case *types.Func:
			return o.FullName()
		case *types.Var:
			if ref, ok := a.single(o); ok && ref.idx < 0 && o.Parent() != o.Pkg().Scope() {
				return a.middlewareKey(ref.expr, depth+1)
			}
			return fmt.Sprintf("%s@%d", o.Name(), o.Pos())
		}
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[x]; ok {
			recv := a.middlewareKey(x.X, depth+1)
			if recv == "" {
				return ""
			}
			return recv + "." + sel.Obj().Name()
		}
		switch o := info.Uses[x.Sel].(type) {
		case *types.Func:
			return o.FullName()
		case *types.Var:
			return fmt.Sprintf("%s.%s@%d", o.Pkg().Path(), o.Name(), o.Pos())
		}
	case *ast.CallExpr:
		fn := a.middlewareKey(x.Fun, depth+1)
		if fn == "" {
			return ""
		}
		args := make([]string, len(x.Args))
		for i, arg := range x.Args {
			if args[i] = a.middlewareKey(arg, depth+1); args[i] == "" {
				return ""
			}
		}
		return fn + "(" + strings.Join(args, ", ") + ")"
	}
	return ""
}

// openEndpoint reports whether the MCP endpoint's handler e is the
// go-sdk's or the runtime's handler itself (or its ServeHTTP method
// value), wrapped in nothing but the frameworks' adapters (gin.WrapH,
// gin.WrapF, echo.WrapHandler): nothing in it can refuse a request for its
// credentials.
func (a *analyzer) openEndpoint(e ast.Expr, depth int) bool {
	if depth > 6 || e == nil {
		return false
	}
	info := a.pass.TypesInfo
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.SelectorExpr:
		if h, ok := servedBy(info, x); ok {
			return a.openEndpoint(h, depth+1)
		}
	case *ast.Ident:
		if v, ok := info.Uses[x].(*types.Var); ok {
			if ref, ok := a.single(v); ok && ref.idx < 0 {
				return a.openEndpoint(ref.expr, depth+1)
			}
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, x).(*types.Func)
		if fn == nil || fn.Pkg() == nil {
			return false
		}
		// The endpoints of the go-sdk and of mcpvet's runtime, which
		// serves the route tools; mcp-go's is a server of its own.
		if k, ok := knowledge.Of(fn); ok && fn.Pkg().Path() != knowledge.MarkSrvPath {
			switch {
			case k.Does.Has(knowledge.ServesMCP):
				return true
			case k.Does.Has(knowledge.AdaptsHandler):
				i := k.Index(knowledge.Handler)
				return i < len(x.Args) && a.openEndpoint(x.Args[i], depth+1)
			}
		}
		if d := a.decls[fn]; d != nil && d.Body != nil {
			rets := routes.ReturnedExprs(d.Body, 0)
			return len(rets) == 1 && a.openEndpoint(rets[0], depth+1)
		}
	}
	return false
}

// rootWrapped reports whether the engine root is handed, as a handler, to
// anything but a server that serves it as it is (http.ListenAndServe, an
// http.Server's Handler, httptest, runtime.LoopPrevention), or returned
// from a func of the package whose result is: a wrapper around the whole
// engine may authenticate every request, the endpoint's too.
func (a *analyzer) rootWrapped(root types.Object) bool {
	return a.wrapped(root, nil, 0)
}

func (a *analyzer) wrapped(obj types.Object, fn *types.Func, depth int) bool {
	if depth > 2 {
		return true
	}
	info := a.pass.TypesInfo
	out := false
	for _, f := range a.pass.Files {
		if passutil.InTestFile(a.pass.Fset, f.Pos()) {
			continue
		}
		var stack []ast.Node
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return false
			}
			stack = append(stack, n)
			if out {
				return false
			}
			var use ast.Expr
			switch x := n.(type) {
			case *ast.Ident:
				if obj != nil && info.Uses[x] == obj {
					use = x
				}
			case *ast.CallExpr:
				if fn != nil && typeutil.Callee(info, x) == fn {
					use = x
				}
			}
			if use == nil || len(stack) < 2 {
				return true
			}
			switch p := stack[len(stack)-2].(type) {
			case *ast.SelectorExpr:
				// r.GET(...): the engine used, not handed on.
			case *ast.AssignStmt:
				// r = gin.New() sets it; h := r copies it, to what end
				// mcpvet does not follow.
				out = out || slices.Contains(p.Rhs, use)
			case *ast.KeyValueExpr:
				out = out || !isServerHandler(info, stack, p)
			case *ast.ReturnStmt:
				if outer := enclosingFunc(info, stack); outer != nil {
					out = out || a.wrapped(nil, outer, depth+1)
				} else {
					out = true
				}
			case *ast.CallExpr:
				// Handed to a func as a router (setup(r)), the engine is
				// used there, not wrapped: what it uses is in the route
				// model; as a handler, it is wrapped unless the func
				// serves it as it is.
				out = out || !(routerParam(info, p, use) || servesAsIs(typeutil.Callee(info, p)))
			default:
				out = true
			}
			return true
		})
	}
	return out
}

// routerParam: arg is handed to call as a gin or echo router.
func routerParam(info *types.Info, call *ast.CallExpr, arg ast.Expr) bool {
	sig, ok := types.Unalias(info.TypeOf(call.Fun)).Underlying().(*types.Signature)
	if !ok {
		return false
	}
	for i, x := range call.Args {
		if x == arg && i < sig.Params().Len() && !sig.Variadic() {
			t := sig.Params().At(i).Type()
			return routes.IsGinRouter(t) || routes.IsEchoRouter(t)
		}
	}
	return false
}

// servesAsIs: a func that serves the handler it is given as it is.
func servesAsIs(o types.Object) bool {
	fn, ok := o.(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "net/http.ListenAndServe", "net/http.ListenAndServeTLS", "net/http.Serve", "net/http.ServeTLS",
		"net/http/httptest.NewServer", "net/http/httptest.NewTLSServer", "net/http/httptest.NewUnstartedServer",
		RuntimePath + ".LoopPrevention":
		return true
	}
	return false
}

// isServerHandler: kv is the Handler field of an http.Server literal.
func isServerHandler(info *types.Info, stack []ast.Node, kv *ast.KeyValueExpr) bool {
	key, ok := kv.Key.(*ast.Ident)
	if !ok || key.Name != "Handler" || len(stack) < 3 {
		return false
	}
	lit, ok := stack[len(stack)-3].(*ast.CompositeLit)
	if !ok {
		return false
	}
	return routes.Is(info.TypeOf(lit), knowledge.HTTPPath, "Server")
}

// enclosingFunc is the declared func a node of stack is in, nil inside a
// func literal.
func enclosingFunc(info *types.Info, stack []ast.Node) *types.Func {
	for i := len(stack) - 1; i >= 0; i-- {
		switch n := stack[i].(type) {
		case *ast.FuncLit:
			return nil
		case *ast.FuncDecl:
			fn, _ := info.Defs[n.Name].(*types.Func)
			return fn
		}
	}
	return nil
}

// calleeOrFunc is the func a call expression calls, or the func a func
// value names.
func calleeOrFunc(info *types.Info, e ast.Expr) *types.Func {
	if c, ok := e.(*ast.CallExpr); ok {
		fn, _ := typeutil.Callee(info, c).(*types.Func)
		return fn
	}
	fn, _ := typeutil.Callee(info, &ast.CallExpr{Fun: e}).(*types.Func)
	return fn
}

// isEchoHandler: t is echo's func(echo.Context) error.
func isEchoHandler(t types.Type) bool {
	sig, ok := types.Unalias(t).Underlying().(*types.Signature)
	return ok && sig.Params().Len() == 1 && routes.Is(sig.Params().At(0).Type(), knowledge.EchoPath, "Context")
}

// isEchoMiddleware: t is func(echo.HandlerFunc) echo.HandlerFunc.
func isEchoMiddleware(t types.Type) bool {
	if t == nil {
		return false
	}
	sig, ok := types.Unalias(t).Underlying().(*types.Signature)
	return ok && sig.Params().Len() == 1 && sig.Results().Len() == 1 &&
		isEchoHandler(sig.Params().At(0).Type()) && isEchoHandler(sig.Results().At(0).Type())
}
