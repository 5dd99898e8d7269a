package effects

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// A tool's own scratch is not the user's environment: a directory or
// file it makes with os.MkdirTemp or os.CreateTemp in the system's
// temporary directory, anything it writes or removes inside one, and
// what it caches below os.UserCacheDir(). A call whose paths are all
// scratch has no effect, so a read-only tool that unpacks into a
// temporary directory and removes it afterwards, or fills a cache on a
// miss, is not reported. Only what the code shows is scratch: a local
// variable or an unexported field of the package whose every value is
// (a field set where the server is made, read where the tool runs), a
// path joined under a scratch path, the Name of a scratch file, the
// result of a function of the package that returns one. Two stand-ins
// keep a scratch path's role: the operator's placement of it (a value
// read with os.Getenv beside the code's own scratch default), and a
// function's answer when it cannot make the directory (a constant "" or
// "." returned beside its scratch returns). The cache directory itself,
// and the parent of a scratch path, are not scratch (removing them
// removes what is not the tool's).

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
	case *ast.SelectorExpr:
		return g.field(x, depth, g.pathDepth, g.resultDepth)
	case *ast.IndexExpr:
		return g.mapElem(x, depth, g.pathDepth, g.resultDepth)
	}
	return 0, false
}

// mapElem follows an element of a map held in an unexported field of a
// struct of the package (s.dirs[key]: a cache of scratch folders by
// key): the depth every value the package sets in it agrees on, when
// the package makes the map itself and never hands it elsewhere to set.
func (g *graph) mapElem(ix *ast.IndexExpr, depth int, of func(ast.Expr, int) (int, bool), result func(*ast.CallExpr, int, int) (int, bool)) (int, bool) {
	sel, ok := ast.Unparen(ix.X).(*ast.SelectorExpr)
	if !ok {
		return 0, false
	}
	f := g.ownField(sel)
	if f == nil {
		return 0, false
	}
	if _, isMap := f.Type().Underlying().(*types.Map); !isMap {
		return 0, false
	}
	// The map itself: made here, empty (make, or a literal with no
	// element), wherever the field is given one.
	for _, a := range g.x.FieldAssigns(f) {
		if a.Kind != astflow.Given || a.Result >= 0 || !g.emptyMap(a.Value) {
			return 0, false
		}
	}
	return g.agreed(g.x.MapSets(f), depth, of, result)
}

// emptyMap reports whether e makes an empty map: make(...) or a
// composite literal with no element.
func (g *graph) emptyMap(e ast.Expr) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return len(x.Elts) == 0
	case *ast.CallExpr:
		id, ok := ast.Unparen(x.Fun).(*ast.Ident)
		if !ok {
			return false
		}
		b, ok := g.info.Uses[id].(*types.Builtin)
		return ok && b.Name() == "make"
	}
	return false
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

// local follows a local variable: the depth every value it is given
// agrees on.
func (g *graph) local(id *ast.Ident, depth int, of func(ast.Expr, int) (int, bool), result func(*ast.CallExpr, int, int) (int, bool)) (int, bool) {
	v, ok := g.info.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
		return 0, false
	}
	var given []astflow.Assign
	for _, a := range g.x.Assigns(v) {
		switch {
		case a.Field, a.Kind == astflow.Zero:
			// var p string: empty until given a path, and "" names
			// nothing to write.
		case a.Kind == astflow.Given:
			given = append(given, a)
		default:
			returned, ok := g.namedResult(v, a.Node)
			if !ok {
				return 0, false // a value the code does not show
			}
			given = append(given, returned...)
		}
	}
	return g.agreed(given, depth, of, result)
}

// field follows an unexported field of a struct of the package (no
// importer can set it): the depth every value the package gives it
// agrees on, wherever the struct is made.
func (g *graph) field(sel *ast.SelectorExpr, depth int, of func(ast.Expr, int) (int, bool), result func(*ast.CallExpr, int, int) (int, bool)) (int, bool) {
	f := g.ownField(sel)
	if f == nil {
		return 0, false
	}
	assigns := g.x.FieldAssigns(f)
	for _, a := range assigns {
		if a.Kind != astflow.Given && (a.Node == nil || !passutil.InTestFile(g.pass.Fset, a.Node.Pos())) {
			return 0, false
		}
	}
	return g.agreed(assigns, depth, of, result)
}

// agreed is the depth all of the values given agree on: each an
// expression, or result i of a call with several. A value read from the
// environment is the operator's placement of the same path, when the
// code's own values are scratch.
func (g *graph) agreed(given []astflow.Assign, depth int, of func(ast.Expr, int) (int, bool), result func(*ast.CallExpr, int, int) (int, bool)) (int, bool) {
	found, at := false, 0
	for _, a := range given {
		if a.Node != nil && passutil.InTestFile(g.pass.Fset, a.Node.Pos()) {
			continue // a test's value: the server never runs it
		}
		var d int
		var ok bool
		call, isCall := ast.Unparen(a.Value).(*ast.CallExpr)
		switch {
		case a.Result < 0 && isCall && g.getenv(call):
			continue
		case a.Result < 0 && g.emptyString(a.Value):
			// "" names no file: a named result set to "" on the
			// returns that fail or do nothing.
			continue
		case a.Result < 0:
			d, ok = of(a.Value, depth+1)
		case a.Result == 0 && isIndex(a.Value):
			// d, ok := m[k]: the element.
			d, ok = of(a.Value, depth+1)
		case isCall:
			d, ok = result(call, a.Result, depth+1)
		}
		if !ok || found && d != at {
			return 0, false
		}
		found, at = true, d
	}
	return at, found
}

// namedResult gives the values a named result v, declared at decl, is
// given by its function's return statements: each return's value at its
// index, but for the bare returns and those that return v itself, which
// give it what it holds. ok is false for a variable that is no named
// result of a function of the package, and for a function that returns
// a call's several results at once.
func (g *graph) namedResult(v *types.Var, decl ast.Node) (given []astflow.Assign, ok bool) {
	field, isField := decl.(*ast.Field)
	if !isField {
		return nil, false
	}
	f := g.x.ResultOf(field)
	if f == nil {
		return nil, false // a parameter
	}
	index, n := -1, 0
	for _, r := range f.Type().Results.List {
		for _, name := range r.Names {
			if g.info.Defs[name] == v {
				index = n
			}
			n++
		}
	}
	if index < 0 {
		return nil, false
	}
	for _, ret := range f.Returns() {
		switch {
		case len(ret.Results) == 0:
			continue
		case len(ret.Results) != n:
			return nil, false
		}
		r := ret.Results[index]
		if id, isID := ast.Unparen(r).(*ast.Ident); isID && g.info.Uses[id] == v {
			continue
		}
		given = append(given, astflow.Assign{Kind: astflow.Given, Node: ret, Value: r, Result: -1})
	}
	return given, true
}

// emptyString reports whether e is the constant "".
func (g *graph) emptyString(e ast.Expr) bool {
	s, ok := g.constString(e)
	return ok && s == ""
}

// getenv reports whether call is os.Getenv.
func (g *graph) getenv(call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(g.info, call).(*types.Func)
	return ok && fn.Pkg() != nil && fn.FullName() == "os.Getenv"
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
			// path names nothing to write. "." is the answer of a
			// function that could not make its directory: the role
			// is the one its other returns give.
			if s, isConst := g.constString(ret.Results[i]); isConst && (s == "" || s == ".") {
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

// isIndex reports whether e is an index expression (m[k]).
func isIndex(e ast.Expr) bool {
	_, ok := ast.Unparen(e).(*ast.IndexExpr)
	return ok
}

// ownField is the field sel selects when it is an unexported field of a
// struct of the package (no importer can set it), nil otherwise.
func (g *graph) ownField(sel *ast.SelectorExpr) *types.Var {
	s, ok := g.info.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return nil
	}
	f, ok := s.Obj().(*types.Var)
	if !ok || f.Exported() || f.Pkg() != g.pass.Pkg {
		return nil
	}
	return f
}
