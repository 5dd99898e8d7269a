package apifacts

import (
	"cmp"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// An effect is one thing a func does with a request or a response. A
// helper's effects may refer to its parameters (nameParam, srcParam,
// typParam, statusParam) and results (typResult, returned); a call of the
// helper fills them in from its arguments.
type effect struct {
	kind effectKind
	// name is the path or query value's name, or nameParam the parameter
	// that gives it.
	name      string
	nameParam int
	// sch is the schema of a read value, from the parse that consumes it;
	// nil for a plain string.
	sch *schema.Schema
	// typ is the type of the body or of the response value; ext stands in
	// for it when it comes from another package's facts. typParam and
	// typResult say which parameter's argument or which result gives it.
	typ                 types.Type
	ext                 *extType
	typParam, typResult int
	// srcParam is the parameter that is the request body, the query or
	// the writer, when the func is a helper handed one.
	srcParam int
	// status is the status in effect (0: not set), or statusParam the
	// parameter that gives it.
	status, statusParam int
	// always: the func does it on every path.
	always bool
	// returned is the result a read value is returned as, when no parse
	// consumes it in the func.
	returned int
	// validator is the struct tag the binding that decodes a body
	// validates with ("binding" for gin's), "" for a plain decode;
	// prefilled: what it decodes into may hold values already (see
	// zeroValue), so its validation requires nothing the request must
	// send.
	validator string
	prefilled bool
	// prefilledByRecv: the body is decoded into the method's receiver,
	// so whether it was filled first is the caller's to say.
	prefilledByRecv bool
	// required: a query value the binding's validation refuses to go
	// without.
	required bool
	// byMethod: gin picks the body's binding by the request's method
	// (c.ShouldBind, c.Bind, binding.Default): a GET binds the query by
	// the fields' form tags, any other method the JSON body a tool sends.
	byMethod bool
	// echoBind: the body is bound by echo's c.Bind, which binds the
	// path values and a GET's query into it too. Not carried by facts.
	echoBind bool
	// bodyVar is the variable a body is decoded into; checked are the
	// JSON names of its fields the func refuses a request without (an
	// explicit check, see summary_checks.go). Not carried by facts.
	bodyVar *types.Var
	checked []string
	// boundIn is the struct a validating struct binding (gin's query and
	// uri bindings) read the value into, which the binding validates
	// (MCP012 reads its tags). Not carried by facts.
	boundIn  types.Type
	pos, end token.Pos
}

type effectKind uint8

const (
	readPath effectKind = iota + 1
	readQuery
	readQueryList
	readBody
	writeBody   // a JSON response body
	writeText   // a response body that is not JSON of a known type
	writeStatus // WriteHeader
	writeError  // http.Error
	// writeUpgrade, writeFile and writeRedirect answer a request with
	// something other than an API response: the connection taken over
	// (a websocket upgrade, a hijack), a file served, a redirect.
	writeUpgrade
	writeFile
	writeRedirect
	// lost: the func hands the request, the writer or the framework
	// context to code mcpvet cannot see (an interface's method, a func
	// value); name says which.
	lost
	// callFunc: the func calls its func-typed parameter srcParam, so what
	// the func handed there does is the caller's (withID(c, "id",
	// func(id uint) { c.Bind(&v); c.JSON(200, v) })).
	callFunc
)

// extType is a type known by its schemas only.
type extType struct {
	str      string
	in, out  *schema.Schema
	object   bool
	problems []schema.Problem // of in or out
}

func newEffect(k effectKind, always bool, n ast.Node) effect {
	return effect{
		kind: k, always: always, pos: n.Pos(), end: n.End(),
		nameParam: -1, typParam: -1, typResult: -1, srcParam: -1, statusParam: -1, returned: -1,
	}
}

type summary struct {
	effects []effect
}

// summaryOf computes the effects of a FuncDecl or FuncLit of this package.
// A func that is being summarized when it is reached again (recursion)
// contributes nothing the second time.
func (a *analyzer) summaryOf(fn ast.Node) *summary {
	if s, ok := a.sums[fn]; ok {
		return s
	}
	s := &summary{}
	a.sums[fn] = s
	c := a.newCtx(fn)
	if c != nil {
		c.walkList(c.body.List, true, status{param: -1})
		s.effects = c.withoutSetPaths(c.effects)
	}
	return s
}

type status struct {
	code  int
	param int
}

// fnCtx is the analysis of one func body.
type fnCtx struct {
	a       *analyzer
	body    *ast.BlockStmt
	sig     *types.Signature
	effects []effect
	// setPaths are the path values the func sets (r.SetPathValue).
	setPaths []string
}

func (a *analyzer) newCtx(fn ast.Node) *fnCtx {
	c := &fnCtx{a: a}
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		obj, ok := a.pass.TypesInfo.Defs[fn.Name].(*types.Func)
		if !ok || fn.Body == nil {
			return nil
		}
		c.body = fn.Body
		c.sig, _ = obj.Type().(*types.Signature)
	case *ast.FuncLit:
		c.body = fn.Body
		c.sig, _ = a.pass.TypesInfo.TypeOf(fn).(*types.Signature)
	}
	if c.body == nil || c.sig == nil {
		return nil
	}
	return c
}

func (c *fnCtx) walkList(list []ast.Stmt, always bool, st status) status {
	for _, s := range list {
		st = c.walkStmt(s, always, st)
	}
	return st
}

func (c *fnCtx) walkStmt(s ast.Stmt, always bool, st status) status {
	switch s := s.(type) {
	case nil:
	case *ast.BlockStmt:
		return c.walkList(s.List, always, st)
	case *ast.IfStmt:
		st = c.walkStmt(s.Init, always, st)
		st = c.exprs(s.Cond, always, st)
		n := len(c.effects)
		c.walkList(s.Body.List, false, st)
		c.checkedIf(s, n)
		c.walkStmt(s.Else, false, st)
	case *ast.ForStmt:
		st = c.walkStmt(s.Init, always, st)
		st = c.exprs(s.Cond, always, st)
		c.walkList(s.Body.List, false, st)
		c.walkStmt(s.Post, false, st)
	case *ast.RangeStmt:
		st = c.exprs(s.X, always, st)
		c.walkList(s.Body.List, false, st)
	case *ast.SwitchStmt:
		st = c.walkStmt(s.Init, always, st)
		st = c.exprs(s.Tag, always, st)
		c.clauses(s.Body, st)
	case *ast.TypeSwitchStmt:
		st = c.walkStmt(s.Init, always, st)
		st = c.walkStmt(s.Assign, always, st)
		c.clauses(s.Body, st)
	case *ast.SelectStmt:
		c.clauses(s.Body, st)
	case *ast.LabeledStmt:
		return c.walkStmt(s.Stmt, always, st)
	case *ast.GoStmt:
		c.exprs(s.Call, false, st)
	case *ast.DeferStmt:
		c.exprs(s.Call, always, st)
	default:
		return c.exprs(s, always, st)
	}
	return st
}

func (c *fnCtx) clauses(body *ast.BlockStmt, st status) {
	if body == nil {
		return
	}
	for _, cl := range body.List {
		switch cl := cl.(type) {
		case *ast.CaseClause:
			for _, e := range cl.List {
				c.exprs(e, false, st)
			}
			c.walkList(cl.Body, false, st)
		case *ast.CommClause:
			c.walkStmt(cl.Comm, false, st)
			c.walkList(cl.Body, false, st)
		}
	}
}

// exprs looks at the calls and index expressions of n, outside nested
// func literals.
func (c *fnCtx) exprs(n ast.Node, always bool, st status) status {
	if n == nil {
		return st
	}
	ast.Inspect(n, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			st = c.call(x, always, st)
		case *ast.IndexExpr:
			c.index(x, always)
		}
		return true
	})
	return st
}

func (c *fnCtx) call(call *ast.CallExpr, always bool, st status) status {
	info := c.a.pass.TypesInfo
	for _, r := range c.a.routers {
		if name, ok := r.PathValue(info, call); ok {
			c.read(readPath, call, name, -1, always)
			return st
		}
	}
	var recv ast.Expr
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s, ok := info.Selections[sel]; ok && s.Kind() == types.MethodVal {
			recv = sel.X
		}
	}
	if st, ok := c.layers(call, recv, always, st); ok {
		return st // responders.go
	}
	if i := c.paramIndex(call.Fun); i >= 0 {
		// A call of a func parameter: its argument's effects are the
		// caller's, where it is known (helper).
		e := newEffect(callFunc, always, call)
		e.srcParam = i
		c.effects = append(c.effects, e)
		return st
	}
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok {
		if !info.Types[call.Fun].IsType() && c.handsOn(call) { // a func value, not a conversion
			c.lostAt(call, types.ExprString(call.Fun)+", a func value", always)
		}
		return st
	}
	if fn.Pkg() == nil {
		return st
	}
	if st, ok := c.contextCall(fn, call, always, st); ok {
		return st // the library knowledge's reads and writes: r.FormValue, gin's and echo's contexts (summary_context.go)
	}
	n := len(call.Args)
	switch {
	case routes.IsMethod(fn, "net/url", "Values", "Get") && n == 1 && recv != nil:
		if src, ok := c.querySource(recv, 0); ok {
			c.read(readQuery, call, call.Args[0], src, always)
		}
	case routes.IsMethod(fn, "encoding/json", "Decoder", "Decode") && n == 1 && recv != nil:
		if src, ok := c.decoderSource(recv, 0); ok {
			c.decoded(call, call.Args[0], src, always)
		}
	case isFunc(fn, "encoding/json", "Unmarshal") && n == 2:
		if src, ok := c.readAllSource(call.Args[0]); ok {
			c.decoded(call, call.Args[1], src, always)
		}
	case routes.IsMethod(fn, "encoding/json", "Encoder", "Encode") && n == 1 && recv != nil:
		if sink, ok := c.encoderSink(recv, 0); ok {
			c.write(writeBody, call, call.Args[0], sink, always, st)
		}
	case fn.Name() == "Write" && n == 1 && recv != nil:
		if sink, ok := c.sink(recv, 0); ok {
			if v, ok := c.marshaled(call.Args[0]); ok {
				c.write(writeBody, call, v, sink, always, st)
			} else {
				c.write(writeText, call, nil, sink, always, st)
			}
		}
	case fn.Name() == "WriteHeader" && n == 1 && recv != nil && routes.IsResponseWriter(info.TypeOf(recv)):
		e := newEffect(writeStatus, always, call)
		c.setStatus(&e, call.Args[0])
		c.effects = append(c.effects, e)
		return status{e.status, e.statusParam}
	case isFunc(fn, knowledge.HTTPPath, "Redirect") && n == 4:
		e := newEffect(writeRedirect, always, call)
		c.setStatus(&e, call.Args[3])
		c.effects = append(c.effects, e)
	case (isFunc(fn, knowledge.HTTPPath, "ServeFile") || isFunc(fn, knowledge.HTTPPath, "ServeFileFS") || isFunc(fn, knowledge.HTTPPath, "ServeContent")) && n >= 3:
		c.effects = append(c.effects, newEffect(writeFile, always, call))
	case isHijack(fn):
		c.effects = append(c.effects, newEffect(writeUpgrade, always, call))
	case isFunc(fn, knowledge.HTTPPath, "Error") && n == 3:
		e := newEffect(writeError, always, call)
		c.setStatus(&e, call.Args[2])
		c.effects = append(c.effects, e)
	case (isFunc(fn, "fmt", "Fprint") || isFunc(fn, "fmt", "Fprintf") || isFunc(fn, "fmt", "Fprintln") || isFunc(fn, "io", "WriteString")) && n >= 1:
		if sink, ok := c.sink(call.Args[0], 0); ok {
			c.write(writeText, call, nil, sink, always, st)
		}
	default:
		return c.helper(fn, call, always, st)
	}
	return st
}

func (c *fnCtx) setStatus(e *effect, x ast.Expr) {
	if code, ok := c.constInt(x); ok {
		e.status = code
	} else if i := c.paramIndex(x); i >= 0 {
		e.statusParam = i
	}
}

// index records q["tags"]: a query value read as a list.
func (c *fnCtx) index(x *ast.IndexExpr, always bool) {
	if !routes.Is(c.a.pass.TypesInfo.TypeOf(x.X), "net/url", "Values") {
		return
	}
	if src, ok := c.querySource(x.X, 0); ok {
		kind := readQueryList
		if c.existenceTest(x) {
			kind = readQuery // _, ok := q["starred"]: whether it is there, not a list
		}
		c.read(kind, x, x.Index, src, always)
	}
}

func (c *fnCtx) read(kind effectKind, at ast.Expr, nameExpr ast.Expr, src int, always bool) {
	e := newEffect(kind, always, at)
	e.srcParam = src
	if name, ok := c.constString(nameExpr); ok {
		e.name = name
	} else if i := c.paramIndex(nameExpr); i >= 0 {
		e.nameParam = i
	} else {
		return
	}
	if kind != readQueryList {
		e.sch = c.consumer(at)
		if e.sch == nil {
			e.returned = c.returnedIndex(at)
		}
	}
	c.effects = append(c.effects, e)
}

func (c *fnCtx) decoded(call *ast.CallExpr, target ast.Expr, src int, always bool) {
	e := newEffect(readBody, always, call)
	e.srcParam = src
	c.target(&e, target, true)
	if u, ok := ast.Unparen(target).(*ast.UnaryExpr); ok && u.Op == token.AND {
		e.bodyVar = c.varOf(u.X)
	}
	c.effects = append(c.effects, e)
}

func (c *fnCtx) write(kind effectKind, call *ast.CallExpr, value ast.Expr, sink int, always bool, st status) {
	e := newEffect(kind, always, call)
	e.srcParam = sink
	if kind == writeBody && value != nil {
		c.target(&e, value, false)
	}
	e.status, e.statusParam = st.code, st.param
	c.effects = append(c.effects, e)
}

// target sets the type of a decoded or encoded value x; deref: x points to
// the value (Decode(&v)).
func (c *fnCtx) target(e *effect, x ast.Expr, deref bool) {
	info := c.a.pass.TypesInfo
	x = ast.Unparen(x)
	var t types.Type
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND && deref {
		t = info.TypeOf(u.X)
	} else {
		t = info.TypeOf(x)
		if deref {
			if p, ok := types.Unalias(t).(*types.Pointer); ok {
				t = p.Elem()
			}
		}
	}
	if t == nil {
		return
	}
	if tp, ok := types.Unalias(t).(*types.TypeParam); ok {
		for i := 0; i < c.sig.Params().Len(); i++ {
			pt := types.Unalias(c.sig.Params().At(i).Type())
			if p, ok := pt.(*types.Pointer); ok && deref {
				pt = types.Unalias(p.Elem())
			}
			if pt == tp {
				e.typParam = i
				return
			}
		}
		for i := 0; i < c.sig.Results().Len(); i++ {
			if types.Unalias(c.sig.Results().At(i).Type()) == tp {
				e.typResult = i
				return
			}
		}
		return
	}
	if _, ok := t.Underlying().(*types.Interface); ok {
		if i := c.paramIndex(x); i >= 0 {
			e.typParam = i
		}
		return
	}
	e.typ = t
	if deref {
		e.prefilled = !c.zeroValue(x)
		e.prefilledByRecv = c.isRecv(x)
	}
}

// isRecv reports whether x is the func's receiver (or its address).
func (c *fnCtx) isRecv(x ast.Expr) bool {
	x = ast.Unparen(x)
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		x = ast.Unparen(u.X)
	}
	id, ok := x.(*ast.Ident)
	return ok && c.sig.Recv() != nil && c.a.pass.TypesInfo.Uses[id] == c.sig.Recv()
}

// recvFilled says, for a method call whose body effect decodes into the
// receiver, whether the receiver the call is made on may hold values;
// byRecv when that is again the caller's receiver.
func (c *fnCtx) recvFilled(call *ast.CallExpr) (prefilled, byRecv bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return true, false
	}
	x := sel.X
	if c.isRecv(x) {
		return true, true
	}
	if t := c.a.pass.TypesInfo.TypeOf(x); t != nil {
		if _, ptr := types.Unalias(t).(*types.Pointer); !ptr {
			// A pointer method called on an addressable value: &x.
			x = &ast.UnaryExpr{Op: token.AND, X: x, OpPos: x.Pos()}
		}
	}
	return !c.zeroValue(x), false
}

// zeroValue reports whether x, what a body is decoded into, is sure to
// hold the zero value before: &v of a local declared without a value
// (var v T) or as an empty literal (v := T{}), or a local p := new(T) or
// p := &T{}. A binding's validation then sees only what the request
// sent. Anything else (a value a func filled, a receiver, a field) may
// hold values already, which an absent property keeps.
func (c *fnCtx) zeroValue(x ast.Expr) bool {
	info := c.a.pass.TypesInfo
	x = ast.Unparen(x)
	addr := false
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		x, addr = ast.Unparen(u.X), true
	}
	id, ok := x.(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	if _, param := c.a.params[v]; !ok || param || v.Pos() < c.body.Pos() || v.Pos() >= c.body.End() {
		return false // not a local of this func
	}
	empty := func(e ast.Expr) bool {
		switch e := ast.Unparen(e).(type) {
		case *ast.CompositeLit:
			return len(e.Elts) == 0 && addr
		case *ast.UnaryExpr:
			lit, ok := ast.Unparen(e.X).(*ast.CompositeLit)
			return e.Op == token.AND && ok && len(lit.Elts) == 0 && !addr
		case *ast.CallExpr:
			fn, ok := ast.Unparen(e.Fun).(*ast.Ident)
			if !ok {
				return false
			}
			b, ok := info.Uses[fn].(*types.Builtin)
			return ok && b.Name() == "new" && !addr
		}
		return false
	}
	// Declared without a value (var v T: no assignment in the index), or
	// given one empty value and never assigned again.
	switch refs := c.a.assignsOf(v); {
	case len(refs) == 0 && addr:
	case len(refs) == 1 && refs[0].idx < 0 && refs[0].expr != nil && empty(refs[0].expr):
	default:
		return false
	}
	// Used in between (req.populate(u), req.Name = ...): it may have been
	// filled.
	for _, use := range c.a.flow.Uses(v) {
		if use.Pos() > v.Pos() && use.Pos() < x.Pos() {
			return false
		}
	}
	return true
}

// helper follows a call of a func of this package, or of one another
// package exported facts for, that is handed the request or the writer.
func (c *fnCtx) helper(fn *types.Func, call *ast.CallExpr, always bool, st status) status {
	var effs []effect
	if decl := c.a.decls[fn]; decl != nil {
		if decl.Body == nil || !helperish(fn) {
			return st
		}
		effs = c.a.summaryOf(decl).effects
	} else if f := c.a.importFact(fn); f != nil && !f.Factory {
		effs = f.effects(call.Pos(), call.End())
	} else {
		if isInterfaceMethod(fn) && c.handsOn(call) {
			c.lostAt(call, types.ExprString(call.Fun)+", a method of an interface", always)
		}
		return st
	}
	for _, e := range effs {
		if e.kind == callFunc {
			st = c.calledFunc(e, call, always, st)
			continue
		}
		n, ok := c.substitute(e, call, always, st)
		if !ok {
			continue
		}
		c.effects = append(c.effects, n)
		if n.kind == writeStatus && e.always {
			// (A status the helper sets on one of its paths only, as
			// before an early error return, is not the caller's.)
			st = status{n.status, n.statusParam}
		}
	}
	return st
}

// handsOn reports whether a call is handed the request, the writer or a
// framework context (or a func, which may use the ones it captures).
func (c *fnCtx) handsOn(call *ast.CallExpr) bool {
	for _, x := range call.Args {
		t := c.a.pass.TypesInfo.TypeOf(x)
		if t == nil {
			continue
		}
		if routes.IsRequest(t) || routes.IsResponseWriter(t) || routes.IsFrameworkContext(t) {
			return true
		}
	}
	return false
}

func (c *fnCtx) lostAt(call *ast.CallExpr, what string, always bool) {
	e := newEffect(lost, always, call)
	e.name = what
	c.effects = append(c.effects, e)
}

// isInterfaceMethod: fn is a method of an interface type, whose
// implementation is only known at run time.
func isInterfaceMethod(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return false
	}
	_, ok = sig.Recv().Type().Underlying().(*types.Interface)
	return ok
}

// isHijack: a call that takes the connection over from net/http, as a
// websocket upgrade does (http.Hijacker's Hijack, through gin's writer
// too; http.ResponseController's; echo's Response's).
func isHijack(fn *types.Func) bool {
	return routes.IsMethod(fn, knowledge.HTTPPath, "Hijacker", "Hijack") ||
		routes.IsMethod(fn, knowledge.HTTPPath, "ResponseController", "Hijack") ||
		routes.IsMethod(fn, knowledge.EchoPath, "Response", "Hijack")
}

// calledFunc adds what the func a helper is handed and calls (its
// callFunc effect e) does: a func literal or a func of this package, its
// effects as the call's; a parameter of this func, a callFunc of this
// func in turn. Any other func value does what mcpvet cannot see.
func (c *fnCtx) calledFunc(e effect, call *ast.CallExpr, always bool, st status) status {
	if e.srcParam < 0 || e.srcParam >= len(call.Args) {
		return st
	}
	x := ast.Unparen(call.Args[e.srcParam])
	always = always && e.always
	if i := c.paramIndex(x); i >= 0 {
		n := newEffect(callFunc, always, call)
		n.srcParam = i
		c.effects = append(c.effects, n)
		return st
	}
	var body ast.Node
	switch x := x.(type) {
	case *ast.FuncLit:
		body = x
	case *ast.Ident, *ast.SelectorExpr:
		if fn, ok := typeutil.Callee(c.a.pass.TypesInfo, &ast.CallExpr{Fun: x}).(*types.Func); ok {
			if decl := c.a.decls[fn]; decl != nil && decl.Body != nil {
				body = decl
			}
		}
	}
	if body == nil {
		c.lostAt(call, types.ExprString(x)+", a func value handed to "+types.ExprString(call.Fun), always)
		return st
	}
	for _, n := range c.a.summaryOf(body).effects {
		n.always = n.always && always
		if n.kind == callFunc || n.nameParam >= 0 || n.srcParam >= 0 || n.typParam >= 0 || n.typResult >= 0 || n.statusParam >= 0 {
			continue // refers to the func's own parameters, which the helper fills
		}
		c.effects = append(c.effects, n)
		if n.kind == writeStatus && n.always {
			st = status{n.status, n.statusParam}
		}
	}
	return st
}

// helperish reports whether fn is handed something a request or response
// flows through.
func helperish(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return false
	}
	for i := 0; i < sig.Params().Len(); i++ {
		t := sig.Params().At(i).Type()
		if routes.IsRequest(t) || routes.IsResponseWriter(t) || isIOReader(t) || isIOWriter(t) || routes.Is(t, "net/url", "Values") ||
			routes.IsFrameworkContext(t) {
			return true
		}
	}
	return false
}

// substitute fills in a helper's effect from the arguments of a call.
func (c *fnCtx) substitute(e effect, call *ast.CallExpr, always bool, st status) (effect, bool) {
	n := e
	n.always = e.always && always
	arg := func(i int) ast.Expr {
		if i >= 0 && i < len(call.Args) {
			return call.Args[i]
		}
		return nil
	}
	if e.nameParam >= 0 {
		x := arg(e.nameParam)
		if x == nil {
			return n, false
		}
		n.nameParam = -1
		if s, ok := c.constString(x); ok {
			n.name = s
			n.pos, n.end = x.Pos(), x.End()
		} else if i := c.paramIndex(x); i >= 0 {
			n.nameParam = i
		} else {
			return n, false
		}
	}
	if e.srcParam >= 0 {
		x := arg(e.srcParam)
		if x == nil {
			return n, false
		}
		var src int
		var ok bool
		switch e.kind {
		case readBody:
			src, ok = c.bodySource(x, 0)
		case readQuery, readQueryList:
			src, ok = c.querySource(x, 0)
		default:
			src, ok = c.sink(x, 0)
		}
		if !ok {
			return n, false
		}
		n.srcParam = src
	}
	if e.typParam >= 0 {
		n.typParam = -1
		if x := arg(e.typParam); x != nil {
			c.target(&n, x, e.kind == readBody)
		}
	}
	if e.prefilledByRecv {
		n.prefilled, n.prefilledByRecv = c.recvFilled(call)
	}
	if e.typResult >= 0 {
		n.typResult = -1
		if t := resultType(c.a.pass.TypesInfo.TypeOf(call), e.typResult); t != nil {
			if _, ok := t.Underlying().(*types.Interface); !ok {
				n.typ = t
			}
		}
	}
	if e.statusParam >= 0 {
		n.statusParam, n.status = -1, 0
		if x := arg(e.statusParam); x != nil {
			c.setStatus(&n, x)
		}
	} else if (e.kind == writeBody || e.kind == writeText) && e.status == 0 {
		n.status, n.statusParam = st.code, st.param
	}
	if e.returned >= 0 {
		n.returned = -1
		if n.sch == nil {
			n.sch = c.consumerOfResult(call, e.returned)
		}
		if n.sch == nil && e.returned == 0 {
			n.returned = c.returnedIndex(call)
		}
	}
	if !c.a.inPackage(e.pos) {
		n.pos, n.end = call.Pos(), call.End()
	}
	return n, true
}

func resultType(t types.Type, i int) types.Type {
	if tup, ok := t.(*types.Tuple); ok {
		if i < tup.Len() {
			return tup.At(i).Type()
		}
		return nil
	}
	if i == 0 {
		return t
	}
	return nil
}

// Sources: what an expression reads from or writes to. They return the
// parameter index when it is a helper's parameter (-1 otherwise).

func (c *fnCtx) bodySource(e ast.Expr, depth int) (int, bool) {
	if depth > 6 {
		return -1, false
	}
	info := c.a.pass.TypesInfo
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.SelectorExpr:
		if x.Sel.Name == "Body" && routes.IsRequest(info.TypeOf(x.X)) {
			return -1, true
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, x).(*types.Func)
		switch {
		case isFunc(fn, knowledge.HTTPPath, "MaxBytesReader") && len(x.Args) == 3:
			return c.bodySource(x.Args[1], depth+1)
		case (isFunc(fn, "io", "LimitReader") || isFunc(fn, "io", "NopCloser") || isFunc(fn, "io", "TeeReader") ||
			isFunc(fn, "bufio", "NewReader")) && len(x.Args) >= 1:
			return c.bodySource(x.Args[0], depth+1)
		}
	case *ast.Ident:
		if i := c.paramIndex(x); i >= 0 && isIOReader(info.TypeOf(x)) {
			return i, true
		}
		if ref, ok := c.singleOf(x); ok && ref.idx < 0 {
			return c.bodySource(ref.expr, depth+1)
		}
	}
	return -1, false
}

func (c *fnCtx) decoderSource(e ast.Expr, depth int) (int, bool) {
	if depth > 6 {
		return -1, false
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(c.a.pass.TypesInfo, x).(*types.Func)
		if isFunc(fn, "encoding/json", "NewDecoder") && len(x.Args) == 1 {
			return c.bodySource(x.Args[0], 0)
		}
	case *ast.Ident:
		if ref, ok := c.singleOf(x); ok && ref.idx < 0 {
			return c.decoderSource(ref.expr, depth+1)
		}
	}
	return -1, false
}

// readAllSource: data read with io.ReadAll from the body.
func (c *fnCtx) readAllSource(e ast.Expr) (int, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return -1, false
	}
	ref, ok := c.singleOf(id)
	if !ok || ref.idx > 0 {
		return -1, false
	}
	call, ok := ast.Unparen(ref.expr).(*ast.CallExpr)
	if !ok {
		return -1, false
	}
	fn, _ := typeutil.Callee(c.a.pass.TypesInfo, call).(*types.Func)
	if (isFunc(fn, "io", "ReadAll") || isFunc(fn, "io/ioutil", "ReadAll")) && len(call.Args) == 1 {
		return c.bodySource(call.Args[0], 0)
	}
	return -1, false
}

func (c *fnCtx) encoderSink(e ast.Expr, depth int) (int, bool) {
	if depth > 6 {
		return -1, false
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(c.a.pass.TypesInfo, x).(*types.Func)
		if isFunc(fn, "encoding/json", "NewEncoder") && len(x.Args) == 1 {
			return c.sink(x.Args[0], 0)
		}
	case *ast.Ident:
		if ref, ok := c.singleOf(x); ok && ref.idx < 0 {
			return c.encoderSink(ref.expr, depth+1)
		}
	}
	return -1, false
}

// sink: the response writer, or a helper's io.Writer parameter.
func (c *fnCtx) sink(e ast.Expr, depth int) (int, bool) {
	if depth > 6 {
		return -1, false
	}
	info := c.a.pass.TypesInfo
	e = ast.Unparen(e)
	if routes.IsResponseWriter(info.TypeOf(e)) {
		return -1, true
	}
	if call, ok := e.(*ast.CallExpr); ok {
		return c.wrappedSink(call, depth) // responders.go
	}
	if id, ok := e.(*ast.Ident); ok {
		if i := c.paramIndex(id); i >= 0 && isIOWriter(info.TypeOf(id)) {
			return i, true
		}
		if ref, ok := c.singleOf(id); ok && ref.idx < 0 {
			return c.sink(ref.expr, depth+1)
		}
	}
	return -1, false
}

// marshaled: b in w.Write(b) after b, err := json.Marshal(v); returns v.
func (c *fnCtx) marshaled(e ast.Expr) (ast.Expr, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil, false
	}
	ref, ok := c.singleOf(id)
	if !ok || ref.idx > 0 {
		return nil, false
	}
	call, ok := ast.Unparen(ref.expr).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return nil, false
	}
	fn, _ := typeutil.Callee(c.a.pass.TypesInfo, call).(*types.Func)
	if isFunc(fn, "encoding/json", "Marshal") || isFunc(fn, "encoding/json", "MarshalIndent") {
		return call.Args[0], true
	}
	return nil, false
}

// querySource: r.URL.Query(), r.Form, a local holding one, or a helper's
// url.Values parameter.
func (c *fnCtx) querySource(e ast.Expr, depth int) (int, bool) {
	if depth > 6 {
		return -1, false
	}
	info := c.a.pass.TypesInfo
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, x).(*types.Func)
		if isContextQuery(fn) {
			return -1, true // echo's c.QueryParams()
		}
		if routes.IsMethod(fn, "net/url", "URL", "Query") {
			if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok {
				if inner, ok := ast.Unparen(sel.X).(*ast.SelectorExpr); ok && inner.Sel.Name == "URL" && routes.IsRequest(info.TypeOf(inner.X)) {
					return -1, true
				}
			}
		}
	case *ast.SelectorExpr:
		if x.Sel.Name == "Form" && routes.IsRequest(info.TypeOf(x.X)) {
			return -1, true
		}
	case *ast.Ident:
		if i := c.paramIndex(x); i >= 0 && routes.Is(info.TypeOf(x), "net/url", "Values") {
			return i, true
		}
		if ref, ok := c.singleOf(x); ok && ref.idx < 0 {
			return c.querySource(ref.expr, depth+1)
		}
	}
	return -1, false
}

func (c *fnCtx) singleOf(id *ast.Ident) (valueRef, bool) {
	v, ok := c.a.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return valueRef{}, false
	}
	return c.a.single(v)
}

// Consumers: the parse a read value goes through gives its schema.

// parent is the node n is written in, past parentheses (the syntax
// index's parent).
func (c *fnCtx) parent(n ast.Node) ast.Node {
	p := c.a.flow.Parent(n)
	for {
		if _, ok := p.(*ast.ParenExpr); !ok {
			return p
		}
		p = c.a.flow.Parent(p)
	}
}

func (c *fnCtx) consumer(x ast.Expr) *schema.Schema {
	switch p := c.parent(x).(type) {
	case *ast.CallExpr:
		for i, arg := range p.Args {
			if ast.Unparen(arg) == x {
				return c.parseSchema(p, i)
			}
		}
	case *ast.AssignStmt:
		if len(p.Lhs) == len(p.Rhs) {
			for i, r := range p.Rhs {
				if ast.Unparen(r) == x {
					return c.consumerVar(c.varOf(p.Lhs[i]))
				}
			}
		}
	case *ast.ValueSpec:
		if len(p.Names) == len(p.Values) {
			for i, r := range p.Values {
				if ast.Unparen(r) == x {
					return c.consumerVar(c.varOf(p.Names[i]))
				}
			}
		}
	}
	return nil
}

func (c *fnCtx) consumerOfResult(call *ast.CallExpr, k int) *schema.Schema {
	if k == 0 {
		if s := c.consumer(call); s != nil {
			return s
		}
	}
	switch p := c.parent(call).(type) {
	case *ast.AssignStmt:
		if len(p.Rhs) == 1 && k < len(p.Lhs) {
			return c.consumerVar(c.varOf(p.Lhs[k]))
		}
	case *ast.ValueSpec:
		if len(p.Values) == 1 && k < len(p.Names) {
			return c.consumerVar(c.varOf(p.Names[k]))
		}
	}
	return nil
}

// consumerVar is the schema of the first parse call of the func's body
// (in the order a walk of the body meets the calls, an outer call before
// the calls in its arguments) that is given v as an argument.
func (c *fnCtx) consumerVar(v *types.Var) *schema.Schema {
	if v == nil {
		return nil
	}
	type arg struct {
		call *ast.CallExpr
		i    int
	}
	var args []arg
	for _, id := range c.a.flow.Uses(v) {
		if id.Pos() < c.body.Pos() || id.Pos() >= c.body.End() {
			continue
		}
		var x ast.Node = id
		p := c.a.flow.Parent(x)
		for {
			pe, ok := p.(*ast.ParenExpr)
			if !ok {
				break
			}
			x, p = pe, c.a.flow.Parent(pe)
		}
		call, ok := p.(*ast.CallExpr)
		if !ok {
			continue
		}
		for i, a := range call.Args {
			if a == x {
				args = append(args, arg{call, i})
			}
		}
	}
	// The walk's order: a call before the calls inside it (which start
	// where it does or later, and end no later), then the arguments in
	// order.
	slices.SortFunc(args, func(a, b arg) int {
		return cmp.Or(cmp.Compare(a.call.Pos(), b.call.Pos()), cmp.Compare(b.call.End(), a.call.End()), cmp.Compare(a.i, b.i))
	})
	for _, a := range args {
		if s := c.parseSchema(a.call, a.i); s != nil {
			return s
		}
	}
	return nil
}

func (c *fnCtx) returnedIndex(x ast.Expr) int {
	if r, ok := c.parent(x).(*ast.ReturnStmt); ok {
		for i, e := range r.Results {
			if ast.Unparen(e) == x {
				return i
			}
		}
	}
	return -1
}

const (
	rfc3339     = "2006-01-02T15:04:05Z07:00"
	rfc3339Nano = "2006-01-02T15:04:05.999999999Z07:00"
)

// parseSchema is the schema of the text argument i of a parse call:
// strconv.Atoi -> integer, strconv.ParseBool -> boolean, uuid.Parse -> uuid
// string, and so on; nil when call does not parse it.
func (c *fnCtx) parseSchema(call *ast.CallExpr, i int) *schema.Schema {
	fn, ok := typeutil.Callee(c.a.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return nil
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() != nil {
		return nil
	}
	bits := func(j int) int64 {
		if j < len(call.Args) {
			if n, ok := c.constInt(call.Args[j]); ok {
				return int64(n)
			}
		}
		return 64
	}
	var t types.Type
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "strconv.Atoi":
		if i == 0 {
			t = types.Typ[types.Int]
		}
	case "strconv.ParseInt":
		if i == 0 {
			t = types.Typ[sized(bits(2), types.Int8, types.Int16, types.Int32, types.Int64)]
		}
	case "strconv.ParseUint":
		if i == 0 {
			t = types.Typ[sized(bits(2), types.Uint8, types.Uint16, types.Uint32, types.Uint64)]
		}
	case "strconv.ParseFloat":
		if i == 0 {
			t = types.Typ[types.Float64]
			if bits(1) == 32 {
				t = types.Typ[types.Float32]
			}
		}
	case "strconv.ParseBool":
		if i == 0 {
			t = types.Typ[types.Bool]
		}
	case "github.com/google/uuid.Parse", "github.com/google/uuid.MustParse",
		"github.com/gofrs/uuid.FromString", "github.com/gofrs/uuid/v5.FromString":
		if i == 0 && sig.Results().Len() > 0 {
			t = sig.Results().At(0).Type()
		}
	case "time.Parse":
		if i == 1 && len(call.Args) == 2 {
			if layout, ok := c.constString(call.Args[0]); ok && (layout == rfc3339 || layout == rfc3339Nano) {
				return &schema.Schema{Type: []string{"string"}, Format: "date-time"}
			}
		}
	}
	if t == nil {
		return nil
	}
	s, _ := c.a.view.Generate(t, schema.Options{Direction: schema.Input})
	return s
}

// Small helpers.

func (c *fnCtx) paramIndex(x ast.Expr) int {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return -1
	}
	v, ok := c.a.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return -1
	}
	for i := 0; i < c.sig.Params().Len(); i++ {
		if c.sig.Params().At(i) == v {
			return i
		}
	}
	return -1
}

func (c *fnCtx) varOf(e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	if v, ok := c.a.pass.TypesInfo.Defs[id].(*types.Var); ok {
		return v
	}
	v, _ := c.a.pass.TypesInfo.Uses[id].(*types.Var)
	return v
}

func (c *fnCtx) constString(x ast.Expr) (string, bool) {
	return constString(c.a.pass.TypesInfo, x)
}

func (c *fnCtx) constInt(x ast.Expr) (int, bool) {
	tv, ok := c.a.pass.TypesInfo.Types[x]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return 0, false
	}
	n, exact := constant.Int64Val(tv.Value)
	if !exact || n < 0 || n > 999 {
		return 0, false
	}
	return int(n), true
}

func constString(info *types.Info, x ast.Expr) (string, bool) {
	if x == nil {
		return "", false
	}
	tv, ok := info.Types[x]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

func isFunc(fn *types.Func, pkg, name string) bool {
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != pkg || fn.Name() != name {
		return false
	}
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Recv() == nil
}

func isIOReader(t types.Type) bool {
	return routes.Is(t, "io", "Reader") || routes.Is(t, "io", "ReadCloser")
}

func isIOWriter(t types.Type) bool { return routes.Is(t, "io", "Writer") }

// sized picks the kind for a bit size as strconv reads it (0 is 64).
func sized(bits int64, k8, k16, k32, k64 types.BasicKind) types.BasicKind {
	switch bits {
	case 8:
		return k8
	case 16:
		return k16
	case 32:
		return k32
	}
	return k64
}
