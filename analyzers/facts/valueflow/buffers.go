package valueflow

import "golang.org/x/tools/go/ssa"

// Text written piece by piece into a local strings.Builder or
// bytes.Buffer (b.WriteString("SELECT * FROM t WHERE "); b.WriteString(
// where), or fmt.Fprintf(&b, " WHERE %s", where)) is read as a
// concatenation is: a piece has fixed text before it when a piece
// written before it on some way leads with the code's text, and comes
// after the model's pieces written before it. The buffer holds the union
// of its pieces; String() and Bytes() give it back.

// textReaders are the functions whose result reads back, or holds, the
// text they are given (a request's body made of a statement's JSON).
var textReaders = map[string]bool{
	"bytes.NewReader": true, "bytes.NewBuffer": true, "bytes.NewBufferString": true, "strings.NewReader": true,
}

// builderWrites are the methods that append their argument to a local
// text buffer.
var builderWrites = map[string]bool{
	"(*strings.Builder).WriteString": true, "(*strings.Builder).Write": true,
	"(*strings.Builder).WriteByte": true, "(*strings.Builder).WriteRune": true,
	"(*bytes.Buffer).WriteString": true, "(*bytes.Buffer).Write": true,
	"(*bytes.Buffer).WriteByte": true, "(*bytes.Buffer).WriteRune": true,
}

// fprints are fmt's functions that write into the writer they are given.
var fprints = map[string]bool{"fmt.Fprintf": true, "fmt.Fprint": true, "fmt.Fprintln": true}

// write records what c, a call of key (of builderWrites or fprints),
// writes into a local buffer.
func (s *fnState) write(c *ssa.CallCommon, key string, at ssa.Instruction) {
	if fprints[key] {
		s.fprint(c, key, at)
		return
	}
	if len(c.Args) != 2 {
		return
	}
	base := root(c.Args[0])
	if base == nil {
		return
	}
	s.set(base, s.prefix(s.of(c.Args[1]).inexact(), s.writtenBefore(base, at)...))
}

// fprint records what fmt.Fprintf (Fprint, Fprintln) writes into a local
// buffer, read as fmt.Sprintf (fmt.Sprint) reads its arguments, after
// what was written into the buffer before.
func (s *fnState) fprint(c *ssa.CallCommon, key string, at ssa.Instruction) {
	if len(c.Args) < 2 {
		return
	}
	w := c.Args[0]
	if mi, ok := w.(*ssa.MakeInterface); ok {
		w = mi.X
	}
	base := root(w)
	if base == nil {
		return
	}
	before := s.writtenBefore(base, at)
	if key == "fmt.Fprintf" && len(c.Args) == 3 {
		s.set(base, s.prefix(s.formatted(c.Args[1], c.Args[2]), before...))
		return
	}
	for _, e := range c.Args[1:] {
		s.set(base, s.prefix(s.of(e).inexact(), before...))
	}
}

// writtenBefore are the values written into the local buffer base by
// writes that can come before at: earlier in its block, or in a block
// from which at's block can be reached.
func (s *fnState) writtenBefore(base ssa.Value, at ssa.Instruction) []ssa.Value {
	if out, ok := s.before[at]; ok {
		return out
	}
	if s.before == nil {
		s.before = map[ssa.Instruction][]ssa.Value{}
	}
	out := s.writtenBeforeFirst(base, at)
	s.before[at] = out
	return out
}

// writtenBeforeFirst is writtenBefore, asked the first time.
func (s *fnState) writtenBeforeFirst(base ssa.Value, at ssa.Instruction) []ssa.Value {
	var out []ssa.Value
	visit := func(instr ssa.Instruction, writer ssa.Value) {
		call, ok := instr.(ssa.CallInstruction)
		if !ok || instr == at || !precedes(instr, at) {
			return
		}
		c := call.Common()
		_, obj := callee(c)
		if obj == nil || len(c.Args) == 0 || c.Args[0] != writer {
			return
		}
		switch key := funcKey(obj); {
		case builderWrites[key] && len(c.Args) == 2:
			out = append(out, c.Args[1])
		case fprints[key]:
			out = append(out, c.Args[1:]...)
		}
	}
	refs := base.Referrers()
	if refs == nil {
		return nil
	}
	for _, r := range *refs {
		visit(r, base)
		if mi, ok := r.(*ssa.MakeInterface); ok && mi.Referrers() != nil {
			for _, u := range *mi.Referrers() {
				visit(u, mi)
			}
		}
	}
	return out
}

// precedes reports whether a can run before b: earlier in b's block, or
// in a block from which b's block is reached.
func precedes(a, b ssa.Instruction) bool {
	ab, bb := a.Block(), b.Block()
	if ab == nil || bb == nil {
		return false
	}
	if ab == bb {
		for _, instr := range ab.Instrs {
			if instr == a {
				return true
			}
			if instr == b {
				break // a after b: before it only around a loop
			}
		}
	}
	all := func(*ssa.BasicBlock, *ssa.BasicBlock) bool { return true }
	for _, succ := range ab.Succs {
		if reach(succ, bb, all) {
			return true
		}
	}
	return false
}
