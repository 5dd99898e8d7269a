package valueflow

import (
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// An elicitation's answer as a source of flows. The answer is no
// parameter: it is the result of a call (the go-sdk's
// (*ServerSession).Elicit, mcp-go's (*MCPServer).RequestElicitation,
// the runtime's Elicit[T]). Its origin is the pseudo-parameter Elicited,
// beyond any real parameter's index, with the fields selected from the
// result ([Content path] for res.Content["path"]). A callee's flow from
// Elicited is the caller's flow from Elicited too (through the call), so
// the flows of a handler include those of the helpers that ask.

// Elicited is the Param of a flow that starts at an elicitation's
// answer.
const Elicited = 1 << 12

// Own is the Param of a result flow that says the function returns, on
// some path, text of the code's own for that result (codeText: a
// constant, what a package variable holds): in the caller, a value
// written after the result has fixed text before it on that path.
const Own = Elicited + 1

// elicitRead sets the taint of an elicitation's answer, reporting
// whether the call asks for one.
func (s *fnState) elicitRead(c *ssa.CallCommon, v *ssa.Call) bool {
	_, obj := callee(c)
	if obj == nil || obj.Pkg() == nil {
		return false
	}
	switch obj.Pkg().Path() {
	case SDKPath, knowledge.MarkSrvPath, knowledge.RuntimePath:
	default:
		return false
	}
	if !library().elicitCalls[funcKey(obj)] {
		return false
	}
	s.set(v, taint{{param: Elicited}: {bare: true, exact: true}})
	return true
}

// elicited is the taint, at a call, of a callee's flow from Elicited:
// the answer the callee asked for, with what came before it there, come
// back through via (a result flow's calls).
func elicited(fl Flow, via []Step) taint {
	return taint{{param: Elicited, field: strings.Join(fl.Field, ".")}: {fixed: fl.Fixed, bare: fl.Bare, via: via}}
}

// ElicitedFlows are the flows from an elicitation's answer into sinks of
// the package's functions, each sink once: the flow of the outermost
// caller in the package (the longest path) where several functions
// share it.
func (r *Result) ElicitedFlows() []Flow {
	if r == nil {
		return nil
	}
	best := map[string]Flow{}
	add := func(ff *fnFlows) {
		for _, fl := range ff.flows {
			if fl.Param != Elicited || !fl.Kind.sink() || len(fl.Path) == 0 {
				continue
			}
			last := fl.Path[len(fl.Path)-1]
			key := strings.Join(fl.Field, ".") + "|" + fl.Kind.String() + "|" + last.File + ":" + strconv.Itoa(last.Line) + ":" + strconv.Itoa(last.Col)
			if old, ok := best[key]; !ok || len(fl.Path) > len(old.Path) {
				best[key] = fl
			}
		}
	}
	for _, ff := range r.objs {
		add(ff)
	}
	for _, ff := range r.lits {
		add(ff)
	}
	out := make([]Flow, 0, len(best))
	for _, fl := range best {
		out = append(out, fl)
	}
	slices.SortFunc(out, func(a, b Flow) int { return strings.Compare(flowKey(a), flowKey(b)) })
	return out
}
