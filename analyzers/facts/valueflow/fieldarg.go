package valueflow

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// argOf is the taint of arg where a callee's flow starts at field (Go
// field names or map keys, outermost first) of it. When arg is a map made
// here by constant keys, it is the value stored under the key. When arg
// is a local struct whose
// fields the function tracks one by one (the arguments decoded into it:
// decodeInto), it is that field's own taint, so that a flow of one field
// through a pointer to the struct does not carry the others; else it is
// all of arg's. A struct passed by value that the function built or
// changed field by field (*t0, with t0 a local) is read the same way.
func (s *fnState) argOf(arg ssa.Value, field []string) taint {
	t, _ := s.argOfDepth(arg, field, 0)
	return t
}

// argAt is the taint of the argument a callee's flow fl starts at, and fl
// with the fields argAt has already read from it removed from Field (a
// struct held whole in a field: argOfDepth), so that compose selects the
// rest from what the taint's exact origins are.
func (s *fnState) argAt(args []ssa.Value, fl Flow) (taint, Flow) {
	t, read := s.argOfDepth(args[fl.Param], fl.Field, 0)
	if read > 0 {
		fl.Field = fl.Field[read:]
	}
	return t, fl
}

// argOfDepth is argOf, and how many of field's first names its exact
// origins are already read at: a field that holds a struct whole
// (&Builder{config: config}) is read through, so that the callee's
// config.Name is config's Name alone, the inner struct's field when the
// function tracks its fields, else its taint with the rest of field to
// select.
func (s *fnState) argOfDepth(arg ssa.Value, field []string, depth int) (taint, int) {
	if v := cellValue(arg); v != nil && len(field) > 0 {
		arg = v // a variable a closure captures: the value it holds
	}
	if byKey := s.mapKeys[arg]; len(byKey) > 0 && len(field) > 0 {
		// A map made here: the value stored under the key the callee
		// reads, and what was stored under keys that are not constants.
		t, _ := taint(nil).union(s.t[arg])
		t, _ = t.union(byKey[field[0]].inexact())
		return t, 0
	}
	holder := s.structHolder(arg)
	fields := s.fields[holder]
	if len(fields) == 0 || len(field) == 0 {
		return s.of(arg), 0
	}
	i, ok := fieldIndex(holder.Type(), field[0])
	if !ok {
		return s.of(arg), 0
	}
	if inner := s.wholes[holder][i]; len(inner) == 1 && !s.mixed[holder][i] && len(field) > 1 && depth < maxFieldDepth {
		// The field holds a struct whole: read on in it. What the
		// holder is as a whole is all of its fields'.
		t, read := s.argOfDepth(inner[0], field[1:], depth+1)
		if own := s.t[holder]; len(own) > 0 {
			t, _ = taint(nil).union(t)
			t, _ = t.union(own.inexact())
		}
		return t, read + 1
	}
	t, _ := taint(nil).union(s.t[holder])
	t, _ = t.union(fields[i].inexact())
	return t, 0
}

// cellValue is the one value stored in a variable that a closure
// captures (go func() { s.Run() }() captures s by reference: SSA keeps
// it in a cell, which the closure is given), nil when the cell is stored
// more than once or its address goes elsewhere than to loads and
// closures. The callee's field of the variable is then that value's
// field, not all the cell ever held.
func cellValue(v ssa.Value) ssa.Value {
	alloc, ok := v.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil {
		return nil
	}
	if vals, all := storesAt(alloc); all && len(vals) == 1 {
		return vals[0]
	}
	return nil
}

// structHolder is the value whose fields the function tracks one by one
// for v: v itself, or the local a load (*t0) reads the struct from, so
// that a field of a struct built here and passed or read by value is that
// field's own taint, not all of the struct's.
func (s *fnState) structHolder(v ssa.Value) ssa.Value {
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL && len(s.fields[v]) == 0 && len(s.fields[u.X]) > 0 {
		return u.X
	}
	return v
}

// fieldIndex is the index of the field named name of the struct t is,
// points to, or lists (structOf).
func fieldIndex(t types.Type, name string) (int, bool) {
	st := structOf(t)
	if st == nil {
		return 0, false
	}
	for i := range st.NumFields() {
		if st.Field(i).Name() == name {
			return i, true
		}
	}
	return 0, false
}

// maxResultDepth bounds the fields of a struct a function returns that
// its result flows tell apart (Env.Info.State.Title: three).
const maxResultDepth = 3

// resultFields calls emit with each field path of the struct holder that
// the function built field by field, and its taint: a field that holds,
// whole, another struct built here field by field (wholes) gives that
// struct's fields as prefix.Field.Inner, so that a caller handing one of
// them to a sink does not hand the others; any other field gives its own
// taint.
func (s *fnState) resultFields(holder ssa.Value, prefix string, depth int, emit func(path string, t taint)) {
	for j, ft := range s.fields[holder] {
		path := fieldName(holder.Type(), j)
		if prefix != "" {
			path = prefix + "." + path
		}
		if inner := s.wholes[holder][j]; depth < maxResultDepth && len(inner) == 1 && !s.mixed[holder][j] &&
			len(s.fields[inner[0]]) > 0 && len(s.t[inner[0]]) == 0 {
			s.resultFields(inner[0], path, depth+1, emit)
			continue
		}
		emit(path, ft)
	}
}
