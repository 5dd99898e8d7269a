package valueflow

import (
	"go/constant"

	"golang.org/x/tools/go/ssa"
)

// A program's arguments are often built before the call: a literal the
// code appends to on some paths (args := []string{"get", kind}; if name
// != "" { args = append(args, name) }), then spread into the call or
// into a helper's variadic parameter. argLists follows the appends and
// the joins of paths back to the literals, so that each element is read
// at its place among the arguments: after an end of options, or as an
// option's value, it is not reported. What cannot be followed (a slice
// from elsewhere, the appends of a loop) is an unknown element, nil,
// after which scanOptions reads nothing: whether it ended the options is
// not known. The words of a value split (strings.Fields(s), shlex.Split,
// and a slice of them, words[1:]) are one element, wordsOf: how many
// there are and what they say is the value's.

// maxArgLists bounds the argument lists one call is read as.
const maxArgLists = 16

// argLists are the lists of arguments the slice v may hold, one per way
// it was built; ok is false when v is none of a literal, an append, a
// join of those or nil (then the caller has its own rule).
func argLists(v ssa.Value) ([][]ssa.Value, bool) {
	if w, ok := splitWords(v); ok {
		return [][]ssa.Value{{w}}, true
	}
	switch v.(type) {
	case *ssa.Call, *ssa.Phi, *ssa.MakeSlice:
		l := &lister{seen: map[ssa.Value]bool{}, done: map[ssa.Value][][]ssa.Value{}}
		return l.lists(v), true
	}
	elems, ok := varargs(v)
	if !ok {
		return nil, false
	}
	return [][]ssa.Value{elems}, true
}

// unknownList is a list of which nothing is known.
var unknownList = [][]ssa.Value{{nil}}

// lister computes the lists of the values of one slice, each value's
// once: optional appends one after another join paths two by two, and
// each join would be walked again through every later one.
type lister struct {
	seen map[ssa.Value]bool // the values being computed: a loop
	done map[ssa.Value][][]ssa.Value
}

func (l *lister) lists(v ssa.Value) [][]ssa.Value {
	if out, ok := l.done[v]; ok {
		return out
	}
	if l.seen[v] {
		return unknownList // a loop's appends
	}
	l.seen[v] = true
	out := l.compute(v)
	delete(l.seen, v)
	l.done[v] = out
	return out
}

func (l *lister) compute(v ssa.Value) [][]ssa.Value {
	if elems, ok := varargs(v); ok {
		return [][]ssa.Value{elems}
	}
	if w, ok := splitWords(v); ok {
		return [][]ssa.Value{{w}}
	}
	switch x := v.(type) {
	case *ssa.MakeSlice:
		if c, ok := x.Len.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.Int {
			if n, ok := constant.Int64Val(c.Value); ok && n == 0 {
				return [][]ssa.Value{{}}
			}
		}
	case *ssa.Phi:
		var out [][]ssa.Value
		for _, e := range x.Edges {
			out = append(out, l.lists(e)...)
			if len(out) > maxArgLists {
				return out[:maxArgLists]
			}
		}
		return out
	case *ssa.Call:
		b, ok := x.Call.Value.(*ssa.Builtin)
		if !ok || b.Name() != "append" || len(x.Call.Args) != 2 {
			break
		}
		var out [][]ssa.Value
		for _, head := range l.lists(x.Call.Args[0]) {
			for _, tail := range l.lists(x.Call.Args[1]) {
				out = append(out, append(append([]ssa.Value(nil), head...), tail...))
				if len(out) > maxArgLists {
					return out[:maxArgLists]
				}
			}
		}
		return out
	}
	return unknownList
}

// wordsOf stands in a list of arguments for the words of a value split
// into words: the splitter's result (or a slice of it), whose taint is
// the value's.
type wordsOf struct{ ssa.Value }

// splitWords reports whether the slice v holds the words of a value: a
// splitter's result, or a slice of one (words[1:]).
func splitWords(v ssa.Value) (ssa.Value, bool) {
	at := v
	if sl, ok := at.(*ssa.Slice); ok {
		at = sl.X
	}
	if !split(at) {
		return nil, false
	}
	return wordsOf{v}, true
}
