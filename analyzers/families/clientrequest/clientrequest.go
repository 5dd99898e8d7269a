// Package clientrequest holds what a handler sends on its server's
// connection that the way the server is served cannot carry. OMCG0034: a
// request of the server's own to the MCP client (an elicitation, a
// sampling request, a roots request) that a tool, prompt or resource
// handler reaches while it serves a call. Protocol revision 2026-07-28
// forbids those (the go-sdk and mcp-go return an error instead of
// sending), and a stateless server has no way to send them on any
// revision. OMCG0044: a write to standard output that a handler of a
// server served on stdio reaches, where standard output is the stream of
// the server's messages. The handlers are the ones mcpfacts finds; what
// they reach is the client-request and stdout effects of
// analyzers/facts/effects, so the path crosses functions and packages as the
// other effects do.
package clientrequest

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/facts/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0034, omcg0044}

// Analyzers are the package's code analyzers.
var Analyzers = analyzerutil.Analyzers(Codes)

// handler is one tool, prompt or resource handler of the package, with
// the server it is registered on when that is known.
type handler struct {
	kind   string // "tool", "prompt", "resource", "resource template"
	name   string // book; "" when it is not a constant
	target effects.Target
	// step names the handler when it is not the tool itself (a func
	// passed to a registration), for the path; nil for a directive func
	// or a func literal.
	step *effects.Step
	// at is where the handler is registered or declared: reported there
	// when no call of the path is in this package.
	at token.Pos
	// server is the server's variable and the fields selected from it,
	// when the registration reads it from one.
	server serverRef
}

// serverRef is a server value read from a variable: s, or a.srv.
type serverRef struct {
	root types.Object
	path string // "" or ".srv"
}

func (r serverRef) known() bool { return r.root != nil }

// handlers lists the package's handlers whose function effects can name:
// the //mcp: directive funcs, the last argument of the SDKs' own
// registration calls, and the handler a tool registered through a wrapper
// of the server's own hands to the SDK (as mcpfacts follows it).
func handlers(p *toolpass.Pass, eff *effects.Result) []handler {
	var out []handler
	named := func(kind, name string, fn *types.Func, at token.Pos) {
		if fn != nil {
			out = append(out, handler{kind: kind, name: name, target: effects.Target{Func: fn}, at: at})
		}
	}
	for _, t := range p.Facts.Tools {
		if d := t.Directive(); d != nil && t.NameKnown {
			named("tool", t.Name, d.Func, t.Pos)
		}
	}
	for _, r := range p.Facts.Resources {
		named("resource", r.URI, r.Func, r.Pos)
	}
	for _, pr := range p.Facts.Prompts {
		named("prompt", pr.Name, pr.Func, pr.Pos)
	}
	passed := func(kind, name string, call *ast.CallExpr, fn ast.Expr, srv serverRef) {
		if fn == nil && call != nil && len(call.Args) > 0 {
			fn = call.Args[len(call.Args)-1] // the SDKs take the handler last
		}
		if fn == nil {
			return
		}
		target, ok := eff.Value(fn)
		if !ok {
			return // a handler computed at run time: nothing is claimed
		}
		h := handler{kind: kind, name: name, target: target, at: call.Pos(), server: srv}
		if target.Func != nil {
			step := target.Step
			h.step = &step
		}
		out = append(out, h)
	}
	for _, r := range p.Facts.Registrations {
		if !r.NameKnown {
			continue
		}
		handler := r.Handler // the SDK's call's, or a closure's argument
		if r.Via != nil {
			// Through a wrapper of the server's own: the handler mcpfacts
			// followed to the SDK's call, else nothing is claimed.
			if r.Tool == nil || r.Tool.Handler == nil {
				continue
			}
			handler = r.Tool.Handler
		}
		passed("tool", r.Name, r.Call, handler, ref(r.Server, r.ServerPath))
	}
	for _, r := range p.Facts.SDKResources {
		name := ""
		if r.KeyKnown {
			name = r.Key
		}
		for _, reg := range r.Registrations {
			var root types.Object
			if reg.Server != nil {
				root = reg.Server // not a nil *types.Var in a non-nil Object
			}
			passed(r.Kind.String(), name, reg.Call, nil, ref(root, reg.ServerPath))
		}
	}
	return out
}

// what names the handler's tool, prompt or resource in messages: tool
// "book", resource template (when its template is not a constant).
func (h handler) what() string {
	if h.name == "" {
		return h.kind
	}
	return h.kind + " " + strconv.Quote(h.name)
}

// reach is the path from the handler to effect e, the handler's own step
// first when it has one, and where a finding of it stands: at the last
// call of the path written in this package (the effect's own call, when
// it is here), else at the registration.
func (h handler) reach(e effects.Effect) (steps []effects.Step, at token.Pos) {
	steps = e.Path
	if h.step != nil {
		steps = append([]effects.Step{*h.step}, steps...)
	}
	at = h.at
	for _, s := range e.Path {
		if s.Pos().IsValid() {
			at = s.Pos()
		}
	}
	return steps, at
}

// pathText names a path of the handler's for messages: its head, then
// each step as pkg sees it ("summarize → (*mcp.ServerSession).CreateMessage").
func (h handler) pathText(steps []effects.Step, pkg *types.Package) string {
	if len(steps) == 0 {
		return h.head()
	}
	return h.head() + " → " + stepsText(steps, pkg)
}

// stepsText names a path's steps as code of pkg would, joined by arrows.
func stepsText(steps []effects.Step, pkg *types.Package) string {
	names := make([]string, len(steps))
	for i, s := range steps {
		names[i] = s.In(pkg)
	}
	return strings.Join(names, " → ")
}

// head is the first name of the path: the tool's name, else its kind.
func (h handler) head() string {
	if h.name == "" {
		return h.kind
	}
	return h.name
}

func ref(root types.Object, path []string) serverRef {
	r := serverRef{root: root}
	for _, f := range path {
		r.path += "." + f
	}
	return r
}

// serverOf is the server value e reads: s, a.srv, (*a).srv.
func serverOf(info *types.Info, e ast.Expr) serverRef {
	var path string
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if _, ok := info.Selections[x]; !ok {
				// A package-qualified name: pkg.Server.
				if obj, ok := info.Uses[x.Sel].(*types.Var); ok {
					return serverRef{root: obj, path: path}
				}
				return serverRef{}
			}
			path = "." + x.Sel.Name + path
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.Ident:
			if v, ok := info.Uses[x].(*types.Var); ok {
				return serverRef{root: v, path: path}
			}
			return serverRef{}
		default:
			return serverRef{}
		}
	}
}

// statelessServing finds where the package serves a server stateless:
// mcp.NewStreamableHTTPHandler with a getter that returns the server and
// StreamableHTTPOptions{Stateless: true}, runtime.HTTPHandler with those
// options or nil ones (its default is stateless), mcp-go's
// server.NewStreamableHTTPServer with server.WithStateLess(true). Only
// what is written as a literal or a constant counts.
func statelessServing(p *toolpass.Pass) map[serverRef]token.Pos {
	out := map[serverRef]token.Pos{}
	ins, _ := p.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	if ins == nil {
		return out
	}
	flow := astflow.Of(p.Pass.Pass)
	defs := declaredValue(flow)
	for n := range ins.PreorderSeq((*ast.CallExpr)(nil)) {
		call := n.(*ast.CallExpr)
		fn := typeutil.StaticCallee(p.TypesInfo, call)
		if fn == nil || fn.Pkg() == nil {
			continue
		}
		switch fn.Pkg().Path() + "." + fn.Name() {
		case knowledge.SDKPath + ".NewStreamableHTTPHandler":
			if len(call.Args) == 2 && statelessOptions(p.TypesInfo, defs, call.Args[1], false) {
				for _, srv := range returned(p.TypesInfo, flow, call.Args[0]) {
					out[srv] = call.Pos()
				}
			}
		case knowledge.RuntimePath + ".HTTPHandler":
			if len(call.Args) == 2 && statelessOptions(p.TypesInfo, defs, call.Args[1], true) {
				if srv := serverOf(p.TypesInfo, call.Args[0]); srv.known() {
					out[srv] = call.Pos()
				}
			}
		case knowledge.MarkSrvPath + ".NewStreamableHTTPServer":
			if len(call.Args) >= 2 && markStateless(p.TypesInfo, call.Args[1:]) {
				if srv := serverOf(p.TypesInfo, call.Args[0]); srv.known() {
					out[srv] = call.Pos()
				}
			}
		}
	}
	return out
}

// declaredValue is the value a variable is declared with (var v = x, v :=
// x), when nothing assigns it again nor writes a field or an element of it
// (astflow's Definition and Changes): the options a handler is built with
// are read where they are declared. Handing them to a call does not
// count, since that is how they are used.
func declaredValue(flow *astflow.Index) func(*types.Var) ast.Expr {
	return func(v *types.Var) ast.Expr {
		a, ok := flow.Definition(v)
		if !ok || a.Result >= 0 {
			return nil
		}
		for _, c := range flow.Changes(v) {
			if c.Kind != astflow.Arg && c.Kind != astflow.Receiver {
				return nil
			}
		}
		return a.Value
	}
}

// statelessOptions reports whether e is a *mcp.StreamableHTTPOptions that
// says Stateless: true (or nil, when nilStateless), as a literal in place
// or through a variable declared with one and never assigned.
func statelessOptions(info *types.Info, defs func(*types.Var) ast.Expr, e ast.Expr, nilStateless bool) bool {
	for range 4 {
		e = ast.Unparen(e)
		if tv, ok := info.Types[e]; ok && tv.IsNil() {
			return nilStateless
		}
		id, ok := e.(*ast.Ident)
		if !ok {
			break
		}
		v, _ := info.Uses[id].(*types.Var)
		if e = defs(v); e == nil {
			return false
		}
	}
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return false
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Stateless" {
				return isTrue(info, kv.Value)
			}
		}
	}
	return false
}

// markStateless reports whether the options of mcp-go's
// NewStreamableHTTPServer hold server.WithStateLess(true).
func markStateless(info *types.Info, opts []ast.Expr) bool {
	stateless := false
	for _, o := range opts {
		call, ok := ast.Unparen(o).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			continue
		}
		fn := typeutil.StaticCallee(info, call)
		if fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == knowledge.MarkSrvPath && fn.Name() == "WithStateLess" {
			stateless = isTrue(info, call.Args[0]) // a later option wins
		}
	}
	return stateless
}

func isTrue(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value)
}

// returned lists the servers a getter func literal returns.
func returned(info *types.Info, flow *astflow.Index, e ast.Expr) []serverRef {
	lit, ok := ast.Unparen(e).(*ast.FuncLit)
	if !ok {
		return nil
	}
	var out []serverRef
	if f := flow.Lit(lit); f != nil {
		for _, r := range f.Returns() {
			if len(r.Results) == 1 {
				if srv := serverOf(info, r.Results[0]); srv.known() {
					out = append(out, srv)
				}
			}
		}
	}
	return out
}

// markAnswered finds the mcp-go servers of the package whose requests to
// the client mcp-go still sends, or answers itself, on 2026-07-28: a
// server built (server.NewMCPServer, in the variable's one definition)
// with server.WithLegacyServerInitiatedRequests(), and one served only in
// process (client.NewInProcessClient*, transport.NewInProcessTransport*,
// and given to no other mcp-go server or serving function of the
// package), where the request is a call of the client's own handler.
func markAnswered(p *toolpass.Pass) map[serverRef]string {
	out := map[serverRef]string{}
	ins, _ := p.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	if ins == nil {
		return out
	}
	valueOf := declaredValue(astflow.Of(p.Pass.Pass))
	for _, obj := range p.TypesInfo.Defs {
		v, ok := obj.(*types.Var)
		if !ok {
			continue
		}
		call, ok := ast.Unparen(valueOf(v)).(*ast.CallExpr)
		if !ok || !isFunc(p.TypesInfo, call, knowledge.MarkSrvPath, "NewMCPServer") {
			continue
		}
		for _, o := range call.Args {
			if oc, ok := ast.Unparen(o).(*ast.CallExpr); ok && isFunc(p.TypesInfo, oc, knowledge.MarkSrvPath, "WithLegacyServerInitiatedRequests") {
				out[serverRef{root: v}] = "legacy"
			}
		}
	}
	inProcess, elsewhere := map[serverRef]bool{}, map[serverRef]bool{}
	for n := range ins.PreorderSeq((*ast.CallExpr)(nil)) {
		call := n.(*ast.CallExpr)
		fn := typeutil.StaticCallee(p.TypesInfo, call)
		if fn == nil || fn.Pkg() == nil || len(call.Args) == 0 {
			continue
		}
		srv := serverOf(p.TypesInfo, call.Args[0])
		if !srv.known() {
			continue
		}
		switch path := fn.Pkg().Path(); {
		case (path == knowledge.MarkClientPath || path == knowledge.MarkTransportPath) && strings.HasPrefix(fn.Name(), "NewInProcess"):
			inProcess[srv] = true
		case path == knowledge.MarkSrvPath || path == knowledge.MarkClientPath || path == knowledge.MarkTransportPath:
			if fn.Name() != "NewMCPServer" {
				elsewhere[srv] = true // served some other way, or handed on
			}
		default:
			elsewhere[srv] = true // given to a function that may serve it
		}
	}
	for srv := range inProcess {
		if !elsewhere[srv] {
			out[srv] = "in process"
		}
	}
	return out
}

func isFunc(info *types.Info, call *ast.CallExpr, pkg, name string) bool {
	fn := typeutil.StaticCallee(info, call)
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == pkg && fn.Name() == name
}
