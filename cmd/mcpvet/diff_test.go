package main

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestUnifiedDiff(t *testing.T) {
	old := "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n"
	for _, tc := range []struct {
		name, new, want string
	}{
		{"equal", old, ""},
		{"one line", strings.Replace(old, "g\n", "G\n", 1), `--- x
+++ y
@@ -4,7 +4,7 @@
 d
 e
 f
-g
+G
 h
 i
 j
`},
		{"two hunks", strings.Replace(strings.Replace(old, "a\n", "A\n", 1), "m\n", "M\n", 1), `--- x
+++ y
@@ -1,4 +1,4 @@
-a
+A
 b
 c
 d
@@ -10,4 +10,4 @@
 j
 k
 l
-m
+M
`},
		{"insert at the end, no newline", old + "n", `--- x
+++ y
@@ -11,3 +11,4 @@
 k
 l
 m
+n
\ No newline at end of file
`},
		{"from nothing", "", `--- x
+++ y
@@ -1,13 +0,0 @@
` + "-" + strings.Join(strings.SplitAfter(strings.TrimSuffix(old, "\n"), "\n"), "-") + "\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := unifiedDiff("x", "y", old, tc.new); got != tc.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tc.want)
			}
		})
	}
}

// TestUnifiedDiffApplies: the diff of random edits turns the old text into
// the new one.
func TestUnifiedDiffApplies(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 500 {
		var a []string
		for range r.IntN(40) {
			a = append(a, fmt.Sprintf("line %d\n", r.IntN(8)))
		}
		b := append([]string(nil), a...)
		for range r.IntN(6) {
			at := r.IntN(len(b) + 1)
			switch r.IntN(3) {
			case 0:
				b = append(b[:at], append([]string{fmt.Sprintf("new %d\n", r.IntN(4))}, b[at:]...)...)
			case 1:
				if at < len(b) {
					b = append(b[:at], b[at+1:]...)
				}
			case 2:
				if at < len(b) {
					b[at] = "changed\n"
				}
			}
		}
		old, new := strings.Join(a, ""), strings.Join(b, "")
		if r.IntN(4) == 0 {
			new = strings.TrimSuffix(new, "\n")
		}
		d := unifiedDiff("x", "y", old, new)
		if got := applyDiff(t, old, d); got != new {
			t.Fatalf("case %d: the diff\n%s\nturns\n%q\ninto\n%q\nnot\n%q", i, d, old, got, new)
		}
	}
}

func TestEditOverlaps(t *testing.T) {
	for _, tc := range []struct {
		a, b edit
		want bool
	}{
		{edit{0, 5, "x"}, edit{5, 9, "y"}, false},
		{edit{0, 5, "x"}, edit{4, 9, "y"}, true},
		{edit{0, 5, "x"}, edit{0, 5, "x"}, false}, // the same fix twice
		{edit{3, 3, "x"}, edit{3, 3, "y"}, true},
		{edit{3, 3, "x"}, edit{0, 5, "y"}, true},
		{edit{5, 5, "x"}, edit{0, 5, "y"}, false},
		{edit{0, 0, "x"}, edit{0, 5, "y"}, false},
	} {
		if got := tc.a.overlaps(tc.b); got != tc.want {
			t.Errorf("%v overlaps %v = %v", tc.a, tc.b, got)
		}
		if got := tc.b.overlaps(tc.a); got != tc.want {
			t.Errorf("%v overlaps %v = %v", tc.b, tc.a, got)
		}
	}
}

var hunkHeader = regexp.MustCompile(`^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@$`)

// applyDiff applies a unified diff of one file to old.
func applyDiff(t *testing.T, old, diff string) string {
	t.Helper()
	if diff == "" {
		return old
	}
	src := splitLinesOrNone(old)
	var out []string
	at := 0 // lines of src used
	lines := strings.SplitAfter(diff, "\n")
	for i := 2; i < len(lines) && lines[i] != ""; i++ {
		line := lines[i]
		if m := hunkHeader.FindStringSubmatch(strings.TrimSuffix(line, "\n")); m != nil {
			start, _ := strconv.Atoi(m[1])
			if m[2] != "0" {
				start-- // the first line, 1-based, unless the side is empty
			}
			out = append(out, src[at:start]...)
			at = start
			continue
		}
		switch line[0] {
		case ' ':
			out = append(out, src[at])
			at++
		case '-':
			at++
		case '+':
			out = append(out, line[1:])
		case '\\':
			last := len(out) - 1
			if lines[i-1][0] != '-' {
				out[last] = strings.TrimSuffix(out[last], "\n")
			}
		default:
			t.Fatalf("bad diff line %q in\n%s", line, diff)
		}
	}
	out = append(out, src[at:]...)
	return strings.Join(out, "")
}

func splitLinesOrNone(s string) []string {
	if s == "" {
		return nil
	}
	return splitLines(s)
}
