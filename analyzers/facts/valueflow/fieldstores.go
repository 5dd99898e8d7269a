package valueflow

// What the package stores in its own fields. An unexported field of a
// struct of the package is set only by the package's code: its stores in
// the package's built functions are every value it can hold, unless its
// address escapes (&s.root given to a function, which may store through
// it). Two readings use them: the functions a func-valued field holds
// (fieldfuncs.go) and how a folder kept in a field ends (sepEnd).

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// storedValues are the values each field is stored, and the fields whose
// stores are not all known.
type storedValues struct {
	vals    map[*types.Var][]ssa.Value
	unknown map[*types.Var]bool
}

// fieldStores indexes, once, the stores into the unexported fields of
// the package's structs in its built functions.
func (a *analysis_) fieldStores() *storedValues {
	if a.stored != nil {
		return a.stored
	}
	sv := &storedValues{vals: map[*types.Var][]ssa.Value{}, unknown: map[*types.Var]bool{}}
	a.stored = sv
	for _, fn := range a.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				fa, ok := instr.(*ssa.FieldAddr)
				if !ok {
					continue
				}
				st, ok := addrStruct(fa)
				if !ok {
					continue
				}
				field := st.Field(fa.Field)
				if field.Exported() || field.Pkg() != a.pass.Pkg {
					continue
				}
				if st.Tag(fa.Field) != "" {
					sv.unknown[field] = true // a decoder may set it
				}
				vals, kept := storesAt(fa)
				sv.vals[field] = append(sv.vals[field], vals...)
				if !kept {
					sv.unknown[field] = true // the address escapes
				}
			}
		}
	}
	return sv
}

// stores are the values field is stored in the package, and whether
// they are all it can hold (an unexported field whose address stays in
// the package's code, with no struct tag a decoder reads).
func (sv *storedValues) stores(field *types.Var) ([]ssa.Value, bool) {
	if field == nil || sv.unknown[field] || field.Exported() {
		return nil, false
	}
	vals := sv.vals[field]
	return vals, len(vals) > 0
}

// writtenValues are the values the code writes into the elements of a
// list's backing store: a slice made, an array allocated (a literal
// []string{a, b}, the list append is given); ok is false when an
// element's address goes elsewhere than to a store or a load.
func writtenValues(store ssa.Value) ([]ssa.Value, bool) {
	var vals []ssa.Value
	for _, r := range *store.Referrers() {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok {
			continue // sliced, appended to, ranged over: read
		}
		at, kept := storesAt(ia)
		if !kept {
			return nil, false
		}
		vals = append(vals, at...)
	}
	return vals, true
}

// storesAt are the values stored at an address (a field's, an
// element's, a captured variable's cell), and whether they are all it
// holds: every other use of the address is a load, or a closure's
// binding of the variable; given to a call or stored elsewhere, it
// escapes. Every store is returned either way (fieldFuncs reads them
// whatever else the address does).
func storesAt(addr ssa.Value) (vals []ssa.Value, all bool) {
	all = true
	for _, r := range *addr.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr == addr {
				vals = append(vals, r.Val)
				continue
			}
		case *ssa.UnOp, *ssa.DebugRef, *ssa.MakeClosure:
			continue
		}
		all = false
	}
	return vals, all
}

// literalElements are the elements of a list written as a literal and
// ranged over where it is written (for _, cmd := range []string{"podman",
// "podman.exe"}): v is an element loaded from it.
func literalElements(v ssa.Value) ([]ssa.Value, bool) {
	u, ok := v.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return nil, false
	}
	ia, ok := u.X.(*ssa.IndexAddr)
	if !ok {
		return nil, false
	}
	sl, ok := ia.X.(*ssa.Slice)
	if !ok {
		return nil, false
	}
	alloc, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return nil, false
	}
	vals, ok := writtenValues(alloc)
	return vals, ok && len(vals) > 0
}
