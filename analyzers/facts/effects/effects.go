// Package effects is the fact pass of a function's effects: for each
// function and method of a package, what it can do to the world through
// the calls it makes — write a local file, delete, write to a database,
// send a write over the network, run a program, connect to a host on
// the public network, or send a request to the MCP client — with one
// call path as the evidence of each.
//
// The standard library is not walked: its functions that have an effect
// are a table (sinks.go). A function of another package is known by the
// fact this pass exported for it, so paths cross packages. Calls that
// go/types resolves to one target are followed: a static call, a method
// value or a func of the package assigned once to a local variable, a
// func literal called in place or assigned once. A call through one of
// the module's interfaces is a call of each of the module's types that
// implement it (analyzers/substrate/implementations, as valueflow reads
// it): a storage behind an interface of the server's own, with a
// backend that writes, may write. A call through any other interface or
// func value ends the path there, and nothing is claimed past it: an
// effect this pass reports always comes with a path of real calls.
//
// It reports nothing; the analyzers of analyzers/families/toolclaims compare the
// effects of each tool's handler with what the tool's annotations claim,
// and analyzers/families/clientrequest reports the requests to the client a
// handler reaches.
package effects

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

var Analyzer = &analysis.Analyzer{
	Name: "effects",
	Doc: `find what each function can do to the world, through its calls

effects is a fact pass: for each function and method it finds the effects
(write-local, delete, write-db, network-write, exec, open-world,
client-request) it can
reach through calls go/types resolves to one target, with one call path as
evidence, and exports them as facts so that paths cross packages. The
standard library's functions with an effect are a table; it is not walked
(nor are the MCP SDKs' methods that send a request to the client).
It reports nothing.`,
	URL:              "https://github.com/mcpvet/mcpvet/blob/main/analyzers/facts/effects/effects.go",
	Run:              passutil.Guard("effects", run),
	Requires:         []*analysis.Analyzer{astflow.Analyzer},
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Result](),
	FactTypes:        []analysis.Fact{new(Fact)},
}

// Kind is one kind of effect.
type Kind uint8

const (
	// WriteLocal writes the local file system: creates, writes, renames,
	// removes a file or directory, changes its mode.
	WriteLocal Kind = iota
	// Delete removes a file or directory, or deletes, drops or truncates
	// in a database.
	Delete
	// WriteDB runs a statement that writes to a database.
	WriteDB
	// NetworkWrite sends a request that changes what it names (PUT,
	// PATCH, DELETE), or a mail.
	NetworkWrite
	// Exec runs another program.
	Exec
	// OpenWorld connects to a host on the public network that the code
	// names.
	OpenWorld
	// ClientRequest sends a request of the server's own to the MCP client
	// (an elicitation, a sampling request, a roots request) and waits for
	// the answer: what protocol revision 2026-07-28 and stateless servers
	// no longer allow while a request is served (analyzers/families/clientrequest).
	ClientRequest
	// Stdout writes to the process's standard output, which carries a
	// stdio MCP server's messages (analyzers/families/clientrequest, OMCG0044).
	Stdout
	// DefaultLog writes through the standard library's default logger
	// (log.Printf, slog.Info): standard error, unless StdoutLog ran.
	DefaultLog
	// StdoutLog points the default logger at standard output
	// (log.SetOutput(os.Stdout), slog.SetDefault of a logger on it).
	StdoutLog

	numKinds = iota
)

// Kinds lists every kind, in order.
var Kinds = []Kind{WriteLocal, Delete, WriteDB, NetworkWrite, Exec, OpenWorld, ClientRequest, Stdout, DefaultLog, StdoutLog}

func (k Kind) String() string {
	switch k {
	case WriteLocal:
		return "write-local"
	case Delete:
		return "delete"
	case WriteDB:
		return "write-db"
	case NetworkWrite:
		return "network-write"
	case Exec:
		return "exec"
	case OpenWorld:
		return "open-world"
	case ClientRequest:
		return "client-request"
	case Stdout:
		return "stdout"
	case DefaultLog:
		return "default-log"
	case StdoutLog:
		return "stdout-log"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// kindSet is a set of kinds.
type kindSet uint16

func kinds(ks ...Kind) kindSet {
	var s kindSet
	for _, k := range ks {
		s |= 1 << k
	}
	return s
}

func (s kindSet) has(k Kind) bool { return s&(1<<k) != 0 }

// Step is one call on a path: a call, at File:Line:Col, of the function
// named Name in the package Pkg (whose name is Qual).
type Step struct {
	Pkg  string // the callee's package path
	Qual string // the callee's package name
	// Name is the callee's name within its package: Remove, (*Store).Read,
	// Store.Get, (*Store).Read.func1 for a func literal in it.
	Name string
	// The call site.
	File      string
	Line, Col int
	// Reaches says what a sink's call reaches, when its arguments say more
	// than its name: the public host of a network call.
	Reaches string
	// pos is the call site in the files of the package analyzed (NoPos
	// for a call made in another package). Facts do not carry it.
	pos token.Pos
}

// Pos returns the call site when it is in the package analyzed, else
// token.NoPos (File, Line and Col still say where it is).
func (s Step) Pos() token.Pos { return s.pos }

// String names the callee qualified by its package name: os.Remove,
// (*store.Store).Read.
func (s Step) String() string {
	if rest, ok := strings.CutPrefix(s.Name, "(*"); ok {
		return "(*" + s.Qual + "." + rest
	}
	return s.Qual + "." + s.Name
}

// In names the callee as code of package pkg would: unqualified when it
// is pkg's own.
func (s Step) In(pkg *types.Package) string {
	if pkg != nil && s.Pkg == pkg.Path() {
		return s.Name
	}
	return s.String()
}

// Effect is one kind of effect a function reaches, with the path to it:
// the call the function makes first, the sink last.
type Effect struct {
	Kind Kind
	Path []Step
}

// Fact is exported for each exported function or method that reaches an
// effect: its effects, each with the shortest path found; and for a
// handler factory (a function whose one return gives one func literal,
// tools.SearchHandler(client)), Made: the effects of the literal it
// returns, which a handler made by calling it reaches in another
// package.
type Fact struct {
	Effects []Effect
	Made    []Effect
	// ReturnsStdout: the function returns a writer, handler or logger
	// that writes to standard output (func New() *slog.Logger { return
	// slog.New(slog.NewJSONHandler(os.Stdout, nil)) }).
	ReturnsStdout bool
}

func (*Fact) AFact() {}

// String lists the effects as kind=path: write-local=purge→os.Remove.
func (f *Fact) String() string {
	var parts []string
	for _, e := range f.Effects {
		var names []string
		for _, s := range e.Path {
			name := s.String()
			if s.Reaches != "" {
				name += "(" + s.Reaches + ")"
			}
			names = append(names, name)
		}
		parts = append(parts, e.Kind.String()+"="+strings.Join(names, "→"))
	}
	if len(f.Made) > 0 {
		made := (&Fact{Effects: f.Made}).String()
		parts = append(parts, "made="+strings.TrimPrefix(made, "effects"))
	}
	if f.ReturnsStdout {
		parts = append(parts, "returns-stdout")
	}
	return "effects(" + strings.Join(parts, " ") + ")"
}

// Result gives the effects of the package's functions and func literals,
// and of the functions of other packages it refers to.
type Result struct {
	g *graph
}

// Func returns the effects fn reaches, in the order of Kinds; nil when it
// reaches none or is not known (a function neither of this package nor
// referred to by it).
func (r *Result) Func(fn *types.Func) []Effect {
	if r == nil || fn == nil {
		return nil
	}
	fn = fn.Origin()
	if n := r.g.funcs[fn]; n != nil {
		return r.g.effects(n)
	}
	if f := r.g.imported[fn]; f != nil {
		return f.Effects
	}
	return nil
}

// Lit returns the effects a func literal of the package reaches.
func (r *Result) Lit(lit *ast.FuncLit) []Effect {
	if r == nil {
		return nil
	}
	if n := r.g.lits[lit]; n != nil {
		return r.g.effects(n)
	}
	return nil
}

// Target is the one function a func value names.
type Target struct {
	// Func is the named function or method; nil for a func literal.
	Func *types.Func
	// Lit is the func literal; nil for a named function.
	Lit *ast.FuncLit
	// Made is set for a handler factory of another package called
	// (tools.SearchHandler(client)): the target is the literal Func
	// returns, whose effects its Fact carries.
	Made bool
	// Step names the target (its Pos is that of the value).
	Step Step
}

// Value resolves an expression of func type to the one function it
// names, by the same rules as calls are followed: a func or a method
// value, a func literal, or a local variable assigned one of those once.
func (r *Result) Value(e ast.Expr) (Target, bool) {
	if r == nil {
		return Target{}, false
	}
	t, ok := r.g.value(e, 0)
	if !ok {
		return Target{}, false
	}
	out := Target{Step: t.step(r.g, e.Pos()), Made: t.made}
	if t.node != nil {
		out.Func, out.Lit = t.node.fn, t.node.lit
	} else {
		out.Func = t.fn
	}
	return out, true
}

// StepAt names a function as the steps of a path do, at pos (a position
// in the package analyzed, or NoPos).
func (r *Result) StepAt(fn *types.Func, pos token.Pos) Step {
	s := Step{Name: funcName(fn), pos: pos}
	if fn.Pkg() != nil {
		s.Pkg, s.Qual = fn.Pkg().Path(), fn.Pkg().Name()
	}
	if pos.IsValid() && r != nil {
		p := r.g.pass.Fset.Position(pos)
		s.File, s.Line, s.Col = p.Filename, p.Line, p.Column
	}
	return s
}

// Through returns, for each call the function or literal t names makes,
// in source order, that reaches an effect of kind k, the shortest path
// from that call (its first step): where, in the function's own code,
// the effect starts. Nil for a function of another package.
func (r *Result) Through(t Target, k Kind) []Effect {
	if r == nil || t.Made {
		return nil
	}
	var n *node
	switch {
	case t.Lit != nil:
		n = r.g.lits[t.Lit]
	case t.Func != nil:
		n = r.g.funcs[t.Func.Origin()]
	}
	if n == nil {
		return nil
	}
	return r.g.through(n, k)
}

// Effects returns the effects of a target Value returned.
func (r *Result) Effects(t Target) []Effect {
	if t.Lit != nil {
		return r.Lit(t.Lit)
	}
	if t.Made {
		if f := r.g.imported[t.Func]; f != nil {
			return f.Made
		}
		return nil
	}
	return r.Func(t.Func)
}

func run(pass *analysis.Pass) (any, error) {
	x := astflow.Of(pass)
	g := newGraph(pass, x)
	if passutil.IsStd(pass) {
		// The standard library is the sink table.
		g.done = true
		return &Result{g: g}, nil
	}
	g.build()
	g.propagate()
	g.export()
	g.done = true
	return &Result{g: g}, nil
}
