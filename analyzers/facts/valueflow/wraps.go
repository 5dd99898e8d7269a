package valueflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"
)

// Handler wrappers: a function that takes a handler and returns a func
// that calls it (middleware: tracing, logging, an adapter to the SDK's
// handler type), as in s.AddTool(tool, AdaptToolHandler(WithTracing(name,
// h))). The registration names a call, not the handler; the handler is
// h, reached with the request the client sent when the returned func
// passes its own parameter on unchanged. A wrapper is known by its SSA
// form, in any package (a fact): its result is a closure that calls the
// handler parameter it captured with some of its own parameters as they
// came, or is the handler parameter itself. A wrapper that does not call
// the handler, or calls it with a request of its own, is no wrapper: the
// flow ends there, as at any func value.

// Wraps is the fact of a handler wrapper: its parameter Param (in its
// signature, a method's receiver not counted) is the handler, which the
// func it returns calls with its parameters Forward (indices in the
// returned func's signature) as it got them, and with the values Decoded
// says it decodes from one of them (a typed adapter: mcp-go's
// NewTypedToolHandler binds the request's arguments into the handler's
// third parameter).
type Wraps struct {
	Param   int
	Forward []int
	Decoded []Decode
}

// Decode is a parameter of the handler (Param, in its signature) that a
// wrapper fills from its returned func's parameter From: a variable whose
// address it passes to a call that also takes that parameter
// (request.BindArguments(&args), json.Unmarshal(req.Raw, &args)).
type Decode struct {
	Param, From int
}

func (*Wraps) AFact() {}

func (w *Wraps) String() string {
	s := "wraps p" + strconv.Itoa(w.Param) + " forwarding"
	for _, i := range w.Forward {
		s += " " + strconv.Itoa(i)
	}
	for _, d := range w.Decoded {
		s += " decoding p" + strconv.Itoa(d.Param) + " from " + strconv.Itoa(d.From)
	}
	return s
}

// maxWrappers bounds the wrappers followed around one handler.
const maxWrappers = 8

// wrapsResolver gives the Wraps of functions: of this package's, computed
// from their SSA once each (a wrapper may apply others: Wrap(h) returns
// WithLogging(WithRecovery(h))), of another package's, from its facts.
type wrapsResolver struct {
	fns      map[*types.Func]*ssa.Function
	imported func(*types.Func) *Wraps
	memo     map[*types.Func]*Wraps // nil while in progress
}

func newWrapsResolver(fns map[*types.Func]*ssa.Function, imported func(*types.Func) *Wraps) *wrapsResolver {
	return &wrapsResolver{fns: fns, imported: imported, memo: map[*types.Func]*Wraps{}}
}

// of is the Wraps of fn, nil when it is no wrapper (or is being
// computed: a recursive wrapper is none).
func (r *wrapsResolver) of(fn *types.Func) *Wraps {
	fn = fn.Origin()
	if w, ok := r.memo[fn]; ok {
		return w
	}
	r.memo[fn] = nil
	var w *Wraps
	if f := r.fns[fn]; f != nil {
		w = wrapsOf(f, r)
	} else if r.imported != nil {
		w = r.imported(fn)
	}
	r.memo[fn] = w
	return w
}

// wrapsOf computes f's Wraps fact, nil when f is no handler wrapper;
// known gives the Wraps of the wrappers it applies.
func wrapsOf(f *ssa.Function, known *wrapsResolver) *Wraps {
	if f.Signature.Results().Len() != 1 || len(f.Blocks) == 0 {
		return nil
	}
	if _, isFunc := f.Signature.Results().At(0).Type().Underlying().(*types.Signature); !isFunc {
		return nil // returns no handler: no wrapper (and its φs and calls are not read)
	}
	var w *Wraps
	recv := 0
	if f.Signature.Recv() != nil {
		recv = 1
	}
	for _, b := range f.Blocks {
		for _, instr := range b.Instrs {
			ret, ok := instr.(*ssa.Return)
			if !ok || len(ret.Results) != 1 {
				continue
			}
			param, fwd, dec, ok := wrapped(f, unconvert(ret.Results[0]), known, 0)
			if !ok || param < recv {
				continue
			}
			if w == nil {
				w = &Wraps{Param: param - recv}
			} else if w.Param != param-recv {
				return nil // two handlers: which one runs is not known
			}
			for _, i := range fwd {
				if !slices.Contains(w.Forward, i) {
					w.Forward = append(w.Forward, i)
				}
			}
			for _, d := range dec {
				if !slices.Contains(w.Decoded, d) {
					w.Decoded = append(w.Decoded, d)
				}
			}
		}
	}
	if w == nil || len(w.Forward) == 0 && len(w.Decoded) == 0 {
		return nil
	}
	slices.Sort(w.Forward)
	slices.SortFunc(w.Decoded, func(a, b Decode) int { return a.Param - b.Param })
	return w
}

// wrapped reports whether v, returned by f, is f's parameter of a func
// type (SSA index param) or a closure that calls it; fwd are the
// parameters of the returned func passed on unchanged, dec the handler's
// parameters decoded from one of them.
func wrapped(f *ssa.Function, v ssa.Value, known *wrapsResolver, depth int) (param int, fwd []int, dec []Decode, ok bool) {
	if depth > maxWrappers {
		return 0, nil, nil, false
	}
	switch x := v.(type) {
	case *ssa.Phi:
		// wrapped := WithRecovery(h); if logger != nil { wrapped =
		// WithLogging(wrapped) }: every way wraps the same parameter,
		// and passes on what every way passes on.
		for i, e := range x.Edges {
			p, fw, dc, ok := wrapped(f, unconvert(e), known, depth+1)
			if !ok || i > 0 && p != param {
				return 0, nil, nil, false
			}
			if i == 0 {
				param, fwd, dec = p, fw, dc
				continue
			}
			fwd = slices.DeleteFunc(fwd, func(j int) bool { return !slices.Contains(fw, j) })
			dec = slices.DeleteFunc(dec, func(d Decode) bool { return !slices.Contains(dc, d) })
		}
		return param, fwd, dec, len(x.Edges) > 0 && len(fwd) > 0
	case *ssa.Call:
		// Another wrapper applied to what wraps the parameter.
		if known == nil || x.Call.IsInvoke() {
			return 0, nil, nil, false
		}
		g, obj := callee(x.Common())
		if g == nil || obj == nil {
			return 0, nil, nil, false
		}
		w := known.of(obj)
		if w == nil {
			return 0, nil, nil, false
		}
		at := w.Param
		if g.Signature.Recv() != nil {
			at++
		}
		if at >= len(x.Call.Args) {
			return 0, nil, nil, false
		}
		// What an inner wrapper decodes is its own handler's, behind
		// this one: only this one's decoding counts.
		p, fw, _, ok := wrapped(f, unconvert(x.Call.Args[at]), known, depth+1)
		if !ok {
			return 0, nil, nil, false
		}
		for _, i := range w.Forward {
			if slices.Contains(fw, i) {
				fwd = append(fwd, i)
			}
		}
		for _, d := range w.Decoded {
			if slices.Contains(fw, d.From) {
				dec = append(dec, d)
			}
		}
		return p, fwd, dec, len(fwd) > 0
	}
	if p, isParam := v.(*ssa.Parameter); isParam {
		i := slices.Index(f.Params, p)
		sig, isSig := p.Type().Underlying().(*types.Signature)
		if i < 0 || !isSig {
			return 0, nil, nil, false
		}
		for j := range sig.Params().Len() {
			fwd = append(fwd, j)
		}
		return i, fwd, nil, true
	}
	mc, isClosure := v.(*ssa.MakeClosure)
	if !isClosure {
		return 0, nil, nil, false
	}
	anon, isFn := mc.Fn.(*ssa.Function)
	if !isFn {
		return 0, nil, nil, false
	}
	for j, b := range mc.Bindings {
		if j >= len(anon.FreeVars) {
			break
		}
		param = capturedParam(f, b)
		if param < 0 {
			continue
		}
		fv := anon.FreeVars[j]
		for _, blk := range anon.Blocks {
			for _, instr := range blk.Instrs {
				call, isCall := instr.(ssa.CallInstruction)
				if !isCall || call.Common().IsInvoke() || !isLoadOf(call.Common().Value, fv) {
					continue
				}
				for i, arg := range call.Common().Args {
					if p := argParam(arg); p != nil && i < len(anon.Params) && p == anon.Params[i] && !slices.Contains(fwd, i) {
						fwd = append(fwd, i)
					}
					if from := decodedFrom(anon, arg); from >= 0 && !slices.Contains(dec, Decode{i, from}) {
						dec = append(dec, Decode{i, from})
					}
				}
			}
		}
		if len(fwd) > 0 || len(dec) > 0 {
			return param, fwd, dec, true
		}
	}
	return 0, nil, nil, false
}

// decodedFrom is the parameter of anon that the value v is decoded from,
// -1 if none: v is a variable's value (var args T; … args) whose address
// anon passes to a call that also takes that parameter as it came
// (request.BindArguments(&args)). The call is the decoder: which one it
// is does not matter, the value comes from the parameter.
func decodedFrom(anon *ssa.Function, v ssa.Value) int {
	if i := argumentsOf(anon, v); i >= 0 {
		return i
	}
	load, ok := unconvert(v).(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return -1
	}
	cell, ok := load.X.(*ssa.Alloc)
	if !ok || cell.Referrers() == nil {
		return -1
	}
	for _, r := range *cell.Referrers() {
		mi, ok := r.(*ssa.MakeInterface)
		var uses []ssa.Instruction
		switch {
		case ok && mi.Referrers() != nil:
			uses = *mi.Referrers()
		case !ok:
			uses = []ssa.Instruction{r}
		}
		for _, u := range uses {
			call, ok := u.(ssa.CallInstruction)
			if !ok {
				continue
			}
			for _, a := range call.Common().Args {
				if p := argParam(a); p != nil {
					if i := slices.Index(anon.Params, p); i >= 0 {
						return i
					}
				}
			}
		}
	}
	return -1
}

// argumentsOf is the parameter of anon, an mcp-go request, whose
// arguments v is, -1 if none: request.Params.Arguments (the map, read as
// a field of the request value or through its address) or
// request.GetArguments(). An adapter that hands them to a handler of the
// arguments alone (func(args map[string]any) (*mcp.CallToolResult,
// error)) fills that handler's parameter with them, as a decoding
// wrapper does (Wraps.Decoded).
func argumentsOf(anon *ssa.Function, v ssa.Value) int {
	request := func(v ssa.Value) int {
		if cell, ok := v.(*ssa.Alloc); ok {
			if p := spilled(cell); p != nil {
				v = p // the request, kept in a local as it came
			}
		}
		if p := argParam(v); p != nil && IsMarkRequest(p.Type()) {
			return slices.Index(anon.Params, p)
		}
		return -1
	}
	v = unconvert(v)
	if c, ok := v.(*ssa.Call); ok {
		if _, obj := callee(c.Common()); obj != nil && obj.Name() == "GetArguments" && len(c.Call.Args) == 1 {
			return request(c.Call.Args[0])
		}
		return -1
	}
	var fields []string
	for range 5 {
		switch x := v.(type) {
		case *ssa.Field:
			fields = append(fields, fieldName(x.X.Type(), x.Field))
			v = x.X
			continue
		case *ssa.FieldAddr:
			fields = append(fields, fieldName(x.X.Type(), x.Field))
			v = x.X
			continue
		case *ssa.UnOp:
			if x.Op == token.MUL {
				v = x.X
				continue
			}
		}
		break
	}
	if !slices.Equal(fields, []string{"Arguments", "Params"}) {
		return -1
	}
	return request(v)
}

// capturedParam is the index of f's parameter a closure's binding b
// captures, -1 if none: a captured variable is a cell (an Alloc) that f
// stores the parameter into once and never again.
func capturedParam(f *ssa.Function, b ssa.Value) int {
	if p, ok := b.(*ssa.Parameter); ok {
		return slices.Index(f.Params, p)
	}
	if cell, ok := b.(*ssa.Alloc); ok {
		if p := spilled(cell); p != nil {
			return slices.Index(f.Params, p)
		}
	}
	return -1
}

// spilled is the parameter a cell holds as it came: the cell is given
// the parameter once and never written again (nor any field of it), nor
// its address passed on; nil if not.
func spilled(cell *ssa.Alloc) *ssa.Parameter {
	var param *ssa.Parameter
	var ok func(v ssa.Value, top bool) bool
	ok = func(v ssa.Value, top bool) bool {
		if v.Referrers() == nil {
			return false
		}
		for _, r := range *v.Referrers() {
			switch r := r.(type) {
			case *ssa.Store:
				p, isParam := r.Val.(*ssa.Parameter)
				if !top || r.Addr != v || !isParam || param != nil {
					return false // written again, or stored elsewhere
				}
				param = p
			case *ssa.UnOp:
				if r.Op != token.MUL {
					return false
				}
			case *ssa.FieldAddr:
				if !ok(r, false) {
					return false
				}
			case *ssa.MakeClosure:
				// Captured: the closure reads the cell, never writes it.
				anon, isFn := r.Fn.(*ssa.Function)
				i := slices.Index(r.Bindings, v)
				if !isFn || i < 0 || i >= len(anon.FreeVars) || !readOnly(anon.FreeVars[i]) {
					return false
				}
			case *ssa.DebugRef:
			default:
				return false
			}
		}
		return true
	}
	if !ok(cell, true) {
		return nil
	}
	return param
}

// readOnly reports whether a closure's free variable (a cell) is only
// read.
func readOnly(fv *ssa.FreeVar) bool {
	if fv.Referrers() == nil {
		return false
	}
	for _, r := range *fv.Referrers() {
		switch r := r.(type) {
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return false
			}
		case *ssa.DebugRef:
		default:
			return false
		}
	}
	return true
}

// argParam is the parameter of fn a call's argument v is, as it came
// (directly, or loaded from its spilled cell); nil if none.
func argParam(v ssa.Value) *ssa.Parameter {
	v = unconvert(v)
	if p, ok := v.(*ssa.Parameter); ok {
		return p
	}
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		if cell, ok := u.X.(*ssa.Alloc); ok {
			return spilled(cell)
		}
	}
	return nil
}

// isLoadOf reports whether v, a call's function, is the free variable fv
// or its contents (a captured cell).
func isLoadOf(v, fv ssa.Value) bool {
	v = unconvert(v)
	if v == fv {
		return true
	}
	u, ok := v.(*ssa.UnOp)
	return ok && u.Op == token.MUL && u.X == fv
}

// unconvert is v before conversions between func types (a closure
// returned as a named handler type).
func unconvert(v ssa.Value) ssa.Value {
	for {
		switch c := v.(type) {
		case *ssa.ChangeType:
			v = c.X
		case *ssa.MakeInterface:
			v = c.X
		default:
			return v
		}
	}
}

// wraps returns the Wraps of fn, of this package or another, nil if fn
// is no wrapper.
func (r *Result) wraps(fn *types.Func) *Wraps {
	fn = fn.Origin()
	if w := r.wrappers[fn]; w != nil {
		return w
	}
	if fn.Pkg() == nil || fn.Pkg() == r.pkg || r.importFact == nil {
		return nil
	}
	w := new(Wraps)
	if !r.importFact(fn, w) {
		return nil
	}
	return w
}

// Unwrap returns the handler that the wrappers e calls (a registration's
// handler argument) lead to, and whether each parameter of the func e
// denotes reaches it unchanged. For an expression that is no call of a
// wrapper, it returns e, with every parameter passed.
func (r *Result) Unwrap(e ast.Expr) (ast.Expr, func(i int) bool) {
	h, fwd, _ := r.unwrap(e)
	return h, func(i int) bool { return fwd == nil || slices.Contains(fwd, i) }
}

// Decoded are the parameters of the handler Unwrap(e) leads to that the
// wrapper around it fills by decoding a parameter of the func e denotes
// (Decode.From) that reaches that wrapper unchanged: mcp-go's
// NewTypedToolHandler(h) decodes the request's arguments into h's third
// parameter.
func (r *Result) Decoded(e ast.Expr) []Decode {
	_, _, dec := r.unwrap(e)
	return dec
}

func (r *Result) unwrap(e ast.Expr) (ast.Expr, []int, []Decode) {
	var fwd []int // nil: every parameter
	var dec []Decode
	for range maxWrappers {
		e = r.initOf(e)
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if r == nil || !ok {
			break
		}
		fn, ok := typeutil.Callee(r.info, call).(*types.Func)
		if !ok {
			break
		}
		w := r.wraps(fn)
		if w == nil {
			break
		}
		i := w.Param
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			if s := r.info.Selections[sel]; s != nil && s.Kind() == types.MethodExpr {
				i++ // T.Wrap(t, h): the receiver is the first argument
			}
		}
		if i >= len(call.Args) || call.Ellipsis.IsValid() {
			break
		}
		dec = nil
		for _, d := range w.Decoded {
			if fwd == nil || slices.Contains(fwd, d.From) {
				dec = append(dec, d)
			}
		}
		if fwd == nil {
			// Non-nil even when empty: an adapter that passes on only
			// the arguments it decodes forwards no parameter (nil would
			// say every one).
			fwd = append([]int{}, w.Forward...)
		} else {
			fwd = slices.DeleteFunc(fwd, func(i int) bool { return !slices.Contains(w.Forward, i) })
		}
		e = call.Args[i]
	}
	return e, fwd, dec
}

// wrappersOnly computes and exports the Wraps facts of a package whose
// flows are not analyzed (a package with no flow): only the functions shaped as a wrapper (a parameter of a func
// type, one result of a func type) are built, every other body is left
// out of the SSA.
func wrappersOnly(pass *analysis.Pass) map[*types.Func]*Wraps {
	keep := map[*ast.FuncDecl]bool{}
	for _, file := range pass.Files {
		for _, d := range file.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && wrapperShaped(pass.TypesInfo.Defs[fd.Name]) {
				keep[fd] = true
			}
		}
	}
	if len(keep) == 0 {
		return nil
	}
	prog := buildSSA(pass, withBodies(pass.Files, func(_ *ast.File, fd *ast.FuncDecl) bool { return keep[fd] }))
	out := map[*types.Func]*Wraps{}
	fns := map[*types.Func]*ssa.Function{}
	for fd := range keep {
		obj, _ := pass.TypesInfo.Defs[fd.Name].(*types.Func)
		if obj == nil {
			continue
		}
		if f := prog.FuncValue(obj); f != nil {
			fns[obj] = f
		}
	}
	known := newWrapsResolver(fns, importedWraps(pass))
	for obj := range fns {
		if w := known.of(obj); w != nil {
			out[obj] = w
			pass.ExportObjectFact(obj, w)
		}
	}
	return out
}

// wrapperShaped reports whether obj is a function that could be a
// handler wrapper: one result, of a func type, and a parameter of a func
// type.
func wrapperShaped(obj types.Object) bool {
	fn, ok := obj.(*types.Func)
	if !ok {
		return false
	}
	sig := fn.Signature()
	if sig.Results().Len() != 1 {
		return false
	}
	if _, ok := sig.Results().At(0).Type().Underlying().(*types.Signature); !ok {
		return false
	}
	for i := range sig.Params().Len() {
		if _, ok := sig.Params().At(i).Type().Underlying().(*types.Signature); ok {
			return true
		}
	}
	return false
}

// importedWraps gives the Wraps fact another package exported for a
// function.
func importedWraps(pass *analysis.Pass) func(*types.Func) *Wraps {
	return func(fn *types.Func) *Wraps {
		if fn.Pkg() == nil || fn.Pkg() == pass.Pkg {
			return nil
		}
		w := new(Wraps)
		if !pass.ImportObjectFact(fn, w) {
			return nil
		}
		return w
	}
}
