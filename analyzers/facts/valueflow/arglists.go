package valueflow

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// A program's arguments are often built before the call: a literal the
// code appends to on some paths (args := []string{"get", kind}; if name
// != "" { args = append(args, name) }), then spread into the call or
// into a helper's variadic parameter. argLists follows the appends and
// the joins of paths back to the literals, so that each element is read
// at its place among the arguments: after an end of options, or as an
// option's value, it is not reported. A slice from elsewhere (a field,
// a callee's result, the model's own list) is one element, listOf: each
// of its elements is what the slice is, and what comes after them is not
// read. A slice a function of this package returns (its static callee,
// or the module's implementations of an interface method it invokes:
// base := e.Strategy.BuildArgs(e.URL)) is read as the lists it returns:
// its constants are known, each of its other values is one element of
// the call's result, resultElem. What cannot be followed at all (the
// appends of a loop) is an
// unknown element, nil, after which scanOptions reads nothing: whether
// it ended the options is not known. The words of a value split (strings.Fields(s), shlex.Split,
// and a slice of them, words[1:]) are one element, wordsOf: how many
// there are and what they say is the value's.

// maxArgLists bounds the argument lists one call is read as.
const maxArgLists = 16

// argLists are the lists of arguments the slice v may hold, one per way
// it was built; ok is false when v is none of a literal, an append, a
// join of those or nil (then the caller has its own rule). bodies, when
// not nil, are the functions with a body here a call may run, whose
// returns are read for the lists a call's result holds.
func argLists(v ssa.Value, bodies func(*ssa.CallCommon) []*ssa.Function) ([][]ssa.Value, bool) {
	if w, ok := splitWords(v); ok {
		return [][]ssa.Value{{w}}, true
	}
	switch v.(type) {
	case *ssa.Call, *ssa.Phi, *ssa.MakeSlice, *ssa.Extract:
		l := &lister{seen: map[ssa.Value]bool{}, done: map[ssa.Value][][]ssa.Value{}, bodies: bodies}
		return l.lists(v), true
	}
	elems, ok := varargs(v)
	if !ok {
		if l, ok := listFrom(v); ok {
			return [][]ssa.Value{{l}}, true
		}
		return nil, false
	}
	return [][]ssa.Value{elems}, true
}

// listOf stands in a list of arguments for the elements of a slice that
// is neither built here nor this function's parameter (a field, a
// callee's result, the model's own list: append(args, in.Packages...)):
// how many there are and what they say is the slice's, and whether one
// of them ends the options is not known.
type listOf struct{ ssa.Value }

// listFrom is v as the elements of a list of text it holds, when v is
// such a slice that is not a parameter (whose callers' elements are read
// at each call: Flow.Spread) and not a constant.
func listFrom(v ssa.Value) (ssa.Value, bool) {
	at := v
	if sl, ok := at.(*ssa.Slice); ok {
		at = sl.X // args[1:]
	}
	switch x := at.(type) {
	case *ssa.Parameter, *ssa.Const:
		return nil, false
	case *ssa.UnOp:
		if _, local := x.X.(*ssa.Alloc); local {
			return nil, false // a local variable, built here by a callee (addFlag(&args, …))
		}
	}
	sl, ok := v.Type().Underlying().(*types.Slice)
	if !ok {
		return nil, false
	}
	if b, ok := sl.Elem().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return nil, false
	}
	return listOf{v}, true
}

// unknownList is a list of which nothing is known.
var unknownList = [][]ssa.Value{{nil}}

// lister computes the lists of the values of one slice, each value's
// once: optional appends one after another join paths two by two, and
// each join would be walked again through every later one.
type lister struct {
	seen   map[ssa.Value]bool // the values being computed: a loop
	done   map[ssa.Value][][]ssa.Value
	bodies func(*ssa.CallCommon) []*ssa.Function
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
		// A loop that appends to the slice (for _, w := range words {
		// args = append(args, w) }) joins the slice before the loop and
		// its append to itself: the lists are those it had before, and
		// each of them followed by what one turn appends (another turn
		// appends the same values again, after the same ones).
		var out, tails [][]ssa.Value
		for _, e := range x.Edges {
			if tail, ok := selfAppend(x, e); ok {
				for _, list := range l.lists(tail) {
					tails = append(tails, wordElements(list))
				}
				continue
			}
			out = append(out, l.lists(e)...)
		}
		if len(tails) > 0 {
			for _, head := range slices.Clone(out) {
				for _, tail := range tails {
					out = append(out, slices.Concat(head, tail))
				}
			}
		}
		if len(out) > maxArgLists {
			return out[:maxArgLists]
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
	if out, ok := l.returned(v); ok {
		return out
	}
	if l, ok := listFrom(v); ok {
		return [][]ssa.Value{{l}}
	}
	if p, ok := v.(*ssa.Parameter); ok {
		return [][]ssa.Value{{paramList{p}}}
	}
	return unknownList
}

// returned are the lists v, a call's result (or one of its results), may
// hold: those each function the call may run returns, with its constants
// as they are and its other elements as elements of v (resultElem); ok
// is false when a function the call may run has no body here, or v is
// no call's result.
func (l *lister) returned(v ssa.Value) ([][]ssa.Value, bool) {
	call, idx := v, 0
	if x, ok := v.(*ssa.Extract); ok {
		call, idx = x.Tuple, x.Index
	}
	c, ok := call.(*ssa.Call)
	if !ok || l.bodies == nil {
		return nil, false
	}
	fns := l.bodies(&c.Call)
	if len(fns) == 0 {
		return nil, false
	}
	var out [][]ssa.Value
	for _, f := range fns {
		for _, b := range f.Blocks {
			if len(b.Instrs) == 0 {
				continue
			}
			r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
			if !ok || idx >= len(r.Results) {
				continue
			}
			for _, list := range l.lists(r.Results[idx]) {
				out = append(out, resultElements(v, list))
				if len(out) > maxArgLists {
					return out[:maxArgLists], true
				}
			}
		}
	}
	return out, len(out) > 0
}

// resultElements is list, the elements of a list a callee returns, as
// elements of the caller's v: a constant is the same constant, a list of
// which the count is not known (the callee's list from elsewhere, its
// parameter's, the words of a value) is v's elements (listOf), any other
// value one element of v (resultElem).
func resultElements(v ssa.Value, list []ssa.Value) []ssa.Value {
	out := make([]ssa.Value, len(list))
	for i, e := range list {
		switch e.(type) {
		case nil:
			return out[:i+1] // out[i] is nil: nothing is known after it
		case *ssa.Const:
			out[i] = e
		case listOf, paramList, wordsOf:
			return append(out[:i], listOf{v})
		default:
			out[i] = resultElem{v}
		}
	}
	return out
}

// resultElem stands in a list of arguments for one element of a slice a
// callee returns that is none of its constants: its taint is the slice's
// (fnState.element), its place among the arguments the callee's.
type resultElem struct{ ssa.Value }

// paramList stands in a list of arguments for the elements of the
// function's parameter appended to it (args = append([]string{"--token",
// t}, args...)): its callers' elements, read at each call (Flow.Spread)
// when the program still reads options where they stand
// (readsOptionAfter). Here it is an unknown element.
type paramList struct{ *ssa.Parameter }

// readsOptionAfter reports whether program reads the argument after
// prefix as an option, not as the value of one before it and not after
// an end of options (scanOptions, asked of a stand-in for it). A program
// that stops at its first argument (firstArgumentPrograms) is taken to
// when the prefix is empty only.
func readsOptionAfter(program string, prefix []ssa.Value) bool {
	if _, first := firstArgumentPrograms[program]; first && len(prefix) > 0 {
		return false
	}
	reads := false
	scanOptions(program, append(slices.Clip(prefix), standIn{}), func(i int, _ ssa.Value, k Kind) {
		reads = reads || i == len(prefix) && k == Option
	})
	return reads
}

// standIn is an element of an argument list that is none of the code's:
// where scanOptions reads it, an argument there is read.
type standIn struct{ ssa.Value }

// spreadParams are the parameters whose elements the lists append where
// program reads them as options, with their indices among fn's.
func spreadParams(fn *ssa.Function, program string, lists [][]ssa.Value) []int {
	var out []int
	for _, elems := range lists {
		for i, e := range elems {
			p, ok := e.(paramList)
			if !ok {
				continue
			}
			if j := slices.Index(fn.Params, p.Parameter); j >= 0 && readsOptionAfter(program, elems[:i]) && !slices.Contains(out, j) {
				out = append(out, j)
			}
			break
		}
	}
	return out
}

// selfAppend reports whether e, an edge of phi, is append(phi, tail...):
// a loop's turn that appends tail to the slice the phi joins.
func selfAppend(phi *ssa.Phi, e ssa.Value) (tail ssa.Value, ok bool) {
	c, ok := e.(*ssa.Call)
	if !ok || len(c.Call.Args) != 2 || c.Call.Args[0] != phi {
		return nil, false
	}
	if b, ok := c.Call.Value.(*ssa.Builtin); !ok || b.Name() != "append" {
		return nil, false
	}
	return c.Call.Args[1], true
}

// wordElements is list with each element a turn of a loop takes from
// the words of a value (for _, w := range strings.Fields(s)) standing as
// those words (wordsOf): the loop appends every one of them.
func wordElements(list []ssa.Value) []ssa.Value {
	out := slices.Clone(list)
	for i, e := range out {
		var from ssa.Value
		switch x := e.(type) {
		case *ssa.UnOp:
			if ia, ok := x.X.(*ssa.IndexAddr); ok && x.Op == token.MUL {
				from = ia.X
			}
		case *ssa.Index:
			from = x.X
		}
		if from != nil {
			if w, ok := splitWords(from); ok {
				out[i] = w
			}
		}
	}
	return out
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

// bodies are the functions a call may run whose returns argLists reads:
// its static callee, or the module's implementations of the interface
// method it invokes (dispatch.go), each with its body in this package;
// nil when one of them has none here (another package's, a func value's).
func (s *fnState) bodies(c *ssa.CallCommon) []*ssa.Function {
	if !c.IsInvoke() {
		if f := c.StaticCallee(); f != nil && f.Blocks != nil {
			return []*ssa.Function{f}
		}
		return nil
	}
	var out []*ssa.Function
	for _, impl := range s.a.dispatch.implementations(c.Method) {
		f := s.fn.Prog.FuncValue(impl)
		if f == nil || f.Blocks == nil {
			return nil
		}
		out = append(out, f)
	}
	return out
}
