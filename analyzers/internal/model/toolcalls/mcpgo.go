package toolcalls

import (
	"encoding/json"
	"go/ast"
	"go/types"
	"slices"
	"strconv"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/schema/invopopdialect"
	"github.com/mcpvet/mcpvet/schema/mcpgodialect"
)

// mark3labs mcp-go writes a tool's input schema from its options:
// mcp.NewTool("search", mcp.WithString("q", mcp.Required(),
// mcp.Description("…")), mcp.WithArray("tags", mcp.WithStringItems())).
// The options are values like any other here (vSchemaOp, vPropOpt, their
// arguments vJSON or constants), so that options built in helper
// functions, variables and, through facts, other packages are followed as
// tools are; where a tool is materialized, its options are handed to
// schema/mcpgodialect, which applies them as the mcp-go release of the
// module does (MCPGoSchema).

// propTypes are mcp-go's property options and the type each gives.
var propTypes = map[string]string{
	"WithString": "string", "WithNumber": "number", "WithInteger": "integer", "WithBoolean": "boolean",
	"WithObject": "object", "WithArray": "array", "WithAny": "",
}

// propKeys are the property options that set one key to their argument.
var propKeys = map[string]string{
	"Description": "description", "Title": "title",
	"DefaultString": "default", "DefaultNumber": "default", "DefaultBool": "default", "DefaultArray": "default",
	"Enum": "enum", "MaxLength": "maxLength", "MinLength": "minLength", "Pattern": "pattern",
	"Max": "maximum", "Min": "minimum", "MultipleOf": "multipleOf",
	"Properties": "properties", "AdditionalProperties": "additionalProperties",
	"MinProperties": "minProperties", "MaxProperties": "maxProperties", "PropertyNames": "propertyNames",
	"Items": "items", "MinItems": "minItems", "MaxItems": "maxItems", "UniqueItems": "uniqueItems",
	"Required": "required", "WithStringEnumItems": "items",
}

// itemTypes are the item options and the item type each gives.
var itemTypes = map[string]string{
	"WithStringItems": "string", "WithNumberItems": "number", "WithIntegerItems": "integer", "WithBooleanItems": "boolean",
}

// markSchemaCall is the value of a call of an mcp-go option that shapes
// the input schema, nil for other functions.
func (f *finder) markSchemaCall(e *ast.CallExpr, fn *types.Func, ctx *fnCtx) *val {
	name := fn.Name()
	op := func(v *val) *val { return &val{kind: vOption, expr: e, opt: &option{rInput, v}} }
	args := func() []*val {
		var out []*val
		for _, a := range e.Args {
			out = append(out, f.argVal(a, ctx))
		}
		return out
	}
	_, isProp := propTypes[name]
	_, isKey := propKeys[name]
	_, isItems := itemTypes[name]
	switch {
	case isProp, name == "WithRawInputSchema", name == "WithSchemaAdditionalProperties":
		return op(&val{kind: vSchemaOp, expr: e, mark: name, elems: args(), spread: e.Ellipsis.IsValid()})
	case name == "WithInputSchema", name == "WithOutputSchema":
		v := &val{kind: vSchemaOp, expr: e, mark: name}
		if id := calleeIdent(e); id != nil {
			if inst, ok := f.pass.TypesInfo.Instances[id]; ok && inst.TypeArgs.Len() == 1 {
				v.typ = inst.TypeArgs.At(0)
			}
		}
		if name == "WithOutputSchema" {
			return &val{kind: vOption, expr: e, opt: &option{rOutput, v}}
		}
		return op(v)
	case name == "WithRawOutputSchema":
		return &val{kind: vOption, expr: e, opt: &option{rOutput, &val{kind: vSchemaOp, expr: e, mark: name, elems: args()}}}
	case isKey, isItems:
		return &val{kind: vPropOpt, expr: e, mark: name, elems: args(), spread: e.Ellipsis.IsValid()}
	}
	return nil
}

// argVal is the value of an option's argument: folded to JSON when it is
// a constant or a literal of constants, else followed as any value.
func (f *finder) argVal(e ast.Expr, ctx *fnCtx) *val {
	if x, ok := f.fold(e, 0); ok {
		return &val{kind: vJSON, expr: e, json: x}
	}
	return f.eval(e, ctx)
}

// addSchemaOp appends an option to the schema a tool is built with.
func addSchemaOp(prev, op *val) *val {
	if prev == nil || prev.kind != vSchema {
		// Options applied to a tool not built by mcp.NewTool here (a
		// tool literal, a parameter): what they start from is not known.
		return &val{kind: vSchema, expr: op.expr, why: "options applied to a tool mcp.NewTool does not build here", elems: []*val{op}}
	}
	out := *prev
	out.elems = append(slices.Clip(prev.elems), op)
	return &out
}

// schemaDeps reports whether v is (or holds) a schema option whose
// arguments come from the parameters of the function it was read in:
// func str(name, desc string) mcp.ToolOption { return mcp.WithString(name, mcp.Description(desc)) }.
func schemaDeps(v *val) bool {
	if v == nil || !deps(v) {
		return false
	}
	switch v.kind {
	case vOption, vPropOpt, vSchemaOp:
		return true
	case vInvopop:
		return invDeps(v)
	case vSlice, vEach, vAlts:
		return slices.ContainsFunc(v.elems, schemaDeps)
	}
	return false
}

// markSchemaOf gives t the mcp-go schema record every fold of an mcp-go
// input schema fills, with the mcp-go release the module uses; ok is
// false, and the record says why, when the release is not one mcpvet
// models.
func (f *finder) markSchemaOf(t *mcptool.Tool) (m *mcptool.MCPGoSchema, rel mcpgodialect.Release, ok bool) {
	m = &mcptool.MCPGoSchema{}
	t.MCPGo = m
	t.InputSchemaGiven = true
	rel, err := f.mcpgoRelease()
	if err != nil {
		m.Unfollowed = err.Error()
		return m, rel, false
	}
	m.Release = rel.Version
	return m, rel, true
}

// markSchema folds the options of an mcp-go tool into its input schema.
func (f *finder) markSchema(t *mcptool.Tool, v *val) {
	m, rel, ok := f.markSchemaOf(t)
	if !ok {
		return
	}
	if v.why != "" {
		m.Unfollowed = v.why
		return
	}
	var opts []mcpgodialect.ToolOption
	var raw json.RawMessage
	fromRaw := false
	for i, o := range v.elems {
		if i == 0 && o.kind == vSchemaOp && o.mark == "NewToolWithRawSchema" {
			fromRaw = true
			raw = f.rawJSON(o, 0)
			if raw == nil {
				m.Unfollowed = "the raw schema of mcp.NewToolWithRawSchema is not a constant"
				return
			}
			continue
		}
		if o.kind == vNil {
			continue // appended on a branch the caller does not take
		}
		op := f.toolOption(o)
		opts = append(opts, op)
		if op.Kind == mcpgodialect.Property {
			p := mcptool.MCPGoProperty{Name: op.Name, Func: o.mark}
			if call, ok := o.expr.(*ast.CallExpr); ok && f.inPackage(call.Pos()) {
				p.Call = call
			}
			for _, po := range op.Options {
				p.Items = p.Items || po.Key == "items" || po.ItemType != ""
			}
			m.Properties = append(m.Properties, p)
		}
	}
	in := rel.NewTool(opts)
	if fromRaw {
		in = rel.NewToolWithRawSchema(raw, opts)
	}
	m.Unfollowed, m.Left, m.Err = in.Unfollowed, in.Left, in.Err
	t.InputSchemaJSON = in.JSON
}

// rawJSON is the JSON an argument gives as a raw schema, nil when it is
// not a constant.
func (f *finder) rawJSON(o *val, i int) json.RawMessage {
	if i >= len(o.elems) {
		return nil
	}
	x := jsonOf(o.elems[i])
	if _, unknown := x.(mcpgodialect.Unknown); unknown {
		return nil
	}
	if text, ok := x.(string); ok {
		// The parameter is a json.RawMessage: a string that reaches it
		// (var s = json.RawMessage(`{…}`), followed through the
		// conversion) is the JSON text itself.
		if !json.Valid([]byte(text)) {
			return nil
		}
		return json.RawMessage(text)
	}
	b, err := json.Marshal(x)
	if err != nil {
		return nil
	}
	return b
}

// toolOption folds one option of an mcp-go tool.
func (f *finder) toolOption(o *val) mcpgodialect.ToolOption {
	unfollowed := func(why string) mcpgodialect.ToolOption {
		return mcpgodialect.ToolOption{Kind: mcpgodialect.Unfollowed, Why: why}
	}
	if o.kind != vSchemaOp {
		return unfollowed("an option " + whyNot(o))
	}
	switch o.mark {
	case "WithRawInputSchema":
		raw := f.rawJSON(o, 0)
		if raw == nil {
			return unfollowed("the schema of mcp.WithRawInputSchema is not a constant")
		}
		return mcpgodialect.ToolOption{Kind: mcpgodialect.RawInput, Raw: raw}
	case "WithSchemaAdditionalProperties":
		if len(o.elems) == 0 {
			return unfollowed("mcp.WithSchemaAdditionalProperties without its argument")
		}
		return mcpgodialect.ToolOption{Kind: mcpgodialect.AdditionalProperties, Value: jsonOf(o.elems[0])}
	case "WithInputSchema":
		if o.typ == nil || f.res.View == nil {
			return unfollowed("mcp.WithInputSchema of a type mcpvet does not know")
		}
		if rel, err := f.mcpgoRelease(); err == nil && !rel.FromType {
			if rel.Invopop == nil {
				return unfollowed("mcp.WithInputSchema: " + rel.FromTypeWhy)
			}
			raw, why := f.invopopFromType(o.typ, rel.Invopop)
			if why != "" {
				return unfollowed("mcp.WithInputSchema[" + o.typ.String() + "]: " + why)
			}
			return mcpgodialect.ToolOption{Kind: mcpgodialect.FromType, Raw: raw}
		}
		r := mcpgodialect.SchemaFor(f.res.View.Type(o.typ))
		switch {
		case r.Err != nil:
			return mcpgodialect.ToolOption{Kind: mcpgodialect.FromType} // mcp-go gives up: nothing changes
		case r.JSON == nil:
			return unfollowed("mcp.WithInputSchema[" + o.typ.String() + "]: mcp-go rewrites its descriptions and enums from jsonschema tags, which mcpvet does not model")
		}
		return mcpgodialect.ToolOption{Kind: mcpgodialect.FromType, Raw: r.JSON}
	}
	typ, ok := propTypes[o.mark]
	if !ok || len(o.elems) == 0 {
		return unfollowed("an option mcpvet does not follow")
	}
	name := o.elems[0]
	s, isString := jsonOf(name).(string)
	if !isString {
		return unfollowed("the name of an mcp." + o.mark + " option " + whyNot(name))
	}
	return mcpgodialect.ToolOption{Kind: mcpgodialect.Property, Name: s, Type: typ, Options: propOptions(o.elems[1:])}
}

// invopopFromType is the schema an mcp-go option that reflects with
// invopop/jsonschema (as inv says its code does) writes for t; why says
// what is not followed.
func (f *finder) invopopFromType(t types.Type, inv *mcpgodialect.Invopop) (json.RawMessage, string) {
	if types.IsInterface(t) {
		// mcp-go reflects a zero T: a nil interface has no type.
		return nil, "the zero value of an interface type, from which invopop/jsonschema reflects nothing mcpvet models"
	}
	if inv.Version != invopopdialect.Release {
		return nil, "this mcp-go reflects with invopop/jsonschema " + inv.Version + ", not " + invopopdialect.Release + " (the release mcpvet models)"
	}
	s, err := invopopdialect.ReflectSchema(f.typesView().Type(t), inv.Options)
	if err != nil {
		return nil, "the schema invopop/jsonschema reflects: " + err.Error()
	}
	if inv.ClearVersion {
		s.ClearVersion()
	}
	raw, err := json.Marshal(s)
	if err != nil {
		return nil, "the schema invopop/jsonschema reflects does not marshal: " + err.Error()
	}
	return raw, ""
}

// propOptions folds property options: each a vPropOpt, or a collection
// of them.
func propOptions(vs []*val) []mcpgodialect.PropertyOption {
	var out []mcpgodialect.PropertyOption
	unknown := 0
	var add func(v *val)
	add = func(v *val) {
		switch {
		case v == nil || v.kind == vNil:
		case v.kind == vSlice || v.kind == vEach:
			for _, e := range v.elems {
				add(e)
			}
		case v.kind == vPropOpt:
			out = append(out, propOption(v))
		default:
			// An option mcpvet cannot read: which key it sets is not known.
			unknown++
			out = append(out, mcpgodialect.PropertyOption{Key: "(option " + strconv.Itoa(unknown) + ")", Value: mcpgodialect.Unknown{Why: "an option " + whyNot(v)}})
		}
	}
	for _, v := range vs {
		add(v)
	}
	return out
}

// propOption folds one property option.
func propOption(v *val) mcpgodialect.PropertyOption {
	p := mcpgodialect.PropertyOption{Func: v.mark}
	if t, ok := itemTypes[v.mark]; ok {
		p.ItemType = t
		p.ItemOptions = propOptions(v.elems)
		return p
	}
	p.Key = propKeys[v.mark]
	switch v.mark {
	case "Required":
		p.Value = true
	case "Enum":
		p.Value = list(v)
	case "WithStringEnumItems":
		var vals any = mcpgodialect.Unknown{Why: "no values"}
		if len(v.elems) > 0 {
			vals = jsonOf(v.elems[0])
		}
		p.Value = map[string]any{"type": "string", "enum": vals}
	default:
		p.Value = mcpgodialect.Unknown{Why: "no argument"}
		if len(v.elems) > 0 {
			p.Value = jsonOf(v.elems[0])
		}
	}
	return p
}

// list is the JSON array a variadic option's arguments give:
// Enum("a", "b") or Enum(values...).
func list(v *val) any {
	if v.spread && len(v.elems) == 1 {
		return jsonOf(v.elems[0])
	}
	out := []any{}
	for _, e := range v.elems {
		out = append(out, jsonOf(e))
	}
	return out
}

// jsonOf is the JSON value of an argument, mcpgodialect.Unknown when it is
// not a constant.
func jsonOf(v *val) any {
	if v == nil {
		return mcpgodialect.Unknown{Why: "no value"}
	}
	switch v.kind {
	case vJSON:
		return v.json
	case vConst:
		if x, ok := constJSON(v.c); ok {
			return x
		}
	case vSlice:
		out := []any{}
		for _, e := range v.elems {
			out = append(out, jsonOf(e))
		}
		return out
	case vNil:
		return nil
	}
	return mcpgodialect.Unknown{Why: whyNot(v)}
}

// whyNot says why a value is not followed.
func whyNot(v *val) string {
	switch {
	case v == nil:
		return "that is missing"
	case v.kind == vUnknown && v.why != "":
		return "is " + v.why
	case v.kind == vParam:
		return "comes from a parameter"
	case v.kind == vInvopop:
		return "is a stage of an invopop/jsonschema reflection mcpvet does not follow to its end"
	case v.kind == vAlts:
		return "is one of several values the code picks between"
	}
	return "is not a constant"
}

// mcpgoRelease is the mcp-go release the package builds with, as the
// code of its mcp package reads (Found.MCPGo), or why it is not known.
func (f *finder) mcpgoRelease() (mcpgodialect.Release, error) {
	return f.res.MCPGo, f.res.MCPGoErr
}

// carriesOption reports whether values of t can be mcp-go options: a
// ToolOption or PropertyOption, or a slice or array of them. A function
// returning one is summarized, so that options built in helpers are
// followed.
func carriesOption(t types.Type) bool {
	switch u := types.Unalias(t).(type) {
	case *types.Slice:
		return carriesOption(u.Elem())
	case *types.Array:
		return carriesOption(u.Elem())
	}
	pkg, name := knowledge.Named(t)
	return pkg == knowledge.MarkMCPPath && (name == "ToolOption" || name == "PropertyOption")
}

// hasSchemaOption reports whether v is, or holds, an mcp-go option that
// shapes the schema, which a fact carries to the packages that call the
// function returning it.
func hasSchemaOption(v *val) bool {
	if v == nil {
		return false
	}
	switch v.kind {
	case vOption:
		return v.opt.role == rInput && v.opt.v != nil && v.opt.v.kind == vSchemaOp
	case vPropOpt:
		return true
	case vSlice, vEach, vAlts:
		return slices.ContainsFunc(v.elems, hasSchemaOption)
	}
	return false
}

// optionLit is the value of a func literal of type mcp.ToolOption that
// only applies other options to its tool, in order:
//
//	func(t *mcp.Tool) { mcp.WithNumber("page")(t); mcp.WithNumber("size")(t) }
//
// nil for any other func literal.
func (f *finder) optionLit(lit *ast.FuncLit, ctx *fnCtx) *val {
	// The literal's type is func(*mcp.Tool), which converts to ToolOption.
	sig, ok := f.pass.TypesInfo.TypeOf(lit).(*types.Signature)
	if !ok || sig.Params().Len() != 1 || sig.Results().Len() != 0 || toolLibOf(sig.Params().At(0).Type()) != markLib || len(lit.Type.Params.List[0].Names) != 1 {
		return nil
	}
	param := f.pass.TypesInfo.Defs[lit.Type.Params.List[0].Names[0]]
	out := &val{kind: vSlice, expr: lit}
	for _, st := range lit.Body.List {
		es, ok := st.(*ast.ExprStmt)
		if !ok {
			return nil
		}
		call, ok := es.X.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || !isToolOption(f.pass.TypesInfo.TypeOf(call.Fun)) {
			return nil
		}
		if id, ok := ast.Unparen(call.Args[0]).(*ast.Ident); !ok || f.pass.TypesInfo.Uses[id] != param {
			return nil
		}
		out.elems = append(out.elems, f.eval(call.Fun, ctx))
	}
	return out
}

// markOutput folds the output schema an mcp-go option gives
// (WithOutputSchema[T], WithRawOutputSchema with a constant schema): nil
// when it is not known.
func (f *finder) markOutput(o *val) json.RawMessage {
	rel, err := f.mcpgoRelease()
	if err != nil {
		return nil
	}
	switch o.mark {
	case "WithRawOutputSchema":
		return f.rawJSON(o, 0)
	case "WithOutputSchema":
		if o.typ == nil || f.res.View == nil {
			return nil
		}
		r := mcpgodialect.SchemaFor(f.res.View.Type(o.typ))
		if r.Err != nil || r.JSON == nil {
			return nil
		}
		out, err := rel.OutputFromType(r.JSON)
		if err != nil {
			return nil
		}
		return out
	}
	return nil
}
