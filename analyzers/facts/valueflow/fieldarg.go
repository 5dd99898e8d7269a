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
	return s.argOfDepth(arg, field, 0)
}

func (s *fnState) argOfDepth(arg ssa.Value, field []string, depth int) taint {
	if byKey := s.mapKeys[arg]; len(byKey) > 0 && len(field) > 0 {
		// A map made here: the value stored under the key the callee
		// reads, and what was stored under keys that are not constants.
		t, _ := taint(nil).union(s.t[arg])
		t, _ = t.union(byKey[field[0]].inexact())
		return t
	}
	holder := s.structHolder(arg)
	fields := s.fields[holder]
	if len(fields) == 0 || len(field) == 0 {
		return s.of(arg)
	}
	i, ok := fieldIndex(holder.Type(), field[0])
	if !ok {
		return s.of(arg)
	}
	t, _ := taint(nil).union(s.t[holder])
	if inner := s.wholes[holder][i]; len(inner) > 0 && !s.mixed[holder][i] && len(field) > 1 && depth < maxFieldDepth {
		// The field holds a struct whole (&Builder{config: config}):
		// the callee's config.Name is the inner struct's Name alone.
		for _, in := range inner {
			t, _ = t.union(s.argOfDepth(in, field[1:], depth+1).inexact())
		}
		return t
	}
	t, _ = t.union(fields[i].inexact())
	return t
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

// fieldIndex is the index of the field named name of the struct t is or
// points to.
func fieldIndex(t types.Type, name string) (int, bool) {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return 0, false
	}
	for i := range st.NumFields() {
		if st.Field(i).Name() == name {
			return i, true
		}
	}
	return 0, false
}
