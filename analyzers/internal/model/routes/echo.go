package routes

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
)

// Echo is github.com/labstack/echo/v4: GET, POST, ..., Add and Any on an
// *echo.Echo or an *echo.Group; Group(prefix, middleware...) nesting,
// groups held in variables and passed to funcs; :id parameters read with
// c.Param. A registration's handler is the argument after the path; the
// rest are middleware. Its paths are translated into net/http's grammar:
// :id is {id}, a trailing slash is {$}, a trailing * serves the subtree
// (as chi's does).
type Echo struct{}

func (Echo) Name() string { return knowledge.EchoPath }

// Uses also holds for a package that imports the framework only through
// a package of builders (r := api.NewEngine(); api.Routes(r.Group("/api"))).
func (Echo) Uses(pkg *types.Package) bool { return importsNear(pkg, knowledge.EchoPath) }

func (Echo) Routes(pass *analysis.Pass) []*Route { return groupRoutes(echoFramework, pass, nil) }

// RoutesAcross is Routes with the routes of imported builders: a group an
// imported func registers routes on (api.Routes(e.Group("/api"))) or an
// *echo.Echo it returns (e := api.New()).
func (Echo) RoutesAcross(pass *analysis.Pass, builder func(*types.Func) *Builder) []*Route {
	return groupRoutes(echoFramework, pass, builder)
}

// PathValue matches c.Param(name) on an echo.Context. c.Param("*"), the
// rest of a path under a trailing *, is no path value: such a route is a
// subtree, which gets no tool.
func (Echo) PathValue(info *types.Info, call *ast.CallExpr) (ast.Expr, bool) {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || len(call.Args) != 1 || !IsMethod(fn, knowledge.EchoPath, "Context", "Param") {
		return nil, false
	}
	if tv, ok := info.Types[call.Args[0]]; ok && tv.Value != nil && tv.Value.ExactString() == `"*"` {
		return nil, false
	}
	return call.Args[0], true
}

// IsEchoRouter reports whether routes can be registered on a value of
// type t: *echo.Echo or *echo.Group.
func IsEchoRouter(t types.Type) bool {
	return IsPtrTo(t, knowledge.EchoPath, "Echo") || IsPtrTo(t, knowledge.EchoPath, "Group")
}

var echoFramework = &groupFramework{
	name:     knowledge.EchoPath,
	label:    "echo Group",
	isRouter: IsEchoRouter,
	isEngine: func(t types.Type) bool { return IsPtrTo(t, knowledge.EchoPath, "Echo") },
	method: func(fn *types.Func) string {
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != knowledge.EchoPath {
			return ""
		}
		recv := recvOf(fn)
		if recv == nil {
			return ""
		}
		switch _, n := Named(recv.Type(), true); n {
		case "Echo", "Group":
			return fn.Name()
		}
		return ""
	},
	// GET(path, handler, middleware...).
	handler: func(call *ast.CallExpr, args []ast.Expr) ast.Expr {
		if len(args) < 2 {
			return nil
		}
		return args[1]
	},
	middleware: func(args []ast.Expr) []ast.Expr {
		if len(args) < 3 {
			return nil
		}
		return args[2:]
	},
	// echo's Echo.Use and Pre wrap every request the engine serves, the
	// routes registered before them included (ServeHTTP applies them).
	globalUse: true,
	root:      "",
	// Echo concatenates a group's prefix and a route's path, and adds the
	// leading slash a path lacks.
	join: func(base, rel string) string { return base + rel },
	translate: func(full string) (string, error) {
		if full == "" || full[0] != '/' {
			full = "/" + full
		}
		return colonPath(full, func(name string) (string, error) {
			// echo's * is nameless: the subtree, as a net/http trailing
			// slash says.
			if name != "" {
				return "", fmt.Errorf("echo's catch-all * has no name: %q", "*"+name)
			}
			return "", nil
		})
	},
	methodRefusal: "register it with the method (e.GET, e.POST, ...)",
}
