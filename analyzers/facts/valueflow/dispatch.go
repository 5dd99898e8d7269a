package valueflow

import (
	"go/build"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
)

// A call through an interface declared in the module is a call of the
// method of each type of the module that implements it (as x/tools'
// callgraph/cha resolves a call, within one module): a server that keeps
// its tools behind an interface of its own (type Tool interface {
// Run(ctx, args) }) calls its implementations, and the flow goes on into
// their summaries, each path naming the implementation it takes. An
// interface of another module (io.Writer, error) is any type's, and one
// that more than maxImplementations types implement is too: both end the
// flow, as an unknown callee does. The types looked at are those of the
// package and of the packages of the module it imports, directly or not,
// as far as their export data names them.
//
// In a dependency at a version, a call through an interface ends the flow
// whatever the interface: which implementation runs is its caller's
// choice, made in another module (gojq runs its own module loader only
// when its caller passes WithModuleLoader), so the library's own
// implementations are a guess there, where in the code under review they
// are what the server runs.

// dispatcher finds the implementations of the module's interfaces.
type dispatcher struct {
	pass     *analysis.Pass
	impls    map[*types.Func][]*types.Func
	libSinks map[*types.Func][]*types.Func
	modTypes *[]*types.Named
}

// maxImplementations bounds the implementations a call is read as: an
// interface that many types implement is any type's.
const maxImplementations = 8

// implementations are the methods an invoke of the interface method m
// may run: those of the module's types that implement its interface
// (nil when there are none, or more than maxImplementations).
func (a *dispatcher) implementations(m *types.Func) []*types.Func {
	if m == nil || m.Pkg() == nil || passutil.Dependency(a.pass) {
		return nil
	}
	if recv := m.Signature().Recv(); recv == nil || !types.IsInterface(recv.Type()) {
		return nil // a function, or a concrete method
	}
	if impls, ok := a.impls[m]; ok {
		return impls
	}
	impls := a.findImplementations(m)
	if a.impls == nil {
		a.impls = map[*types.Func][]*types.Func{}
	}
	a.impls[m] = impls
	return impls
}

func (a *dispatcher) findImplementations(m *types.Func) []*types.Func {
	recv := m.Signature().Recv()
	if !a.inModule(m.Pkg()) {
		return nil
	}
	iface, ok := recv.Type().Underlying().(*types.Interface)
	if !ok || iface.NumMethods() == 0 {
		return nil
	}
	if n, ok := types.Unalias(recv.Type()).(*types.Named); ok && n.TypeParams().Len() > 0 {
		return nil
	}
	var found []*types.Func
	for _, t := range a.moduleTypes() {
		var impl types.Type
		switch {
		case types.Implements(t, iface):
			impl = t
		case types.Implements(types.NewPointer(t), iface):
			impl = types.NewPointer(t)
		default:
			continue
		}
		obj, _, _ := types.LookupFieldOrMethod(impl, true, m.Pkg(), m.Name())
		fn, ok := obj.(*types.Func)
		if !ok || len(found) == maxImplementations {
			return nil // a method that is a field's, or too many types
		}
		found = append(found, fn)
	}
	return found
}

// inModule reports whether pkg is of the module of the package analyzed.
// A driver that gives no module (nogo, a load without NeedModule) leaves
// the packages of the workspace: those whose files are neither in the
// standard library, nor in the module cache, nor vendored.
func (a *dispatcher) inModule(pkg *types.Package) bool {
	if pkg == a.pass.Pkg {
		return true
	}
	if in, known := passutil.InModule(a.pass, pkg.Path()); known {
		return in
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		f := a.pass.Fset.File(scope.Lookup(name).Pos())
		if f == nil {
			continue
		}
		file := filepath.ToSlash(f.Name())
		if root := filepath.ToSlash(build.Default.GOROOT); root != "" && strings.HasPrefix(file, root+"/") {
			return false
		}
		cached := strings.Contains(file, "/pkg/mod/") && strings.Contains(file, "@")
		return !cached && !strings.Contains(file, "/vendor/")
	}
	return false
}

// moduleTypes are the named concrete types declared in the module's
// packages this package sees, computed once.
func (a *dispatcher) moduleTypes() []*types.Named {
	if a.modTypes != nil {
		return *a.modTypes
	}
	var out []*types.Named
	seen := map[*types.Package]bool{}
	var visit func(p *types.Package)
	visit = func(p *types.Package) {
		if seen[p] || !a.inModule(p) {
			return
		}
		seen[p] = true
		scope := p.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			n, ok := tn.Type().(*types.Named)
			if !ok || n.TypeParams().Len() > 0 {
				continue
			}
			if _, isIface := n.Underlying().(*types.Interface); isIface {
				continue
			}
			out = append(out, n)
		}
		for _, imp := range p.Imports() {
			visit(imp)
		}
	}
	visit(a.pass.Pkg)
	a.modTypes = &out
	return out
}

// librarySinks are the sink methods of the library tables (sinks) that
// an invoke of the module's interface method m may run: those of the
// library types the package sees (database/sql's *DB, *Conn and *Tx)
// that implement m's interface. A server that hides whether it runs in a
// transaction behind an interface of its own (QueryContext(ctx, query,
// args...)) runs the library's method through it.
func (a *dispatcher) librarySinks(m *types.Func) []*types.Func {
	if m == nil || m.Pkg() == nil || len(sinkMethods[m.Name()]) == 0 {
		return nil
	}
	recv := m.Signature().Recv()
	if recv == nil {
		return nil
	}
	iface, ok := recv.Type().Underlying().(*types.Interface)
	if !ok || iface.NumMethods() == 0 || passutil.Dependency(a.pass) || !a.inModule(m.Pkg()) {
		return nil
	}
	if a.libSinks == nil {
		a.libSinks = map[*types.Func][]*types.Func{}
	}
	if found, ok := a.libSinks[m]; ok {
		return found
	}
	var found []*types.Func
	for _, key := range sinkMethods[m.Name()] {
		t := a.libraryType(key)
		if t == nil || !types.Implements(t, iface) {
			continue
		}
		if obj, _, _ := types.LookupFieldOrMethod(t, true, nil, m.Name()); obj != nil {
			if fn, ok := obj.(*types.Func); ok && funcKey(fn) == key {
				found = append(found, fn)
			}
		}
	}
	a.libSinks[m] = found
	return found
}

// libraryType is the receiver type of the method the sink key names
// ("(*database/sql.DB).QueryContext": *sql.DB), when the package sees its
// package (imports it, directly or not); nil otherwise.
func (a *dispatcher) libraryType(key string) types.Type {
	path, name, ptr, _, ok := knowledge.MethodOf(key)
	if !ok {
		return nil
	}
	pkg := imported(a.pass.Pkg, path)
	if pkg == nil {
		return nil
	}
	tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
	if !ok {
		return nil
	}
	if ptr {
		return types.NewPointer(tn.Type())
	}
	return tn.Type()
}

// imported is the package of path that pkg imports, directly or not.
func imported(pkg *types.Package, path string) *types.Package {
	seen := map[*types.Package]bool{}
	work := []*types.Package{pkg}
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[p] {
			continue
		}
		seen[p] = true
		if p.Path() == path {
			return p
		}
		work = append(work, p.Imports()...)
	}
	return nil
}

// invokeArgs are the arguments of an invoke as a method's summary
// indexes them: the interface value, as the receiver, first.
func invokeArgs(c *ssa.CallCommon) []ssa.Value {
	return append([]ssa.Value{c.Value}, c.Args...)
}
