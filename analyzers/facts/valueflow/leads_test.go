package valueflow

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"golang.org/x/tools/go/ssa"
)

// TestLeadsSometimesLinear: a loop's phi whose edges are itself, once
// per continue (a line-by-line parser's state), is asked once, not once
// per way around: the walk took minutes on the repository's own page
// extractor, whose loop has a dozen continues, once buffer writes asked
// it of every earlier piece.
func TestLeadsSometimesLinear(t *testing.T) {
	var b strings.Builder
	b.WriteString("package p\n\nfunc states(lines []string, p string) string {\n\tcur := p\n\tfor _, l := range lines {\n")
	for i := range 12 {
		fmt.Fprintf(&b, "\t\tif l == %q {\n\t\t\tcontinue\n\t\t}\n", fmt.Sprint(i))
	}
	b.WriteString("\t\tcur = cur + l\n\t}\n\treturn cur\n}\n")
	fn := buildFunc(t, b.String(), "states")
	var phi *ssa.Phi
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			if p, ok := instr.(*ssa.Phi); ok && len(p.Edges) > 10 && phi == nil {
				phi = p
			}
		}
	}
	if phi == nil {
		t.Fatal("no phi with an edge per continue: the case tests nothing")
	}
	done := make(chan bool, 1)
	go func() { done <- (&fnState{fn: fn}).leadsSometimes(phi, 0) }()
	select {
	case got := <-done:
		if got {
			t.Errorf("leadsSometimes(cur) = true: cur leads with the parameter on every way")
		}
	case <-time.After(20 * time.Second):
		t.Fatal("leadsSometimes did not finish in 20s: it walks a phi once per way to it")
	}
}
