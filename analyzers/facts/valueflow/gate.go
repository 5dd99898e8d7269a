package valueflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"golang.org/x/tools/go/analysis"
)

// The gate decides, before any SSA is built, which function bodies of a
// package can matter to a flow, from the functions each declaration
// names (pass.TypesInfo.Uses): a flow needs a path of calls SSA resolves
// to one target, and every such call names its callee. A declaration
// matters when
//   - it names a sink or a command of the tables, or a function of
//     another package whose summary reaches a sink (a seed), or names a
//     declaration that matters this way (its callers, up to the tools'
//     handlers);
//   - or a declaration that matters names it (its callees: a helper
//     whose result, or whose check, a caller's flow goes through);
//   - or another package can read its summary for what comes back: it
//     is exported and returns text (a result flow) or an error (a
//     check).
//
// A package with no sink can still matter for what it checks: an
// exported function that takes text, returns an error last or one
// boolean, and calls a check of the tables, itself or through the
// package's functions (a validator), is built with its callees, so that
// its importers read its check, and what passes it, from its summary.
//
// The other bodies are left out of the SSA form (their functions are
// built as external ones, with parameters and no blocks), which is most
// of a package such as an SDK's: the SSA of a package costs more than
// any other part of the suite's run.

// gate is what the gate found: the declarations whose bodies are built.
type gate struct {
	dispatch *dispatcher // the interfaces' implementations, read here first
	seeded   bool        // some declaration (or a package-level initializer) is a seed
	all      bool        // every body is built (a package whose handlers' reads are wanted)
	keep     map[*ast.FuncDecl]bool
}

// newGate computes the gate of the package.
func newGate(pass *analysis.Pass) *gate {
	if readsRelevant(pass.Pkg) {
		// Any function of a package that uses mcp-go's requests can read
		// an argument by name (reads.go), and the reads follow calls
		// that name no sink: every body is built there.
		return &gate{seeded: true, all: true, dispatch: newDispatcher(pass)}
	}
	// The declarations in position order (the files' ranges in the file
	// set do not overlap), with the package-level code outside them
	// (var initializers, which init builds) as one node of its own.
	var decls []*ast.FuncDecl
	byObj := map[*types.Func]*ast.FuncDecl{}
	var tests []*ast.File // a test variant's _test.go files: no seeds there
	for _, f := range pass.Files {
		// A test variant (p [p.test]) is analyzed like p, its test
		// files' bodies left out (see files): go vet analyzes a package
		// that has tests only as that variant, and tests register no
		// tool of the server.
		if passutil.InTestFile(pass.Fset, f.FileStart) {
			tests = append(tests, f)
			continue
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				decls = append(decls, fd)
				if obj, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					byObj[obj] = fd
				}
			}
		}
	}
	slices.SortFunc(decls, func(a, b *ast.FuncDecl) int { return int(a.Pos()) - int(b.Pos()) })
	global := new(ast.FuncDecl)
	enclosing := func(id *ast.Ident) *ast.FuncDecl {
		i, _ := slices.BinarySearchFunc(decls, id.Pos(), func(d *ast.FuncDecl, p token.Pos) int { return int(d.Pos()) - int(p) })
		// decls[i-1] starts at or before id: it holds id if it ends after.
		if i < len(decls) && decls[i].Pos() == id.Pos() {
			return decls[i]
		}
		if i > 0 && id.Pos() < decls[i-1].End() {
			return decls[i-1]
		}
		return global
	}

	g := &gate{keep: map[*ast.FuncDecl]bool{}, dispatch: newDispatcher(pass)}
	callees := map[*ast.FuncDecl][]*ast.FuncDecl{}
	callers := map[*ast.FuncDecl][]*ast.FuncDecl{}
	var seeds, validators []*ast.FuncDecl
	checkers := map[*ast.FuncDecl]bool{} // declarations that call a check
	imported := map[*types.Func]bool{}
	sdk := importsSDK(pass.Pkg)
	held := heldBySyntax(pass)
	for id, obj := range pass.TypesInfo.Uses {
		if slices.ContainsFunc(tests, func(f *ast.File) bool { return f.FileStart <= id.Pos() && id.Pos() < f.FileEnd }) {
			continue
		}
		if sdk && (rawReadsSeed(pass, obj) || keyedAddTool(pass, id)) {
			seeds = append(seeds, enclosing(id)) // reads_gate.go
			continue
		}
		if v, ok := obj.(*types.Var); ok && v.IsField() {
			// A func-valued field a declaration calls through: the
			// functions stored in it are its callees (fieldfuncs.go).
			d := enclosing(id)
			for _, fn := range held[v] {
				if to := byObj[fn]; to != nil && to != d {
					callees[d] = append(callees[d], to)
					callers[to] = append(callers[to], d)
				}
			}
			continue
		}
		fn, ok := obj.(*types.Func)
		if !ok || fn.Pkg() == nil {
			continue
		}
		fn = fn.Origin()
		d := enclosing(id)
		targets := []*types.Func{fn}
		if impls := g.dispatch.implementations(fn); impls != nil {
			targets = impls // a call through an interface of the module
		} else if deferrable(pass, g.dispatch, fn) {
			// One whose implementations only an importer sees: its
			// arguments are invoked flows (invoked.go).
			seeds = append(seeds, d)
			continue
		}
		// The library's sinks that implement it (dispatcher.librarySinks);
		// a new slice, not one behind the cached implementations.
		targets = slices.Concat(targets, g.dispatch.librarySinks(fn))
		for _, fn := range targets {
			if fn.Pkg() == pass.Pkg {
				if to := byObj[fn]; to != nil && to != d {
					callees[d] = append(callees[d], to)
					callers[to] = append(callers[to], d)
				}
				continue
			}
			key := funcKey(fn)
			if _, check := checks[key]; check && d != global {
				checkers[d] = true
				continue
			}
			_, sink := library().sinks[key]
			_, command := library().commands[key]
			if _, root := rootNames[key]; root {
				command = true // a name opened in an os.Root (rooted flows)
			}
			if !sink && !command && !library().tablePackages[fn.Pkg().Path()] {
				seed, ok := imported[fn]
				if !ok {
					s := new(Summary)
					seed = pass.ImportObjectFact(fn, s) && reachesSink(s)
					imported[fn] = seed
				}
				sink = seed
			}
			if sink || command {
				seeds = append(seeds, d)
			}
		}
	}
	var walk func(d *ast.FuncDecl, next map[*ast.FuncDecl][]*ast.FuncDecl, seen map[*ast.FuncDecl]bool)
	walk = func(d *ast.FuncDecl, next map[*ast.FuncDecl][]*ast.FuncDecl, seen map[*ast.FuncDecl]bool) {
		if seen[d] {
			return
		}
		seen[d] = true
		for _, n := range next[d] {
			walk(n, next, seen)
		}
	}
	// An exported validator (an error or a boolean result) that calls a
	// check, itself or through the package's helpers (IsPathSafe calling
	// isPathWithinBase, which tests filepath.Rel's result): its callers
	// in other packages read its check, and what passes it, from its
	// summary.
	if len(checkers) > 0 {
		// One walk up from the checkers: the declarations that reach one.
		reach := map[*ast.FuncDecl]bool{}
		for c := range checkers {
			walk(c, callers, reach)
		}
		for _, d := range decls {
			if reach[d] && validator(pass, d) {
				validators = append(validators, d)
			}
		}
	}
	if pass.Pkg.Path() == MarkMCPPath {
		// mcp-go's own readers (mcp.ParseString(req, key, def) and the
		// other functions that take a request): their reads, the key a
		// parameter, are facts that bind the caller's key, as a
		// server's helper's are (reads_keys.go).
		for obj, d := range byObj {
			if obj.Signature().Recv() != nil || !obj.Exported() {
				continue
			}
			for v := range obj.Signature().Params().Variables() {
				if IsMarkRequest(v.Type()) {
					seeds = append(seeds, d)
					break
				}
			}
		}
	}
	// A package of the module's own with no sink (a utils package of
	// string helpers, path.ToWSL(p)) is read for the text its exported
	// text helpers give back: a flow of its importers goes on through
	// their result (it would end at the call, unread). A dependency's such
	// package is not: there are many, and the cost of go vet over a
	// module is mostly theirs. Only functions of text to text are read
	// (textHelper): a package that has none builds no SSA.
	var carriers []*ast.FuncDecl
	if len(seeds) == 0 && !passutil.Dependency(pass) {
		for obj, d := range byObj {
			if obj.Exported() && textHelper(obj) {
				carriers = append(carriers, d)
			}
		}
	}
	if len(seeds) == 0 && len(validators) == 0 && len(carriers) == 0 {
		return g
	}
	g.seeded = true
	// Handler wrappers are built whatever they reach: a registration is
	// linked through them to the handler it runs (wraps.go).
	for obj, d := range byObj {
		if wrapperShaped(obj) {
			g.keep[d] = true
		}
	}
	if len(seeds) == 0 {
		// Validators and carriers only: their bodies and their callees
		// are built, not every exported function (no flow reaches a
		// sink here).
		for _, d := range slices.Concat(validators, carriers) {
			walk(d, callees, g.keep)
		}
		g.keepFieldStores(pass, checkers, enclosing, callees)
		return g
	}
	seeds = append(seeds, validators...)

	// Up from the seeds to their callers, then down from all of them and
	// from the exported functions that return text to their callees.
	up := map[*ast.FuncDecl]bool{}
	for _, d := range seeds {
		walk(d, callers, up)
	}
	for obj, d := range byObj {
		if obj.Exported() && readable(obj) {
			up[d] = true
		}
	}
	for d := range up {
		walk(d, callees, g.keep)
	}
	readers := maps.Clone(checkers)
	for _, d := range seeds {
		readers[d] = true
	}
	g.keepFieldStores(pass, readers, enclosing, callees)
	return g
}

// keepFieldStores keeps the declarations that name a field of text a
// kept check or sink call reads, and the functions they call: a folder
// the package keeps in an unexported field (for _, dir := range s.dirs
// { HasPrefix(abs, dir) }) is judged by the field's stores
// (fieldends.go), a program kept in one (exec.Command(p.filePath, …)) is
// named by them (program), and those stores are in bodies that may name
// no sink (a constructor, a method that adds a folder, the helper that
// finds the program). Only in the module's own packages.
func (g *gate) keepFieldStores(pass *analysis.Pass, readers map[*ast.FuncDecl]bool, enclosing func(*ast.Ident) *ast.FuncDecl, callees map[*ast.FuncDecl][]*ast.FuncDecl) {
	if len(readers) == 0 || passutil.Dependency(pass) {
		// A dependency's constructors are not built for this: the cost
		// of go vet over a module is mostly its dependencies', and a
		// folder or program a dependency keeps is rarely a server's.
		return
	}
	textField := func(obj types.Object) (*types.Var, bool) {
		v, ok := obj.(*types.Var)
		if !ok || !v.IsField() || v.Exported() || v.Pkg() != pass.Pkg {
			return nil, false
		}
		t := v.Type().Underlying()
		if sl, ok := t.(*types.Slice); ok {
			t = sl.Elem().Underlying()
		}
		return v, isString(t)
	}
	compared := map[*types.Var]bool{}
	for id, obj := range pass.TypesInfo.Uses {
		if v, ok := textField(obj); ok {
			if d := enclosing(id); readers[d] && g.keep[d] {
				compared[v] = true
			}
		}
	}
	if len(compared) == 0 {
		return
	}
	for id, obj := range pass.TypesInfo.Uses {
		if v, ok := obj.(*types.Var); ok && compared[v] {
			d := enclosing(id)
			g.keep[d] = true
			for _, c := range callees[d] {
				g.keep[c] = true
			}
		}
	}
}

// validator reports whether a declaration is an exported function that
// takes text and returns an error last, or one boolean (a predicate):
// its check of a parameter is one its importers' flows read.
func validator(pass *analysis.Pass, d *ast.FuncDecl) bool {
	obj, ok := pass.TypesInfo.Defs[d.Name].(*types.Func)
	if !ok || !obj.Exported() {
		return false
	}
	sig := obj.Signature()
	if passutil.Dependency(pass) && !textual(sig.Params()) {
		// A dependency's validator checks text it is given (a string,
		// strings, bytes, a URL). One that takes any value (a codec's
		// Encode(v any) error, which calls a check somewhere below) is
		// read for no text of the model's, and following it would
		// build the dependency's whole body: the cost of go vet over a
		// module is mostly its dependencies'.
		return false
	}
	if boolSignature(sig) {
		in := sig.Recv() != nil && carries(sig.Recv().Type())
		for v := range sig.Params().Variables() {
			in = in || carries(v.Type())
		}
		return in
	}
	res := sig.Results()
	return readable(obj) && res.Len() > 0 && types.Identical(res.At(res.Len()-1).Type(), errorType)
}

// importsCheck reports whether the package imports a package of the
// checks table: only then can it have a validator.
func importsCheck(pkg *types.Package) bool {
	for _, p := range pkg.Imports() {
		if checkPackages[p.Path()] {
			return true
		}
	}
	return false
}

// reachesSink reports whether a summary has a flow into a sink (not only
// into the result or a check).
func reachesSink(s *Summary) bool {
	for _, f := range s.Flows {
		if f.Kind.sink() {
			return true
		}
	}
	return false
}

// readable reports whether another package can use fn's summary for
// what comes back: fn takes a parameter that carries text and returns
// text (a result flow) or an error (a check flow).
func readable(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return false
	}
	in := sig.Recv() != nil && carries(sig.Recv().Type())
	for v := range sig.Params().Variables() {
		in = in || carries(v.Type())
	}
	if !in {
		return false
	}
	for v := range sig.Results().Variables() {
		if carries(v.Type()) || types.Identical(v.Type(), errorType) {
			return true
		}
	}
	return false
}

var errorType = types.Universe.Lookup("error").Type()

// textHelper reports whether fn takes text and gives text back: one of
// its parameters and one of its results are strings, bytes, lists of
// strings or a URL (textual). A function of a struct or of an interface
// to text (a message formatter, a String method) is not one: reading
// every such function of a module's packages made go vet a tenth slower,
// and a helper that a flow of the model's argument goes through is, in
// the servers seen, a function of text to text (path.ToWSL(p)).
func textHelper(fn *types.Func) bool {
	sig := fn.Signature()
	if !textual(sig.Results()) {
		return false
	}
	for v := range sig.Params().Variables() {
		if textual(v.Type()) {
			return true
		}
	}
	return false
}

// files returns the package's files with the bodies the gate leaves out
// (and those of a test variant's _test.go files) removed (withBodies).
func (g *gate) files(fset *token.FileSet, files []*ast.File) []*ast.File {
	return withBodies(files, func(f *ast.File, fd *ast.FuncDecl) bool {
		return !passutil.InTestFile(fset, f.FileStart) && (g.all || g.keep[fd])
	})
}

// withBodies returns copies of files in which only the functions keep
// says yes to have their bodies: copies of the files and of the
// declarations it strips, the package's own syntax untouched (other
// analyzers share it).
func withBodies(files []*ast.File, keep func(*ast.File, *ast.FuncDecl) bool) []*ast.File {
	out := make([]*ast.File, len(files))
	for i, f := range files {
		cp := *f
		cp.Decls = slices.Clone(f.Decls)
		for j, d := range cp.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && !keep(f, fd) {
				stripped := *fd
				stripped.Body = nil
				cp.Decls[j] = &stripped
			}
		}
		out[i] = &cp
	}
	return out
}

// heldBySyntax are the functions of the package stored by name in each
// unexported func-valued field of its structs (Tools{runner: run},
// t.runner = run), as the syntax says: the gate links a declaration
// that uses the field to them, as SSA then resolves its call
// (fieldfuncs.go).
func heldBySyntax(pass *analysis.Pass) map[*types.Var][]*types.Func {
	out := map[*types.Var][]*types.Func{}
	// used is what a name or a selector's name denotes.
	used := func(e ast.Expr) types.Object {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			return pass.TypesInfo.Uses[x]
		case *ast.SelectorExpr:
			return pass.TypesInfo.Uses[x.Sel]
		}
		return nil
	}
	add := func(key, value ast.Expr) {
		field, _ := used(key).(*types.Var)
		if field == nil || !field.IsField() || field.Exported() || field.Pkg() != pass.Pkg {
			return
		}
		if fn, ok := used(value).(*types.Func); ok && fn.Pkg() == pass.Pkg {
			out[field] = append(out[field], fn)
		}
	}
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.KeyValueExpr:
				add(x.Key, x.Value)
			case *ast.AssignStmt:
				if len(x.Lhs) == len(x.Rhs) {
					for i := range x.Lhs {
						add(x.Lhs[i], x.Rhs[i])
					}
				}
			}
			return true
		})
	}
	return out
}
