// Package implementations finds what a call through one of the module's
// interfaces may run: the method of each type of the module that
// implements the interface, as x/tools' callgraph/cha resolves a call,
// within one module. The passes that follow calls (valueflow for values,
// effects for what a function does to the world) read a call through an
// interface the same way, here.
//
// An interface of another module (io.Writer, error) is any type's, and
// one that more than Max types implement is too: both give nothing, as an
// unknown callee does. The types looked at are those of the package and
// of the packages of the module it imports, directly or not, as far as
// their export data names them. In a dependency at a version a call
// through an interface gives nothing whatever the interface: which
// implementation runs is its caller's choice, made in another module.
package implementations

import (
	"go/build"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
)

// Max bounds the implementations a call is read as: an interface that
// many types implement is any type's.
const Max = 8

// A Finder finds the implementations of the module's interfaces for one
// pass, caching what it computes.
type Finder struct {
	pass  *analysis.Pass
	impls map[*types.Func][]*types.Func
	// types holds, by interface (the receiver of its methods), the
	// module's types that implement it, nil when there are more than
	// Max: the scan over the module's types is made once per interface,
	// not once per method.
	types    map[types.Type][]types.Type
	modTypes *[]*types.Named
}

// New is the Finder of pass.
func New(pass *analysis.Pass) *Finder { return &Finder{pass: pass} }

// Of are the methods an invoke of the interface method m may run: those
// of the module's types that implement its interface (nil when there are
// none, or more than Max, and for any m that is no interface method).
func (f *Finder) Of(m *types.Func) []*types.Func {
	if m == nil || m.Pkg() == nil || passutil.Dependency(f.pass) {
		return nil
	}
	if recv := m.Signature().Recv(); recv == nil || !types.IsInterface(recv.Type()) {
		return nil // a function, or a concrete method
	}
	if impls, ok := f.impls[m]; ok {
		return impls
	}
	impls := f.find(m)
	if f.impls == nil {
		f.impls = map[*types.Func][]*types.Func{}
	}
	f.impls[m] = impls
	return impls
}

func (f *Finder) find(m *types.Func) []*types.Func {
	recv := m.Signature().Recv()
	if !f.InModule(m.Pkg()) {
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
	for _, impl := range f.implementing(recv.Type(), iface) {
		obj, _, _ := types.LookupFieldOrMethod(impl, true, m.Pkg(), m.Name())
		fn, ok := obj.(*types.Func)
		if !ok {
			return nil // a method that is a field's
		}
		found = append(found, fn)
	}
	return found
}

// implementing are the module's types (or pointers to them) that
// implement iface, the underlying interface of recv; nil when there are
// more than Max.
func (f *Finder) implementing(recv types.Type, iface *types.Interface) []types.Type {
	if impls, ok := f.types[recv]; ok {
		return impls
	}
	var impls []types.Type
	for _, t := range f.moduleTypes() {
		var impl types.Type
		switch {
		case types.Implements(t, iface):
			impl = t
		case types.Implements(types.NewPointer(t), iface):
			impl = types.NewPointer(t)
		default:
			continue
		}
		if len(impls) == Max {
			impls = nil // too many types: any type's
			break
		}
		impls = append(impls, impl)
	}
	if f.types == nil {
		f.types = map[types.Type][]types.Type{}
	}
	f.types[recv] = impls
	return impls
}

// InModule reports whether pkg is of the module of the package analyzed.
// A driver that gives no module (nogo, a load without NeedModule) leaves
// the packages of the workspace: those whose files are neither in the
// standard library, nor in the module cache, nor vendored.
func (f *Finder) InModule(pkg *types.Package) bool {
	if pkg == f.pass.Pkg {
		return true
	}
	if in, known := passutil.InModule(f.pass, pkg.Path()); known {
		return in
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		file := f.pass.Fset.File(scope.Lookup(name).Pos())
		if file == nil {
			continue
		}
		path := filepath.ToSlash(file.Name())
		if root := filepath.ToSlash(build.Default.GOROOT); root != "" && strings.HasPrefix(path, root+"/") {
			return false
		}
		cached := strings.Contains(path, "/pkg/mod/") && strings.Contains(path, "@")
		return !cached && !strings.Contains(path, "/vendor/")
	}
	return false
}

// moduleTypes are the named concrete types declared in the module's
// packages this package sees, computed once.
func (f *Finder) moduleTypes() []*types.Named {
	if f.modTypes != nil {
		return *f.modTypes
	}
	var out []*types.Named
	seen := map[*types.Package]bool{}
	var visit func(p *types.Package)
	visit = func(p *types.Package) {
		if seen[p] || !f.InModule(p) {
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
	visit(f.pass.Pkg)
	f.modTypes = &out
	return out
}
