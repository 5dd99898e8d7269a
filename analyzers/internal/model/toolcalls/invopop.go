package toolcalls

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/schema/invopopdialect"
	"github.com/mcpvet/mcpvet/schema/mcpgodialect"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

// A server can build a tool's input schema at run time with
// github.com/invopop/jsonschema's Reflector over the argument type of its
// handler, then repack the result into mcp-go's ToolArgumentsSchema and
// marshal it into RawInputSchema. The values of that pipeline are
// vInvopop vals, one stage after another:
//
//	reflect.TypeOf(h), reflect.ValueOf(h).Type(), .In(i)  invType
//	r.ReflectFromType(t), r.Reflect(v)                    invSchema
//	s.Type, s.Required, s.Properties                      invPart
//	m[p.Key] = p.Value over s.Properties.Oldest()/Next()  invProps
//	json.Marshal(mcp.ToolArgumentsSchema{…})              invMarshal
//
// The type is known at a call (a type argument, the static type of a func
// argument), so each stage is kept in terms of the function's parameters
// until it is: the value parameter whose dynamic type it is (param), or
// the type parameter (tparam). schema/invopopdialect computes the schema
// once the type is concrete. A step outside these is a vUnknown with the
// reason, as anywhere else.

type invStage uint8

const (
	invType invStage = iota + 1
	invSchema
	invPart
	invProps
	invMarshal
)

// invopopVal is a vInvopop's content.
type invopopVal struct {
	stage invStage
	opts  invopopdialect.Options
	// typ is the type, once known; else param or tparam says where it
	// comes from (-1 for neither), and steps are the In(i) still to take.
	typ    types.Type
	param  int
	tparam int
	steps  []int
	part   string // invPart: Type, Required, Properties
	// fields are the ToolArgumentsSchema's fields (invMarshal), by Go name.
	fields map[string]*val
}

func (iv *invopopVal) pending() bool { return iv.typ == nil && (iv.param >= 0 || iv.tparam >= 0) }

func invDeps(v *val) bool {
	if v.inv.stage == invMarshal {
		for _, x := range v.inv.fields {
			if deps(x) {
				return true
			}
		}
		return false
	}
	return v.inv.pending()
}

// isInvopopSchema reports whether t is *jsonschema.Schema.
func isInvopopSchema(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == knowledge.InvopopPath && n.Obj().Name() == "Schema"
}

// invopopCall is the value of a call of the pipeline's functions, nil for
// any other call.
func (f *finder) invopopCall(e *ast.CallExpr, fn *types.Func, ctx *fnCtx) *val {
	info := f.pass.TypesInfo
	recv := func() *val {
		if s, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok {
			return f.eval(s.X, ctx)
		}
		return nil
	}
	switch path := fn.Pkg().Path(); {
	case path == "reflect" && (fn.Name() == "TypeOf" || fn.Name() == "ValueOf") && len(e.Args) == 1:
		return f.typeOfArg(e.Args[0], ctx)
	case path == "reflect" && fn.Name() == "Type" && isMethod(fn):
		if r := recv(); r != nil && r.kind == vInvopop && r.inv.stage == invType {
			return r
		}
		return nil
	case path == "reflect" && fn.Name() == "In" && isMethod(fn) && len(e.Args) == 1:
		r := recv()
		if r == nil || r.kind != vInvopop || r.inv.stage != invType {
			return nil
		}
		tv, ok := info.Types[e.Args[0]]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
			return unknown(e, "reflect.Type.In of a non-constant index")
		}
		i, _ := strconv.Atoi(tv.Value.ExactString())
		iv := *r.inv
		iv.steps = append(append([]int(nil), iv.steps...), i)
		return f.settle(&val{kind: vInvopop, expr: e, inv: &iv}, ctx)
	case path == knowledge.InvopopPath && (fn.Name() == "ReflectFromType" || fn.Name() == "Reflect") && isMethod(fn) && len(e.Args) == 1:
		if knowledge.ModuleVersion(f.pass.Fset.Position(fn.Pos()).Filename, knowledge.InvopopPath) != invopopdialect.Release {
			// The version is read from the module cache's path, as
			// mcp-go's is: a vendored copy names none.
			return unknown(e, "an invopop/jsonschema that is not "+invopopdialect.Release+" (the release mcpvet models)")
		}
		opts, why := f.reflectorOptions(recv())
		if why != "" {
			return unknown(e, why)
		}
		t := f.eval(e.Args[0], ctx)
		if fn.Name() == "Reflect" {
			t = f.typeOfArg(e.Args[0], ctx)
		}
		if t.kind != vInvopop || t.inv.stage != invType {
			return unknown(e, "the schema invopop/jsonschema reflects from a type mcpvet does not follow ("+whyNot(t)+")")
		}
		iv := *t.inv
		iv.stage, iv.opts = invSchema, opts
		return &val{kind: vInvopop, expr: e, inv: &iv}
	case path == "encoding/json" && fn.Name() == "Marshal" && len(e.Args) == 1:
		x := f.eval(e.Args[0], ctx)
		t := info.TypeOf(e.Args[0])
		if x.kind != vStruct || !isArgumentsSchema(t) || !hasInvopop(x) {
			return nil
		}
		return &val{kind: vInvopop, expr: e, inv: &invopopVal{stage: invMarshal, param: -1, tparam: -1, fields: x.fields}}
	}
	return nil
}

// isArgumentsSchema reports whether t is mcp-go's ToolArgumentsSchema or
// ToolInputSchema, whose MarshalJSON the fold models.
func isArgumentsSchema(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != knowledge.MarkMCPPath {
		return false
	}
	return n.Obj().Name() == "ToolArgumentsSchema" || n.Obj().Name() == "ToolInputSchema"
}

func hasInvopop(x *val) bool {
	for _, v := range x.fields {
		if v != nil && v.kind == vInvopop {
			return true
		}
	}
	return false
}

// typeOfArg is the reflect.Type of an argument: its static type unless
// that is an interface, whose dynamic type is the caller's argument's.
func (f *finder) typeOfArg(arg ast.Expr, ctx *fnCtx) *val {
	t := f.pass.TypesInfo.TypeOf(arg)
	if t == nil {
		return unknown(arg, "an ill-typed expression")
	}
	if types.IsInterface(t) {
		x := f.eval(arg, ctx)
		if x.kind == vParam && len(x.path) == 0 {
			return &val{kind: vInvopop, expr: arg, inv: &invopopVal{stage: invType, param: x.param, tparam: -1}}
		}
		return unknown(arg, "the dynamic type of an interface value")
	}
	return f.settle(&val{kind: vInvopop, expr: arg, inv: &invopopVal{stage: invType, typ: t, param: -1, tparam: -1}}, ctx)
}

// settle takes the In steps of a known type and turns a type parameter of
// the function being read into its index.
func (f *finder) settle(v *val, ctx *fnCtx) *val {
	iv := v.inv
	if iv.typ == nil {
		return v
	}
	t := iv.typ
	for _, i := range iv.steps {
		sig, ok := t.Underlying().(*types.Signature)
		if !ok || i >= sig.Params().Len() {
			return unknown(v.expr, "reflect.Type.In of "+t.String()+", which has no parameter "+strconv.Itoa(i))
		}
		t = sig.Params().At(i).Type()
	}
	out := *iv
	out.steps, out.typ = nil, t
	if tp := ctx.typeParam(t); tp >= 0 {
		out.typ, out.tparam = nil, tp
	} else if hasTypeParam(t) {
		return unknown(v.expr, "a reflected type built from type parameters")
	}
	return &val{kind: vInvopop, expr: v.expr, inv: &out}
}

func hasTypeParam(t types.Type) bool {
	switch t := types.Unalias(t).(type) {
	case *types.TypeParam:
		return true
	case *types.Named:
		if args := t.TypeArgs(); args != nil {
			for i := range args.Len() {
				if hasTypeParam(args.At(i)) {
					return true
				}
			}
		}
	case *types.Pointer:
		return hasTypeParam(t.Elem())
	case *types.Slice:
		return hasTypeParam(t.Elem())
	case *types.Map:
		return hasTypeParam(t.Key()) || hasTypeParam(t.Elem())
	case *types.Signature:
		for i := range t.Params().Len() {
			if hasTypeParam(t.Params().At(i).Type()) {
				return true
			}
		}
	}
	return false
}

// substInv is a vInvopop of a wrapper at a call: the parameter its type
// comes from replaced by what the call gives.
func (f *finder) substInv(v *val, a *callArgs) *val {
	iv := *v.inv
	if iv.stage == invMarshal {
		iv.fields = map[string]*val{}
		for k, x := range v.inv.fields {
			iv.fields[k] = f.subst(x, a)
		}
		return &val{kind: vInvopop, expr: v.expr, inv: &iv}
	}
	switch {
	case iv.param >= 0:
		e := a.expr(iv.param)
		if e == nil {
			return unknown(v.expr, "an argument mcpvet does not find")
		}
		t := f.pass.TypesInfo.TypeOf(e)
		if t == nil {
			return unknown(e, "an ill-typed expression")
		}
		if types.IsInterface(t) {
			x := a.at(iv.param)
			if x.kind == vParam && len(x.path) == 0 {
				iv.param = x.param
				return &val{kind: vInvopop, expr: v.expr, inv: &iv}
			}
			return unknown(e, "the dynamic type of an interface value")
		}
		iv.param, iv.typ = -1, t
	case iv.tparam >= 0:
		targs := f.typeArgs(a.call)
		if iv.tparam >= len(targs) {
			return unknown(v.expr, "a type argument mcpvet does not find")
		}
		iv.tparam, iv.typ = -1, targs[iv.tparam]
	}
	return f.settle(&val{kind: vInvopop, expr: v.expr, inv: &iv}, a.ctx)
}

// selInv selects a field of a reflected schema.
func selInv(v *val, field string) *val {
	if v.inv.stage != invSchema {
		return unknown(v.expr, "a field of a reflect.Type or a marshalled schema")
	}
	switch field {
	case "Type", "Required", "Properties":
		iv := *v.inv
		iv.stage, iv.part = invPart, field
		return &val{kind: vInvopop, expr: v.expr, inv: &iv}
	}
	return unknown(v.expr, "the field "+field+" of a reflected schema")
}

// reflectorOptions reads a jsonschema.Reflector built in place: its
// boolean options and the one Mapper the model knows; why says what is
// not followed.
func (f *finder) reflectorOptions(r *val) (invopopdialect.Options, string) {
	var o invopopdialect.Options
	if r == nil || r.kind != vStruct {
		return o, "an invopop/jsonschema Reflector mcpvet does not follow (" + whyNot(r) + ")"
	}
	for _, k := range sortedKeys(r.fields) {
		x := r.fields[k]
		if x == nil || x.kind == vNil {
			continue
		}
		if k == "Mapper" {
			lit, ok := x.expr.(*ast.FuncLit)
			if !ok || !f.interfaceMapper(lit) {
				return o, "the Reflector's Mapper, which mcpvet models only as interface types to {}"
			}
			o.InterfaceEmpty = true
			continue
		}
		var c any
		if x.kind == vConst {
			c = constant.Val(x.c)
		}
		if err := o.Set(k, c); err != nil {
			return o, err.Error()
		}
	}
	return o, ""
}

// interfaceMapper reports whether lit is
//
//	func(t reflect.Type) *jsonschema.Schema {
//		if t.Kind() == reflect.Interface {
//			return &jsonschema.Schema{Extras: map[string]any{}}
//		}
//		return nil
//	}
//
// the Mapper that writes {} for an interface type instead of true.
func (f *finder) interfaceMapper(lit *ast.FuncLit) bool {
	info := f.pass.TypesInfo
	if len(lit.Type.Params.List) != 1 || len(lit.Type.Params.List[0].Names) != 1 || len(lit.Body.List) != 2 {
		return false
	}
	param := info.Defs[lit.Type.Params.List[0].Names[0]]
	ifs, ok := lit.Body.List[0].(*ast.IfStmt)
	last, ok2 := lit.Body.List[1].(*ast.ReturnStmt)
	if !ok || !ok2 || ifs.Init != nil || ifs.Else != nil || len(last.Results) != 1 || !isNil(info, last.Results[0]) {
		return false
	}
	cond, ok := ifs.Cond.(*ast.BinaryExpr)
	if !ok || cond.Op != token.EQL {
		return false
	}
	call, ok := ast.Unparen(cond.X).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Kind" {
		return false
	}
	if id, ok := ast.Unparen(sel.X).(*ast.Ident); !ok || info.Uses[id] != param {
		return false
	}
	k, ok := info.Types[cond.Y]
	if !ok || k.Value == nil || k.Value.ExactString() != "20" { // reflect.Interface
		return false
	}
	if len(ifs.Body.List) != 1 {
		return false
	}
	ret, ok := ifs.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return false
	}
	u, ok := ret.Results[0].(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return false
	}
	cl, ok := u.X.(*ast.CompositeLit)
	if !ok || !isInvopopSchema(info.TypeOf(cl)) || len(cl.Elts) != 1 {
		return false
	}
	kv, ok := cl.Elts[0].(*ast.KeyValueExpr)
	if !ok {
		return false
	}
	if id, ok := kv.Key.(*ast.Ident); !ok || id.Name != "Extras" {
		return false
	}
	m, ok := kv.Value.(*ast.CompositeLit)
	return ok && len(m.Elts) == 0
}

// mapSet is an assignment m[k] = v.
type mapSet struct {
	ctx        *fnCtx
	key, value ast.Expr
}

// copiedProps is the value of a map variable filled, entry by entry, from
// a reflected schema's Properties walked with the ordered map's
// Oldest/Next (for p := s.Properties.Oldest(); p != nil; p = p.Next() {
// m[p.Key] = p.Value }), and made empty; nil when v is not such a map.
func (f *finder) copiedProps(v *types.Var, sets []mapSet) *val {
	info := f.pass.TypesInfo
	var src *val
	for _, s := range sets {
		k, ok1 := ast.Unparen(s.key).(*ast.SelectorExpr)
		x, ok2 := ast.Unparen(s.value).(*ast.SelectorExpr)
		if !ok1 || !ok2 || k.Sel.Name != "Key" || x.Sel.Name != "Value" {
			return nil
		}
		pair := varOfExpr(info, k.X)
		if pair == nil || pair != varOfExpr(info, x.X) {
			return nil
		}
		var from *val
		for _, a := range f.assignsOf(pair) {
			call, ok := ast.Unparen(a.rhs).(*ast.CallExpr)
			if !ok || a.idx >= 0 {
				return nil
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return nil
			}
			switch sel.Sel.Name {
			case "Next":
				if varOfExpr(info, sel.X) != pair {
					return nil
				}
			case "Oldest":
				from = f.eval(sel.X, a.ctx)
			default:
				return nil
			}
		}
		if from == nil || from.kind != vInvopop || from.inv.stage != invPart || from.inv.part != "Properties" {
			return nil
		}
		if src != nil && src != from {
			return nil
		}
		src = from
	}
	for _, a := range f.assignsOf(v) {
		call, ok := ast.Unparen(a.rhs).(*ast.CallExpr)
		if !ok || a.idx >= 0 || a.field != "" || a.opaque || a.option || a.rangeOf != nil || !f.isBuiltin(call, "make") {
			return nil
		}
	}
	iv := *src.inv
	iv.stage = invProps
	return &val{kind: vInvopop, expr: src.expr, inv: &iv}
}

func varOfExpr(info *types.Info, e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := info.ObjectOf(id).(*types.Var)
	return v
}

// invopopInput is the input schema a marshalled ToolArgumentsSchema
// gives, as the mcp-go release marshals it; why says what is not
// followed.
func (f *finder) invopopInput(v *val, rel mcpgodialect.Release) (json.RawMessage, string) {
	if v.inv.stage != invMarshal {
		return nil, "a reflected schema that is not marshalled into mcp-go's ToolArgumentsSchema"
	}
	if !rel.Arguments {
		return nil, "a ToolArgumentsSchema marshalled by this mcp-go: " + rel.ArgumentsWhy
	}
	var root *invopopdialect.Schema
	var rootErr error
	reflected := func(x *val) (*invopopdialect.Schema, string) {
		if x.inv.typ == nil {
			return nil, "a reflected type that depends on a parameter"
		}
		if root == nil && rootErr == nil {
			root, rootErr = invopopdialect.ReflectSchema(f.typesView().Type(x.inv.typ), x.inv.opts)
		}
		if rootErr != nil {
			return nil, "the schema invopop/jsonschema reflects from " + x.inv.typ.String() + ": " + rootErr.Error()
		}
		return root, ""
	}
	m := map[string]any{}
	var typ string
	var required []string
	props := map[string]any{}
	var first *val
	for _, k := range sortedKeys(v.inv.fields) {
		x := v.inv.fields[k]
		switch {
		case x == nil || x.kind == vNil:
			continue
		case x.kind == vInvopop:
			if first != nil && (first.inv.typ != x.inv.typ || first.inv.opts != x.inv.opts) {
				return nil, "fields reflected from different types"
			}
			first = x
			s, why := reflected(x)
			if why != "" {
				return nil, why
			}
			switch {
			case k == "Type" && x.inv.stage == invPart && x.inv.part == "Type":
				typ = s.Type()
			case k == "Required" && x.inv.stage == invPart && x.inv.part == "Required":
				required = s.Required()
			case k == "Properties" && x.inv.stage == invProps:
				names, raws, err := s.Properties()
				if err != nil {
					return nil, "a reflected property that does not marshal: " + err.Error()
				}
				for i, n := range names {
					props[n] = raws[i]
				}
			default:
				return nil, "the field " + k + " of ToolArgumentsSchema set from a part of a reflected schema mcpvet does not follow"
			}
		case k == "AdditionalProperties" && x.kind == vConst && x.c.Kind() == constant.Bool:
			m["additionalProperties"] = constant.BoolVal(x.c)
		case k == "Type" && x.kind == vConst && x.c.Kind() == constant.String:
			typ = constant.StringVal(x.c)
		default:
			return nil, "the field " + k + " of ToolArgumentsSchema (" + whyNot(x) + ")"
		}
	}
	// toolArgumentsSchemaMarshalJSON: type always, properties {} when nil,
	// required [] when empty.
	m["type"] = typ
	m["properties"] = props
	if required == nil {
		required = []string{}
	}
	m["required"] = required
	b, err := json.Marshal(m)
	if err != nil {
		return nil, "a schema that does not marshal"
	}
	return b, ""
}

// typesView is the package's go/types view of the schema rules.
func (f *finder) typesView() *typesview.View {
	if f.tview == nil {
		f.tview = typesview.NewView()
	}
	return f.tview
}

// invopopSchema folds the input schema of an mcp-go tool whose
// RawInputSchema is a marshalled invopop reflection.
func (f *finder) invopopSchema(t *mcptool.Tool, v *val) {
	m, rel, ok := f.markSchemaOf(t)
	if !ok {
		return
	}
	b, why := f.invopopInput(v, rel)
	if why != "" {
		m.Unfollowed = "the tool's input schema is " + why
		return
	}
	t.InputSchemaJSON = b
}

// InvopopFact is a vInvopop in a fact: only a stage whose type still
// comes from a parameter (a wrapper's), since a go/types type does not
// cross packages.
type InvopopFact struct {
	Stage  invStage               `json:"stage"`
	Opts   invopopdialect.Options `json:"opts"`
	Param  int                    `json:"param"`
	TParam int                    `json:"tparam"`
	Steps  []int                  `json:"steps,omitempty"`
	Part   string                 `json:"part,omitempty"`
}

func (f *finder) invopopFact(v *val, depth int) *ValFact {
	iv := v.inv
	out := &ValFact{Kind: vInvopop}
	if iv.stage == invMarshal {
		out.Inv = &InvopopFact{Stage: invMarshal, Param: -1, TParam: -1}
		out.Fields = map[string]*ValFact{}
		for k, x := range iv.fields {
			out.Fields[k] = f.valFact(x, depth+1)
		}
		return out
	}
	if !iv.pending() {
		return &ValFact{Kind: vUnknown, Why: "a type reflected by invopop/jsonschema in another package"}
	}
	out.Inv = &InvopopFact{Stage: iv.stage, Opts: iv.opts, Param: iv.param, TParam: iv.tparam, Steps: iv.steps, Part: iv.part}
	return out
}

func (v *ValFact) invopopVal() *val {
	if v.Inv == nil {
		return &val{kind: vUnknown, why: "an invopop/jsonschema reflection without its stage"}
	}
	iv := &invopopVal{stage: v.Inv.Stage, opts: v.Inv.Opts, param: v.Inv.Param, tparam: v.Inv.TParam, steps: v.Inv.Steps, part: v.Inv.Part}
	if iv.stage == invMarshal {
		iv.fields = map[string]*val{}
		for k, x := range v.Fields {
			iv.fields[k] = x.val()
		}
	}
	return &val{kind: vInvopop, inv: iv}
}
