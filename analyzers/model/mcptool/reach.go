package mcptool

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"golang.org/x/tools/go/analysis"
)

// ReachedFuncs are the functions of the package that its own code outside
// _test.go files can run: what a build of the package, or of a program
// importing it, may call. A registration written in any other function
// runs only under a test, or never.
//
// The entry points are those of the package's non-test files: package
// variable initializers, init, main in package main, every method (an
// interface call from anywhere may reach one), every function a cgo
// //export line names, and, outside package main, every exported function
// (an importer may call it). From them, a function is reached when a
// reached function or initializer refers to it, called or as a value (a
// callback, a table entry): a reference is never weaker than a call.
// What is not a reference (//go:linkname, assembly) is not seen; such a
// function is taken as reached only when it is an entry point.
//
// The answer is the same for the package with its tests and without
// them, since tests add no entry point: go vet checks the variant with
// the tests, the standalone command both, and they must agree.
func ReachedFuncs(files []*ast.File, fset *token.FileSet, info *types.Info, pkg *types.Package) map[*types.Func]bool {
	decls := map[*types.Func]*ast.FuncDecl{}
	reached := map[*types.Func]bool{}
	var work []ast.Node // bodies and initializers to read
	isMain := pkg.Name() == "main"
	for _, file := range files {
		if passutil.InTestFile(fset, file.FileStart) {
			continue
		}
		for _, decl := range file.Decls {
			switch decl := decl.(type) {
			case *ast.GenDecl:
				if decl.Tok == token.VAR {
					work = append(work, decl)
				}
			case *ast.FuncDecl:
				fn, ok := info.Defs[decl.Name].(*types.Func)
				if !ok || decl.Body == nil {
					continue
				}
				decls[fn] = decl
				name := decl.Name.Name
				entry := decl.Recv != nil || name == "init" ||
					(isMain && name == "main") || (!isMain && ast.IsExported(name)) ||
					cgoExported(decl)
				if entry && !reached[fn] {
					reached[fn] = true
					work = append(work, decl.Body)
				}
			}
		}
	}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		ast.Inspect(n, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			fn, ok := info.Uses[id].(*types.Func)
			if !ok {
				return true
			}
			fn = fn.Origin()
			if d := decls[fn]; d != nil && !reached[fn] {
				reached[fn] = true
				work = append(work, d.Body)
			}
			return true
		})
	}
	return reached
}

// ShippedAt reports whether code at pos runs in the shipped package, by
// ReachedFuncs' answer reached (computed on first need, into *reached):
// it is in a non-test file, at package level or in a declared function
// reached (a func literal counts as the function it is written in).
func ShippedAt(pass *analysis.Pass, reached *map[*types.Func]bool, pos token.Pos) bool {
	if pass.Fset.File(pos) == nil {
		return true // unknown: the server's, as before the rule
	}
	if passutil.InTestFile(pass.Fset, pos) {
		return false
	}
	for _, f := range pass.Files {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || pos < fd.Body.Pos() || pos >= fd.Body.End() {
				continue
			}
			fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				return true
			}
			if *reached == nil {
				*reached = ReachedFuncs(pass.Files, pass.Fset, pass.TypesInfo, pass.Pkg)
			}
			return (*reached)[fn]
		}
	}
	return true // package level: an initializer always runs
}

// cgoExported reports whether a //export line names the function: C code
// may call it.
func cgoExported(decl *ast.FuncDecl) bool {
	if decl.Doc == nil {
		return false
	}
	for _, c := range decl.Doc.List {
		if strings.HasPrefix(c.Text, "//export ") {
			return true
		}
	}
	return false
}

// Shipped reports whether the tool is one of the servers the package
// ships: its registration is neither in a _test.go file nor in a function
// no entry point reaches. Checks that judge what a client of the server
// receives (the client family, the server's name budget, the listing)
// judge only these; a check of the declaration itself judges every tool.
func (t *Tool) Shipped() bool {
	return t.Contained != TestOnly && t.Contained != Unreached
}
