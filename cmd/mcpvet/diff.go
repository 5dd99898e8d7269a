package main

import (
	"fmt"
	"slices"
	"strings"
)

// unifiedDiff returns the unified diff (three lines of context) that
// turns old into new, "" when they are equal.
func unifiedDiff(oldName, newName, old, new string) string {
	if old == new {
		return ""
	}
	ops := diffLines(splitLines(old), splitLines(new))
	// oldAt[i] and newAt[i] count the old and new lines before ops[i].
	oldAt := make([]int, len(ops)+1)
	newAt := make([]int, len(ops)+1)
	for i, op := range ops {
		oldAt[i+1], newAt[i+1] = oldAt[i], newAt[i]
		if op.kind != '+' {
			oldAt[i+1]++
		}
		if op.kind != '-' {
			newAt[i+1]++
		}
	}
	const context = 3
	var b strings.Builder
	fmt.Fprintf(&b, "--- %s\n+++ %s\n", oldName, newName)
	for i := 0; i < len(ops); {
		first := slices.IndexFunc(ops[i:], func(op diffOp) bool { return op.kind != ' ' })
		if first < 0 {
			break
		}
		first += i
		// The hunk ends after the last change that follows another by
		// at most 2*context unchanged lines, and its context.
		last := first
		for j := first + 1; j < len(ops) && j-last <= 2*context; j++ {
			if ops[j].kind != ' ' {
				last = j
			}
		}
		from, to := max(first-context, i), min(last+context+1, len(ops))
		fmt.Fprintf(&b, "@@ -%s +%s @@\n", hunkRange(oldAt[from], oldAt[to]-oldAt[from]), hunkRange(newAt[from], newAt[to]-newAt[from]))
		for _, op := range ops[from:to] {
			b.WriteByte(op.kind)
			b.WriteString(op.line)
			if !strings.HasSuffix(op.line, "\n") {
				b.WriteString("\n\\ No newline at end of file\n")
			}
		}
		i = to
	}
	return b.String()
}

// hunkRange is one side of a hunk header: the first line (1-based) and
// the count, or for an empty side the line before it.
func hunkRange(before, n int) string {
	if n == 0 {
		return fmt.Sprintf("%d,0", before)
	}
	if n == 1 {
		return fmt.Sprint(before + 1)
	}
	return fmt.Sprintf("%d,%d", before+1, n)
}

// splitLines splits s after each newline.
func splitLines(s string) []string {
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// A diffOp keeps (' '), removes ('-') or adds ('+') a line.
type diffOp struct {
	kind byte
	line string
}

// diffLines is a shortest edit script from a to b: Myers' O(ND)
// algorithm, after the common head and tail are set aside. The fixes
// mcpvet applies change a few lines, so D is small.
func diffLines(a, b []string) []diffOp {
	head := 0
	for head < len(a) && head < len(b) && a[head] == b[head] {
		head++
	}
	tail := 0
	for tail < len(a)-head && tail < len(b)-head && a[len(a)-1-tail] == b[len(b)-1-tail] {
		tail++
	}
	var ops []diffOp
	for _, l := range a[:head] {
		ops = append(ops, diffOp{' ', l})
	}
	ops = append(ops, myers(a[head:len(a)-tail], b[head:len(b)-tail])...)
	for _, l := range a[len(a)-tail:] {
		ops = append(ops, diffOp{' ', l})
	}
	return ops
}

func myers(a, b []string) []diffOp {
	n, m := len(a), len(b)
	off := n + m + 1
	v := make([]int, 2*off+1) // v[off+k]: the furthest x on diagonal k
	var trace [][]int         // v before each round d
	d := 0
search:
	for ; ; d++ {
		trace = append(trace, slices.Clone(v))
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || k != d && v[off+k-1] < v[off+k+1] {
				x = v[off+k+1] // down: insert b[y]
			} else {
				x = v[off+k-1] + 1 // right: delete a[x]
			}
			y := x - k
			for x < n && y < m && a[x] == b[y] {
				x, y = x+1, y+1
			}
			v[off+k] = x
			if x >= n && y >= m {
				break search
			}
		}
	}
	// Walk back from (n, m) through the rounds.
	var rev []diffOp
	x, y := n, m
	for ; d > 0; d-- {
		v := trace[d]
		k := x - y
		var pk int
		if k == -d || k != d && v[off+k-1] < v[off+k+1] {
			pk = k + 1
		} else {
			pk = k - 1
		}
		px := v[off+pk]
		py := px - pk
		for x > px && y > py {
			x, y = x-1, y-1
			rev = append(rev, diffOp{' ', a[x]})
		}
		if x == px {
			y--
			rev = append(rev, diffOp{'+', b[y]})
		} else {
			x--
			rev = append(rev, diffOp{'-', a[x]})
		}
	}
	for x > 0 && y > 0 {
		x, y = x-1, y-1
		rev = append(rev, diffOp{' ', a[x]})
	}
	slices.Reverse(rev)
	return rev
}
