package valueflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"
)

// Handler wrappers: a function that takes a handler and returns a func
// that calls it (middleware: tracing, logging, an adapter to the SDK's
// handler type), as in s.AddTool(tool, AdaptToolHandler(WithTracing(name,
// h))). The registration names a call, not the handler; the handler is
// h, reached with the request the client sent when the returned func
// passes its own parameter on unchanged. A wrapper is known by its SSA
// form, in any package (a fact): its result is a closure that calls the
// handler parameter it captured with some of its own parameters as they
// came, or is the handler parameter itself. A wrapper that does not call
// the handler, or calls it with a request of its own, is no wrapper: the
// flow ends there, as at any func value.

// Wraps is the fact of a handler wrapper: its parameter Param (in its
// signature, a method's receiver not counted) is the handler, which the
// func it returns calls with its parameters Forward (indices in the
// returned func's signature) as it got them.
type Wraps struct {
	Param   int
	Forward []int
}

func (*Wraps) AFact() {}

func (w *Wraps) String() string {
	s := "wraps p" + strconv.Itoa(w.Param) + " forwarding"
	for _, i := range w.Forward {
		s += " " + strconv.Itoa(i)
	}
	return s
}

// maxWrappers bounds the wrappers followed around one handler.
const maxWrappers = 8

// wrapsOf computes f's Wraps fact, nil when f is no handler wrapper.
func wrapsOf(f *ssa.Function) *Wraps {
	if f.Signature.Results().Len() != 1 || len(f.Blocks) == 0 {
		return nil
	}
	var w *Wraps
	recv := 0
	if f.Signature.Recv() != nil {
		recv = 1
	}
	for _, b := range f.Blocks {
		for _, instr := range b.Instrs {
			ret, ok := instr.(*ssa.Return)
			if !ok || len(ret.Results) != 1 {
				continue
			}
			param, fwd, ok := wrapped(f, unconvert(ret.Results[0]))
			if !ok || param < recv {
				continue
			}
			if w == nil {
				w = &Wraps{Param: param - recv}
			} else if w.Param != param-recv {
				return nil // two handlers: which one runs is not known
			}
			for _, i := range fwd {
				if !slices.Contains(w.Forward, i) {
					w.Forward = append(w.Forward, i)
				}
			}
		}
	}
	if w == nil || len(w.Forward) == 0 {
		return nil
	}
	slices.Sort(w.Forward)
	return w
}

// wrapped reports whether v, returned by f, is f's parameter of a func
// type (SSA index param) or a closure that calls it; fwd are the
// parameters of the returned func passed on unchanged.
func wrapped(f *ssa.Function, v ssa.Value) (param int, fwd []int, ok bool) {
	if p, isParam := v.(*ssa.Parameter); isParam {
		i := slices.Index(f.Params, p)
		sig, isSig := p.Type().Underlying().(*types.Signature)
		if i < 0 || !isSig {
			return 0, nil, false
		}
		for j := range sig.Params().Len() {
			fwd = append(fwd, j)
		}
		return i, fwd, true
	}
	mc, isClosure := v.(*ssa.MakeClosure)
	if !isClosure {
		return 0, nil, false
	}
	anon, isFn := mc.Fn.(*ssa.Function)
	if !isFn {
		return 0, nil, false
	}
	for j, b := range mc.Bindings {
		if j >= len(anon.FreeVars) {
			break
		}
		param = capturedParam(f, b)
		if param < 0 {
			continue
		}
		fv := anon.FreeVars[j]
		for _, blk := range anon.Blocks {
			for _, instr := range blk.Instrs {
				call, isCall := instr.(ssa.CallInstruction)
				if !isCall || call.Common().IsInvoke() || !isLoadOf(call.Common().Value, fv) {
					continue
				}
				for i, arg := range call.Common().Args {
					if p := argParam(arg); p != nil && i < len(anon.Params) && p == anon.Params[i] && !slices.Contains(fwd, i) {
						fwd = append(fwd, i)
					}
				}
			}
		}
		if len(fwd) > 0 {
			return param, fwd, true
		}
	}
	return 0, nil, false
}

// capturedParam is the index of f's parameter a closure's binding b
// captures, -1 if none: a captured variable is a cell (an Alloc) that f
// stores the parameter into once and never again.
func capturedParam(f *ssa.Function, b ssa.Value) int {
	if p, ok := b.(*ssa.Parameter); ok {
		return slices.Index(f.Params, p)
	}
	if cell, ok := b.(*ssa.Alloc); ok {
		if p := spilled(cell); p != nil {
			return slices.Index(f.Params, p)
		}
	}
	return -1
}

// spilled is the parameter a cell holds as it came: the cell is given
// the parameter once and never written again (nor any field of it), nor
// its address passed on; nil if not.
func spilled(cell *ssa.Alloc) *ssa.Parameter {
	var param *ssa.Parameter
	var ok func(v ssa.Value, top bool) bool
	ok = func(v ssa.Value, top bool) bool {
		if v.Referrers() == nil {
			return false
		}
		for _, r := range *v.Referrers() {
			switch r := r.(type) {
			case *ssa.Store:
				p, isParam := r.Val.(*ssa.Parameter)
				if !top || r.Addr != v || !isParam || param != nil {
					return false // written again, or stored elsewhere
				}
				param = p
			case *ssa.UnOp:
				if r.Op != token.MUL {
					return false
				}
			case *ssa.FieldAddr:
				if !ok(r, false) {
					return false
				}
			case *ssa.MakeClosure:
				// Captured: the closure reads the cell, never writes it.
				anon, isFn := r.Fn.(*ssa.Function)
				i := slices.Index(r.Bindings, v)
				if !isFn || i < 0 || i >= len(anon.FreeVars) || !readOnly(anon.FreeVars[i]) {
					return false
				}
			case *ssa.DebugRef:
			default:
				return false
			}
		}
		return true
	}
	if !ok(cell, true) {
		return nil
	}
	return param
}

// readOnly reports whether a closure's free variable (a cell) is only
// read.
func readOnly(fv *ssa.FreeVar) bool {
	if fv.Referrers() == nil {
		return false
	}
	for _, r := range *fv.Referrers() {
		switch r := r.(type) {
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return false
			}
		case *ssa.DebugRef:
		default:
			return false
		}
	}
	return true
}

// argParam is the parameter of fn a call's argument v is, as it came
// (directly, or loaded from its spilled cell); nil if none.
func argParam(v ssa.Value) *ssa.Parameter {
	v = unconvert(v)
	if p, ok := v.(*ssa.Parameter); ok {
		return p
	}
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		if cell, ok := u.X.(*ssa.Alloc); ok {
			return spilled(cell)
		}
	}
	return nil
}

// isLoadOf reports whether v, a call's function, is the free variable fv
// or its contents (a captured cell).
func isLoadOf(v, fv ssa.Value) bool {
	v = unconvert(v)
	if v == fv {
		return true
	}
	u, ok := v.(*ssa.UnOp)
	return ok && u.Op == token.MUL && u.X == fv
}

// unconvert is v before conversions between func types (a closure
// returned as a named handler type).
func unconvert(v ssa.Value) ssa.Value {
	for {
		switch c := v.(type) {
		case *ssa.ChangeType:
			v = c.X
		case *ssa.MakeInterface:
			v = c.X
		default:
			return v
		}
	}
}

// wraps returns the Wraps of fn, of this package or another, nil if fn
// is no wrapper.
func (r *Result) wraps(fn *types.Func) *Wraps {
	fn = fn.Origin()
	if w := r.wrappers[fn]; w != nil {
		return w
	}
	if fn.Pkg() == nil || fn.Pkg() == r.pkg || r.importFact == nil {
		return nil
	}
	w := new(Wraps)
	if !r.importFact(fn, w) {
		return nil
	}
	return w
}

// Unwrap returns the handler that the wrappers e calls (a registration's
// handler argument) lead to, and whether each parameter of the func e
// denotes reaches it unchanged. For an expression that is no call of a
// wrapper, it returns e, with every parameter passed.
func (r *Result) Unwrap(e ast.Expr) (ast.Expr, func(i int) bool) {
	var fwd []int // nil: every parameter
	for range maxWrappers {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if r == nil || !ok {
			break
		}
		fn, ok := typeutil.Callee(r.info, call).(*types.Func)
		if !ok {
			break
		}
		w := r.wraps(fn)
		if w == nil {
			break
		}
		i := w.Param
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			if s := r.info.Selections[sel]; s != nil && s.Kind() == types.MethodExpr {
				i++ // T.Wrap(t, h): the receiver is the first argument
			}
		}
		if i >= len(call.Args) || call.Ellipsis.IsValid() {
			break
		}
		if fwd == nil {
			fwd = slices.Clone(w.Forward)
		} else {
			fwd = slices.DeleteFunc(fwd, func(i int) bool { return !slices.Contains(w.Forward, i) })
		}
		e = call.Args[i]
	}
	return e, func(i int) bool { return fwd == nil || slices.Contains(fwd, i) }
}
