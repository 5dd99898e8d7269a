package astflow

import (
	"go/ast"
	"go/types"
)

// The one value of a variable, and what may change it.
//
// Several passes read a schema, a router, a tool or an option through a
// variable, and each needs the same two answers: the one value the
// variable is given, and whether code may change what it holds after
// that. Definition and Changes give them from the index; each reader
// decides which changes matter to it (a router is still the router
// after r.Get registers a route on it; a schema handed to a function may
// not be the literal it was written as).

// Definition is the one assignment of v's own in this package (writes
// of its fields, which Changes lists, are not v's own), when it gives v
// a value the code shows: v := x, var v = x, or one result of a call
// with several (a.Result says which; -1 for v's own value). ok is false
// for a variable given no value or more than one, a parameter, a range
// variable, and a variable whose address is taken (&v: it may be set
// behind the pointer).
func (x *Index) Definition(v *types.Var) (a Assign, ok bool) {
	n := 0
	for _, as := range x.Assigns(v) {
		if as.Field {
			continue
		}
		n++
		a = as
	}
	if n != 1 || a.Kind != Given {
		return Assign{}, false
	}
	return a, true
}

// ChangeKind says how code may change what a variable holds without
// assigning the variable itself.
type ChangeKind uint8

const (
	// FieldSet: a field of the variable, or what it points to, is
	// written (v.f = x, *v = x, v.f++): an Assign with Field set.
	FieldSet ChangeKind = iota
	// ElemSet: an element of it is set (v[k] = x, v.f[k] = x, v[k].f =
	// x, v[k]++), a map's MapSets included.
	ElemSet
	// AddrTaken: the address of a part of it is taken (&v.f, &v[k]).
	// (&v itself makes v's value unseen: it is among its Assigns.)
	AddrTaken
	// Arg: it is an argument of a call (not of a conversion).
	Arg
	// Receiver: a method is called on it (v.M(), v.f.M()).
	Receiver
)

// Change is one place code may change what a variable holds.
type Change struct {
	Kind ChangeKind
	// Node is the statement or expression that writes (the
	// *ast.AssignStmt, *ast.IncDecStmt or *ast.UnaryExpr), or the
	// *ast.CallExpr the variable is handed to.
	Node ast.Node
}

// Changes are the places, in this package, where code may change what
// v holds without assigning v itself: the field writes, then the
// element sets and addresses taken, then the calls v is handed to, each
// group in source order. Whether a change matters is the reader's to
// say: a call that only reads its argument changes nothing, and the
// index cannot tell.
func (x *Index) Changes(v *types.Var) []Change {
	if !x.build() || v == nil {
		return nil
	}
	x.changesOnce.Do(x.indexChanges)
	return x.changes[v]
}

// indexChanges makes x.changes from the assignments, the inner writes
// (element sets of a map variable, its MapSets, among them) and the
// calls the walk found.
func (x *Index) indexChanges() {
	x.changes = map[*types.Var][]Change{}
	for v, as := range x.assigns {
		for _, a := range as {
			if a.Field {
				x.changes[v] = append(x.changes[v], Change{FieldSet, a.Node})
			}
		}
	}
	for v, cs := range x.inner {
		x.changes[v] = append(x.changes[v], cs...)
	}
	for _, c := range x.calls {
		call := c.call
		if tv, ok := x.info.Types[call.Fun]; ok && tv.IsType() {
			continue // a conversion
		}
		for _, arg := range call.Args {
			if v := x.varOf(arg); v != nil {
				x.changes[v] = append(x.changes[v], Change{Arg, call})
			}
		}
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			if s, ok := x.info.Selections[sel]; ok && s.Kind() == types.MethodVal {
				if v, _ := x.base(sel.X); v != nil {
					x.changes[v] = append(x.changes[v], Change{Receiver, call})
				}
			}
		}
	}
}

// innerWrite records a write into what a variable holds that its
// Assigns do not show: e, the left side of an assignment or the operand
// of & or ++, reaches its variable through an index (ElemSet), or is a
// part of it whose address is taken (AddrTaken).
func (x *Index) innerWrite(e ast.Expr, at ast.Node, kind ChangeKind) {
	v, indexed := x.base(e)
	if v == nil || (kind == ElemSet && !indexed) {
		return
	}
	x.inner[v] = append(x.inner[v], Change{kind, at})
}

// base is the variable e selects a part of (through fields, indexes and
// dereferences) or is, and whether an index is on the way.
func (x *Index) base(e ast.Expr) (v *types.Var, indexed bool) {
	for range 64 {
		switch s := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if sel, ok := x.info.Selections[s]; !ok || sel.Kind() != types.FieldVal {
				return nil, false
			}
			e = s.X
		case *ast.IndexExpr:
			e, indexed = s.X, true
		case *ast.StarExpr:
			e = s.X
		default:
			return x.varOf(e), indexed
		}
	}
	return nil, false
}
