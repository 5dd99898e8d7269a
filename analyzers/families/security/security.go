// Package security holds the codes of what a tool's handler does with its
// arguments, which the model chooses and any text the model reads can
// steer: a path that leaves the base folder the code joins it to
// (OMCG0029), a shell command line it is pasted into (OMCG0030), an
// option of a fixed program it becomes (OMCG0031), the text of a query
// (OMCG0032), the host or path of a request to a fixed base URL
// (OMCG0033), the text of a script an interpreter or a browser
// evaluates (OMCG0046).
//
// The flows come from analyzers/facts/valueflow, which follows each
// parameter of each function through SSA and across packages; this
// package supplies the sources (each tool's arguments, from mcpfacts)
// and the rule of each code: a finding needs the code to show an intent
// the argument breaks (fixed text before the argument: a base folder, a
// command, a query, a base URL; a fixed program for options). A tool
// whose argument is the whole path or the whole command line does what
// it says and is not reported.
//
// The whole family is turned off with one flag, -security=false (each
// code's analyzer has it, sharing one value: -omcg0029.security=false
// under go vet's own spelling), or with its codes' flags
// -OMCG0029=false ... -OMCG0033=false, -OMCG0046=false.
package security

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/facts/valueflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0029, omcg0030, omcg0031, omcg0032, omcg0033, omcg0046}

// Analyzers are the analyzers of this package, in code order.
var Analyzers = analyzerutil.Analyzers(Codes)

// FamilyFlag is the name of the flag that turns the family off: every
// code's analyzer has it, with one value, so that whichever analyzer's
// spelling sets it (-omcg0029.security=false, or mcpvet's -security=false
// alias), the five read the same.
const FamilyFlag = "security"

// family is the value of the family's flag.
var family = true

func init() {
	for _, a := range Analyzers {
		a.Flags.BoolVar(&family, FamilyFlag, true, "report what tool arguments reach (OMCG0029-OMCG0033, OMCG0046); false turns the family off")
	}
}

// requires: apifacts for the route tools (sources.go).
var requires = []*analysis.Analyzer{valueflow.Analyzer, apifacts.Analyzer}

// finding is one argument of one tool (or of another offer whose input
// the model chooses: sources.go) that reaches a sink.
type finding struct {
	offer
	// handler is the step into the tool's handler when it is not the
	// tool's own func (a func passed to mcp.AddTool).
	handler string
	at      ast.Expr // the handler, where the flow leaves this package at once
	// what is the kind of input arg is ("argument", "path value": sources.go).
	what, arg string
	flow      valueflow.Flow
	vf        *valueflow.Result
	// beside names the check another input of the server passes that
	// this one does not (OMCG0029).
	beside string
}

// source is one parameter of a tool's handler that holds arguments, or
// of the handler of another offer that holds its input (sources.go).
type source struct {
	offer
	// tool is the tool, nil for another offer.
	tool *mcptool.Tool
	// inputOf, when set, names the input a flow's fields select instead
	// of the rules for tools (sources.go).
	inputOf func(fl valueflow.Flow) (what, name string, ok bool)
	fn      *valueflow.Func
	handler string
	// at is the handler as the registration names it.
	at    ast.Expr
	param int
	// in is the struct type whose fields are the arguments; nil when the
	// parameter is one argument, named name.
	in   *types.Struct
	name string
	// mark: the parameter is a CallToolRequest (mcp-go's, or the
	// go-sdk's for a raw handler), whose arguments are its
	// Params.Arguments by key.
	mark bool
	// prefix is the path of fields of the parameter through which it
	// holds the arguments: the embedded fields through which it has the
	// arguments getter (a handler of the server's own that reads
	// params.GetArguments()), or Arguments of a go-sdk v0.1/v0.2
	// *CallToolParamsFor[In]. The fields a flow selects start with it.
	prefix []string
	// byKey: the parameter is the arguments by key (an In of
	// map[string]any).
	byKey bool
}

// sources are the handler parameters of the package's tools that hold
// arguments.
func sources(p *toolpass.Pass, vf *valueflow.Result) []source {
	var out []source
	for _, t := range p.Facts.Tools {
		if t.IllTyped {
			continue
		}
		if srcs := argMapSources(p, vf, t); srcs != nil {
			out = append(out, srcs...)
			continue
		}
		switch d := t.Directive(); {
		case d != nil && d.Func != nil:
			fn := vf.Func(d.Func)
			sig, _ := d.Func.Type().(*types.Signature)
			if fn == nil || sig == nil {
				continue
			}
			for _, v := range d.ArgParams {
				for i := range sig.Params().Len() {
					if sig.Params().At(i) != v {
						continue
					}
					s := source{offer: toolOffer(p, t), tool: t, fn: fn, param: i, name: v.Name()}
					if st, ok := structOf(v.Type()); ok {
						s.in = st
					}
					out = append(out, s)
				}
			}
		case t.Style() == mcptool.MarkNewTool || t.Style() == mcptool.MarkTool:
			// The handlers it is registered with: its declaration's, each
			// s.AddTool(tool, h)'s, a wrapper's given unchanged.
			for _, wrapped := range t.RegisteredHandlers() {
				out = append(out, markSources(p, vf, toolOffer(p, t), t, wrapped)...)
			}
		case t.Style() == mcptool.SDKServerAddTool && t.Handler != nil && t.In == nil:
			// A raw handler: the arguments are its request's
			// Params.Arguments, decoded (into a map) or not.
			sig := vf.Signature(t.Handler)
			if sig == nil {
				continue
			}
			for _, fn := range vf.Handlers(t.Handler) {
				for i := range sig.Params().Len() {
					if isSDKRequest(sig.Params().At(i).Type()) {
						out = append(out, source{offer: toolOffer(p, t), tool: t, fn: fn, handler: handlerName(p, t.Handler), at: t.Handler, param: i, mark: true})
					}
				}
			}
		case t.Style() == mcptool.OwnTool && t.Handler != nil:
			// A handler held beside a tool of the server's own type
			// (api.ServerTool{Tool, Handler}): a parameter that reads the
			// arguments as mcp-go's request does (GetArguments), or holds
			// them in a field Arguments as MCP's params do, holds them.
			sig := vf.Signature(t.Handler)
			if sig == nil {
				continue
			}
			for _, fn := range vf.Handlers(t.Handler) {
				for i := range sig.Params().Len() {
					if path, ok := knowledge.ArgumentsGetterPath(sig.Params().At(i).Type()); ok {
						out = append(out, source{offer: toolOffer(p, t), tool: t, fn: fn, handler: handlerName(p, t.Handler), at: t.Handler, param: i, mark: true, prefix: path})
					} else if field, ok := knowledge.ArgumentsField(sig.Params().At(i).Type()); ok {
						// params.Arguments["name"]: the arguments by key in
						// a field, as MCP's own params hold them.
						out = append(out, source{offer: toolOffer(p, t), tool: t, fn: fn, handler: handlerName(p, t.Handler), at: t.Handler, param: i, byKey: true, prefix: []string{field}})
					}
				}
			}
		case t.Handler != nil && t.In == nil && t.Via() != nil:
			// A handler given to a constructor wrapper of the server's own
			// (mcpfacts follows the wrapper's handler parameter): its
			// signature says which parameter holds the arguments.
			out = append(out, wrappedSources(p, vf, t)...)
		case t.Handler == nil && t.HandlerFactory != nil && t.In != nil && t.Call() != nil:
			// A typed handler a method of the caller's value makes
			// (Register(s, &impl.Read{…}) registers i.Handler()), of
			// another package: reported at the registration.
			res := t.HandlerFactory.Signature().Results()
			if res.Len() == 0 {
				continue
			}
			sig, ok := res.At(0).Type().Underlying().(*types.Signature)
			if !ok {
				continue
			}
			handler := valueflowName(t.HandlerFactory, p.Pkg) + "()"
			for _, fn := range vf.MadeBy(t.HandlerFactory) {
				for _, s := range typedSources(p, t, fn, sig, handler) {
					s.at = t.Call().Call
					out = append(out, s)
				}
			}
		case t.Handler != nil && t.In != nil:
			// Through the middleware the registration wraps it in
			// (Wrap(logger, name, h)), to the handler it calls with the
			// arguments it got.
			h, passed := vf.Unwrap(t.Handler)
			sig := vf.Signature(h)
			if sig == nil {
				continue
			}
			handler := handlerName(p, h)
			for _, fn := range vf.Handlers(h) {
				for _, s := range typedSources(p, t, fn, sig, handler) {
					if passed(s.param) {
						out = append(out, s)
					}
				}
			}
		}
	}
	return append(out, foreignSources(p, vf)...)
}

// argMapSources are the sources of a tool whose handler is a function of
// the server's own shape that takes the arguments by key
// (knowledge.ArgumentsMapParam): a method beside the tool's method,
// which the server's one registered handler calls with the request's
// arguments decoded.
func argMapSources(p *toolpass.Pass, vf *valueflow.Result, t *mcptool.Tool) []source {
	if t.Handler == nil {
		return nil
	}
	i := knowledge.ArgumentsMapParam(vf.Signature(t.Handler))
	if i < 0 {
		return nil
	}
	var out []source
	for _, fn := range vf.Handlers(t.Handler) {
		out = append(out, source{offer: toolOffer(p, t), tool: t, fn: fn, handler: handlerName(p, t.Handler), at: t.Handler, param: i, byKey: true})
	}
	return out
}

// markSources are the sources of an mcp-go tool registered with the
// handler wrapped: through the wrappers the registration calls, to the
// handler they call with the request they got. t is nil for a tool built
// by a function of another package.
func markSources(p *toolpass.Pass, vf *valueflow.Result, o offer, t *mcptool.Tool, wrapped ast.Expr) []source {
	h, passed := vf.Unwrap(wrapped)
	sig := vf.Signature(h)
	if sig == nil {
		return nil
	}
	var out []source
	decoded := vf.Decoded(wrapped)
	for _, fn := range vf.Handlers(h) {
		if knowledge.IsArgsHandler(sig) {
			// A constructor's handler of the arguments alone
			// (MustTool[T, R]): they are decoded into its Args.
			s := source{offer: o, tool: t, fn: fn, handler: handlerName(p, h), at: h}
			if s.decodedArgs(sig) {
				out = append(out, s)
			}
			continue
		}
		requests := 0
		for i := range sig.Params().Len() {
			if valueflow.IsMarkRequest(sig.Params().At(i).Type()) {
				requests++
				if passed(i) {
					out = append(out, source{offer: o, tool: t, fn: fn, handler: handlerName(p, h), at: h, param: i, mark: true})
				}
			}
		}
		// mcp-go before v0.8 hands a handler the arguments alone: a
		// handler with no request has them in its map parameter, read
		// by key.
		if requests == 0 && len(decoded) == 0 && knowledge.IsArgumentsAloneHandler(sig) && passed(0) {
			out = append(out, source{offer: o, tool: t, fn: fn, handler: handlerName(p, h), at: h, param: 0, byKey: true})
		}
		// A parameter an adapter decodes the request into
		// (NewTypedToolHandler): the arguments by JSON name.
		for _, d := range decoded {
			if d.Param >= sig.Params().Len() {
				continue
			}
			s := source{offer: o, tool: t, fn: fn, handler: handlerName(p, h), at: h, param: d.Param}
			if s.decodedInto(sig.Params().At(d.Param).Type()) {
				out = append(out, s)
			}
		}
	}
	return out
}

// foreignSources are the sources of the tools this package registers
// that another package declares (tool := tools.RunTool(); s.AddTool(tool,
// handler), or a variable tools.RunTool, directly or through a wrapper):
// that package sees no handler, so the registration's is followed here.
func foreignSources(p *toolpass.Pass, vf *valueflow.Result) []source {
	var out []source
	for _, r := range p.Facts.Registrations {
		if r.Tool != nil || r.Handler == nil {
			continue
		}
		o := offer{kind: toolKind, name: r.Name, named: r.NameKnown}
		if !r.NameKnown && r.Call != nil && len(r.Call.Args) > 0 {
			o.name = types.ExprString(r.Call.Args[0])
		}
		out = append(out, markSources(p, vf, o, nil, r.Handler)...)
	}
	return out
}

// wrappedSources are the sources of a tool whose handler a wrapper
// takes: a go-sdk typed handler's parameter after its request (In, which
// the wrapper decodes the arguments into, as mcp.AddTool would), or a raw
// handler's request.
func wrappedSources(p *toolpass.Pass, vf *valueflow.Result, t *mcptool.Tool) []source {
	sig := vf.Signature(t.Handler)
	if sig == nil {
		return nil
	}
	var out []source
	for _, fn := range vf.Handlers(t.Handler) {
		s := source{offer: toolOffer(p, t), tool: t, fn: fn, handler: handlerName(p, t.Handler), at: t.Handler}
		if knowledge.IsArgsHandler(sig) {
			// func(ctx, Args) (R, error): the constructor decodes the
			// arguments into Args, the handler's one input of the call.
			if s.decodedArgs(sig) {
				out = append(out, s)
			}
			continue
		}
		for i := range sig.Params().Len() {
			if !isSDKRequest(sig.Params().At(i).Type()) {
				continue
			}
			switch {
			case sig.Results().Len() == 2:
				s.param, s.mark = i, true
			case sig.Results().Len() == 3 && i+1 < sig.Params().Len():
				s.param = i + 1
				if !s.decodedInto(sig.Params().At(i + 1).Type()) {
					return nil
				}
			default:
				return nil
			}
			out = append(out, s)
			break
		}
	}
	return out
}

// decodedArgs makes s the second parameter of an args-only handler
// (knowledge.IsArgsHandler), the arguments decoded into it.
func (s *source) decodedArgs(sig *types.Signature) bool {
	s.param = 1
	return s.decodedInto(sig.Params().At(1).Type())
}

// decodedInto makes s the arguments decoded into a parameter of type in:
// by key for a map of them, by field for a struct; false for any other
// type.
func (s *source) decodedInto(in types.Type) bool {
	if knowledge.IsStringKeyMap(in) {
		s.byKey = true
		return true
	}
	st, ok := structOf(in)
	if ok {
		s.in = st
	}
	return ok
}

// typedSources are the sources of a typed handler fn (of signature sig)
// of a tool whose arguments are decoded into t.In: the last parameter of
// that type, by key for a map, by field for a struct.
func typedSources(p *toolpass.Pass, t *mcptool.Tool, fn *valueflow.Func, sig *types.Signature, handler string) []source {
	// An In of any: encoding/json decodes the arguments' object into a
	// map[string]any, read by key after a type assertion.
	if knowledge.IsStringKeyMap(t.In) || knowledge.IsAny(t.In) {
		for i := sig.Params().Len() - 1; i >= 0; i-- {
			if types.Identical(sig.Params().At(i).Type(), t.In) {
				return []source{{offer: toolOffer(p, t), tool: t, fn: fn, handler: handler, at: t.Handler, param: i, byKey: true}}
			}
		}
		// Before the go-sdk's v0.3, in its params' Arguments
		// (*CallToolParamsFor[map[string]any]).
		for i := sig.Params().Len() - 1; i >= 0; i-- {
			if args, ok := knowledge.ParamsForArguments(sig.Params().At(i).Type()); ok && types.Identical(args, t.In) {
				return []source{{offer: toolOffer(p, t), tool: t, fn: fn, handler: handler, at: t.Handler, param: i, byKey: true, prefix: []string{"Arguments"}}}
			}
		}
		return nil
	}
	st, ok := structOf(t.In)
	if !ok {
		return nil
	}
	for i := sig.Params().Len() - 1; i >= 0; i-- {
		if ps, ok := structOf(sig.Params().At(i).Type()); ok && types.Identical(ps, st) {
			return []source{{offer: toolOffer(p, t), tool: t, fn: fn, handler: handler, at: t.Handler, param: i, in: st}}
		}
	}
	// The go-sdk before v0.3 handed a typed handler its arguments in a
	// field of its params: func(ctx, *ServerSession,
	// *CallToolParamsFor[In]), params.Arguments.
	for i := sig.Params().Len() - 1; i >= 0; i-- {
		if args, ok := knowledge.ParamsForArguments(sig.Params().At(i).Type()); ok {
			if as, ok := structOf(args); ok && types.Identical(as, st) {
				return []source{{offer: toolOffer(p, t), tool: t, fn: fn, handler: handler, at: t.Handler, param: i, in: st, prefix: []string{"Arguments"}}}
			}
		}
	}
	return nil
}

// handlerName names a handler for the path: "" for a func literal, the
// factory called with "(…)" for the handler a factory makes.
func handlerName(p *toolpass.Pass, h ast.Expr) string {
	h = ast.Unparen(h)
	if _, lit := h.(*ast.FuncLit); lit {
		return ""
	}
	if call, ok := h.(*ast.CallExpr); ok {
		if len(call.Args) == 0 {
			return types.ExprString(call.Fun) + "()"
		}
		return types.ExprString(call.Fun) + "(…)"
	}
	if sel, ok := h.(*ast.SelectorExpr); ok {
		if fnObj, ok := p.TypesInfo.Uses[sel.Sel].(*types.Func); ok {
			return valueflowName(fnObj, p.Pkg)
		}
	}
	if id, ok := h.(*ast.Ident); ok {
		// A method that is its tool's handler, by its declaration.
		if fnObj, ok := p.TypesInfo.Defs[id].(*types.Func); ok {
			return valueflowName(fnObj, p.Pkg)
		}
	}
	return types.ExprString(h)
}

// isSDKRequest reports whether t is the go-sdk's *CallToolRequest.
func isSDKRequest(t types.Type) bool {
	p, ok := t.(*types.Pointer)
	if !ok {
		return false
	}
	if a, ok := p.Elem().(*types.Alias); ok {
		return a.Obj().Name() == "CallToolRequest" && a.Obj().Pkg() != nil && a.Obj().Pkg().Path() == knowledge.SDKPath
	}
	// The alias's name is lost where the type was written as its target:
	// ServerRequest[*CallToolParamsRaw].
	n, ok := p.Elem().(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != knowledge.SDKPath || n.Obj().Name() != "ServerRequest" || n.TypeArgs().Len() != 1 {
		return false
	}
	arg, ok := n.TypeArgs().At(0).(*types.Pointer)
	if !ok {
		return false
	}
	raw, ok := types.Unalias(arg.Elem()).(*types.Named)
	return ok && raw.Obj().Name() == "CallToolParamsRaw"
}

// valueflowName names a method as valueflow's steps do: (*Store).Read.
func valueflowName(fn *types.Func, pkg *types.Package) string {
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return fn.Name()
	}
	t := sig.Recv().Type()
	ptr := ""
	if pt, ok := t.(*types.Pointer); ok {
		t, ptr = pt.Elem(), "*"
	}
	name := types.TypeString(t, types.RelativeTo(pkg))
	if ptr != "" {
		return "(*" + name + ")." + fn.Name()
	}
	return name + "." + fn.Name()
}

func structOf(t types.Type) (*types.Struct, bool) {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	return st, ok
}

// allSources are the sources of the package's tools and other offers,
// with the flows they are read from; none when the family is off.
func allSources(p *toolpass.Pass) (*valueflow.Result, []source) {
	vf, _ := p.ResultOf[valueflow.Analyzer].(*valueflow.Result)
	if vf == nil || !family {
		return nil, nil
	}
	return vf, append(sources(p, vf), offerSources(p, vf)...)
}

// findings are the flows of the tools' arguments into sinks of kind k
// that keep accepts.
func findings(p *toolpass.Pass, k valueflow.Kind, keep func(valueflow.Flow) bool) []finding {
	vf, srcs := allSources(p)
	return findingsIn(vf, srcs, k, keep)
}

// findingsIn are findings among the sources srcs.
func findingsIn(vf *valueflow.Result, srcs []source, k valueflow.Kind, keep func(valueflow.Flow) bool) []finding {
	if vf == nil {
		return nil
	}
	var out []finding
	for _, s := range srcs {
		for _, fl := range s.fn.Flows(s.param) {
			if fl.Kind != k || !keep(fl) {
				continue
			}
			if len(fl.Names) > 0 && s.offer.named && !slices.Contains(fl.Names, s.offer.name) {
				continue // the flow of another tool the handler dispatches to
			}
			what, arg, ok := s.input(fl)
			if !ok {
				continue
			}
			out = append(out, finding{offer: s.offer, handler: s.handler, at: s.at, what: what, arg: arg, flow: fl, vf: vf})
		}
	}
	return append(out, elicitFindings(vf, k, keep)...)
}

// input names the input a flow's fields select: what it is
// ("argument", or another offer's kind of input) and its name as the
// client sends it.
func (s source) input(fl valueflow.Flow) (what, name string, ok bool) {
	if s.inputOf != nil {
		return s.inputOf(fl)
	}
	name, ok = s.argument(fl.Field)
	return "argument", name, ok
}

// argument names the argument a flow's fields select, as the client
// sends it; ok is false for a value that is not one argument (the whole
// In), or one the schema confines to an enum (the SDK refuses any other
// value before the handler runs).
func (s source) argument(field []string) (string, bool) {
	if len(field) >= len(s.prefix) && slices.Equal(field[:len(s.prefix)], s.prefix) {
		field = field[len(s.prefix):]
	} else {
		return "", false
	}
	// A value inside an object argument (args["options"].(map[string]any)["user"],
	// a field of a nested struct) is the model's as much as the
	// argument is: it is named by the argument, as the client sends it.
	if s.mark {
		if len(field) >= 3 && field[0] == "Params" && field[1] == "Arguments" && !strings.HasPrefix(field[2], "#") {
			return field[2], true
		}
		return "", false
	}
	if s.byKey {
		if len(field) >= 1 && !strings.HasPrefix(field[0], "#") {
			return field[0], true
		}
		return "", false
	}
	if s.in == nil {
		return s.name, len(field) == 0
	}
	if len(field) == 0 {
		return "", false
	}
	st := s.in
	for i := range st.NumFields() {
		f := st.Field(i)
		if f.Name() != field[0] {
			continue
		}
		name := f.Name()
		if tag, ok := reflect.StructTag(st.Tag(i)).Lookup("json"); ok {
			n, _, _ := strings.Cut(tag, ",")
			if n == "-" {
				return "", false
			}
			if n != "" {
				name = n
			}
		}
		// Only mcpvet's schemas (directives, the runtime) list a defined
		// type's constants as an enum the SDK then holds the value to.
		if s.tool != nil && s.tool.Input != nil && s.tool.Dialect == mcptool.MCPVet {
			for _, prop := range s.tool.Input.Properties {
				if prop.Name == name && prop.Schema != nil && len(prop.Schema.Enum) > 0 {
					return "", false
				}
			}
		}
		return name, true
	}
	return "", false
}

// passes says what of the model's passes the guard on the flow's way
// (valueflow.Bypass): `root+"-evil/x" passes strings.HasPrefix(abs,
// root)`, and the function it is in when it is not the handler; "" when
// the flow passed no guard.
func (f finding) passes() string {
	if len(f.flow.Bypass) == 0 {
		return ""
	}
	b := f.flow.Bypass[0]
	if b.Check == "" {
		return "" // past checks that say nothing of the kind
	}
	s := b.Value + " passes " + b.Check
	if b.In != "" {
		s += " (in " + b.In + ")"
	}
	return s
}

// passesClause is " (VALUE passes CHECK)" for a finding past a
// guard, "" for one past none.
func passesClause(f finding) string {
	if by := f.passes(); by != "" {
		return " (" + by + ")"
	}
	return ""
}

// path writes the way the argument takes: read_note: argument name →
// (*Store).Read → os.ReadFile.
func (f finding) path(pkg *types.Package) string {
	parts := []string{strings.TrimSpace(strings.TrimPrefix(f.name+": ", ": ") + f.what + " " + f.arg)}
	if f.handler != "" && f.handler != f.name {
		parts = append(parts, f.handler)
	}
	for i, s := range f.flow.Path {
		if i == len(f.flow.Path)-1 && f.flow.Sink != "" {
			parts = append(parts, sinkIn(f.flow.Sink, s, pkg))
			continue
		}
		parts = append(parts, s.In(pkg))
	}
	return strings.Join(parts, " → ")
}

// sinkIn is the sink's description as code of pkg names it.
func sinkIn(sink string, s valueflow.Step, pkg *types.Package) string {
	if pkg != nil && s.Pkg == pkg.Path() {
		return strings.TrimPrefix(sink, s.Qual+".")
	}
	return sink
}

// where is where a finding is reported: the last call of its path in
// this package (the sink itself when it is here), else the handler of a
// registration whose handler is in another package.
func (f finding) where() ast.Node {
	for i := len(f.flow.Path) - 1; i >= 0; i-- {
		if call := f.vf.Call(f.flow.Path[i]); call != nil {
			return call
		}
	}
	if f.at != nil {
		return f.at
	}
	return nil
}

// report reports each finding once per place and message, with the
// tool's registration as a related location, in the order of place and
// message: the flows of a summary come in the order the solver met them,
// which varies from run to run, and two arguments of one tool that reach
// one call are reported at one place.
func report(p *toolpass.Pass, fs []finding, message func(finding) string, fix func(f finding, call *ast.CallExpr) []analysis.SuggestedFix) {
	type placed struct {
		f    finding
		node ast.Node
		msg  string
	}
	var all []placed
	for _, f := range fs {
		if node := f.where(); node != nil {
			all = append(all, placed{f, node, message(f)})
		}
	}
	// The shortest message first at a place: of the ways one input takes
	// from there into sinks past this package, the one reported.
	slices.SortStableFunc(all, func(a, b placed) int {
		return cmp.Or(cmp.Compare(a.node.Pos(), b.node.Pos()), cmp.Compare(len(a.msg), len(b.msg)), strings.Compare(a.msg, b.msg))
	})
	seen := map[string]bool{}
	var diags []*analysis.Diagnostic
	// byInput merges the findings of one input at one place (most often
	// where the flow leaves this package: a handler given to a
	// registration, a call into a library): one diagnostic, each further
	// way a related line at the place, not one diagnostic per sink the
	// library has.
	byInput := map[string]*analysis.Diagnostic{}
	for _, pl := range all {
		f, node, msg := pl.f, pl.node, pl.msg
		key := fmt.Sprint(node.Pos(), msg)
		if seen[key] {
			continue
		}
		seen[key] = true
		input := fmt.Sprint(node.Pos(), "|", f.kind, "|", f.name, "|", f.what, "|", f.arg)
		if d := byInput[input]; d != nil {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: node.Pos(), End: node.End(), Message: "another way: " + msg})
			continue
		}
		d := &analysis.Diagnostic{
			Pos:      node.Pos(),
			End:      node.End(),
			Category: p.Code,
			Message:  p.Code + ": " + msg,
		}
		if f.pos.IsValid() {
			name := strconv.Quote(f.name)
			if f.kind == toolKind && !f.named {
				name = "named by " + f.name
			}
			d.Related = []analysis.RelatedInformation{{Pos: f.pos, End: f.end, Message: f.kind.String() + " " + name + " declared here"}}
		}
		if fix != nil && f.flow.Arg >= 0 && f.flow.ArgStep < len(f.flow.Path) {
			if at := f.vf.Call(f.flow.Path[f.flow.ArgStep]); at != nil {
				d.SuggestedFixes = fix(f, at)
			}
		}
		byInput[input] = d
		diags = append(diags, d)
	}
	for _, d := range diags {
		p.Pass.Pass.Report(*d)
	}
}
