package valueflow

// How a folder kept in a field ends. A check strings.HasPrefix(abs, dir)
// over the folders a server keeps (for _, dir := range s.allowedDirs)
// says nothing in its own text of whether dir ends with a separator; the
// code that stores the field does. A constructor that stores each folder
// as filepath.Clean(abs) keeps folders without one (a sibling
// "<folder>-evil" passes the check); one that stores
// filepath.Clean(abs)+string(filepath.Separator) keeps them with one. The
// field's stores (fieldStores) are read the way sepEnd reads a value; a
// field the package does not set alone, or set in ways that disagree,
// ends as not known, which holds.

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// fieldEndKey names a field, or the elements of the list it holds.
type fieldEndKey struct {
	field *types.Var
	elems bool
}

// noStore is how a value ends that adds no folder (an empty list, the
// field's own list appended to, a field being read): it agrees with any
// other. Only fieldEnd's reading uses it.
const noStore sepState = -1

// fieldEnd says how the value of field ends (elems: each element of the
// list it holds), by every value the package stores in it.
func (a *analysis_) fieldEnd(field *types.Var, elems bool) sepState {
	if field == nil {
		return unknownEnd
	}
	key := fieldEndKey{field, elems}
	if st, ok := a.fieldEnds[key]; ok {
		return st
	}
	if a.fieldEnds == nil {
		a.fieldEnds = map[fieldEndKey]sepState{}
	}
	a.fieldEnds[key] = noStore // while it is read: the field's own value adds nothing
	vals, all := a.fieldStores().stores(field)
	out := noStore
	for _, v := range vals {
		var st sepState
		if elems {
			st = a.elementsEnd(v, map[ssa.Value]bool{})
		} else {
			st = a.sepEnd(v, 0)
		}
		out = joinEnd(out, st)
	}
	if !all || out == noStore { // stores returns no values when not all are known
		out = unknownEnd
	}
	a.fieldEnds[key] = out
	return out
}

// joinEnd is how a value ends that is either x or y.
func joinEnd(x, y sepState) sepState {
	switch {
	case x == noStore:
		return y
	case y == noStore || x == y:
		return x
	}
	return unknownEnd
}

// elementsEnd says how each element of the list v ends: the values
// appended to it, written into its backing array, or given in its
// literal. seen holds the values on the way (a loop's append and phi
// lead to each other).
func (a *analysis_) elementsEnd(v ssa.Value, seen map[ssa.Value]bool) sepState {
	if seen[v] {
		return noStore
	}
	if len(seen) > 32 {
		return unknownEnd
	}
	seen[v] = true
	switch x := v.(type) {
	case *ssa.Const:
		if x.IsNil() {
			return noStore // var dirs []string
		}
	case *ssa.Phi:
		out := noStore
		for _, e := range x.Edges {
			out = joinEnd(out, a.elementsEnd(e, seen))
		}
		return out
	case *ssa.MakeSlice:
		// make([]string, 0, n): the elements are those the code writes
		// into it (none when only appended to).
		return a.writtenEnd(x)
	case *ssa.Slice:
		if alloc, ok := x.X.(*ssa.Alloc); ok {
			return a.writtenEnd(alloc) // []string{a, b}, or append's list
		}
	case *ssa.UnOp:
		if f := loadedField(x); f != nil {
			return a.fieldEnd(f, true) // the field's own list, appended to
		}
	case *ssa.Call:
		if b, ok := x.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" && len(x.Call.Args) == 2 {
			return joinEnd(a.elementsEnd(x.Call.Args[0], seen), a.elementsEnd(x.Call.Args[1], seen))
		}
	}
	return unknownEnd
}

// writtenEnd says how the values written into the elements of a list's
// backing store (a slice made, an array allocated) end.
func (a *analysis_) writtenEnd(store ssa.Value) sepState {
	vals, ok := writtenValues(store)
	if !ok {
		return unknownEnd
	}
	out := noStore
	for _, v := range vals {
		out = joinEnd(out, a.sepEnd(v, 1))
	}
	return out
}

// loadedField is the field v is loaded from (*&x.f), nil when it is not
// such a load.
func loadedField(v ssa.Value) *types.Var {
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		return fieldOfAddr(u.X)
	}
	return nil
}
