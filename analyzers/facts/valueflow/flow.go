package valueflow

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// origin is where a value comes from: the SSA parameter param (receiver
// first), and the fields selected from it, dot-separated.
type origin struct {
	param int
	field string
}

// fields are the fields selected from the parameter, as Flow.Field holds
// them (nil for the whole parameter).
func (o origin) fields() []string {
	if o.field == "" {
		return nil
	}
	return strings.Split(o.field, ".")
}

// hist is how a value of one origin arrived: fixed text before it on some
// path, or bare on some path; exact when the value is the parameter, or
// fields selected from it, untransformed; via the calls it came back
// through.
type hist struct {
	fixed, bare, exact bool
	// absolute: on some path the value is the model's whole, known to
	// be an absolute path (the true side of filepath.IsAbs, a result of
	// filepath.Abs): it never starts with "-", and no folder of the
	// code's comes before it.
	absolute bool
	// after are the parameters (bits by SSA index) whose values come
	// before the value on some path: fixed text if the caller's are.
	after uint64
	via   []Step
	// passed: the value went through guards that let it through only
	// for these kinds, each with the value that passes (guards.go); nil
	// when no guard stands on its way.
	passed []Bypass
	// marks are what every way the value came did to it (Mark): escaped
	// as a URL's path, quoted for a shell.
	marks Mark
}

type taint map[origin]hist

// joinPassed is what a value passes that arrives two ways: unguarded if
// either way is, else the kinds either way lets through.
func joinPassed(a, b []Bypass) []Bypass {
	if a == nil || b == nil {
		return nil
	}
	out := a
	for _, y := range b {
		if _, ok := byKind(out, y.Kind); !ok {
			out = append(slices.Clip(out), y)
		}
	}
	return out
}

// within is t as a part of text the code (or a library) writes around
// it: fixed text comes before each of its origins.
func (t taint) within() taint {
	out := make(taint, len(t))
	for o, h := range t {
		h.fixed = true
		out[o] = h
	}
	return out
}

func (t taint) union(u taint) (taint, bool) {
	changed := false
	for o, h := range u {
		old, ok := t[o]
		if !ok {
			if t == nil {
				t = taint{}
			}
			t[o] = h
			changed = true
			continue
		}
		// The calls the value came back through: the shortest, the
		// first by position among equals, whichever way arrived first
		// (the order of a map's keys decides that, and the path is
		// printed in the finding).
		via, shorter := old.via, pathLess(h.via, old.via)
		if shorter {
			via = h.via
		}
		n := hist{fixed: old.fixed || h.fixed, bare: old.bare || h.bare, exact: old.exact || h.exact, absolute: old.absolute || h.absolute, after: old.after | h.after, via: via, passed: joinPassed(old.passed, h.passed), marks: old.marks & h.marks}
		if shorter || n.fixed != old.fixed || n.bare != old.bare || n.absolute != old.absolute || n.exact != old.exact || n.after != old.after || len(n.passed) != len(old.passed) || (n.passed == nil) != (old.passed == nil) || n.marks != old.marks {
			t[o] = n
			changed = true
		}
	}
	return t, changed
}

// without is t less the origins of u: the same parameter and the same
// field, no other (a field of u's parameter that u does not carry is
// still t's).
func (t taint) without(u taint) taint {
	var out taint
	for o, h := range t {
		if _, ok := u[o]; ok {
			continue
		}
		if out == nil {
			out = taint{}
		}
		out[o] = h
	}
	if len(out) == len(t) {
		return t
	}
	return out
}

// map1 returns t with f applied to each hist.
func (t taint) map1(f func(origin, hist) (origin, hist)) taint {
	if len(t) == 0 {
		return nil
	}
	out := taint{}
	for o, h := range t {
		o2, h2 := f(o, h)
		out, _ = out.union(taint{o2: h2})
	}
	return out
}

func (t taint) inexact() taint {
	exact := false
	for _, h := range t {
		exact = exact || h.exact
	}
	if !exact {
		return t // shared: taints are never changed in place but by set
	}
	return t.map1(func(o origin, h hist) (origin, hist) { h.exact = false; return o, h })
}

// params are the parameters a value comes from, and those before it.
func (t taint) params() uint64 {
	var bits uint64
	for o, h := range t {
		if o.param < 64 {
			bits |= 1 << o.param
		}
		bits |= h.after
	}
	return bits
}

// prefix is t after the values before: fixed text before it if one of
// them leads with fixed text, else the parameters they come from.
func (s *fnState) prefix(t taint, before ...ssa.Value) taint {
	if len(t) == 0 {
		return nil
	}
	var after uint64
	sometimes := false
	for _, b := range before {
		if b == nil {
			continue
		}
		if s.leads(b) {
			return t.map1(func(o origin, h hist) (origin, hist) {
				h.fixed = h.fixed || h.bare || h.after != 0
				h.bare, h.exact, h.after = false, false, 0
				return o, h
			})
		}
		after |= s.of(b).params()
		sometimes = sometimes || s.leadsSometimes(b, 0)
	}
	if after == 0 && !sometimes {
		return t
	}
	return t.map1(func(o origin, h hist) (origin, hist) {
		h.after |= after
		h.fixed = h.fixed || sometimes
		h.bare, h.exact = false, false
		return o, h
	})
}

func (t taint) field(name string) taint {
	return t.map1(func(o origin, h hist) (origin, hist) {
		if h.exact {
			if fieldDepth(o.field) >= maxFieldDepth {
				// deeper fields are the same argument
				h.exact = false
				return o, h
			}
			if o.field != "" {
				o.field += "."
			}
			o.field += name
		}
		return o, h
	})
}

// maxFieldDepth bounds the fields selected from a parameter that an
// origin tells apart (a linked list would select next.next... forever).
const maxFieldDepth = 4

// fieldDepth is the number of fields an origin's field path selects
// ("" selects none, "config.Out" two).
func fieldDepth(path string) int {
	if path == "" {
		return 0
	}
	return strings.Count(path, ".") + 1
}

// fnSummary is a function's flows, keyed so that a flow found twice is
// kept once.
type fnSummary struct {
	flows []Flow
	keys  map[string]int
}

func flowKey(f Flow) string {
	var last string
	if n := len(f.Path); n > 0 && f.Kind != result {
		s := f.Path[n-1]
		last = fmt.Sprintf("%s:%d:%d", s.File, s.Line, s.Col)
	}
	return fmt.Sprintf("%d|%s|%d|%s|%s|%d|%d|%d|%d.%s", f.Param, strings.Join(f.Field, "."), f.Kind, f.Sink, last, f.Arg, f.Marks, f.Program, f.Into, f.IntoField)
}

func (s *fnSummary) add(f Flow) {
	if s.keys == nil {
		s.keys = map[string]int{}
	}
	k := flowKey(f)
	if i, ok := s.keys[k]; ok {
		old := s.flows[i]
		n := old
		n.Fixed, n.Bare, n.Checks = old.Fixed || f.Fixed, old.Bare || f.Bare, old.Checks|f.Checks
		n.Absolute = old.Absolute || f.Absolute
		n.NamedProgram = old.NamedProgram && f.NamedProgram // a fixed program on some path
		n.Folder = old.Folder || f.Folder
		n.When = bothWhen(old.When, f.When)
		if old.Against != f.Against {
			n.Against = 0 // one check holds the value whatever the base
		}
		n.RelativeTo = firstParam(old.RelativeTo, f.RelativeTo)
		// Whatever order the flows were found in (it differs with and
		// without the standard library's bodies, and between drivers):
		// the parameters before the value on any path, and the shortest
		// path, the first by position among equals.
		n.After = unionSorted(old.After, f.After)
		n.Names = mergeNames(old.Names, f.Names)
		if pathLess(f.Path, old.Path) {
			n.Path, n.ArgStep = f.Path, f.ArgStep
		}
		if old.Kind == checked {
			n.Checks, n.Bypass = mergeChecks(old, f)
		} else {
			n.Bypass = mergeBypass(old, f)
		}
		s.flows[i] = n
		return
	}
	s.keys[k] = len(s.flows)
	s.flows = append(s.flows, f)
}

// maxFieldPaths bounds the field paths that a summary tells apart for
// one way out (a sink's argument, a function's result): those of the
// parameter's value and those of the result that receives it. A
// function that walks a tree by its fields (an AST, a linked
// structure) recursively would otherwise compose every path of
// maxFieldDepth fields into every field of its result, their number a
// power of the fields', deeper each round of its call cycle, each
// caller composing them all.
const maxFieldPaths = 32

// widen cuts the field paths of each way out that has more than
// maxFieldPaths of them: the parameter's to the depth at which they are
// few enough, and at worst the result's too (the whole result). A
// shorter path stands for all the paths below it: the summary says
// more flows, never fewer.
func (s *fnSummary) widen() {
	if len(s.flows) <= maxFieldPaths {
		return // no way out can have more paths than the summary has flows
	}
	type way = string
	wayOf := func(f Flow) way {
		f.Field, f.IntoField = nil, ""
		return flowKey(f)
	}
	pathOf := func(f Flow, depth int) string {
		return strings.Join(f.Field[:min(depth, len(f.Field))], ".") + "|" + f.IntoField
	}
	byWay := map[way][]Flow{}
	for _, f := range s.flows {
		w := wayOf(f)
		byWay[w] = append(byWay[w], f)
	}
	const wholeResult = -1
	depth := map[way]int{}
	for w, fs := range byWay {
		if len(fs) <= maxFieldPaths {
			continue // flows of a summary differ in their key
		}
		d := maxFieldDepth
		for ; d >= 0; d-- {
			cut := map[string]bool{}
			for _, f := range fs {
				cut[pathOf(f, d)] = true
			}
			if len(cut) <= maxFieldPaths {
				break
			}
		}
		depth[w] = d // wholeResult when no depth was enough
	}
	if len(depth) == 0 {
		return
	}
	flows := s.flows
	s.flows, s.keys = nil, nil
	for _, f := range flows {
		if d, ok := depth[wayOf(f)]; ok {
			if keep := max(d, 0); keep == 0 {
				f.Field = nil // the whole parameter, as a fact decodes it
			} else if keep < len(f.Field) {
				f.Field = f.Field[:keep:keep]
			}
			if d == wholeResult {
				f.IntoField = ""
			}
		}
		s.add(f)
	}
}

// unionSorted is the sorted union of two sorted lists.
func unionSorted(a, b []int) []int {
	if len(b) == 0 {
		return a
	}
	out := slices.Concat(a, b)
	slices.Sort(out)
	return slices.Compact(out)
}

// pathLess reports whether path a is shorter than b, or as long and first
// by the positions of its steps.
func pathLess(a, b []Step) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	for i := range a {
		if c := cmp.Or(cmp.Compare(a[i].File, b[i].File), cmp.Compare(a[i].Line, b[i].Line), cmp.Compare(a[i].Col, b[i].Col), cmp.Compare(a[i].Name, b[i].Name)); c != 0 {
			return c < 0
		}
	}
	return false
}

// same reports whether two summaries hold the same flows.
func (s *fnSummary) same(t *fnSummary) bool {
	if len(s.flows) != len(t.flows) {
		return false
	}
	for k, i := range s.keys {
		j, ok := t.keys[k]
		if !ok {
			return false
		}
		a, b := s.flows[i], t.flows[j]
		if a.Fixed != b.Fixed || a.Bare != b.Bare || a.Absolute != b.Absolute || a.Checks != b.Checks || a.NamedProgram != b.NamedProgram || !sameBypass(a.Bypass, b.Bypass) {
			return false
		}
	}
	return true
}

// mergeChecks is what two checks of one parameter by a validator hold
// together: a value gets past the validator only when it passes both, so
// a kind either holds is held, and for the others a value must pass both
// (meet); a kind no value passes both ways is held too.
func mergeChecks(a, b Flow) (mask, []Bypass) {
	holds := a.Checks | b.Checks
	var out []Bypass
	for k := Path; k < result; k++ {
		if holds.has(k) {
			continue
		}
		x, okx := byKind(a.Bypass, k)
		y, oky := byKind(b.Bypass, k)
		switch {
		case okx && oky:
			if m, ok := meet([]Bypass{x}, []Bypass{y}); ok {
				out = append(out, m...)
			} else {
				holds |= 1 << k
			}
		case okx:
			out = append(out, x)
		case oky:
			out = append(out, y)
		}
	}
	return holds, out
}

// sameBypass reports whether two lists of bypasses say the same.
func sameBypass(a, b []Bypass) bool {
	if len(a) != len(b) || (a == nil) != (b == nil) {
		return false
	}
	for i := range a {
		if a[i].Kind != b[i].Kind || a[i].Value != b[i].Value || a[i].Check != b[i].Check {
			return false
		}
	}
	return true
}

// mergeBypass is the bypasses of one flow into a sink or the result
// found twice: none when one of them passed no guard (the value arrives
// unguarded there), else those of both.
func mergeBypass(a, b Flow) []Bypass {
	if len(a.Bypass) == 0 || len(b.Bypass) == 0 {
		return nil
	}
	out := a.Bypass
	for _, y := range b.Bypass {
		if _, ok := byKind(out, y.Kind); !ok {
			out = append(slices.Clip(out), y)
		}
	}
	return out
}

// facts are the flows without their positions in this package, in a
// stable order.
func (s *fnSummary) facts() []Flow {
	out := make([]Flow, len(s.flows))
	for i, f := range s.flows {
		f.Path = slices.Clone(f.Path)
		for j := range f.Path {
			f.Path[j].pos = token.NoPos
		}
		out[i] = f
	}
	slices.SortStableFunc(out, func(a, b Flow) int { return strings.Compare(flowKey(a), flowKey(b)) })
	return out
}

// analysis_ is one package's computation.
type analysis_ struct {
	pass     *analysis.Pass
	sums     map[*ssa.Function]*fnSummary
	imported map[*types.Func]*Summary
	std      map[*types.Package]bool
	goroot   string // GOROOT/src/, "" when unknown
	// exprs are the package's calls, indexes and comparisons by the
	// position SSA gives them, for the text of a guard (guards.go),
	// built on first use.
	exprs map[token.Pos]ast.Expr
	// dispatch resolves calls through the module's interfaces
	// (dispatch.go); invokedMethods caches the interface methods invoked
	// flows name, as this package sees them (invoked.go).
	dispatch       *dispatcher
	invokedMethods map[string]*types.Func
	// mysql caches backslashEscapes.
	mysql *bool
	// dependency: the package is of a dependency at a version, whose
	// stores into its parameters' fields are not followed
	// (recordStored).
	dependency bool
	// funcs are the package's functions; heldFuncs the functions its
	// func-valued fields hold (fieldfuncs.go), built on first use.
	funcs     []*ssa.Function
	heldFuncs map[*types.Var][]*ssa.Function
	// stored are the stores into the package's unexported fields
	// (fieldstores.go); fieldEnds how the folders kept in them end
	// (fieldends.go); both built on first use.
	stored    *storedValues
	fieldEnds map[fieldEndKey]sepState
	// predicates are the states of the predicates checkOf read
	// (predicateState).
	predicates map[*ssa.Function]*fnState
	// reads reads the package's arguments and error results
	// (reads.go, reads_fail.go), made on first use.
	reads *readsState
}

// backslashEscapes reports whether the package's statements may go to a
// database that reads a backslash in a string literal as an escape: the
// package imports the MySQL driver, directly or through its imports
// (knowledge.MySQLDriverPath). There, doubled quotes are no escape.
func (a *analysis_) backslashEscapes() bool {
	if a.mysql != nil {
		return *a.mysql
	}
	found := imported(a.pass.Pkg, knowledge.MySQLDriverPath) != nil
	a.mysql = &found
	return found
}

// solve computes the summaries of funcs, again until none changes (a
// callee's summary may be computed after its caller's).
func (a *analysis_) solve(funcs []*ssa.Function) {
	a.funcs = funcs
	// callers of each function of the package: a function is computed
	// again only when a callee's summary grew.
	callers := map[*ssa.Function][]*ssa.Function{}
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if c, ok := instr.(ssa.CallInstruction); ok {
					for _, g := range a.heldCallees(c.Common()) {
						if g.Blocks != nil {
							callers[g] = append(callers[g], fn)
						}
					}
					if g := c.Common().StaticCallee(); g != nil {
						if o := g.Origin(); o != nil {
							g = o
						}
						if g.Blocks != nil {
							callers[g] = append(callers[g], fn)
						}
					}
					if c.Common().IsInvoke() {
						for _, impl := range a.dispatch.implementations(c.Common().Method) {
							if g := fn.Prog.FuncValue(impl); g != nil && g.Blocks != nil {
								callers[g] = append(callers[g], fn)
							}
						}
					}
				}
			}
		}
	}
	// Callees first, so that a function out of any call cycle is
	// computed once its callees' summaries are final.
	work, cyclic := callOrder(funcs, callers)
	queued := map[*ssa.Function]bool{}
	for _, fn := range work {
		queued[fn] = true
	}
	rounds := map[*ssa.Function]int{}
	for steps := 0; len(work) > 0 && steps < 8*len(funcs)+8; steps++ {
		fn := work[0]
		work = work[1:]
		queued[fn] = false
		if fn.Blocks == nil || !a.worth(fn) {
			continue
		}
		// Each round computes the function's flows afresh from its
		// callees' summaries as they stand: what a value passes shrinks
		// as more of a validator's checks are known, and a round's
		// flows replace the last round's rather than join them. That
		// is not monotone: in a cycle of calls, a flow of one round can
		// end another's, which ends the first in the next (a cycle of
		// summaries that never settles, each round of it costing the
		// whole cycle). Past joiningRound rounds, the flows of a
		// function in a cycle join the last round's: they can only
		// grow, to a bound.
		st := newFnState(a, fn)
		st.propagate()
		fresh := &fnSummary{}
		st.record(fresh)
		old := a.sums[fn]
		if rounds[fn]++; cyclic[fn] && rounds[fn] > joiningRound && old != nil {
			for _, f := range old.flows {
				fresh.add(f)
			}
		}
		fresh.widen()
		if old == nil || !old.same(fresh) {
			a.sums[fn] = fresh
			for _, c := range callers[fn] {
				if !queued[c] {
					queued[c] = true
					work = append(work, c)
				}
			}
		}
	}
}

// callOrder is funcs with each function after the functions it calls,
// but in a call cycle (Tarjan's strongly connected components, which
// come out callees first), and the functions that are in a cycle, with
// others or alone (a function that calls itself).
func callOrder(funcs []*ssa.Function, callers map[*ssa.Function][]*ssa.Function) ([]*ssa.Function, map[*ssa.Function]bool) {
	callees := map[*ssa.Function][]*ssa.Function{}
	for _, g := range funcs {
		for _, c := range callers[g] {
			callees[c] = append(callees[c], g)
		}
	}
	index := map[*ssa.Function]int{}
	low := map[*ssa.Function]int{}
	onStack := map[*ssa.Function]bool{}
	var stack, order []*ssa.Function
	cyclic := map[*ssa.Function]bool{}
	var visit func(fn *ssa.Function)
	visit = func(fn *ssa.Function) {
		index[fn] = len(index)
		low[fn] = index[fn]
		stack = append(stack, fn)
		onStack[fn] = true
		for _, g := range callees[fn] {
			if _, seen := index[g]; !seen {
				visit(g)
				low[fn] = min(low[fn], low[g])
			} else if onStack[g] {
				low[fn] = min(low[fn], index[g])
			}
			if g == fn {
				cyclic[fn] = true
			}
		}
		if low[fn] != index[fn] {
			return
		}
		i := slices.Index(stack, fn)
		scc := stack[i:]
		stack = stack[:i]
		for _, g := range scc {
			onStack[g] = false
			if len(scc) > 1 {
				cyclic[g] = true
			}
		}
		order = append(order, scc...)
	}
	for _, fn := range funcs {
		if _, seen := index[fn]; !seen {
			visit(fn)
		}
	}
	return order, cyclic
}

// joiningRound is the number of rounds of a function whose flows replace
// the last round's; those after it join them. A validator's checks known
// in a later round still end a flow in the first rounds; a call cycle
// whose rounds would not settle then grows its summaries to their bound
// (maxFieldDepth, maxFieldPaths) and stops.
const joiningRound = 4

// worth reports whether a function can have a flow: one of its
// parameters can carry text.
func (a *analysis_) worth(fn *ssa.Function) bool {
	for _, p := range fn.Params {
		if carries(p.Type()) {
			return true
		}
	}
	for _, v := range fn.FreeVars {
		if carries(v.Type()) {
			return true
		}
	}
	return false
}

// summary returns the flows of a callee: computed here for a function of
// this package, from its fact for one of another.
func (a *analysis_) summary(callee *ssa.Function) []Flow {
	if o := callee.Origin(); o != nil {
		callee = o
	}
	if s := a.sums[callee]; s != nil {
		return s.flows
	}
	obj, _ := callee.Object().(*types.Func)
	return a.importedSummary(obj)
}

// summaryOf is summary for a callee that may have no function in the SSA
// program (an implementation in a package it did not create): read from
// its fact.
func (a *analysis_) summaryOf(f *ssa.Function, obj *types.Func) []Flow {
	if f != nil {
		return a.summary(f)
	}
	return a.importedSummary(obj)
}

// importedSummary is the summary of a function of another package, from
// its fact.
func (a *analysis_) importedSummary(obj *types.Func) []Flow {
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == a.pass.Pkg {
		return nil
	}
	if a.imported == nil {
		a.imported = map[*types.Func]*Summary{}
	}
	s, ok := a.imported[obj]
	if !ok {
		s = new(Summary)
		if !a.pass.ImportObjectFact(obj, s) {
			s = nil
		}
		a.imported[obj] = s
	}
	if s == nil {
		return nil
	}
	return s.Flows
}

// newFnState is the state of fn before its taint is propagated.
func newFnState(a *analysis_, fn *ssa.Function) *fnState {
	return &fnState{a: a, fn: fn, t: map[ssa.Value]taint{}, fields: map[ssa.Value]map[int]taint{}}
}

// fnState is the taint of one function's values.
type fnState struct {
	a  *analysis_
	fn *ssa.Function
	// inReadOnlyTx is set while the flows into a statement run in a
	// transaction begun read-only here are recorded (recordSink): a
	// check of its first keyword asks for no more.
	inReadOnlyTx bool
	t            map[ssa.Value]taint
	fields       map[ssa.Value]map[int]taint // of local structs, by field
	// wholes are the structs whose fields the function tracks that are
	// held whole in a field of another (&Builder{config: config}, or a
	// constructor's result that keeps its argument in a field), by the
	// holder and the field; mixed are the fields that also got some
	// other value. A field read through such a field is the inner
	// struct's field alone (argOf), not all of its fields.
	wholes map[ssa.Value]map[int][]ssa.Value
	mixed  map[ssa.Value]map[int]bool
	// mapKeys are the values of a map made here, by the constant key
	// they are stored under (args := map[string]any{"command": c}): a
	// callee that reads one key gets that value alone (argOf).
	mapKeys map[ssa.Value]map[string]taint
	changed bool
	guards  []*guard
	spreads []Flow // flows of variadic parameters into a program's arguments
	// decoded are the JSON texts decoded into what a parameter points
	// to (json.Unmarshal(data, out) in a helper decodeParams(args, out
	// any)), by the parameter's index: the caller decodes them into its
	// own value (Flow.Decoded).
	decoded map[int]taint
	// byResult are the calls whose results the callee's summary sets
	// one by one (setResult): their Extracts do not take the tuple's.
	byResult map[ssa.Value]bool
	// own are the call results that are the code's own text on some
	// path (a callee's flow from Own): what follows them has fixed text
	// before it there.
	own map[ssa.Value]bool
	// nameTests and namesAt are toolNames' tests and answers.
	nameTests map[int][]nameTest
	namesAt   map[nameKey][]string
	// sets are setTests' answer (setTestsFound once found); when are the
	// parameters of this function a callee's flow being recorded needs
	// set (recordSummary), which setAt adds.
	sets          []setTest
	setTestsFound bool
	when          []int
	// writtenBefore's answers, by write: the same on every round of
	// propagate.
	before map[ssa.Instruction][]ssa.Value
}

func (s *fnState) set(v ssa.Value, t taint) {
	if len(t) == 0 || v == nil || !carries(v.Type()) {
		return
	}
	old := s.t[v]
	if old == nil {
		s.t[v], _ = taint(nil).union(t)
		s.changed = true
		return
	}
	n, ch := old.union(t)
	s.t[v] = n
	s.changed = s.changed || ch
}

// setKey adds t to the value stored under key in the map m made here.
func (s *fnState) setKey(m ssa.Value, key string, t taint) {
	if len(t) == 0 {
		return
	}
	if s.mapKeys == nil {
		s.mapKeys = map[ssa.Value]map[string]taint{}
	}
	byKey := s.mapKeys[m]
	if byKey == nil {
		byKey = map[string]taint{}
		s.mapKeys[m] = byKey
	}
	n, ch := byKey[key].union(t)
	byKey[key] = n
	s.changed = s.changed || ch
}

// of is the taint of v, the fields of a local struct and the values of a
// local map included.
func (s *fnState) of(v ssa.Value) taint {
	t := s.t[v]
	if byKey := s.mapKeys[v]; len(byKey) > 0 {
		t, _ = taint(nil).union(t)
		for _, kt := range byKey {
			t, _ = t.union(kt.inexact())
		}
	}
	_, isSlice := v.(*ssa.Slice)
	if len(s.fields[v]) == 0 && !isSlice {
		return t
	}
	for _, ft := range s.fields[v] {
		t2, _ := taint(nil).union(t)
		t, _ = t2.union(ft.inexact())
	}
	if sl, ok := v.(*ssa.Slice); ok {
		t2, _ := taint(nil).union(t)
		t, _ = t2.union(s.of(sl.X))
	}
	return t
}

// carries reports whether a value of type t can carry text: numbers,
// booleans, pointers to them (an optional argument's *int) and errors
// cannot.
func carries(t types.Type) bool {
	if t == nil {
		return false
	}
	if types.Identical(t, types.Universe.Lookup("error").Type()) {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		if b, ok := u.Elem().Underlying().(*types.Basic); ok {
			return carries(b)
		}
	case *types.Basic:
		return u.Info()&types.IsString != 0 || u.Kind() == types.UnsafePointer
	case *types.Signature, *types.Chan:
		return false
	}
	return true
}

// textual reports whether t is text a standard function returns from its
// arguments: a string, bytes, strings, a URL.
func textual(t types.Type) bool {
	switch u := t.(type) {
	case *types.Tuple:
		for v := range u.Variables() {
			if textual(v.Type()) {
				return true
			}
		}
		return false
	case *types.Pointer:
		return textual(u.Elem())
	case *types.Named:
		if o := u.Obj(); o.Pkg() != nil && o.Pkg().Path() == "net/url" && (o.Name() == "URL" || o.Name() == "Values") {
			return true
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Slice:
		return textual(u.Elem()) || types.Identical(u.Elem(), types.Typ[types.Byte])
	}
	return false
}

// propagate computes the taint of every value of the function.
func (s *fnState) propagate() {
	for i, p := range s.fn.Params {
		if carries(p.Type()) {
			s.t[p] = taint{{param: i}: {bare: true, exact: true}}
		}
	}
	// A closure's captured variables come after its parameters, as the
	// calls of its MakeClosure give them (argsOf).
	for i, v := range s.fn.FreeVars {
		if carries(v.Type()) {
			s.t[v] = taint{{param: len(s.fn.Params) + i}: {bare: true, exact: true}}
		}
	}
	for range 32 {
		s.changed = false
		for _, b := range s.fn.Blocks {
			for _, instr := range b.Instrs {
				s.transfer(instr)
			}
		}
		if !s.changed {
			return
		}
	}
}

func (s *fnState) transfer(instr ssa.Instruction) {
	switch x := instr.(type) {
	case *ssa.Store:
		if a, ok := x.Addr.(*ssa.Alloc); ok && s.copyFields(a, x.Val) {
			return
		}
		if s.storeElement(x.Addr, x.Val) { // elements.go
			return
		}
		s.store(x.Addr, s.of(x.Val), x.Val)
	case *ssa.MapUpdate:
		if m, ok := x.Map.(*ssa.MakeMap); ok {
			if key := constString(x.Key); key != "" {
				s.setKey(m, key, s.of(x.Value))
				return
			}
		}
		if base := root(x.Map); base != nil {
			t, _ := taint(nil).union(s.of(x.Value))
			t, _ = t.union(s.of(x.Key))
			s.set(base, t.inexact())
		}
	case *ssa.UnOp:
		switch x.Op {
		case token.MUL:
			if s.loadElement(x) { // elements.go
				return
			}
			if s.sanitizedInPlace(x) { // inplace.go
				return
			}
			s.set(x, s.load(x.X))
		case token.ARROW:
			s.set(x, s.of(x.X).inexact())
		}
	case *ssa.FieldAddr:
		name := fieldName(x.X.Type(), x.Field)
		t := s.t[x.X].field(name)
		t, _ = t.union(s.fields[x.X][x.Field])
		s.set(x, t)
	case *ssa.Field:
		holder := s.structHolder(x.X)
		t := s.t[holder].field(fieldName(x.X.Type(), x.Field))
		t, _ = t.union(s.fields[holder][x.Field])
		s.set(x, t)
	case *ssa.Phi:
		for i, e := range x.Edges {
			s.copyFields(x, e)
			t := s.t[e]
			if i < len(x.Block().Preds) && absoluteOn(x.Block().Preds[i], x.Block(), e) {
				t = leadingText(t)
			}
			s.set(x, t.inexact())
		}
	case *ssa.IndexAddr:
		if !s.sameElements(x, x.X) {
			s.set(x, s.of(x.X).inexact())
		}
	case *ssa.Index:
		s.set(x, s.of(x.X).inexact())
	case *ssa.Slice:
		if !s.sameElements(x, x.X) {
			s.set(x, s.of(x.X).inexact())
		}
	case *ssa.Lookup:
		// A lookup of the model's key in the code's map is the code's
		// value: an allow-list. Only a map that holds the value carries
		// it; a constant key selects like a field (args["path"]).
		if key := constString(x.Index); key != "" {
			if _, isMap := x.X.Type().Underlying().(*types.Map); isMap {
				s.set(x, s.argOf(x.X, []string{key}).field(key))
				return
			}
		}
		// A key that is a parameter selects the argument the caller names
		// (RequiredParam[string](args, "owner")): compose puts the
		// caller's constant in its place.
		if key := s.keyParam(x.Index); key != "" {
			if _, isMap := x.X.Type().Underlying().(*types.Map); isMap {
				s.set(x, s.of(x.X).field(key))
				return
			}
		}
		s.set(x, s.of(x.X).inexact())
	case *ssa.TypeAssert:
		s.set(x, s.of(x.X))
	case *ssa.ChangeType:
		s.set(x, s.of(x.X))
	case *ssa.Convert:
		s.set(x, s.of(x.X).inexact())
	case *ssa.MultiConvert:
		s.set(x, s.of(x.X).inexact())
	case *ssa.MakeInterface:
		s.set(x, s.of(x.X))
	case *ssa.ChangeInterface:
		s.set(x, s.of(x.X))
	case *ssa.SliceToArrayPointer:
		s.set(x, s.of(x.X).inexact())
	case *ssa.Extract:
		if !s.byResult[x.Tuple] {
			s.set(x, s.of(x.Tuple))
		}
	case *ssa.Range:
		s.set(x, s.of(x.X).inexact())
	case *ssa.Next:
		s.set(x, s.of(x.Iter))
	case *ssa.BinOp:
		if x.Op == token.ADD && carries(x.Type()) {
			s.set(x, s.of(x.X).inexact())
			t := quoted(s.of(x.Y).inexact(), leftText(x.X))
			if startsCommand(trailingText(x.X)) {
				s.set(x, t) // "cd dir && " + cmd: a command of its own
			} else if schemeOnly(x) {
				s.set(x, t) // "https://" + u: a URL of the value's own
			} else {
				s.set(x, s.prefix(t, x.X))
			}
		}
	case *ssa.Call:
		s.call(x.Common(), x)
	case *ssa.Go:
		s.call(x.Common(), nil)
	case *ssa.Defer:
		s.call(x.Common(), nil)
	}
}

// store records that t is stored at addr: in a local variable, a field
// of a local struct, an element of a local slice or array.
// val, when not nil, is the value stored.
func (s *fnState) store(addr ssa.Value, t taint, val ssa.Value) {
	if len(t) == 0 {
		return
	}
	switch a := addr.(type) {
	case *ssa.Alloc:
		s.set(a, t)
		return
	case *ssa.FieldAddr:
		if _, ok := a.X.(*ssa.Alloc); ok {
			s.storeFieldOf(a.X, a.Field, t, val)
			return
		}
		if p, ok := a.X.(*ssa.Parameter); ok && !s.a.dependency {
			// A field of what a parameter points to (q.where = cond):
			// the caller's value holds it after the call (Kind stored).
			// Only in the module's own code (recordStored).
			s.storeField(p, a.Field, t)
			return
		}
	}
	if base := root(addr); base != nil {
		s.set(base, t.inexact())
	}
}

// copyFields gives to a struct the fields of v, when the function tracks
// them one by one (a call's result built field by field, a local), and
// reports whether it did: a copy of the struct keeps them apart.
func (s *fnState) copyFields(to, v ssa.Value) bool {
	holder := s.structHolder(v)
	fields := s.fields[holder]
	if len(fields) == 0 || to == holder {
		return false
	}
	s.set(to, s.t[holder])
	for i, ft := range fields {
		s.storeField(to, i, ft)
	}
	return true
}

// load is the taint of what is read at addr.
func (s *fnState) load(addr ssa.Value) taint {
	if fa, ok := addr.(*ssa.FieldAddr); ok {
		return s.t[fa]
	}
	return s.of(addr)
}

// root is the local allocation an address or slice points into, nil when
// it is not one (a parameter, a global, a value read from memory).
func root(v ssa.Value) ssa.Value {
	for range 16 {
		switch x := v.(type) {
		case *ssa.Alloc, *ssa.MakeSlice, *ssa.MakeMap:
			return x
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.IndexAddr:
			v = x.X
		case *ssa.Slice:
			v = x.X
		default:
			return nil
		}
	}
	return nil
}

// fieldName is the name of field i of the struct t is, points to, or
// lists (structOf).
func fieldName(t types.Type, i int) string {
	if st := structOf(t); st != nil && i < st.NumFields() {
		return st.Field(i).Name()
	}
	return "?"
}

// leads reports whether v begins with fixed text: it is not the model's,
// or every part of it the model's has fixed text before it.
func (s *fnState) leads(v ssa.Value) bool {
	if c, ok := v.(*ssa.Const); ok {
		return fixedConst(c)
	}
	if texts, ok := constTexts(v, 0); ok {
		// Text the code builds of constants only (stmt := "EXPLAIN";
		// if analyze { stmt += " ANALYZE" }): fixed when every way
		// gives fixed text.
		for _, text := range texts {
			if !fixedText(text) {
				return false
			}
		}
		return true
	}
	t := s.of(v)
	if len(t) == 0 {
		return true
	}
	for _, h := range t {
		if h.bare || !h.fixed {
			return false
		}
	}
	return true
}

// leadsSometimes reports whether v, which leads with the model's text on
// some path (leads is false), leads with the code's own on another: a
// phi one of whose edges is the code's text (codeText: base :=
// Default.URL; if o != "" { base = o }), a result a callee returns the code's own text for on some
// path (Own), a local holding one, a field of one, or text that starts
// with one.
func (s *fnState) leadsSometimes(v ssa.Value, depth int) bool {
	return s.leadsSometimesIn(v, depth, map[ssa.Value]bool{})
}

// leadsSometimesIn is leadsSometimes with the values already asked: a
// value met again (a loop's phi, reached by each of its edges) answers
// no more than it did, which keeps the walk linear in the values.
func (s *fnState) leadsSometimesIn(v ssa.Value, depth int, seen map[ssa.Value]bool) bool {
	if depth > 8 || seen[v] {
		return false
	}
	seen[v] = true
	switch x := v.(type) {
	case *ssa.Phi:
		for _, e := range x.Edges {
			if e != nil && (codeText(e) || s.leadsSometimesIn(e, depth+1, seen)) {
				return true
			}
		}
	case *ssa.Call, *ssa.Extract:
		return s.own[v]
	case *ssa.Alloc:
		// A local: what is stored in it (cfg := resolve(o); cfg.URL).
		for _, r := range *x.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == x && s.leadsSometimesIn(st.Val, depth+1, seen) {
				return true
			}
		}
	case *ssa.Field:
		return s.leadsSometimesIn(x.X, depth+1, seen)
	case *ssa.FieldAddr:
		return s.leadsSometimesIn(x.X, depth+1, seen)
	case *ssa.UnOp:
		if x.Op == token.MUL {
			return s.leadsSometimesIn(x.X, depth+1, seen)
		}
	case *ssa.BinOp:
		if x.Op == token.ADD {
			return s.leadsSometimesIn(x.X, depth+1, seen)
		}
	}
	return false
}

// fixedConst reports whether c is fixed text a value written after it
// follows: a string that is not empty, and not the start of a statement
// whose rest is the value (statementLead).
func fixedConst(c *ssa.Const) bool {
	return c.Value != nil && c.Value.Kind() == constant.String && fixedText(constant.StringVal(c.Value))
}

// fixedText reports whether text, the code's own, is fixed text a value
// written after it follows: not blank (a space before a value leaves it
// as it came: " " + query is the whole statement still), and not the
// start of a statement whose rest is the value (statementLead).
func fixedText(text string) bool {
	return strings.TrimSpace(text) != "" && !statementLead(text)
}

// constTexts are the texts v can be when the code builds it of constants
// only: a constant, a concatenation of such, a phi of such (stmt :=
// "EXPLAIN"; if analyze { stmt += " ANALYZE" }); ok is false for any
// other value, or more ways than are worth telling apart.
func constTexts(v ssa.Value, depth int) ([]string, bool) {
	const most = 8
	if depth > 8 {
		return nil, false
	}
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value == nil || x.Value.Kind() != constant.String {
			return nil, false
		}
		return []string{constant.StringVal(x.Value)}, true
	case *ssa.BinOp:
		if x.Op != token.ADD {
			return nil, false
		}
		left, ok := constTexts(x.X, depth+1)
		if !ok {
			return nil, false
		}
		right, ok := constTexts(x.Y, depth+1)
		if !ok || len(left)*len(right) > most {
			return nil, false
		}
		var out []string
		for _, l := range left {
			for _, r := range right {
				out = append(out, l+r)
			}
		}
		return out, true
	case *ssa.Phi:
		var out []string
		for _, e := range x.Edges {
			texts, ok := constTexts(e, depth+1)
			if !ok || len(out)+len(texts) > most {
				return nil, false
			}
			out = append(out, texts...)
		}
		return out, len(out) > 0
	}
	return nil, false
}

// schemeOnly reports whether the concatenation x is a scheme alone
// before a value, with no text appended after it ("http://" + name +
// ".svc.cluster.local" holds the value to a domain).
func schemeOnly(x *ssa.BinOp) bool {
	c, ok := x.X.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String || !schemeLead(constant.StringVal(c.Value)) {
		return false
	}
	for _, r := range *x.Referrers() {
		if b, ok := r.(*ssa.BinOp); ok && b.Op == token.ADD && b.X == x {
			return false
		}
	}
	return true
}

// schemeLead reports whether text is a URL's scheme alone, "https://",
// as code puts it before a URL written without one: when nothing is
// appended after the value, the value still names the host, so the URL
// is the value's own and no base is fixed before it (schemeOnly).
func schemeLead(text string) bool {
	scheme, ok := strings.CutSuffix(text, "://")
	if !ok || scheme == "" {
		return false
	}
	for i, r := range scheme {
		letter := 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'
		if !letter && (i == 0 || !('0' <= r && r <= '9' || r == '+' || r == '-' || r == '.')) {
			return false
		}
	}
	return true
}

// codeText reports whether v is text of the code's own: a constant that
// is not empty, or what a package variable holds (its value, a field of
// it), which the code or its configuration sets.
func codeText(v ssa.Value) bool {
	for range 8 {
		switch x := v.(type) {
		case *ssa.Const:
			return fixedConst(x)
		case *ssa.Global:
			return true
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return false
			}
			v = x.X
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.Field:
			v = x.X
		default:
			return false
		}
	}
	return false
}

// empty reports whether v is the empty string.
func empty(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && (c.Value == nil || c.Value.Kind() == constant.String && constant.StringVal(c.Value) == "")
}

// funcKey names fn for the tables, by its FullName: "os.ReadFile",
// "(*database/sql.DB).Query", the spelling of the library knowledge.
func funcKey(fn *types.Func) string {
	if fn == nil || fn.Pkg() == nil {
		return ""
	}
	return fn.FullName()
}

// callee is the function a call resolves to and its *types.Func, nil for
// a call through an interface, a func value, a builtin.
func callee(c *ssa.CallCommon) (*ssa.Function, *types.Func) {
	if c.IsInvoke() {
		return nil, nil
	}
	f := c.StaticCallee()
	if f == nil {
		return nil, nil
	}
	g := f
	if o := f.Origin(); o != nil {
		g = o
	}
	obj, _ := g.Object().(*types.Func)
	return f, obj
}

// isStd reports whether fn is of the standard library, whose functions
// are known by the tables and never by facts.
func (a *analysis_) isStd(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	pkg := fn.Pkg()
	if std, ok := a.std[pkg]; ok {
		return std
	}
	std := false
	if pkg != a.pass.Pkg {
		// An imported package's objects keep their file names: the
		// standard library's are under GOROOT.
		if f := a.pass.Fset.File(fn.Pos()); f != nil && a.goroot != "" {
			std = strings.HasPrefix(f.Name(), a.goroot)
		} else {
			first, _, _ := strings.Cut(pkg.Path(), "/")
			std = !strings.Contains(first, ".")
		}
	}
	if a.std == nil {
		a.std = map[*types.Package]bool{}
	}
	a.std[pkg] = std
	return std
}

// call is the taint of a call's result.
func (s *fnState) call(c *ssa.CallCommon, v *ssa.Call) {
	if b, ok := c.Value.(*ssa.Builtin); ok {
		switch b.Name() {
		case "append":
			if v != nil {
				s.appended(v, c.Args) // elements.go
			}
		case "copy":
			if len(c.Args) == 2 {
				if base := root(c.Args[0]); base != nil {
					s.set(base, s.of(c.Args[1]).inexact())
				}
			}
		}
		return
	}
	if v != nil && (s.routeRead(c, v) || s.elicitRead(c, v)) { // reads_route.go, reads_elicit.go
		return
	}
	if c.IsInvoke() {
		if v != nil && knowledge.IsArgumentsGetter(c.Method) {
			// A request interface of the server's own: its
			// GetArguments() is the call's arguments, as mcp-go's is.
			s.set(v, s.of(c.Value).field("Params").field("Arguments"))
			return
		}
		if v != nil {
			for _, impl := range s.a.dispatch.implementations(c.Method) {
				s.callSummary(c, v, s.fn.Prog.FuncValue(impl), impl, invokeArgs(c))
			}
		}
		return
	}
	f, obj := callee(c)
	if obj != nil && v != nil && splitters[funcKey(obj)] && len(c.Args) > 0 {
		s.set(v, wordsFrom(s.of(c.Args[0])))
		return
	}
	if obj != nil && v != nil {
		// A regexp that replaces every rune of a class: what it returns
		// holds only the others (runeclass.go).
		if src, allowed, ok := s.replacedClass(c, funcKey(obj)); ok {
			s.set(v, s.sanitizedBy(c, s.of(src), allowed))
			return
		}
	}
	if v != nil && f != nil && f.Pkg != nil && f.Pkg.Pkg == s.a.pass.Pkg {
		// A rune sanitizer of the package's own: what it returns holds
		// only runes of its class (runeclass.go).
		if i, allowed, ok := runeSanitizer(f); ok && i < len(c.Args) {
			s.set(v, s.sanitizedBy(c, s.of(c.Args[i]), allowed))
			return
		}
	}
	if v != nil && tokenizer(f) {
		// A splitter of the package's own: its words are its text
		// parameter's, whatever buffers it builds them in.
		var t taint
		for i, p := range f.Params {
			if i < len(c.Args) && isString(p.Type()) {
				t, _ = t.union(s.of(c.Args[i]))
			}
		}
		s.set(v, wordsFrom(t))
		return
	}
	if f == nil {
		return
	}
	if obj != nil && s.a.isStd(obj) {
		s.stdCall(c, v, obj)
		return
	}
	if v == nil {
		return
	}
	if obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == MarkMCPPath && obj.Name() == "BindArguments" && len(c.Args) == 2 {
		s.decodeInto(c.Args[1], s.of(c.Args[0]).field("Params").field("Arguments")) // reads_source.go
		return
	}
	if obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == MarkMCPPath && isReader(obj) && len(c.Args) > 0 {
		t := s.of(c.Args[0]).field("Params").field("Arguments")
		if len(c.Args) > 1 {
			if key := constString(c.Args[1]); key != "" {
				t = t.field(key)
			} else if key := s.keyParam(c.Args[1]); key != "" {
				t = t.field(key)
			} else {
				t = t.inexact()
			}
		}
		s.set(v, t)
		return
	}
	s.callSummary(c, v, f, obj, argsOf(c))
}

// argsOf are the arguments a call gives its callee's summary: its own
// and, for a closure made where it is called (go func() { … }(), a
// literal held in a local), the variables the closure captures, which
// its summary numbers after its parameters.
func argsOf(c *ssa.CallCommon) []ssa.Value {
	mc, ok := c.Value.(*ssa.MakeClosure)
	if !ok || len(mc.Bindings) == 0 || c.IsInvoke() {
		return c.Args
	}
	return slices.Concat(c.Args, mc.Bindings)
}

// callSummary is the taint of the result of a call of f (obj) with args
// (the receiver first), from its summary.
func (s *fnState) callSummary(c *ssa.CallCommon, v *ssa.Call, f *ssa.Function, obj *types.Func, args []ssa.Value) {
	step := s.step(c, f, obj)
	for _, fl := range s.a.summaryOf(f, obj) {
		if fl.Kind == result && fl.Param == Elicited {
			s.setResult(v, fl, elicited(fl, append([]Step{step}, fl.Path...)), nil)
			continue
		}
		if fl.Kind == result && fl.Param == Own {
			for _, target := range s.resultTargets(v, fl) {
				if !s.own[target] {
					if s.own == nil {
						s.own = map[ssa.Value]bool{}
					}
					s.own[target] = true
					s.changed = true
				}
			}
			continue
		}
		if fl.Kind == stored {
			if fl.Param < len(args) && fl.Into > 0 && fl.Into <= len(args) {
				s.storedBy(fl, args, step)
			}
			continue
		}
		if fl.Kind != result || fl.Param >= len(args) {
			continue
		}
		var whole ssa.Value
		if len(fl.Field) == 0 {
			// The callee may keep the argument whole in a field of its
			// result (NewBuilder(config) returns &Builder{config}).
			whole = args[fl.Param]
		}
		t, rest := s.argAt(args, fl)
		s.setResult(v, fl, s.compose(t, rest, args, step), whole)
		if fl.Into == 0 && fl.Bare && len(fl.Field) == 0 && v != nil && s.fields[v] == nil {
			// The callee returns the argument itself (a builder's method
			// returns its receiver): its fields are the argument's.
			if m := s.fields[s.structHolder(args[fl.Param])]; m != nil {
				s.fields[v] = m
			}
		}
	}
}

// setResult adds t, the end of the callee's result flow fl, to the
// result of the call v: to the call's value when the flow does not say
// which result (Flow.Into is 0), else to the result it names, or to its
// field when it is a struct the callee built field by field. whole,
// when not nil, is the argument the flow is of, taken whole.
func (s *fnState) setResult(v *ssa.Call, fl Flow, t taint, whole ssa.Value) {
	if v == nil {
		return
	}
	if fl.Into == 0 {
		s.set(v, t)
		return
	}
	if tuple, ok := v.Type().(*types.Tuple); ok && tuple.Len() > 1 {
		// The tuple holds them all, for the walks back from a result
		// to the call's arguments (walkParts); each Extract holds its
		// own (transfer).
		s.set(v, t)
		if s.byResult == nil {
			s.byResult = map[ssa.Value]bool{}
		}
		s.byResult[v] = true
	}
	field := fl.IntoField
	for _, target := range s.resultTargets(v, fl) {
		if first, rest, nested := strings.Cut(field, "."); nested {
			if s.setNested(target, first, rest, t) {
				continue
			}
		} else if j, ok := fieldIndex(target.Type(), field); ok && field != "" {
			s.storeFieldOf(target, j, t, whole)
			continue
		}
		s.set(target, t)
	}
}

// setNested adds t to the field path first.rest of the struct target
// holds: the callee built a struct field by field whose field first
// holds, whole, a struct it also built field by field (resultFields).
// What field first holds is a fieldCell with fields of its own, so that
// a callee given target that reads first.B does not read first.A; a
// load of first sees all of them, as a load of a field does. false when
// target has no such field.
func (s *fnState) setNested(target ssa.Value, first, rest string, t taint) bool {
	i, ok := fieldIndex(target.Type(), first)
	if !ok {
		return false
	}
	cell := s.cellOf(target, i)
	s.addField(target, i, t)
	if next, more, nested := strings.Cut(rest, "."); nested {
		return s.setNested(cell, next, more, t)
	}
	k, ok := fieldIndex(cell.Type(), rest)
	if !ok {
		return false
	}
	s.addField(cell, k, t)
	return true
}

// cellOf is the fieldCell that stands for what field i of holder holds,
// made on first use and recorded as the struct the field holds whole.
func (s *fnState) cellOf(holder ssa.Value, i int) ssa.Value {
	if cs := s.wholes[holder][i]; len(cs) == 1 {
		if c, ok := cs[0].(*fieldCell); ok {
			return c
		}
	}
	c := &fieldCell{holder: holder, i: i, typ: structOf(holder.Type()).Field(i).Type()}
	if s.wholes == nil {
		s.wholes = map[ssa.Value]map[int][]ssa.Value{}
	}
	if s.wholes[holder] == nil {
		s.wholes[holder] = map[int][]ssa.Value{}
	}
	s.wholes[holder][i] = append(s.wholes[holder][i], c)
	return c
}

// fieldCell is an ssa.Value that stands for the struct a field of a
// call's result holds (setNested): it has no instruction of its own, and
// the function's maps key its fields by it.
type fieldCell struct {
	holder ssa.Value
	i      int
	typ    types.Type
}

func (c *fieldCell) Name() string                  { return c.holder.Name() + "." + strconv.Itoa(c.i) }
func (c *fieldCell) String() string                { return c.Name() }
func (c *fieldCell) Type() types.Type              { return c.typ }
func (c *fieldCell) Parent() *ssa.Function         { return c.holder.Parent() }
func (c *fieldCell) Referrers() *[]ssa.Instruction { return nil }
func (c *fieldCell) Pos() token.Pos                { return token.NoPos }

// resultTargets are the values of the call v that hold the result a
// result flow fl names: the call's value when it names none or the call
// has one result, else the Extracts of that result.
func (s *fnState) resultTargets(v *ssa.Call, fl Flow) []ssa.Value {
	if v == nil {
		return nil
	}
	tuple, ok := v.Type().(*types.Tuple)
	if fl.Into == 0 || !ok || tuple.Len() <= 1 {
		return []ssa.Value{v}
	}
	var out []ssa.Value
	for _, r := range *v.Referrers() {
		if x, ok := r.(*ssa.Extract); ok && x.Index == fl.Into-1 {
			out = append(out, x)
		}
	}
	return out
}

// storedBy records what a callee's stored flow fl leaves in the value
// of the argument it stores through, for a later call to read.
func (s *fnState) storedBy(fl Flow, args []ssa.Value, step Step) {
	t, fl := s.argAt(args, fl)
	if fl.Decoded {
		// The argument's JSON decoded into what another argument
		// points to, its fields by their JSON names. As it came, the
		// argument keeps its structure, so that the fields select its
		// keys.
		if !fl.Bare || fl.Fixed {
			t = s.compose(t, fl, args, step)
		}
		s.decodeInto(args[fl.Into-1], t)
		return
	}
	// A field of what another argument points to (q.Where(c); q.Run()).
	holder := s.structHolder(args[fl.Into-1])
	if i, ok := fieldIndex(holder.Type(), fl.IntoField); ok {
		s.storeField(holder, i, s.compose(t, fl, args, step))
	}
}

// storeField records that t is in field i of the local struct v.
func (s *fnState) storeField(v ssa.Value, i int, t taint) {
	if len(t) == 0 {
		return
	}
	if _, whole := s.wholes[v][i]; whole && !s.mixed[v][i] {
		if s.mixed == nil {
			s.mixed = map[ssa.Value]map[int]bool{}
		}
		if s.mixed[v] == nil {
			s.mixed[v] = map[int]bool{}
		}
		s.mixed[v][i] = true
		s.changed = true
	}
	s.addField(v, i, t)
}

// storeFieldOf records that t, the taint of val (nil when not known),
// is in field i of v: a struct held whole there (holdsWhole), else a
// value like any other (storeField).
func (s *fnState) storeFieldOf(v ssa.Value, i int, t taint, val ssa.Value) {
	if val != nil && s.holdsWhole(v, i, val) {
		s.addField(v, i, t)
		return
	}
	s.storeField(v, i, t)
}

// holdsWhole records that field i of v holds the struct arg (or a
// pointer to one, or a map made here) whole, and reports whether it
// does: a read of one of its fields (keys) through v is that field
// alone (argOfDepth).
func (s *fnState) holdsWhole(v ssa.Value, i int, arg ssa.Value) bool {
	inner := s.structHolder(arg)
	if m, ok := madeMap(arg); ok {
		// A map made here, keys and all (CallToolParams{Arguments:
		// map[string]any{"path": p, "text": t}}): a read of one key
		// through v is that key's value.
		inner = m
	} else if inner == v || !isStruct(inner.Type()) {
		return false
	}
	if s.wholes == nil {
		s.wholes = map[ssa.Value]map[int][]ssa.Value{}
	}
	m := s.wholes[v]
	if m == nil {
		m = map[int][]ssa.Value{}
		s.wholes[v] = m
	}
	if !slices.Contains(m[i], inner) {
		m[i] = append(m[i], inner)
		s.changed = true
	}
	return true
}

// madeMap is the map made by the function that v is, or is put in an
// interface (the any of a request's Arguments).
func madeMap(v ssa.Value) (*ssa.MakeMap, bool) {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	m, ok := v.(*ssa.MakeMap)
	return m, ok
}

// isStruct reports whether t is a struct or a pointer to one.
func isStruct(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// addField unions t into field i of v.
func (s *fnState) addField(v ssa.Value, i int, t taint) {
	m := s.fields[v]
	if m == nil {
		m = map[int]taint{}
		s.fields[v] = m
	}
	n, ch := m[i].union(t.inexact())
	m[i] = n
	s.changed = s.changed || ch
}

// isReader reports whether fn, of mcp-go's mcp package, reads the
// arguments of the request that is its first argument (the receiver of a
// method), by the key that is its second if it has one.
func isReader(fn *types.Func) bool {
	if fn.Signature().Recv() != nil {
		return readers[fn.Name()]
	}
	return parsers[fn.Name()]
}

// compose is the taint at the end of a callee's flow fl of an argument
// with taint t, called with args at step: fixed text comes before it if
// the callee writes some, or if an argument the callee puts before it
// leads with fixed text.
func (s *fnState) compose(t taint, fl Flow, args []ssa.Value, step Step) taint {
	before, sometimes := false, false
	var after uint64
	for _, j := range fl.After {
		if j < 0 || j >= len(args) {
			continue
		}
		if s.leads(args[j]) {
			before = true
		} else {
			after |= s.of(args[j]).params()
			sometimes = sometimes || s.leadsSometimes(args[j], 0)
		}
	}
	var bypass []Bypass
	if len(fl.Bypass) > 0 {
		// The callee's guards let the value through for these kinds only.
		bypass = within(fl.Bypass, step.In(s.a.pass.Pkg))
	}
	if len(t) == 0 {
		return nil
	}
	out := taint{}
	for o, h := range t {
		passed, ok := meet(h.passed, bypass)
		if !ok {
			continue // a guard of the callee ends it
		}
		o, n := s.composed(o, h, fl, args, step, before, after)
		n.fixed = n.fixed || sometimes
		n.passed = passed
		out, _ = out.union(taint{o: n})
	}
	return out
}

// composed is one origin's history at the end of a callee's flow.
func (s *fnState) composed(o origin, h hist, fl Flow, args []ssa.Value, step Step, before bool, after uint64) (origin, hist) {
	{
		if field, ok := s.keys(fl.Field, args); ok && h.exact && len(field) > 0 {
			// The callee's fields below the origin's, to maxFieldDepth
			// in all: a longer path is cut to its start, which stands
			// for every field below it (the whole origin would stand
			// for its other fields too: a config's log folder reached a
			// file call, and so did every argument in its other fields).
			if room := maxFieldDepth - fieldDepth(o.field); room > 0 {
				if o.field != "" {
					o.field += "."
				}
				o.field += strings.Join(field[:min(len(field), room)], ".")
			}
		}
		n := hist{
			fixed: fl.Fixed && (h.fixed || h.bare || h.after != 0) || fl.Bare && h.fixed || before,
			bare:  fl.Bare && h.bare && !before,
			// Whole and absolute at the sink: absolute here and taken
			// whole there, or whole here and absolute there.
			absolute: !before && (fl.Bare && h.absolute || fl.Absolute && (h.bare || h.absolute)),
			after:    h.after | after,
			marks:    h.marks | fl.Marks,
		}
		if n.fixed {
			n.bare = n.bare && fl.Bare
		}
		if fl.Kind == result {
			n.via = append(append(slices.Clip(h.via), step), fl.Path...)
		} else {
			n.via = h.via
		}
		return o, n
	}
}

// stdCall is the taint of a standard function's result: none for a sink
// or a sanitizer, by its rule for a propagator, else that of its text
// arguments when it returns text.
func (s *fnState) stdCall(c *ssa.CallCommon, v *ssa.Call, obj *types.Func) {
	key := funcKey(obj)
	if builderWrites[key] || fprints[key] {
		// into a local buffer (buffers.go); a go or defer statement
		// writes nothing anyone reads after it
		if v != nil {
			s.write(c, key, v)
		}
		return
	}
	if textReaders[key] {
		// a reader of the text given (buffers.go)
		if v != nil && len(c.Args) == 1 {
			s.set(v, s.of(c.Args[0]))
		}
		return
	}
	switch key {
	case "encoding/json.Marshal":
		// The value's JSON text, keyed as the value is: decoded again
		// (json.Unmarshal into a struct), its fields are the value's
		// (a helper that decodes the arguments by a round trip).
		if v != nil && len(c.Args) == 1 {
			t := s.of(c.Args[0])
			if mi, ok := c.Args[0].(*ssa.MakeInterface); ok && isString(mi.X.Type().Underlying()) {
				// A string's JSON text is a quoted literal a script
				// reads as a string: encoding/json escapes quotes,
				// backslashes, control characters, <, >, & and the
				// line separators JavaScript ends a line at.
				t = marked(t, ScriptQuoted)
			}
			s.set(v, t)
		}
		return
	case "encoding/json.Unmarshal":
		// Decoded into a map by key, the text's keys are the map's
		// (json.Unmarshal(req.Params.Arguments, &args)); decoded into
		// anything else, its fields are named by tags this pass does not
		// read, and the value is the text's as a whole.
		if len(c.Args) == 2 {
			to := c.Args[1]
			if mi, ok := to.(*ssa.MakeInterface); ok {
				to = mi.X
			}
			t := s.of(c.Args[0])
			if s.decodeInto(to, t) { // a struct: reads_source.go
				return
			}
			if p, ok := to.(*ssa.Parameter); ok && !s.a.dependency {
				// Into what the caller passes: its value's fields are
				// the text's, by their JSON names, at the call.
				if i := slices.Index(s.fn.Params, p); i >= 0 {
					if s.decoded == nil {
						s.decoded = map[int]taint{}
					}
					n, ch := s.decoded[i].union(t)
					s.decoded[i] = n
					s.changed = s.changed || ch
				}
				return
			}
			if !byKey(to.Type()) {
				t = t.inexact()
			}
			s.store(to, t, nil)
		}
		return
	}
	if v == nil {
		return
	}
	if _, ok := library().sinks[key]; ok {
		return
	}
	if _, ok := library().commands[key]; ok {
		return
	}
	if m, ok := sanitizers[key]; ok && m == allKinds {
		return
	}
	if !textual(v.Type()) {
		return
	}
	switch key {
	case "fmt.Sprintf":
		if len(c.Args) == 2 {
			s.sprintf(v, c.Args[0], c.Args[1])
		}
		return
	case "path/filepath.Join", "path.Join", "fmt.Sprint":
		if len(c.Args) == 1 {
			s.joined(v, c.Args[0], nil)
		}
		return
	case "net/url.JoinPath":
		if len(c.Args) == 2 {
			s.joined(v, c.Args[1], c.Args[0])
		}
		return
	case "(*net/url.URL).JoinPath":
		if len(c.Args) == 2 {
			s.set(v, s.of(c.Args[0]).inexact())
			s.joined(v, c.Args[1], c.Args[0])
		}
		return
	case "strings.Join":
		if len(c.Args) == 2 {
			s.joined(v, c.Args[0], nil)
		}
		return
	case "strings.ReplaceAll", "strings.Replace":
		if len(c.Args) >= 3 && constString(c.Args[1]) == "'" && quoteEscapes[constString(c.Args[2])] {
			// The escape of a quote inside single quotes: the text
			// is quoted for a POSIX shell ('it'"'"'s'), in which no
			// character of it is the shell's.
			s.set(v, marked(s.of(c.Args[0]).inexact(), QuoteEscaped))
			return
		}
		if len(c.Args) >= 3 {
			// SQL's escape of a quote inside a quoted text: doubled
			// ('it''s', "a""b", `a``b`).
			if m, ok := sqlDoubled[constString(c.Args[1])]; ok && constString(c.Args[2]) == strings.Repeat(constString(c.Args[1]), 2) {
				s.set(v, marked(s.of(c.Args[0]).inexact(), m))
				return
			}
		}
	case "(*net/url.URL).EscapedPath":
		if len(c.Args) == 1 {
			s.set(v, marked(s.of(c.Args[0]).inexact(), EscapedPath))
		}
		return
	case "path/filepath.Abs":
		// An absolute path: it starts with the root ("/", `C:\`), never
		// with "-", whatever the model wrote.
		if len(c.Args) == 1 {
			s.set(v, leadingText(s.of(c.Args[0]).inexact()))
		}
		return
	case "strconv.Quote", "strconv.QuoteToASCII", "strconv.QuoteToGraphic":
		// A quoted literal, which a script reads as a string.
		if len(c.Args) == 1 {
			s.set(v, marked(s.of(c.Args[0]).inexact(), ScriptQuoted))
		}
		return
	case "(*net/url.URL).String":
		// (&url.URL{Path: p}).String(): a URL of a path alone is its
		// escaped path (what go-github and other clients build request
		// paths with).
		if len(c.Args) == 1 && onlyPathSet(c.Args[0]) {
			s.set(v, marked(s.of(c.Args[0]).inexact(), EscapedPath))
			return
		}
	}
	for _, arg := range c.Args {
		s.set(v, s.of(arg).inexact())
	}
}

// joined is the taint of a join of the elements of a slice (fixed text
// before an element when an earlier one is fixed), after first.
func (s *fnState) joined(v *ssa.Call, slice, first ssa.Value) {
	elems, ok := varargs(slice)
	if !ok {
		s.set(v, s.prefix(s.of(slice).inexact(), first))
		return
	}
	before := []ssa.Value{first}
	for _, e := range elems {
		if e == nil {
			continue
		}
		s.set(v, s.prefix(s.of(e).inexact(), before...))
		if !empty(e) {
			before = append(before, e)
		}
	}
}

// sprintf is the taint of fmt.Sprintf: an argument has fixed text before
// it when the format has text before its first verb or an earlier
// argument leads with fixed text, as for a concatenation. The format's
// text between two verbs is not a fixed base for the later argument when
// the earlier one is the model's: in "%s://%s" the host follows the
// argument's own scheme.
func (s *fnState) sprintf(v *ssa.Call, format, args ssa.Value) {
	s.set(v, s.formatted(format, args))
}

// formatted is the taint of the text fmt.Sprintf makes of format and
// args (sprintf).
func (s *fnState) formatted(format, args ssa.Value) taint {
	elems, ok := varargs(args)
	if !ok {
		return s.of(args).inexact()
	}
	var out taint
	add := func(t taint) { out, _ = out.union(t) }
	var before []ssa.Value
	if prefixes := formatPrefixes(format); len(prefixes) > 0 && prefixes[0] {
		before = append(before, format)
	}
	texts, verbs := formatTexts(format), formatVerbs(format)
	written := "" // the format's text before the verb
	for i, e := range elems {
		if i < len(texts) {
			written += texts[i]
		}
		if e == nil {
			continue
		}
		t := s.of(e).inexact()
		if i < len(verbs) && verbs[i] == 'q' {
			t = marked(t, ScriptQuoted) // %q: a quoted literal
		}
		t = quoted(t, written)
		if i < len(texts) && startsCommand(texts[i]) {
			// "cd %q && %s": the value is a command of its own.
			add(t)
		} else {
			add(s.prefix(t, before...))
		}
		before = append(before, e)
	}
	return out
}

// openQuote reports whether text leaves a single-quoted word of a shell
// open: a value written after it is inside the quotes.
func openQuote(text string) bool {
	return strings.Count(text, "'")%2 == 1
}

// sqlDoubled are the quotes SQL escapes by doubling, with the mark of a
// value whose quotes of that kind are doubled.
var sqlDoubled = map[string]Mark{"'": SQLEscaped, `"`: SQLDoubleEscaped, "`": SQLBacktickEscaped}

// quoted is t written into a text, inside an open single quote or not.
// Text whose quotes are escaped is protected inside one (QuoteEscaped
// becomes ShellQuoted). A word quoted on its own is not protected inside
// one: its own quotes close the outer one and leave it bare (bash -c
// 'echo >/dev/tcp/%s/80' with the host quoted). Outside quotes, escaped
// quotes protect nothing.
//
// The same holds for SQL's quotes, each of its kind: a value whose
// double quotes (backticks) are doubled is SQLIdentQuoted after an open
// double quote (backtick). After a "?", the value is in a URL's query
// (InQuery).
func quoted(t taint, left string) taint {
	if len(t) == 0 {
		return t
	}
	inside := openQuote(left)
	insideDouble := strings.Count(left, `"`)%2 == 1
	insideBacktick := strings.Count(left, "`")%2 == 1
	inQuery := strings.Contains(left, "?")
	inStatement := statementStart(left)
	return t.map1(func(o origin, h hist) (origin, hist) {
		if inQuery {
			h.marks |= InQuery
		}
		if inStatement {
			h.marks |= InStatement
		}
		if inside || insideDouble || insideBacktick {
			// A quoted literal inside another's quotes: its own
			// quotes close them.
			h.marks &^= ScriptQuoted
		}
		escaped, doubled := h.marks&QuoteEscaped != 0, h.marks&SQLEscaped != 0
		doubledDouble, doubledBacktick := h.marks&SQLDoubleEscaped != 0, h.marks&SQLBacktickEscaped != 0
		h.marks &^= QuoteEscaped | SQLEscaped | SQLDoubleEscaped | SQLBacktickEscaped
		switch {
		case inside && escaped:
			h.marks |= ShellQuoted
		case inside && doubled:
			h.marks |= SQLQuoted
		case insideDouble && doubledDouble, insideBacktick && doubledBacktick:
			h.marks |= SQLIdentQuoted | SQLQuoted
		case inside:
			h.marks &^= ShellQuoted | SQLQuoted | SQLIdentQuoted
		case insideDouble || insideBacktick:
			h.marks &^= SQLQuoted | SQLIdentQuoted
		}
		return o, h
	})
}

// leftText is the constant text of a concatenation's left side: its
// constants, in order.
func leftText(v ssa.Value) string {
	var b strings.Builder
	var walk func(v ssa.Value, depth int)
	walk = func(v ssa.Value, depth int) {
		switch x := v.(type) {
		case *ssa.Const:
			b.WriteString(constString(x))
		case *ssa.BinOp:
			if x.Op == token.ADD && depth < 16 {
				walk(x.X, depth+1)
				walk(x.Y, depth+1)
			}
		}
	}
	walk(v, 0)
	return b.String()
}

// startsCommand reports whether text, the fixed text right before a
// value, ends with what separates a shell's commands (or a script's
// statements): ";", "&&", "||", "|", a newline. The value is then a
// command of its own, as the whole command line is, not text pasted
// into another command.
func startsCommand(text string) bool {
	t := strings.TrimRight(text, " \t")
	for _, sep := range []string{";", "&&", "||", "|", "\n"} {
		if strings.HasSuffix(t, sep) {
			return true
		}
	}
	return false
}

// formatTexts is, for each verb of a constant format, the text between
// the verb before it (or the format's start) and it; nil for a format
// that is not a constant.
func formatTexts(v ssa.Value) []string {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return nil
	}
	f := constant.StringVal(c.Value)
	var out []string
	var text strings.Builder
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			text.WriteByte(f[i])
			continue
		}
		if i+1 < len(f) && f[i+1] == '%' {
			text.WriteByte('%')
			i++
			continue
		}
		out = append(out, text.String())
		text.Reset()
		for i++; i < len(f) && strings.IndexByte("+-# 0123456789.*[]", f[i]) >= 0; i++ {
		}
	}
	return out
}

// formatVerbs is the verb letter of each verb of a constant format, nil
// for a format that is not a constant.
func formatVerbs(v ssa.Value) []byte {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return nil
	}
	f := constant.StringVal(c.Value)
	var out []byte
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		if i+1 < len(f) && f[i+1] == '%' {
			i++
			continue
		}
		for i++; i < len(f) && strings.IndexByte("+-# 0123456789.*[]", f[i]) >= 0; i++ {
		}
		if i < len(f) {
			out = append(out, f[i])
		} else {
			out = append(out, 0)
		}
	}
	return out
}

// trailingText is the constant text v ends with: a constant, the right
// of a concatenation.
func trailingText(v ssa.Value) string {
	for range 8 {
		switch x := v.(type) {
		case *ssa.Const:
			return constString(x)
		case *ssa.BinOp:
			if x.Op != token.ADD {
				return ""
			}
			v = x.Y
		default:
			return ""
		}
	}
	return ""
}

// quoteEscapes are the ways to write a single quote inside a
// single-quoted word of a POSIX shell.
var quoteEscapes = map[string]bool{`'"'"'`: true, `'\''`: true}

// marked is t with mark m on every way it came.
func marked(t taint, m Mark) taint {
	return t.map1(func(o origin, h hist) (origin, hist) { h.marks |= m; return o, h })
}

// formatPrefixes says, for each verb of a constant format, whether fixed
// text comes before it (text that is only a statement's lead keyword is
// not: statementLead); nil for a format that is not a constant.
func formatPrefixes(v ssa.Value) []bool {
	texts := formatTexts(v)
	if texts == nil {
		return nil
	}
	out := make([]bool, len(texts))
	written := ""
	for i, t := range texts {
		written += t
		out[i] = written != "" && !statementLead(written)
	}
	return out
}

// varargs are the elements of a slice built in place (a variadic call's
// arguments, a slice literal), by index; ok is false for any other slice.
func varargs(v ssa.Value) ([]ssa.Value, bool) {
	if c, ok := v.(*ssa.Const); ok && c.IsNil() {
		return nil, true
	}
	sl, ok := v.(*ssa.Slice)
	if !ok {
		return nil, false
	}
	alloc, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return nil, false
	}
	arr, ok := alloc.Type().Underlying().(*types.Pointer)
	if !ok {
		return nil, false
	}
	at, ok := arr.Elem().Underlying().(*types.Array)
	if !ok {
		return nil, false
	}
	out := make([]ssa.Value, at.Len())
	for _, ref := range *alloc.Referrers() {
		ia, ok := ref.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		ic, ok := ia.Index.(*ssa.Const)
		if !ok {
			return nil, false
		}
		i, ok := constant.Int64Val(ic.Value)
		if !ok || i < 0 || int(i) >= len(out) {
			return nil, false
		}
		for _, r2 := range *ia.Referrers() {
			if st, ok := r2.(*ssa.Store); ok && st.Addr == ia {
				out[i] = st.Val
			}
		}
	}
	return out, true
}

// step is the call c of f as a step of a path.
func (s *fnState) step(c *ssa.CallCommon, f *ssa.Function, obj *types.Func) Step {
	pos := c.Pos()
	p := s.a.pass.Fset.Position(pos)
	st := Step{File: p.Filename, Line: p.Line, Col: p.Column, pos: pos}
	if obj != nil && obj.Pkg() != nil {
		st.Pkg, st.Qual = obj.Pkg().Path(), obj.Pkg().Name()
		st.Name = objName(obj)
	} else if f != nil {
		if f.Pkg != nil {
			st.Pkg, st.Qual = f.Pkg.Pkg.Path(), f.Pkg.Pkg.Name()
		}
		st.Name = anonName(f)
	}
	return st
}

func objName(fn *types.Func) string {
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return fn.Name()
	}
	t := sig.Recv().Type()
	ptr := false
	if p, ok := t.(*types.Pointer); ok {
		t, ptr = p.Elem(), true
	}
	name := "?"
	if n, ok := types.Unalias(t).(*types.Named); ok {
		name = n.Obj().Name()
	}
	if ptr {
		return "(*" + name + ")." + fn.Name()
	}
	return name + "." + fn.Name()
}

// anonName names a func literal as the compiler does: Register.func1.
func anonName(f *ssa.Function) string {
	name := f.Name()
	if i := strings.IndexByte(name, '$'); i >= 0 {
		outer := f
		for outer.Parent() != nil {
			outer = outer.Parent()
		}
		base := outer.Name()
		if obj, ok := outer.Object().(*types.Func); ok {
			base = objName(obj)
		}
		return base + ".func" + name[i+1:]
	}
	return name
}

// A field "#i" of a flow is the key the function's parameter i holds:
// the function reads, by that key, a map its caller passes.

// keyParam is the field of a map read by key v when v is a parameter of
// the function ("#i"), "" when it is not one.
func (s *fnState) keyParam(v ssa.Value) string {
	p, ok := v.(*ssa.Parameter)
	if !ok {
		return ""
	}
	if i := slices.Index(s.fn.Params, p); i >= 0 {
		return "#" + strconv.Itoa(i)
	}
	return ""
}

// keys is a callee's fields with each key parameter replaced by the
// caller's argument for it: its constant, or the caller's own parameter;
// ok is false when an argument for a key is neither (the value read is
// no argument the code names).
func (s *fnState) keys(field []string, args []ssa.Value) ([]string, bool) {
	out, cloned := field, false
	for i, f := range field {
		rest, ok := strings.CutPrefix(f, "#")
		if !ok {
			continue
		}
		j, err := strconv.Atoi(rest)
		if err != nil || j < 0 || j >= len(args) {
			return nil, false
		}
		key := constString(args[j])
		if key == "" {
			key = s.keyParam(args[j])
		}
		if key == "" {
			return nil, false
		}
		if !cloned {
			out, cloned = slices.Clone(field), true
		}
		out[i] = key
	}
	return out, true
}

// byKey reports whether t points to a map from string: what json decodes
// into it is read by the text's own keys.
func byKey(t types.Type) bool {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return false
	}
	m, ok := p.Elem().Underlying().(*types.Map)
	if !ok {
		return false
	}
	k, ok := m.Key().Underlying().(*types.Basic)
	return ok && k.Kind() == types.String
}

// absoluteOn reports whether v is known to be an absolute path on the
// edge from pred to succ: pred ends in a branch on filepath.IsAbs(v) (or
// path.IsAbs, negated or not) and the edge is its true side. A path that
// is absolute begins with "/" (or a volume name): never with "-". As
// servers write it: if !filepath.IsAbs(p) { p = filepath.Join(root, p) }.
func absoluteOn(pred, succ *ssa.BasicBlock, v ssa.Value) bool {
	if len(pred.Instrs) == 0 || len(pred.Succs) != 2 {
		return false
	}
	br, ok := pred.Instrs[len(pred.Instrs)-1].(*ssa.If)
	if !ok {
		return false
	}
	side := slices.Index(pred.Succs, succ)
	if side < 0 || pred.Succs[0] == pred.Succs[1] {
		return false
	}
	cond, negated := br.Cond, false
	for {
		u, ok := cond.(*ssa.UnOp)
		if !ok || u.Op != token.NOT {
			break
		}
		cond, negated = u.X, !negated
	}
	call, ok := cond.(*ssa.Call)
	if !ok || len(call.Common().Args) != 1 || call.Common().Args[0] != v {
		return false
	}
	_, obj := callee(call.Common())
	if key := funcKey(obj); key != "path/filepath.IsAbs" && key != "path.IsAbs" {
		return false
	}
	return (side == 0) != negated
}

// wordsFrom is the taint of the words of a value: each word starts where
// the model's text says, whatever text came before it.
func wordsFrom(t taint) taint {
	return t.map1(func(o origin, h hist) (origin, hist) {
		h.bare, h.exact = true, false
		h.marks |= Part
		return o, h
	})
}

// asPart is t as words of the values it holds (Part): a check of them
// that a callee made.
func asPart(t taint) taint {
	return t.map1(func(o origin, h hist) (origin, hist) {
		h.marks |= Part
		return o, h
	})
}

// leadingText is t no longer bare: the value begins with a character the
// model cannot choose (the "/" of an absolute path), so it is no option,
// though no base folder comes before it either (fixed is kept as it was).
func leadingText(t taint) taint {
	return t.map1(func(o origin, h hist) (origin, hist) {
		h.absolute = h.absolute || h.bare
		h.bare, h.exact = false, false
		return o, h
	})
}

// ownModule reports whether the function f or obj names is of the module
// the analyzed package is of: a check it makes, passed on to its callers,
// says what the server means to allow (Flow.Folder, which OMCG0029 holds
// the server's other paths to). A dependency's check is the library's own
// rule for its own input (a client library that refuses ".." in a path
// of the remote API), not the server's folder. Unknown modules (a driver
// that gives none) count as the server's, as before.
func (a *analysis_) ownModule(f *ssa.Function, obj *types.Func) bool {
	if obj == nil && f != nil {
		obj, _ = f.Object().(*types.Func)
	}
	if obj == nil || obj.Pkg() == nil {
		return true
	}
	in, known := passutil.InModule(a.pass, obj.Pkg().Path())
	return in || !known
}

// onlyPathSet reports whether u is a url.URL made in place whose only
// field the function sets is Path (&url.URL{Path: p}).
func onlyPathSet(u ssa.Value) bool {
	alloc, ok := u.(*ssa.Alloc)
	if !ok {
		return false
	}
	st, ok := types.Unalias(alloc.Type().(*types.Pointer).Elem()).(*types.Named)
	if !ok || st.Obj().Pkg() == nil || st.Obj().Pkg().Path() != "net/url" || st.Obj().Name() != "URL" {
		return false
	}
	fields := st.Underlying().(*types.Struct)
	path := false
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case *ssa.FieldAddr:
			if fields.Field(r.Field).Name() != "Path" {
				for _, rr := range *r.Referrers() {
					if _, isStore := rr.(*ssa.Store); isStore {
						return false
					}
				}
				continue
			}
			path = true
		case *ssa.Call, *ssa.DebugRef:
		case *ssa.Store:
			if r.Addr == alloc {
				return false // the whole URL replaced
			}
		default:
			return false
		}
	}
	return path
}

// firstParam is the lower of two 1-based parameter numbers that are set
// (0: none), whichever order two flows were found in.
func firstParam(a, b int) int {
	switch {
	case a == 0:
		return b
	case b == 0:
		return a
	}
	return min(a, b)
}
