package effects

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// A tool's own scratch is not the user's environment: a directory or
// file it makes with os.MkdirTemp or os.CreateTemp in the system's
// temporary directory, anything it writes or removes inside one, and
// what it caches below os.UserCacheDir(). A call whose paths are all
// scratch has no effect, so a read-only tool that unpacks into a
// temporary directory and removes it afterwards, or fills a cache on a
// miss, is not reported. Only what the code shows is scratch: a local
// variable given one value, a path joined under a scratch path, the
// Name of a scratch file, the result of a function of the package that
// returns one. The cache directory itself, and the parent of a scratch
// path, are not scratch (removing them removes what is not the tool's).

// scratchDepth bounds how far a path is followed through variables and
// calls.
const scratchDepth = 8

// scratchPath reports whether e, a path, is below the tool's scratch.
func (g *graph) scratchPath(e ast.Expr) bool {
	d, ok := g.pathDepth(e, 0)
	return ok && d >= 0
}

// pathDepth returns how many levels below a scratch root a path is: the
// directory os.MkdirTemp made is 0, a file joined under it 1; the user's
// cache directory is -1 (its entries are the tool's, itself is not).
// ok is false when e is not known to be below one.
func (g *graph) pathDepth(e ast.Expr, depth int) (int, bool) {
	if depth > scratchDepth {
		return 0, false
	}
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.Ident:
		return g.local(x, depth, g.pathDepth, g.resultDepth)
	case *ast.BinaryExpr:
		// tmp + "/out.json": a constant part adds its elements.
		if x.Op != token.ADD {
			return 0, false
		}
		d, ok := g.pathDepth(x.X, depth+1)
		if !ok {
			return 0, false
		}
		s, ok := g.constString(x.Y)
		if !ok || !strings.HasPrefix(s, "/") {
			return 0, false
		}
		return addElems(d, s)
	case *ast.CallExpr:
		return g.resultDepth(x, 0, depth)
	}
	return 0, false
}

// resultDepth is pathDepth for result i of a call.
func (g *graph) resultDepth(call *ast.CallExpr, i, depth int) (int, bool) {
	fn, ok := typeutil.Callee(g.info, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return 0, false
	}
	switch fn.FullName() {
	case "os.MkdirTemp":
		if i == 0 && len(call.Args) == 2 && g.tempParent(call.Args[0], depth) {
			return 0, true
		}
	case "os.UserCacheDir":
		if i == 0 {
			return -1, true
		}
	case "path/filepath.Join", "path.Join":
		if len(call.Args) == 0 || call.Ellipsis.IsValid() {
			return 0, false
		}
		d, ok := g.pathDepth(call.Args[0], depth+1)
		for _, arg := range call.Args[1:] {
			if !ok {
				break
			}
			if s, isConst := g.constString(arg); isConst {
				d, ok = addElems(d, "/"+s)
			} else {
				// One element the code computes (a name, a key); one
				// that climbs out (..) is not the tool's scratch.
				d++
			}
		}
		return d, ok
	case "path/filepath.Dir", "path.Dir":
		if len(call.Args) != 1 {
			return 0, false // ill-typed: the pass runs despite errors
		}
		if d, ok := g.pathDepth(call.Args[0], depth+1); ok && d > 0 {
			return d - 1, true
		}
	case "(*os.File).Name":
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			return g.fileDepth(sel.X, depth+1)
		}
	default:
		if i >= 0 && fn.Pkg() == g.pass.Pkg {
			return g.returned(fn.Origin(), i, depth, g.pathDepth)
		}
	}
	return 0, false
}

// scratchFile reports whether e, an *os.File, is a file of the tool's
// scratch.
func (g *graph) scratchFile(e ast.Expr) bool {
	d, ok := g.fileDepth(e, 0)
	return ok && d >= 0
}

// fileDepth is pathDepth for an *os.File: one made by os.CreateTemp in
// the temporary directory, or opened at a scratch path.
func (g *graph) fileDepth(e ast.Expr, depth int) (int, bool) {
	if depth > scratchDepth {
		return 0, false
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		return g.local(x, depth, g.fileDepth, g.fileResult)
	case *ast.CallExpr:
		return g.fileResult(x, 0, depth)
	}
	return 0, false
}

func (g *graph) fileResult(call *ast.CallExpr, i, depth int) (int, bool) {
	fn, ok := typeutil.Callee(g.info, call).(*types.Func)
	if !ok || fn.Pkg() == nil || i != 0 || len(call.Args) == 0 {
		return 0, false
	}
	switch fn.FullName() {
	case "os.CreateTemp":
		if g.tempParent(call.Args[0], depth) {
			return 1, true
		}
	case "os.Create", "os.OpenFile":
		return g.pathDepth(call.Args[0], depth+1)
	default:
		if fn.Pkg() == g.pass.Pkg {
			return g.returned(fn.Origin(), i, depth, g.fileDepth)
		}
	}
	return 0, false
}

// tempParent reports whether the directory argument of os.MkdirTemp or
// os.CreateTemp puts the new entry in the system's temporary directory
// ("" or os.TempDir()) or in the tool's scratch.
func (g *graph) tempParent(e ast.Expr, depth int) bool {
	if s, ok := g.constString(e); ok {
		return s == ""
	}
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		if fn, ok := typeutil.Callee(g.info, call).(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "os" && fn.Name() == "TempDir" {
			return true
		}
	}
	d, ok := g.pathDepth(e, depth+1)
	return ok && d >= 0
}

// local follows a local variable given one value: an expression, or
// result i of a call with several.
func (g *graph) local(id *ast.Ident, depth int, of func(ast.Expr, int) (int, bool), result func(*ast.CallExpr, int, int) (int, bool)) (int, bool) {
	v, ok := g.info.Uses[id].(*types.Var)
	if !ok {
		return 0, false
	}
	value, index, ok := g.one(v)
	if !ok {
		return 0, false
	}
	if index < 0 {
		return of(value, depth+1)
	}
	call, ok := ast.Unparen(value).(*ast.CallExpr)
	if !ok {
		return 0, false
	}
	return result(call, index, depth+1)
}

// returned is the depth result i of a function of the package has at
// every return that gives it (a function with named results is not
// followed).
func (g *graph) returned(fn *types.Func, i, depth int, of func(ast.Expr, int) (int, bool)) (int, bool) {
	f := g.x.Decl(fn)
	if f == nil {
		return 0, false
	}
	found, depthAt := false, 0
	for _, ret := range f.Returns() {
		if i >= len(ret.Results) {
			return 0, false
		}
		x, ok := of(ret.Results[i], depth+1)
		if !ok || found && x != depthAt {
			// An error return gives "" beside the error: an empty
			// path names nothing to write.
			if s, isConst := g.constString(ret.Results[i]); isConst && s == "" {
				continue
			}
			return 0, false
		}
		found, depthAt = true, x
	}
	return depthAt, found
}

func (g *graph) constString(e ast.Expr) (string, bool) {
	tv, ok := g.info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// addElems adds the elements of a constant path part (/a/b) to a depth;
// one that climbs (..) leaves the scratch.
func addElems(d int, s string) (int, bool) {
	for _, el := range strings.Split(s, "/") {
		switch el {
		case "", ".":
		case "..":
			return 0, false
		default:
			d++
		}
	}
	return d, true
}
