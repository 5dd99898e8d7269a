package valueflow

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// A flow that happens only where a parameter is set: DoQuery(query,
// expect) runs an EXPLAIN of the query only where len(expect) > 0, and
// a caller that passes "" there runs the query but never the EXPLAIN.
// Flow.When lists such parameters: on every way from the function's
// entry to the sink, a test found each of them set (a string or slice
// not empty, a bool true, a pointer not nil). A caller that passes the
// zero constant to one of them takes no such flow; a caller that passes
// a parameter of its own passes the condition on (recordSummary).

// setTest is a test of the function that finds a parameter set on one
// of its block's sides.
type setTest struct {
	block *ssa.BasicBlock
	param int
	side  int // the index of the successor taken where the parameter is set
}

// setTests are the function's tests of a parameter against its zero
// value, found once.
func (s *fnState) setTests() []setTest {
	if s.setTestsFound {
		return s.sets
	}
	s.setTestsFound = true
	for _, b := range s.fn.Blocks {
		ifi, ok := endingIf(b)
		if !ok || len(b.Succs) != 2 {
			continue
		}
		if p, side, ok := s.setCondition(ifi.Cond); ok {
			s.sets = append(s.sets, setTest{block: b, param: p, side: side})
		}
	}
	return s.sets
}

// setCondition reads cond as a test of a parameter against its zero
// value: the parameter's index and the side on which it is set.
func (s *fnState) setCondition(cond ssa.Value) (param, side int, ok bool) {
	switch x := cond.(type) {
	case *ssa.Parameter:
		if isBool(x.Type()) {
			return s.paramIndex(x), 0, s.paramIndex(x) >= 0
		}
	case *ssa.UnOp:
		if x.Op == token.NOT {
			if p, ok := x.X.(*ssa.Parameter); ok && isBool(p.Type()) && s.paramIndex(p) >= 0 {
				return s.paramIndex(p), 1, true
			}
		}
	case *ssa.BinOp:
		for _, pair := range [2][2]ssa.Value{{x.X, x.Y}, {x.Y, x.X}} {
			p := s.zeroTested(pair[0])
			if p < 0 || !isZeroConst(pair[1]) {
				continue
			}
			switch {
			case x.Op == token.NEQ:
				return p, 0, true
			case x.Op == token.EQL:
				return p, 1, true
			case x.Op == token.GTR && pair[0] == x.X: // len(p) > 0
				return p, 0, true
			case x.Op == token.LSS && pair[0] == x.Y: // 0 < len(p)
				return p, 0, true
			}
		}
	}
	return -1, 0, false
}

// zeroTested is the index of the parameter v is, or whose length v is,
// -1 when none.
func (s *fnState) zeroTested(v ssa.Value) int {
	if c, ok := v.(*ssa.Call); ok {
		if b, ok := c.Call.Value.(*ssa.Builtin); ok && b.Name() == "len" && len(c.Call.Args) == 1 {
			v = c.Call.Args[0]
		}
	}
	if p, ok := v.(*ssa.Parameter); ok {
		return s.paramIndex(p)
	}
	return -1
}

func (s *fnState) paramIndex(p *ssa.Parameter) int { return slices.Index(s.fn.Params, p) }

// setAt are the parameters set on every way from the entry to b, in
// order, with those a callee's flow requires of this call (s.when).
func (s *fnState) setAt(b *ssa.BasicBlock) []int {
	out := slices.Clone(s.when)
	tests := s.setTests()
	if len(tests) == 0 || len(s.fn.Blocks) == 0 {
		return out
	}
	entry := s.fn.Blocks[0]
	for _, t := range tests {
		if slices.Contains(out, t.param) {
			continue
		}
		// b is reached only past the set side of t: without that edge,
		// it cannot be reached.
		blocked := !reach(entry, b, func(from, succ *ssa.BasicBlock) bool {
			return from != t.block || from.Succs[t.side] != succ
		})
		if blocked {
			out = append(out, t.param)
		}
	}
	if len(out) == 0 {
		return nil
	}
	slices.Sort(out)
	return out
}

// takes reports whether a call with args takes the flow fl of its
// callee: false when it passes the zero constant to a parameter the
// flow needs set. when are the caller's own parameters it passes there,
// whose condition goes on.
func (s *fnState) takes(fl Flow, args []ssa.Value) (when []int, ok bool) {
	for _, w := range fl.When {
		if w >= len(args) {
			continue
		}
		if isZeroConst(args[w]) {
			return nil, false
		}
		if p, isParam := args[w].(*ssa.Parameter); isParam {
			if i := s.paramIndex(p); i >= 0 && !slices.Contains(when, i) {
				when = append(when, i)
			}
		}
	}
	return when, true
}

// isZeroConst reports whether v is the constant zero value of its type:
// "", false, 0, nil.
func isZeroConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	if !ok {
		return false
	}
	if c.Value == nil {
		return true // nil, or a zero struct
	}
	switch c.Value.Kind() {
	case constant.String:
		return constant.StringVal(c.Value) == ""
	case constant.Bool:
		return !constant.BoolVal(c.Value)
	case constant.Int, constant.Float:
		return constant.Sign(c.Value) == 0
	}
	return false
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// bothWhen is the condition of a flow found on two ways: the parameters
// both need (a flow one way takes unconditionally is unconditional).
func bothWhen(a, b []int) []int {
	var out []int
	for _, p := range a {
		if slices.Contains(b, p) {
			out = append(out, p)
		}
	}
	return out
}
