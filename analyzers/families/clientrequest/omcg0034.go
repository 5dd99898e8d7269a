package clientrequest

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"

	"github.com/mcpvet/mcpvet/analyzers/facts/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// OMCG0034 reports a request to the client that a handler reaches while
// it serves a call.
var OMCG0034 = omcg0034.Analyzer

var omcg0034 = toolpass.New(toolpass.Code{
	Code:     "OMCG0034",
	Severity: analyzerutil.Warning,
	Since:    "v0.4.0",
	// Stateless, the request fails on every call: an error.
	Escalates: func(d analysis.Diagnostic) bool { return strings.Contains(d.Message, statelessText) },
	Requires:  []*analysis.Analyzer{effects.Analyzer, inspect.Analyzer, astflow.Analyzer},
	Run:       run0034,
})

func run0034(p *toolpass.Pass) {
	eff, _ := p.ResultOf[effects.Analyzer].(*effects.Result)
	if eff == nil {
		return
	}
	hs := handlers(p, eff)
	if len(hs) == 0 {
		return // go vet runs every analyzer on every dependency
	}
	stateless := statelessServing(p)
	answered := markAnswered(p)
	sdks := sdkVersions{pkg: p.Pkg}
	// One finding per cause: the handlers that reach the same request
	// (the same call of the SDK's method, in this package or another)
	// on servers served alike are one diagnostic.
	var order []cause
	groups := map[cause][]reached{}
	for _, h := range hs {
		var e effects.Effect
		found := false
		for _, x := range eff.Effects(h.target) {
			if x.Kind == effects.ClientRequest {
				e, found = x, true
				break
			}
		}
		if !found {
			continue
		}
		sink := e.Path[len(e.Path)-1]
		servedAt, isStateless := token.NoPos, false
		if h.server.known() {
			servedAt, isStateless = stateless[h.server]
		}
		if !isStateless && sink.Pkg == knowledge.MarkSrvPath && answered[h.server] != "" {
			// mcp-go sends it on 2026-07-28 too (the legacy option over a
			// transport with a way back), or calls the in-process
			// client's handler: TestMCPGoRefuses holds both.
			continue
		}
		if !isStateless && !sdks.refuses(sink.Pkg) {
			// The SDK in use never negotiates 2026-07-28: on a server
			// with sessions the request is sent on every revision it
			// speaks.
			continue
		}
		steps, pos := h.reach(e)
		k := cause{sink: fmt.Sprintf("%s:%d:%d %s", sink.File, sink.Line, sink.Col, sink.Name), stateless: isStateless}
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], reached{h: h, steps: steps, pos: pos, servedAt: servedAt})
	}
	for _, k := range order {
		report0034(p, k, groups[k])
	}
}

// cause is what a group of handlers reaches: one request call (its
// place and callee), on servers served stateless or not.
type cause struct {
	sink      string
	stateless bool
}

// reached is one handler that reaches a cause, with its path and the
// position its finding would have alone.
type reached struct {
	h        handler
	steps    []effects.Step
	pos      token.Pos
	servedAt token.Pos // where its server is served stateless
}

// report0034 reports one cause, once: its handlers named in the message
// (the first few, sorted, and a count), the path of the first of them,
// and every handler's registration in the related locations.
func report0034(p *toolpass.Pass, k cause, rs []reached) {
	slices.SortStableFunc(rs, func(a, b reached) int {
		if c := strings.Compare(a.h.head(), b.h.head()); c != 0 {
			return c
		}
		return int(a.pos - b.pos)
	})
	first := rs[0]
	sink := first.steps[len(first.steps)-1]
	path := first.h.pathText(first.steps, p.Pkg)
	distinct := map[string]bool{}
	for _, r := range rs {
		distinct[r.h.head()] = true
	}
	var msg string
	if len(distinct) == 1 {
		msg = fmt.Sprintf("%s sends its own request to the client (%s) while it serves a call: %s; ", first.h.what(), sink.In(p.Pkg), path)
	} else {
		var tools []analyzerutil.Reached
		kinds := map[string]bool{}
		for _, r := range rs {
			tools = append(tools, analyzerutil.Reached{Name: r.h.head()})
			kinds[r.h.kind] = true
		}
		// "tools a, b", or "a, b, c and 4 more tools" (Reach counts them).
		who, _ := analyzerutil.Reach(tools)
		if len(distinct) <= analyzerutil.MaxNamed {
			noun := "handlers"
			if len(kinds) == 1 {
				noun = first.h.kind + "s"
			}
			who = noun + " " + who
		}
		msg = fmt.Sprintf("%s send their own request to the client (%s) while they serve a call, the first through %s; ", who, sink.In(p.Pkg), path)
	}
	if k.stateless {
		msg += statelessText
	} else {
		msg += "it fails on every call on protocol revision 2026-07-28 (the go-sdk client's default) and on a stateless server"
	}
	msg += "; " + replacement(sink)
	// The request's own call when it is in this package (every handler
	// of the group reaches it), else the first handler's last call here.
	pos := first.pos
	var related []analysis.RelatedInformation
	add := func(at token.Pos, msg string) {
		if at.IsValid() && at != pos && !slices.ContainsFunc(related, func(r analysis.RelatedInformation) bool { return r.Pos == at && r.Message == msg }) {
			related = append(related, analysis.RelatedInformation{Pos: at, Message: msg})
		}
	}
	for _, r := range rs {
		add(r.h.at, r.h.what()+" is registered here")
		if r.pos != r.h.at {
			add(r.pos, r.h.what()+" reaches the request here")
		}
	}
	for _, r := range rs {
		if k.stateless {
			add(r.servedAt, "served stateless here")
		}
	}
	p.Pass.Pass.Report(analysis.Diagnostic{
		Pos:      pos,
		Category: p.Code,
		Message:  p.Code + ": " + msg,
		Related:  related,
	})
}

// sdkVersions answers, per SDK package, whether the version in use
// refuses a handler's request to the client on revision 2026-07-28: the
// go-sdk from v1.7.0 (the first to negotiate it, with InputRequestMap),
// mcp-go from the release with WithLegacyServerInitiatedRequests. A
// version that does not speak 2026-07-28 sends the request on every
// revision it negotiates. The package is found among those the package
// analyzed imports, directly or not; when it is not found, the answer is
// that of the versions mcpvet is built against (it refuses).
type sdkVersions struct {
	pkg  *types.Package
	pkgs map[string]*types.Package
}

func (v *sdkVersions) refuses(path string) bool {
	if v.pkgs == nil {
		v.pkgs = map[string]*types.Package{}
		var walk func(*types.Package)
		walk = func(p *types.Package) {
			if _, ok := v.pkgs[p.Path()]; ok {
				return
			}
			v.pkgs[p.Path()] = p
			for _, q := range p.Imports() {
				walk(q)
			}
		}
		walk(v.pkg)
	}
	sdk := v.pkgs[path]
	if sdk == nil {
		return true
	}
	switch path {
	case knowledge.SDKPath:
		return sdk.Scope().Lookup("InputRequestMap") != nil
	case knowledge.MarkSrvPath:
		return sdk.Scope().Lookup("WithLegacyServerInitiatedRequests") != nil
	}
	return true
}

// statelessText is what the message says when the handler's server is
// served stateless; the code escalates those diagnostics to errors.
const statelessText = "its server is served stateless, where such a request fails on every call, on every protocol revision"

// replacement says what to write instead of the request.
func replacement(sink effects.Step) string {
	switch {
	case strings.HasSuffix(sink.Name, "Elicit"), strings.Contains(sink.Name, "Elicitation"):
		return "return the form as an input request (InputRequests in the result, the answer in the retried call), or call runtime.Elicit[T], which does it on every revision"
	case strings.Contains(sink.Name, "Roots"):
		return "return a roots request as an input request (InputRequests in the result, the answer in the retried call), or call runtime.ListRoots, which does it on every revision, or take the paths as tool arguments"
	}
	return "return the sampling request as an input request (InputRequests in the result, the answer in the retried call), or call runtime.Sample, which does it on every revision"
}
