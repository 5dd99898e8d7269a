package valueflow

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/ssa"
)

// TestCallOrder: solve computes callees before their callers, and marks
// the functions of call cycles (two functions calling each other, one
// calling itself), the only ones whose rounds join.
func TestCallOrder(t *testing.T) {
	src := `package p

func top(s string)    { mid(s); ping(s) }
func mid(s string)    { leaf(s) }
func leaf(s string)   {}
func ping(s string)   { if s != "" { pong(s[1:]) } }
func pong(s string)   { ping(s); walk(s) }
func walk(s string)   { if s != "" { walk(s[1:]) } }
`
	pkg := buildPackage(t, src)
	var funcs []*ssa.Function
	for _, name := range []string{"top", "mid", "leaf", "ping", "pong", "walk"} {
		funcs = append(funcs, pkg.Func(name))
	}
	callers := map[*ssa.Function][]*ssa.Function{}
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if c, ok := instr.(ssa.CallInstruction); ok {
					if g := c.Common().StaticCallee(); g != nil {
						callers[g] = append(callers[g], fn)
					}
				}
			}
		}
	}
	order, cyclic := callOrder(funcs, callers)
	pos := map[string]int{}
	for i, fn := range order {
		pos[fn.Name()] = i
	}
	if len(order) != len(funcs) {
		t.Fatalf("order %v: want each of the %d functions once", order, len(funcs))
	}
	for _, edge := range [][2]string{{"top", "mid"}, {"mid", "leaf"}, {"top", "ping"}, {"pong", "walk"}, {"ping", "walk"}} {
		if pos[edge[0]] < pos[edge[1]] {
			t.Errorf("%s computed before its callee %s: order %v", edge[0], edge[1], order)
		}
	}
	var inCycles []string
	for fn := range cyclic {
		inCycles = append(inCycles, fn.Name())
	}
	slices.Sort(inCycles)
	if got, want := strings.Join(inCycles, " "), "ping pong walk"; got != want {
		t.Errorf("functions in call cycles: %q, want %q", got, want)
	}
}

// TestBothMeetsACheckOnce: a value that passes a guard and then, on a
// recursive call, the same guard again passed it once. The text of the
// checks it passed would otherwise double with each round of the cycle
// (a deny-list in a recursive glob grew to gigabytes).
func TestBothMeetsACheckOnce(t *testing.T) {
	deny := Bypass{Kind: Shell, Shape: "a deny-list of substrings", Check: `strings.ContainsAny(path, "*?[")`, In: "Glob", Passing: 0b1111}
	other := Bypass{Kind: Shell, Shape: "a deny-list of substrings", Check: `strings.Contains(path, "..")`, In: "open", Passing: 0b0110}
	met, ok := both(deny, other)
	if !ok {
		t.Fatal("both: no candidate passes the two checks")
	}
	again := met
	for range 8 {
		if again, ok = both(again, deny); !ok {
			t.Fatal("both: meeting a check again let nothing through")
		}
		if again, ok = both(other, again); !ok {
			t.Fatal("both: meeting a check again let nothing through")
		}
	}
	if strings.Count(checkIn(again), " and ") != 1 || again.Passing != met.Passing {
		t.Errorf("met again and again: %q (passing %b), want %q (passing %b)", checkIn(again), again.Passing, checkIn(met), met.Passing)
	}
}

// TestWiden: a way out with more field paths than maxFieldPaths keeps
// them at the depth where they are few enough (a tree walker's X.Y.Fun
// paths become X and Y), and says no fewer flows; a way out with few
// paths keeps them whole.
func TestWiden(t *testing.T) {
	var sum fnSummary
	names := []string{"X", "Y", "Fun", "Args", "Sel", "Elts"}
	for _, a := range names {
		for _, b := range names {
			for _, c := range names {
				sum.add(Flow{Param: 1, Field: []string{a, b, c}, Kind: result, Into: 1, IntoField: "elems"})
			}
		}
	}
	sum.add(Flow{Param: 1, Field: []string{"X", "Y", "Fun"}, Kind: Path, Sink: "os.ReadFile", Arg: 0})
	sum.widen()
	byWay := map[Kind][]string{}
	for _, f := range sum.flows {
		byWay[f.Kind] = append(byWay[f.Kind], strings.Join(f.Field, "."))
	}
	slices.Sort(byWay[result])
	if got, want := strings.Join(byWay[result], " "), "Args Elts Fun Sel X Y"; got != want {
		t.Errorf("widened result flows: %q, want %q", got, want)
	}
	if got := byWay[Path]; len(got) != 1 || got[0] != "X.Y.Fun" {
		t.Errorf("the path flow, alone on its way: %q, want [X.Y.Fun]", got)
	}
}

// TestUnionKeepsShortestVia: a value that comes back two ways keeps the
// shorter way (the first by position among equals), whichever way the
// union meets first. The way is printed in a finding, and the order in
// which a map's origins are met varies from run to run.
func TestUnionKeepsShortestVia(t *testing.T) {
	o := origin{param: 1}
	short := hist{bare: true, via: []Step{{Name: "a", File: "f.go", Line: 3}}}
	long := hist{bare: true, via: []Step{{Name: "b", File: "f.go", Line: 1}, {Name: "a", File: "f.go", Line: 3}}}
	tie := hist{bare: true, via: []Step{{Name: "c", File: "f.go", Line: 2}}}
	for _, order := range [][]hist{{short, long, tie}, {long, tie, short}, {tie, long, short}, {long, short, tie}} {
		var got taint
		for _, h := range order {
			got, _ = got.union(taint{o: h})
		}
		if v := got[o].via; len(v) != 1 || v[0].Name != "c" {
			t.Errorf("union in the order %v kept the way %v, want the one through c (shortest, then first by line)", names(order), v)
		}
	}
}

func names(hs []hist) []string {
	var out []string
	for _, h := range hs {
		out = append(out, h.via[0].Name)
	}
	return out
}
