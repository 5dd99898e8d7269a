package clientrequest

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"

	"github.com/mcpvet/mcpvet/analyzers/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/mcplib"
)

// OMCG0034 reports a request to the client that a handler reaches while
// it serves a call.
var OMCG0034 = analyzerutil.New(analyzerutil.Code{
	Code:     "OMCG0034",
	Severity: analyzerutil.Warning,
	Title:    "a handler sends its own request to the client, which protocol 2026-07-28 and stateless servers refuse",
	Since:    "v0.4.0",
	Doc: `A tool, prompt or resource handler that reaches, through calls go/types
resolves, a request of the server's own to the client: the go-sdk's
(*mcp.ServerSession).Elicit, CreateMessage, CreateMessageWithTools or
ListRoots, mcp-go's (*server.MCPServer).RequestElicitation,
RequestURLElicitation, RequestSampling or RequestRoots. On protocol
revision 2026-07-28, which the go-sdk v1.8.0 client negotiates by default,
a server no longer sends requests while it serves one: both SDKs return an
error on every such call. On a server served stateless
(mcp.StreamableHTTPOptions{Stateless: true}, runtime.HTTPHandler with nil
options, mcp-go's WithStateLess(true)) there is no way back to the client
on any revision: the message says so, and that diagnostic is an error.
An mcp-go server built with WithLegacyServerInitiatedRequests (mcp-go
then sends the request on 2026-07-28) or served only in process (the
request is a call of the in-process client's handler) is not reported
unless it is served stateless.
The replacement is the multi
round-trip result: return the request as InputRequests and read the answer
from the retried call, which runtime.Elicit[T] does on every revision.
Reported at the call in the package, with the call path.`,
	Before: `
func book(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	res, err := req.Session.Elicit(ctx, &mcp.ElicitParams{Message: "Nights?", RequestedSchema: form})
	...
}`,
	After: `
func book(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	b, ok, err := runtime.Elicit[Booking](ctx, req, "Nights?")
	var ir *runtime.InputRequired
	if errors.As(err, &ir) {
		return ir.CallToolResult(), nil, nil
	}
	...
}`,
	// Stateless, the request fails on every call: an error.
	Escalates: func(d analysis.Diagnostic) bool { return strings.Contains(d.Message, statelessText) },
	Requires:  []*analysis.Analyzer{effects.Analyzer, inspect.Analyzer},
	Run:       run0034,
})

func run0034(p *analyzerutil.Pass) {
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
	seen := map[string]bool{}
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
		steps := e.Path
		if h.step != nil {
			steps = append([]effects.Step{*h.step}, steps...)
		}
		sink := e.Path[len(e.Path)-1]
		names := []string{h.head()}
		for _, s := range steps {
			names = append(names, s.In(p.Pkg))
		}
		msg := fmt.Sprintf("%s sends its own request to the client (%s) while it serves a call: %s; ", h.what(), sink.In(p.Pkg), strings.Join(names, " → "))
		servedAt, isStateless := token.NoPos, false
		if h.server.known() {
			servedAt, isStateless = stateless[h.server]
		}
		if !isStateless && sink.Pkg == mcplib.MarkSrvPath && answered[h.server] != "" {
			// mcp-go sends it on 2026-07-28 too (the legacy option over a
			// transport with a way back), or calls the in-process
			// client's handler: TestMCPGoRefuses holds both.
			continue
		}
		if isStateless {
			msg += statelessText
		} else {
			msg += "it fails on every call on protocol revision 2026-07-28 (the go-sdk client's default) and on a stateless server"
		}
		msg += "; " + replacement(sink)
		// At the last call of the path written in this package (the
		// request itself, when it is here), else at the registration.
		pos := h.at
		for _, s := range e.Path {
			if s.Pos().IsValid() {
				pos = s.Pos()
			}
		}
		key := fmt.Sprint(pos, msg)
		if seen[key] {
			continue
		}
		seen[key] = true
		var related []analysis.RelatedInformation
		if pos != h.at {
			related = append(related, analysis.RelatedInformation{Pos: h.at, Message: h.what() + " is registered here"})
		}
		if isStateless {
			related = append(related, analysis.RelatedInformation{Pos: servedAt, Message: "served stateless here"})
		}
		p.Pass.Report(analysis.Diagnostic{
			Pos:      pos,
			Category: p.Code,
			Message:  p.Code + ": " + msg,
			Related:  related,
		})
	}
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
