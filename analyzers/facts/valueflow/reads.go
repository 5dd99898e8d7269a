package valueflow

// Reads by name: which arguments of an mcp-go tool call a function reads
// by key (req.RequireString("query"), req.GetArguments()["limit"].(float64)),
// with the types the read accepts and whether it fails without the
// argument, followed into the functions the request (or its arguments
// map) is passed to. The drift codes (analyzers/families/drift) compare them with
// the tool's listing. They are computed on the SSA form valueflow builds
// anyway, and exported as facts (ReadsFact) like the flows.
//
// What cannot be known ends the reads of that parameter: a key that is
// not a constant, the request or its map passed where SSA cannot follow
// (an interface, a func value, the standard library, a function without
// a summary), the whole map ranged over or handed on, the raw arguments.
// Unresolved then says why, and no read is claimed complete.

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

// Read is one read of an argument by its name.
type Read struct {
	Key string
	// Reader is how it is read: "RequireString", "GetInt", or "index"
	// for a lookup in GetArguments()'s map.
	Reader string
	// Accepts are the JSON types of a value the read takes ("string",
	// "number", "integer", "boolean", "array", "object", "null"); nil
	// when it takes any.
	Accepts []string
	// None: the read takes no JSON value at all (an assertion to a type
	// encoding/json never makes, as .(int)); Accepts is then nil. A flag
	// rather than an empty Accepts, because gob, which carries facts to
	// other packages, decodes an empty slice as nil: "any".
	None bool
	// Required: the read fails when the argument is absent (Require*, a
	// type assertion without comma-ok). Default: it is read with a
	// default (Get*), so its absence is silently the default.
	Required, Default bool
	// TypeFails: a value of a type the read does not take fails the
	// call (the reader's or the decoding's error is returned on); else
	// it is silently the default or the zero value.
	TypeFails bool
	// Panics: the read fails by a panic (an assertion without comma-ok,
	// a panic on the reader's error), not by a failure its function
	// returns: it fails every caller, whatever the caller does.
	Panics bool
	// Fold: the key matches a sent name case-insensitively too, as
	// encoding/json matches a struct's fields.
	Fold bool
	// Unused: the argument is decoded into a struct field the function
	// never selects (the struct is used field by field, never as a
	// whole): whatever is sent for it is ignored.
	Unused bool
	// TypeArg, in a generic helper's fact, is 1 + the index of the type
	// parameter the value is asserted to (RequiredParam[T]); a caller
	// puts in the instance's type argument. A key "#i" is the helper's
	// parameter i (reads_keys.go).
	TypeArg int
	// KeyCall counts from the end of Path the call that gives the key
	// as a constant to a helper taking it as a parameter (1 for the
	// read's own call); 0 when the read's own call has it.
	KeyCall int
	// Path is the calls from the function to the read, the read's call
	// last.
	Path []Step
}

// ParamReads are the reads of one parameter (an mcp-go CallToolRequest,
// a pointer to one, or its arguments map).
type ParamReads struct {
	Param int // SSA index: a method's receiver is 0
	Reads []Read
	// Unresolved says why the reads of the parameter are not known in
	// full ("" when they are): what is listed may be read where mcpvet
	// cannot see.
	Unresolved string
}

// ReadsFact is the fact of a function with a parameter whose arguments
// it reads (or passes on): its reads, per parameter.
type ReadsFact struct{ Params []ParamReads }

func (*ReadsFact) AFact() {}

// exported is the fact as exported: positions are the package's own
// (a dependent reads the steps' File, Line and Col).
func (f *ReadsFact) exported() *ReadsFact {
	out := &ReadsFact{Params: slices.Clone(f.Params)}
	for i, p := range out.Params {
		p.Reads = slices.Clone(p.Reads)
		for j, r := range p.Reads {
			r.Path = slices.Clone(r.Path)
			for k := range r.Path {
				r.Path[k].pos = token.NoPos
			}
			p.Reads[j] = r
		}
		out.Params[i] = p
	}
	return out
}

func (f *ReadsFact) String() string {
	var b strings.Builder
	for i, p := range f.Params {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString("p" + strconv.Itoa(p.Param) + " reads")
		for _, r := range p.Reads {
			b.WriteString(" " + r.Key + ":" + r.Reader)
		}
		if p.Unresolved != "" {
			b.WriteString(" unresolved: " + p.Unresolved)
		}
	}
	return b.String()
}

// Reads are the reads by name of the function's i-th parameter (in its
// signature, a method's receiver not counted); ok is false when the
// function has no summary for it (it is not an argument-holding
// parameter, or the function was not analyzed).
func (f *Func) Reads(i int) (ParamReads, bool) {
	if f == nil || f.f.reads == nil {
		return ParamReads{}, false
	}
	idx := i + f.f.recv
	for _, p := range f.f.reads.Params {
		if p.Param == idx {
			return p, true
		}
	}
	return ParamReads{}, false
}

// readKind is what a tracked value holds.
type readKind uint8

const (
	reqValue    readKind = iota + 1 // a CallToolRequest (or a pointer to one, or an address holding one)
	paramsValue                     // its Params
	argsMap                         // the map[string]any of GetArguments
	argsAddr                        // the address of a Params.Arguments that is such a map (mcp-go before v0.27)
	rawJSON                         // the arguments as JSON text (the go-sdk's Params.Arguments, a json.RawMessage)
	rawAddr                         // the address of such a Params.Arguments
	argsAny                         // the arguments as an interface value (mcp-go's Params.Arguments since v0.27, a go-sdk In of any)
	argsAnyAddr                     // the address of such a Params.Arguments
)

// argsKind is the kind of a parameter whose reads are summarized.
func argsKind(t types.Type) readKind {
	if IsMarkRequest(t) || IsSDKRequest(t) {
		return reqValue
	}
	return 0
}

// IsMarkRequest reports whether t is mcp-go's CallToolRequest (or a
// pointer to one): the parameter of an mcp-go tool handler.
func IsMarkRequest(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == MarkMCPPath && n.Obj().Name() == "CallToolRequest"
}

func isAnyAddr(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && knowledge.IsAny(p.Elem())
}

// isArgsMap reports whether t is map[string]any.
func isArgsMap(t types.Type) bool {
	m, ok := types.Unalias(t).(*types.Map)
	if !ok {
		return false
	}
	k, ok := m.Key().Underlying().(*types.Basic)
	i, iok := m.Elem().Underlying().(*types.Interface)
	return ok && k.Kind() == types.String && iok && i.Empty()
}

func isArgsMapAddr(t types.Type) bool {
	p, ok := t.(*types.Pointer)
	return ok && isArgsMap(p.Elem())
}

// readerAccepts are the JSON types mcp-go v1.2.1's readers accept: its
// Int and Float readers parse strings too, its Bool readers strings and
// numbers.
var readerAccepts = map[string][]string{
	"String":      {"string"},
	"Int":         {"integer", "number", "string"},
	"Float":       {"integer", "number", "string"},
	"Bool":        {"boolean", "integer", "number", "string"},
	"StringSlice": {"array"}, "IntSlice": {"array"}, "FloatSlice": {"array"}, "BoolSlice": {"array"},
}

// assertAccepts are the JSON types whose decoding into any (what mcp-go's
// arguments map holds) is of type t; none for a type encoding/json never
// makes (int, []string).
func assertAccepts(t types.Type) []string {
	switch u := types.Unalias(t).(type) {
	case *types.Basic:
		switch u.Kind() {
		case types.String:
			return []string{"string"}
		case types.Float64:
			return []string{"integer", "number"}
		case types.Bool:
			return []string{"boolean"}
		}
	case *types.Slice:
		if i, ok := types.Unalias(u.Elem()).(*types.Interface); ok && i.Empty() {
			return []string{"array"}
		}
	case *types.Map:
		if isArgsMap(u) {
			return []string{"object"}
		}
	case *types.Interface:
		if u.Empty() {
			return nil
		}
	}
	return []string{}
}

// readsState computes the reads of a package's functions, memoized.
type readsState struct {
	a     *analysis_
	sums  map[*ssa.Function]*ReadsFact
	busy  map[*ssa.Function]bool
	facts func(types.Object, analysis.Fact) bool
	view  *typesview.View // for the fields of decoded structs, made on first use
	// errRes are the results of functions of the package that are
	// always error results (reads_fail.go).
	errRes map[*ssa.Function][]bool
}

// readsOf is the summary of f: every parameter that holds a request.
func (rs *readsState) readsOf(f *ssa.Function) *ReadsFact {
	if s, ok := rs.sums[f]; ok {
		return s
	}
	if rs.busy[f] {
		return nil // recursion: the caller gives up on it
	}
	rs.busy[f] = true
	defer delete(rs.busy, f)
	var s *ReadsFact
	for i, p := range f.Params {
		k := argsKind(p.Type())
		if k == 0 && isArgsMap(p.Type()) {
			k = argsMap
		}
		if k == 0 && knowledge.IsAny(p.Type()) && i > 0 && i == len(f.Params)-1 && IsSDKRequest(f.Params[i-1].Type()) {
			// A go-sdk typed handler whose In is any: the SDK decodes the
			// arguments into it, a map[string]any.
			k = argsAny
		}
		if k == 0 && i > 0 && i == len(f.Params)-1 && IsMarkRequest(f.Params[i-1].Type()) && isStruct(p.Type()) {
			// mcp-go's typed handler (func(ctx, request, args T)): its
			// adapter decodes the arguments into args (reads_decode.go).
			if s == nil {
				s = new(ReadsFact)
			}
			s.Params = append(s.Params, ParamReads{Param: i, Reads: rs.typedParamReads(p)})
			continue
		}
		if k == 0 {
			continue
		}
		if s == nil {
			s = new(ReadsFact)
		}
		w := &readWalk{rs: rs, fn: f, seen: map[ssa.Value]bool{}}
		w.follow(p, k)
		pr := ParamReads{Param: i, Reads: w.reads, Unresolved: w.unresolved}
		if pr.Unresolved != "" {
			pr.Reads = nil
		}
		s.Params = append(s.Params, pr)
	}
	rs.sums[f] = s
	return s
}

// summaryOf is the reads summary of a callee: of this package, computed;
// of another, its fact.
func (rs *readsState) summaryOf(f *ssa.Function, obj *types.Func) *ReadsFact {
	if o := f.Origin(); o != nil {
		f = o // an instance of a generic helper: its body is the origin's
	}
	if f.Pkg != nil && f.Pkg.Pkg == rs.a.pass.Pkg {
		return rs.readsOf(f)
	}
	if obj == nil || rs.facts == nil {
		return nil
	}
	s := new(ReadsFact)
	if !rs.facts(obj.Origin(), s) {
		return nil
	}
	return s
}

type readWalk struct {
	rs         *readsState
	fn         *ssa.Function
	seen       map[ssa.Value]bool
	reads      []Read
	unresolved string
	guarded    map[string]bool // reads_keys.go
}

func (w *readWalk) give(why string) {
	if w.unresolved == "" {
		w.unresolved = why
	}
}

func (w *readWalk) follow(v ssa.Value, k readKind) {
	if w.seen[v] || w.unresolved != "" {
		return
	}
	w.seen[v] = true
	refs := v.Referrers()
	if refs == nil {
		return
	}
	for _, instr := range *refs {
		if w.unresolved != "" {
			return
		}
		switch x := instr.(type) {
		case *ssa.DebugRef:
		case *ssa.Call:
			w.call(x.Common(), x, v, k)
		case *ssa.Defer:
			w.call(x.Common(), nil, v, k)
		case *ssa.Go:
			w.call(x.Common(), nil, v, k)
		case *ssa.UnOp:
			switch {
			case x.Op == token.MUL && k == argsAddr:
				w.follow(x, argsMap)
			case x.Op == token.MUL && k == rawAddr:
				w.follow(x, rawJSON)
			case x.Op == token.MUL && k == argsAnyAddr:
				w.follow(x, argsAny)
			case x.Op == token.MUL:
				w.follow(x, k)
			}
		case *ssa.Phi:
			w.follow(x, k)
		case *ssa.FieldAddr:
			w.field(x, fieldName(x.X.Type().Underlying().(*types.Pointer).Elem(), x.Field), k)
		case *ssa.Field:
			w.field(x, fieldName(x.X.Type(), x.Field), k)
		case *ssa.Store:
			if x.Val != v {
				continue // a store into the tracked address
			}
			if a, ok := x.Addr.(*ssa.Alloc); ok && argsKind(a.Type()) == k || ok && k == argsMap {
				// A local copy (SSA makes one for a method with a
				// pointer receiver, or a variable taken by address).
				w.follow(a, k)
				continue
			}
			if printedOnly(x) {
				continue // logged whole: no key is read
			}
			w.give("the " + k.noun() + " is stored where mcpvet cannot follow")
		case *ssa.Lookup:
			if k != argsMap || x.X != v {
				continue
			}
			w.lookup(x)
		case *ssa.MapUpdate:
			w.give("the arguments map is written to")
		case *ssa.Range:
			w.give("the handler ranges over all of the arguments")
		case *ssa.MakeInterface:
			if k != argsMap {
				w.give("the " + k.noun() + " is converted to an interface")
				continue
			}
			// The map as an interface value: as mcp-go's Arguments.
			w.follow(x, argsAny)
		case *ssa.TypeAssert:
			switch {
			case k != argsAny:
				w.give("the " + k.noun() + " is used where mcpvet cannot follow (a type assertion)")
			case !isArgsMap(x.AssertedType):
				w.give("the raw arguments value is asserted to " + x.AssertedType.String())
			case x.CommaOk:
				// m, ok := args.(map[string]any): a JSON object decodes
				// to one, so ok holds for every call a client makes.
				for _, r := range *x.Referrers() {
					if ex, isEx := r.(*ssa.Extract); isEx && ex.Index == 0 {
						w.follow(ex, argsMap)
					}
				}
			default:
				w.follow(x, argsMap)
			}
		case *ssa.Return:
			w.give("the " + k.noun() + " is returned")
		default:
			if k == rawJSON && w.rawUse(instr, v) {
				continue
			}
			w.give("the " + k.noun() + " is used where mcpvet cannot follow (" + strings.TrimPrefix(typeName(instr), "*ssa.") + ")")
		}
	}
}

func typeName(x any) string {
	switch x.(type) {
	case *ssa.MakeInterface:
		return "converted to an interface"
	case *ssa.MakeClosure:
		return "captured by a closure"
	case *ssa.ChangeType, *ssa.Convert:
		return "converted"
	case *ssa.Index, *ssa.IndexAddr:
		return "indexed"
	}
	return "an instruction"
}

func (k readKind) noun() string {
	switch k {
	case argsMap:
		return "arguments map"
	case rawJSON, rawAddr:
		return "raw arguments"
	case argsAny, argsAnyAddr:
		return "raw arguments value"
	}
	return "request"
}

func (w *readWalk) field(v ssa.Value, name string, k readKind) {
	switch {
	case k == reqValue && name == "Params":
		w.follow(v, paramsValue)
	case k == paramsValue && name == "Arguments" && isArgsMap(v.Type()):
		// Older mcp-go releases declare Arguments as map[string]any.
		w.follow(v, argsMap)
	case k == paramsValue && name == "Arguments" && isArgsMapAddr(v.Type()):
		w.follow(v, argsAddr)
	case k == paramsValue && name == "Arguments" && isRawJSON(v.Type()):
		w.follow(v, rawJSON)
	case k == paramsValue && name == "Arguments" && isRawJSONAddr(v.Type()):
		w.follow(v, rawAddr)
	case k == paramsValue && name == "Arguments" && knowledge.IsAny(v.Type()):
		w.follow(v, argsAny)
	case k == paramsValue && name == "Arguments" && isAnyAddr(v.Type()):
		w.follow(v, argsAnyAddr)
	case k == paramsValue && (name == "Arguments" || name == "RawArguments"):
		w.give("the handler reads the raw arguments (Params." + name + ")")
	case k == paramsValue && name == "Name" && testedAgainstText(v):
		// One handler of several tools (switch req.Params.Name { case
		// "describe_table": … }): its reads are each tool's, case by
		// case, and no single tool's listing offers them all.
		w.give("the handler serves several tools, by the name called (Params.Name)")
	}
	// Any other field (the request's header, its meta, the tool's
	// name) is no argument.
}

// testedAgainstText reports whether v (a field, or its address) is
// compared with a string constant, at once or once loaded.
func testedAgainstText(v ssa.Value) bool {
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		switch x := r.(type) {
		case *ssa.UnOp:
			if x.Op == token.MUL && testedAgainstText(x) {
				return true
			}
		case *ssa.BinOp:
			if x.Op != token.EQL && x.Op != token.NEQ {
				continue
			}
			for _, o := range []ssa.Value{x.X, x.Y} {
				if c, ok := o.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
					return true
				}
			}
		}
	}
	return false
}

// lookup records args[KEY], with the types its uses assert.
func (w *readWalk) lookup(x *ssa.Lookup) {
	key, ok := w.keyOf(x.Index)
	if !ok {
		w.give("an argument is read by a key that is not a constant")
		return
	}
	r := Read{Key: key, Reader: "index", Path: []Step{w.stepAt(x.Pos(), "index")}}
	typeArg, typeFails := 0, false
	var val ssa.Value = x
	if x.CommaOk {
		val = nil
		for _, e := range *x.Referrers() {
			if ex, ok := e.(*ssa.Extract); ok && ex.Index == 0 {
				val = ex
			}
		}
	}
	anyUse := false
	var accepts []string
	required, panics := false, false
	if val != nil {
		for _, u := range *val.Referrers() {
			switch t := u.(type) {
			case *ssa.DebugRef:
			case *ssa.TypeAssert:
				if tp := w.typeParamOf(t.AssertedType); tp > 0 {
					typeArg = tp
				}
				a := assertAccepts(t.AssertedType)
				if a == nil {
					anyUse = true
				}
				if accepts == nil {
					accepts = []string{}
				}
				accepts = append(accepts, a...)
				switch {
				case !t.CommaOk && !x.CommaOk && !w.guardedKeys()[key]:
					required, panics = true, true
				case t.CommaOk:
					if k := w.rs.okFails(t); k != noFail {
						typeFails = true
						if !x.CommaOk && !w.guardedKeys()[key] {
							// Absent, the value is nil, which no
							// assertion takes; with a presence
							// check elsewhere, the test may come
							// after it.
							required, panics = true, panics || k == failPanic
						}
					}
				}
			default:
				anyUse = true
			}
		}
	}
	// Only a value that is used just by type assertions takes only
	// their types; one kept as any (or not used) takes anything.
	if !anyUse && accepts != nil {
		r.Accepts = dedupe(accepts)
		if len(r.Accepts) == 0 {
			r.Accepts, r.None = nil, true
		}
	}
	if typeArg > 0 {
		r.Accepts, r.None, r.TypeArg = nil, false, typeArg // the caller's type argument says
	}
	if x.CommaOk {
		if k := w.rs.okFails(x); k != noFail {
			required, panics = true, panics || k == failPanic
		}
	}
	r.Required, r.TypeFails, r.Panics = required, required || typeFails, required && panics
	w.reads = append(w.reads, r)
}

func dedupe(s []string) []string {
	sort.Strings(s)
	out := s[:0]
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

func constKey(v ssa.Value) (string, bool) {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil {
		return "", false
	}
	s := constString(c)
	return s, s != "" || c.Value.ExactString() == `""`
}

func (w *readWalk) stepAt(pos token.Pos, name string) Step {
	st := Step{Name: name, pos: pos}
	if p := w.rs.a.pass.Fset.Position(pos); p.IsValid() {
		st.File, st.Line, st.Col = p.Filename, p.Line, p.Column
	}
	if w.rs.a.pass.Pkg != nil {
		st.Pkg, st.Qual = w.rs.a.pass.Pkg.Path(), w.rs.a.pass.Pkg.Name()
	}
	return st
}

// call is a call that the tracked value v (of kind k) is an argument of.
func (w *readWalk) call(c *ssa.CallCommon, v *ssa.Call, arg ssa.Value, k readKind) {
	if c.IsInvoke() {
		w.give("the " + k.noun() + " is passed to an interface method")
		return
	}
	if b, ok := c.Value.(*ssa.Builtin); ok {
		if b.Name() == "len" {
			return
		}
		w.give("the " + k.noun() + " is passed to " + b.Name())
		return
	}
	f, obj := callee(c)
	if f == nil {
		w.give("the " + k.noun() + " is passed to a func value")
		return
	}
	if obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == MarkMCPPath && obj.Signature().Recv() != nil {
		// A method of the request's (a function of mcp-go's package that
		// takes one, mcp.ParseString(req, key, def), is read from its
		// summary below, as a server's helper is).
		if k != reqValue || len(c.Args) == 0 || c.Args[0] != arg {
			w.give("the " + k.noun() + " is passed to mcp." + obj.Name())
			return
		}
		w.method(c, v, obj)
		return
	}
	if obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == SDKPath && (k == reqValue && sdkRequestMethods[obj.Name()] || k == paramsValue) {
		return // the session, the meta: no argument
	}
	if obj != nil && k == rawJSON && funcKey(obj) == "encoding/json.Unmarshal" {
		w.unmarshal(c, v, arg)
		return
	}
	if obj != nil && k == argsAny && funcKey(obj) == "encoding/json.Marshal" && v != nil {
		// The arguments written back as JSON text, to be decoded into a
		// Go value: json.Marshal(req.Params.Arguments), then
		// json.Unmarshal(b, &in).
		for _, r := range *v.Referrers() {
			if ex, ok := r.(*ssa.Extract); ok && ex.Index == 0 {
				w.follow(ex, rawJSON)
			}
		}
		return
	}
	if obj != nil && w.rs.a.isStd(obj) {
		w.give("the " + k.noun() + " is passed to " + obj.Pkg().Name() + "." + obj.Name())
		return
	}
	s := w.rs.summaryOf(f, obj)
	step := w.rs.a.stepFor(c, f, obj)
	for i, a := range c.Args {
		if a != arg {
			continue
		}
		var pr *ParamReads
		if s != nil {
			for j := range s.Params {
				if s.Params[j].Param == i {
					pr = &s.Params[j]
				}
			}
		}
		if pr == nil {
			w.give("the " + k.noun() + " is passed to " + step.Name + ", which mcpvet does not follow")
			return
		}
		if pr.Unresolved != "" {
			w.give(pr.Unresolved)
			return
		}
		handled := false
		var required, dflt, panics bool
		for _, r := range pr.Reads {
			r, ok := w.bind(r, c, f)
			if !ok {
				w.give("an argument is read through " + step.Name + " by a key that is not a constant")
				return
			}
			if (r.Required || r.TypeFails) && !r.Panics && v != nil {
				// The helper fails without it (or with a value of
				// another type); the caller does only if it fails on
				// the helper's failure.
				if !handled {
					required, dflt, panics = w.rs.failsOn(v)
					handled = true
				}
				if !required {
					r.Default = r.Default || r.Required && dflt
				}
				r.Required, r.TypeFails = r.Required && required, r.TypeFails && required
				r.Panics = r.Required && panics
			}
			if !r.Required && v != nil {
				if dflt := defaultArg(c, f, obj); dflt != nil {
					// mcp.ParseString(req, "name", "") followed by if name
					// == "" { return … }: the default is refused.
					if k := w.rs.getFails(v, dflt); k != noFail {
						r.Required, r.Default, r.Panics = true, false, k == failPanic
					}
				}
			}
			r.Path = append([]Step{step}, r.Path...)
			w.reads = append(w.reads, r)
		}
	}
}

// defaultArg is the constant a call passes for the default of a helper
// that reads one argument with a default and returns it (func(req, key
// string, def T) T: mcp-go's ParseString and its kin, or a server's own):
// its last parameter is of its one result's type. Nil for any other call.
func defaultArg(c *ssa.CallCommon, f *ssa.Function, obj *types.Func) *ssa.Const {
	var sig *types.Signature
	switch {
	case obj != nil:
		sig = obj.Signature()
	case f != nil:
		sig = f.Signature
	default:
		return nil
	}
	n := sig.Params().Len()
	if sig.Recv() != nil || n < 3 || sig.Results().Len() != 1 || len(c.Args) != n {
		return nil
	}
	if !types.Identical(sig.Params().At(n-1).Type(), sig.Results().At(0).Type()) {
		return nil
	}
	d, _ := c.Args[n-1].(*ssa.Const)
	return d
}

// method is a CallToolRequest method called on the request.
func (w *readWalk) method(c *ssa.CallCommon, v *ssa.Call, obj *types.Func) {
	name := obj.Name()
	switch {
	case name == "GetArguments":
		if v != nil {
			w.follow(v, argsMap)
		}
		return
	case name == "BindArguments" && len(c.Args) == 2:
		w.decode(c, v, c.Args[1], "BindArguments")
		return
	case name == "GetRawArguments" || name == "BindArguments":
		w.give("the handler reads the raw arguments (" + name + ")")
		return
	}
	var kind string
	var required bool
	switch {
	case strings.HasPrefix(name, "Require"):
		kind, required = strings.TrimPrefix(name, "Require"), true
	case strings.HasPrefix(name, "Get"):
		kind = strings.TrimPrefix(name, "Get")
	}
	accepts, ok := readerAccepts[kind]
	if !ok {
		return // no argument read (a method of the request's own)
	}
	if len(c.Args) < 2 {
		return
	}
	key, ok := w.keyOf(c.Args[1])
	if !ok {
		w.give("an argument is read by a key that is not a constant")
		return
	}
	dflt, panics := !required, false
	if !required && v != nil {
		if k := w.rs.getFails(v, nil); k != noFail {
			// req.GetString("name", "") followed by if name == "" {
			// return … }: the default is refused.
			required, dflt, panics = true, false, k == failPanic
		}
	} else if required {
		// A Require* read fails the call only where its error does:
		// `if v, err := req.RequireFloat("depth"); err == nil { ... }`
		// reads an optional argument.
		required, dflt, panics = w.rs.failsOn(v)
	}
	w.reads = append(w.reads, Read{
		Key: key, Reader: name, Accepts: accepts, Required: required, Default: dflt, TypeFails: required, Panics: panics,
		Path: []Step{w.stepAt(c.Pos(), "(mcp.CallToolRequest)."+name)},
	})
}

// stepFor is the step of a call of f, as the flows name it.
func (a *analysis_) stepFor(c *ssa.CallCommon, f *ssa.Function, obj *types.Func) Step {
	s := &fnState{a: a}
	return s.step(c, f, obj)
}

// readsState is the package's reader of arguments and error results,
// shared by the reads and by the guards, which ask whether a side
// returns an error result (refuses).
func (a *analysis_) readsState() *readsState {
	if a.reads == nil {
		a.reads = &readsState{a: a, sums: map[*ssa.Function]*ReadsFact{}, busy: map[*ssa.Function]bool{}, facts: a.pass.ImportObjectFact, errRes: map[*ssa.Function][]bool{}}
	}
	return a.reads
}

// solveReads computes the reads of funcs and returns the summaries of
// those with a request parameter, and the functions that always return
// an error result (reads_fail.go).
func (a *analysis_) solveReads(funcs []*ssa.Function) (map[*ssa.Function]*ReadsFact, map[*ssa.Function]*ErrorResults) {
	rs := a.readsState()
	out := map[*ssa.Function]*ReadsFact{}
	errs := map[*ssa.Function]*ErrorResults{}
	for _, f := range funcs {
		if s := rs.readsOf(f); s != nil {
			out[f] = s
		}
		if e := rs.errorResultsFact(f); e != nil {
			errs[f] = e
		}
	}
	return out, errs
}

// readsRelevant reports whether the package can read mcp-go arguments:
// it imports mcp-go's mcp package.
func readsRelevant(pkg *types.Package) bool {
	for _, p := range pkg.Imports() {
		if p.Path() == MarkMCPPath {
			return true
		}
	}
	return false
}

// printers are the packages whose functions and methods only log their
// variadic operands (log.Printf, a *slog.Logger's Debug): a value among
// them is logged whole, none of its keys read, and what the tool does
// does not depend on it. fmt is not one: fmt.Sprint(args) makes text the
// handler may return, which uses every argument.
var printers = map[string]bool{"log": true, "log/slog": true}

// printedOnly reports whether the store puts a value into the operands
// of calls of printers only: an element of the array behind a variadic
// ...any slice (debugLogger.Debug("request", "args", args)) that no other
// code reads.
func printedOnly(st *ssa.Store) bool {
	ia, ok := st.Addr.(*ssa.IndexAddr)
	if !ok {
		return false
	}
	arr, ok := ia.X.(*ssa.Alloc)
	if !ok || arr.Referrers() == nil {
		return false
	}
	called := false
	for _, r := range *arr.Referrers() {
		switch x := r.(type) {
		case *ssa.IndexAddr:
			// the array's other operands, stored in place
		case *ssa.Slice:
			if x.Referrers() == nil {
				return false
			}
			for _, u := range *x.Referrers() {
				c, ok := u.(ssa.CallInstruction)
				if !ok {
					return false
				}
				cc := c.Common()
				var obj *types.Func
				if cc.IsInvoke() {
					obj = cc.Method
				} else if f := cc.StaticCallee(); f != nil {
					obj, _ = f.Object().(*types.Func)
				}
				if obj == nil || obj.Pkg() == nil || !printers[obj.Pkg().Path()] || len(cc.Args) == 0 || cc.Args[len(cc.Args)-1] != x {
					return false
				}
				called = true
			}
		default:
			return false
		}
	}
	return called
}
