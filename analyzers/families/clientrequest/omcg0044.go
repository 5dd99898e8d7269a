package clientrequest

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/facts/effects"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// OMCG0044 reports a handler of a server served on standard input and
// output that writes to standard output: the stream of its messages.
var OMCG0044 = omcg0044.Analyzer

var omcg0044 = toolpass.New(toolpass.Code{
	Code:     "OMCG0044",
	Severity: analyzerutil.Error,
	Since:    "v0.5.0",
	Requires: []*analysis.Analyzer{effects.Analyzer, inspect.Analyzer, astflow.Analyzer},
	Run:      run0044,
})

func run0044(p *toolpass.Pass) {
	eff, _ := p.ResultOf[effects.Analyzer].(*effects.Result)
	if eff == nil {
		return
	}
	s := servingOf(p)
	if len(s.stdio) == 0 {
		return
	}
	logOnStdout := beforeServing(p, eff, s)
	for _, h := range handlers(p, eff) {
		at, ok := s.onStdio(h.server)
		if !ok {
			continue
		}
		for _, e := range eff.Effects(h.target) {
			if (e.Kind == effects.Stdout || e.Kind == effects.DefaultLog && logOnStdout.IsValid()) && printedHere(p, e) {
				report0044(p, h, e, at, logOnStdout)
				break
			}
		}
	}
}

// beforeServing reports the writes to standard output that the code
// serving a server on stdio makes before it serves: the function that
// calls the library's serve (fmt.Printf("Starting %s", name); return
// server.ServeStdio(s)), and the functions of the package that call that
// one, before their call. The client reads the first line of standard
// output as its first message. A write that cannot run before the serve
// (on a path that returns first, on the other branch) is not reported.
//
// The default logger writes to standard error, unless code that runs
// before the serve points it at standard output (log.SetOutput(os.Stdout),
// slog.SetDefault of a logger on it): then what it logs after that is a
// write to standard output too, before serving and in the handlers.
// logOnStdout is where the first such code is called, NoPos if none is.
func beforeServing(p *toolpass.Pass, eff *effects.Result, s serving) (logOnStdout token.Pos) {
	x, _ := p.ResultOf[astflow.Analyzer].(*astflow.Index)
	if x == nil {
		return token.NoPos
	}
	reported := map[token.Pos]bool{}
	// check reports the first write of fn that runs before at, with the
	// others as related places: the client fails at the first line.
	check := func(fn *astflow.Func, at, servedAt token.Pos) {
		t := effects.Target{Lit: fn.Lit(), Func: fn.Obj()}
		var writes []effects.Effect
		var setAt token.Pos
		for _, e := range eff.Through(t, effects.StdoutLog) {
			if first := e.Path[0].Pos(); x.CanRunBefore(first, at) && returnsAfter(x, e) {
				setAt = first
				if !logOnStdout.IsValid() {
					logOnStdout = first
				}
				break
			}
		}
		// collect keeps the writes of kind k that run before the serve
		// (and after from, when it is set).
		collect := func(k effects.Kind, from token.Pos) {
			for _, e := range eff.Through(t, k) {
				first := e.Path[0].Pos()
				if reported[first] || !printedHere(p, e) || from.IsValid() && !x.CanRunBefore(from, first) || !x.CanRunBefore(first, at) || !returnsAfter(x, e) {
					continue
				}
				reported[first] = true
				writes = append(writes, e)
			}
		}
		collect(effects.Stdout, token.NoPos)
		if setAt.IsValid() {
			collect(effects.DefaultLog, setAt) // once the default logger writes to standard output
		}
		if len(writes) > 0 {
			slices.SortFunc(writes, func(a, b effects.Effect) int { return int(a.Path[0].Pos() - b.Path[0].Pos()) })
			report0044Before(p, writes, servedAt, setAt)
		}
	}
	for _, at := range s.stdioCalls {
		fn := x.Enclosing(at)
		if fn == nil {
			continue
		}
		check(fn, at, at)
		if fn.Obj() == nil {
			continue
		}
		for _, c := range x.CallsTo(fn.Obj()) {
			if c.In != nil {
				check(c.In, c.Expr.Pos(), at)
			}
		}
	}
	return logOnStdout
}

// sinkText names the call of a path that writes, and for a write of the
// default logger, that it was pointed at standard output.
func sinkText(e effects.Effect, pkg *types.Package) string {
	sink := e.Path[len(e.Path)-1].In(pkg)
	if e.Kind == effects.DefaultLog {
		sink += ", whose default logger the program points at standard output"
	}
	return sink
}

// returnsAfter reports whether each function on the path of e, past its
// first call, can return after its call on the path: a print on a path
// that exits (a --version flag) is not made before serving. The path
// must run through this package only, where the graph of each function
// is known; through another package it is not claimed.
func returnsAfter(x *astflow.Index, e effects.Effect) bool {
	for _, st := range e.Path[1:] {
		if !st.Pos().IsValid() || !x.ReturnsAfter(st.Pos()) {
			return false
		}
	}
	return true
}

// report0044Before reports the writes to standard output of one
// function made before the server is served on stdio: at the first, the
// others related.
func report0044Before(p *toolpass.Pass, writes []effects.Effect, servedAt, logOnStdout token.Pos) {
	e := writes[0]
	msg := fmt.Sprintf("code that runs before its server is served on stdio writes to standard output (%s): %s; "+
		"the client reads the text as its first message, cannot parse it and may drop the connection: write to os.Stderr or a log instead",
		sinkText(e, p.Pkg), stepsText(e.Path, p.Pkg))
	var related []analysis.RelatedInformation
	if servedAt.IsValid() {
		related = append(related, analysis.RelatedInformation{Pos: servedAt, Message: "served on standard input and output here"})
	}
	if logOnStdout.IsValid() && slices.ContainsFunc(writes, func(w effects.Effect) bool { return w.Kind == effects.DefaultLog }) {
		related = append(related, analysis.RelatedInformation{Pos: logOnStdout, Message: "the default logger is pointed at standard output here"})
	}
	for _, w := range writes[1:] {
		related = append(related, analysis.RelatedInformation{Pos: w.Path[0].Pos(), Message: "also writes to standard output before serving here"})
	}
	p.Pass.Pass.Report(analysis.Diagnostic{
		Pos:      e.Path[0].Pos(),
		Category: p.Code,
		Message:  p.Code + ": " + msg,
		Related:  related,
	})
}

// printedHere reports whether the write to standard output is written in
// the module analyzed: a handler's own print, or its helpers'. A print
// inside a dependency is most often its debug output behind a setting the
// server does not turn on (go-chef prints only for an authentication
// version the caller chooses), which the effects' call graph cannot
// tell: the unknown is silence.
func printedHere(p *toolpass.Pass, e effects.Effect) bool {
	caller := p.Pkg.Path()
	if n := len(e.Path); n >= 2 {
		caller = e.Path[n-2].Pkg
	}
	in, known := passutil.InModule(p.Pass.Pass, caller)
	if !known {
		return caller == p.Pkg.Path()
	}
	return in
}

// serving is where the package serves its servers: on standard input
// and output, and any other way.
type serving struct {
	stdio map[serverRef]token.Pos
	// stdioCalls are the calls that serve on stdio.
	stdioCalls []token.Pos
	otherwise  map[serverRef]bool
	// unknownOther: a server this package cannot name is served some
	// other way.
	unknownOther bool
}

// onStdio reports whether a handler registered on srv is served on
// standard input and output, and where: srv itself is, or srv is not
// known (a server handed to a function of the package that registers
// on it) and every server the package serves is served on stdio only.
func (s serving) onStdio(srv serverRef) (token.Pos, bool) {
	if srv.known() {
		if at, ok := s.stdio[srv]; ok {
			return at, true
		}
		if s.otherwise[srv] {
			return token.NoPos, false
		}
	}
	if s.unknownOther || len(s.otherwise) > 0 {
		return token.NoPos, false // which server the handler is on is not known
	}
	first := token.NoPos
	for _, at := range s.stdio {
		if !first.IsValid() || at < first {
			first = at
		}
	}
	return first, true
}

// servingOf finds the calls that serve a server, as the library
// knowledge names them (ServesStdio, ServesOn with the go-sdk's
// StdioTransport or another, ServesMCP).
func servingOf(p *toolpass.Pass) serving {
	s := serving{stdio: map[serverRef]token.Pos{}, otherwise: map[serverRef]bool{}}
	ins, _ := p.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	if ins == nil {
		return s
	}
	for n := range ins.PreorderSeq((*ast.CallExpr)(nil)) {
		call := n.(*ast.CallExpr)
		k, ok := knowledge.Of(typeutil.StaticCallee(p.TypesInfo, call))
		if !ok {
			continue
		}
		var srv serverRef
		stdio := false
		switch {
		case k.Does.Has(knowledge.ServesStdio), k.Does.Has(knowledge.ServesMCP):
			if i := k.Index(knowledge.Server); i >= 0 && i < len(call.Args) {
				srv = serverOf(p.TypesInfo, call.Args[i])
			}
			stdio = k.Does.Has(knowledge.ServesStdio)
		case k.Does.Has(knowledge.ServesOn):
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
				srv = serverOf(p.TypesInfo, sel.X)
			}
			if i := k.Index(knowledge.Transport); i >= 0 && i < len(call.Args) {
				stdio = knowledge.IsStdioTransport(p.TypesInfo.TypeOf(call.Args[i]))
			}
		default:
			continue
		}
		switch {
		case stdio:
			s.stdioCalls = append(s.stdioCalls, call.Pos())
			if at, ok := s.stdio[srv]; !ok || call.Pos() < at {
				s.stdio[srv] = call.Pos()
			}
		case srv.known():
			s.otherwise[srv] = true
		default:
			s.unknownOther = true
		}
	}
	return s
}

// report0044 reports one handler that reaches a write to standard
// output: at its last call written in this package, with the path.
func report0044(p *toolpass.Pass, h handler, e effects.Effect, servedAt, logOnStdout token.Pos) {
	steps, pos := h.reach(e)
	msg := fmt.Sprintf("%s writes to standard output (%s), which carries the messages of its server, served on stdio: %s; "+
		"the client reads the text as a broken message and may drop the connection: write to os.Stderr or a log instead",
		h.what(), sinkText(effects.Effect{Kind: e.Kind, Path: steps}, p.Pkg), h.pathText(steps, p.Pkg))
	var related []analysis.RelatedInformation
	add := func(at token.Pos, msg string) {
		if at.IsValid() && at != pos && !slices.ContainsFunc(related, func(r analysis.RelatedInformation) bool { return r.Pos == at }) {
			related = append(related, analysis.RelatedInformation{Pos: at, Message: msg})
		}
	}
	add(h.at, h.what()+" is registered here")
	add(servedAt, "served on standard input and output here")
	if e.Kind == effects.DefaultLog {
		add(logOnStdout, "the default logger is pointed at standard output here")
	}
	p.Pass.Pass.Report(analysis.Diagnostic{
		Pos:      pos,
		Category: p.Code,
		Message:  p.Code + ": " + msg,
		Related:  related,
	})
}
