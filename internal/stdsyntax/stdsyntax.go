// Package stdsyntax loads the standard library the way mcpvet's
// in-process drivers need it: declarations, not function bodies or the
// contents of its tables.
//
// An in-process run (mcpvet -cache=false, -fix, gen, schema, the
// language server, the analyzer tests) loads every dependency from
// source, because mcpvet's fact passes run on every package. Most of that
// cost is type-checking the bodies of the standard library's functions,
// which no fact pass reads: what mcpvet knows of the standard library is
// in its tables, keyed by function. go/packages type-checks without
// bodies only when it is not asked for dependencies' syntax, so the
// bodies are dropped at parse time instead, as go/packages' ParseFile
// hook documents.
package stdsyntax

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/packages"
)

// gorootSrc is the source tree of the standard library, as the go
// command on PATH (the one go/packages runs) reports it; "" when it
// cannot say, and then no file is taken for the standard library's.
var gorootSrc = sync.OnceValue(func() string {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	root := strings.TrimSpace(string(out))
	if err != nil || root == "" {
		return ""
	}
	return filepath.Join(root, "src") + string(filepath.Separator)
})

// ParseFile is a packages.Config.ParseFile that parses a standard-library
// file without the bodies of its functions and the elements of the
// literals its package-level variables start with (dropElements). Bodies
// the type checker needs stay: generic functions and methods of generic
// types (instantiation checks them) and init functions (which must have
// one).
func ParseFile(fset *token.FileSet, filename string, src []byte) (*ast.File, error) {
	const mode = parser.AllErrors | parser.ParseComments
	if !InStd(filename) {
		return parser.ParseFile(fset, filename, src, mode)
	}
	f, err := parser.ParseFile(fset, filename, src, mode|parser.SkipObjectResolution)
	if f == nil {
		return f, err
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if bodyless(d) {
				d.Body = nil
			}
		case *ast.GenDecl:
			if d.Tok == token.VAR {
				for _, spec := range d.Specs {
					for _, v := range spec.(*ast.ValueSpec).Values {
						dropElements(v)
					}
				}
			}
		}
	}
	return f, err
}

// dropElements empties the composite literal that initializes a
// package-level variable (the tables of unicode, crypto, time zones…):
// the literal's type is written before its braces, so the variable's type
// does not change, except for an array of [...] length, which is kept.
func dropElements(v ast.Expr) {
	if u, ok := v.(*ast.UnaryExpr); ok && u.Op == token.AND {
		v = u.X
	}
	lit, ok := v.(*ast.CompositeLit)
	if !ok || lit.Type == nil {
		return
	}
	if a, ok := lit.Type.(*ast.ArrayType); ok {
		if _, ok := a.Len.(*ast.Ellipsis); ok {
			return
		}
	}
	lit.Elts = nil
}

// InStd reports whether filename is a file of the standard library.
func InStd(filename string) bool {
	src := gorootSrc()
	return src != "" && strings.HasPrefix(filename, src)
}

func bodyless(fd *ast.FuncDecl) bool {
	if fd.Body == nil || fd.Type.TypeParams != nil || (fd.Recv == nil && fd.Name.Name == "init") {
		return false
	}
	if fd.Recv != nil && len(fd.Recv.List) > 0 {
		t := fd.Recv.List[0].Type
		if s, ok := t.(*ast.StarExpr); ok {
			t = s.X
		}
		switch t.(type) {
		case *ast.IndexExpr, *ast.IndexListExpr:
			return false
		}
	}
	return true
}

// Load is packages.Load with the standard library's files parsed by
// ParseFile, and the soft errors that causes removed (clean).
func Load(cfg *packages.Config, patterns ...string) ([]*packages.Package, error) {
	cfg.ParseFile = ParseFile
	pkgs, err := packages.Load(cfg, patterns...)
	clean(pkgs)
	return pkgs, err
}

// clean removes from the standard-library packages of the graph the soft
// errors that dropping bodies causes (an import only a body used), so
// that they load as cleanly as they build, and recomputes IllTyped. Any
// other error stays.
func clean(roots []*packages.Package) {
	packages.Visit(roots, nil, func(p *packages.Package) {
		if len(p.GoFiles) > 0 && InStd(p.GoFiles[0]) && len(p.TypeErrors) > 0 {
			p.Errors = slices.DeleteFunc(p.Errors, func(e packages.Error) bool {
				return e.Kind == packages.TypeError && soft(p.TypeErrors, e.Msg)
			})
			p.TypeErrors = slices.DeleteFunc(p.TypeErrors, func(te types.Error) bool { return te.Soft })
		}
		ill := len(p.Errors) > 0
		for _, imp := range p.Imports {
			ill = ill || imp.IllTyped
		}
		p.IllTyped = ill
	})
}

// Soft reports whether err is a soft type error in a file of the standard
// library: one that dropping bodies may cause, and that Clean removes.
func Soft(err types.Error) bool {
	return err.Soft && err.Fset != nil && InStd(err.Fset.Position(err.Pos).Filename)
}

func soft(errs []types.Error, msg string) bool {
	for _, te := range errs {
		if te.Soft && te.Msg == msg {
			return true
		}
	}
	return false
}
