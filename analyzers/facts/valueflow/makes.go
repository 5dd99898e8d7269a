package valueflow

import (
	"go/ast"
	"go/types"
	"slices"
	"strconv"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"
)

// Handler factories: a function that returns a handler made inside it,
// as servers write s.AddTool(tool, tools.GetPodHandler(client)). The
// registration names a call, not the handler; the handler is what the
// call returns. A factory is known by its SSA form, in any package (a
// fact): every value it returns is a func literal (closing over its
// parameters or not) or a func value (a function, a method value), or
// nil. A factory that returns different functions on different paths
// makes each of them, and each is followed. A factory that returns
// anything else on some path (a func from a map, an interface's method
// value, the result of another call) makes nothing mcpvet follows: the
// flow ends there, as at any func value.
//
// It is the sibling of a wrapper (wraps.go): a wrapper's handler is its
// parameter, a factory's is made in its body. A function that takes a
// handler of the type it returns is middleware, a wrapper or none, never
// a factory.

// Makes is the fact of a handler factory: the functions it returns.
type Makes struct{ Handlers []Made }

// Made is one function a factory returns, with the summary that function
// has: its flows and its reads, over its SSA parameters (Recv is 1 for a
// method value, whose receiver is parameter 0 and bound by the factory).
type Made struct {
	Recv  int
	Flows []Flow
	Reads *ReadsFact
}

func (*Makes) AFact() {}

func (m *Makes) String() string {
	s := "makes " + strconv.Itoa(len(m.Handlers))
	for _, h := range m.Handlers {
		s += " [" + (&Summary{Flows: h.Flows}).String() + "]"
	}
	return s
}

// maxMade bounds the functions one factory is followed to.
const maxMade = 8

// makesOf returns the functions f returns, each as a summary (resolve
// gives that of a function, nil when it is not known); nil when f is no
// factory.
func makesOf(f *ssa.Function, resolve func(*ssa.Function) *fnFlows) []*fnFlows {
	if len(f.Blocks) == 0 {
		return nil
	}
	// The result that is a func: the only one, or the one func among
	// several (func (s *S) toolX() (mcp.Tool, server.ToolHandlerFunc)
	// returns a tool with its handler).
	res, at := f.Signature.Results(), -1
	var sig *types.Signature
	for i := range res.Len() {
		if s, ok := res.At(i).Type().Underlying().(*types.Signature); ok {
			if at >= 0 {
				return nil
			}
			at, sig = i, s
		}
	}
	if at < 0 || sig.Params().Len() == 0 {
		return nil
	}
	for _, p := range f.Params {
		if types.Identical(p.Type().Underlying(), sig) {
			// It takes a handler and returns one: middleware that is
			// no wrapper (it may not call it, or call another) is not
			// followed, as wraps.go says.
			return nil
		}
	}
	var fns []*ssa.Function
	seen := map[ssa.Value]bool{}
	var made func(v ssa.Value) bool
	made = func(v ssa.Value) bool {
		v = unconvert(v)
		if seen[v] {
			return true
		}
		seen[v] = true
		var fn *ssa.Function
		switch x := v.(type) {
		case *ssa.Function:
			if x.Synthetic != "" {
				return false // a method expression's thunk: its parameters are not the method's
			}
			fn = x
		case *ssa.MakeClosure: // a func literal, or a method value (its bound wrapper)
			fn, _ = x.Fn.(*ssa.Function)
		case *ssa.Phi:
			for _, e := range x.Edges {
				if !made(e) {
					return false
				}
			}
			return true
		case *ssa.Const:
			return x.IsNil() // return nil: no handler on that path
		}
		if fn == nil {
			return false
		}
		if !slices.Contains(fns, fn) {
			fns = append(fns, fn)
		}
		return len(fns) <= maxMade
	}
	for _, b := range f.Blocks {
		for _, instr := range b.Instrs {
			ret, ok := instr.(*ssa.Return)
			if !ok || len(ret.Results) != res.Len() {
				continue
			}
			if !made(ret.Results[at]) {
				return nil
			}
		}
	}
	var out []*fnFlows
	worth := false
	for _, fn := range fns {
		ff := resolve(fn)
		if ff == nil {
			return nil // one of them is not known: which runs is not
		}
		worth = worth || len(ff.flows) > 0 || ff.reads != nil
		out = append(out, ff)
	}
	if !worth {
		return nil // nothing to follow into: no fact
	}
	return out
}

// madeFlows is the summary of a function a factory of this package
// returns: a func literal of the package (its body is analyzed here, so
// no summary means no flow), a function or a method (bound: a method
// value) of this package, whose body is built if it can have a flow, or
// of another, by its facts; nil when none is known.
func (r *Result) madeFlows(fn *ssa.Function) *fnFlows {
	if lit, ok := fn.Syntax().(*ast.FuncLit); ok && fn.Parent() != nil {
		if ff := r.lits[lit]; ff != nil {
			return ff
		}
		return &fnFlows{}
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok {
		return nil
	}
	obj = obj.Origin()
	if obj.Pkg() == r.pkg {
		if ff := r.objs[obj]; ff != nil {
			return ff
		}
		if _, isIface := recvType(obj).(*types.Interface); isIface {
			return nil
		}
		return &fnFlows{recv: recvOf(obj)}
	}
	if f := r.Func(obj); f != nil {
		return f.f
	}
	return nil
}

// recvType is the underlying type of a method's receiver, nil for a
// function.
func recvType(fn *types.Func) types.Type {
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		return sig.Recv().Type().Underlying()
	}
	return nil
}

// recvOf is 1 for a method, 0 for a function.
func recvOf(fn *types.Func) int {
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		return 1
	}
	return 0
}

// makesFact is the Makes fact of the functions a factory returns.
func makesFact(fs []*fnFlows) *Makes {
	m := &Makes{}
	for _, ff := range fs {
		h := Made{Recv: ff.recv}
		if len(ff.flows) > 0 { // nil, not empty: as gob decodes it
			h.Flows = (&fnSummary{flows: ff.flows}).facts()
		}
		if ff.reads != nil {
			h.Reads = ff.reads.exported()
		}
		m.Handlers = append(m.Handlers, h)
	}
	return m
}

// made returns the functions the factory a call calls returns, nil when
// it calls no factory.
func (r *Result) made(call *ast.CallExpr) []*Func {
	fn, ok := typeutil.Callee(r.info, call).(*types.Func)
	if !ok {
		return nil
	}
	return r.MadeBy(fn)
}

// MadeBy returns the functions the factory fn returns (as a call of it
// does: made), nil when fn is no factory mcpvet knows: a tool registered
// through a method the caller's value has (mcptool.Tool.HandlerFactory)
// runs what that method makes.
func (r *Result) MadeBy(fn *types.Func) []*Func {
	if r == nil || fn == nil {
		return nil
	}
	fn = fn.Origin()
	if fs, ok := r.makers[fn]; ok {
		out := make([]*Func, len(fs))
		for i, ff := range fs {
			out[i] = &Func{ff}
		}
		return out
	}
	if fn.Pkg() == nil || fn.Pkg() == r.pkg || r.importFact == nil {
		return nil
	}
	m := new(Makes)
	if !r.importFact(fn, m) {
		return nil
	}
	var out []*Func
	for _, h := range m.Handlers {
		out = append(out, &Func{&fnFlows{flows: h.Flows, recv: h.Recv, reads: h.Reads}})
	}
	return out
}
