// Package valueflow is mcpvet's value-flow substrate: for each function of
// a package it computes, on the package's SSA form, where the values of
// its parameters go — which parameter (and which field of it) reaches
// which kind of sink, with the path of calls to the sink; which reaches
// the function's result; and which checks (a containment test, an
// allow-list, a comparison with a constant) end a flow on the way — and
// exports that summary as a fact of the function, so that flows cross
// functions and packages.
//
// The sinks, the checks that sanitize and the standard functions that
// carry a value from their arguments to their result are tables
// (tables.go). The standard library is not analyzed: its functions are
// known by those tables, and a standard function that is in none of them
// carries its string arguments to its result. A call through an
// interface, a func value or reflection ends a flow without a finding: a
// flow this pass reports is always a path of calls SSA resolves to one
// target.
//
// It reports nothing; analyzers/families/security reads its result for the tools'
// handlers.
package valueflow

import (
	"go/ast"
	"go/build"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
)

var Analyzer = &analysis.Analyzer{
	Name: "valueflow",
	Doc: `follow the values of each function's parameters to sinks and results

valueflow is a fact pass: on the SSA form of a package it finds, for each
function, which parameter (and field of it) reaches a file-system path, a
shell command line, a program's arguments, a database query or a request
URL, with the call path and whether fixed text comes before it; which
parameter reaches the result; and which checks end a flow. It exports
these summaries as facts so flows cross packages. It reports nothing.`,
	URL:              "https://github.com/mcpvet/mcpvet/blob/main/analyzers/facts/valueflow/valueflow.go",
	Run:              passutil.Guard("valueflow", run),
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Result](),
	FactTypes:        []analysis.Fact{new(Summary), new(packageFact), new(ReadsFact), new(Wraps), new(ErrorResults), new(Makes)},
}

// Kind is the kind of a sink.
type Kind uint8

const (
	// Path: a file-system path that is opened, read, written, listed or
	// removed.
	Path Kind = iota + 1
	// Shell: the command line a shell runs (sh -c SCRIPT).
	Shell
	// Option: an argument of a program run without a shell, where the
	// program reads options (exec.Command("git", "diff", ARG)).
	Option
	// Query: the text of a database query.
	Query
	// Request: the URL of an outgoing request.
	Request
	// Words: the words of a value (strings.Fields, shlex.Split) as
	// arguments of a program run without a shell
	// (exec.Command("kubectl", strings.Fields(ARG)...)): the model writes
	// how many there are and where they stand, so any of them can be an
	// option, and no end of options can be put before them.
	Words
	// Script: the text of a script an interpreter evaluates, in the
	// process or in a browser it drives (goja's RunString, chromedp's
	// Evaluate).
	Script
	// result: the function's result (summaries only).
	result
	// checked: the function returns a non-nil error when the parameter
	// fails a check of the kinds Flow.Checks (summaries only).
	checked
	// stored: the function stores the parameter in the field
	// Flow.IntoField of what its parameter Flow.Into-1 points to (a
	// builder's method: q.where = cond), where a later call reads it
	// (summaries only).
	stored
	// invoked: the function passes the parameter to the method Flow.Sink
	// of an interface of the module whose implementations it cannot see
	// (they are in packages that import it), as the method's parameter
	// Flow.Arg (the receiver 0); a package that sees them reads the flow
	// on into their summaries (invoked.go). Summaries only.
	invoked
	// rooted: the value is the name of a file the function opens in an
	// os.Root (os.OpenInRoot(dir, name), root.Open(name)): the root
	// holds it to its folder, which says the server means its files to
	// stay there (FolderChecked). No finding is made of it.
	rooted
)

// everyKind reports whether a flow of kind k is read on for every kind
// of sink: a result, or an invoked flow, which another function or
// package carries on into sinks of any kind, and so carries what the
// guards on its way let through for each kind (Flow.Bypass).
func (k Kind) everyKind() bool { return k == result || k == invoked }

// sink reports whether k is the kind of a flow into a sink, not into the
// result, a check or a field.
func (k Kind) sink() bool { return k != result && k != checked && k != stored }

// mask is a set of kinds.
type mask uint8

func (m mask) has(k Kind) bool { return m&(1<<k) != 0 }

// allKinds are the sink kinds a check that makes a value one of a closed
// set (a comparison with a constant, an allow-list) ends.
const allKinds = mask(1<<Path | 1<<Shell | 1<<Option | 1<<Query | 1<<Request | 1<<Words | 1<<Script)

func (k Kind) String() string {
	switch k {
	case Path:
		return "path"
	case Shell:
		return "shell"
	case Option:
		return "option"
	case Query:
		return "query"
	case Request:
		return "request"
	case Words:
		return "words"
	case Script:
		return "script"
	case result:
		return "result"
	case checked:
		return "checked"
	case stored:
		return "stored"
	case invoked:
		return "invoked"
	case rooted:
		return "rooted"
	}
	return "unknown"
}

// Step is one call on a flow's path: of the function Name of the package
// Pkg (named Qual), at File:Line:Col.
type Step struct {
	Pkg, Qual, Name string
	File            string
	Line, Col       int
	pos             token.Pos // the call, when it is in the package analyzed
}

// Pos is the call when it is in the package analyzed, else token.NoPos.
func (s Step) Pos() token.Pos { return s.pos }

// In names the callee as code of package pkg would.
func (s Step) In(pkg *types.Package) string {
	if pkg != nil && s.Pkg == pkg.Path() {
		return s.Name
	}
	if rest, ok := strings.CutPrefix(s.Name, "(*"); ok {
		return "(*" + s.Qual + "." + rest
	}
	return s.Qual + "." + s.Name
}

// Mark is what a value's way did to it, on every path it took.
type Mark uint16

const (
	// EscapedPath: through (*url.URL).EscapedPath as a URL's path: "?",
	// "#" and "%" in it are escaped, "/" and ".." are not (unescaped).
	EscapedPath Mark = 1 << iota
	// ShellQuoted: it stands inside single quotes of a POSIX shell with
	// its own single quotes escaped, so no character of it is the
	// shell's, in the text built so far (quoted). A program still reads
	// the word as an option when it starts with "-".
	ShellQuoted
	// QuoteEscaped: its single quotes are escaped for a single-quoted
	// word, and it is not yet put between quotes: it is ShellQuoted
	// once written after an open quote (quoted).
	QuoteEscaped
	// SQLQuoted: it stands inside a single-quoted SQL string literal with
	// its own single quotes doubled, so no character of it is the
	// statement's (standard SQL; MySQL's backslash escapes are the
	// exception, knowledge.MySQLDriverPath).
	SQLQuoted
	// SQLEscaped: its single quotes are doubled, and it is not yet put
	// between quotes: it is SQLQuoted once written after an open quote.
	SQLEscaped
	// SQLDoubleEscaped: its double quotes are doubled; written after an
	// open double quote it is SQLIdentQuoted.
	SQLDoubleEscaped
	// SQLBacktickEscaped: its backticks are doubled; written after an
	// open backtick it is SQLIdentQuoted.
	SQLBacktickEscaped
	// SQLIdentQuoted: it stands inside a quoted identifier (in backticks,
	// MySQL's and SQLite's; in double quotes, standard SQL's) with its own
	// quotes of that kind doubled: no character of it is the statement's,
	// and no backslash escapes there. It comes with SQLQuoted, so that a
	// value quoted as an identifier on one way and as a string literal on
	// another is held as a string literal is. (MySQL reads double quotes
	// as a string literal unless ANSI_QUOTES is set; a server that
	// doubles double quotes means an identifier, and one that means a
	// MySQL string literal is not told apart: a miss, not a false alarm.)
	SQLIdentQuoted
	// InQuery: it is written after a "?" of the text before it, in a
	// URL's query, where "&", "#" and "=" add or change the request's
	// parameters rather than its path.
	InQuery
	// ScriptQuoted: it is a quoted string literal of a script
	// (strconv.Quote, fmt's %q: JavaScript reads Go's escapes), so no
	// character of it is the script's, as long as it is not written
	// inside another literal's quotes.
	ScriptQuoted
	// Part: it is a word of a value (strings.Fields, Split, a tokenizer's),
	// not all of it. A check of it holds the word: a statement whose
	// target table is allowed still runs whatever follows the table
	// (partOfStatement).
	Part
	// InStatement: it is written after the code's own text that starts
	// a SQL statement ("SELECT … WHERE db = '" + v): wherever that text
	// goes, a database runs it as a statement (statementStart).
	InStatement
	// ToBody: the flow's sink is the body a request sends, which is a
	// query's text only for a value InStatement (a statement posted to
	// a database's HTTP API); any other text there is data.
	ToBody
)

// Remote reports whether the flow's sink runs a command line on another
// machine, through its shell (an SSH session's Run).
func (f Flow) Remote() bool {
	return len(f.Path) > 0 && library().remoteShells[f.Path[len(f.Path)-1].Pkg]
}

// Flow is where one parameter's value goes.
type Flow struct {
	// Param is the index of the parameter among the function's SSA
	// parameters (a method's receiver first), Field the fields selected
	// from it on the way (["Path"] for in.Path), Go names.
	Param int
	Field []string
	Kind  Kind
	// Fixed: on some path, fixed text (a constant, a configured base, a
	// command) comes before the value at the sink: filepath.Join(base,
	// p), "grep " + p. Bare: on some path the value starts the sink's
	// argument, as the parameter came.
	Fixed, Bare bool
	// Absolute: on some path the value reaches the sink whole, known to
	// be an absolute path (if filepath.IsAbs(p) { use p } else { use
	// Join(root, p) }): no option, and under no folder there.
	Absolute bool
	// After are the parameters (SSA indices) whose values come before
	// the value at the sink on some path: fixed text when the caller's
	// arguments for them are.
	After []int
	// Sink describes the sink's call as its code reads
	// (exec.CommandContext("sh", "-c", …), os.ReadFile).
	Sink string
	// Arg is the index of the argument (as written) the value is of the
	// call Path[ArgStep]: the sink's, or the call that writes the
	// arguments a helper gives a program; -1 when it is not one argument
	// of its own.
	Arg, ArgStep int
	// Path is the calls from the function to the sink, the sink's call
	// last; for a result flow, the calls the value came back through.
	Path []Step
	// Checks are the kinds a check flow covers. Folder: one of its
	// checks holds the value to a folder (filepath.IsLocal, a
	// containment test, a refusal of ".."), not to a closed set of
	// values.
	Checks mask
	Folder bool
	// Against, of a check flow, is 1 + the index of the parameter the
	// check holds the value relative to (the base of filepath.Rel(base,
	// p)), 0 when it holds it absolutely: a caller's value that is also
	// in what it passes there is not held, since it moves the folder
	// with the path (checkedArg).
	Against int
	// RelativeTo, of a check flow, is Against of one of the checks it
	// merges (a value refused when it starts with "..", then held to the
	// worktree the caller names with filepath.Rel): 1 + the parameter
	// that folder comes from, kept where Against is 0 because another of
	// the checks holds the value whatever the base. It says which folder
	// the check holds the value to, for FolderChecked; it makes the value
	// no less held.
	RelativeTo int
	// Marks are what the value's way did to it on every path (escaped as
	// a URL's path, quoted for a shell).
	Marks Mark
	// NamedProgram: the program run is named by the same value as its
	// arguments (exec.Command(words[0], words[1:]...), or the two results
	// of a helper that splits one command line): the tool runs whatever
	// program the model names, which is its job, unless a guard on the
	// way says which programs it means to run. Past such a guard every
	// word after the program can be one of its options (bash -c, git -c
	// alias.x=!cmd, find -delete).
	NamedProgram bool
	// Spread: the parameter is a variadic slice whose elements become a
	// program's arguments (func git(args ...string)); the caller's
	// elements are read as the program's options and positionals.
	Spread bool
	// Program, of a Spread flow: 1 + the index of the parameter that
	// names the program (func run(ctx, command string, args []string)
	// { exec.CommandContext(ctx, command, args...) }); the caller's
	// constant is the program. 0 when the program is the Sink's own.
	Program int
	// ProgramFirst, of a Spread flow: the parameter is a list whose
	// first element is the program and the others its arguments
	// (func run(ctx, cmd []string) { exec.CommandContext(ctx, cmd[0],
	// cmd[1:]...) }): the caller's list is the command line.
	ProgramFirst bool
	// ProgramName, of a Spread flow whose program is the Sink's own, is
	// that program ("go"): how it reads options
	// (firstArgumentPrograms). Empty when Program names the caller's
	// parameter instead.
	ProgramName string
	// Into, IntoField, of a stored flow: 1 + the index of the pointer
	// parameter the value is stored through, and the field it is stored
	// in. Of a result flow: 1 + the index of the result (0 when the
	// function has one result and returns it whole), and the field of it
	// the value is in when the function built the struct field by field,
	// so that a caller's sink of one field is not one of the others.
	Into      int
	IntoField string
	// Decoded, of a stored flow: the value is JSON text decoded into the
	// whole of what the parameter points to (IntoField is empty), its
	// fields by their JSON names.
	Decoded bool
	// Bypass: the value reaches the sink past guards that hold for no
	// kind but these, each with the value of the model's that passes it
	// (guards.go). Of a flow into a sink, at most the one of its kind;
	// of a result flow, the kinds its guards let through (the others
	// are ended); of a check flow, the kinds its check does not hold
	// for. Empty: no guard on the way (a check flow's Checks hold).
	Bypass []Bypass
	// When are the parameters (by index) the flow needs set: on every
	// way to the sink a test found each not its zero value (len(p) > 0,
	// p != "", a bool true). A caller that passes the zero constant
	// there does not take the flow (when.go).
	When []int
	// Names, when not empty, are the names of the tools the flow is for:
	// the request's name was compared with each on the ways to the sink
	// (a handler that dispatches on the name it is called by), and a
	// tool of another name does not take it (toolnames.go).
	Names []string
}

// Summary is the fact of a function: its flows.
type Summary struct{ Flows []Flow }

func (*Summary) AFact() {}

func (s *Summary) String() string {
	var b strings.Builder
	for i, f := range s.Flows {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(f.describe())
	}
	return b.String()
}

func (f Flow) describe() string {
	var b strings.Builder
	b.WriteString("p")
	b.WriteString(strconv.Itoa(f.Param))
	for _, x := range f.Field {
		b.WriteString("." + x)
	}
	b.WriteString("→" + f.Kind.String())
	if f.Fixed {
		b.WriteString("+fixed")
	}
	if f.Bare {
		b.WriteString("+bare")
	}
	for _, j := range f.After {
		b.WriteString("+after" + strconv.Itoa(j))
	}
	if f.Spread {
		b.WriteString("+spread")
	}
	if f.NamedProgram {
		b.WriteString("+named")
	}
	if len(f.Names) > 0 {
		b.WriteString("+names(" + strings.Join(f.Names, ",") + ")")
	}
	if f.Folder {
		b.WriteString("+folder")
	}
	if f.Marks&EscapedPath != 0 {
		b.WriteString("+escaped")
	}
	if f.Marks&ShellQuoted != 0 {
		b.WriteString("+quoted")
	}
	if f.Program > 0 {
		b.WriteString("+program(p" + strconv.Itoa(f.Program-1) + ")")
	}
	if f.Into > 0 {
		b.WriteString("+into(p" + strconv.Itoa(f.Into-1) + "." + f.IntoField + ")")
	}
	if f.Decoded {
		b.WriteString("+decoded")
	}
	for _, by := range f.Bypass {
		b.WriteString("+passes(" + by.Kind.String() + ")")
	}
	if f.Sink != "" {
		b.WriteString(" " + f.Sink)
	}
	return b.String()
}

// packageFact marks a package valueflow read whole (every function that
// may reach a sink built): a function of it with no Summary has no flow,
// which a dependent that registers it as a handler reads as "followed,
// nothing reaches a sink", not as "not known". Flows: the package exports
// summaries; a package none of whose imports does, and that imports no
// package of the tables, has no flow worth building SSA for. The
// module's own packages that type-check have one; a dependency's only
// when it has flows (its facts cost every go vet unit that imports it).
type packageFact struct{ Flows bool }

func (*packageFact) AFact() {}
func (f *packageFact) String() string {
	if f.Flows {
		return "valueflow"
	}
	return "analyzed"
}

// Result is the flows of the package's functions. It keeps no SSA: a
// driver keeps every package's result until its dependents ran.
type Result struct {
	objs map[*types.Func]*fnFlows
	lits map[*ast.FuncLit]*fnFlows
	// wrappers are the package's handler wrappers (wraps.go).
	wrappers map[*types.Func]*Wraps
	// makers are the package's handler factories, with the functions
	// each returns (makes.go).
	makers map[*types.Func][]*fnFlows
	info   *types.Info
	files  []*ast.File
	// calls are the package's calls by Lparen, built on first use, once:
	// the analyzers that read the result run at the same time.
	callsOnce sync.Once
	calls     map[token.Pos]*ast.CallExpr
	// varInits are the values local variables were declared with and
	// kept (handlervars.go), built on first use, once.
	varsOnce sync.Once
	varInits map[*types.Var]ast.Expr
	// decls are the package's function declarations (fieldmade.go),
	// found on first use, once.
	declsOnce sync.Once
	decls     map[*types.Func]*ast.FuncDecl
	// importFact reads the summary of a function of another package
	// (valueflow's facts are its own: a dependent reads them here). A
	// driver keeps a package's facts readable after its Run.
	importFact func(types.Object, analysis.Fact) bool
	// importPackageFact reads whether another package was analyzed
	// (packageFact).
	importPackageFact func(*types.Package, analysis.Fact) bool
	pkg               *types.Package
	// Skipped says why the package has no SSA form ("" when it has).
	Skipped string
	// resolve reads the invoked flows of another package's summary on
	// into the implementations this package sees (invoked.go); nil
	// where none is read. resolveMu serializes it.
	resolve   func([]Flow) []Flow
	resolveMu sync.Mutex
}

// fnFlows are the flows of one function.
type fnFlows struct {
	flows []Flow
	recv  int // 1 for a method: SSA counts its receiver as parameter 0
	// reads are its reads of mcp-go arguments by name (reads.go), nil
	// when it has no parameter holding them.
	reads *ReadsFact
}

// Func is what the result knows of one function of the package.
type Func struct{ f *fnFlows }

// Handler resolves an expression that denotes a function (a func
// literal, a func or method name, a method value, the call of a handler
// factory that returns one function: makes.go) to it; nil when it
// denotes anything else (a func computed at run time), or a call of a
// factory that returns one of several (Handlers follows each).
func (r *Result) Handler(e ast.Expr) *Func {
	if fs := r.Handlers(e); len(fs) == 1 {
		return fs[0]
	}
	return nil
}

// Handlers resolves a registration's handler argument to the functions
// it may run: the one function it denotes, or each one the factory it
// calls returns (makes.go); none when it is not known.
func (r *Result) Handlers(e ast.Expr) []*Func {
	if r == nil {
		return nil
	}
	e = r.initOf(e)
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		return r.made(call)
	}
	if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok {
		if call, ok := ast.Unparen(sel.X).(*ast.CallExpr); ok {
			return r.fieldMade(call, sel.Sel.Name)
		}
	}
	if f := r.handler(e); f != nil {
		return []*Func{f}
	}
	return nil
}

// Signature is the signature of the function a handler argument
// denotes (of a func type's underlying type: a factory's result is
// often server.ToolHandlerFunc or mcp.ToolHandlerFor[In, Out]); nil
// for an expression that is no func.
func (r *Result) Signature(e ast.Expr) *types.Signature {
	if r == nil || r.info == nil {
		return nil
	}
	t := r.info.TypeOf(e)
	if t == nil {
		return nil
	}
	if tuple, ok := t.(*types.Tuple); ok {
		// A call that returns a tool and its handler: the handler's,
		// the one func among its results (as makesOf reads it).
		var only *types.Signature
		for v := range tuple.Variables() {
			if sig, ok := v.Type().Underlying().(*types.Signature); ok {
				if only != nil {
					return nil
				}
				only = sig
			}
		}
		return only
	}
	sig, _ := t.Underlying().(*types.Signature)
	return sig
}

// handler is Handler for an expression that is no call.
func (r *Result) handler(e ast.Expr) *Func {
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.FuncLit:
		if f := r.lits[x]; f != nil {
			return &Func{f}
		}
		if r.Skipped == "" && r.objs != nil {
			// A literal of the package with no flow and no read of its
			// own, as Func says of a function: read, and empty.
			return &Func{&fnFlows{}}
		}
	case *ast.Ident:
		// A use, or the name of a func's declaration (a method that is
		// its tool's handler: mcptool.Tool.Handler).
		if fn, ok := r.info.ObjectOf(x).(*types.Func); ok {
			return r.Func(fn)
		}
	case *ast.SelectorExpr:
		if fn, ok := r.info.Uses[x.Sel].(*types.Func); ok {
			return r.Func(fn)
		}
	case *ast.IndexExpr: // an instance of a generic func
		return r.handler(x.X)
	}
	return nil
}

// Func returns the function of this package fn names, nil if none.
func (r *Result) Func(fn *types.Func) *Func {
	if r == nil || fn == nil {
		return nil
	}
	fn = fn.Origin()
	if f := r.objs[fn]; f != nil {
		return &Func{f}
	}
	if fn.Pkg() == r.pkg && r.Skipped == "" && r.objs != nil {
		// A function of the package analyzed that has no flow and no
		// read of its own: nothing it does reaches a sink (the gate
		// builds every function that may). Read, and empty; its reads
		// are not summarized, so it is compared with no listing.
		return &Func{flowsOf(fn, nil, nil)}
	}
	if fn.Pkg() == nil || fn.Pkg() == r.pkg || r.importFact == nil {
		return nil
	}
	s := new(Summary)
	hasFlows := r.importFact(fn, s)
	rd := new(ReadsFact)
	if !r.importFact(fn, rd) {
		rd = nil
	}
	if !hasFlows && rd == nil {
		if r.importPackageFact != nil && r.importPackageFact(fn.Pkg(), new(packageFact)) {
			// A function of a package analyzed whole with no flow of its
			// own, as Func says of one of this package: read, and empty.
			return &Func{flowsOf(fn, nil, nil)}
		}
		return nil
	}
	flows := s.Flows
	if r.resolve != nil {
		// The analyzers that read the result run at the same time, and
		// resolving fills caches.
		r.resolveMu.Lock()
		flows = r.resolve(flows)
		r.resolveMu.Unlock()
	}
	return &Func{flowsOf(fn, flows, rd)}
}

// flowsOf is what is known of fn: its flows and reads, its parameters
// numbered as SSA numbers them (a method's receiver first).
func flowsOf(fn *types.Func, flows []Flow, reads *ReadsFact) *fnFlows {
	ff := &fnFlows{flows: flows, reads: reads}
	if fn.Signature().Recv() != nil {
		ff.recv = 1
	}
	return ff
}

// Flows are the flows of the function's i-th parameter (in its
// signature, a method's receiver not counted) into sinks, with its other
// parameters taken as the code's own values: the flows of a handler whose
// i-th parameter holds the arguments.
func (f *Func) Flows(i int) []Flow {
	if f == nil || i < 0 {
		return nil
	}
	idx := i + f.f.recv
	var out []Flow
	for _, fl := range f.f.flows {
		if fl.Param != idx || !fl.Kind.sink() {
			continue
		}
		// The other parameters (a receiver, the request) are the code's:
		// what comes from them before the value is fixed text.
		for _, j := range fl.After {
			if j != idx {
				fl.Fixed, fl.Bare = true, false
			}
		}
		fl.After = nil
		out = append(out, fl)
	}
	return out
}

// FolderChecked are the fields of the function's i-th parameter (as
// Flows numbers them; nil for the whole parameter) that a check of the
// function, or of a validator it calls, holds to a folder before it goes
// on (Flow.Folder), unlike a comparison with a closed set of values,
// which says nothing of folders. A check relative to a folder another
// input names (Flow.Against: a target held to the project the model
// gives) says where that input may point from there, not which folders
// the server allows, and is left out; so is one whose checks, merged,
// hold it relative to a folder the same parameter gives (RelativeTo: a
// file held to the worktree of the environment the request names). So
// are the fields it opens in an os.Root (a rooted flow): the root holds
// them to its folder.
func (f *Func) FolderChecked(i int) [][]string {
	if f == nil || i < 0 {
		return nil
	}
	var out [][]string
	for _, fl := range f.f.flows {
		if fl.Param == i+f.f.recv && (fl.Kind == checked && fl.Folder && fl.Against == 0 && fl.RelativeTo != fl.Param+1 || fl.Kind == rooted) {
			out = append(out, fl.Field)
		}
	}
	return out
}

// Call returns the call expression of a step in this package.
func (r *Result) Call(s Step) *ast.CallExpr {
	if r == nil || !s.pos.IsValid() {
		return nil
	}
	r.callsOnce.Do(func() {
		// Built once, on the first finding: most packages have none, and
		// an inspector for every package costs more than this walk.
		r.calls = map[token.Pos]*ast.CallExpr{}
		for _, f := range r.files {
			ast.Inspect(f, func(n ast.Node) bool {
				if c, ok := n.(*ast.CallExpr); ok {
					r.calls[c.Lparen] = c
				}
				return true
			})
		}
	})
	return r.calls[s.pos]
}

// buildSSA builds the SSA form of the package from files (the package's,
// some bodies left out), its imports created from their types alone.
func buildSSA(pass *analysis.Pass, files []*ast.File) *ssa.Program {
	prog := ssa.NewProgram(pass.Fset, 0)
	for _, p := range pass.Pkg.Imports() {
		prog.CreatePackage(p, nil, nil, true)
	}
	prog.CreatePackage(pass.Pkg, files, pass.TypesInfo, false).Build()
	return prog
}

func run(pass *analysis.Pass) (any, error) {
	r := &Result{info: pass.TypesInfo, pkg: pass.Pkg, importFact: pass.ImportObjectFact, importPackageFact: pass.ImportPackageFact, files: pass.Files}
	if !passutil.IsStd(pass) && len(pass.TypeErrors) == 0 && !passutil.Dependency(pass) {
		// The module's own packages, where handlers are: one without a
		// flow is still read (a dependency's handlers are rare, and its
		// facts cost every go vet unit that imports it).
		pass.ExportPackageFact(new(packageFact))
	}
	switch {
	case passutil.IsStd(pass):
		r.Skipped = "standard library"
		return r, nil
	case len(pass.TypeErrors) > 0:
		// go/ssa assumes well-typed code; in an editor the package is
		// analyzed again once it type-checks.
		r.Skipped = "type errors"
		return r, nil
	// A dependency at a version (from the module cache) is analyzed like
	// the module's own packages, behind the same gate: its functions'
	// summaries are facts, so that a flow goes on through an API client
	// (go-github's service methods) to the sink it reaches there.
	case !imports(pass) && !readsRelevant(pass.Pkg) && !importsSDK(pass.Pkg) && !importsCheck(pass.Pkg) && pass.Pkg.Path() != MarkMCPPath && passutil.Dependency(pass):
		r.Skipped = "no flow: imports no sink package and no package with flows"
		r.wrappers = wrappersOnly(pass)
		return r, nil
	}
	g := newGate(pass)
	if !passutil.Dependency(pass) {
		// A handler of another package may pass an argument to an
		// interface whose implementations only this package sees.
		r.resolve = (&analysis_{pass: pass, sums: map[*ssa.Function]*fnSummary{}, dispatch: g.dispatch}).resolveAll
	}
	if !g.seeded {
		r.Skipped = "no flow: uses no sink and no function with flows"
		r.wrappers = wrappersOnly(pass)
		return r, nil
	}
	prog := buildSSA(pass, g.files(pass.Fset, pass.Files))

	objs := map[*types.Func]*ssa.Function{}
	lits := map[*ast.FuncLit]*ssa.Function{}
	var funcs []*ssa.Function
	var add func(f *ssa.Function)
	add = func(f *ssa.Function) {
		funcs = append(funcs, f)
		if lit, ok := f.Syntax().(*ast.FuncLit); ok {
			lits[lit] = f
		}
		for _, anon := range f.AnonFuncs {
			add(anon)
		}
	}
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			obj, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			f := prog.FuncValue(obj)
			if f == nil {
				continue
			}
			objs[obj] = f
			add(f)
		}
	}
	a := &analysis_{pass: pass, sums: map[*ssa.Function]*fnSummary{}, dispatch: g.dispatch, dependency: passutil.Dependency(pass)}
	if !a.dependency {
		r.resolve = a.resolveAll
	}
	if root := build.Default.GOROOT; root != "" {
		a.goroot = filepath.Join(root, "src") + string(filepath.Separator)
	}
	a.solve(funcs)
	reads, errResults := a.solveReads(funcs)

	keep := func(f *ssa.Function) *fnFlows {
		s := a.sums[f]
		rd := reads[f]
		if (s == nil || len(s.flows) == 0) && rd == nil {
			return nil
		}
		ff := &fnFlows{reads: rd}
		if s != nil {
			ff.flows = s.flows
		}
		if f.Signature.Recv() != nil {
			ff.recv = 1
		}
		return ff
	}
	r.objs = map[*types.Func]*fnFlows{}
	r.lits = map[*ast.FuncLit]*fnFlows{}
	exported := false
	for obj, f := range objs {
		ff := keep(f)
		if ff == nil {
			continue
		}
		r.objs[obj] = ff
		if len(ff.flows) > 0 {
			pass.ExportObjectFact(obj, &Summary{Flows: a.sums[f].facts()})
			exported = true
		}
		if ff.reads != nil {
			pass.ExportObjectFact(obj, ff.reads.exported())
		}
	}
	for obj, f := range objs {
		if e := errResults[f]; e != nil {
			pass.ExportObjectFact(obj, e)
		}
	}
	r.wrappers = map[*types.Func]*Wraps{}
	known := newWrapsResolver(objs, importedWraps(pass))
	for obj := range objs {
		if w := known.of(obj); w != nil {
			r.wrappers[obj] = w
			pass.ExportObjectFact(obj, w)
		}
	}
	for lit, f := range lits {
		if ff := keep(f); ff != nil {
			r.lits[lit] = ff
		}
	}
	r.makers = map[*types.Func][]*fnFlows{}
	for obj, f := range objs {
		if r.wrappers[obj] != nil {
			continue
		}
		if fs := makesOf(f, r.madeFlows); fs != nil {
			r.makers[obj] = fs
			pass.ExportObjectFact(obj, makesFact(fs))
			exported = true // a factory's handlers have flows
		}
	}
	if exported {
		pass.ExportPackageFact(&packageFact{Flows: true})
	}
	return r, nil
}

// imports reports whether the package imports a package of the tables
// or one with flows: if not, no function of it can have a flow into a
// sink. (A dependency's package of string helpers alone has result flows
// only; they are not built, and a flow through one ends there, with no
// finding. The module's own such packages are built: gate.go.)
func imports(pass *analysis.Pass) bool {
	for _, p := range pass.Pkg.Imports() {
		if f := new(packageFact); library().tablePackages[p.Path()] || pass.ImportPackageFact(p, f) && f.Flows {
			return true
		}
	}
	return false
}
