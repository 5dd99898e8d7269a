package valueflow

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// A list built here of structs built here keeps their fields apart: the
// fields of its elements are the function's fields of the slice (or
// array) value, by the element struct's field index, as a local struct's
// are by its own. A lister that returns []Session whose every element
// has the model's folder in ProjectPath and a file name it listed in ID
// gives its caller an ID that is not the model's, so a caller that opens
// each session by its ID does not open the model's path. What the list
// holds whole (an element of no tracked fields, a value stored over an
// element) is its taint, and every use of the list as a whole (of) still
// sees all its fields.

// structOf is the struct t is, points to, or holds as the elements of a
// slice or array (of structs or of pointers to them); nil when none.
func structOf(t types.Type) *types.Struct {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		return u
	case *types.Slice:
		t = u.Elem()
	case *types.Array:
		t = u.Elem()
	default:
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}

// listOfStructs reports whether t is a slice or array (or a pointer to
// an array) whose elements are structs or pointers to structs.
func listOfStructs(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch t.Underlying().(type) {
	case *types.Slice, *types.Array:
		return structOf(t) != nil
	}
	return false
}

// elementsOf is the list (slice value, array allocation) that an
// element address &l[i] points into, when the function tracks the
// fields of that list's elements or could: nil otherwise.
func elementsOf(addr ssa.Value) ssa.Value {
	ia, ok := addr.(*ssa.IndexAddr)
	if !ok || !listOfStructs(ia.X.Type()) {
		return nil
	}
	switch ia.X.(type) {
	case *ssa.Alloc, *ssa.MakeSlice:
		return ia.X
	}
	return nil
}

// storeElement records that the struct val (its fields tracked here)
// is stored at the element address addr of a list made here, and
// reports whether it did; false leaves the store to the whole list.
func (s *fnState) storeElement(addr ssa.Value, val ssa.Value) bool {
	list := elementsOf(addr)
	if list == nil || val == nil {
		return false
	}
	holder := s.structHolder(val)
	fields := s.fields[holder]
	if len(fields) == 0 {
		return false
	}
	s.set(list, s.t[holder].inexact())
	for i, ft := range fields {
		s.addField(list, i, ft)
	}
	return true
}

// sameElements gives the list to the fields of the elements of the list
// from, and the taint from holds whole, and reports whether from tracks
// its elements' fields: a slice of it, an append to it, an element
// address in it keep them apart.
func (s *fnState) sameElements(to, from ssa.Value) bool {
	if !listOfStructs(from.Type()) {
		return false
	}
	holder := s.structHolder(from) // a list read from a variable: the variable's
	fields := s.fields[holder]
	if len(fields) == 0 {
		return false
	}
	s.set(to, s.elementsWhole(holder).inexact())
	for i, ft := range fields {
		s.addField(to, i, ft)
	}
	return true
}

// elementsWhole is what a list holds whole, without its elements'
// tracked fields: its own taint, and a slice's, the taint of what it
// slices.
func (s *fnState) elementsWhole(v ssa.Value) taint {
	t := s.t[v]
	if sl, ok := v.(*ssa.Slice); ok && len(s.fields[sl.X]) == 0 {
		t, _ = taint(nil).union(t)
		t, _ = t.union(s.of(sl.X))
	}
	return t
}

// appended gives the result v of append(list, elems...) what its
// arguments hold: element fields kept apart where an argument tracks
// them, whole otherwise.
func (s *fnState) appended(v *ssa.Call, args []ssa.Value) {
	for _, arg := range args {
		if !listOfStructs(v.Type()) || !s.sameElements(v, arg) {
			s.set(v, s.of(arg).inexact())
		}
	}
}

// loadElement gives the pointer x = *(&l[i]) loaded from an element of
// a list of pointers to structs the fields its element address tracks,
// and reports whether it did: the struct it points to is the element's.
// (A list of structs by value needs nothing: a field read of the loaded
// struct finds the address through structHolder.)
func (s *fnState) loadElement(x *ssa.UnOp) bool {
	ia, ok := x.X.(*ssa.IndexAddr)
	if !ok || len(s.fields[ia]) == 0 || !isStruct(x.Type()) {
		return false
	}
	if _, isPtr := x.Type().Underlying().(*types.Pointer); !isPtr {
		return false
	}
	s.set(x, s.t[ia])
	for i, ft := range s.fields[ia] {
		s.addField(x, i, ft)
	}
	return true
}
