package valueflow

// Reads by decoding: the arguments decoded as a whole into a Go value
// (mcp-go's req.BindArguments(&in), json.Unmarshal of a go-sdk raw
// handler's req.Params.Arguments into a struct or a map). A struct's
// reads are its JSON properties as encoding/json selects them
// (schema.JSONFields, the one selection every schema uses): the name,
// the JSON types the field's Go type decodes from, and whether the code
// refuses the call when a field is left zero. A map's reads are its
// lookups, as GetArguments()'s are.

import (
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

// SDKPath is the official go-sdk's mcp package, whose raw tool handlers
// take a *CallToolRequest and read its Params.Arguments themselves.
const SDKPath = knowledge.SDKPath

// IsSDKRequest reports whether t is the go-sdk's *CallToolRequest (an
// alias of *ServerRequest[*CallToolParamsRaw]), or a pointer to one (a
// local variable holding it): the parameter of a raw tool handler.
func IsSDKRequest(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	if pp, ok := types.Unalias(p.Elem()).(*types.Pointer); ok {
		p = pp
	}
	if a, ok := p.Elem().(*types.Alias); ok && a.Obj().Pkg() != nil && a.Obj().Pkg().Path() == SDKPath && a.Obj().Name() == "CallToolRequest" {
		return true
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != SDKPath || n.Obj().Name() != "ServerRequest" || n.TypeArgs().Len() != 1 {
		return false
	}
	arg, ok := types.Unalias(n.TypeArgs().At(0)).(*types.Pointer)
	if !ok {
		return false
	}
	raw, ok := types.Unalias(arg.Elem()).(*types.Named)
	return ok && raw.Obj().Name() == "CallToolParamsRaw"
}

// isRawJSON reports whether t is json.RawMessage (the go-sdk's
// Params.Arguments).
func isRawJSON(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "encoding/json" && n.Obj().Name() == "RawMessage"
}

func isRawJSONAddr(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && isRawJSON(p.Elem())
}

// sdkRequestMethods are the methods of the go-sdk's request that read no
// argument.
var sdkRequestMethods = map[string]bool{"GetSession": true, "GetExtra": true}

// rawUse follows a use of the raw arguments' bytes: converted, measured,
// or decoded by json.Unmarshal. It reports whether it knew the use.
func (w *readWalk) rawUse(instr ssa.Instruction, v ssa.Value) bool {
	switch x := instr.(type) {
	case *ssa.ChangeType:
		w.follow(x, rawJSON)
		return true
	case *ssa.Convert:
		if _, ok := x.Type().Underlying().(*types.Slice); ok {
			w.follow(x, rawJSON)
			return true
		}
	}
	return false
}

// unmarshal is json.Unmarshal(raw, target) of the raw arguments.
func (w *readWalk) unmarshal(c *ssa.CallCommon, v *ssa.Call, arg ssa.Value) {
	if len(c.Args) != 2 || c.Args[0] != arg {
		w.give("the raw arguments are passed to json.Unmarshal as its target")
		return
	}
	w.decode(c, v, c.Args[1], "json.Unmarshal")
}

// decode records the reads of the arguments decoded as a whole into
// target (an any holding a pointer) by call v.
func (w *readWalk) decode(c *ssa.CallCommon, v *ssa.Call, target ssa.Value, reader string) {
	mi, ok := target.(*ssa.MakeInterface)
	if !ok {
		w.give("the arguments are decoded into a value mcpvet cannot see")
		return
	}
	ptr, ok := types.Unalias(mi.X.Type()).(*types.Pointer)
	if !ok {
		w.give("the arguments are decoded into a value that is not a pointer")
		return
	}
	alloc, _ := mi.X.(*ssa.Alloc)
	switch {
	case isArgsMap(ptr.Elem()):
		if alloc == nil {
			w.give("the arguments are decoded into a map mcpvet cannot follow")
			return
		}
		for _, r := range *alloc.Referrers() {
			switch x := r.(type) {
			case *ssa.UnOp:
				w.follow(x, argsMap)
			case *ssa.Store, *ssa.DebugRef:
			default:
				if x != mi {
					w.give("the map the arguments are decoded into is used where mcpvet cannot follow")
				}
			}
		}
		return
	}
	if _, ok := ptr.Elem().Underlying().(*types.Struct); !ok {
		w.give("the arguments are decoded into " + types.TypeString(ptr.Elem(), types.RelativeTo(w.rs.a.pass.Pkg)) + ", which is not a struct or a map")
		return
	}
	// The fields the function uses: with the struct a local variable
	// used only field by field, a field never selected is never read.
	used, required, whole := map[int]bool{}, map[int]bool{}, alloc == nil
	if alloc != nil {
		for _, r := range *alloc.Referrers() {
			switch x := r.(type) {
			case *ssa.FieldAddr:
				used[x.Field] = true
				for _, u := range *x.Referrers() {
					if ld, ok := u.(*ssa.UnOp); ok && w.rs.getFails(ld, nil) != noFail {
						required[x.Field] = true
					}
				}
			case *ssa.Store, *ssa.DebugRef:
			default:
				if x != mi {
					whole = true // copied, handed on, captured: any field may be read
				}
			}
		}
	}
	typeFails, _, _ := w.rs.failsOn(v)
	if w.rs.view == nil {
		w.rs.view = typesview.NewView()
	}
	w.reads = append(w.reads, fieldReads(w.rs.view, ptr.Elem(), reader, func(f schema.JSONField, r *Read) {
		top := f.Index[0]
		r.Required = len(f.Index) == 1 && required[top]
		r.TypeFails = typeFails
		r.Unused = !whole && !used[top]
		r.Path = []Step{w.stepAt(c.Pos(), reader)}
	})...)
}

// typedParamReads are the reads of p, the last parameter of an mcp-go
// typed handler (func(ctx, request mcp.CallToolRequest, args T)), into
// which its adapter, mcp-go's NewTypedToolHandler, decodes the arguments
// with encoding/json (request.BindArguments(&args)) before it calls the
// handler: one per JSON property of T, absent as its field's zero value,
// and unused when the handler selects its field nowhere and never uses
// the struct whole (copies it, hands it on, takes its address).
func (rs *readsState) typedParamReads(p *ssa.Parameter) []Read {
	t := p.Type()
	if ptr, ok := types.Unalias(t).(*types.Pointer); ok {
		t = ptr.Elem()
	}
	used, whole := map[int]bool{}, false
	var refs []ssa.Instruction
	if p.Referrers() != nil {
		refs = *p.Referrers()
	}
	for _, r := range refs {
		switch x := r.(type) {
		case *ssa.Field:
			used[x.Field] = true
		case *ssa.FieldAddr:
			used[x.Field] = true
		case *ssa.DebugRef:
		default:
			whole = true
		}
	}
	if rs.view == nil {
		rs.view = typesview.NewView()
	}
	return fieldReads(rs.view, t, "the typed handler's decoding", func(f schema.JSONField, r *Read) {
		r.Default = true
		r.Unused = !whole && !used[f.Index[0]]
	})
}

// fieldReads are the reads of arguments decoded into the struct t by
// reader: one per JSON property as encoding/json selects them
// (schema.JSONFields, the one selection every schema uses), matched
// case-insensitively, with the JSON types its field's Go type decodes
// from; each then completes its read.
func fieldReads(view *typesview.View, t types.Type, reader string, each func(schema.JSONField, *Read)) []Read {
	// The field as the code names it: searchArgs.Query, or field Query
	// of a struct type literal.
	name := "field "
	if n, ok := types.Unalias(t).(*types.Named); ok {
		name = n.Obj().Name() + "."
	}
	var out []Read
	for _, f := range schema.JSONFields(view.Type(t)) {
		var ft types.Type
		if fv, ok := f.Field.Source.(*types.Var); ok {
			ft = fv.Type()
		}
		r := Read{
			Key:     f.Name,
			Reader:  reader + " into " + name + f.Field.Name,
			Accepts: decodeAccepts(ft, f.Quoted),
			Fold:    true,
		}
		if each != nil {
			each(f, &r)
		}
		out = append(out, r)
	}
	return out
}

// InReads are the reads of the arguments the go-sdk decodes into In, the
// struct a typed mcp.AddTool handler takes (after one pointer): one per
// JSON property of In, matched by its exact name (the go-sdk's decoding
// does not fold case as encoding/json does: a real client's call shows
// it), each absent as its field's zero value, none required (what the
// handler refuses of a zero field is not read here) and none known
// unused. Nil when In is no struct.
func InReads(in types.Type) []Read {
	if p, ok := types.Unalias(in).(*types.Pointer); ok {
		in = p.Elem()
	}
	if _, ok := in.Underlying().(*types.Struct); !ok {
		return nil
	}
	return fieldReads(typesview.NewView(), in, "the go-sdk's decoding", func(_ schema.JSONField, r *Read) {
		r.Fold, r.Default = false, true
	})
}

// decodeAccepts are the JSON types encoding/json decodes into a value of
// type t without an error (null aside); nil when it takes any (an
// interface, a type that decodes itself, a ",string" field, a type not
// known).
func decodeAccepts(t types.Type, quoted bool) []string {
	if t == nil || quoted {
		return nil
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return decodeAccepts(p.Elem(), false)
	}
	for _, m := range []string{"UnmarshalJSON", "UnmarshalText"} {
		if obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(t), true, nil, m); obj != nil {
			if _, ok := obj.(*types.Func); ok {
				return nil
			}
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return []string{"string"}
		case u.Info()&(types.IsInteger|types.IsFloat) != 0:
			// An integer field takes a whole number however it is
			// listed; only the fraction of a "number" fails it.
			return []string{"integer", "number"}
		case u.Kind() == types.Bool:
			return []string{"boolean"}
		}
		return nil
	case *types.Slice:
		if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte {
			return []string{"string"} // base64
		}
		return []string{"array"}
	case *types.Array:
		return []string{"array"}
	case *types.Map, *types.Struct:
		return []string{"object"}
	}
	return nil
}
