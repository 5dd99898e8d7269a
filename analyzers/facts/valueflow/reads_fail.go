package valueflow

// When a read is required: the function fails without the argument. A
// function fails where it returns a failure — a non-nil error, or a tool
// result that is an error result (mcp-go's mcp.NewToolResultError*, a
// CallToolResult whose IsError is set, the go-sdk's SetError, or what a
// helper of the server that always builds one returns) — or panics. What
// the model sees of a tool call is its result: `if err != nil { return
// mcp.NewToolResultError(err.Error()), nil }`, the answer mcp-go's README
// teaches, fails the call as `return nil, err` does; `if err != nil {
// return mcp.NewToolResultText("no branch, using main"), nil }` does not.
//
// A helper's read is required in its caller only where the caller fails
// when the helper does (the helper's error or error result tested and
// the caller failing on it, or returned as it is): a helper that panics
// without the argument fails every caller.

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// ErrorResults is the fact of a function that always returns an error
// result: the indices of its results that are one on every return (a
// server's func toolError(err error) *mcp.CallToolResult).
type ErrorResults struct{ Results []int }

func (*ErrorResults) AFact() {}

func (f *ErrorResults) String() string {
	var b strings.Builder
	b.WriteString("error result")
	for _, i := range f.Results {
		b.WriteString(" " + strconv.Itoa(i))
	}
	return b.String()
}

// failKind is how a block fails.
type failKind uint8

const (
	noFail     failKind = iota
	failReturn          // it returns a failure
	failPanic           // it panics
)

// isToolResult reports whether t is a pointer to mcp-go's or the
// go-sdk's CallToolResult.
func isToolResult(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Name() != "CallToolResult" {
		return false
	}
	path := n.Obj().Pkg().Path()
	return path == MarkMCPPath || path == SDKPath
}

// failureTyped reports whether a value of type t can say that a function
// failed: an error, or a tool result.
func failureTyped(t types.Type) bool {
	return types.Identical(t, errorType) || isToolResult(t)
}

// sideFails reports how b, the body of an if (its one predecessor is the
// if), fails within a few blocks of straight-line code: it returns a
// failure, or it panics. tested is the value the if tested (an error, a
// helper's tool result): returned as it is, it is the failure.
func (rs *readsState) sideFails(b *ssa.BasicBlock, tested ssa.Value) failKind {
	if len(b.Preds) != 1 && !fromConditions(b) {
		return noFail // the code after the if, not its body
	}
	for range 4 {
		if len(b.Instrs) == 0 {
			return noFail
		}
		switch x := b.Instrs[len(b.Instrs)-1].(type) {
		case *ssa.Return:
			for _, r := range x.Results {
				if r == tested || rs.failure(r) {
					return failReturn
				}
			}
			return noFail
		case *ssa.Panic:
			return failPanic
		}
		if len(b.Succs) != 1 {
			return noFail
		}
		b = b.Succs[0]
	}
	return noFail
}

// fromConditions reports whether every way into b comes straight from an
// if: the body of if a == "" || b == "", which each condition enters. The
// test of a loop is no such condition: the code after if x != "" { for
// … { … } } is entered from the if and from the loop's end, both ifs.
func fromConditions(b *ssa.BasicBlock) bool {
	return !slices.ContainsFunc(b.Preds, func(p *ssa.BasicBlock) bool {
		_, isIf := p.Instrs[len(p.Instrs)-1].(*ssa.If)
		return !isIf || loopHead(p)
	})
}

// loopHead reports whether b is the head of a loop: a block it
// dominates comes back to it.
func loopHead(b *ssa.BasicBlock) bool {
	return slices.ContainsFunc(b.Preds, b.Dominates)
}

// failure reports whether a returned value says the function failed: an
// error that is not the nil constant, or an error result. The error of
// a call that returns a value and an error, returned as it is (return
// toJSON(v)), is no failure by itself: it is nil when the call succeeds
// (the if that tests it is read as a test: sideFails' tested).
func (rs *readsState) failure(v ssa.Value) bool {
	switch {
	case types.Identical(v.Type(), errorType):
		if x, ok := v.(*ssa.Extract); ok {
			if _, isCall := x.Tuple.(*ssa.Call); isCall {
				return false
			}
		}
		return !isNil(v)
	case isToolResult(v.Type()):
		return rs.errorResult(v, 0)
	}
	return false
}

// errorResult reports whether v, a tool result, is an error result.
func (rs *readsState) errorResult(v ssa.Value, depth int) bool {
	if depth > 4 {
		return false
	}
	if setsIsError(v) {
		return true
	}
	switch x := v.(type) {
	case *ssa.Call:
		return rs.callErrorResult(x.Common(), 0)
	case *ssa.Extract:
		if c, ok := x.Tuple.(*ssa.Call); ok {
			return rs.callErrorResult(c.Common(), x.Index)
		}
	case *ssa.Phi:
		for _, e := range x.Edges {
			if !rs.errorResult(e, depth+1) {
				return false
			}
		}
		return len(x.Edges) > 0
	}
	return false
}

// setsIsError reports whether the code marks the tool result v as an
// error: &mcp.CallToolResult{IsError: true}, res.IsError = true, or the
// go-sdk's res.SetError(err).
func setsIsError(v ssa.Value) bool {
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		switch x := r.(type) {
		case *ssa.FieldAddr:
			if x.X != v || fieldName(x.X.Type().Underlying().(*types.Pointer).Elem(), x.Field) != "IsError" {
				continue
			}
			for _, u := range *x.Referrers() {
				if st, ok := u.(*ssa.Store); ok && st.Addr == x {
					if c, ok := st.Val.(*ssa.Const); ok && c.Value != nil && c.Value.ExactString() == "true" {
						return true
					}
				}
			}
		case *ssa.Call:
			_, obj := callee(x.Common())
			if obj != nil && obj.Name() == "SetError" && obj.Pkg() != nil && obj.Pkg().Path() == SDKPath && len(x.Common().Args) > 0 && x.Common().Args[0] == v {
				return true
			}
		}
	}
	return false
}

// callErrorResult reports whether the result i of call c is always an
// error result: mcp-go's NewToolResultError*, or a function that always
// returns one (of this package, from its body; of another, by its
// ErrorResults fact).
func (rs *readsState) callErrorResult(c *ssa.CallCommon, i int) bool {
	f, obj := callee(c)
	if f == nil {
		return false
	}
	if obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == MarkMCPPath {
		return i == 0 && strings.HasPrefix(obj.Name(), "NewToolResultError")
	}
	if o := f.Origin(); o != nil {
		f = o
	}
	if f.Pkg != nil && f.Pkg.Pkg == rs.a.pass.Pkg {
		res := rs.errResults(f)
		return i < len(res) && res[i]
	}
	if obj == nil || rs.facts == nil || rs.a.isStd(obj) {
		return false
	}
	var fact ErrorResults
	if !rs.facts(obj.Origin(), &fact) {
		return false
	}
	for _, j := range fact.Results {
		if j == i {
			return true
		}
	}
	return false
}

// errResults says, per result of f, whether every return of f gives an
// error result there; nil when none does (or f has no body).
func (rs *readsState) errResults(f *ssa.Function) []bool {
	if res, ok := rs.errRes[f]; ok {
		return res
	}
	rs.errRes[f] = nil // recursion: not known to be one
	results := f.Signature.Results()
	var out []bool
	for i := range results.Len() {
		if !isToolResult(results.At(i).Type()) {
			continue
		}
		all, any := true, false
		for _, b := range f.Blocks {
			if len(b.Instrs) == 0 {
				continue
			}
			ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
			if !ok {
				continue
			}
			any = true
			if i >= len(ret.Results) || !rs.errorResult(ret.Results[i], 0) {
				all = false
				break
			}
		}
		if all && any {
			if out == nil {
				out = make([]bool, results.Len())
			}
			out[i] = true
		}
	}
	rs.errRes[f] = out
	return out
}

// errorResultsFact is the fact of f, nil when no result of it is always
// an error result.
func (rs *readsState) errorResultsFact(f *ssa.Function) *ErrorResults {
	var out *ErrorResults
	for i, ok := range rs.errResults(f) {
		if ok {
			if out == nil {
				out = new(ErrorResults)
			}
			out.Results = append(out.Results, i)
		}
	}
	return out
}

// failsOn reports how the function handles the failure of call v (a
// reader's error, a helper's error or tool result): required when it
// fails on it (an if err != nil whose side fails, or the failure returned
// as it is), panics when that failing is a panic; dflt when the failure
// is dropped (v, _ := req.RequireInt("n")), so the zero value stands in.
// Its other uses (err.Error() in the message) say nothing.
func (rs *readsState) failsOn(v *ssa.Call) (required, dflt, panics bool) {
	if v == nil {
		return false, false, false
	}
	var tested []ssa.Value
	if failureTyped(v.Type()) {
		tested = append(tested, v) // BindArguments, json.Unmarshal: the error alone
	}
	if tup, ok := v.Type().(*types.Tuple); ok {
		for _, r := range *v.Referrers() {
			if ex, ok := r.(*ssa.Extract); ok && failureTyped(tup.At(ex.Index).Type()) {
				tested = append(tested, ex)
			}
		}
	}
	if len(tested) == 0 {
		return false, true, false
	}
	uses := 0
	for _, t := range tested {
		for _, r := range *t.Referrers() {
			switch x := r.(type) {
			case *ssa.DebugRef:
				continue
			case *ssa.Return:
				required = required || !rs.conditional(x.Block(), t)
			case *ssa.BinOp:
				if (isNil(x.X) || isNil(x.Y)) && (x.Op == token.NEQ || x.Op == token.EQL) {
					for _, u := range *x.Referrers() {
						ifi, ok := u.(*ssa.If)
						if !ok || rs.conditional(ifi.Block(), t) {
							continue
						}
						side := ifi.Block().Succs[0] // the failed (non-nil) side
						if x.Op == token.EQL {
							side = ifi.Block().Succs[1]
						}
						switch rs.sideFails(side, t) {
						case failReturn:
							required = true
						case failPanic:
							required, panics = true, true
						}
					}
				}
			}
			uses++
		}
	}
	return required, uses == 0, panics && required
}

// getFails reports how the function handles a Get* reader's result
// compared with a constant: whether it fails where they are equal
// (req.GetString("name", "") and if name == "" { return … }). With dflt,
// only a comparison with that constant counts (the default a helper was
// given, refused).
func (rs *readsState) getFails(v ssa.Value, dflt *ssa.Const) failKind {
	out := noFail
	for _, r := range *v.Referrers() {
		x, ok := r.(*ssa.BinOp)
		if !ok || x.Op != token.EQL && x.Op != token.NEQ {
			continue
		}
		c, ok := x.X.(*ssa.Const)
		if !ok {
			c, ok = x.Y.(*ssa.Const)
		}
		if !ok || dflt != nil && !sameConst(c, dflt) {
			continue
		}
		for _, u := range *x.Referrers() {
			ifi, ok := u.(*ssa.If)
			if !ok || rs.conditional(ifi.Block(), v) {
				continue
			}
			side := ifi.Block().Succs[0] // the side where they are equal
			if x.Op == token.NEQ {
				side = ifi.Block().Succs[1]
			}
			out = max(out, rs.sideFails(side, nil))
		}
	}
	return out
}

// sameConst reports whether two constants are the same value (nil with
// nil).
func sameConst(a, b *ssa.Const) bool {
	if a.Value == nil || b.Value == nil {
		return a.Value == nil && b.Value == nil
	}
	return a.Value.Kind() == b.Value.Kind() && constant.Compare(a.Value, token.EQL, b.Value)
}

// okFails reports how the comma-ok of a lookup or an assertion (x, a
// tuple), tested by an if, makes the function fail where the key is
// absent or the value of another type: if _, ok := args[p]; !ok {
// return … }.
func (rs *readsState) okFails(x ssa.Value) failKind {
	out := noFail
	for _, e := range *x.Referrers() {
		ex, ok := e.(*ssa.Extract)
		if !ok || ex.Index != 1 {
			continue
		}
		for _, u := range *ex.Referrers() {
			switch y := u.(type) {
			case *ssa.If:
				if !rs.conditional(y.Block(), x) {
					out = max(out, rs.sideFails(y.Block().Succs[1], nil))
				}
			case *ssa.UnOp:
				for _, z := range *y.Referrers() {
					if ifi, ok := z.(*ssa.If); ok && !rs.conditional(ifi.Block(), x) {
						out = max(out, rs.sideFails(ifi.Block().Succs[0], nil))
					}
				}
			}
		}
	}
	return out
}

// conditional reports whether block b is reached only on a branch that
// another argument decides: an if above it, one of whose sides alone
// leads to b, tests a value read from the arguments other than self
// (switch operation { case "replace": … }, if id == "" && pattern == "").
// A failure there is not a failure without the argument: it depends on
// the other's value too, which a listing's required list cannot say. An
// if whose other side fails (if err != nil { return … } after another
// argument's read) is that argument's own check, not a choice. The if
// need not stand over b: one of the conditions of `if ok && address != ""
// { return geocode(address) }` decides on its own that the call never
// reaches b, and lat and lng, read after it, are needed only without an
// address.
func (rs *readsState) conditional(b *ssa.BasicBlock, self ssa.Value) bool {
	for _, d := range b.Parent().Blocks {
		if d == b || len(d.Instrs) == 0 || !reach(d, b, func(_, _ *ssa.BasicBlock) bool { return true }) {
			continue
		}
		ifi, ok := d.Instrs[len(d.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		var other []*ssa.BasicBlock
		for _, succ := range d.Succs {
			if !reach(succ, b, func(from, _ *ssa.BasicBlock) bool { return from != d }) {
				other = append(other, succ)
			}
		}
		// if res != nil { return res, nil }: the tested value returned as
		// it is is the failure.
		var tested ssa.Value
		if cmp, ok := ifi.Cond.(*ssa.BinOp); ok && (isNil(cmp.X) || isNil(cmp.Y)) {
			tested = cmp.X
			if isNil(cmp.X) {
				tested = cmp.Y
			}
		}
		if len(other) == 1 && rs.sideFails(other[0], tested) == noFail && readsArgument(ifi.Cond, self, map[ssa.Value]bool{}) {
			return true
		}
	}
	return false
}

// readsArgument reports whether v is computed from an argument the
// handler reads (a reader of the request's, an element of its arguments
// map), other than self.
func readsArgument(v ssa.Value, self ssa.Value, seen map[ssa.Value]bool) bool {
	if v == self || seen[v] || len(seen) > 32 {
		return false
	}
	seen[v] = true
	switch x := v.(type) {
	case *ssa.Call:
		// A reader of the request: a method of it (its receiver the
		// first argument of a static call), or a function given it.
		for _, a := range x.Call.Args {
			if IsMarkRequest(a.Type()) || IsSDKRequest(a.Type()) || readsArgument(a, self, seen) {
				return true
			}
		}
	case *ssa.Lookup:
		return isArgsMap(x.X.Type()) || readsArgument(x.X, self, seen)
	case *ssa.Extract:
		return readsArgument(x.Tuple, self, seen)
	case *ssa.BinOp:
		return readsArgument(x.X, self, seen) || readsArgument(x.Y, self, seen)
	case *ssa.UnOp:
		return readsArgument(x.X, self, seen)
	case *ssa.TypeAssert:
		return readsArgument(x.X, self, seen)
	case *ssa.Convert:
		return readsArgument(x.X, self, seen)
	case *ssa.ChangeType:
		return readsArgument(x.X, self, seen)
	case *ssa.Phi:
		for _, e := range x.Edges {
			if readsArgument(e, self, seen) {
				return true
			}
		}
	case *ssa.Alloc:
		// A variable a closure captures lives in memory: what is
		// stored in it.
		for _, r := range *x.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == x && readsArgument(st.Val, self, seen) {
				return true
			}
		}
	}
	return false
}

func isNil(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.IsNil()
}
