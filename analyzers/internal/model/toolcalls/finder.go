package toolcalls

import (
	"cmp"
	"github.com/mcpvet/mcpvet/analyzers/substrate/implementations"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

type finder struct {
	pass *analysis.Pass
	res  *Found
	// impls finds the module's implementations of an interface a call
	// goes through when no value's type is in sight (invokedResult);
	// made on first use.
	impls *implementations.Finder
	// boundTypes are the type arguments of the instance of a generic
	// function of the package whose body a schema is being folded from
	// (mustSchema[ListIn]()), by type parameter (givenschema.go).
	boundTypes map[*types.TypeParam]types.Type
	// boundArgs are the arguments of the call of a helper of the
	// package whose body a schema is being folded from, by parameter
	// (givenhelpers.go).
	boundArgs map[*types.Var]ast.Expr

	// wrapperPkgs are the packages that export wrapper facts.
	wrapperPkgs map[*types.Package]bool
	// decls are the functions of the package, declCtx the contexts of
	// all its declarations (those without an object too); pkgCtx reads
	// its package-level initializers.
	decls   map[*types.Func]*fnCtx
	declCtx map[*ast.FuncDecl]*fnCtx
	pkgCtx  *fnCtx
	// assigns are the assignments to each variable the interpreter has
	// asked about (assignsOf); options the ToolOptions applied to each
	// variable, once asked.
	assigns map[*types.Var][]assign
	options map[*types.Var][]assign
	// callsBy are the package's calls by the declaration they are
	// written in (nil: at package level), once asked (callsIn).
	callsBy map[*ast.FuncDecl][]*ast.CallExpr
	// vals, vars, results, sums and events remember what is computed.
	vals    map[ast.Expr]*val
	vars    map[*types.Var]*val
	results map[resultKey]*val
	sums    map[*types.Func]*summary
	events  map[*ast.CallExpr][]*event
	// order lists the registration calls in the order they were found.
	order []*ast.CallExpr
	// closures are the package's closures by their variable, litCtx
	// their contexts by literal (nil for a literal that is not one),
	// litSums their summaries (closures.go).
	closures map[*types.Var]*fnCtx
	litCtx   map[*ast.FuncLit]*fnCtx
	litSums  map[*ast.FuncLit]*summary
	// holds remembers which types can carry a tool.
	holds typeutil.Map
	// toolTypes remembers which named types are a server's own tool type.
	toolTypes map[*types.TypeName]*ToolTypeFact
	tview     *typesview.View
}

func newFinder(pass *analysis.Pass, res *Found, wrapperPkgs map[*types.Package]bool) *finder {
	return &finder{
		pass: pass, res: res, wrapperPkgs: wrapperPkgs,
		decls:   map[*types.Func]*fnCtx{},
		declCtx: map[*ast.FuncDecl]*fnCtx{},
		assigns: map[*types.Var][]assign{},
		vals:    map[ast.Expr]*val{},
		vars:    map[*types.Var]*val{},
		results: map[resultKey]*val{},
		sums:    map[*types.Func]*summary{},
		litSums: map[*ast.FuncLit]*summary{},
		events:  map[*ast.CallExpr][]*event{},

		toolTypes: map[*types.TypeName]*ToolTypeFact{},
	}
}

// calls finds the tools the package declares and registers through calls:
// of the SDK, of mcpvet's runtime, of mark3labs, and of wrappers (the
// functions of this package and the WrapperFacts of others).
func (f *finder) calls() {
	f.index()
	for _, file := range f.pass.Files {
		for _, decl := range file.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				if ctx := f.newCtxOf(d); ctx != nil {
					f.summaryOf(ctx.fn)
				}
			case *ast.GenDecl:
				f.visit(d, f.pkgCtx, nil)
			}
		}
	}
	f.materialize()
	handlers, byLit := f.siblingHandlers()
	f.ownTools(handlers)
	f.argumentHandlers(handlers)
	f.besideHandlers(handlers)
	f.siteHandlers(byLit)
	f.siblingMethodHandlers()
	f.funcValues()
	f.dropShadowed()
	sortTools(f.pass, f.res.Tools)
	slices.SortStableFunc(f.res.Registrations, func(a, b *mcptool.Registration) int { return compare(f.pass, a.Call.Pos(), b.Call.Pos()) })
	slices.SortStableFunc(f.res.Unfollowed, func(a, b mcptool.Unfollowed) int { return compare(f.pass, a.Pos, b.Pos) })
}

// dropShadowed drops the tools a value of the package describes but no
// registration of the package registers, when a registration of the
// package registers another tool of the same name: a toolset that lists
// its tools for a catalog (Tools() []*mcp.Tool, built with its own
// builder) and registers each with mcp.AddTool and a handler. The server
// serves the registered one; the other is a description, not a tool.
// A tool declared here and registered elsewhere (another package), with
// no registration of its name here, is kept.
func (f *finder) dropShadowed() {
	registered := map[string]bool{}
	for _, r := range f.res.Registrations {
		if r.NameKnown {
			registered[r.Name] = true
		}
	}
	kept := f.res.Tools[:0]
	for _, t := range f.res.Tools {
		if t.NameKnown && len(t.Registrations) == 0 && registered[t.Name] && t.Directive() == nil && t.Call() != nil && t.Style() != mcptool.SDKAddTool && t.Style() != mcptool.SDKServerAddTool {
			continue
		}
		kept = append(kept, t)
	}
	clear(f.res.Tools[len(kept):])
	f.res.Tools = kept
}

// newCtxOf is the context of a function declaration, nil for one
// without an object.
func (f *finder) newCtxOf(d *ast.FuncDecl) *fnCtx {
	fn, _ := f.pass.TypesInfo.Defs[d.Name].(*types.Func)
	if fn == nil {
		return nil
	}
	return f.decls[fn]
}

// compare orders positions by file name, then offset (token.Pos values
// of different files are not ordered by file name, since files are
// parsed in parallel).
func compare(pass *analysis.Pass, a, b token.Pos) int {
	pa, pb := pass.Fset.Position(a), pass.Fset.Position(b)
	if c := strings.Compare(pa.Filename, pb.Filename); c != 0 {
		return c
	}
	return pa.Offset - pb.Offset
}

// sortTools puts the directive tools first, then the others in source
// order.
func sortTools(pass *analysis.Pass, tools []*mcptool.Tool) {
	slices.SortStableFunc(tools, func(a, b *mcptool.Tool) int {
		if ad, bd := a.Directive() != nil, b.Directive() != nil; ad != bd {
			if ad {
				return -1
			}
			return 1
		} else if ad {
			return 0
		}
		return compare(pass, a.Pos, b.Pos)
	})
}

// funcValues lists the registrations used as func values (a method value
// s.AddTool passed to a helper): the tools they are given are not
// followed. The identifiers that use a function are the checker's
// (types.Info.Uses); the calls, and the selector an identifier is the
// name of, the syntax index's.
func (f *finder) funcValues() {
	called := map[*ast.Ident]bool{}
	for _, c := range f.res.Flow.Calls() {
		fun := ast.Unparen(c.Expr.Fun)
		switch ix := fun.(type) {
		case *ast.IndexExpr:
			fun = ast.Unparen(ix.X)
		case *ast.IndexListExpr:
			fun = ast.Unparen(ix.X)
		}
		switch fun := fun.(type) {
		case *ast.Ident:
			called[fun] = true
		case *ast.SelectorExpr:
			called[fun.Sel] = true
		}
	}
	gen := f.res.GenFile
	var uses []*ast.Ident
	for id, obj := range f.pass.TypesInfo.Uses {
		if _, ok := obj.(*types.Func); !ok || called[id] {
			continue
		}
		if gen != nil && gen.FileStart <= id.Pos() && id.Pos() < gen.FileEnd {
			continue
		}
		uses = append(uses, id)
	}
	// In source order, as the registrations' summaries are asked for.
	slices.SortFunc(uses, func(a, b *ast.Ident) int { return cmp.Compare(a.Pos(), b.Pos()) })
	for _, id := range uses {
		fn := f.pass.TypesInfo.Uses[id].(*types.Func)
		if !f.registers(fn) {
			continue
		}
		// x.AddTool, mcp.AddTool: the selector is the func value.
		var n ast.Expr = id
		if sel, ok := f.res.Flow.Parent(id).(*ast.SelectorExpr); ok && sel.Sel == id {
			n = sel
		}
		f.res.Unfollowed = append(f.res.Unfollowed, mcptool.Unfollowed{
			Pos: n.Pos(), End: n.End(),
			Why: mcptool.FuncName(fn) + " is used as a func value: the tools it is given are not followed",
		})
	}
}

// registers reports whether fn registers tools: the SDK's, mcpvet's
// runtime's or mark3labs' AddTool, or a wrapper that does.
func (f *finder) registers(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	sig, _ := fn.Type().(*types.Signature)
	recv := sig != nil && sig.Recv() != nil
	switch path, name := fn.Pkg().Path(), fn.Name(); {
	case path == knowledge.SDKPath && name == "AddTool", path == knowledge.RuntimePath && name == "AddTool":
		return true
	case path == knowledge.MarkSrvPath && recv && (name == "AddTool" || name == "AddTools" || name == "SetTools"):
		return true
	}
	if !f.mayWrap(fn) {
		return false
	}
	s := f.summaryOf(fn)
	return s != nil && len(s.regs) > 0
}

// exportFacts exports the summaries of the package's exported wrappers,
// and of the exported functions that return a tool it declares, and the
// values of its exported variables that hold one.
func (f *finder) exportFacts() {
	for _, file := range f.pass.Files {
		for _, decl := range file.Decls {
			if g, ok := decl.(*ast.GenDecl); ok && g.Tok == token.VAR {
				f.exportToolVars(g)
				continue
			}
			d, ok := decl.(*ast.FuncDecl)
			if !ok || !d.Name.IsExported() {
				continue
			}
			ctx := f.newCtxOf(d)
			if ctx == nil {
				continue
			}
			if s := f.summaryOf(ctx.fn); s != nil {
				if w := f.fact(s, ctx.fn); w != nil {
					f.pass.ExportObjectFact(ctx.fn, w)
				}
			}
		}
	}
}

// exportToolVars exports the values of the exported variables of a
// package-level var declaration that hold a tool the package declares,
// as the package itself reads them.
func (f *finder) exportToolVars(g *ast.GenDecl) {
	for _, spec := range g.Specs {
		vs, ok := spec.(*ast.ValueSpec)
		if !ok {
			continue
		}
		for _, id := range vs.Names {
			v, ok := f.pass.TypesInfo.Defs[id].(*types.Var)
			if !ok || !id.IsExported() || !f.holdsTool(v.Type()) {
				continue
			}
			x := f.varVal(v, id)
			if !hasTool(x) || deps(x) {
				continue
			}
			if fact := f.valFact(x, 0); fact != nil && fact.Kind != vUnknown {
				f.pass.ExportObjectFact(v, &ToolVarFact{Val: fact})
			}
		}
	}
}

// isNil reports whether e is the predeclared nil.
func isNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}

// constLiteral is the literal a constant of this package is declared
// with, nil when it is declared with another expression or none.
func (f *finder) constLiteral(c *types.Const) *ast.BasicLit {
	lit, _ := ast.Unparen(f.res.Flow.ConstValue(c)).(*ast.BasicLit)
	return lit
}

// serverObject names the variable a server expression reads: s, srv.s,
// app.server.
func (f *finder) serverObject(e ast.Expr) types.Object {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return f.pass.TypesInfo.Uses[e]
	case *ast.SelectorExpr:
		if sel, ok := f.pass.TypesInfo.Selections[e]; ok {
			return sel.Obj()
		}
		return f.pass.TypesInfo.Uses[e.Sel]
	}
	return nil
}

// importsAny reports whether pkg imports one of pkgs: a package whose
// wrappers it may call.
func importsAny(pkg *types.Package, pkgs map[*types.Package]bool) bool {
	for _, imp := range pkg.Imports() {
		if pkgs[imp] {
			return true
		}
	}
	return false
}
