package valueflow

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// Sanitized in place: a helper that takes pointers to strings and
// replaces each with its escaped form (an API client's
// escapeValidatePathSegments(&owner, &repo), whose body is
// *seg[i] = url.PathEscape(*seg[i])). The caller's variable holds, after
// the call, a value that carries nothing of what the model gave, and the
// path it builds from it (fmt.Sprintf("/repos/%s/%s", owner, repo)) has
// no segment the model controls. A load of such a variable is read as
// the sanitizer's result when the call stands between every store of
// the variable and the load (it dominates the load, and every store
// dominates it). The helper is read from its SSA form: it must be of the
// same package (a flow through it is inside that package: an SDK's
// method and its helper).

// sanitizedInPlace reports whether the load of a local variable reads
// a value a helper sanitized in place (above).
func (s *fnState) sanitizedInPlace(load *ssa.UnOp) bool {
	alloc, ok := load.X.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil || !textual(alloc.Type().(*types.Pointer).Elem()) {
		return false
	}
	var stores []ssa.Instruction
	var calls []*ssa.Call
	for _, r := range *alloc.Referrers() {
		switch x := r.(type) {
		case *ssa.Store:
			if x.Addr == alloc {
				stores = append(stores, x)
				continue
			}
			// &v put in a slice the call takes (its variadic
			// arguments).
			if arr := root(x.Addr); arr != nil {
				calls = append(calls, callsTaking(arr)...)
			}
		case *ssa.Call:
			for i, a := range x.Call.Args {
				if a == alloc && sanitizes(x.Call.StaticCallee(), i) {
					calls = append(calls, x)
				}
			}
		}
	}
	for _, c := range calls {
		if !before(c, load) {
			continue
		}
		all := true
		for _, st := range stores {
			all = all && before(st, c)
		}
		if all {
			return true
		}
	}
	return false
}

// callsTaking are the calls that take a slice of arr (the backing array
// of variadic arguments) as an argument their callee sanitizes in place.
func callsTaking(arr ssa.Value) []*ssa.Call {
	var out []*ssa.Call
	for _, r := range *arr.Referrers() {
		sl, ok := r.(*ssa.Slice)
		if !ok || sl.Referrers() == nil {
			continue
		}
		for _, u := range *sl.Referrers() {
			if c, ok := u.(*ssa.Call); ok {
				for i, a := range c.Call.Args {
					if a == sl && sanitizesElems(c.Call.StaticCallee(), i) {
						out = append(out, c)
					}
				}
			}
		}
	}
	return out
}

// sanitizes reports whether fn replaces what its parameter i (a *string)
// points to with a sanitizer's result of it, and stores nothing else
// there.
func sanitizes(fn *ssa.Function, i int) bool {
	if fn == nil || i >= len(fn.Params) {
		return false
	}
	p := fn.Params[i]
	return sanitizingStores(fn, func(addr ssa.Value) bool { return addr == p })
}

// sanitizesElems reports whether fn replaces what each element of its
// parameter i (a []*string: seg ...*string) points to with a
// sanitizer's result of it, and stores nothing else there.
func sanitizesElems(fn *ssa.Function, i int) bool {
	if fn == nil || i >= len(fn.Params) {
		return false
	}
	p := fn.Params[i]
	return sanitizingStores(fn, func(addr ssa.Value) bool {
		// *seg[i]: a load of &seg[i].
		ld, ok := addr.(*ssa.UnOp)
		if !ok || ld.Op != token.MUL {
			return false
		}
		ia, ok := ld.X.(*ssa.IndexAddr)
		return ok && ia.X == p
	})
}

// sanitizingStores reports whether fn stores through an address that
// ours accepts, and each such store is of a sanitizer's result of a load
// of the same address.
func sanitizingStores(fn *ssa.Function, ours func(ssa.Value) bool) bool {
	if fn.Pkg == nil || len(fn.Blocks) == 0 {
		return false
	}
	found := false
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			st, ok := instr.(*ssa.Store)
			if !ok || !ours(st.Addr) {
				continue
			}
			call, ok := st.Val.(*ssa.Call)
			if !ok || len(call.Call.Args) != 1 {
				return false
			}
			_, obj := callee(call.Common())
			if obj == nil {
				return false
			}
			if m, ok := sanitizers[funcKey(obj)]; !ok || m != allKinds {
				return false
			}
			arg, ok := call.Call.Args[0].(*ssa.UnOp)
			if !ok || arg.Op != token.MUL || !sameAddr(arg.X, st.Addr) {
				return false
			}
			found = true
		}
	}
	return found
}

// sameAddr reports whether two addresses are the same: one value, or
// loads of one address (*seg[i] read twice).
func sameAddr(a, b ssa.Value) bool {
	if a == b {
		return true
	}
	la, ok1 := a.(*ssa.UnOp)
	lb, ok2 := b.(*ssa.UnOp)
	if !ok1 || !ok2 || la.Op != token.MUL || lb.Op != token.MUL {
		return false
	}
	ia, ok1 := la.X.(*ssa.IndexAddr)
	ib, ok2 := lb.X.(*ssa.IndexAddr)
	return la.X == lb.X || ok1 && ok2 && ia.X == ib.X && ia.Index == ib.Index
}

// before reports whether instruction a runs before b on every path to b:
// its block dominates b's, and within one block it comes first.
func before(a, b ssa.Instruction) bool {
	ba, bb := a.Block(), b.Block()
	if ba != bb {
		return ba.Dominates(bb)
	}
	for _, i := range ba.Instrs {
		switch i {
		case a:
			return true
		case b:
			return false
		}
	}
	return false
}
