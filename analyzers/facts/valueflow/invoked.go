package valueflow

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
)

// A call through an interface of the module whose implementations the
// calling package cannot see: they are in packages that import it (a
// handler package declares type Executor interface { Execute(cmd
// string) }, and the package of kubectl's executor, which imports the
// handler's for its types, implements it; the server's main wires the
// two). go vet analyzes the handler's package first, so no summary of
// an implementation exists there. The call is recorded as an invoked
// flow of each argument: the interface method and the parameter of it
// the value becomes. A caller passes it on as it passes a sink flow; a
// package that sees implementations (the one that registers the tool
// imports both) reads it on into each implementation's summary,
// composing the two ways (resolveInvoked), as a direct call would. The
// flow carries what the guards on its way let through for every kind
// (as a result flow does), so an allow-list before the call still holds
// after it. Where no package ever sees an implementation, the flow ends
// as an unknown callee does.

// deferInvoke reports whether an invoke of m with no implementation in
// sight is recorded as an invoked flow: m's interface is the module's,
// and the package is the module's own code.
func (a *analysis_) deferInvoke(m *types.Func) bool {
	return !a.dependency && deferrable(a.pass, a.dispatch, m)
}

// deferrable reports whether m is a method of an interface of the
// module, called in the module's own code.
func deferrable(pass *analysis.Pass, d *dispatcher, m *types.Func) bool {
	if m == nil || m.Pkg() == nil || passutil.Dependency(pass) {
		return false
	}
	recv := m.Signature().Recv()
	if recv == nil || !types.IsInterface(recv.Type()) {
		return false
	}
	return d.impls.InModule(m.Pkg())
}

// recordInvoke records the invoked flows of an invoke c of an interface
// method with no implementation in sight.
func (s *fnState) recordInvoke(c *ssa.CallCommon, b *ssa.BasicBlock, flowsOf flowsFunc) {
	step := s.step(c, nil, c.Method)
	key := funcKey(c.Method)
	for i, arg := range c.Args {
		flowsOf(s.of(arg), arg, b, invoked, key, i+1, 0, []Step{step}, false)
	}
}

// invokedMethod is the interface method an invoked flow names, as this
// package sees it; nil when it does not see the interface.
func (a *analysis_) invokedMethod(key string) *types.Func {
	if m, ok := a.invokedMethods[key]; ok {
		return m
	}
	m := a.lookupMethod(key)
	if a.invokedMethods == nil {
		a.invokedMethods = map[string]*types.Func{}
	}
	a.invokedMethods[key] = m
	return m
}

// lookupMethod is invokedMethod, uncached.
func (a *analysis_) lookupMethod(key string) *types.Func {
	_, _, _, name, ok := knowledge.MethodOf(key)
	t := receiverType(a.pass.Pkg, key)
	if !ok || t == nil {
		return nil
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(t, false, n.Obj().Pkg(), name)
	m, _ := obj.(*types.Func)
	return m
}

// resolveInvoked is the invoked flow fl read on into the summaries of the
// implementations this package sees: one flow per sink flow of each
// implementation from the parameter fl names, its way fl's then the
// implementation's. ok is false when this package sees none: fl goes on
// as it is.
func (a *analysis_) resolveInvoked(fl Flow, depth int) (out []Flow, ok bool) {
	m := a.invokedMethod(fl.Sink)
	if m == nil {
		return nil, false
	}
	impls := a.dispatch.implementations(m)
	if len(impls) == 0 {
		return nil, false
	}
	for _, impl := range impls {
		for _, f2 := range a.summaryOf(a.localFunc(impl), impl) {
			if !f2.Kind.sink() || f2.Param != fl.Arg || f2.Spread || f2.Param == Elicited {
				continue
			}
			rf, keep := composeInvoked(fl, f2, impl)
			if !keep {
				continue
			}
			if rf.Kind == invoked {
				if depth >= 4 {
					continue
				}
				if more, ok := a.resolveInvoked(rf, depth+1); ok {
					out = append(out, more...)
					continue
				}
			}
			out = append(out, rf)
		}
	}
	return out, true
}

// composeInvoked is the flow of fl's parameter through the call of the
// interface method into impl's flow f2; keep is false when the guards on
// fl's way hold the value for f2's kind.
func composeInvoked(fl, f2 Flow, impl *types.Func) (Flow, bool) {
	rf := f2
	rf.Param = fl.Param
	rf.Field = fl.Field
	if len(f2.Field) > 0 && fieldDepth(joinFields(fl.Field, f2.Field)) <= maxFieldDepth {
		rf.Field = append(append([]string(nil), fl.Field...), f2.Field...)
	}
	rf.Fixed = fl.Fixed || f2.Fixed || len(fl.After) > 0 || len(f2.After) > 0
	rf.Bare = fl.Bare && f2.Bare
	rf.Absolute = fl.Absolute || f2.Absolute
	rf.After = nil
	rf.Marks = fl.Marks | f2.Marks
	rf.When = fl.When
	rf.Names = fl.Names
	if fl.Bypass != nil && f2.Kind != invoked {
		by, ok := byKind(fl.Bypass, f2.Kind)
		if !ok {
			return rf, false
		}
		passed, ok := meet(f2.Bypass, []Bypass{by})
		if !ok {
			return rf, false
		}
		rf.Bypass = passed
	} else if fl.Bypass != nil {
		passed, ok := meet(f2.Bypass, fl.Bypass)
		if !ok {
			return rf, false
		}
		rf.Bypass = passed
	}
	// The way: fl's, its last step (the call of the interface method)
	// naming the implementation it takes, then impl's.
	path := append([]Step(nil), fl.Path...)
	if n := len(path); n > 0 && impl.Pkg() != nil {
		path[n-1].Pkg, path[n-1].Qual, path[n-1].Name = impl.Pkg().Path(), impl.Pkg().Name(), objName(impl)
	}
	rf.ArgStep = len(path) + f2.ArgStep
	rf.Path = append(path, f2.Path...)
	return rf, true
}

// joinFields is fields selected one after the other, as an origin spells
// them.
func joinFields(a, b []string) string {
	out := ""
	for _, f := range append(append([]string(nil), a...), b...) {
		if out != "" {
			out += "."
		}
		out += f
	}
	return out
}

// localFunc is the function of this package whose summary is kept for
// obj, nil for another package's.
func (a *analysis_) localFunc(obj *types.Func) *ssa.Function {
	if obj.Pkg() != a.pass.Pkg {
		return nil
	}
	for f := range a.sums {
		if f.Object() == obj {
			return f
		}
	}
	return nil
}

// resolvedSummary is f's (obj's) summary with its invoked flows read on
// into the implementations this package sees (resolveInvoked).
func (a *analysis_) resolvedSummary(f *ssa.Function, obj *types.Func) []Flow {
	flows := a.summaryOf(f, obj)
	return a.resolveAll(flows)
}

// resolveAll is flows with each invoked flow this package can resolve
// replaced by what it resolves to.
func (a *analysis_) resolveAll(flows []Flow) []Flow {
	var out []Flow
	for i, fl := range flows {
		if fl.Kind != invoked {
			if out != nil {
				out = append(out, fl)
			}
			continue
		}
		more, ok := a.resolveInvoked(fl, 0)
		if !ok {
			if out != nil {
				out = append(out, fl)
			}
			continue
		}
		if out == nil {
			out = append([]Flow(nil), flows[:i]...)
		}
		out = append(out, more...)
	}
	if out == nil {
		return flows
	}
	return out
}
