package valueflow

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/substrate/implementations"
)

// A call through an interface declared in the module is a call of the
// method of each type of the module that implements it (the
// implementations substrate, shared with the effects pass): a server
// that keeps its tools behind an interface of its own (type Tool
// interface { Run(ctx, args) }) calls its implementations, and the flow
// goes on into their summaries, each path naming the implementation it
// takes. Where there is none the implementations substrate names (an
// interface of another module, one too many types implement, any call
// in a dependency at a version), the flow ends, as at an unknown callee:
// in a dependency, which implementation runs is its caller's choice,
// made in another module (gojq runs its own module loader only when its
// caller passes WithModuleLoader), so the library's own implementations
// are a guess there, where in the code under review they are what the
// server runs.

// dispatcher finds the implementations of the module's interfaces, and
// the library sinks they stand for.
type dispatcher struct {
	pass     *analysis.Pass
	impls    *implementations.Finder
	libSinks map[*types.Func][]*types.Func
}

func newDispatcher(pass *analysis.Pass) *dispatcher {
	return &dispatcher{pass: pass, impls: implementations.New(pass)}
}

// implementations are the methods an invoke of the interface method m
// may run (implementations.Finder.Of).
func (a *dispatcher) implementations(m *types.Func) []*types.Func { return a.impls.Of(m) }

// librarySinks are the sink methods of the library tables (sinks) that
// an invoke of the module's interface method m may run: those of the
// library types the package sees (database/sql's *DB, *Conn and *Tx)
// that implement m's interface. A server that hides whether it runs in a
// transaction behind an interface of its own (QueryContext(ctx, query,
// args...)) runs the library's method through it.
func (a *dispatcher) librarySinks(m *types.Func) []*types.Func {
	if m == nil || m.Pkg() == nil || len(library().sinkMethods[m.Name()]) == 0 {
		return nil
	}
	recv := m.Signature().Recv()
	if recv == nil {
		return nil
	}
	iface, ok := recv.Type().Underlying().(*types.Interface)
	if !ok || iface.NumMethods() == 0 || passutil.Dependency(a.pass) || !a.impls.InModule(m.Pkg()) {
		return nil
	}
	if a.libSinks == nil {
		a.libSinks = map[*types.Func][]*types.Func{}
	}
	if found, ok := a.libSinks[m]; ok {
		return found
	}
	var found []*types.Func
	for _, key := range library().sinkMethods[m.Name()] {
		t := receiverType(a.pass.Pkg, key)
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

// receiverType is the receiver type of the method key names
// ("(*database/sql.DB).QueryContext": *sql.DB; an interface method's
// "(example.com/tools.Executor).Execute": the interface), when pkg sees
// its package (imports it, directly or not); nil otherwise.
func receiverType(from *types.Package, key string) types.Type {
	path, name, ptr, _, ok := knowledge.MethodOf(key)
	if !ok {
		return nil
	}
	pkg := imported(from, path)
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
