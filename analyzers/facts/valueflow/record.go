package valueflow

import (
	"go/constant"
	"go/token"
	"go/types"
	"net/url"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
)

// guard is an if whose condition checks values of some origins, for the
// kinds given: on one of its sides the checked value may be unsafe.
type guard struct {
	a       *analysis_
	block   *ssa.BasicBlock
	origins taint
	kinds   mask
	// good is the side (0, 1) on which the value is one of the code's
	// (equal to a constant, found in an allow-list), -1 when the check
	// does not say which.
	good  int
	reach map[*ssa.BasicBlock][2]bool
	// corr caches dominatesCorrelated(block, b) by b; repeated is the
	// function's repeatedTests, shared by its guards and read once.
	corr     map[*ssa.BasicBlock]bool
	repeated func() map[ssa.Value]uint
	// judge says what passes the guard (guards.go); nil when it holds
	// for every kind it checks.
	judge guardJudge
	// notGuard: the check ends no flow by standing in front of a sink
	// (emptiness); its good side still holds a constant.
	notGuard bool
	// loop: the check is of each element of a slice, in a range loop
	// over it whose header is loop (loopGuards); nil otherwise.
	loop *ssa.BasicBlock
	// folder: the check holds the value to a folder (Flow.Folder).
	folder bool
	// against is Flow.Against of the check's flows; relative their
	// RelativeTo.
	against, relative int
	// branch: the check is a branch on the value, not a refusal of it
	// (if HasPrefix(p, "~/") { p = Join(home, p[2:]) }); its judge is
	// nil though it holds nothing.
	branch bool
	// chainJudge is a branch's judge, for when it is one of a chain of
	// checks the value must pass one of (eitherOf).
	chainJudge guardJudge
	// value is the value checked, when the check is of one.
	value ssa.Value
}

// side is the side of the guard (0: its condition holds) that leads to
// b, when the guard stands between its block and b: it dominates b, and
// only one of its sides leads to b (the other leaves, or skips b).
func (g *guard) side(b *ssa.BasicBlock) (int, bool) {
	if g.notGuard || g.block == b || len(g.block.Succs) != 2 {
		return 0, false
	}
	if !g.block.Dominates(b) && !g.afterLoop(b) && !g.dominatesCorrelated(b) {
		return 0, false
	}
	r, ok := g.reach[b]
	if !ok {
		r = [2]bool{reaches(g.block.Succs[0], b, g.block), reaches(g.block.Succs[1], b, g.block)}
		g.reach[b] = r
	}
	return oneSide(r[0], r[1])
}

// oneSide is the side (0, 1) that alone leads to a block, given whether
// each side does; false when both or neither do.
func oneSide(r0, r1 bool) (int, bool) {
	if r0 == r1 {
		return 0, false
	}
	if r0 {
		return 0, true
	}
	return 1, true
}

// sideAvoiding is side for b in the graph from entry without the edges
// of cut: the side of g every way to b goes through, when g's block
// stands on each of them and only one of its sides leads to b.
func (g *guard) sideAvoiding(entry, b *ssa.BasicBlock, cut map[*ssa.BasicBlock]*ssa.BasicBlock) (int, bool) {
	if g.notGuard || g.block == b || len(g.block.Succs) != 2 {
		return 0, false
	}
	follow := func(from, succ *ssa.BasicBlock) bool { return cut[from] != succ && succ != g.block }
	if entry != g.block && reach(entry, b, follow) {
		return 0, false // a way to b that does not go through g (every way does, from g itself)
	}
	return oneSide(reach(g.block.Succs[0], b, follow), reach(g.block.Succs[1], b, follow))
}

// dominatesCorrelated is the package function for the guard's block,
// cached.
func (g *guard) dominatesCorrelated(b *ssa.BasicBlock) bool {
	if r, ok := g.corr[b]; ok {
		return r
	}
	if g.corr == nil {
		g.corr = map[*ssa.BasicBlock]bool{}
	}
	var index map[ssa.Value]uint
	if g.repeated != nil {
		index = g.repeated()
	}
	r := dominatesCorrelated(g.block, b, index)
	g.corr[b] = r
	return r
}

// repeatedTests numbers the conditions of fn tested by more than one if;
// nil when there are none, or more than the walk of dominatesCorrelated
// affords.
func repeatedTests(fn *ssa.Function) map[ssa.Value]uint {
	tests := map[ssa.Value]int{}
	for _, blk := range fn.Blocks {
		if ifi, ok := endingIf(blk); ok {
			tests[ifi.Cond]++
		}
	}
	index := map[ssa.Value]uint{}
	for c, n := range tests {
		if n > 1 {
			index[c] = uint(len(index))
		}
	}
	if len(index) == 0 || len(index) > maxCorrelated {
		return nil // none, or more than the walk can afford: plain dominance
	}
	return index
}

// maxCorrelated and maxCorrelatedStates bound dominatesCorrelated: the
// states are blocks times the sides taken at the repeated tests, which
// grow threefold with each; past the bounds only plain dominance counts
// (a check that does not dominate the use does not stand: a finding may
// stay that the walk would have ended, never the other way).
const (
	maxCorrelated       = 8
	maxCorrelatedStates = 20000
)

// dominatesCorrelated reports whether every way from the function's
// entry to b goes through d, counting only the ways that take the same
// side at every test of one condition tested more than once (index, the
// function's repeatedTests): in if hasPreview { check(p) } … if
// hasPreview { use(p) }, the check does not dominate the use, but no way
// to the use skips it. Conditions tested once are free, as for
// dominance.
func dominatesCorrelated(d, b *ssa.BasicBlock, index map[ssa.Value]uint) bool {
	fn := d.Parent()
	if fn == nil || len(fn.Blocks) == 0 || d == b || len(index) == 0 {
		return false
	}
	// A state is a block and the sides taken so far at the repeated
	// tests (known: which were taken; side: the false side was).
	type state struct {
		blk         *ssa.BasicBlock
		known, side uint32
	}
	seen := map[state]bool{}
	work := []state{{blk: fn.Blocks[0]}}
	for len(work) > 0 {
		st := work[len(work)-1]
		work = work[:len(work)-1]
		if st.blk == d || seen[st] {
			continue
		}
		if len(seen) > maxCorrelatedStates {
			return false // too many ways to tell apart: plain dominance
		}
		if st.blk == b {
			return false // a way that skips d
		}
		seen[st] = true
		var ifi *ssa.If
		if n := len(st.blk.Instrs); n > 0 {
			ifi, _ = st.blk.Instrs[n-1].(*ssa.If)
		}
		for i, succ := range st.blk.Succs {
			next := state{succ, st.known, st.side}
			if ifi != nil {
				if bit, ok := index[ifi.Cond]; ok {
					took := uint32(i) << bit
					if st.known&(1<<bit) != 0 && st.side&(1<<bit) != took {
						continue // the other side of a test already taken
					}
					next.known |= 1 << bit
					next.side |= took
				}
			}
			work = append(work, next)
		}
	}
	return true
}

// elementAt is the element a check is made on (w, or strings.ToLower(w))
// when it is the element of a slice at the index of a range loop over it
// (for _, w := range words): the element's value, the slice and the
// loop's header.
func elementAt(v ssa.Value) (elem, slice ssa.Value, head *ssa.BasicBlock) {
	if c, ok := v.(*ssa.Call); ok && len(c.Call.Args) == 1 {
		if _, isFn := c.Call.Value.(*ssa.Function); isFn {
			v = c.Call.Args[0] // strings.ToLower(w), strings.TrimSpace(w)
		}
	}
	var index ssa.Value
	switch x := v.(type) {
	case *ssa.UnOp:
		ia, ok := x.X.(*ssa.IndexAddr)
		if !ok || x.Op != token.MUL {
			return nil, nil, nil
		}
		slice, index = ia.X, ia.Index
	case *ssa.Index:
		slice, index = x.X, x.Index
	default:
		return nil, nil, nil
	}
	next, ok := index.(*ssa.BinOp)
	if !ok || next.Op != token.ADD {
		return nil, nil, nil
	}
	head = next.Block()
	if len(head.Instrs) == 0 || len(head.Succs) != 2 {
		return nil, nil, nil
	}
	ifi, ok := head.Instrs[len(head.Instrs)-1].(*ssa.If)
	if !ok {
		return nil, nil, nil
	}
	cond, ok := ifi.Cond.(*ssa.BinOp)
	if !ok || cond.Op != token.LSS || cond.X != next {
		return nil, nil, nil
	}
	if l, ok := cond.Y.(*ssa.Call); !ok || !isLen(l, slice) {
		return nil, nil, nil
	}
	return v, slice, head
}

// loopGuards marks the guards that hold each element of a slice in a
// range loop over it (for _, w := range words { if CHECK(w) { return err
// } }): the loop ends only when every element went a good side of the
// guards on it (HasPrefix(w, "-") && !allowed[w] is two guards, either
// of whose good sides lets a word through), and no break leaves it.
// After the loop, each of them stands as if it dominated the code.
func (s *fnState) loopGuards(checked map[*guard]ssa.Value) {
	type loopElem struct {
		elem ssa.Value
		head *ssa.BasicBlock
	}
	groups := map[loopElem][]*guard{}
	for g, v := range checked {
		if elem, _, head := elementAt(v); head != nil {
			k := loopElem{elem, head}
			groups[k] = append(groups[k], g)
		}
	}
	for k, gs := range groups {
		body, done := k.head.Succs[0], k.head.Succs[1]
		if len(done.Preds) != 1 {
			continue // a break
		}
		cut := map[*ssa.BasicBlock]*ssa.BasicBlock{}
		stop := map[*ssa.BasicBlock]bool{}
		for _, g := range gs {
			if g.notGuard {
				continue
			}
			if g.good >= 0 {
				cut[g.block] = g.block.Succs[g.good]
			} else {
				stop[g.block] = true // its failing side leaves, or side finds none
			}
		}
		if reach(body, k.head, func(b, succ *ssa.BasicBlock) bool { return !stop[b] && cut[b] != succ }) {
			continue // an iteration that goes past no check
		}
		for _, g := range gs {
			g.loop = k.head
		}
	}
}

// isLen reports whether c is len(slice).
func isLen(c *ssa.Call, slice ssa.Value) bool {
	bi, ok := c.Call.Value.(*ssa.Builtin)
	return ok && bi.Name() == "len" && len(c.Call.Args) == 1 && c.Call.Args[0] == slice
}

// afterLoop reports whether b comes after the loop of a guard of each
// element: only once every element passed.
func (g *guard) afterLoop(b *ssa.BasicBlock) bool {
	return g.loop != nil && g.loop.Succs[1].Dominates(b)
}

// reaches reports whether to can be reached from from without going
// through stop.
func reaches(from, to, stop *ssa.BasicBlock) bool {
	if from == stop {
		return from == to
	}
	return reach(from, to, func(_, succ *ssa.BasicBlock) bool { return succ != stop || succ == to })
}

// endingIf is the if that ends block b, if one does.
func endingIf(b *ssa.BasicBlock) (*ssa.If, bool) {
	if len(b.Instrs) == 0 {
		return nil, false
	}
	ifi, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
	return ifi, ok
}

// findGuards collects the function's ifs that check a value.
func (s *fnState) findGuards() {
	checked := map[*guard]ssa.Value{}
	defer s.loopGuards(checked)
	repeated := sync.OnceValue(func() map[ssa.Value]uint { return repeatedTests(s.fn) })
	for _, b := range s.fn.Blocks {
		ifi, ok := endingIf(b)
		if !ok {
			continue
		}
		c := s.checkOf(ifi.Cond, 0)
		if len(c.t) > 0 && c.kinds != 0 {
			g := &guard{a: s.a, block: b, origins: c.t, kinds: c.kinds, good: c.good, judge: c.judge, notGuard: c.notGuard, folder: c.folder, against: againstParam(c.against), relative: againstParam(c.relative), reach: map[*ssa.BasicBlock][2]bool{}, repeated: repeated, value: c.v}
			if c.refusalOnly && !g.failsOnRefusal() {
				// A branch on the value, not a refusal of it (if
				// HasPrefix(p, "~/") { p = Join(home, p[2:]) }): it ends
				// the flow into that branch, as it always did, and says
				// no value passes it. The other way is the check's own
				// (if HasPrefix(line, "#") { continue } lets every other
				// line through).
				g.judge, g.branch, g.chainJudge = otherWay(g.judge), true, g.judge
			}
			s.guards = append(s.guards, g)
			if c.each != nil {
				checked[g] = c.each
			} else if c.v != nil {
				checked[g] = c.v
			}
		}
	}
}

// otherWay is j on the side where a branch's condition does not hold,
// nil (no value passes) on the branch itself; nil for a nil j.
func otherWay(j guardJudge) guardJudge {
	if j == nil {
		return nil
	}
	return func(k Kind, side int) *Bypass {
		if side != 1 {
			return nil
		}
		return j(k, side)
	}
}

// check is what a boolean checks: the values, for which kinds, the side
// (0, 1) on which the value is one of the code's (-1 when it does not
// say), what passes it (judge), and whether it is no guard at all.
type check_ struct {
	v        ssa.Value // the value checked, when it is one
	each     ssa.Value // the element of a loop the check is made with, when not v (a pattern)
	t        taint
	kinds    mask
	good     int
	judge    guardJudge
	notGuard bool
	// folder: the check holds the value to a folder (Flow.Folder):
	// filepath.IsLocal, a containment test against a folder, a refusal of
	// "..", or a validator's check of those.
	folder bool
	// relative is what one of the checks it stands for holds the value
	// relative to (Flow.RelativeTo), kept where against is not.
	relative taint
	// refusalOnly: judge says what passes only where the check refuses
	// on its other side (returns an error): a check of a name's start is
	// intent there, and a branch elsewhere.
	refusalOnly bool
	// against is what the value is checked relative to (the base of
	// filepath.Rel), whose origins t leaves out (relativeTo).
	against taint
}

// flagCheck reads a boolean that is false but where code entered past
// a check of a value sets it, or that is the result of such a check
// (found := false; for _, t := range valid { if in == t { found = true;
// break } }; if !found { return err }, and a predicate's return of abs
// == base || strings.HasPrefix(abs, base+sep)): it is the checks, true
// where the value passed one of them. Every way to true must come past a
// check of the same value, on a side that can be its good one.
func (s *fnState) flagCheck(phi *ssa.Phi, depth int) (check_, bool) {
	if b, ok := phi.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
		return check_{}, false
	}
	var ways []way
	var equals []*ssa.BinOp // value == other, read once the value is known
	seen := map[*ssa.Phi]bool{}
	var walk func(p *ssa.Phi) bool
	walk = func(p *ssa.Phi) bool {
		if seen[p] {
			return true
		}
		seen[p] = true
		for i, e := range p.Edges {
			switch x := e.(type) {
			case *ssa.Phi:
				if !walk(x) {
					return false
				}
			case *ssa.Const:
				if x.Value == nil || x.Value.Kind() != constant.Bool {
					return false
				}
				if !constant.BoolVal(x.Value) {
					continue
				}
				if i >= len(p.Block().Preds) {
					return false
				}
				c, sd, ok := s.trueFrom(p.Block().Preds[i], p.Block(), depth)
				if !ok {
					if eq, ok := equalOn(p.Block().Preds[i], p.Block()); ok {
						equals = append(equals, eq)
						continue
					}
					return false
				}
				ways = append(ways, way{c, sd})
			default:
				c := s.checkOf(e, depth+1)
				if c.v == nil || c.kinds == 0 || c.notGuard || c.good == 1 {
					return false
				}
				ways = append(ways, way{c, 0}) // the value is the check's result: true where it passed
			}
		}
		return true
	}
	if !walk(phi) {
		return check_{}, false
	}
	return joinWays(ways, equals, func(a, b ssa.Value) bool { return a == b })
}

// way is a way to true of a flag or a predicate: past check c, on side.
type way struct {
	c    check_
	side int
}

// joinWays is the check of a boolean that is true on ways, each past a
// check, and where the value equals another (equals: abs == base beside
// strings.HasPrefix(abs, base+sep), the value then the folder itself);
// same says whether two values are the one checked.
func joinWays(ways []way, equals []*ssa.BinOp, same func(a, b ssa.Value) bool) (check_, bool) {
	if len(ways) == 0 || len(ways) > 4 {
		return check_{}, false
	}
	out := ways[0].c
	for _, eq := range equals {
		if !same(eq.X, out.v) && !same(eq.Y, out.v) {
			return check_{}, false
		}
		ways = append(ways, way{check_{v: out.v, t: out.t, kinds: allKinds, good: 0}, 0})
	}
	for _, w := range ways[1:] {
		if !same(w.c.v, out.v) {
			return check_{}, false
		}
		out.kinds &= w.c.kinds
		out.folder = out.folder || w.c.folder
		out.relative, _ = out.relative.union(w.c.relative)
		out.t, _ = out.t.union(w.c.t)
	}
	if out.kinds == 0 {
		return check_{}, false
	}
	// A check with a judge of its own (an allow-list of a word of the
	// value: words[0] == allowed) holds the word, not the value: on its
	// good side the value is not the code's, and its judge says what
	// passes.
	all := true
	for _, w := range ways {
		all = all && w.c.good == w.side && w.c.judge == nil
	}
	out.good = -1
	if all {
		out.good = 0 // on every way, the value is the code's
	}
	first := ways[0]
	out.judge = func(k Kind, sd int) *Bypass {
		if sd != 0 {
			// False: the value failed the first check, at least.
			if first.c.judge == nil {
				return nil
			}
			return first.c.judge(k, 1-first.side)
		}
		// True: what passes one of the checks.
		for _, w := range ways {
			if w.c.judge == nil {
				continue // the code's value on that way, or no value passes
			}
			if by := w.c.judge(k, w.side); by != nil {
				return by
			}
		}
		return nil
	}
	return out, true
}

// equalOn is the comparison x == y whose equal side is the edge from
// pred to b.
func equalOn(pred, b *ssa.BasicBlock) (*ssa.BinOp, bool) {
	ifi, ok := endingIf(pred)
	if !ok || len(pred.Succs) != 2 || pred.Succs[0] != b {
		return nil, false
	}
	eq, ok := ifi.Cond.(*ssa.BinOp)
	return eq, ok && eq.Op == token.EQL
}

// trueFrom is the check past which the edge from pred to b is taken:
// pred's own if (a == b || …: true from the test's block), or the
// nearest check pred is entered past.
func (s *fnState) trueFrom(pred, b *ssa.BasicBlock, depth int) (check_, int, bool) {
	if _, ok := endingIf(pred); ok && len(pred.Succs) == 2 {
		c, sd, ok := s.ifCheck(pred, b, depth)
		if !ok || c.good >= 0 && c.good != sd {
			return check_{}, 0, false
		}
		return c, sd, true
	}
	return s.enteredPast(pred, depth)
}

// enteredPast is the nearest check of a value on a side of which the
// code must be to reach block b, and that side: a side that can be its
// good one (it says no other, or it is that one).
func (s *fnState) enteredPast(b *ssa.BasicBlock, depth int) (check_, int, bool) {
	for d := b; d != nil && d.Idom() != nil; d = d.Idom() {
		if len(d.Preds) != 1 {
			continue
		}
		c, sd, ok := s.ifCheck(d.Preds[0], d, depth)
		if !ok {
			continue
		}
		if c.good >= 0 && c.good != sd {
			return check_{}, 0, false
		}
		return c, sd, true
	}
	return check_{}, 0, false
}

// ifCheck is the check of a value the if ending block at makes, and the
// side of it that leads to d; ok is false when at ends in no such check.
func (s *fnState) ifCheck(at, d *ssa.BasicBlock, depth int) (check_, int, bool) {
	ifi, ok := endingIf(at)
	if !ok || len(at.Succs) != 2 {
		return check_{}, 0, false
	}
	sd := slices.Index(at.Succs, d)
	c := s.checkOf(ifi.Cond, depth+1)
	if sd < 0 || c.v == nil || c.kinds == 0 || c.notGuard {
		return check_{}, 0, false
	}
	return c, sd, true
}

// predicate reads a call of f, a function of the package whose one
// result is, on every return but those of false, the same check of one of
// its parameters (func isValidID(id string) bool { return
// idPattern.MatchString(id) }, or a containment test after the
// filepath.Abs calls whose errors return false): the check, made of the
// call's argument. A function that also returns true, or checks another
// value, is no predicate here.
func (s *fnState) predicate(f *ssa.Function, call *ssa.Call, depth int) (check_, bool) {
	if len(f.Blocks) == 0 || f.Signature.Results().Len() != 1 {
		return check_{}, false
	}
	if i, allowed, ok := runeClass(f); ok && i < len(call.Call.Args) {
		arg := call.Call.Args[i]
		return check_{v: arg, t: s.of(arg), kinds: allKinds, good: -1, judge: s.charClassJudge(call, allowed)}, true
	}
	if b, ok := f.Signature.Results().At(0).Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
		return check_{}, false
	}
	var rets []*ssa.Return
	for _, b := range f.Blocks {
		r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		if isFalse(r.Results[0]) {
			continue // a refusal on the way (if err != nil { return false }): true only past it
		}
		rets = append(rets, r)
	}
	if len(rets) == 0 {
		return check_{}, false
	}
	// The check is read in the predicate's own values, its parameters
	// the values checked (a comparison of two of its values reads their
	// taint).
	cs := s.a.predicateState(f)
	c, ok := cs.returnedCheck(rets, depth)
	if !ok {
		return check_{}, false
	}
	p, ok := absoluteForm(c.v)
	if !ok || c.each != nil || c.notGuard || c.kinds == 0 {
		return check_{}, false
	}
	i := slices.Index(f.Params, p) // a static call's Args have the receiver first, as Params do
	if i < 0 || i >= len(call.Call.Args) {
		return check_{}, false
	}
	arg := call.Call.Args[i]
	c.v, c.t = arg, s.of(arg)
	return c, true
}

// returnedCheck is the check a predicate's returns other than false make:
// the one value they all return, or ways each past a check of a form of
// one parameter (if filepath.Clean(p) == base { return true }; return
// strings.HasPrefix(p+sep, base+sep)).
func (s *fnState) returnedCheck(rets []*ssa.Return, depth int) (check_, bool) {
	if !slices.ContainsFunc(rets, func(r *ssa.Return) bool { return r.Results[0] != rets[0].Results[0] }) {
		return s.checkOf(rets[0].Results[0], depth+1), true
	}
	var ways []way
	var equals []*ssa.BinOp
	for _, r := range rets {
		b, v := r.Block(), r.Results[0]
		if c, ok := v.(*ssa.Const); ok {
			if c.Value == nil || c.Value.Kind() != constant.Bool {
				return check_{}, false
			}
			if len(b.Preds) == 1 {
				if eq, ok := equalOn(b.Preds[0], b); ok {
					equals = append(equals, eq)
					continue
				}
			}
			c, sd, ok := s.enteredPast(b, depth)
			if !ok {
				return check_{}, false
			}
			ways = append(ways, way{c, sd})
			continue
		}
		c := s.checkOf(v, depth+1)
		if c.v == nil || c.kinds == 0 || c.notGuard || c.good == 1 {
			return check_{}, false
		}
		ways = append(ways, way{c, 0})
	}
	return joinWays(ways, equals, func(a, b ssa.Value) bool {
		p, ok := absoluteForm(a)
		q, ok2 := absoluteForm(b)
		return ok && ok2 && p == q
	})
}

// absoluteForm is the parameter v is, or is the absolute or clean form
// of (filepath.Abs(p), filepath.Clean(p)): a check of that form is one of
// the parameter's path.
func absoluteForm(v ssa.Value) (*ssa.Parameter, bool) {
	return formOf(v, absoluteForms)
}

// predicateState is the taint of a predicate's values, its parameters
// the values checked, computed once per function.
func (a *analysis_) predicateState(f *ssa.Function) *fnState {
	if st, ok := a.predicates[f]; ok {
		return st
	}
	st := newFnState(a, f)
	st.propagate()
	if a.predicates == nil {
		a.predicates = map[*ssa.Function]*fnState{}
	}
	a.predicates[f] = st
	return st
}

// isFalse reports whether v is the constant false.
func isFalse(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value != nil && c.Value.Kind() == constant.Bool && !constant.BoolVal(c.Value)
}

// checkOf returns what a boolean checks.
func (s *fnState) checkOf(v ssa.Value, depth int) check_ {
	return s.relativeTo(s.checkOfValue(v, depth))
}

// relativeTo is c with what its value is checked relative to taken
// out: a check of rel, where rel, _ := filepath.Rel(base, p), holds p
// to base, and says nothing of where base is. A value of the model's in
// both (an app's name joined into the folder and into the path) moves
// the folder with the path, and passes (Flow.Against).
func (s *fnState) relativeTo(c check_) check_ {
	v := c.v
	if e, ok := v.(*ssa.Extract); ok && e.Index == 0 {
		v = e.Tuple
	}
	call, ok := v.(*ssa.Call)
	if !ok || len(call.Call.Args) != 2 {
		return c
	}
	if _, obj := callee(call.Common()); obj == nil || funcKey(obj) != "path/filepath.Rel" {
		return c
	}
	base := s.of(call.Call.Args[0])
	if len(base) == 0 {
		return c
	}
	c.t = c.t.without(base)
	c.against, c.relative = base, base
	return c
}

// againstParam is Flow.Against for a check relative to a value of
// origins t: 1 + the first parameter among them, 0 for none.
func againstParam(t taint) int {
	p := -1
	for o := range t {
		if o.param >= 0 && (p < 0 || o.param < p) {
			p = o.param
		}
	}
	return p + 1
}

func (s *fnState) checkOfValue(v ssa.Value, depth int) check_ {
	none := check_{good: -1}
	if depth > 4 {
		return none
	}
	switch x := v.(type) {
	case *ssa.Phi:
		if c, ok := s.flagCheck(x, depth); ok {
			return c
		}
	case *ssa.UnOp:
		if x.Op == token.NOT {
			c := s.checkOf(x.X, depth+1)
			if c.good >= 0 {
				c.good = 1 - c.good
			}
			if j := c.judge; j != nil {
				c.judge = func(k Kind, side int) *Bypass { return j(k, 1-side) }
			}
			return c
		}
	case *ssa.Extract:
		// ok, err := regexp.MatchString(pattern, arg)
		if c, ok := x.Tuple.(*ssa.Call); ok && x.Index == 0 {
			return s.checkOf(c, depth+1)
		}
		// _, ok := allowed[arg]
		if l, ok := x.Tuple.(*ssa.Lookup); ok && x.Index == 1 && l.CommaOk {
			if _, isMap := l.X.Type().Underlying().(*types.Map); isMap {
				return check_{v: l.Index, t: s.of(l.Index), kinds: allKinds, good: 0, judge: s.wordJudge(l.Index, l.X, l.Pos())}
			}
		}
	case *ssa.Lookup:
		// allowed[arg], a map of booleans
		if m, isMap := x.X.Type().Underlying().(*types.Map); isMap && !x.CommaOk {
			if b, ok := m.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
				return check_{v: x.Index, t: s.of(x.Index), kinds: allKinds, good: 0, judge: s.wordJudge(x.Index, x.X, x.Pos())}
			}
		}
	case *ssa.BinOp:
		if x.Op != token.EQL && x.Op != token.NEQ {
			return none
		}
		good := 0
		if x.Op == token.NEQ {
			good = 1
		}
		for _, pair := range [2][2]ssa.Value{{x.X, x.Y}, {x.Y, x.X}} {
			c, ok := pair[1].(*ssa.Const)
			if !ok {
				continue
			}
			if c.IsNil() {
				// err != nil after a validator
				t, k, j, folder, against, relative := s.validated(pair[0])
				return check_{t: t, kinds: k, good: -1, judge: j, folder: folder, against: against, relative: relative}
			}
			if c.Value != nil && c.Value.Kind() == constant.String {
				if word, ok := s.programWord(pair[0]); ok && constant.StringVal(c.Value) != "" {
					// words[0] == "az", filepath.Base(words[0]) ==
					// "kubectl": the first word names the program (in
					// any folder, by its base name).
					equal := 0
					if x.Op == token.NEQ {
						equal = 1
					}
					at, _ := wordIndex(word)
					return check_{v: word, t: s.of(word), kinds: 1<<Shell | 1<<Words, good: -1, judge: wordAtJudge(at, constant.StringVal(c.Value), s.a.condText(x), equal)}
				}
				if constant.StringVal(c.Value) == ".." && pathSegment(pair[0]) {
					// for _, seg := range strings.Split(p, "/") { if seg
					// == ".." { refuse } }: no segment of the value
					// climbs out of the folder or the path it is put
					// under (dotSegments).
					return check_{v: pair[0], t: s.of(pair[0]), kinds: dotSegmentKinds, good: -1, judge: dotSegmentsJudge(s.a.condText(x)), folder: true}
				}
				// A comparison with "" (emptiness) is no guard: the
				// value is one of the code's only where it equals "".
				return check_{v: pair[0], t: s.of(pair[0]), kinds: allKinds, good: good, notGuard: emptiness.notGuard && constant.StringVal(c.Value) == ""}
			}
		}
		// abs[:len(root)] == root: a containment test written by hand,
		// read as strings.HasPrefix(abs, root) is.
		for _, pair := range [2][2]ssa.Value{{x.X, x.Y}, {x.Y, x.X}} {
			if v, ok := slicedPrefix(pair[0], pair[1]); ok {
				return check_{v: v, t: s.of(v), kinds: 1<<Path | 1<<Request, good: -1, judge: s.slicePrefixJudge(x, pair[1]), folder: s.a.folderPrefix(v, pair[1])}
			}
		}
		// A value compared with one the model did not write (an element
		// of the code's or the operator's list, as a loop over an
		// allow-list compares): on the equal side it is that value.
		for _, pair := range [2][2]ssa.Value{{x.X, x.Y}, {x.Y, x.X}} {
			if _, isConst := pair[1].(*ssa.Const); isConst {
				continue // a zero value, a number: no list of values
			}
			if c, ok := s.comparedWith(pair[0], pair[1], good, x.Pos()); ok {
				return c
			}
		}
	case *ssa.Call:
		f, obj := callee(x.Common())
		if f != nil && f.Pkg == s.fn.Pkg {
			// valid(words[1]), where valid returns allowed[sub]: an
			// allow-list, in a function of its own.
			if i, list, ok := allowListFunc(f); ok && i < len(x.Call.Args) {
				arg := x.Call.Args[i]
				return check_{v: arg, t: s.of(arg), kinds: allKinds, good: 0, judge: s.wordJudge(arg, list, x.Pos())}
			}
			// matches(words[0], allowed), where matches is true only
			// when its first parameter (or its base name, its absolute
			// path) equals its second: a comparison, in a function of
			// its own.
			if i, j, ok := equalityFunc(f); ok && i < len(x.Call.Args) && j < len(x.Call.Args) {
				if c, ok := s.comparedWith(x.Call.Args[i], x.Call.Args[j], 0, x.Pos()); ok {
					return c
				}
			}
			// isValidID(id), where isValidID returns idPattern.MatchString(id)
			// (or filepath.IsLocal(p), any check the table reads) and
			// nothing else: that check, of the argument.
			if c, ok := s.predicate(f, x, depth); ok {
				return c
			}
		}
		if sig := x.Common().Signature(); sig != nil && boolSignature(sig) {
			// ok := v.isPathSafe(full), a predicate of any package whose
			// summary says it returns false for a parameter that fails a
			// check: that check, whichever way the caller tests it.
			if t, k, j, folder, against, relative := s.validated(x); len(t) > 0 && k != 0 {
				// The value passed where the predicate holds (side 0);
				// where it does not, any value goes on (if ok(p) {
				// refuse } lets the predicate's failures through).
				return check_{t: t, kinds: k, good: -1, folder: folder, against: against, relative: relative, judge: func(kind Kind, side int) *Bypass {
					if side != 0 {
						return silent(kind)
					}
					if j != nil {
						return j(kind, side)
					}
					return nil
				}}
			}
		}
		if obj == nil || !s.a.isStd(obj) {
			return none
		}
		key := funcKey(obj)
		ch, ok := checks[key]
		if !ok {
			return none
		}
		args := x.Common().Args
		if sig, _ := obj.Type().(*types.Signature); sig != nil && sig.Recv() != nil {
			args = args[1:] // the table counts no receiver
		}
		if ch.arg >= len(args) {
			return none
		}
		kinds := ch.kinds
		var judge guardJudge
		good := -1
		folder := kinds == 1<<Path // filepath.IsLocal, fs.ValidPath
		switch key {
		case "strings.HasPrefix":
			kinds = 1<<Path | 1<<Request
			if p := constString(args[1]); p == "-" || p == "--" {
				kinds = 1<<Option | 1<<Words
				good = 1 // a value that does not start with "-" is no option
				if p == "--" {
					judge = s.doubleDashJudge(x)
				}
			} else if readKeyword(constString(args[1])) {
				// strings.HasPrefix(stmt, "SELECT") in front of a
				// statement the model writes whole: the code means to
				// read only, and a statement that starts so can write.
				// A branch on the keyword (both ways run the statement)
				// says nothing.
				return check_{v: args[ch.arg], t: s.of(args[ch.arg]), kinds: 1 << Query, good: -1, judge: s.readOnlyJudge(x, constString(args[1])), refusalOnly: true}
			} else if statementKeyword(constString(args[1])) {
				// strings.HasPrefix(stmt, "CREATE TABLE"): the code means
				// to run statements of that kind only, and a second
				// statement after one passes.
				return check_{v: args[ch.arg], t: s.of(args[ch.arg]), kinds: 1 << Query, good: -1, judge: s.statementKindJudge(x, constString(args[1])), refusalOnly: true}
			} else if word, ok := leadingWord(constString(args[1])); ok {
				// strings.HasPrefix(cmd, "az "): the command line's first
				// word is the code's; a shell runs the rest, and a
				// program reads the other words as its arguments.
				kinds |= 1<<Shell | 1<<Words
				good = 0
				if check := s.a.checkText(x.Pos()); check != "" {
					judge = wordAtJudge(0, word, check, 0)
				}
			} else if !cleanedPath(args[0]) && constString(args[1]) != "" && !filepath.IsAbs(constString(args[1])) {
				// strings.HasPrefix(name, "rule-") on a value not cleaned:
				// a name, not a folder's path, and "rule-/../../x" starts
				// with it.
				return check_{v: args[ch.arg], t: s.of(args[ch.arg]), kinds: kinds, good: good, judge: s.uncleanedPrefixJudge(x, constString(args[1])), refusalOnly: true}
			} else {
				judge = s.prefixJudge(x, args[1])
				folder = s.a.folderPrefix(args[0], args[1])
				if constString(args[1]) == "" && !folder {
					// strings.HasPrefix(command, allowed) with a prefix
					// of the operator's (a list's element, a setting), on
					// a value no function cleaned: the line starts with an
					// allowed command, and a shell runs what follows ";"
					// too; a program reads the other words as its options.
					// A path is judged by the prefix's end, as before.
					kinds |= 1<<Shell | 1<<Words
					if check := s.a.checkText(x.Pos()); check != "" {
						path, word := judge, wordAtJudge(0, s.a.exprAt(x.Pos(), 1), check, 0)
						judge = func(k Kind, side int) *Bypass {
							if k == Path || k == Request {
								if path == nil {
									return nil
								}
								return path(k, side)
							}
							return word(k, side)
						}
					}
				}
			}
		case "strings.Contains", "strings.ContainsAny":
			var each ssa.Value
			patterns, ok := s.denied(key, args[1])
			if !ok {
				// Substrings not known: a check of a shape not
				// understood, which ends the flow into a shell (the
				// unknown is silence; no value can be named), and
				// says nothing of options.
				return check_{v: args[ch.arg], t: s.of(args[ch.arg]), kinds: kinds | 1<<Shell | 1<<Words, good: -1, judge: unknownDenyJudge(-1)}
			}
			if key == "strings.Contains" && len(patterns) == 1 && strings.Contains(patterns[0], "..") {
				// A value with ".." anywhere refused: no segment climbs,
				// as with a refusal of ".." segments, for a file's path
				// and a request's (where a query and a percent-encoded
				// climb still pass, unless the path is escaped after).
				return check_{v: args[ch.arg], t: s.of(args[ch.arg]), kinds: dotSegmentKinds, good: -1, judge: dotSegmentsJudge(s.a.exprAt(x.Pos(), -1)), folder: true}
			} else {
				if constString(args[1]) == "" {
					each = args[1] // a pattern of a list, in a loop over it
				}
				kinds |= 1<<Shell | 1<<Words
				judge = s.denyJudge(x, patterns)
			}
			return check_{v: args[ch.arg], each: each, t: s.of(args[ch.arg]), kinds: kinds, good: -1, judge: judge, folder: kinds == 1<<Path}
		case "(*regexp.Regexp).MatchString":
			judge = s.regexpJudge(x, x.Common().Args[0], false)
		case "regexp.MatchString":
			judge = s.regexpJudge(x, args[0], true)
		case "path/filepath.Match", "path.Match":
			judge = s.globJudge(x, args[0], key)
		}
		if key == "slices.Contains" {
			good = 0
			judge = s.wordJudge(args[1], args[0], x.Pos())
		}
		return check_{v: args[ch.arg], t: s.of(args[ch.arg]), kinds: kinds, good: good, judge: judge, folder: folder}
	}
	return none
}

// validated is what a call's error result checks, when its callee's
// summary says it returns an error for a parameter that fails a check,
// what passes those checks, whether one holds the value to a folder, and
// what the checks hold it relative to (Flow.Against: the caller's values
// passed there; relative, as Flow.RelativeTo).
func (s *fnState) validated(v ssa.Value) (t taint, kinds mask, judge guardJudge, folder bool, against, relative taint) {
	if e, ok := v.(*ssa.Extract); ok {
		v = e.Tuple
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil, 0, nil, false, nil, nil
	}
	targets := s.targets(call.Common())
	if len(targets) != 1 {
		return nil, 0, nil, false, nil, nil // none, or implementations that may check differently
	}
	f, obj, args := targets[0].f, targets[0].obj, targets[0].args
	var holds mask
	var bypass []Bypass
	for _, fl := range s.a.summaryOf(f, obj) {
		if fl.Kind == checked && fl.Against > 0 && fl.Against <= len(args) {
			against, _ = against.union(s.of(args[fl.Against-1]))
		}
		if fl.Kind == checked && fl.RelativeTo > 0 && fl.RelativeTo <= len(args) {
			relative, _ = relative.union(s.of(args[fl.RelativeTo-1]))
		}
		if fl.Kind == checked && fl.Param < len(args) {
			if fl.Marks&Part != 0 {
				t, _ = t.union(asPart(s.checkedArg(args, fl)))
			} else {
				t, _ = t.union(s.checkedArg(args, fl))
			}
			kinds |= fl.Checks
			holds |= fl.Checks
			folder = folder || fl.Folder && s.a.ownModule(f, obj)
			for _, b := range fl.Bypass {
				kinds |= 1 << b.Kind
				bypass = append(bypass, b)
			}
		}
	}
	if len(bypass) == 0 {
		return t, kinds, nil, folder, against, relative
	}
	step := s.step(call.Common(), f, obj)
	bypass = within(bypass, step.In(s.a.pass.Pkg))
	// The callee judged its own checks: a kind one of them holds for is
	// ended; for the others, a value passes when it passes every check
	// of the kind (a first word allowed and no substring denied), and
	// whichever way the caller tests the error.
	return t, kinds, func(k Kind, _ int) *Bypass {
		if holds.has(k) {
			return nil
		}
		var passed []Bypass
		for _, b := range bypass {
			if b.Kind != k {
				continue
			}
			var ok bool
			if passed, ok = meet(passed, []Bypass{b}); !ok {
				return nil
			}
		}
		if len(passed) == 0 {
			return nil
		}
		return &passed[0]
	}, folder, against, relative
}

func constString(v ssa.Value) string {
	if c, ok := v.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
		return constant.StringVal(c.Value)
	}
	return ""
}

// unguarded is the part of t a guard over b does not end for kind k: a
// check one of whose sides leads to b and the other not, or checks that
// the value is one of the code's (a switch over constants) on every way
// to b. A guard that a value of the model's passes while breaking its
// intent (guards.go) does not end it: the value's history keeps what
// passes it, for the kinds it lets through (for a result, every kind the
// guard checks; kinds it holds for, or does not check, are ended).
func (s *fnState) unguarded(t taint, v ssa.Value, b *ssa.BasicBlock, k Kind) taint {
	if len(t) == 0 || len(s.guards) == 0 {
		return t
	}
	out := taint{}
	for o, h := range t {
		ended := false
		passed := h.passed
		cut := map[*ssa.BasicBlock]*ssa.BasicBlock{}
		var aside []*guard     // checks b is on neither side of
		var undecided []*guard // and the branches b is on neither side of
		var branches []*guard  // the branches b is on neither side of
		cutBy := map[*ssa.BasicBlock]*guard{}
		// judged applies g, on whose side side b is, to the value: ends
		// it, or keeps what passes it.
		judged := func(g *guard, side int) (end bool) {
			var bs []Bypass
			if k.everyKind() {
				bs = g.bypasses(side)
			} else if g.judge != nil {
				if by := g.judge(k, side); by != nil {
					bs = []Bypass{*by}
				}
			}
			var ok bool
			passed, ok = meet(passed, bs)
			return !ok || len(bs) == 0
		}
		for _, g := range s.guards {
			if _, ok := g.origins[o]; !ok || !(k.everyKind() || g.kinds.has(k)) {
				continue
			}
			side, ok := g.side(b)
			if !ok && v != nil {
				side, ok = s.valueSide(g, v, o)
			}
			if !ok {
				side, ok = s.modeSide(g, b, o)
			}
			if ok && k == Query && g.origins[o].marks&Part != 0 && h.marks&Part == 0 && !g.notGuard && !g.branch && g.failsOnRefusal() {
				// A check of a word of the statement (its target
				// table) that refuses, while the whole statement runs:
				// what follows the word passes it. (A branch on the
				// word, both ways running the statement, says nothing.)
				if !slices.ContainsFunc(passed, Bypass.OfPart) {
					var okm bool
					if passed, okm = meet(passed, []Bypass{s.partBypass(g)}); !okm {
						ended = true
						break
					}
				}
				continue
			}
			if ok {
				if g.good >= 0 && side != g.good {
					// A deny-list: the side that goes on holds every
					// value but the code's.
					continue
				}
				if ended = judged(g, side); ended {
					break
				}
				continue
			}
			if g.good >= 0 {
				cut[g.block] = g.block.Succs[g.good]
				cutBy[g.block] = g
			} else if !g.branch {
				aside = append(aside, g)
			} else {
				branches = append(branches, g)
			}
			if g.good < 0 {
				undecided = append(undecided, g)
			}
		}
		if !ended && len(cut) > 0 && len(s.fn.Blocks) > 0 {
			ended = !reachesAvoiding(s.fn.Blocks[0], b, cut) || v != nil && s.onlyGood(v, o, cut)
			// A check b is on one side of once the ways through the
			// code's own values are left out: in a loop over allowed
			// folders, if p == dir || HasPrefix(p, dir+"/") { return p }
			// reaches the return past the prefix check only where p is
			// the folder itself. A branch on the value is no such check:
			// that a way through it is left out says nothing of the
			// other (a field of the value compared with a constant cuts
			// a way the value itself still takes).
			for _, g := range aside {
				if ended {
					break
				}
				if side, ok := g.sideAvoiding(s.fn.Blocks[0], b, cut); ok {
					ended = judged(g, side)
				}
			}
			// A branch on the value, once the ways where the same
			// value equals a constant of the code's are left out (if
			// strings.HasPrefix(p, "~/") || p == "~" { p =
			// filepath.Join(home, p[1:]) }): the value enters b past
			// the branch, as if the other test were not there.
			for _, g := range branches {
				if ended {
					break
				}
				if g.value == nil {
					continue // a branch on no one value: nothing to leave out
				}
				same := map[*ssa.BasicBlock]*ssa.BasicBlock{}
				for blk, to := range cut {
					if cutBy[blk].value == g.value {
						same[blk] = to
					}
				}
				if len(same) == 0 {
					continue
				}
				if side, ok := g.sideAvoiding(s.fn.Blocks[0], b, same); ok {
					ended = judged(g, side)
				}
			}
		}
		if !ended && len(undecided) > 1 && len(s.fn.Blocks) > 0 {
			// Checks of which the value passes one, each on its own way
			// to b: what passes one passes them all.
			if either := s.a.eitherOf(s.fn.Blocks[0], b, undecided); either != nil {
				var union []Bypass
				for _, g := range either {
					var bs []Bypass
					if k.everyKind() {
						bs = g.bypasses(g.accepting)
					} else if j := g.chainJudgeOr(); j != nil {
						if by := j(k, g.accepting); by != nil {
							bs = []Bypass{*by}
						}
					}
					if len(bs) == 0 {
						continue // lets nothing of the kind through
					}
					if union == nil {
						union = bs
					} else {
						union = joinPassed(union, bs)
					}
				}
				var ok bool
				if len(union) == 0 {
					ended = true
				} else if passed, ok = meet(passed, union); !ok {
					ended = true
				}
			}
		}
		if !ended {
			h.passed = passed
			out[o] = h
		}
	}
	return out
}

// refuses reports whether b ends its function failing: it returns a
// non-nil error last, or an error result, or it panics.
func (a *analysis_) refuses(b *ssa.BasicBlock) bool {
	if len(b.Instrs) == 0 {
		return false
	}
	switch last := b.Instrs[len(b.Instrs)-1].(type) {
	case *ssa.Return:
		n := len(last.Results)
		return n > 0 && types.Identical(last.Results[n-1].Type(), errorType) && !isNil(last.Results[n-1]) || a.returnsErrorResult(last) || a.answersCall(last, b)
	case *ssa.Panic:
		return true
	}
	return false
}

// returnsErrorResult reports whether ret returns a tool result that is
// an error result: return mcp.NewToolResultError(msg), nil, the refusal
// mcp-go's README teaches, fails the call though its error is nil.
func (a *analysis_) returnsErrorResult(ret *ssa.Return) bool {
	for _, r := range ret.Results {
		if isToolResult(r.Type()) && a.readsState().errorResult(r, 0) {
			return true
		}
	}
	return false
}

// chainJudgeOr is the guard's judge, or a branch's as one of a chain.
func (g *guard) chainJudgeOr() guardJudge {
	if g.branch {
		return g.chainJudge
	}
	return g.judge
}

// partBypass is what passes g, a check of a word of a statement, when
// the whole statement runs: a statement whose word passes, and a second
// statement after it.
func (s *fnState) partBypass(g *guard) Bypass {
	return Bypass{Kind: Query, Shape: partOfStatement.name, Check: s.checkText(g), Value: `"…; DROP TABLE t"`, Whole: true, Advice: partOfStatement.advice}
}

// checkText is how the code writes g's test: the call whose error or
// result the branch tests (isWritableTable(db, table), the validator
// that returned err), else the condition.
func (s *fnState) checkText(g *guard) string {
	ifi, ok := g.block.Instrs[len(g.block.Instrs)-1].(*ssa.If)
	if !ok {
		return ""
	}
	v := ifi.Cond
	for {
		u, ok := v.(*ssa.UnOp)
		if !ok || u.Op != token.NOT {
			break
		}
		v = u.X
	}
	if bin, ok := v.(*ssa.BinOp); ok {
		for _, x := range []ssa.Value{bin.X, bin.Y} {
			if e, ok := x.(*ssa.Extract); ok {
				v = e.Tuple
			} else if _, ok := x.(*ssa.Call); ok {
				v = x
			}
		}
	}
	if c, ok := v.(*ssa.Call); ok {
		if text := s.a.exprAt(c.Pos(), -1); text != "" {
			return text
		}
	}
	if e := s.a.exprFor(ifi.Cond.Pos()); e != nil {
		return types.ExprString(e)
	}
	return ""
}

// acceptingCheck is a check of a chain eitherOf finds, with the side on
// which it lets the value on.
type acceptingCheck struct {
	*guard
	accepting int
}

// eitherOf reads gs as one check made of several, refused when none
// holds, as servers write an allow-list of prefixes (if
// !HasPrefix(q, "SELECT") && !HasPrefix(q, "SHOW") { return err }): each
// check of gs one side of which leads to b without another check of gs
// (the side that lets the value on) and the other does not, when every
// way from entry to b goes through such a side, and one of them refuses
// on its other side (returns an error, or panics). A value that passes
// one of them reaches b; nil if gs is no such chain.
func (a *analysis_) eitherOf(entry, b *ssa.BasicBlock, gs []*guard) []acceptingCheck {
	// The chain's checks are those from which a refusal can be reached
	// without b: not a later branch on the value whose both ways run the
	// sink (if HasPrefix(q, "SELECT") && … { q += " LIMIT 100" }).
	var refusals []*ssa.BasicBlock
	for _, blk := range entry.Parent().Blocks {
		if a.refuses(blk) {
			refusals = append(refusals, blk)
		}
	}
	notB := func(_, succ *ssa.BasicBlock) bool { return succ != b }
	checks := map[*ssa.BasicBlock]bool{}
	for _, g := range gs {
		if g.notGuard || len(g.block.Succs) != 2 || g.block == b || g.branch && g.chainJudge == nil {
			continue
		}
		if slices.ContainsFunc(refusals, func(r *ssa.BasicBlock) bool { return reach(g.block, r, notB) }) {
			checks[g.block] = true
		}
	}
	var out []acceptingCheck
	refuses := false
	cut := map[*ssa.BasicBlock]*ssa.BasicBlock{}
	for _, g := range gs {
		if !checks[g.block] || g.branch && g.chainJudge == nil {
			continue // a branch that is no check (if HasPrefix(p, "~/") { p = Join(home, p[2:]) })
		}
		alone := func(_, succ *ssa.BasicBlock) bool { return !checks[succ] }
		onward := func(succ *ssa.BasicBlock) bool { return !checks[succ] && reach(succ, b, alone) }
		side, ok := oneSide(onward(g.block.Succs[0]), onward(g.block.Succs[1]))
		if !ok {
			continue
		}
		refuses = refuses || !g.branch && g.failsOnRefusal() && g.refusing() == 1-side
		out = append(out, acceptingCheck{g, side})
		cut[g.block] = g.block.Succs[side]
	}
	if len(out) < 2 || !refuses || reachesAvoiding(entry, b, cut) {
		return nil
	}
	return out
}

// modeSide is the side of g that leads to b when g stands over b in
// one of the operator's modes and no check at all runs in the other (if
// len(allowed) > 0 && !slices.Contains(allowed, program) { refuse }):
// the test that decides between g and b reads something else than the
// value, and no other check of the value stands on a way to b that
// skips g. A mode without checks is one in which the tool means to take
// anything; it does not take back what the check of the other mode
// means to allow, as for a validator (checkedOnTheWay). Where another
// check stands on the way that skips g, the two are alternatives, and g
// holds nothing by itself.
func (s *fnState) modeSide(g *guard, b *ssa.BasicBlock, o origin) (int, bool) {
	if g.notGuard || g.branch || g.block == b || len(g.block.Succs) != 2 || len(s.fn.Blocks) == 0 || g.block.Dominates(b) {
		return 0, false
	}
	ifi, loop := decidingTest(g, b)
	if loop || ifi == nil || s.reads(ifi.Cond, g.origins, 0) {
		return 0, false
	}
	entry := s.fn.Blocks[0]
	skips := func(_, succ *ssa.BasicBlock) bool { return succ != g.block }
	if !reach(entry, b, skips) {
		return 0, false
	}
	for _, h := range s.guards {
		if h == g || h.notGuard || h.branch {
			continue
		}
		if _, ok := h.origins[o]; !ok {
			continue
		}
		if h.block != b && reach(entry, h.block, skips) && reach(h.block, b, skips) {
			return 0, false // a check on the way that skips g
		}
	}
	return oneSide(reaches(g.block.Succs[0], b, g.block), reaches(g.block.Succs[1], b, g.block))
}

// commonDominator is the nearest block that dominates both a and b.
func commonDominator(a, b *ssa.BasicBlock) *ssa.BasicBlock {
	above := map[*ssa.BasicBlock]bool{}
	for d := a; d != nil; d = d.Idom() {
		above[d] = true
	}
	for d := b; d != nil; d = d.Idom() {
		if above[d] {
			return d
		}
	}
	return nil
}

// valueSide is the side of g that the parts of v from o (o itself, the
// value it is a field of, or a field of it) all went past, when g does
// not stand over v's use but stands over where those parts were
// computed, or over the edges they enter a phi by: renderPath =
// Sprintf(…, p) in an if after check(p), merged with a value of
// something else, is checked wherever it is used.
func (s *fnState) valueSide(g *guard, v ssa.Value, o origin) (int, bool) {
	side := -1
	agree := func(sd int) bool {
		if side >= 0 && side != sd {
			return false
		}
		side = sd
		return true
	}
	ok := s.walkParts(v, o,
		func(b *ssa.BasicBlock) (bool, bool) {
			if sd, ok := g.side(b); ok {
				return true, agree(sd)
			}
			return false, false
		},
		func(pred, to *ssa.BasicBlock) (bool, bool) {
			if pred == g.block {
				return true, agree(slices.Index(g.block.Succs, to))
			}
			if sd, ok := g.side(pred); ok {
				return true, agree(sd)
			}
			return false, false
		})
	if !ok || side < 0 {
		return 0, false
	}
	return side, true
}

// onlyGood reports whether every part of v from o is computed, or
// enters a phi, where only the good sides of the constant checks in cut
// lead: fileType compared with "f" or "d", and pasted into the command
// inside that if, is one of those constants wherever the command is used.
func (s *fnState) onlyGood(v ssa.Value, o origin, cut map[*ssa.BasicBlock]*ssa.BasicBlock) bool {
	entry := s.fn.Blocks[0]
	return s.walkParts(v, o,
		func(b *ssa.BasicBlock) (bool, bool) {
			if !reachesAvoiding(entry, b, cut) {
				return true, true
			}
			return false, false
		},
		func(pred, to *ssa.BasicBlock) (bool, bool) {
			if cut[pred] == to || !reachesAvoiding(entry, pred, cut) {
				return true, true
			}
			return false, false
		})
}

// walkParts walks back from v through the values that carry o (operands,
// phi edges, what is stored into locals) and asks each place:
// at(block) for a value computed in block, at edge(pred, to) for a phi's
// edge. A place that answers stop ends the walk there, with ok as its
// verdict; the walk holds when every way ends at a place whose verdict
// is ok. A parameter, a free variable or a global reached is a way
// around every place.
func (s *fnState) walkParts(v ssa.Value, o origin, at func(b *ssa.BasicBlock) (stop, ok bool), edge func(pred, to *ssa.BasicBlock) (stop, ok bool)) bool {
	carries := func(v ssa.Value) bool {
		for p := range s.of(v) {
			if p.param == o.param && (fieldWithin(p.field, o.field) || fieldWithin(o.field, p.field)) {
				return true
			}
		}
		return false
	}
	seen := map[ssa.Value]bool{}
	budget := 64
	var walk func(v ssa.Value) bool
	// written walks a call that writes through a local's address
	// (json.Unmarshal(data, &v), a helper that fills what it is given):
	// what it writes comes from its other operands, and it is a way in
	// only when one of them carries o (a call that reads the local is
	// none).
	written := func(c ssa.CallInstruction, addr ssa.Value) (ok, found bool) {
		for _, op := range c.Operands(nil) {
			if *op != nil && *op != addr && carries(*op) {
				found = true
			}
		}
		if !found {
			return true, false // a call that reads the local
		}
		if stop, ok := at(c.Block()); stop {
			return ok, true
		}
		for _, op := range c.Operands(nil) {
			if *op != nil && *op != addr && carries(*op) && !walk(*op) {
				return false, true
			}
		}
		return true, true
	}
	// stored walks what is stored into a local (its fields, its
	// elements), and reports whether it found where o came in: a local
	// that carries o with no store or call found to put it there holds
	// nothing proven.
	var stored func(addr ssa.Value) (ok, found bool)
	stored = func(addr ssa.Value) (bool, bool) {
		found := false
		for _, ref := range *addr.Referrers() {
			switch r := ref.(type) {
			case *ssa.Store:
				if r.Addr == addr && carries(r.Val) {
					found = true
					if stop, ok := at(r.Block()); stop {
						if !ok {
							return false, true
						}
					} else if !walk(r.Val) {
						return false, true
					}
				}
			case *ssa.FieldAddr, *ssa.IndexAddr:
				ok, f := stored(r.(ssa.Value))
				found = found || f
				if !ok {
					return false, true
				}
			case ssa.CallInstruction:
				ok, f := written(r, addr)
				found = found || f
				if !ok {
					return false, true
				}
			case *ssa.MakeInterface:
				for _, use := range *r.Referrers() {
					if c, isCall := use.(ssa.CallInstruction); isCall {
						ok, f := written(c, r)
						found = found || f
						if !ok {
							return false, true
						}
					}
				}
			}
		}
		return true, found
	}
	walk = func(v ssa.Value) bool {
		if seen[v] || !carries(v) {
			return true // met on a cycle, or none of the parameter's
		}
		seen[v] = true
		if budget--; budget < 0 {
			return false
		}
		instr, ok := v.(ssa.Instruction)
		if !ok || instr.Block() == nil {
			return false // a parameter, a free variable, a global
		}
		if stop, ok := at(instr.Block()); stop {
			return ok
		}
		switch x := v.(type) {
		case *ssa.Phi:
			for i, e := range x.Edges {
				if !carries(e) {
					continue
				}
				if stop, ok := edge(x.Block().Preds[i], x.Block()); stop {
					if !ok {
						return false
					}
					continue
				}
				if !walk(e) {
					return false
				}
			}
			return true
		case *ssa.Alloc:
			ok, found := stored(x)
			return ok && found
		}
		for _, op := range instr.Operands(nil) {
			if *op != nil && !walk(*op) {
				return false
			}
		}
		return true
	}
	return walk(v)
}

// fieldWithin reports whether the field path f is g or a field of it
// ("" is the value itself).
func fieldWithin(f, g string) bool {
	return g == "" || f == g || strings.HasPrefix(f, g+".")
}

// reachesAvoiding reports whether to can be reached from from without
// taking the edges of cut (from a block to one of its successors).
func reachesAvoiding(from, to *ssa.BasicBlock, cut map[*ssa.BasicBlock]*ssa.BasicBlock) bool {
	return reach(from, to, func(b, succ *ssa.BasicBlock) bool { return cut[b] != succ })
}

// reach reports whether to can be reached from from, taking only the
// edges follow allows.
func reach(from, to *ssa.BasicBlock, follow func(b, succ *ssa.BasicBlock) bool) bool {
	seen := map[*ssa.BasicBlock]bool{}
	work := []*ssa.BasicBlock{from}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == to {
			return true
		}
		if seen[b] {
			continue
		}
		seen[b] = true
		for _, succ := range b.Succs {
			if follow(b, succ) {
				work = append(work, succ)
			}
		}
	}
	return false
}

// returnedValue is the value a return in b gives for its result r. In a
// function with deferred calls the results go through slots (so that a
// recovered panic can return them): each return stores its values and
// returns loads of the slots, which hold whatever any return stored. The
// value stored in b before the load is this return's (a deferred call
// that changes a named result afterwards is not followed).
func returnedValue(b *ssa.BasicBlock, r ssa.Value) ssa.Value {
	load, ok := r.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return r
	}
	slot, ok := load.X.(*ssa.Alloc)
	if !ok {
		return r
	}
	var stored ssa.Value
	for _, instr := range b.Instrs {
		if instr == load {
			break
		}
		if st, ok := instr.(*ssa.Store); ok && st.Addr == slot {
			stored = st.Val
		}
	}
	if stored == nil {
		return r
	}
	return stored
}

// record adds the function's flows to sum.
func (s *fnState) record(sum *fnSummary) {
	s.findGuards()
	emit := sum.add
	// flowsTo emits the flows of t's origins at v into a sink of kind k,
	// or (k result) into the result into (1 + its index; 0 when the
	// function has one result and it is one value) and its field
	// intoField.
	flowsTo := func(t taint, v ssa.Value, b *ssa.BasicBlock, k Kind, sink string, arg, argStep int, tail []Step, named bool, into int, intoField string) {
		// The parameters the way to b needs set: one answer for every
		// origin reaching the sink here.
		var when []int
		if k.sink() {
			when = s.setAt(b)
		}
		for o, h := range s.unguarded(t, v, b, k) {
			field := o.fields()
			// A value past guards (passed not nil) reaches a sink only
			// for the kinds they let through.
			var bypass []Bypass
			if h.passed != nil && h.marks&EscapedPath != 0 {
				h.passed = unescaped(h.passed)
			}
			if k == Shell && h.marks&ShellQuoted != 0 {
				continue // quoted for the shell
			}
			if k == Query && h.marks&SQLQuoted != 0 && !s.a.backslashEscapes() {
				continue // a string literal of the statement's, quotes doubled
			}
			if k == Query && h.marks&SQLIdentQuoted != 0 {
				continue // a quoted identifier, its quotes doubled
			}
			if k == Script && h.marks&ScriptQuoted != 0 {
				continue // a string literal of the script's, escaped
			}
			if h.passed != nil {
				if len(h.passed) == 0 {
					continue // past guards that let no kind through
				}
				if k.everyKind() {
					bypass = h.passed
				} else if by, ok := byKind(h.passed, k); ok {
					bypass = []Bypass{by}
				} else {
					continue
				}
				if k == Query && !h.fixed && s.inReadOnlyTx && bypass[0].Shape == readOnlyPrefix.name {
					continue // the transaction reads only, as the check meant
				}
			}
			path := append(append([]Step(nil), h.via...), tail...)
			// Words after text of the code's own (a constant, or a value
			// the model does not write, as a field a constructor set:
			// p.Command + " " + line) on some path: there the program is
			// the code's, and the model's words are its arguments.
			named := named && !(k == Words && h.fixed)
			emit(Flow{Param: o.param, Field: field, Kind: k, Fixed: h.fixed, Bare: h.bare, Absolute: h.absolute, After: bits(h.after), Sink: sink, Arg: arg, ArgStep: len(h.via) + argStep, Path: path, Bypass: bypass, NamedProgram: named, Marks: h.marks, Into: into, IntoField: intoField, Names: s.toolNames(b, o.param), When: when})
		}
	}
	flowsOf := func(t taint, v ssa.Value, b *ssa.BasicBlock, k Kind, sink string, arg, argStep int, tail []Step, named bool) {
		flowsTo(t, v, b, k, sink, arg, argStep, tail, named, 0, "")
	}
	for _, b := range s.fn.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.Return:
				for i, r := range x.Results {
					r = returnedValue(b, r)
					into := 0
					if len(x.Results) > 1 {
						into = i + 1
					}
					// A struct built here field by field comes back
					// field by field: a caller that hands one field to
					// a sink does not hand the others.
					holder := s.structHolder(r)
					fields := s.fields[holder]
					if len(fields) == 0 {
						flowsTo(s.of(r), r, b, result, "", -1, 0, nil, false, into, "")
						if codeText(r) {
							emit(Flow{Param: Own, Kind: result, Arg: -1, Into: into})
						}
						continue
					}
					into = max(into, 1)
					flowsTo(s.t[holder], r, b, result, "", -1, 0, nil, false, into, "")
					s.resultFields(holder, "", 1, func(path string, t taint) {
						flowsTo(t, r, b, result, "", -1, 0, nil, false, into, path)
					})
				}
			case ssa.CallInstruction:
				s.recordCall(x.Common(), b, flowsOf)
			case *ssa.Store:
				s.recordPathField(x, b, flowsOf)
			}
		}
	}
	for _, fl := range s.spreads {
		emit(fl)
	}
	s.recordStored(emit)
	// A function that returns an error and has a guard on a parameter,
	// one of whose sides returns, is a validator of it; so is one that
	// returns the error of a validator of it (return v.validateStrict(p)).
	// A predicate (one boolean result) is one the same way, refusing by
	// returning false, and also by the condition it returns (return rel
	// != ".." && !strings.HasPrefix(rel, "../")).
	if res := s.fn.Signature.Results(); res.Len() > 0 && types.Identical(res.At(res.Len()-1).Type(), types.Universe.Lookup("error").Type()) || boolResult(s.fn) {
		s.recordDelegated(emit)
		var alternatives checkAlternatives
		if boolResult(s.fn) {
			s.recordReturnedChecks(emit, &alternatives)
		}
		for _, g := range s.guards {
			refused := g.refusing()
			if g.notGuard || refused < 0 || g.good >= 0 && 1-refused != g.good || s.optional(g) {
				// No check, or one that refuses the code's values and
				// lets the model's others through (a deny-list).
				continue
			}
			// What the check lets through on the side that goes on, by
			// kind; the kinds it holds for are its Checks.
			bypass := g.bypasses(1 - refused)
			holds := holding(g.kinds, bypass)
			for o := range g.origins {
				fl := Flow{Param: o.param, Field: o.fields(), Kind: checked, Checks: holds, Folder: g.folder, Against: g.against, RelativeTo: g.relative, Arg: -1, Bypass: bypass, Marks: g.origins[o].marks & Part}
				if !s.onEverySuccess(g, 1-refused) {
					alternatives.add(fl)
					continue
				}
				emit(fl)
			}
		}
		for _, fl := range alternatives.flows {
			emit(fl)
		}
	}
}

// recordReturnedChecks records what a predicate's returned conditions
// check: a parameter that fails the condition makes it return false.
// Only when it never returns true unchecked: a way that returns true as
// a constant lets values through that no returned condition saw (the
// guards before it are read as a validator's). Several returned
// conditions are alternatives of each other.
func (s *fnState) recordReturnedChecks(emit func(Flow), alternatives *checkAlternatives) {
	var conds []ssa.Value
	for _, b := range s.fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != 1 {
			continue
		}
		for _, p := range returnPreds(b) {
			switch returnedOn(ret, b, p) {
			case trueResult:
				return
			case checkedResult:
				v := returnValue(ret, b, p)
				if _, isCall := v.(*ssa.Call); isCall {
					continue // a validator's result: recordDelegated
				}
				conds = append(conds, v)
			}
		}
	}
	var flows []Flow
	for _, v := range conds {
		c := s.checkOf(v, 0)
		if len(c.t) == 0 || c.kinds == 0 || c.notGuard || c.each != nil || c.good == 1 {
			continue // no check, or one whose passing side is the code's constant only when false
		}
		bypass := judged(c.kinds, c.judge, 0) // side 0: the condition holds, true is returned
		holds := holding(c.kinds, bypass)
		for o, h := range c.t {
			if o.param < 0 {
				continue
			}
			flows = append(flows, Flow{Param: o.param, Field: o.fields(), Kind: checked, Checks: holds, Folder: c.folder, Against: againstParam(c.against), RelativeTo: againstParam(c.relative), Arg: -1, Bypass: bypass, Marks: h.marks & Part})
		}
	}
	if len(conds) == 1 {
		for _, fl := range flows {
			emit(fl)
		}
		return
	}
	for _, fl := range flows {
		alternatives.add(fl)
	}
}

// onEverySuccess reports whether every way to a return of no error that
// the value decides passes the guard g, whose side pass lets the value
// on. Guards that each stand on some of those ways only, on branches the
// value itself decides (if filepath.IsAbs(p) { check one way } else {
// check another }, or the conditions of if a(p) || b(p) { return nil }),
// are alternatives: a value is let through when it passes the check of
// the way it takes.
func (s *fnState) onEverySuccess(g *guard, pass int) bool {
	if pass < 0 || pass >= len(g.block.Succs) {
		return true
	}
	through := g.block.Succs[pass]
	for _, b := range s.successBlocks() {
		// A way the value decides (a way an operator's switch decides is
		// a mode in which the checks are off: optional's concern).
		if reach(s.fn.Blocks[0], b, func(from, succ *ssa.BasicBlock) bool { return from != g.block || succ != through }) && s.decidedByValue(b, g) {
			return false
		}
	}
	return true
}

// checkAlternatives joins the check flows of guards that are alternatives
// (onEverySuccess is false for each): a kind is held only when every
// alternative holds it, and a value that passes one of them passes.
type checkAlternatives struct {
	keys  map[string]int
	flows []Flow
}

func (a *checkAlternatives) add(f Flow) {
	if a.keys == nil {
		a.keys = map[string]int{}
	}
	k := flowKey(f)
	i, ok := a.keys[k]
	if !ok {
		a.keys[k] = len(a.flows)
		a.flows = append(a.flows, f)
		return
	}
	old := a.flows[i]
	n := old
	n.Checks = old.Checks & f.Checks
	n.Folder = old.Folder || f.Folder
	if n.Against == 0 {
		n.Against = f.Against // a value passing the relative one is held no better
	}
	n.RelativeTo = firstParam(old.RelativeTo, f.RelativeTo)
	n.Bypass = nil
	for k := Path; k < result; k++ {
		if n.Checks.has(k) {
			continue
		}
		if by, ok := byKind(old.Bypass, k); ok {
			n.Bypass = append(n.Bypass, by)
		} else if by, ok := byKind(f.Bypass, k); ok {
			n.Bypass = append(n.Bypass, by)
		}
	}
	a.flows[i] = n
}

// recordStored records the flows of parameters into the fields of what
// the function's pointer parameters point to (q.where = cond, directly or
// through a callee's stored flow): the caller's value holds them after
// the call.
func (s *fnState) recordStored(emit func(Flow)) {
	if s.a.dependency {
		// A dependency's builders are not followed: their stores, from
		// every method into every field, made the summaries of large
		// client libraries grow past any budget (a server on a cloud
		// SDK went from 15 s to minutes).
		return
	}
	// No path: a stored flow is one per parameter and field, whichever
	// way the value came (the paths of a builder's methods calling each
	// other would grow without end).
	storedFrom := func(t taint, j int, into Flow) {
		for o, h := range t {
			if o.param < 0 || o.param == j {
				continue // an elicited value, or the parameter's own
			}
			fl := into
			fl.Param, fl.Field, fl.Kind, fl.Fixed, fl.Bare, fl.Arg, fl.Into, fl.Marks = o.param, o.fields(), stored, h.fixed, h.bare, -1, 1+j, h.marks
			if !fl.Decoded {
				fl.After = bits(h.after)
			}
			emit(fl)
		}
	}
	for j, t := range s.decoded {
		storedFrom(t, j, Flow{Decoded: true})
	}
	for j, p := range s.fn.Params {
		fields := s.fields[p]
		if _, isPtr := p.Type().Underlying().(*types.Pointer); !isPtr || len(fields) == 0 {
			continue
		}
		for i, t := range fields {
			storedFrom(t, j, Flow{IntoField: fieldName(p.Type(), i)})
		}
	}
}

// testedNotNil reports whether block b is entered only on the side of a
// test of v against nil.
func testedNotNil(b *ssa.BasicBlock, v ssa.Value) bool {
	if len(b.Preds) != 1 {
		return false
	}
	p := b.Preds[0]
	ifInstr, ok := p.Instrs[len(p.Instrs)-1].(*ssa.If)
	if !ok {
		return false
	}
	cmp, ok := ifInstr.Cond.(*ssa.BinOp)
	return ok && (cmp.X == v || cmp.Y == v)
}

// optional reports whether a validator's guard can be stepped around on
// the way to a nil error by a test of something else than the value (if
// v.readOnlyMode { check(cmd) }, the operator's switch), on a way other
// checks stand on: a value passes the validator there without passing
// the guard, so the guard holds nothing by itself. A return of nil the
// value's own test leads to (if cmd == "" { return nil }) does not step
// around it: there the value is the code's; nor does one no check stands
// before (checkedOnTheWay).
func (s *fnState) optional(g *guard) bool {
	for _, b := range s.successBlocks() {
		if g.block.Dominates(b) {
			continue
		}
		if !reach(s.fn.Blocks[0], b, func(from, _ *ssa.BasicBlock) bool { return from != g.block }) {
			continue // every way to it passes the guard
		}
		if !s.decidedByValue(b, g) && s.checkedOnTheWay(b, g) {
			return true
		}
	}
	return false
}

// successBlocks are the function's blocks that return no error: their
// last result is the nil constant.
func (s *fnState) successBlocks() []*ssa.BasicBlock {
	var out []*ssa.BasicBlock
	predicate := boolResult(s.fn)
	for _, b := range s.fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		if predicate {
			// Any return that is not false on every way into it.
			for _, p := range returnPreds(b) {
				if returnedOn(ret, b, p) != falseResult {
					out = append(out, b)
					break
				}
			}
			continue
		}
		if c, ok := ret.Results[len(ret.Results)-1].(*ssa.Const); ok && c.IsNil() {
			out = append(out, b)
		}
	}
	return out
}

// boolResult reports whether fn's one result is a boolean: a predicate,
// which refuses a value by returning false.
func boolResult(fn *ssa.Function) bool {
	return fn != nil && boolSignature(fn.Signature)
}

// boolSignature reports whether a function of signature sig has one
// result, a boolean.
func boolSignature(sig *types.Signature) bool {
	if sig.Results().Len() != 1 {
		return false
	}
	b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// resultKind is what a predicate's return gives on one way into it.
type resultKind uint8

const (
	checkedResult resultKind = iota // a value tested further (return ok && other(p))
	trueResult
	falseResult
)

// returnedOn is what the return ret of block b gives when b is entered
// from from: its last result, or, for a phi of b, the phi's value on that
// edge (the && and || of a returned condition).
func returnedOn(ret *ssa.Return, b, from *ssa.BasicBlock) resultKind {
	v := returnValue(ret, b, from)
	if c, ok := v.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.Bool {
		if constant.BoolVal(c.Value) {
			return trueResult
		}
		return falseResult
	}
	return checkedResult
}

// returnValue is the last result the return ret of block b gives when b
// is entered from from: a phi of b's is its value on that edge.
func returnValue(ret *ssa.Return, b, from *ssa.BasicBlock) ssa.Value {
	v := ret.Results[len(ret.Results)-1]
	if phi, ok := v.(*ssa.Phi); ok && phi.Block() == b {
		if i := slices.Index(b.Preds, from); i >= 0 && i < len(phi.Edges) {
			v = phi.Edges[i]
		}
	}
	return v
}

// returnPreds are the ways into a return block: its predecessors, or
// none for the entry block.
func returnPreds(b *ssa.BasicBlock) []*ssa.BasicBlock {
	if len(b.Preds) == 0 {
		return []*ssa.BasicBlock{nil}
	}
	return b.Preds
}

// checkedOnTheWay reports whether another guard than g stands on every
// way to b: a way with no check at all (if !cfg.Enabled { return nil },
// the operator turned the checks off) is a mode in which the tool means
// to allow anything, which says nothing of what the checks of the other
// mode mean to allow.
func (s *fnState) checkedOnTheWay(b *ssa.BasicBlock, g *guard) bool {
	for _, h := range s.guards {
		if h != g && !h.notGuard && h.block.Dominates(b) {
			return true
		}
	}
	return false
}

// decidedByValue reports whether the test that decides between the
// guard and b (their nearest common dominator's) reads the guard's value,
// or is a loop's over the elements the guard checks one at a time.
func (s *fnState) decidedByValue(b *ssa.BasicBlock, g *guard) bool {
	ifi, loop := decidingTest(g, b)
	// A loop over a list, each element checked: the list's test, not an
	// operator's switch.
	return loop || ifi != nil && s.reads(ifi.Cond, g.origins, 0)
}

// decidingTest is the if that decides between the guard's block and b
// (that of their nearest common dominator), nil when that block ends
// otherwise; loop is set when the block is a loop's header instead.
func decidingTest(g *guard, b *ssa.BasicBlock) (ifi *ssa.If, loop bool) {
	d := commonDominator(g.block, b)
	if d == nil {
		return nil, false
	}
	if loopHeader(d) {
		return nil, true
	}
	ifi, _ = endingIf(d)
	return ifi, false
}

// loopHeader reports whether d is the header of a loop: a block it
// dominates jumps back to it.
func loopHeader(d *ssa.BasicBlock) bool {
	for _, p := range d.Preds {
		if d.Dominates(p) {
			return true
		}
	}
	return false
}

// reads reports whether the condition v reads a value of the origins.
func (s *fnState) reads(v ssa.Value, origins taint, depth int) bool {
	if depth > 4 {
		return false
	}
	for o := range s.of(v) {
		if _, ok := origins[o]; ok {
			return true
		}
		for p := range origins {
			if p.param == o.param {
				return true
			}
		}
	}
	var ops []*ssa.Value
	switch x := v.(type) {
	case *ssa.BinOp, *ssa.UnOp, *ssa.Call, *ssa.Extract:
		ops = x.(ssa.Instruction).Operands(nil)
	}
	for _, op := range ops {
		if *op != nil && s.reads(*op, origins, depth+1) {
			return true
		}
	}
	return false
}

// recordDelegated records the checks of the validators whose error this
// function returns as its own: a parameter a callee checks is checked by
// this function too, with what passes the callee's checks. The paths
// that return nil without a check (the operator turned the checks off)
// do not take back what the others say the code means to allow.
func (s *fnState) recordDelegated(emit func(Flow)) {
	for _, b := range s.fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		v := ret.Results[len(ret.Results)-1]
		if testedNotNil(b, v) {
			continue // if err := check(v); err != nil { return err }: a guard (validated)
		}
		if e, ok := v.(*ssa.Extract); ok {
			v = e.Tuple
		}
		call, ok := v.(*ssa.Call)
		if !ok {
			continue
		}
		for _, t := range s.targets(call.Common()) {
			step := s.step(call.Common(), t.f, t.obj)
			for _, fl := range s.a.summaryOf(t.f, t.obj) {
				if fl.Kind != checked || fl.Param >= len(t.args) {
					continue
				}
				against, relative := 0, 0
				if fl.Against > 0 && fl.Against <= len(t.args) {
					against = againstParam(s.of(t.args[fl.Against-1]))
				}
				if fl.RelativeTo > 0 && fl.RelativeTo <= len(t.args) {
					relative = againstParam(s.of(t.args[fl.RelativeTo-1]))
				}
				for o, h := range s.checkedArg(t.args, fl) {
					if o.param < 0 || o.param >= len(s.fn.Params) {
						continue // an elicited value, not a parameter
					}
					emit(Flow{Param: o.param, Field: o.fields(), Kind: checked, Checks: fl.Checks, Folder: fl.Folder && s.a.ownModule(t.f, t.obj), Against: against, RelativeTo: relative, Arg: -1, Bypass: within(fl.Bypass, step.In(s.a.pass.Pkg)), Marks: (fl.Marks | h.marks) & Part})
				}
			}
		}
	}
}

// checkedArg is what the check flow fl of a callee checks among the
// call's args: the fields (keys) it names of its parameter's value, so
// that a check of a request's "path" is not one of its "text".
func (s *fnState) checkedArg(args []ssa.Value, fl Flow) taint {
	t, rest := s.argAt(args, fl)
	if field, ok := s.keys(rest.Field, args); ok {
		for _, f := range field {
			t = t.field(f)
		}
	}
	if fl.Against > 0 && fl.Against <= len(args) {
		t = t.without(s.of(args[fl.Against-1]))
	}
	return t
}

// target is a function a call may run, with the arguments it gets (the
// receiver first); f is nil for an implementation in a package the SSA
// program did not create (its summary is its fact: summaryOf).
type target struct {
	f    *ssa.Function
	obj  *types.Func
	args []ssa.Value
}

// targets are the functions of the code a call runs: its callee, or each
// of the module's implementations of an interface method (dispatch.go);
// none in the standard library.
func (s *fnState) targets(c *ssa.CallCommon) []target {
	if c.IsInvoke() {
		var out []target
		for _, impl := range s.a.dispatch.implementations(c.Method) {
			out = append(out, target{s.fn.Prog.FuncValue(impl), impl, invokeArgs(c)})
		}
		return out
	}
	f, obj := callee(c)
	if f == nil {
		var out []target
		for _, g := range s.a.heldCallees(c) {
			out = append(out, target{g, g.Object().(*types.Func), c.Args})
		}
		return out
	}
	if obj != nil && s.a.isStd(obj) {
		return nil
	}
	return []target{{f, obj, argsOf(c)}}
}

// failsOnRefusal reports whether the side refusing returns says the
// call failed: an error that is not the nil constant, as its last result.
func (g *guard) failsOnRefusal() bool {
	r := g.refusing()
	if r < 0 {
		return false
	}
	b := g.block.Succs[r]
	for range 4 {
		if len(b.Instrs) == 0 {
			return false
		}
		switch b.Instrs[len(b.Instrs)-1].(type) {
		case *ssa.Return, *ssa.Panic:
			return g.a.refuses(b)
		}
		if len(b.Succs) != 1 {
			return false
		}
		b = b.Succs[0]
	}
	return false
}

// runsSink reports whether b calls a sink of the tables.
func runsSink(b *ssa.BasicBlock) bool {
	for _, instr := range b.Instrs {
		if c, ok := instr.(ssa.CallInstruction); ok {
			if _, obj := callee(c.Common()); obj != nil {
				if _, ok := library().sinks[funcKey(obj)]; ok {
					return true
				}
			}
		}
	}
	return false
}

// answersCall reports whether ret, in a tool handler, answers the call
// with a result of its own and no error, having run no sink on the way
// (b, the block it ends, calls none, nor a function with a sink flow):
// return mcp.NewToolResultText("Error: only SELECT is allowed"), nil
// ends the call as an error result does, whatever the text says. A
// validator's nil error lets the value through; a handler's answer does
// not.
func (a *analysis_) answersCall(ret *ssa.Return, b *ssa.BasicBlock) bool {
	if len(ret.Results) < 2 {
		return false
	}
	res, last := ret.Results[0], ret.Results[len(ret.Results)-1]
	if c, ok := last.(*ssa.Const); !ok || !c.IsNil() || !isToolResult(res.Type()) {
		return false
	}
	if c, ok := res.(*ssa.Const); ok && c.IsNil() {
		return false
	}
	return !a.runsSinkDeep(b)
}

// runsSinkDeep reports whether b calls a sink of the tables, or a
// function whose summary has a flow into a sink.
func (a *analysis_) runsSinkDeep(b *ssa.BasicBlock) bool {
	if runsSink(b) {
		return true
	}
	for _, instr := range b.Instrs {
		c, ok := instr.(ssa.CallInstruction)
		if !ok || c.Common().IsInvoke() {
			continue
		}
		f, obj := callee(c.Common())
		if f == nil && obj == nil {
			continue
		}
		for _, fl := range a.summaryOf(f, obj) {
			if fl.Kind.sink() {
				return true
			}
		}
	}
	return false
}

// refusing is the side of the guard that returns before any other
// branch: the one that returns an error that is not nil or an error
// result; else the side other than one that returns a nil error (a loop
// over an allow-list returns nil on a match and fails after the loop);
// else the first that returns; -1 when neither does.
func (g *guard) refusing() int {
	first, any, accepts, accepting := -1, -1, -1, 0
	predicate := boolResult(g.block.Parent())
	for i, succ := range g.block.Succs {
		b, from := succ, g.block
		ranSink := false
		for range 4 {
			if len(b.Instrs) == 0 {
				break
			}
			ranSink = ranSink || runsSink(b)
			if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
				if any < 0 {
					any = i
				}
				if ranSink {
					// A side that runs a sink and returns lets the value
					// through, whatever error it returns (if
					// HasPrefix(q, "SELECT") { rows, err := db.Query(q);
					// return rows, err }): the error is the sink's, not
					// a refusal.
					if accepts < 0 {
						accepts = i
					}
					accepting++
					break
				}
				if predicate {
					// A predicate refuses by returning false; true, or
					// a value tested further (return ok && other(p)),
					// lets the value through this test.
					if returnedOn(ret, b, from) != falseResult {
						if accepts < 0 {
							accepts = i
						}
						accepting++
					} else if first < 0 {
						first = i
					}
					break
				}
				if g.a.returnsErrorResult(ret) || g.a.answersCall(ret, b) {
					if first < 0 {
						first = i
					}
					break
				}
				if n := len(ret.Results); n > 0 {
					if c, ok := ret.Results[n-1].(*ssa.Const); ok && c.IsNil() {
						if accepts < 0 {
							accepts = i
						}
						accepting++
						break // returns no error: the side that lets it through
					}
				}
				if first < 0 {
					first = i
				}
				break
			}
			if len(b.Succs) != 1 {
				break
			}
			b, from = b.Succs[0], b
		}
	}
	switch {
	case first >= 0:
		return first
	case accepting > 1:
		return -1 // both sides let it through: no check
	case accepts >= 0 && len(g.block.Succs) == 2:
		return 1 - accepts
	case any < 0 && len(g.block.Succs) == 2:
		// Neither side returns at once (a match in a loop over an
		// allow-list checks more before it accepts): the side that
		// refuses is the one from which no nil error is returned but
		// through this test again.
		r0, r1 := g.reachesNilReturn(g.block.Succs[0]), g.reachesNilReturn(g.block.Succs[1])
		if r0 != r1 {
			if r0 {
				return 1
			}
			return 0
		}
	}
	return any
}

// reachesNilReturn reports whether a return of a nil error can be reached
// from b without passing through the guard's test again.
func (g *guard) reachesNilReturn(b *ssa.BasicBlock) bool {
	seen := map[*ssa.BasicBlock]bool{g.block: true}
	work := []*ssa.BasicBlock{b}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] || len(b.Instrs) == 0 {
			continue
		}
		seen[b] = true
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			if n := len(ret.Results); n > 0 {
				if c, ok := ret.Results[n-1].(*ssa.Const); ok && c.IsNil() {
					return true
				}
			}
			continue
		}
		work = append(work, b.Succs...)
	}
	return false
}

// flowsFunc records the flows of t into a sink of kind k: sink describes
// it, arg is the argument of the call tail[argStep] the value is, tail
// the calls from here to the sink; named: the program run is named by
// the same value (Flow.NamedProgram).
type flowsFunc func(t taint, v ssa.Value, b *ssa.BasicBlock, k Kind, sink string, arg, argStep int, tail []Step, named bool)

// recordCall records the flows of a call: into a sink of the tables, into
// a program run, or into a callee with flows.
func (s *fnState) recordCall(c *ssa.CallCommon, b *ssa.BasicBlock, flowsOf flowsFunc) {
	if c.IsInvoke() {
		impls := s.a.dispatch.implementations(c.Method)
		for _, impl := range impls {
			f := s.fn.Prog.FuncValue(impl)
			s.recordSummary(c, b, f, impl, invokeArgs(c), s.step(c, f, impl), flowsOf)
		}
		if len(impls) == 0 && s.a.deferInvoke(c.Method) {
			s.recordInvoke(c, b, flowsOf) // invoked.go
		}
		// The library's sinks that implement the interface: the same
		// method of each (*sql.DB, *sql.Conn, *sql.Tx), recorded once.
		if libs := s.a.dispatch.librarySinks(c.Method); len(libs) > 0 {
			s.recordSink(invokeArgs(c), libs[0], library().sinks[funcKey(libs[0])], s.step(c, nil, c.Method), b, flowsOf)
		}
		return
	}
	f, obj := callee(c)
	if f == nil {
		// A function held in a field (fieldfuncs.go).
		for _, g := range s.a.heldCallees(c) {
			obj := g.Object().(*types.Func)
			s.recordSummary(c, b, g, obj, c.Args, s.step(c, g, obj), flowsOf)
		}
		return
	}
	step := s.step(c, f, obj)
	// The sinks of the tables; those of a library outside the standard
	// library (pgx, sqlx) too, whose bodies are never analyzed.
	if sk, ok := library().sinks[funcKey(obj)]; ok && obj != nil {
		s.recordSink(c.Args, obj, sk, step, b, flowsOf)
		return
	}
	if obj != nil && s.a.isStd(obj) {
		key := funcKey(obj)
		if at, ok := library().commands[key]; ok {
			s.recordCommand(c, at, step, b, flowsOf)
		}
		if i, ok := rootNames[key]; ok && i < len(c.Args) {
			// A name opened in an os.Root: no finding, but what the
			// server means (FolderChecked).
			flowsOf(s.of(c.Args[i]), c.Args[i], b, rooted, key, i, 0, []Step{step}, false)
		}
		return
	}
	s.recordSummary(c, b, f, obj, argsOf(c), step, flowsOf)
}

// recordSummary records the flows of a call of f (obj) with args (the
// receiver first) into the sinks its summary reaches.
func (s *fnState) recordSummary(c *ssa.CallCommon, b *ssa.BasicBlock, f *ssa.Function, obj *types.Func, args []ssa.Value, step Step, flowsOf flowsFunc) {
	for _, fl := range s.a.resolvedSummary(f, obj) {
		if fl.Param == Elicited && fl.Kind.sink() {
			flowsOf(elicited(fl, nil), nil, b, fl.Kind, fl.Sink, fl.Arg, fl.ArgStep+1, append([]Step{step}, fl.Path...), fl.NamedProgram)
			continue
		}
		if !fl.Kind.sink() || fl.Param >= len(args) {
			continue
		}
		if fl.Spread {
			s.recordSpread(args, obj, fl, step, b, flowsOf)
			continue
		}
		when, ok := s.takes(fl, args)
		if !ok {
			continue // the call passes the zero value the flow's way needs set
		}
		t, rest := s.argAt(args, fl)
		t = s.compose(t, rest, args, step)
		tail := append([]Step{step}, fl.Path...)
		s.when = when
		flowsOf(t, args[fl.Param], b, fl.Kind, fl.Sink, fl.Arg, fl.ArgStep+1, tail, fl.NamedProgram)
		s.when = nil
	}
}

// recordPathField records the flow of a value stored into a field the
// library uses as a path (knowledge.PathFields: cmd.Dir = dir), a sink
// whose step is the store.
func (s *fnState) recordPathField(store *ssa.Store, b *ssa.BasicBlock, flowsOf flowsFunc) {
	fa, ok := store.Addr.(*ssa.FieldAddr)
	if !ok {
		return
	}
	ptr, ok := fa.X.Type().Underlying().(*types.Pointer)
	if !ok {
		return
	}
	named, ok := types.Unalias(ptr.Elem()).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok || fa.Field >= st.NumFields() {
		return
	}
	pkg, field := named.Obj().Pkg(), st.Field(fa.Field).Name()
	if !knowledge.PathFields["("+pkg.Path()+"."+named.Obj().Name()+")."+field] {
		return
	}
	p := s.a.pass.Fset.Position(store.Pos())
	step := Step{Pkg: pkg.Path(), Qual: pkg.Name(), Name: named.Obj().Name() + "." + field, File: p.Filename, Line: p.Line, Col: p.Column, pos: store.Pos()}
	flowsOf(s.of(store.Val), store.Val, b, Path, step.In(nil), -1, 0, []Step{step}, false)
}

// recordSink records the flows into the arguments of a sink of the
// tables (signature indices, the receiver not counted), called with args
// (a method's receiver first).
func (s *fnState) recordSink(args []ssa.Value, obj *types.Func, sk sink, step Step, b *ssa.BasicBlock, flowsOf flowsFunc) {
	recv := 0
	if sig, _ := obj.Type().(*types.Signature); sig != nil && sig.Recv() != nil {
		recv = 1
	}
	if sk.kind == Query && recv == 1 && readOnlyTx(args[0]) {
		s.inReadOnlyTx = true
		defer func() { s.inReadOnlyTx = false }()
	}
	for _, i := range sk.args {
		if i+recv < len(args) {
			arg := args[i+recv]
			if sk.kind == Request && hostRoot(arg, 0) {
				// "https://pkg.go.dev/" + path: the code gives the value
				// the whole path of a host; there is no base to leave.
				continue
			}
			t := s.of(arg)
			if sk.part {
				if !partText(arg) {
					continue // a condition given as a value (sq.Eq{"owner": v}): its values are placeholders'
				}
				t = t.within()
			}
			flowsOf(t, arg, b, sk.kind, step.In(nil), i, 0, []Step{step}, false)
		}
	}
	for _, i := range sk.bodies {
		if i+recv < len(args) {
			arg := args[i+recv]
			flowsOf(marked(s.of(arg), ToBody), arg, b, Query, step.In(nil), i, 0, []Step{step}, false)
		}
	}
}

// partText reports whether v, given to a query builder as a part of its
// statement, is text: a string (or strings, to a variadic parameter),
// or one converted to the interface a condition is taken as (Where's
// pred). A value of another type there (a map of column to value, an
// expression the builder renders) writes its own text, and its values
// are placeholders'.
func partText(v ssa.Value) bool {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	t := v.Type().Underlying()
	if sl, ok := t.(*types.Slice); ok {
		t = sl.Elem().Underlying()
	}
	b, ok := t.(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// readOnlyTx reports whether v is a transaction this function begins
// read-only: the first result of BeginTx of database/sql's *DB or *Conn
// given options whose ReadOnly is set to true (&sql.TxOptions{ReadOnly:
// true}), which PostgreSQL and MySQL enforce.
func readOnlyTx(v ssa.Value) bool {
	call, ok := callOf(v)
	if !ok {
		return false
	}
	_, obj := callee(call.Common())
	if obj == nil {
		return false
	}
	if k := funcKey(obj); k != "(*database/sql.DB).BeginTx" && k != "(*database/sql.Conn).BeginTx" {
		return false
	}
	args := call.Call.Args // the receiver, the context, the options
	if len(args) != 3 {
		return false
	}
	opts, ok := args[2].(*ssa.Alloc)
	if !ok {
		return false
	}
	for _, r := range *opts.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || fieldName(fa.X.Type(), fa.Field) != "ReadOnly" {
			continue
		}
		for _, rr := range *fa.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == fa {
				if c, ok := st.Val.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.Bool && constant.BoolVal(c.Value) {
					return true
				}
			}
		}
	}
	return false
}

// hostRoot reports whether every way the URL v is built starts with a
// constant that is a host's root, "https://pkg.go.dev/": what follows is
// a path on that host, all of which the code leaves to the value (a "/"
// or ".." reaches no path the base kept out, and an "@" after the "/" is
// no host). A constant way carries nothing and does not count.
func hostRoot(v ssa.Value, depth int) bool {
	if depth > 8 {
		return false
	}
	if phi, ok := v.(*ssa.Phi); ok {
		some := false
		for _, e := range phi.Edges {
			if _, isConst := e.(*ssa.Const); isConst {
				continue
			}
			if !hostRoot(e, depth+1) {
				return false
			}
			some = true
		}
		return some
	}
	lead, ok := leadingConst(v, depth)
	if !ok {
		return false
	}
	u, err := url.Parse(lead)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && u.User == nil && u.Path == "/" && u.RawQuery == "" && !u.ForceQuery
}

// leadingConst is the constant text v starts with: a constant, the left
// of a concatenation, the format of fmt.Sprintf up to its first verb.
func leadingConst(v ssa.Value, depth int) (string, bool) {
	if depth > 8 {
		return "", false
	}
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value != nil && x.Value.Kind() == constant.String {
			return constant.StringVal(x.Value), true
		}
	case *ssa.BinOp:
		if x.Op == token.ADD {
			return leadingConst(x.X, depth+1)
		}
	case *ssa.Call:
		if _, obj := callee(&x.Call); obj != nil && funcKey(obj) == "fmt.Sprintf" && len(x.Call.Args) > 0 {
			if texts := formatTexts(x.Call.Args[0]); len(texts) > 0 {
				return texts[0], true
			}
		}
	}
	return "", false
}

// recordCommand records the flows into a program run: the command line
// of a shell, or the arguments of a fixed program up to an end of
// options. A program that is not a constant is any program: nothing is
// recorded.
func (s *fnState) recordCommand(c *ssa.CallCommon, at int, step Step, b *ssa.BasicBlock, flowsOf flowsFunc) {
	if at+1 >= len(c.Args) {
		return
	}
	prog := s.program(c.Args[at], 0)
	if prog == "" {
		// A program its caller names, run with a slice its caller
		// fills (ExecuteGoCommand(ctx, cfg, "go", goArgs)): the caller's
		// constant is the program, its elements the arguments.
		named, isParam := c.Args[at].(*ssa.Parameter)
		list, isList := c.Args[at+1].(*ssa.Parameter)
		if isParam && isList && c.Signature().Variadic() {
			if i, j := slices.Index(s.fn.Params, list), slices.Index(s.fn.Params, named); i >= 0 && j >= 0 {
				s.spread(Flow{Param: i, Kind: Option, Spread: true, Program: 1 + j, Sink: step.In(nil) + "(…, …)", Arg: -1, Path: []Step{step}})
				return
			}
		}
		// A list its caller builds, program first (run(ctx, cmd
		// []string): exec.CommandContext(ctx, cmd[0], cmd[1:]...)): the
		// caller's list is the command line.
		if p, ok := headAndRest(c.Args[at], c.Args[at+1]); ok && c.Signature().Variadic() {
			if i := slices.Index(s.fn.Params, p); i >= 0 {
				s.spread(Flow{Param: i, Kind: Option, Spread: true, ProgramFirst: true, Sink: step.In(nil) + "(…, …)", Arg: -1, Path: []Step{step}})
				return
			}
		}
		// A program the operator configures (exec.Command(t.binary,
		// args...), a field or a variable of the package's), with
		// arguments of another value: the program is fixed, its name not
		// known, and it reads options as most programs do.
		if s.configuredProgram(c.Args[at], c.Args[at+1]) {
			if all, ok := argLists(c.Args[at+1], s.bodies); ok {
				s.recordLists("", all, at, step, b, flowsOf)
			}
			return
		}
		s.recordNamedProgram(c, at, step, b, flowsOf)
		return
	}
	all, ok := argLists(c.Args[at+1], s.bodies)
	if !ok {
		// The arguments are a parameter's (func run(args ...string)):
		// its callers' elements are read as the program's.
		if p, isParam := c.Args[at+1].(*ssa.Parameter); isParam && prog != "" {
			if _, shell := shells[prog]; !shell {
				if i := slices.Index(s.fn.Params, p); i >= 0 {
					s.spread(Flow{Param: i, Kind: Option, Spread: true, ProgramName: prog, Sink: step.In(nil) + "(" + strconv.Quote(prog) + ", …)", Arg: -1, Path: []Step{step}})
				}
			}
		}
		return
	}
	s.recordLists(prog, all, at, step, b, flowsOf)
	// A parameter's elements appended where the program reads options
	// (args = append([]string{"--token", t}, args...) on one path): its
	// callers' elements are read as the program's.
	if _, shell := shells[prog]; !shell {
		for _, i := range spreadParams(s.fn, prog, all) {
			s.spread(Flow{Param: i, Kind: Option, Spread: true, ProgramName: prog, Sink: step.In(nil) + "(" + strconv.Quote(prog) + ", …)", Arg: -1, Path: []Step{step}})
		}
	}
}

// configuredProgram reports whether prog, the program a call runs, is
// the code's or the operator's choice (operatorProgram), and comes from
// none of the parameters its arguments args come from: not one the
// model names.
func (s *fnState) configuredProgram(prog, args ssa.Value) bool {
	if !operatorProgram(prog, s.fn.Pkg, 0) {
		return false
	}
	// The program comes from the receiver's fields, if from a parameter
	// at all: a field of another parameter may be the model's (in.Program
	// beside in.Args). Another field of the receiver (t.binary, and
	// t.tempDir in an argument) is apart; the same value, or the whole
	// receiver, is not.
	method := s.fn.Signature.Recv() != nil
	argsTaint := s.of(args)
	for o := range s.of(prog) {
		if !method || o.param != 0 {
			return false
		}
		for a := range argsTaint {
			if o.param != a.param {
				continue
			}
			if o.field == "" || a.field == "" || o.field == a.field ||
				strings.HasPrefix(a.field, o.field+".") || strings.HasPrefix(o.field, a.field+".") {
				return false
			}
		}
	}
	return true
}

// operatorProgram reports whether v names a program the code or the
// operator chose: a constant, a field or a package variable, a join of
// those (cfg.Lint, or "golangci-lint" when it is empty), or what a
// function of the package returns of those (the first of two programs
// found on PATH).
func operatorProgram(v ssa.Value, pkg *ssa.Package, depth int) bool {
	if depth > 4 {
		return false
	}
	switch x := v.(type) {
	case *ssa.Const:
		return constString(x) != ""
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return false
		}
		switch x.X.(type) {
		case *ssa.FieldAddr, *ssa.Global:
			return true
		}
	case *ssa.Phi:
		for _, e := range x.Edges {
			if !operatorProgram(e, pkg, depth+1) {
				return false
			}
		}
		return len(x.Edges) > 0
	case *ssa.Call:
		f, _ := callee(x.Common())
		if f == nil || f.Pkg != pkg || len(f.Blocks) == 0 || f.Signature.Results().Len() != 1 {
			return false
		}
		rets := firstResults(f)
		for _, r := range rets {
			if !operatorProgram(r, pkg, depth+1) {
				return false
			}
		}
		return len(rets) > 0
	}
	return false
}

// firstResults are the first results f returns, one per return.
func firstResults(f *ssa.Function) []ssa.Value {
	var rets []ssa.Value
	for _, b := range f.Blocks {
		if r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(r.Results) > 0 {
			rets = append(rets, r.Results[0])
		}
	}
	return rets
}

// recordNamedProgram records the flows of a program run whose name and
// arguments come from one value: the words of a command line
// (exec.Command(words[0], words[1:]...)), or the two results of a
// helper that splits it. Its arguments are the model's words to whatever
// program it names (Words, NamedProgram); a program from elsewhere (a
// configured one) is not known, and nothing is recorded.
func (s *fnState) recordNamedProgram(c *ssa.CallCommon, at int, step Step, b *ssa.BasicBlock, flowsOf flowsFunc) {
	names, args := s.of(c.Args[at]), s.of(c.Args[at+1])
	shared := taint{}
	for o, h := range args {
		if _, ok := names[o]; ok {
			shared[o] = h
		}
	}
	if len(shared) == 0 {
		return
	}
	// The arguments as lists the code builds: when none of them lets
	// the program read the model's words as options (an end of options
	// before them: append([]string{"--"}, words[1:]...)), the words are
	// its operands.
	if all, ok := argLists(c.Args[at+1], s.bodies); ok {
		options := false
		for _, elems := range all {
			scanOptions("", elems, func(int, ssa.Value, Kind) { options = true })
		}
		if !options {
			return
		}
	}
	flowsOf(shared, nil, b, Words, step.In(nil)+"(…, …)", at+1, 0, []Step{step}, true)
}

// program is the name of the program a value names: a constant, the
// path exec.LookPath finds for one, the user's shell an environment
// variable names (os.Getenv("SHELL"): a shell), or what a function of this package
// returns when every value it returns names the same program
// (LookupBashBin: LookPath("bash"), or "/bin/bash" when it fails); ""
// when it is not known, or may be any program.
func (s *fnState) program(v ssa.Value, depth int) string {
	if depth > 8 {
		return ""
	}
	switch x := v.(type) {
	case *ssa.Const:
		return constString(x)
	case *ssa.Extract:
		if x.Index == 0 {
			return s.program(x.Tuple, depth+1)
		}
	case *ssa.Phi:
		return s.sameProgram(x.Edges, depth)
	case *ssa.UnOp:
		// A program the package keeps in a field (p.filePath, set to
		// what LookPath found in its constructor), or one of a literal
		// list of names tried in turn.
		if f := loadedField(x); f != nil {
			if vals, ok := s.a.fieldStores().stores(f); ok {
				return s.sameProgram(vals, depth)
			}
		}
		if vals, ok := literalElements(x); ok {
			return s.sameProgram(vals, depth)
		}
	case *ssa.Call:
		f, obj := callee(x.Common())
		if obj != nil && funcKey(obj) == "os/exec.LookPath" && len(x.Call.Args) == 1 {
			return s.program(x.Call.Args[0], depth+1)
		}
		if obj != nil && (funcKey(obj) == "os.Getenv" || funcKey(obj) == "os.LookupEnv") && len(x.Call.Args) == 1 {
			return shellVariables[constString(x.Call.Args[0])]
		}
		if f == nil || f.Pkg == nil || f.Pkg != s.fn.Pkg || len(f.Blocks) == 0 || f.Signature.Results().Len() == 0 {
			return ""
		}
		callee := &fnState{a: s.a, fn: f}
		return callee.sameProgram(foundResults(f), depth)
	}
	return ""
}

// sameProgram is the program every value names, by its name when they
// are more than one ("/bin/bash" and LookPath("bash") are bash, podman
// and podman.exe are podman); "" when they differ.
func (s *fnState) sameProgram(vs []ssa.Value, depth int) string {
	out := ""
	for _, v := range vs {
		p := s.program(v, depth+1)
		if p == "" {
			return ""
		}
		switch {
		case out == "":
			out = p
		case programBase(out) != programBase(p):
			return ""
		}
	}
	if len(vs) > 1 {
		return programBase(out) // bash, found on PATH or at /bin/bash
	}
	return out
}

// programBase is the name of a program without its folder and the
// suffix Windows gives executables.
func programBase(p string) string {
	return strings.TrimSuffix(path.Base(p), ".exe")
}

// foundResults are the first results f returns without an error: the
// program a helper that looks for one finds (return filePath, nil), not
// the "" it gives with its error.
func foundResults(f *ssa.Function) []ssa.Value {
	res := f.Signature.Results()
	if res.Len() < 2 || !types.Identical(res.At(res.Len()-1).Type(), errorType) {
		return firstResults(f)
	}
	var rets []ssa.Value
	for _, b := range f.Blocks {
		r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(r.Results) != res.Len() {
			continue
		}
		if c, ok := r.Results[res.Len()-1].(*ssa.Const); ok && c.IsNil() {
			rets = append(rets, r.Results[0])
		}
	}
	return rets
}

// recordLists records the flows into each list of a program's
// arguments, an element on more than one list once.
func (s *fnState) recordLists(prog string, all [][]ssa.Value, at int, step Step, b *ssa.BasicBlock, flowsOf flowsFunc) {
	done := map[ssa.Value]bool{}
	for _, elems := range all {
		s.recordArgs(prog, elems, at, step, b, done, flowsOf)
	}
}

// recordArgs records the flows into one list of a program's arguments.
func (s *fnState) recordArgs(prog string, elems []ssa.Value, at int, step Step, b *ssa.BasicBlock, done map[ssa.Value]bool, flowsOf flowsFunc) {
	desc := func(n int) string {
		parts := []string{strconv.Quote(prog)}
		if prog == "" {
			parts[0] = "…" // the operator's program
		}
		for _, e := range elems[:n] {
			if _, ok := e.(*ssa.Const); ok {
				parts = append(parts, strconv.Quote(constString(e)))
			} else {
				parts = append(parts, "…")
			}
		}
		return step.In(nil) + "(" + strings.Join(append(parts, "…"), ", ") + ")"
	}
	if _, ok := shells[prog]; ok {
		if i, ok := shellScript(prog, elems); ok {
			if e := elems[i]; e != nil && !done[e] {
				done[e] = true
				flowsOf(s.of(e), e, b, Shell, desc(i), at+1+i, 0, []Step{step}, false)
			}
		}
		return
	}
	scanOptions(prog, elems, func(i int, e ssa.Value, k Kind) {
		if !done[e] {
			done[e] = true
			t, v := s.element(e)
			flowsOf(t, v, b, k, desc(i), at+1+i, 0, []Step{step}, false)
		}
	})
}

// scanOptions calls positional with each argument program (its name, ""
// when not known) may read as an option, and its kind: every one that is
// not a constant, up to an end of options, but the value of an option
// before it (Option); the words of a value, after which nothing is known
// (Words). A program of firstArgumentPrograms (the go command, an
// interpreter) reads none after its first argument that is not one and
// not one of its command words (go run . -x, node script.js -x: -x is
// the program's).
func scanOptions(program string, elems []ssa.Value, positional func(i int, e ssa.Value, k Kind)) {
	skip := false
	commands, level := firstArgumentPrograms[program], ""
	ends, armed := positionalEnds[program], false
	for i, e := range elems {
		if e == nil {
			return
		}
		if i < leadingPositionals[program] {
			continue // read before any option, whatever it is
		}
		if _, ok := e.(listOf); ok {
			// Each element of a list from elsewhere can be an option;
			// whether one of them ends the options is not known.
			positional(i, e, Option)
			return
		}
		c, isConst := e.(*ssa.Const)
		if commands != nil && !skip {
			words := commands[level]
			_, split := e.(wordsOf)
			switch {
			case isConst && words[constString(c)]:
				level = constString(c) // go mod init: a command word
				continue
			case isConst && !strings.HasPrefix(constString(c), "-"):
				return // the first argument: options end
			case !isConst && !split && len(words) == 0:
				// The model's, where no command word can be: an option
				// if it starts with -, else the first argument, after
				// which no option is read.
				positional(i, e, Option)
				return
			case !isConst:
				// The model's where a command word can be: what comes
				// after it is read as any program's.
				commands = nil
			}
		}
		if w, ok := e.(wordsOf); ok {
			// The first word may be the value of an option before
			// it; the others are the model's to place.
			positional(i, w.Value, Words)
			return
		}
		if isConst && endOfOptions[constString(c)] {
			return
		}
		if skip {
			skip = false
			if !isConst || !strings.HasPrefix(constString(c), "-") {
				// the value of an option (-C dir, -e pattern, --author
				// name): an argument that starts with - is read as that
				// value, not as an option
				continue
			}
			// An option the code writes next: the one before took no
			// value (--all-namespaces -o X, a flag of its own).
		}
		if isConst {
			w := constString(c)
			if ends != nil && !strings.HasPrefix(w, "-") {
				if armed {
					return // the image or container: what follows is the command's
				}
				armed = ends[w]
			}
			skip = takesValue(w)
			continue
		}
		positional(i, e, Option)
		if armed {
			// The model's value stands as the image or container (read
			// as an option when it is one, reported above): what
			// follows is the command's.
			return
		}
	}
}

// element is the taint of e, an element of a program's argument list,
// and the value it is of. The elements of a slice from elsewhere
// (listOf) are the origins the slice is exactly (the model's list as it
// came, or a field that holds it) or the words of (a helper's
// strings.Fields of the model's text: Part). A slice built elsewhere of
// several values (a helper's result: the option, then its value) says
// nothing of where each of them stands, and is not read.
func (s *fnState) element(e ssa.Value) (taint, ssa.Value) {
	var of ssa.Value
	switch x := e.(type) {
	case listOf:
		of = x.Value
	case resultElem:
		of = x.Value // one of a callee's elements: the same rule
	default:
		return s.of(e), e
	}
	var t taint
	for o, h := range s.of(of) {
		if h.exact || h.marks&Part != 0 {
			t, _ = t.union(taint{o: h})
		}
	}
	return t, of
}

// bits lists the set bits of b.
func bits(b uint64) []int {
	var out []int
	for i := range 64 {
		if b&(1<<i) != 0 {
			out = append(out, i)
		}
	}
	return out
}

// takesValue reports whether an option may take the next argument as its
// value: a single letter (-e, -C), a long option without = (--author),
// or a word after a single dash (-name, -tags, -run: find's options and
// those of Go's flag package, which take the next argument unless they
// are booleans). Two letters (-rn, -la) are taken to be a cluster of
// flags.
func takesValue(opt string) bool {
	if strings.HasPrefix(opt, "--") {
		return len(opt) > 2 && !strings.Contains(opt, "=")
	}
	if len(opt) < 2 || opt[0] != '-' || strings.Contains(opt, "=") {
		return false
	}
	return len(opt) == 2 || len(opt) > 3
}

// recordSpread records the flows of a call whose variadic arguments a
// callee gives a program (fl.Spread): each element this call writes that
// the program can read as an option, or, when this function passes a
// parameter of its own on, the same flow for it.
func (s *fnState) recordSpread(args []ssa.Value, obj *types.Func, fl Flow, step Step, b *ssa.BasicBlock, flowsOf flowsFunc) {
	tail := append([]Step{step}, fl.Path...)
	arg := args[fl.Param]
	if fl.ProgramFirst {
		s.recordListed(arg, fl, tail, b, flowsOf)
		return
	}
	program, programName := 0, fl.ProgramName
	if fl.Program > 0 {
		// The program is the caller's to name: a constant of this
		// call's, or a parameter of this function's in turn. A shell
		// or a program not known reads its arguments otherwise.
		if fl.Program-1 >= len(args) {
			return
		}
		named := args[fl.Program-1]
		if prog := s.program(named, 0); prog != "" {
			if _, shell := shells[prog]; shell {
				return
			}
			programName = prog // read as that program reads them
		} else if p, isParam := named.(*ssa.Parameter); isParam && slices.Index(s.fn.Params, p) >= 0 {
			program = 1 + slices.Index(s.fn.Params, p)
		} else {
			return
		}
	}
	all, ok := argLists(arg, s.bodies)
	if !ok {
		if p, isParam := arg.(*ssa.Parameter); isParam {
			if i := slices.Index(s.fn.Params, p); i >= 0 {
				s.spread(Flow{Param: i, Kind: Option, Spread: true, Program: program, ProgramName: fl.ProgramName, Sink: fl.Sink, Arg: -1, Path: tail})
			}
		}
		return
	}
	if program > 0 {
		return // the elements are this function's, the program its caller's: not followed further
	}
	first := fl.Param // the variadic parameter's index among the call's arguments as written
	if obj != nil && obj.Signature().Recv() != nil {
		first--
	}
	done := map[ssa.Value]bool{}
	for _, elems := range all {
		scanOptions(programName, elems, func(i int, e ssa.Value, k Kind) {
			if !done[e] {
				done[e] = true
				t, v := s.element(e)
				flowsOf(t, v, b, k, fl.Sink, first+i, 0, tail, false)
			}
		})
	}
}

// recordListed records the flows of a call that gives a callee the list
// it runs, program first (fl.ProgramFirst): for each way the list is
// built, its constant first element is the program, read as
// recordCommand reads one: a shell's script after its flag, a program's
// options and positionals. A program the list does not name as a
// constant is any program, and nothing is recorded; a list that is this
// function's parameter is passed on.
func (s *fnState) recordListed(arg ssa.Value, fl Flow, tail []Step, b *ssa.BasicBlock, flowsOf flowsFunc) {
	all, ok := argLists(arg, s.bodies)
	if !ok {
		if p, isParam := arg.(*ssa.Parameter); isParam {
			if i := slices.Index(s.fn.Params, p); i >= 0 {
				s.spread(Flow{Param: i, Kind: Option, Spread: true, ProgramFirst: true, Sink: fl.Sink, Arg: -1, Path: tail})
			}
		}
		return
	}
	// An element is no argument of the call of its own (Arg -1): a fix
	// would edit the list, not the call.
	done := map[ssa.Value]bool{}
	for _, elems := range all {
		if len(elems) == 0 || elems[0] == nil {
			continue
		}
		prog := s.program(elems[0], 0)
		if prog == "" {
			continue
		}
		rest := elems[1:]
		if _, shell := shells[prog]; shell {
			if i, ok := shellScript(prog, rest); ok {
				if e := rest[i]; e != nil && !done[e] {
					done[e] = true
					flowsOf(s.of(e), e, b, Shell, fl.Sink, -1, 0, tail, false)
				}
			}
			continue
		}
		scanOptions(prog, rest, func(i int, e ssa.Value, k Kind) {
			if !done[e] {
				done[e] = true
				t, v := s.element(e)
				flowsOf(t, v, b, k, fl.Sink, -1, 0, tail, false)
			}
		})
	}
}

// shellScript is the index among a shell's arguments of the script it
// runs: the one after its flag (-c), when every argument before that is
// a constant (an option of the shell's own, or the script, from the
// model, is not read); ok is false when there is none.
func shellScript(shell string, elems []ssa.Value) (int, bool) {
	flag := shells[shell]
	for i, e := range elems {
		if _, isConst := e.(*ssa.Const); !isConst {
			return 0, false
		}
		if strings.EqualFold(constString(e), flag) && i+1 < len(elems) {
			return i + 1, true
		}
	}
	return 0, false
}

// headAndRest is the parameter p when name is p[0] and args p[1:], a
// list's first element and the others.
func headAndRest(name, args ssa.Value) (*ssa.Parameter, bool) {
	if u, ok := name.(*ssa.UnOp); ok && u.Op == token.MUL {
		name = u.X
	}
	var head ssa.Value
	switch x := name.(type) {
	case *ssa.IndexAddr:
		if c, ok := x.Index.(*ssa.Const); ok && c.Value != nil && c.Int64() == 0 {
			head = x.X
		}
	case *ssa.Index:
		if c, ok := x.Index.(*ssa.Const); ok && c.Value != nil && c.Int64() == 0 {
			head = x.X
		}
	}
	sl, ok := args.(*ssa.Slice)
	if !ok || head == nil || sl.X != head || sl.High != nil || sl.Max != nil {
		return nil, false
	}
	if c, ok := sl.Low.(*ssa.Const); !ok || c.Value == nil || c.Int64() != 1 {
		return nil, false
	}
	p, ok := head.(*ssa.Parameter)
	return p, ok
}

// spread records a flow of a parameter's elements into a program's
// arguments.
func (s *fnState) spread(fl Flow) {
	s.spreads = append(s.spreads, fl)
}
