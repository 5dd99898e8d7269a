package routes

import (
	"fmt"
	"go/ast"
	"go/types"
	"path"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
)

// Gin is github.com/gin-gonic/gin: GET, POST, ..., Handle and Any on a
// *gin.Engine, a *gin.RouterGroup or the gin.IRouter and gin.IRoutes
// interfaces; Group(prefix, middleware...) nesting, groups held in
// variables and passed to funcs; :id and *path parameters read with
// c.Param. Of a registration's handlers the last is the handler, the
// others are middleware. Its paths are translated into net/http's
// grammar: :id is {id}, *path is {path...}, a trailing slash is {$}.
type Gin struct{}

func (Gin) Name() string { return knowledge.GinPath }

// Uses also holds for a package that imports the framework only through
// a package of builders (r := api.NewEngine(); api.Routes(r.Group("/api"))).
func (Gin) Uses(pkg *types.Package) bool { return importsNear(pkg, knowledge.GinPath) }

func (Gin) Routes(pass *analysis.Pass) []*Route { return groupRoutes(ginFramework, pass, nil) }

// RoutesAcross is Routes with the routes of imported builders: a group an
// imported func registers routes on (api.Routes(r.Group("/api"))) or an
// engine it returns (r := api.NewRouter()).
func (Gin) RoutesAcross(pass *analysis.Pass, builder func(*types.Func) *Builder) []*Route {
	return groupRoutes(ginFramework, pass, builder)
}

// PathValue matches c.Param(name) on a *gin.Context and c.Params.ByName(name).
func (Gin) PathValue(info *types.Info, call *ast.CallExpr) (ast.Expr, bool) {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || len(call.Args) != 1 {
		return nil, false
	}
	if IsMethod(fn, knowledge.GinPath, "Context", "Param") || IsMethod(fn, knowledge.GinPath, "Params", "ByName") {
		return call.Args[0], true
	}
	return nil, false
}

// IsGinRouter reports whether routes can be registered on a value of type
// t: *gin.Engine, *gin.RouterGroup, gin.IRouter or gin.IRoutes.
func IsGinRouter(t types.Type) bool {
	return IsPtrTo(t, knowledge.GinPath, "Engine") || IsPtrTo(t, knowledge.GinPath, "RouterGroup") ||
		Is(t, knowledge.GinPath, "IRouter") || Is(t, knowledge.GinPath, "IRoutes")
}

var ginFramework = &groupFramework{
	name:     knowledge.GinPath,
	label:    "gin Group",
	isRouter: IsGinRouter,
	isEngine: func(t types.Type) bool { return IsPtrTo(t, knowledge.GinPath, "Engine") },
	method: func(fn *types.Func) string {
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != knowledge.GinPath {
			return ""
		}
		recv := recvOf(fn)
		if recv == nil {
			return ""
		}
		switch _, n := Named(recv.Type(), true); n {
		case "Engine", "RouterGroup", "IRouter", "IRoutes":
			return fn.Name()
		}
		return ""
	},
	// GET(path, handlers...): the last handler serves the request.
	handler: func(call *ast.CallExpr, args []ast.Expr) ast.Expr {
		if len(args) < 2 {
			return nil
		}
		return args[len(args)-1]
	},
	// GET(path, middleware..., handler).
	middleware: func(args []ast.Expr) []ast.Expr {
		if len(args) < 3 {
			return nil
		}
		return args[1 : len(args)-1]
	},
	root:          "/",
	join:          ginJoin,
	translate:     ginToHTTP,
	methodRefusal: "register it with the method (r.GET, r.POST, ...)",
}

// ginJoin is gin's joinPaths: path.Join, keeping the trailing slash of
// the relative path.
func ginJoin(base, rel string) string {
	if rel == "" {
		return base
	}
	out := path.Join(base, rel)
	if strings.HasSuffix(rel, "/") && !strings.HasSuffix(out, "/") {
		return out + "/"
	}
	return out
}

// ginToHTTP translates a gin path: :id is {id}, *path is {path...}.
func ginToHTTP(p string) (string, error) {
	return colonPath(p, func(name string) (string, error) {
		if !validWildcardName(name) {
			return "", fmt.Errorf("the catch-all name %q is not a Go identifier", name)
		}
		return "{" + name + "...}", nil
	})
}
