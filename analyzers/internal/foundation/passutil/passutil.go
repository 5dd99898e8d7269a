// Package passutil holds what every mcpvet analyzer's Run does the same
// way, fact passes included: telling the standard library apart, and
// turning an internal panic into an error for one package.
package passutil

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/token"
	"go/types"
	"path/filepath"
	"runtime/debug"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// IsStd reports whether the package is part of the standard library,
// which declares no MCP tools or routes and whose facts are never needed.
func IsStd(pass *analysis.Pass) bool {
	if len(pass.Files) == 0 || build.Default.GOROOT == "" {
		return false
	}
	// FileStart, not Pos: a file an editor holds may have no package
	// clause yet, and then Pos is NoPos.
	tf := pass.Fset.File(pass.Files[0].FileStart)
	if tf == nil {
		return false
	}
	name := tf.Name()
	root := filepath.Join(build.Default.GOROOT, "src") + string(filepath.Separator)
	return strings.HasPrefix(name, root)
}

// Guard wraps an analyzer's Run so that a panic becomes an error for this
// package alone: an analyzer that panics would take down gopls or
// golangci-lint for every package.
func Guard(name string, run func(*analysis.Pass) (any, error)) func(*analysis.Pass) (any, error) {
	return func(pass *analysis.Pass) (_ any, err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("%s: internal error: %v\n%s", name, r, debug.Stack())
			}
		}()
		return run(pass)
	}
}

// IllTyped reports whether the package has type errors and t is one of
// the types they left invalid (HasInvalid). Without type errors no type
// is, and nothing is walked.
func IllTyped(pass *analysis.Pass, t types.Type) bool {
	return len(pass.TypeErrors) > 0 && HasInvalid(t)
}

// HasInvalid reports whether t, or a type it is built from, is invalid:
// the code that declares it does not type-check. Analyzers that run
// despite type errors (gopls does) judge no such type: the compiler has
// already said what is wrong, and a schema of it would be a false alarm.
func HasInvalid(t types.Type) bool {
	return mentions(t, func(t types.Type) bool {
		b, ok := t.(*types.Basic)
		return ok && b.Kind() == types.Invalid
	})
}

// HasTypeParam reports whether t mentions a type parameter: inside a
// generic function a schema built from t is known only at each
// instantiation, which the caller's own package judges.
func HasTypeParam(t types.Type) bool {
	return mentions(t, func(t types.Type) bool {
		_, ok := t.(*types.TypeParam)
		return ok
	})
}

// mentions reports whether t, or a type it is built from (type arguments,
// underlying types, elements, fields, parameters and results), is one
// that leaf reports; leaf sees each type once, aliases resolved.
func mentions(t types.Type, leaf func(types.Type) bool) bool {
	seen := map[types.Type]bool{}
	var walk func(types.Type) bool
	walk = func(t types.Type) bool {
		if t == nil || seen[t] {
			return false
		}
		seen[t] = true
		t = types.Unalias(t)
		if leaf(t) {
			return true
		}
		switch t := t.(type) {
		case *types.Named:
			if args := t.TypeArgs(); args != nil {
				for i := range args.Len() {
					if walk(args.At(i)) {
						return true
					}
				}
			}
			return walk(t.Underlying())
		case *types.Pointer:
			return walk(t.Elem())
		case *types.Slice:
			return walk(t.Elem())
		case *types.Array:
			return walk(t.Elem())
		case *types.Chan:
			return walk(t.Elem())
		case *types.Map:
			return walk(t.Key()) || walk(t.Elem())
		case *types.Struct:
			for i := range t.NumFields() {
				if walk(t.Field(i).Type()) {
					return true
				}
			}
		case *types.Tuple:
			for i := range t.Len() {
				if walk(t.At(i).Type()) {
					return true
				}
			}
		case *types.Signature:
			return walk(t.Params()) || walk(t.Results())
		}
		return false
	}
	return walk(t)
}

// VarOf is the variable that x, an identifier (in parentheses or not),
// declares or uses; nil for any other expression or object.
func VarOf(info *types.Info, x ast.Expr) *types.Var {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := info.ObjectOf(id).(*types.Var)
	return v
}

// KeyedValue is the value of the field name in the keyed composite
// literal lit (T{name: value}), or nil when lit does not set it.
func KeyedValue(lit *ast.CompositeLit, name string) ast.Expr {
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == name {
				return kv.Value
			}
		}
	}
	return nil
}

// InModule reports whether the package at path is of the pass's module:
// its path is the module's or below it. known is false when the driver
// does not say the module (then in is false too).
func InModule(pass *analysis.Pass, path string) (in, known bool) {
	m := pass.Module
	if m == nil || m.Path == "" {
		return false, false
	}
	return path == m.Path || strings.HasPrefix(path, m.Path+"/"), true
}

// Dependency reports whether the package belongs to a module other than
// the main one (a module with a version, from the module cache).
func Dependency(pass *analysis.Pass) bool {
	return pass.Module != nil && pass.Module.Version != ""
}

// ParamFields lists the field of each parameter of fl, in order: a field
// that declares two names is listed twice, one without names once.
func ParamFields(fl *ast.FieldList) []*ast.Field {
	var out []*ast.Field
	if fl == nil {
		return out
	}
	for _, f := range fl.List {
		n := max(len(f.Names), 1)
		for range n {
			out = append(out, f)
		}
	}
	return out
}

// InTestFile reports whether pos is in a _test.go file of fset.
func InTestFile(fset *token.FileSet, pos token.Pos) bool {
	f := fset.File(pos)
	return f != nil && strings.HasSuffix(f.Name(), "_test.go")
}
