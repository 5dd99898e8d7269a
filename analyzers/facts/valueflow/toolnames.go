package valueflow

import (
	"go/constant"
	"go/token"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// One handler often serves several tools: the server registers the same
// function for each (for _, t := range tools { s.AddTool(t, h) }) and the
// function dispatches on the name the client called
// (switch req.Params.Name { case "describe_table": … }). A flow under
// such a test is that tool's alone: Flow.Names lists the names on every
// way to it, and a tool of another name has no such flow. toolNames
// reads the tests of a parameter's Params.Name against constants (a
// switch is a chain of them in SSA) and, name by name, which ways they
// leave open to a block.

// requestName is the field path of the name the client called in a
// request of either SDK (mcp-go's request.Params.Name, the go-sdk's
// req.Params.Name).
const requestName = "Params.Name"

// nameTest is an if comparing a parameter's requestName with a constant.
type nameTest struct {
	block *ssa.BasicBlock
	name  string
	// equal is the side (0, 1) taken when the name is the constant.
	equal int
}

// toolNames are the names of the tools the flows of param at b are for:
// the constants param's requestName is compared with on the ways that
// lead to b, nil when a way leads there with a name none of them is
// (no dispatch on the name, or a default case).
func (s *fnState) toolNames(b *ssa.BasicBlock, param int) []string {
	if s.nameTests == nil {
		s.nameTests = s.findNameTests()
	}
	tests := s.nameTests[param]
	if len(tests) == 0 || len(s.fn.Blocks) == 0 {
		return nil
	}
	key := nameKey{b, param}
	if out, ok := s.namesAt[key]; ok {
		return out
	}
	entry := s.fn.Blocks[0]
	open := func(name string) bool {
		return reach(entry, b, func(from, succ *ssa.BasicBlock) bool {
			for _, t := range tests {
				if t.block != from {
					continue
				}
				taken := 1 - t.equal
				if t.name == name {
					taken = t.equal
				}
				return from.Succs[taken] == succ
			}
			return true
		})
	}
	var out []string
	if !open("") { // "" stands for any name no test compares with
		for _, t := range tests {
			if !slices.Contains(out, t.name) && open(t.name) {
				out = append(out, t.name)
			}
		}
		slices.Sort(out)
	}
	if s.namesAt == nil {
		s.namesAt = map[nameKey][]string{}
	}
	s.namesAt[key] = out
	return out
}

// nameKey is a block and a parameter, toolNames' cache key.
type nameKey struct {
	b     *ssa.BasicBlock
	param int
}

// findNameTests are the function's tests of a parameter's requestName
// against a non-empty constant, by parameter; a block tests one name.
func (s *fnState) findNameTests() map[int][]nameTest {
	out := map[int][]nameTest{}
	for _, b := range s.fn.Blocks {
		ifi, ok := endingIf(b)
		if !ok {
			continue
		}
		cmp, ok := ifi.Cond.(*ssa.BinOp)
		if !ok || cmp.Op != token.EQL && cmp.Op != token.NEQ {
			continue
		}
		x, c := cmp.X, cmp.Y
		if _, ok := x.(*ssa.Const); ok {
			x, c = c, x
		}
		k, ok := c.(*ssa.Const)
		if !ok || k.Value == nil || k.Value.Kind() != constant.String || constant.StringVal(k.Value) == "" {
			continue
		}
		equal := 0
		if cmp.Op == token.NEQ {
			equal = 1
		}
		for o, h := range s.of(x) {
			if o.field == requestName && h.exact {
				out[o.param] = append(out[o.param], nameTest{block: b, name: constant.StringVal(k.Value), equal: equal})
			}
		}
	}
	return out
}

// mergeNames are the names of a flow found at two places: any name when
// either is for any, else both's.
func mergeNames(a, b []string) []string {
	if len(a) == 0 || len(b) == 0 {
		return nil
	}
	out := slices.Concat(a, b)
	slices.Sort(out)
	return slices.Compact(out)
}
