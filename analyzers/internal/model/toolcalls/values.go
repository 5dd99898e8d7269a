package toolcalls

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// What mcpfacts knows of a tool is what it can read from the code without
// running it: a small abstract value per expression (val), computed on
// demand and remembered. It follows a tool through composite literals,
// variables (every assignment counts: the analysis is flow-insensitive),
// struct fields, slices and the results of functions of this package or
// of functions whose WrapperFact another package exported; a parameter of
// the function being read stays a parameter (vParam), which is what makes
// that function a wrapper.

// valKind is what a val says of a value.
type valKind uint8

const (
	vUnknown valKind = iota // not followed; why says what was not
	vNil                    // nil, or a zero value
	vConst                  // a constant string or bool
	vParam                  // a parameter of the function being read, or a path into one
	vTool                   // an MCP tool
	vStruct                 // a struct built in place
	vSlice                  // a slice, array or map built in place: all its elements exist
	vEach                   // each element of a slice, as a range loop sees it: all of them run
	vAlts                   // one of several values the code picks between
	vOption                 // a mark3labs ToolOption
	vServer                 // a server (the server argument of a registration)
	vFunc                   // a function of a package, as a value
	vConcat                 // a string concatenation with a parameter: elems are its operands
	// mark3labs schema options (mcpgo.go): elems are the arguments.
	vSchema   // the input schema a mark3labs tool is built with: elems are its options, in order
	vSchemaOp // one ToolOption that shapes the schema (WithString, WithRawInputSchema); mark names it
	vPropOpt  // one PropertyOption (Description, WithStringItems); mark names it
	vJSON     // a value folded to JSON (json): a numeric constant, a map or slice literal
	vInvopop  // a stage of an invopop/jsonschema reflection into a schema (invopop.go): inv
)

// role is a part of a tool that a wrapper can take from its caller.
type role uint8

const (
	rName role = iota
	rTitle
	rDescription
	rAnnotations // the ToolAnnotations value
	rInput       // an explicit input schema
	rOutput      // an explicit output schema
	// Hints given one by one (mark3labs WithReadOnlyHintAnnotation...).
	rReadOnly
	rDestructive
	rIdempotent
	rOpenWorld
	numRoles
)

var roleNames = [numRoles]string{"name", "title", "description", "annotations", "input", "output", "readOnly", "destructive", "idempotent", "openWorld"}

// toolLib is the library whose tool type a value has.
type toolLib uint8

const (
	sdkLib toolLib = iota + 1
	markLib
	ownLib // a server's own tool type (ToolTypeFact)
)

// val is the abstract value of an expression.
type val struct {
	kind valKind
	// expr is the expression of this package the value was read from, if
	// any: where to point at it.
	expr ast.Expr
	why  string // vUnknown

	c   constant.Value // vConst
	lit *ast.BasicLit  // vConst: the literal of this package it is written as

	param int      // vParam: the index of the parameter, the receiver first
	path  []string // vParam: fields selected from it; "[]" is an element

	tool   *toolVal        // vTool
	fields map[string]*val // vStruct
	elems  []*val          // vSlice, vEach, vAlts
	// site is, for an element of a vSlice or vEach, where it was put in
	// the collection (the literal element, the append).
	site token.Pos

	opt *option      // vOption
	obj types.Object // vServer: the variable holding the server, if any
	fn  *types.Func  // vFunc

	// mark is the mcp-go function of a vSchemaOp or vPropOpt; spread is
	// set when its last argument is spread (opts...); typ is the type
	// argument of WithInputSchema[T].
	mark   string
	spread bool
	typ    types.Type
	json   any // vJSON

	inv *invopopVal // vInvopop

	// when is, for an element appended under an if, the condition it is
	// appended under, when that is a parameter of the function being read
	// (if !o.current { opts = append(opts, where) }); whenNot is set for
	// a negated condition or the else branch. A caller whose argument
	// decides the condition keeps or drops the element (subst); where
	// nothing decides it, the element counts, as every assignment does.
	when    *val
	whenNot bool

	// made, of an unknown value, is the function whose result it is,
	// when that is a function of another package a caller's value names
	// (methodResult): a handler the registration's tool runs.
	made *types.Func
}

// toolVal is a tool under construction.
type toolVal struct {
	lib   toolLib
	style mcptool.Style // SDKTool, MarkTool or MarkNewTool: how the value is built
	roles [numRoles]*val
	// base is the tool these roles override, when the function being read
	// changes fields of a tool it is given (t.InputSchema = ...).
	base *val
	// opts are mark3labs options not yet applied: a parameter of the
	// function being read (func MustTool(..., opts ...mcp.ToolOption)).
	opts []*val
	// at is the literal or call that builds the value, in this package.
	at ast.Node
	// decl is the Tool declared where the value is built (a mark3labs
	// NewTool, a call of a constructor wrapper); declAt is where a tool
	// of another package is declared ("file.go:12").
	decl   *mcptool.Tool
	declAt string
	// ownType names a server's own tool type (ownLib): "api.Tool".
	ownType string
	// fields are the fields a literal of an own tool type sets, by
	// name: what a converter reads of it besides the tool's parts
	// (o.current, to pick its options).
	fields map[string]*val
}

// option is a mark3labs ToolOption that sets a role.
type option struct {
	role role
	v    *val
}

func unknown(e ast.Expr, why string) *val { return &val{kind: vUnknown, expr: e, why: why} }

var nilVal = &val{kind: vNil}

// withSite returns v as an element put into a collection at site.
func withSite(v *val, site token.Pos) *val {
	if v == nil || site == token.NoPos || v.site == site {
		return v
	}
	c := *v
	c.site = site
	return &c
}

// deps reports whether v depends on a parameter of the function it was
// read in.
func deps(v *val) bool {
	if v == nil {
		return false
	}
	if v.when != nil && deps(v.when) {
		return true
	}
	switch v.kind {
	case vParam:
		return true
	case vTool:
		for _, r := range v.tool.roles {
			if deps(r) {
				return true
			}
		}
		for _, x := range v.tool.fields {
			if deps(x) {
				return true
			}
		}
		return deps(v.tool.base) || slices.ContainsFunc(v.tool.opts, deps)
	case vStruct:
		for _, f := range v.fields {
			if deps(f) {
				return true
			}
		}
	case vSlice, vEach, vAlts, vConcat, vSchema, vSchemaOp, vPropOpt:
		return slices.ContainsFunc(v.elems, deps)
	case vOption:
		return deps(v.opt.v)
	case vInvopop:
		return invDeps(v)
	}
	return false
}

// nameDeps reports whether the name of a tool v carries depends on a
// parameter of the function it was read in: then the tool is declared
// where the function is called. A tool whose name is its own is declared
// where it is built, even if its description or schema come from a
// parameter.
func (f *finder) nameDeps(v *val) bool {
	if v == nil {
		return false
	}
	switch v.kind {
	case vParam, vConcat:
		return deps(v)
	case vTool:
		return deps(f.role(v.tool, rName))
	case vStruct:
		for _, x := range v.fields {
			if f.nameDeps(x) {
				return true
			}
		}
	case vSlice, vEach, vAlts:
		return slices.ContainsFunc(v.elems, f.nameDeps)
	}
	return false
}

// hasTool reports whether v holds a tool (possibly inside a struct or a
// collection, or as a parameter of a tool type).
func hasTool(v *val) bool {
	if v == nil {
		return false
	}
	switch v.kind {
	case vTool:
		return true
	case vStruct:
		for _, f := range v.fields {
			if hasTool(f) {
				return true
			}
		}
	case vSlice, vEach, vAlts:
		return slices.ContainsFunc(v.elems, hasTool)
	}
	return false
}

// roleOf maps a field of a library's Tool type to the role it gives.
func roleOf(lib toolLib, field string) (role, bool) {
	switch field {
	case "Name":
		return rName, true
	case "Title":
		return rTitle, true
	case "Description":
		return rDescription, true
	case "Annotations":
		return rAnnotations, true
	case "InputSchema":
		return rInput, true
	case "OutputSchema":
		return rOutput, true
	}
	if lib == markLib {
		switch field {
		case "RawInputSchema":
			return rInput, true
		case "RawOutputSchema":
			return rOutput, true
		}
	}
	return 0, false
}

// role returns what a tool value gives for r: nil when it gives nothing
// (a field left out of the literal), and the tool it overrides otherwise.
func (f *finder) role(tv *toolVal, r role) *val {
	if v := tv.roles[r]; v != nil {
		return v
	}
	if tv.base != nil {
		return f.sel(tv.base, roleField(r))
	}
	return nil
}

// roleField is the field of the Tool types that holds r ("" for the
// hints, which are fields of the annotations).
func roleField(r role) string {
	switch r {
	case rName:
		return "Name"
	case rTitle:
		return "Title"
	case rDescription:
		return "Description"
	case rAnnotations:
		return "Annotations"
	case rInput:
		return "InputSchema"
	case rOutput:
		return "OutputSchema"
	}
	return ""
}

// sel selects a field of a value; "[]" selects its elements, "()" and
// "()N" the first and the Nth result of calling it.
func (f *finder) sel(v *val, field string) *val {
	if v == nil || field == "" {
		return nil
	}
	if idx, ok := resultStep(field); ok && v.kind == vFunc {
		return f.funcResult(v, idx)
	}
	switch v.kind {
	case vParam:
		path := append(slices.Clip(v.path), field)
		return &val{kind: vParam, param: v.param, path: path, expr: v.expr}
	case vNil:
		return nilVal
	case vEach, vAlts:
		out := &val{kind: v.kind, expr: v.expr}
		for _, e := range v.elems {
			out.elems = append(out.elems, withSite(f.sel(e, field), e.site))
		}
		return out
	case vSlice:
		if field == "[]" {
			return &val{kind: vEach, expr: v.expr, elems: v.elems}
		}
	case vTool:
		if v.tool.fields != nil {
			if x, ok := v.tool.fields[field]; ok {
				return x
			}
			if _, isRole := roleOf(v.tool.lib, field); !isRole {
				return nilVal // a field left out of the literal: its zero value
			}
		}
		r, ok := roleOf(v.tool.lib, field)
		if !ok {
			return unknown(v.expr, "field "+field+" of a tool")
		}
		if x := f.role(v.tool, r); x != nil {
			return x
		}
		if r == rName {
			// A literal without Name: the name is "" for sure.
			return &val{kind: vConst, c: constant.MakeString(""), expr: v.expr}
		}
		return nilVal
	case vStruct:
		if f, ok := v.fields[field]; ok {
			return f
		}
		return nilVal // a field left out: its zero value
	case vUnknown:
		return v
	case vInvopop:
		return selInv(v, field)
	}
	return unknown(v.expr, "a field of a value mcpvet does not follow")
}

// resultStep reads a path step "()" or "()N": the result N of a call.
func resultStep(step string) (int, bool) {
	rest, ok := strings.CutPrefix(step, "()")
	if !ok {
		return 0, false
	}
	if rest == "" {
		return 0, true
	}
	n, err := strconv.Atoi(rest)
	return n, err == nil
}

// funcResult is result idx of calling a function value: known when the
// function's result does not depend on its arguments (a constructor such
// as func CreateRun(*log.Logger) server.ServerTool, passed as a factory).
func (f *finder) funcResult(v *val, idx int) *val {
	why := "the result of " + mcptool.FuncName(v.fn) + ", which mcpvet does not follow"
	if !f.mayWrap(v.fn) {
		return unknown(v.expr, why)
	}
	s := f.summaryOf(v.fn)
	if s == nil || idx >= len(s.results) || s.results[idx] == nil || f.nameDeps(s.results[idx]) {
		return unknown(v.expr, why)
	}
	return s.results[idx]
}

// fnCtx is a function being read: its parameters and what is assigned to
// its variables.
type fnCtx struct {
	decl *ast.FuncDecl // nil for package-level initializers and closures
	fn   *types.Func   // nil for package-level initializers and closures
	// lit, sig and outer are set for a closure (closures.go): its
	// literal, its signature and the context it is written in; its
	// first through parameters are outer's.
	lit     *ast.FuncLit
	sig     *types.Signature
	outer   *fnCtx
	through int
	// params maps the function's receiver and parameters to their index,
	// the receiver first.
	params map[*types.Var]int
	// tparams are the function's type parameters, by index.
	tparams map[*types.TypeParam]int
	// litParams are the parameters of its func literals.
	litParams map[*types.Var]bool
}

// enclosing is the function declaration the context's code is written
// in, nil at package level.
func (ctx *fnCtx) enclosing() *types.Func {
	for ctx != nil && ctx.lit != nil {
		ctx = ctx.outer
	}
	if ctx == nil {
		return nil
	}
	return ctx.fn
}

// assign is one assignment to a variable.
type assign struct {
	ctx *fnCtx
	// at is where the assignment is written, for its order.
	at  token.Pos
	rhs ast.Expr
	// idx is the index of the variable in a tuple assignment from a call
	// (a, b := f()); -1 otherwise.
	idx int
	// rangeOf is set for a variable of a range loop: the ranged value.
	rangeOf ast.Expr
	// zero is set for a declaration without a value.
	zero bool
	// field is set for an assignment to a field of the variable (v.F = x).
	field string
	// opaque is set for an assignment mcpvet does not follow (x += y).
	opaque bool
	// option is set for a mark3labs ToolOption applied to the variable
	// (opt(&t)); rhs is the option.
	option bool
}

// optField collects, among the assignments to fields of a variable, the
// options applied to it.
const optField = "()option"

// varVal is the value of a variable: what all of its assignments give,
// a slice for a variable that only ever grows (append), alternatives
// otherwise.
func (f *finder) varVal(v *types.Var, at ast.Expr) *val {
	if x, ok := f.vars[v]; ok {
		if x == nil {
			return unknown(at, "a variable whose value depends on itself")
		}
		return x
	}
	f.vars[v] = nil // in progress
	if sets := f.mapSetsOf(v); len(sets) > 0 {
		if x := f.copiedProps(v, sets); x != nil {
			f.vars[v] = x
			return x
		}
	}
	out := f.assignsVal(v, f.assignsOf(v), at)
	f.vars[v] = out
	return out
}

// assignsVal is the value assignments as of a variable give it: a slice
// for a variable that only ever grows (append), alternatives otherwise.
func (f *finder) assignsVal(v *types.Var, as []assign, at ast.Expr) *val {
	var whole []*val
	fields := map[string][]*val{}
	grows, others := false, false
	for _, a := range as {
		switch {
		case a.opaque:
			whole = append(whole, unknown(at, "a variable assigned in a way mcpvet does not follow"))
			others = true
		case a.field != "":
			if x := f.eval(a.rhs, a.ctx); x.kind != vNil {
				fields[a.field] = append(fields[a.field], x)
			}
		case a.option:
			fields[optField] = append(fields[optField], f.eval(a.rhs, a.ctx))
		case a.zero:
			// var x T: the zero value, which later assignments replace.
		case a.rangeOf != nil:
			whole = append(whole, f.sel(f.eval(a.rangeOf, a.ctx), "[]"))
			others = true
		case a.idx >= 0:
			whole = append(whole, f.tupleElem(a.rhs, a.idx, a.ctx))
			others = true
		default:
			if elems, ok := f.selfAppend(v, a.rhs, a.ctx); ok {
				if cond, not := f.branchCond(a.rhs, a.ctx); cond != nil {
					elems = slices.Clone(elems)
					for i, e := range elems {
						c := *e
						c.when, c.whenNot = cond, not
						elems[i] = &c
					}
				}
				whole = append(whole, &val{kind: vSlice, expr: a.rhs, elems: elems})
				grows = true
				continue
			}
			x := f.eval(a.rhs, a.ctx)
			if x.kind != vSlice {
				others = true
			}
			whole = append(whole, x)
		}
	}
	var out *val
	switch {
	case len(whole) == 0:
		out = nilVal
	case grows && !others:
		// A slice built up by appends: all of its elements.
		out = &val{kind: vSlice, expr: at}
		for _, x := range whole {
			out.elems = append(out.elems, x.elems...)
		}
	case len(whole) == 1:
		out = whole[0]
	default:
		out = &val{kind: vAlts, expr: at, elems: whole}
	}
	if len(fields) > 0 {
		out = override(out, fields)
	}
	return out
}

// override applies assignments to fields of a variable to its value: the
// roles of a tool, the fields of a struct.
func override(v *val, fields map[string][]*val) *val {
	pick := func(xs []*val) *val {
		if len(xs) == 1 {
			return xs[0]
		}
		return &val{kind: vAlts, elems: xs}
	}
	switch v.kind {
	case vTool:
		tv := *v.tool
		tv.decl = nil
		for _, name := range sortedKeys(fields) {
			xs := fields[name]
			if name == optField {
				applyOptions(&tv, xs)
			} else if r, ok := roleOf(tv.lib, name); ok {
				tv.roles[r] = pick(xs)
			}
		}
		c := *v
		c.tool = &tv
		return &c
	case vStruct:
		c := *v
		c.fields = map[string]*val{}
		for k, x := range v.fields {
			c.fields[k] = x
		}
		for name, xs := range fields {
			c.fields[name] = pick(xs)
		}
		return &c
	case vAlts:
		c := *v
		c.elems = nil
		for _, e := range v.elems {
			c.elems = append(c.elems, override(e, fields))
		}
		return &c
	}
	return v
}

// branchCond is the condition of the if whose branch n is in, when it
// is a parameter of the function being read (a bool, or a field of one):
// not is set when n is in the else branch, or the condition is negated.
// Only the innermost if counts; nil for any other condition.
func (f *finder) branchCond(n ast.Node, ctx *fnCtx) (cond *val, not bool) {
	flow := f.res.Flow
	for child, p := n, flow.Parent(n); p != nil; child, p = p, flow.Parent(p) {
		switch x := p.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return nil, false
		case *ast.IfStmt:
			switch child {
			case x.Body:
			case x.Else:
				not = true
			default:
				return nil, false // in the condition or the init
			}
			e := x.Cond
			for {
				u, ok := ast.Unparen(e).(*ast.UnaryExpr)
				if !ok || u.Op != token.NOT {
					break
				}
				not, e = !not, u.X
			}
			if !types.Identical(f.pass.TypesInfo.TypeOf(e).Underlying(), types.Typ[types.Bool]) {
				return nil, false
			}
			if c := f.eval(e, ctx); c.kind == vParam {
				return c, not
			}
			return nil, false
		}
	}
	return nil, false
}

// condBool is the truth of a condition a caller's argument gives: a
// constant, or the zero value (a field left out of a literal).
func condBool(v *val) (b, ok bool) {
	switch {
	case v == nil:
		return false, false
	case v.kind == vNil:
		return false, true
	case v.kind == vConst && v.c.Kind() == constant.Bool:
		return constant.BoolVal(v.c), true
	}
	return false, false
}

// selfAppend recognizes v = append(v, xs...) and returns the elements it
// adds.
func (f *finder) selfAppend(v *types.Var, rhs ast.Expr, ctx *fnCtx) ([]*val, bool) {
	call, ok := ast.Unparen(rhs).(*ast.CallExpr)
	if !ok || !f.isBuiltin(call, "append") || len(call.Args) == 0 {
		return nil, false
	}
	id, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	if !ok || f.pass.TypesInfo.Uses[id] != v {
		return nil, false
	}
	return f.appended(call, ctx), true
}

// appended returns the elements an append call adds.
func (f *finder) appended(call *ast.CallExpr, ctx *fnCtx) []*val {
	var out []*val
	if call.Ellipsis.IsValid() {
		if len(call.Args) == 2 {
			x := f.eval(call.Args[1], ctx)
			if x.kind == vSlice {
				return x.elems
			}
			return []*val{withSite(f.sel(x, "[]"), call.Pos())}
		}
		return nil
	}
	for _, a := range call.Args[1:] {
		out = append(out, withSite(f.eval(a, ctx), a.Pos()))
	}
	return out
}

func (f *finder) isBuiltin(call *ast.CallExpr, name string) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	b, ok := f.pass.TypesInfo.Uses[id].(*types.Builtin)
	return ok && b.Name() == name
}

// eval returns the value of e, read in ctx.
func (f *finder) eval(e ast.Expr, ctx *fnCtx) *val {
	if e == nil {
		return nilVal
	}
	if v, ok := f.vals[e]; ok {
		if v == nil {
			return unknown(e, "a value that depends on itself")
		}
		return v
	}
	f.vals[e] = nil // in progress
	v := f.eval1(e, ctx)
	if v.expr == nil && v.kind != vNil {
		c := *v
		c.expr = e
		v = &c
	}
	f.vals[e] = v
	return v
}

func (f *finder) eval1(e ast.Expr, ctx *fnCtx) *val {
	info := f.pass.TypesInfo
	if tv, ok := info.Types[e]; ok {
		if tv.Value != nil {
			return f.constVal(e, tv.Value)
		}
		if tv.IsNil() {
			return nilVal
		}
	}
	switch e := e.(type) {
	case *ast.ParenExpr:
		return f.eval(e.X, ctx)
	case *ast.StarExpr:
		return f.eval(e.X, ctx)
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			return f.eval(e.X, ctx)
		}
	case *ast.Ident:
		return f.ident(e, info.Uses[e], ctx)
	case *ast.SelectorExpr:
		if s, ok := info.Selections[e]; ok {
			if s.Kind() == types.FieldVal {
				return f.sel(f.eval(e.X, ctx), e.Sel.Name)
			}
			return unknown(e, "a method value")
		}
		return f.ident(e, info.Uses[e.Sel], ctx) // a qualified identifier
	case *ast.CompositeLit:
		return f.composite(e, ctx)
	case *ast.CallExpr:
		return f.call(e, ctx)
	case *ast.IndexExpr:
		if _, isInst := info.Instances[indexed(e)]; !isInst {
			x := f.sel(f.eval(e.X, ctx), "[]")
			if x.kind == vEach {
				x = &val{kind: vAlts, expr: e, elems: x.elems}
			}
			return x
		}
	case *ast.TypeAssertExpr:
		return f.eval(e.X, ctx)
	case *ast.FuncLit:
		if v := f.optionLit(e, ctx); v != nil {
			return v
		}
		return &val{kind: vUnknown, expr: e, why: "a func literal"}
	case *ast.BinaryExpr:
		x, y := f.eval(e.X, ctx), f.eval(e.Y, ctx)
		if e.Op == token.ADD && (deps(x) || deps(y)) {
			return &val{kind: vConcat, expr: e, elems: []*val{x, y}}
		}
		return unknown(e, "an expression mcpvet does not follow")
	}
	return unknown(e, "an expression mcpvet does not follow")
}

// concat folds a string concatenation whose operands are known.
func concat(v *val) *val {
	var b strings.Builder
	for _, x := range v.elems {
		if x == nil || x.kind != vConst || x.c.Kind() != constant.String {
			return unknown(v.expr, "a concatenation of a value mcpvet does not follow")
		}
		b.WriteString(constant.StringVal(x.c))
	}
	return &val{kind: vConst, expr: v.expr, c: constant.MakeString(b.String())}
}

// indexed is the identifier a generic instantiation names, or nil.
func indexed(e *ast.IndexExpr) *ast.Ident {
	switch x := ast.Unparen(e.X).(type) {
	case *ast.Ident:
		return x
	case *ast.SelectorExpr:
		return x.Sel
	}
	return nil
}

// constVal is a constant, with the literal it is written as in this
// package (for a constant of this package, the literal of its
// declaration, which a suggested fix edits).
func (f *finder) constVal(e ast.Expr, c constant.Value) *val {
	if c.Kind() != constant.String && c.Kind() != constant.Bool {
		// A number: an argument of an mcp-go option (mcp.Min(1)).
		if x, ok := constJSON(c); ok {
			return &val{kind: vJSON, expr: e, json: x}
		}
		return &val{kind: vUnknown, expr: e, why: "a constant that is not a string"}
	}
	v := &val{kind: vConst, expr: e, c: c}
	switch x := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		v.lit = x
	case *ast.Ident:
		if k, ok := f.pass.TypesInfo.Uses[x].(*types.Const); ok && k.Pkg() == f.pass.Pkg {
			v.lit = f.constLiteral(k)
		}
	}
	return v
}

// ident is the value of a variable.
func (f *finder) ident(e ast.Expr, obj types.Object, ctx *fnCtx) *val {
	if fn, ok := obj.(*types.Func); ok {
		return &val{kind: vFunc, expr: e, fn: fn}
	}
	v, ok := obj.(*types.Var)
	if !ok {
		return unknown(e, "an expression mcpvet does not follow")
	}
	if ctx != nil {
		if i, ok := ctx.params[v]; ok {
			p := &val{kind: vParam, param: i, expr: e}
			if fields := f.paramFields(ctx, v); len(fields) > 0 && isToolType(v.Type()) {
				// The function changes fields of the tool it is given.
				tv := &toolVal{lib: toolLibOf(v.Type()), base: p}
				return override(&val{kind: vTool, expr: e, tool: tv}, fields)
			}
			return p
		}
		if ctx.litParams[v] {
			return unknown(e, "a parameter of a func literal")
		}
	}
	if v.Pkg() != f.pass.Pkg {
		var fact ToolVarFact
		if v.Pkg() != nil && f.wrapperPkgs[v.Pkg()] && f.pass.ImportObjectFact(v, &fact) {
			if x := fact.Val.val(); x != nil {
				x.expr = e
				return x
			}
		}
		return unknown(e, "a variable of package "+v.Pkg().Name())
	}
	// //go:embed desc.txt: the compiler gives the variable the file's
	// text (a declaration without a value, which nothing else assigns).
	if v.Parent() == f.pass.Pkg.Scope() && f.onlyZero(v) {
		if text, _, ok := passutil.EmbeddedString(f.pass, v); ok {
			return &val{kind: vConst, expr: e, c: constant.MakeString(text)}
		}
	}
	if len(f.assignsOf(v)) == 0 && v.Parent() == f.pass.Pkg.Scope() {
		return unknown(e, "a variable never assigned a tool")
	}
	if v.Parent() != f.pass.Pkg.Scope() {
		if as, ok := f.reaching(v, e); ok {
			return f.byName(v, e, f.assignsVal(v, f.inOrder(as), e))
		}
		return f.byName(v, e, f.varVal(v, e))
	}
	return f.varVal(v, e)
}

// onlyZero reports whether a variable is only ever declared, without a
// value.
func (f *finder) onlyZero(v *types.Var) bool {
	for _, a := range f.assignsOf(v) {
		if !a.zero {
			return false
		}
	}
	return true
}

// paramFields are the assignments to fields of a parameter.
func (f *finder) paramFields(ctx *fnCtx, v *types.Var) map[string][]*val {
	out := map[string][]*val{}
	for _, a := range f.assignsOf(v) {
		if a.field != "" && a.ctx == ctx {
			if x := f.eval(a.rhs, a.ctx); x.kind != vNil {
				out[a.field] = append(out[a.field], x)
			}
		}
	}
	return out
}

// composite is the value of a composite literal.
func (f *finder) composite(e *ast.CompositeLit, ctx *fnCtx) *val {
	t := f.pass.TypesInfo.TypeOf(e)
	if t == nil {
		return unknown(e, "an ill-typed literal")
	}
	if lib := toolLibOf(t); lib != 0 {
		tv := &toolVal{lib: lib, style: mcptool.SDKTool, at: e}
		if lib == markLib {
			tv.style = mcptool.MarkTool
		}
		for _, elt := range e.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if k, ok := kv.Key.(*ast.Ident); ok {
				if r, ok := roleOf(lib, k.Name); ok {
					tv.roles[r] = f.eval(kv.Value, ctx)
				}
			}
		}
		// A literal in a loop over a collection (Name: t.Name) is a tool
		// for each element.
		return zip(&val{kind: vTool, expr: e, tool: tv})
	}
	if fact := f.toolType(t); fact != nil {
		return f.ownToolVal(e, fact, ctx)
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		v := &val{kind: vStruct, expr: e, fields: map[string]*val{}}
		for i, elt := range e.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if k, ok := kv.Key.(*ast.Ident); ok {
					v.fields[k.Name] = f.eval(kv.Value, ctx)
				}
			} else if i < u.NumFields() {
				v.fields[u.Field(i).Name()] = f.eval(elt, ctx)
			}
		}
		return v
	case *types.Slice, *types.Array, *types.Map:
		v := &val{kind: vSlice, expr: e}
		for _, elt := range e.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			v.elems = append(v.elems, withSite(f.eval(elt, ctx), elt.Pos()))
		}
		return v
	}
	return unknown(e, "a literal mcpvet does not follow")
}

// call is the value of a call: of a mark3labs NewTool or option, of a
// function whose results mcpfacts knows (a summary of this package, a
// WrapperFact of another), a conversion, an append.
func (f *finder) call(e *ast.CallExpr, ctx *fnCtx) *val {
	info := f.pass.TypesInfo
	if tv, ok := info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
		return f.eval(e.Args[0], ctx) // a conversion
	}
	switch {
	case f.isBuiltin(e, "append") && len(e.Args) > 0:
		v := &val{kind: vSlice, expr: e}
		if x := f.eval(e.Args[0], ctx); x.kind == vSlice {
			v.elems = append(v.elems, x.elems...)
		}
		v.elems = append(v.elems, f.appended(e, ctx)...)
		return v
	case f.isBuiltin(e, "new") && len(e.Args) == 1:
		if tv, ok := info.Types[e.Args[0]]; ok && !tv.IsType() {
			return f.eval(e.Args[0], ctx) // new(expr), Go 1.26
		}
		return nilVal
	}
	if c := f.calledClosure(e); c != nil {
		return f.closureResult(e, c, 0, ctx)
	}
	fn, ok := typeutil.Callee(info, e).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return f.funcValueResult(e, 0, ctx)
	}
	if fn.Pkg().Path() == knowledge.MarkMCPPath {
		if v := f.markCall(e, fn, ctx); v != nil {
			return v
		}
	}
	if isPtrHelper(fn) && len(e.Args) == 1 {
		return f.eval(e.Args[0], ctx) // ptr.To(true): a pointer to its argument
	}
	if v := f.invopopCall(e, fn, ctx); v != nil {
		return v
	}
	if arg, ok := f.wrappedHandler(e, fn); ok {
		return f.eval(arg, ctx)
	}
	return f.result(e, fn, 0, ctx)
}

// wrappedHandler is the argument that a call of a handler middleware of
// this package wraps: a function that takes one handler and returns one
// (isHandlerShape), whose body calls the handler it takes
// (instrumentHandler(s, handler), which returns a closure that records
// the call and calls handler with the same request). The tool's handler
// is the one wrapped: what the model sends reaches it.
func (f *finder) wrappedHandler(e *ast.CallExpr, fn *types.Func) (ast.Expr, bool) {
	fn = fn.Origin()
	ctx := f.decls[fn]
	if ctx == nil || ctx.decl == nil || ctx.decl.Body == nil {
		return nil, false
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Results().Len() != 1 || !isHandlerShape(sig.Results().At(0).Type()) || sig.Variadic() {
		return nil, false
	}
	idx := -1
	for i := range sig.Params().Len() {
		if isHandlerShape(sig.Params().At(i).Type()) {
			if idx >= 0 {
				return nil, false // two handlers: which one is the tool's
			}
			idx = i
		}
	}
	if idx < 0 || idx >= len(e.Args) {
		return nil, false
	}
	param := sig.Params().At(idx)
	called := false
	ast.Inspect(ctx.decl.Body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			if id, ok := ast.Unparen(c.Fun).(*ast.Ident); ok && f.pass.TypesInfo.Uses[id] == param {
				called = true
			}
		}
		return !called
	})
	return e.Args[idx], called
}

// tupleElem is the value of element idx of a tuple: a result of a call,
// or the value of a comma-ok expression.
func (f *finder) tupleElem(rhs ast.Expr, idx int, ctx *fnCtx) *val {
	call, ok := ast.Unparen(rhs).(*ast.CallExpr)
	if !ok {
		if idx == 0 {
			return f.eval(rhs, ctx) // v, ok := m[k], x.(T)
		}
		return unknown(rhs, "the second value of a comma-ok expression")
	}
	if c := f.calledClosure(call); c != nil {
		return f.closureResult(call, c, idx, ctx)
	}
	fn, ok := typeutil.Callee(f.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return f.funcValueResult(call, idx, ctx)
	}
	if idx == 0 {
		if v := f.invopopCall(call, fn, ctx); v != nil {
			return v // json.Marshal's bytes
		}
	}
	return f.result(call, fn, idx, ctx)
}

// funcValueResult is result idx of a call of a func value: a parameter
// of the function being read (a factory its caller passes), or a
// function.
func (f *finder) funcValueResult(call *ast.CallExpr, idx int, ctx *fnCtx) *val {
	fv := f.eval(call.Fun, ctx)
	switch fv.kind {
	case vParam, vFunc:
		return f.sel(fv, "()"+strconv.Itoa(idx))
	}
	return unknown(call, "the result of a call of a func value")
}

// markCall is the value of a call of mark3labs' mcp package: NewTool and
// the ToolOptions (those that shape a schema in markSchemaCall); nil for
// other functions.
func (f *finder) markCall(e *ast.CallExpr, fn *types.Func, ctx *fnCtx) *val {
	arg := func(i int) *val {
		if i < len(e.Args) {
			return f.eval(e.Args[i], ctx)
		}
		return nilVal
	}
	opt := func(r role, v *val) *val { return &val{kind: vOption, expr: e, opt: &option{r, v}} }
	if v := f.markSchemaCall(e, fn, ctx); v != nil {
		return v
	}
	switch fn.Name() {
	case "NewTool", "NewToolWithRawSchema":
		if len(e.Args) == 0 || fn.Name() == "NewToolWithRawSchema" && len(e.Args) != 3 {
			return nil
		}
		// args are NewTool's: the name, then the options; or
		// NewToolWithRawSchema's name, description and schema.
		var args []*val
		if fn.Name() == "NewToolWithRawSchema" {
			args = []*val{arg(0), arg(1), f.argVal(e.Args[2], ctx)}
		} else if e.Ellipsis.IsValid() && len(e.Args) == 2 {
			args = []*val{arg(0), arg(1)}
		} else {
			for i := range e.Args {
				args = append(args, arg(i))
			}
		}
		build := func(args []*val) *val {
			tv := &toolVal{lib: markLib, style: mcptool.MarkNewTool, at: e}
			tv.roles[rName] = args[0]
			// The schema mcp-go starts from: NewTool's empty object, or
			// the raw schema given.
			tv.roles[rInput] = &val{kind: vSchema, expr: e}
			if fn.Name() == "NewToolWithRawSchema" {
				tv.roles[rDescription] = args[1]
				tv.roles[rInput].elems = []*val{{kind: vSchemaOp, expr: e, mark: fn.Name(), elems: []*val{args[2]}}}
			} else {
				applyOptions(tv, args[1:])
			}
			return &val{kind: vTool, expr: e, tool: tv}
		}
		v := build(args)
		if rows := eachIn(args); rows != nil {
			// NewTool(row.name, row.opts...) in a loop over a table: a
			// tool for each row, built from that row's values only (the
			// options of all rows would make one schema of them all).
			v = &val{kind: vEach, expr: e}
			for i, row := range rows.elems {
				picked := make([]*val, len(args))
				for j, a := range args {
					picked[j] = pickRow(a, rows, i)
				}
				v.elems = append(v.elems, withSite(build(picked), row.site))
			}
		}
		if !f.nameDeps(v) {
			if v.kind == vEach {
				for _, row := range v.elems {
					f.declare(row, e, nil, ctx)
				}
			} else {
				f.declare(v, e, nil, ctx)
			}
		}
		return v
	case "WithDescription":
		return opt(rDescription, arg(0))
	case "WithTitleAnnotation", "WithToolTitle":
		return opt(rTitle, arg(0))
	case "WithToolIcons", "WithTaskSupport", "WithDeferLoading":
		// Options that touch neither the schemas nor what mcpvet reads.
		return nilVal
	case "WithReadOnlyHintAnnotation":
		return opt(rReadOnly, arg(0))
	case "WithDestructiveHintAnnotation":
		return opt(rDestructive, arg(0))
	case "WithIdempotentHintAnnotation":
		return opt(rIdempotent, arg(0))
	case "WithOpenWorldHintAnnotation":
		return opt(rOpenWorld, arg(0))
	case "WithToolAnnotation":
		return opt(rAnnotations, arg(0))
	}
	return nil
}

// eachIn returns the first collection whose elements a range loop
// ranges over (vEach) among vs and what they are built of: the rows of a
// table when vs are read in a loop over it.
func eachIn(vs []*val) *val {
	for _, v := range vs {
		if r := eachOf(v, 0); r != nil {
			return r
		}
	}
	return nil
}

// maxPickDepth bounds how deep eachOf and pickRow look into a value.
const maxPickDepth = 8

func eachOf(v *val, depth int) *val {
	if v == nil || depth > maxPickDepth {
		return nil
	}
	switch v.kind {
	case vEach:
		if len(v.elems) > 0 {
			return v
		}
	case vOption:
		return eachOf(v.opt.v, depth+1)
	case vSlice, vAlts, vConcat, vSchema, vSchemaOp, vPropOpt:
		for _, e := range v.elems {
			if r := eachOf(e, depth+1); r != nil {
				return r
			}
		}
	}
	return nil
}

// pickRow is v with every value read from the rows of the collection
// rows (a vEach of the same expression and length) replaced by what row
// i gives.
func pickRow(v, rows *val, i int) *val {
	return pickRowAt(v, rows, i, 0)
}

func pickRowAt(v, rows *val, i, depth int) *val {
	if v == nil || depth > maxPickDepth {
		return v
	}
	switch v.kind {
	case vEach:
		if v.expr == rows.expr && len(v.elems) == len(rows.elems) {
			return v.elems[i]
		}
	case vOption:
		if x := pickRowAt(v.opt.v, rows, i, depth+1); x != v.opt.v {
			c := *v
			c.opt = &option{v.opt.role, x}
			return &c
		}
		return v
	}
	switch v.kind {
	case vEach, vSlice, vAlts, vConcat, vSchema, vSchemaOp, vPropOpt:
		var elems []*val
		for j, e := range v.elems {
			if x := pickRowAt(e, rows, i, depth+1); x != e {
				if elems == nil {
					elems = slices.Clone(v.elems)
				}
				elems[j] = x
			}
		}
		if elems != nil {
			c := *v
			c.elems = elems
			if c.kind == vConcat && !deps(&c) {
				return concat(&c)
			}
			return &c
		}
	}
	return v
}

// applyOptions applies mark3labs options to a tool: those it knows set a
// role; a parameter of the function being read is kept, to be applied
// where its caller's options are known.
func applyOptions(tv *toolVal, opts []*val) {
	for _, o := range opts {
		switch o.kind {
		case vOption:
			if x := o.opt.v; x != nil && x.kind == vSchemaOp && o.opt.role == rInput {
				if o.when != nil {
					c := *x
					c.when, c.whenNot = o.when, o.whenNot
					x = &c
				}
				tv.roles[rInput] = addSchemaOp(tv.roles[rInput], x)
				continue
			}
			tv.roles[o.opt.role] = o.opt.v
		case vSlice, vEach:
			applyOptions(tv, o.elems)
		case vParam:
			tv.opts = append(tv.opts, o)
		case vNil:
		default:
			// An option mcpvet cannot read may shape the schema: the
			// schema is then not known.
			if in := tv.roles[rInput]; in != nil && in.kind == vSchema {
				tv.roles[rInput] = addSchemaOp(in, o)
			}
		}
	}
}

// isToolType reports whether t is, or points to, a Tool of the go-sdk or
// of mark3labs.
func isToolType(t types.Type) bool { return toolLibOf(t) != 0 }

func toolLibOf(t types.Type) toolLib {
	switch pkg, name := knowledge.Named(knowledge.Deref(t)); {
	case pkg == knowledge.SDKPath && name == "Tool":
		return sdkLib
	case pkg == knowledge.MarkMCPPath && name == "Tool":
		return markLib
	}
	return 0
}

// holdsTool reports whether values of t can carry a tool: a Tool, a
// struct with a field that can, a slice, array or map of such values.
func (f *finder) holdsTool(t types.Type) bool {
	if b, ok := f.holds.At(t).(bool); ok {
		return b
	}
	b := f.holdsTool1(t, map[types.Type]bool{})
	f.holds.Set(t, b)
	return b
}

func (f *finder) holdsTool1(t types.Type, seen map[types.Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	if isToolType(t) || f.toolType(t) != nil {
		return true
	}
	if n, ok := types.Unalias(t).(*types.Named); ok && f.sealedHoldsTool(n) {
		return true
	}
	switch u := knowledge.Deref(t).Underlying().(type) {
	case *types.Struct:
		for i := range u.NumFields() {
			if f.holdsTool1(u.Field(i).Type(), seen) {
				return true
			}
		}
	case *types.Slice:
		return f.holdsTool1(u.Elem(), seen)
	case *types.Array:
		return f.holdsTool1(u.Elem(), seen)
	case *types.Map:
		return f.holdsTool1(u.Elem(), seen)
	}
	return false
}

// isToolOption reports whether t is mark3labs' ToolOption.
func isToolOption(t types.Type) bool {
	pkg, name := knowledge.Named(t)
	return pkg == knowledge.MarkMCPPath && name == "ToolOption"
}

// isPtrHelper reports whether fn is func[T any](v T) *T, the helper
// servers write hints with (k8s.io/utils/ptr.To, jsonschema.Ptr): its
// result points to its argument.
func isPtrHelper(fn *types.Func) bool {
	sig, ok := fn.Origin().Type().(*types.Signature)
	if !ok || sig.Recv() != nil || sig.TypeParams().Len() != 1 || sig.Params().Len() != 1 || sig.Results().Len() != 1 {
		return false
	}
	tp := sig.TypeParams().At(0)
	p, ok := sig.Results().At(0).Type().(*types.Pointer)
	return ok && sig.Params().At(0).Type() == types.Type(tp) && p.Elem() == types.Type(tp)
}
