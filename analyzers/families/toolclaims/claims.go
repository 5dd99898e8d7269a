package toolclaims

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// directiveKeys are the //mcp:tool and //mcp:expose keys of the hints,
// with the value that makes the claim and the token that corrects it.
var directiveKeys = [numHints]struct {
	key, claimed, fixed string
}{
	readOnly:       {"readonly", "true", "readonly=false"},
	notDestructive: {"destructive", "false", "destructive"},
	closedWorld:    {"openworld", "false", "openworld"},
}

// declared reads a tool of mcpfacts: a //mcp:tool func, or a registration
// with an mcp.Tool literal.
func (g *gatherer) declared(t *mcptool.Tool) *tool {
	if !t.NameKnown {
		return nil
	}
	x := &tool{name: t.Name}
	d, call := t.Directive(), t.Call()
	switch {
	case d != nil:
		if d.Func == nil || d.Directive == nil || d.Decl == nil {
			return nil
		}
		for h := range numHints {
			x.claims[h] = g.directiveClaim(d.Directive, hint(h))
		}
		if !x.claimsAny() {
			return nil
		}
		x.effects = g.eff.Func(d.Func)
		x.ack = g.ackInDoc(d.Decl.Doc)
	case call == nil:
		return nil
	case call.Style == mcptool.SDKAddTool, call.Style == mcptool.RuntimeAddTool, call.Style == mcptool.SDKServerAddTool:
		if call.Call == nil || call.ToolLit == nil {
			return nil
		}
		handler := 2
		if call.Style == mcptool.SDKServerAddTool {
			handler = 1
		}
		if len(call.Call.Args) <= handler {
			return nil
		}
		ann := g.annotations(call.ToolLit)
		if ann == nil {
			return nil
		}
		for h := range numHints {
			x.claims[h] = g.fieldClaim(ann, hint(h))
		}
		if !x.claimsAny() {
			return nil
		}
		target, ok := g.eff.Value(call.Call.Args[handler])
		if !ok {
			return nil // a handler computed at run time: nothing is claimed
		}
		if target.Func != nil {
			x.handler = &target.Step
			x.ack = g.ackInDoc(g.docOf(target.Func))
		}
		x.effects = g.eff.Effects(target)
		x.ack = x.ack || g.ackAbove(call.Call.Pos(), false)
		for _, c := range x.claims {
			if c != nil {
				x.ack = x.ack || g.ackAbove(c.pos, true)
			}
		}
	case call.Style == mcptool.MarkNewTool:
		reg := g.markAdds[call.Call]
		if reg == nil || call.Call == nil {
			return nil
		}
		x.claims = g.markClaims(call.Call)
		if !x.claimsAny() {
			return nil
		}
		target, ok := g.eff.Value(reg.handler)
		if !ok {
			return nil
		}
		if target.Func != nil {
			x.handler = &target.Step
			x.ack = g.ackInDoc(g.docOf(target.Func))
		}
		x.effects = g.eff.Effects(target)
		x.ack = x.ack || g.ackAbove(reg.pos, false) || g.ackAbove(call.Call.Pos(), false)
		for _, c := range x.claims {
			if c != nil {
				x.ack = x.ack || g.ackAbove(c.pos, true)
			}
		}
	default:
		return nil
	}
	return x
}

// markOptions are mark3labs' mcp.NewTool options that set one hint.
var markOptions = map[string]hint{
	"WithReadOnlyHintAnnotation":    readOnly,
	"WithDestructiveHintAnnotation": notDestructive,
	"WithOpenWorldHintAnnotation":   closedWorld,
}

// markClaims reads the hints a mark3labs mcp.NewTool call's options set:
// WithReadOnlyHintAnnotation(true), WithDestructiveHintAnnotation(false),
// WithOpenWorldHintAnnotation(false), or the fields of WithToolAnnotation;
// a later option overrides an earlier one, as when the tool is built.
func (g *gatherer) markClaims(call *ast.CallExpr) [numHints]*claim {
	var claims [numHints]*claim
	for _, o := range g.markOptionCalls(call) {
		oc, viaVar := o.call, o.viaVar
		if len(oc.Args) != 1 {
			continue
		}
		fn, ok := typeutil.Callee(g.p.TypesInfo, oc).(*types.Func)
		if !ok || fn.Pkg() == nil || fn.Pkg().Path() != knowledge.MarkMCPPath {
			continue
		}
		if fn.Name() == "WithToolAnnotation" {
			ann := g.literal(oc.Args[0])
			for h := range numHints {
				claims[h] = nil
				if ann != nil {
					claims[h] = g.fieldClaim(ann, hint(h))
				}
				if claims[h] != nil && viaVar {
					c := *claims[h]
					c.fix = nil // the variable may be other tools' too
					claims[h] = &c
				}
			}
			continue
		}
		h, ok := markOptions[fn.Name()]
		if !ok {
			continue
		}
		claims[h] = nil
		want := h != readOnly // the value that makes the claim is false, but for read-only
		if !g.isBool(oc.Args[0], !want) {
			continue
		}
		c := &claim{text: types.ExprString(oc), pos: oc.Pos(), end: oc.End()}
		// An option in a variable may be shared by other tools: the fix
		// would change them too.
		if id, ok := ast.Unparen(oc.Args[0]).(*ast.Ident); ok && !viaVar && (id.Name == "true" || id.Name == "false") {
			fixed := map[string]string{"true": "false", "false": "true"}[id.Name]
			c.fix = analyzerutil.Replace("Pass "+fixed+" to "+fn.Name(), id.Pos(), id.End(), fixed)
		}
		claims[h] = c
	}
	return claims
}

// optionCall is an option of a mark3labs mcp.NewTool call, as a call,
// and whether it was read through a variable.
type optionCall struct {
	call   *ast.CallExpr
	viaVar bool
}

// markOptionCalls are the options of a mcp.NewTool call that are option
// calls: written in place, or read from a variable given one value
// (ro := mcp.WithReadOnlyHintAnnotation(true)), or the elements of a
// slice literal passed with ... (opts := []mcp.ToolOption{...}).
func (g *gatherer) markOptionCalls(call *ast.CallExpr) []optionCall {
	var out []optionCall
	var add func(e ast.Expr, viaVar bool, depth int)
	add = func(e ast.Expr, viaVar bool, depth int) {
		switch x := ast.Unparen(e).(type) {
		case *ast.CallExpr:
			out = append(out, optionCall{x, viaVar})
		case *ast.CompositeLit:
			if call.Ellipsis.IsValid() {
				for _, el := range x.Elts {
					add(el, viaVar, depth+1)
				}
			}
		case *ast.Ident:
			v, ok := g.p.TypesInfo.Uses[x].(*types.Var)
			if !ok || v.Pkg() != g.p.Pkg || depth > 2 {
				return
			}
			if value := g.onlyValue(v); value != nil {
				add(value, true, depth+1)
			}
		}
	}
	for _, opt := range call.Args[1:] {
		add(opt, false, 0)
	}
	return out
}

// markReg is where a mark3labs tool is registered with its handler.
type markReg struct {
	pos     token.Pos // the AddTool call or the ServerTool literal
	handler ast.Expr
}

// indexMarkAdds maps each mark3labs mcp.NewTool call to where it is given
// its handler: a (*server.MCPServer).AddTool call, or a server.ServerTool
// literal (which AddTools registers); the tool is the NewTool call in
// place, or a local variable given it once.
func (g *gatherer) indexMarkAdds() {
	add := func(tool, handler ast.Expr, at token.Pos) {
		tool = ast.Unparen(tool)
		if id, ok := tool.(*ast.Ident); ok {
			if v, ok := g.p.TypesInfo.Uses[id].(*types.Var); ok && v.Pkg() == g.p.Pkg {
				tool = g.onlyValue(v)
			}
		}
		// The first in the source, of the calls and the literals.
		if nt, ok := ast.Unparen(tool).(*ast.CallExpr); ok && (g.markAdds[nt] == nil || at < g.markAdds[nt].pos) {
			g.markAdds[nt] = &markReg{pos: at, handler: handler}
		}
	}
	for _, c := range g.x.Calls() {
		n := c.Expr
		if len(n.Args) != 2 {
			continue
		}
		fn := typeutil.StaticCallee(g.p.TypesInfo, n)
		if fn != nil && fn.Name() == "AddTool" && fn.Pkg() != nil && fn.Pkg().Path() == knowledge.MarkSrvPath {
			add(n.Args[0], n.Args[1], n.Pos())
		}
	}
	for _, c := range g.x.Composites() {
		n := c.Expr
		named, ok := types.Unalias(g.p.TypesInfo.TypeOf(n)).(*types.Named)
		if !ok || named.Obj().Name() != "ServerTool" || named.Obj().Pkg() == nil || named.Obj().Pkg().Path() != knowledge.MarkSrvPath {
			continue
		}
		if tool, handler := field(n, "Tool"), field(n, "Handler"); tool != nil && handler != nil {
			add(tool, handler, n.Pos())
		}
	}
}

func (g *gatherer) docOf(fn *types.Func) *ast.CommentGroup {
	if d := g.decls[fn]; d != nil {
		return d.Doc
	}
	return nil
}

// directiveClaim is the claim of one hint by a //mcp:tool or
// //mcp:expose line, with the fix that states the opposite.
func (g *gatherer) directiveClaim(d *directive.Directive, h hint) *claim {
	k := directiveKeys[h]
	a, ok := d.Lookup(k.key)
	if !ok || a.Value != k.claimed {
		return nil
	}
	written := k.key
	if !a.Bare {
		written += "=" + a.Value
	}
	return &claim{
		text: written, pos: a.Pos, end: a.End,
		fix: analyzerutil.Replace("Replace "+written+" with "+k.fixed, a.Pos, a.End, k.fixed),
	}
}

// annotations is the mcp.ToolAnnotations literal of an mcp.Tool literal:
// written in place, or a variable of this package declared with one and
// never assigned again.
func (g *gatherer) annotations(lit *ast.CompositeLit) *ast.CompositeLit {
	v := field(lit, "Annotations")
	if v == nil {
		return nil
	}
	return g.literal(v)
}

func (g *gatherer) literal(e ast.Expr) *ast.CompositeLit {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		return x
	case *ast.Ident:
		v, ok := g.p.TypesInfo.Uses[x].(*types.Var)
		if !ok || v.Pkg() != g.p.Pkg {
			return nil
		}
		if value := g.onlyValue(v); value != nil {
			lit, _ := ast.Unparen(value).(*ast.CompositeLit)
			if lit == nil {
				if u, ok := ast.Unparen(value).(*ast.UnaryExpr); ok && u.Op == token.AND {
					lit, _ = ast.Unparen(u.X).(*ast.CompositeLit)
				}
			}
			return lit
		}
	}
	return nil
}

// onlyValue returns the value a variable is declared with, when nothing
// in the package assigns it, or one of its fields, again. (A write through
// a pointer to it is not seen.)
func (g *gatherer) onlyValue(v *types.Var) ast.Expr {
	var value ast.Expr
	n := 0
	for _, a := range g.x.Assigns(v) {
		switch node := a.Node.(type) {
		case *ast.AssignStmt:
			n++
			// v := x declares it; v = x only assigns it.
			if !a.Field && node.Tok == token.DEFINE && a.Result < 0 && node.Pos() <= v.Pos() && v.Pos() < node.TokPos {
				value = a.Value
			}
		case *ast.ValueSpec:
			if a.Kind == astflow.Given && a.Result < 0 {
				n++
				value = a.Value
			}
		}
	}
	if n != 1 {
		return nil
	}
	return value
}

// field returns the value of a keyed field of a composite literal.
func field(lit *ast.CompositeLit, name string) ast.Expr {
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == name {
				return kv.Value
			}
		}
	}
	return nil
}

// fieldKeys are the mcp.ToolAnnotations fields of the hints.
var fieldKeys = [numHints]string{
	readOnly:       "ReadOnlyHint",
	notDestructive: "DestructiveHint",
	closedWorld:    "OpenWorldHint",
}

// fieldClaim is the claim of one hint by a field of an
// mcp.ToolAnnotations literal: ReadOnlyHint the constant true, or
// DestructiveHint or OpenWorldHint pointing at a constant false.
func (g *gatherer) fieldClaim(ann *ast.CompositeLit, h hint) *claim {
	name := fieldKeys[h]
	var kv *ast.KeyValueExpr
	for _, elt := range ann.Elts {
		if x, ok := elt.(*ast.KeyValueExpr); ok {
			if k, ok := x.Key.(*ast.Ident); ok && k.Name == name {
				kv = x
			}
		}
	}
	if kv == nil {
		return nil
	}
	c := &claim{pos: kv.Pos(), end: kv.End()}
	if h == readOnly && isBoolType(g.p.TypesInfo.TypeOf(kv.Value)) {
		if !g.isBool(kv.Value, true) {
			return nil
		}
		c.text = name + ": true"
		if id, ok := ast.Unparen(kv.Value).(*ast.Ident); ok && id.Name == "true" {
			c.fix = analyzerutil.Replace("Set "+name+" to false", id.Pos(), id.End(), "false")
		}
		return c
	}
	// A *bool: mark3labs' ReadOnlyHint, and every DestructiveHint and
	// OpenWorldHint.
	arg, own := g.pointsAt(kv.Value)
	if arg == nil || !g.isBool(arg, h == readOnly) {
		return nil
	}
	c.text = name + ": " + types.ExprString(kv.Value)
	if id, ok := ast.Unparen(arg).(*ast.Ident); ok && own && (id.Name == "false" || id.Name == "true") {
		fixed := map[string]string{"true": "false", "false": "true"}[id.Name]
		c.fix = analyzerutil.Replace("Point "+name+" at "+fixed, id.Pos(), id.End(), fixed)
	}
	return c
}

func (g *gatherer) isBool(e ast.Expr, want bool) bool {
	tv, ok := g.p.TypesInfo.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value) == want
}

// pointsAt returns the expression a *bool expression points at: the value
// of v in &v, for a variable of the package given one value; x of new(x),
// or of a call of a helper shaped func(bool) *bool (or an instance of
// func[T any](T) *T), which is taken to return &x.
//
// own says whether the expression is the annotation's own, which a fix may
// edit: not the value of a variable other tools may point at too.
func (g *gatherer) pointsAt(e ast.Expr) (x ast.Expr, own bool) {
	if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok && u.Op == token.AND {
		if id, ok := ast.Unparen(u.X).(*ast.Ident); ok {
			if v, ok := g.p.TypesInfo.Uses[id].(*types.Var); ok && v.Pkg() == g.p.Pkg {
				return g.onlyValue(v), false
			}
		}
		return nil, false
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil, false
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if _, ok := g.p.TypesInfo.Uses[id].(*types.Builtin); ok {
			if id.Name == "new" {
				return call.Args[0], true
			}
			return nil, false
		}
	}
	sig, ok := g.p.TypesInfo.TypeOf(call.Fun).(*types.Signature)
	if !ok || sig.Params().Len() != 1 || sig.Results().Len() != 1 || sig.Variadic() {
		return nil, false
	}
	ptr, ok := sig.Results().At(0).Type().(*types.Pointer)
	if !ok || !isBoolType(ptr.Elem()) || !isBoolType(sig.Params().At(0).Type()) {
		return nil, false
	}
	return call.Args[0], true
}

func isBoolType(t types.Type) bool {
	b, ok := types.Unalias(t).(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// route reads a route tool of apifacts.
func (g *gatherer) route(r *apifacts.Route) *tool {
	h, t := r.Handler, r.Tool
	if h == nil || t == nil || t.Annotations == nil {
		return nil
	}
	x := &tool{name: t.Name}
	method := ""
	if r.Pattern != nil {
		method = r.Pattern.Method
	}
	an := t.Annotations // a route tool states all four hints
	values := [numHints]bool{readOnly: mcptool.Hint(an.ReadOnly), notDestructive: !mcptool.Hint(an.Destructive), closedWorld: !mcptool.Hint(an.OpenWorld)}
	for i := range numHints {
		if values[i] {
			x.claims[i] = g.routeClaim(r, hint(i), method)
		}
	}
	if !x.claimsAny() {
		return nil
	}
	switch {
	case h.Lit != nil:
		// A closure written in place, or the one a factory of this
		// package returns (named after the factory: newHandler.func1).
		target, ok := g.eff.Value(h.Lit)
		if !ok {
			return nil
		}
		if h.Func != nil {
			x.handler = &target.Step
		}
		x.effects = g.eff.Effects(target)
	case h.Func != nil && !h.Factory:
		s := g.eff.StepAt(h.Func, r.Route.Handler.Pos())
		x.handler = &s
		x.effects = g.eff.Func(h.Func)
	default:
		return nil // the closure of another package's factory
	}
	x.ack = g.ackAbove(r.Call.Pos(), false)
	if h.Decl != nil {
		x.ack = x.ack || g.ackInDoc(h.Decl.Doc)
	}
	if h.Recv != nil {
		x.ack = x.ack || g.ackInDoc(g.typeDocs[h.Recv])
	}
	return x
}

// routeClaim is where a route tool's hint comes from: an //mcp:expose key
// on the handler or its receiver type, or else the method (every route
// tool states all four hints).
func (g *gatherer) routeClaim(r *apifacts.Route, h hint, method string) *claim {
	k := directiveKeys[h]
	var docs []*ast.CommentGroup
	if r.Handler.Decl != nil {
		docs = append(docs, r.Handler.Decl.Doc)
	}
	if r.Handler.Recv != nil {
		docs = append(docs, g.typeDocs[r.Handler.Recv])
	}
	for _, doc := range docs {
		if d := exposeWith(doc, k.key); d != nil {
			if c := g.directiveClaim(d, h); c != nil {
				return c
			}
			return nil // it says the opposite
		}
	}
	c := &claim{pos: r.PatternExpr.Pos(), end: r.PatternExpr.End()}
	switch {
	case r.Handler.Fact != nil && (hasKey(r.Handler.Fact.Own, k.key) || hasKey(r.Handler.Fact.Recv, k.key)):
		// An //mcp:expose line of another package: reported where the
		// route is registered.
		c.text = "by //mcp:expose " + k.key + "=" + k.claimed + " on its handler"
		return c
	case h == closedWorld:
		c.text = "as every route tool is unless its handler says //mcp:expose openworld"
	default:
		c.text = "by its " + method + " method"
	}
	c.fix = g.exposeFix(r, k.fixed)
	return c
}

func hasKey(m apifacts.Marks, key string) bool {
	_, ok := m.Lookup(key)
	return ok
}

// exposeWith returns the last //mcp:expose line of a doc comment that
// sets key.
func exposeWith(doc *ast.CommentGroup, key string) *directive.Directive {
	if doc == nil {
		return nil
	}
	var found *directive.Directive
	for _, c := range doc.List {
		if d, ok := directive.Parse(c); ok && d.Kind == "expose" && len(d.Errors) == 0 {
			if _, ok := d.Lookup(key); ok {
				found = d
			}
		}
	}
	return found
}

// directiveLine matches a comment line gofmt keeps as a directive.
var directiveLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^//[a-z0-9]+:[a-z0-9]`) })

// exposeFix states a route tool's hint on its handler: a key added to the
// handler's //mcp:expose line, or a new //mcp:expose line when adding one
// selects no route that is not already a tool (//mcp:expose selects every
// route of the handler).
func (g *gatherer) exposeFix(r *apifacts.Route, token string) []analysis.SuggestedFix {
	decl := r.Handler.Decl
	if decl == nil {
		return nil
	}
	msg := "Add " + token + " to the handler's //mcp:expose"
	if decl.Doc != nil {
		for _, c := range decl.Doc.List {
			if d, ok := directive.Parse(c); ok && d.Kind == "expose" && len(d.Errors) == 0 {
				end := d.KindEnd
				if len(d.Args) > 0 {
					end = d.Args[len(d.Args)-1].End
				}
				return analyzerutil.Replace(msg, end, end, " "+token)
			}
		}
	}
	for _, other := range g.p.API.Routes {
		if other.Handler != nil && other.Handler.Decl == decl && !other.HasTool() {
			return nil
		}
	}
	msg = "Add //mcp:expose " + token + " to the handler"
	line := "//mcp:expose " + token
	if decl.Doc == nil {
		return analyzerutil.Replace(msg, decl.Pos(), decl.Pos(), line+"\n")
	}
	last := decl.Doc.List[len(decl.Doc.List)-1]
	if directiveLine().MatchString(last.Text) || strings.TrimSpace(last.Text) == "//" {
		return analyzerutil.Replace(msg, last.End(), last.End(), "\n"+line)
	}
	return analyzerutil.Replace(msg, last.End(), last.End(), "\n//\n"+line)
}
