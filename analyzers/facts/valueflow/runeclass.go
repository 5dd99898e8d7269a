package valueflow

import (
	"go/constant"
	"go/token"
	"go/types"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/tools/go/ssa"
)

// charAllowList is a boolean function that loops over the runes of its
// string parameter and returns false at the first rune outside a class
// (letters, digits, ".", "-", "_"), true after the loop:
//
//	for _, c := range v {
//		switch {
//		case c >= 'a' && c <= 'z', c == '.' || c == '-':
//		default:
//			return false
//		}
//	}
//	return true
//
// A value it accepts holds only runes of the class: what passes it is the
// candidates made of those runes alone.
var charAllowList = guardShape{name: "an allow-list of characters",
	advice: "leave out of the allowed characters those that change what the value names (\"/\", \".\", \"-\" at the start, \"?\")"}

// runeClass reads f as such a loop: the index of the parameter it ranges
// over, and the class (ok is false for any other shape). Returns that
// give a constant false before the loop are further refusals, which only
// refuse more: they are not read (the class alone over-approximates what
// passes).
func runeClass(f *ssa.Function) (param int, allowed func(rune) bool, ok bool) {
	if f == nil || len(f.Blocks) == 0 || f.Signature.Results().Len() != 1 {
		return -1, nil, false
	}
	if b, isBasic := f.Signature.Results().At(0).Type().Underlying().(*types.Basic); !isBasic || b.Kind() != types.Bool {
		return -1, nil, false
	}
	rng, head, next, ok := runeLoop(f)
	if !ok {
		return -1, nil, false
	}
	p, isParam := rng.X.(*ssa.Parameter)
	if !isParam {
		return -1, nil, false
	}
	param = slices.Index(f.Params, p)
	body, exit := head.Succs[0], head.Succs[1]
	if !returnsConst(exit, true) {
		return -1, nil, false
	}
	// Every other return gives false.
	for _, b := range f.Blocks {
		if r, isRet := b.Instrs[len(b.Instrs)-1].(*ssa.Return); isRet && b != exit {
			if c, isConst := r.Results[0].(*ssa.Const); !isConst || c.Value == nil || constant.BoolVal(c.Value) {
				return -1, nil, false
			}
		}
	}
	allowed, ok = loopClass(body, head, next, func(b *ssa.BasicBlock) bool { return returnsConst(b, false) })
	return param, allowed, ok && param >= 0
}

// runeLoop is f's one loop over the runes of a string: its Range, and
// its head (the block with the Next of the range, ending in an If on its
// ok: the body is its true successor, the exit its false) with the Next;
// ok is false for no such loop, or two loops.
func runeLoop(f *ssa.Function) (rng *ssa.Range, head *ssa.BasicBlock, next *ssa.Next, ok bool) {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if r, isRange := in.(*ssa.Range); isRange {
				if rng != nil {
					return nil, nil, nil, false // two loops
				}
				rng = r
			}
		}
	}
	if rng == nil {
		return nil, nil, nil, false
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if n, isNext := in.(*ssa.Next); isNext && n.Iter == rng && n.IsString {
				head, next = b, n
			}
		}
	}
	if head == nil || len(head.Succs) != 2 {
		return nil, nil, nil, false
	}
	return rng, head, next, true
}

// loopClass is the class of runes the loop's body lets through to the
// head again (runBody, refuses its refusal); ok is false where the body
// is a shape the reader does not follow: it is tried on the runes the
// candidates are made of, where such a shape shows.
func loopClass(body, head *ssa.BasicBlock, next *ssa.Next, refuses func(*ssa.BasicBlock) bool) (allowed func(rune) bool, ok bool) {
	known := true
	allowed = func(c rune) bool {
		ok, sure := runBody(body, head, next, c, refuses)
		if !sure {
			known = false
		}
		return ok
	}
	for _, c := range "az09./-_?@%;|&$`' \n=:\\" {
		allowed(c)
	}
	return allowed, known
}

// returnsConst reports whether block b returns the constant want, at once
// or after jumps.
func returnsConst(b *ssa.BasicBlock, want bool) bool {
	for range 4 {
		switch last := b.Instrs[len(b.Instrs)-1].(type) {
		case *ssa.Return:
			c, ok := last.Results[0].(*ssa.Const)
			return ok && c.Value != nil && constant.BoolVal(c.Value) == want
		case *ssa.Jump:
			b = b.Succs[0]
		default:
			return false
		}
	}
	return false
}

// runBody runs the loop's body for one rune c: ok when it comes back to
// the loop's head, not when it returns (refuses says whether the return
// it meets is the loop's refusal); sure is false where it meets what it
// does not run (a call it does not know, a value it did not compute, a
// return that is no refusal).
func runBody(b, head *ssa.BasicBlock, next *ssa.Next, c rune, refuses func(*ssa.BasicBlock) bool) (ok, sure bool) {
	vals := map[ssa.Value]constant.Value{}
	value := func(v ssa.Value) constant.Value {
		if k, isConst := v.(*ssa.Const); isConst {
			return k.Value
		}
		return vals[v]
	}
	for steps := 0; steps < 64; steps++ {
		for _, in := range b.Instrs {
			switch x := in.(type) {
			case *ssa.Extract:
				if x.Tuple == next && x.Index == 2 {
					vals[x] = constant.MakeInt64(int64(c))
				}
			case *ssa.BinOp:
				l, r := value(x.X), value(x.Y)
				if l == nil || r == nil {
					continue
				}
				switch x.Op {
				case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
					vals[x] = constant.MakeBool(constant.Compare(l, x.Op, r))
				}
			case *ssa.Call:
				if fn, isFn := x.Call.Value.(*ssa.Function); isFn && fn.Pkg != nil && fn.Pkg.Pkg.Path() == "unicode" && len(x.Call.Args) == 1 {
					if a := value(x.Call.Args[0]); a != nil {
						if is, known := unicodeClass(fn.Name()); known {
							r, _ := constant.Int64Val(a)
							vals[x] = constant.MakeBool(is(rune(r)))
						}
					}
				}
			case *ssa.If:
				v := value(x.Cond)
				if v == nil || v.Kind() != constant.Bool {
					return false, false
				}
				if constant.BoolVal(v) {
					b = b.Succs[0]
				} else {
					b = b.Succs[1]
				}
			case *ssa.Jump:
				b = b.Succs[0]
			case *ssa.Return:
				return false, refuses(b)
			}
		}
		if b == head {
			return true, true
		}
	}
	return false, false
}

// unicodeClass is the unicode package's predicate of that name.
func unicodeClass(name string) (func(rune) bool, bool) {
	switch name {
	case "IsLetter":
		return unicode.IsLetter, true
	case "IsDigit":
		return unicode.IsDigit, true
	case "IsNumber":
		return unicode.IsNumber, true
	case "IsUpper":
		return unicode.IsUpper, true
	case "IsLower":
		return unicode.IsLower, true
	case "IsSpace":
		return unicode.IsSpace, true
	case "IsPunct":
		return unicode.IsPunct, true
	}
	return nil, false
}

// charClassJudge judges a call of a rune allow-list (runeClass): on the
// side where it returns true, the candidates made of allowed runes alone
// pass; on the other, every candidate does.
func (s *fnState) charClassJudge(call *ssa.Call, allowed func(rune) bool) guardJudge {
	check := s.a.exprAt(call.Pos(), -1)
	if check == "" {
		return nil
	}
	return func(k Kind, side int) *Bypass {
		pass := func(h string) bool {
			if side != 0 {
				return true
			}
			for _, c := range h {
				if !allowed(c) {
					return false
				}
			}
			return true
		}
		return candidates(k, maskOf(k, pass), "", charAllowList, check, false, "")
	}
}

// runeSanitizer reads f as a loop over the runes of its text parameter
// (or of that parameter trimmed or cased, strings.TrimSpace(p)) that
// returns a constant at the first rune outside a class and the text
// after the loop:
//
//	id = strings.TrimSpace(id)
//	for _, c := range id {
//		if !(c >= 'a' && c <= 'z') && c != '_' {
//			return ""
//		}
//	}
//	return id
//
// What it returns of the parameter holds only runes of the class. It
// gives the parameter's index and the class (ok is false for any other
// shape).
func runeSanitizer(f *ssa.Function) (param int, allowed func(rune) bool, ok bool) {
	if f == nil || len(f.Blocks) == 0 || f.Signature.Results().Len() != 1 || !isString(f.Signature.Results().At(0).Type()) {
		return -1, nil, false
	}
	rng, head, next, ok := runeLoop(f)
	if !ok {
		return -1, nil, false
	}
	p, ok := textOf(rng.X)
	if !ok {
		return -1, nil, false
	}
	param = slices.Index(f.Params, p)
	body, exit := head.Succs[0], head.Succs[1]
	// After the loop it returns the text it ranged over (or the
	// parameter); every other return gives a constant.
	refusal := func(b *ssa.BasicBlock) bool {
		r, isRet := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !isRet {
			return false
		}
		_, isConst := r.Results[0].(*ssa.Const)
		return isConst
	}
	for _, b := range f.Blocks {
		r, isRet := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !isRet {
			continue
		}
		if b == exit {
			if x := r.Results[0]; x != rng.X && x != p {
				return -1, nil, false
			}
			continue
		}
		if !refusal(b) {
			return -1, nil, false
		}
	}
	allowed, ok = loopClass(body, head, next, refusal)
	return param, allowed, ok && param >= 0
}

// textOf is the parameter v is, or is made of by a standard function
// that trims or cases it (strings.TrimSpace(p), strings.ToLower(p)).
func textOf(v ssa.Value) (*ssa.Parameter, bool) {
	if p, ok := v.(*ssa.Parameter); ok {
		return p, true
	}
	call, ok := v.(*ssa.Call)
	if !ok || len(call.Call.Args) != 1 {
		return nil, false
	}
	_, obj := callee(call.Common())
	switch funcKey(obj) {
	case "strings.TrimSpace", "strings.ToLower", "strings.ToUpper":
		p, ok := call.Call.Args[0].(*ssa.Parameter)
		return p, ok
	}
	return nil, false
}

// sanitizedBy is the taint of what a rune sanitizer (runeSanitizer),
// called at c, returns of a value of taint t: the candidates made of the
// class's runes alone pass it, for each kind.
func (s *fnState) sanitizedBy(c *ssa.CallCommon, t taint, allowed func(rune) bool) taint {
	check := s.a.exprAt(c.Pos(), -1)
	passes := []Bypass{} // no kind lets a candidate through, unless one below does
	for _, k := range []Kind{Path, Shell, Option, Query, Request, Words, Script} {
		pass := func(h string) bool {
			for _, r := range h {
				if !allowed(r) {
					return false
				}
			}
			return true
		}
		if by := candidates(k, maskOf(k, pass), "", charAllowList, check, false, ""); by != nil {
			passes = append(passes, *by)
		}
	}
	return t.map1(func(o origin, h hist) (origin, hist) {
		h.exact = false
		if h.passed == nil {
			h.passed = passes
		} else if p, ok := meet(h.passed, passes); ok {
			h.passed = p
		} else {
			h.passed = []Bypass{}
		}
		return o, h
	})
}

// replacedClass reads re.ReplaceAllString(src, repl) (or
// ReplaceAllLiteralString), key naming the method called at c, where re
// (regexp.MustCompile of a constant, here or in a package variable's
// initializer: fnState.pattern) matches single runes of a class, one or
// more at a time (slug := re.ReplaceAllString(strings.ToLower(title),
// "-") with re `[^a-z0-9]+`): every rune of src in the class is
// replaced, so what it returns of src holds only the runes outside the
// class, and repl's. The pattern is read with regexp/syntax, as the
// regexp package reads it. ok is false for any other pattern (one that
// matches in context, ^\.+ or \.\., leaves the class's runes elsewhere)
// and for a repl that is not a constant or expands a group ($1).
func (s *fnState) replacedClass(c *ssa.CallCommon, key string) (src ssa.Value, allowed func(rune) bool, ok bool) {
	literal := key == "(*regexp.Regexp).ReplaceAllLiteralString"
	if !literal && key != "(*regexp.Regexp).ReplaceAllString" || len(c.Args) != 3 {
		return nil, nil, false
	}
	k, isConst := c.Args[2].(*ssa.Const)
	if !isConst || k.Value == nil || k.Value.Kind() != constant.String {
		return nil, nil, false
	}
	repl := constant.StringVal(k.Value)
	if !literal && strings.Contains(repl, "$") {
		return nil, nil, false
	}
	re, ok := s.pattern(c.Args[0], false)
	if !ok {
		return nil, nil, false
	}
	tree, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return nil, nil, false
	}
	in, ok := singleRunes(tree.Simplify())
	if !ok {
		return nil, nil, false
	}
	return c.Args[1], func(r rune) bool { return !in(r) || strings.ContainsRune(repl, r) }, true
}

// singleRunes is the class of runes re matches, when each match of re is
// runes of the class alone, however many, wherever they stand: a class
// or a rune, repeated or not, or an alternation of those; ok is false
// for anything that matches in context (an anchor, a concatenation).
func singleRunes(re *syntax.Regexp) (in func(rune) bool, ok bool) {
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus, syntax.OpStar, syntax.OpQuest:
		return singleRunes(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min > 1 {
			return nil, false // [^a-z]{2,}: a rune alone is left
		}
		return singleRunes(re.Sub[0])
	case syntax.OpAnyChar:
		return func(rune) bool { return true }, true
	case syntax.OpAnyCharNotNL:
		return func(r rune) bool { return r != '\n' }, true
	case syntax.OpLiteral:
		if len(re.Rune) != 1 {
			return nil, false
		}
		want, fold := re.Rune[0], re.Flags&syntax.FoldCase != 0
		return func(r rune) bool {
			return r == want || fold && strings.EqualFold(string(r), string(want))
		}, true
	case syntax.OpCharClass:
		ranges := re.Rune
		return func(r rune) bool {
			for i := 0; i+1 < len(ranges); i += 2 {
				if ranges[i] <= r && r <= ranges[i+1] {
					return true
				}
			}
			return false
		}, true
	case syntax.OpAlternate:
		var ins []func(rune) bool
		for _, sub := range re.Sub {
			in, ok := singleRunes(sub)
			if !ok {
				return nil, false
			}
			ins = append(ins, in)
		}
		return func(r rune) bool {
			return slices.ContainsFunc(ins, func(in func(rune) bool) bool { return in(r) })
		}, true
	}
	return nil, false
}
