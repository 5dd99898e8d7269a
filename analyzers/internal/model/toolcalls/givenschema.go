package toolcalls

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"maps"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// A tool that gives its schemas itself (InputSchema: &jsonschema.Schema{…},
// InputSchema: map[string]any{…}) is served with them as they are: no
// rule of mcpvet's writes them. So that `mcpvet schema` can show what the
// client receives, the literal is folded into JSON when every part of it
// is a constant: struct fields by their json tags, maps with constant
// keys, slices, pointers, a variable of the package whose one value is
// such a literal and that nothing changes, a function of the package
// without arguments that returns one, a helper given the schema's parts
// (givenhelpers.go). Anything else leaves the schema
// unfolded, and the listing says only that the tool gives it.

// givenSchema is the JSON of the schema a role gives, nil when it is not
// given or cannot be folded.
func (f *finder) givenSchema(v *val) []byte {
	if !given(v) || v.expr == nil || !f.inPackage(v.expr.Pos()) {
		return nil
	}
	var x any
	if root := f.changedAfter(v.expr); root != nil {
		// The value of a variable the code writes into later: a literal
		// is not what the tool is given; jsonschema-go's inference (s,
		// err := jsonschema.For[T](nil)) is, with the code's edits of
		// its parts (s.Properties["x"].Description = "…"), as a function
		// that builds it reads (schemaProgram).
		call, ok := ast.Unparen(v.expr).(*ast.CallExpr)
		if !ok {
			return nil
		}
		if x, ok = f.inferred(call, 0); !ok || !f.applyChanges(f.res.Flow.Changes(root), root, x, 0) {
			return nil
		}
	} else {
		var ok bool
		if x, ok = f.fold(v.expr, 0); !ok {
			return nil
		}
	}
	if text, isText := x.(string); isText {
		// The constant JSON text of json.RawMessage(`...`) or
		// []byte(text), which the value was read through.
		if json.Unmarshal([]byte(text), &x) != nil {
			return nil
		}
	}
	if _, isObj := x.(map[string]any); !isObj {
		return nil
	}
	b, err := json.Marshal(x)
	if err != nil {
		return nil
	}
	return b
}

// fold is the JSON value of a constant expression; ok is false where a
// part of it is not constant.
func (f *finder) fold(e ast.Expr, depth int) (any, bool) {
	if depth > 32 {
		return nil, false
	}
	info := f.pass.TypesInfo
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return constJSON(tv.Value)
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return f.fold(x.X, depth+1)
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return f.fold(x.X, depth+1)
		}
	case *ast.CallExpr:
		// []byte(`{...}`), json.RawMessage(`{...}`): a schema written as
		// JSON text.
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			if c := info.Types[x.Args[0]].Value; c != nil && c.Kind() == constant.String {
				var out any
				if json.Unmarshal([]byte(constant.StringVal(c)), &out) == nil {
					return out, true
				}
			}
		}
		if fn, ok := info.Uses[calleeIdent(x)].(*types.Func); ok && len(x.Args) == 1 && isPtrHelper(fn) {
			return f.fold(x.Args[0], depth+1)
		}
		// jsonschema.For[T](nil): the go-sdk's inference of T
		// (schemaprogram.go); must(…) of a value and an error: the value;
		// json.Marshal(v) of a schema's default: v.
		if v, ok := f.inferred(x, depth); ok {
			return v, true
		}
		if inner, ok := mustArg(info, x); ok {
			return f.fold(inner, depth+1)
		}
		if fn, ok := info.Uses[calleeIdent(x)].(*types.Func); ok && len(x.Args) == 1 && fn.Pkg() != nil && fn.Pkg().Path() == "encoding/json" && fn.Name() == "Marshal" {
			return f.fold(x.Args[0], depth+1)
		}
		// buildInputSchema(), a function of the package without
		// arguments whose one return gives the schema, or whose body
		// builds it from jsonschema-go's inference (In{}.Schema(), a
		// method whose receiver it does not use); or a helper given the
		// schema's parts (jsonSchema(props, required), prop("string",
		// "…")), read with its parameters bound to the call's arguments
		// (givenhelpers.go).
		if fn, ok := info.Uses[calleeIdent(x)].(*types.Func); ok && len(x.Args) > 0 && fn.Pkg() == f.pass.Pkg && f.res.Flow != nil {
			if v, ok := f.foldHelper(fn, x, depth+1); ok {
				return v, true
			}
		}
		if fn, ok := info.Uses[calleeIdent(x)].(*types.Func); ok && len(x.Args) == 0 && fn.Pkg() == f.pass.Pkg && f.res.Flow != nil {
			// An instance of a generic function (mustSchema[ListIn]()):
			// its body read with its type parameters bound.
			defer f.bindTypeArgs(fn, calleeIdent(x))()
			if d := f.res.Flow.Decl(fn); d != nil {
				if len(d.Returns()) == 1 && len(d.Returns()[0].Results) == 1 {
					if v, ok := f.fold(d.Returns()[0].Results[0], depth+1); ok {
						return v, true
					}
				}
				if d.Decl() != nil {
					return f.schemaProgram(d.Decl(), depth+1)
				}
			}
		}
	case *ast.Ident:
		// A parameter of a helper being folded: the caller's argument.
		if v, ok := info.Uses[x].(*types.Var); ok {
			if arg, bound := f.boundArgs[v]; bound {
				if f.isNil(x) {
					return nil, true // the call gives nil: JSON's null, as encoding/json writes it
				}
				return f.fold(arg, depth+1)
			}
		}
		// schema := &jsonschema.Schema{…}: a variable of the package whose
		// one value is the schema.
		if v, ok := info.Uses[x].(*types.Var); ok && v.Pkg() == f.pass.Pkg && f.res.Flow != nil {
			if a, ok := f.res.Flow.Definition(v); ok && a.Result < 0 && a.Value != nil && len(f.res.Flow.Changes(v)) == 0 {
				return f.fold(a.Value, depth+1)
			}
		}
	case *ast.CompositeLit:
		return f.foldLit(x, depth)
	}
	return nil, false
}

// applyChanges applies to value, the schema root holds, each of the
// code's changes of root: an assignment to a part of it. Any other
// change (root handed to a call, a method called on it) is not read,
// and ok is false.
func (f *finder) applyChanges(changes []astflow.Change, root types.Object, value any, depth int) bool {
	for _, c := range changes {
		st, ok := c.Node.(*ast.AssignStmt)
		if !ok || !f.applyEdit(st, root, value, depth) {
			return false
		}
	}
	return true
}

// changedAfter is the variable e is the value a variable is declared or
// assigned with (var s = &jsonschema.Schema{…}), when code may change
// what the variable holds after (s.Properties["x"] = …, the syntax
// index's Changes); nil otherwise.
func (f *finder) changedAfter(e ast.Expr) *types.Var {
	if f.res.Flow == nil {
		return nil
	}
	var n ast.Node = e
	for {
		p := f.res.Flow.Parent(n)
		if u, ok := p.(*ast.UnaryExpr); ok && u.Op == token.AND {
			n = p
			continue
		}
		if par, ok := p.(*ast.ParenExpr); ok {
			n = par
			continue
		}
		var id *ast.Ident
		switch x := p.(type) {
		case *ast.ValueSpec:
			for i, val := range x.Values {
				if val == n && i < len(x.Names) {
					id = x.Names[i]
				}
			}
		case *ast.AssignStmt:
			for i, val := range x.Rhs {
				if val == n && i < len(x.Lhs) {
					id, _ = x.Lhs[i].(*ast.Ident)
				}
			}
		}
		if id == nil {
			return nil
		}
		v, ok := f.pass.TypesInfo.ObjectOf(id).(*types.Var)
		if !ok || len(f.res.Flow.Changes(v)) == 0 {
			return nil
		}
		return v
	}
}

// calleeIdent is the identifier a call names, nil for other calls.
func calleeIdent(call *ast.CallExpr) *ast.Ident {
	fun := ast.Unparen(call.Fun)
	switch ix := fun.(type) {
	case *ast.IndexExpr:
		fun = ix.X
	case *ast.IndexListExpr:
		fun = ix.X
	}
	switch x := fun.(type) {
	case *ast.Ident:
		return x
	case *ast.SelectorExpr:
		return x.Sel
	}
	return nil
}

func (f *finder) foldLit(lit *ast.CompositeLit, depth int) (any, bool) {
	t := f.pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return nil, false
	}
	switch u := knowledge.Deref(t).Underlying().(type) {
	case *types.Struct:
		out := map[string]any{}
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				return nil, false
			}
			k, ok := kv.Key.(*ast.Ident)
			if !ok {
				return nil, false
			}
			name, ok := f.jsonFieldName(t, u, k.Name)
			if !ok {
				return nil, false
			}
			v, ok := f.fold(kv.Value, depth+1)
			if !ok {
				return nil, false
			}
			if name == "type" {
				// jsonschema-go's Types []string is written as "type" too.
				if ts, ok := v.([]any); ok && len(ts) == 1 {
					v = ts[0]
				}
			}
			out[name] = v
		}
		return out, true
	case *types.Map:
		out := map[string]any{}
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				return nil, false
			}
			c := f.pass.TypesInfo.Types[kv.Key].Value
			if c == nil || c.Kind() != constant.String {
				return nil, false
			}
			v, ok := f.fold(kv.Value, depth+1)
			if !ok {
				return nil, false
			}
			out[constant.StringVal(c)] = v
		}
		return out, true
	case *types.Slice, *types.Array:
		out := []any{}
		for _, elt := range lit.Elts {
			if _, ok := elt.(*ast.KeyValueExpr); ok {
				return nil, false
			}
			v, ok := f.fold(elt, depth+1)
			if !ok {
				return nil, false
			}
			out = append(out, v)
		}
		return out, true
	}
	return nil, false
}

// jsonFieldName is the JSON name encoding/json writes a field of t (whose
// struct is st) under, by schema.JSONFields, the one selection of fields
// every schema uses; ok is false for a field encoding/json leaves out
// (unexported, "-", embedded and so flattened). jsonschema-go's Schema
// writes Type and Types as "type", Items as "items" itself (their tags
// say "-").
func (f *finder) jsonFieldName(t types.Type, st *types.Struct, field string) (string, bool) {
	if knowledge.IsJSONSchema(t) {
		switch field {
		case "Type", "Types":
			return "type", true
		case "Items":
			return "items", true
		}
	}
	for _, jf := range schema.JSONFields(f.res.View.Type(knowledge.Deref(t))) {
		if len(jf.Index) == 1 && st.Field(jf.Index[0]).Name() == field {
			return jf.Name, true
		}
	}
	return "", false
}

// constJSON is the JSON value of a constant.
func constJSON(c constant.Value) (any, bool) {
	switch c.Kind() {
	case constant.String:
		return constant.StringVal(c), true
	case constant.Bool:
		return constant.BoolVal(c), true
	case constant.Int:
		if i, ok := constant.Int64Val(c); ok {
			return i, true
		}
	case constant.Float:
		if x, ok := constant.Float64Val(c); ok {
			return x, true
		}
	}
	return nil, false
}

// bindTypeArgs binds the type parameters of the generic function fn, as
// the instance id names gives them, while its body is folded; it
// returns what undoes it. Nothing for a function that is no instance.
func (f *finder) bindTypeArgs(fn *types.Func, id *ast.Ident) func() {
	inst, ok := f.pass.TypesInfo.Instances[id]
	tps := fn.Origin().Signature().TypeParams()
	if !ok || tps.Len() == 0 || inst.TypeArgs.Len() != tps.Len() {
		return func() {}
	}
	return bindWhile(&f.boundTypes, func(bound map[*types.TypeParam]types.Type) {
		for i := range tps.Len() {
			bound[tps.At(i)] = inst.TypeArgs.At(i)
		}
	})
}

// bindWhile sets *m to a copy of it with what bind adds, and returns
// what restores it: the bindings of a body being folded (type arguments,
// a helper's arguments), undone when it is folded.
func bindWhile[K comparable, V any](m *map[K]V, bind func(map[K]V)) func() {
	old := *m
	bound := maps.Clone(old)
	if bound == nil {
		bound = map[K]V{}
	}
	bind(bound)
	*m = bound
	return func() { *m = old }
}
