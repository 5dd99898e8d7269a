package valueflow

// Reader helpers that take the key as a parameter: a server's own
// func str(req mcp.CallToolRequest, key string) (string, error), or
// RequiredParam[T](args map[string]any, p string) (T, error). The helper's
// read is recorded with the key "#i" (its parameter i holds the key, as
// the flows' fields name a key parameter) and, for an assertion to a
// type parameter, the index of that parameter; each call puts in the
// caller's constant (or its own key parameter, for a helper wrapping a
// helper) and the instance's type argument.

import (
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// keyOf is the key a read is made with: a constant, or "#i" for the
// function's parameter i; ok is false for any other key.
func (w *readWalk) keyOf(v ssa.Value) (string, bool) {
	if key, ok := constKey(v); ok {
		return key, true
	}
	if p, ok := v.(*ssa.Parameter); ok {
		if i := slices.Index(w.fn.Params, p); i >= 0 {
			return "#" + strconv.Itoa(i), true
		}
	}
	return "", false
}

// typeParamOf is 1 + the index of the function's type parameter t is,
// 0 when t is none.
func (w *readWalk) typeParamOf(t types.Type) int {
	tp, ok := types.Unalias(t).(*types.TypeParam)
	if !ok {
		return 0
	}
	return tp.Index() + 1
}

// bind is a callee's read as the call c makes it: its key parameter
// replaced by the caller's key, its type parameter by the instance's
// type argument. ok is false when the caller's key is neither a
// constant nor its own key parameter.
func (w *readWalk) bind(r Read, c *ssa.CallCommon, f *ssa.Function) (Read, bool) {
	if rest, ok := strings.CutPrefix(r.Key, "#"); ok {
		j, err := strconv.Atoi(rest)
		if err != nil || j < 0 || j >= len(c.Args) {
			return r, false
		}
		key, ok := w.keyOf(c.Args[j])
		if !ok {
			return r, false
		}
		r.Key = key
		if !strings.HasPrefix(key, "#") {
			r.KeyCall = len(r.Path) + 1 // this call, once prepended
		}
	}
	if r.TypeArg > 0 {
		r.Accepts = nil
		if targs := f.TypeArgs(); r.TypeArg <= len(targs) {
			if a := assertAccepts(targs[r.TypeArg-1]); a == nil || len(a) > 0 {
				r.Accepts = a
			}
			r.TypeArg = 0
		}
	}
	return r, true
}

// guardedKeys are the keys of the function's comma-ok lookups and of
// its lookups compared with nil (if args["x"] != nil): an assertion of
// such a key's value may come after the presence check, so it says
// nothing of the argument's absence.
func (w *readWalk) guardedKeys() map[string]bool {
	if w.guarded != nil {
		return w.guarded
	}
	w.guarded = map[string]bool{}
	for _, b := range w.fn.Blocks {
		for _, instr := range b.Instrs {
			l, ok := instr.(*ssa.Lookup)
			if !ok || !l.CommaOk && !comparedWithNil(l) {
				continue
			}
			if key, ok := w.keyOf(l.Index); ok {
				w.guarded[key] = true
			}
		}
	}
	return w.guarded
}

// comparedWithNil reports whether the value of lookup l is compared with
// nil.
func comparedWithNil(l *ssa.Lookup) bool {
	for _, r := range *l.Referrers() {
		if b, ok := r.(*ssa.BinOp); ok && (b.Op == token.EQL || b.Op == token.NEQ) && (isNil(b.X) || isNil(b.Y)) {
			return true
		}
	}
	return false
}
