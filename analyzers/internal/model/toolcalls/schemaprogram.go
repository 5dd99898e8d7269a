package toolcalls

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// A schema a function builds from jsonschema-go's inference of a type and
// then edits (func (In) Schema() *jsonschema.Schema { s :=
// must(jsonschema.For[In](nil)); s.Properties["id"].Description = "…";
// return s }) is read as a short program: the inference, as the go-sdk's
// own (schema/sdkdialect), then each assignment to a part of it, in
// order, and each call of a function of the package that edits it the
// same way (setIDProperties(s)). Every value assigned must fold, but for
// the texts no check reads (a description, a title, examples), which are
// left out when they do not. Anything else done with the schema (handed
// to another function, a method called on it, a loop, a branch) leaves
// it unfolded.

// textKeywords are the keywords of a schema no check reads: an edit of
// one whose value does not fold leaves it out.
var textKeywords = map[string]bool{"title": true, "description": true, "$comment": true, "examples": true}

// inferred is the JSON of jsonschema.For[T](nil) (and of a wrapper of it
// that returns its value or panics: must(jsonschema.For[T](nil))), ok
// false when call is no such call.
func (f *finder) inferred(call *ast.CallExpr, depth int) (any, bool) {
	info := f.pass.TypesInfo
	if inner, ok := mustArg(info, call); ok {
		return f.inferred(inner, depth+1)
	}
	id := calleeIdent(call)
	fn, ok := info.Uses[id].(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Name() != "For" || f.res.View == nil {
		return nil, false
	}
	release, sdkOwn := f.res.JSONSchema, false
	switch fn.Pkg().Path() {
	case knowledge.JSONSchemaGoPath:
		if len(call.Args) != 1 || !info.Types[call.Args[0]].IsNil() {
			return nil, false // options mcpvet does not model
		}
	case knowledge.SDKJSONSchemaPath:
		// The go-sdk's own package before jsonschema-go was split off
		// from it (the SDK's v0.x): For[T]() takes no options and infers
		// as jsonschema-go's releases before v0.3 do.
		if len(call.Args) != 0 {
			return nil, false
		}
		release, sdkOwn = sdkdialect.Release02, true
	default:
		return nil, false
	}
	inst, ok := info.Instances[id]
	if !ok || inst.TypeArgs.Len() != 1 {
		return nil, false
	}
	t := inst.TypeArgs.At(0)
	if tp, ok := t.(*types.TypeParam); ok {
		// jsonschema.For[T] in a generic function of the package: the
		// instance's type argument (bindTypeArgs), none when not bound.
		if t, ok = f.boundTypes[tp]; !ok {
			return nil, false
		}
	}
	raw, err := sdkdialect.ForTypeIn(release, f.res.View.Type(t))
	if err != nil {
		return nil, false
	}
	var out any
	if json.Unmarshal(raw, &out) != nil {
		return nil, false
	}
	if sdkOwn {
		sdkdialect.OwnPackage(out)
	}
	return out, true
}

// mustArg is the call a generic wrapper of a value and an error is given
// (must(jsonschema.For[T](nil)), util.Must(…)): a function of type
// func[T any](T, error) T can only return its value or not return, so it
// is read whatever its body.
func mustArg(info *types.Info, call *ast.CallExpr) (*ast.CallExpr, bool) {
	fn, ok := info.Uses[calleeIdent(call)].(*types.Func)
	if !ok || len(call.Args) != 1 {
		return nil, false
	}
	sig, ok := fn.Origin().Type().(*types.Signature)
	if !ok || sig.Recv() != nil || sig.TypeParams().Len() != 1 || sig.Params().Len() != 2 || sig.Results().Len() != 1 {
		return nil, false
	}
	tp := types.Type(sig.TypeParams().At(0))
	if sig.Params().At(0).Type() != tp || !types.Identical(sig.Params().At(1).Type(), types.Universe.Lookup("error").Type()) || sig.Results().At(0).Type() != tp {
		return nil, false
	}
	inner, ok := ast.Unparen(call.Args[0]).(*ast.CallExpr)
	return inner, ok
}

// schemaProgram is the schema the function decl returns when its body is
// such a program (a method's receiver unused), ok false otherwise.
func (f *finder) schemaProgram(decl *ast.FuncDecl, depth int) (any, bool) {
	if decl.Body == nil || depth > 8 {
		return nil, false
	}
	if decl.Recv != nil && len(decl.Recv.List) == 1 && len(decl.Recv.List[0].Names) == 1 && decl.Recv.List[0].Names[0].Name != "_" {
		if used(f.pass.TypesInfo, decl.Body, f.pass.TypesInfo.Defs[decl.Recv.List[0].Names[0]]) {
			return nil, false
		}
	}
	info := f.pass.TypesInfo
	var root, errVar types.Object // the schema variable, and the error of its inference
	var value any
	for _, st := range decl.Body.List {
		switch st := st.(type) {
		case *ast.IfStmt:
			// if err != nil { panic(err) } after the inference.
			if errVar == nil || !failsOnErr(info, st, errVar) {
				return nil, false
			}
		case *ast.ReturnStmt:
			if root == nil || len(st.Results) < 1 {
				return nil, false
			}
			id, ok := ast.Unparen(st.Results[0]).(*ast.Ident)
			if !ok || info.Uses[id] != root {
				return nil, false
			}
			return value, true
		default:
			if root != nil {
				if !f.applyStmt(st, root, value, depth) {
					return nil, false
				}
				continue
			}
			as, ok := st.(*ast.AssignStmt)
			if !ok {
				return nil, false
			}
			if root, errVar, value, ok = f.inference(as, depth); !ok {
				return nil, false
			}
		}
	}
	return nil, false
}

// inference reads s := jsonschema.For[T](nil) (s, err := …; must(…)):
// the schema variable, the error variable (nil when there is none), and
// the inference's JSON.
func (f *finder) inference(st *ast.AssignStmt, depth int) (root, errVar types.Object, value any, ok bool) {
	info := f.pass.TypesInfo
	if st.Tok != token.DEFINE || len(st.Rhs) != 1 || len(st.Lhs) > 2 {
		return nil, nil, nil, false
	}
	call, ok := ast.Unparen(st.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return nil, nil, nil, false
	}
	if value, ok = f.inferred(call, depth+1); !ok {
		return nil, nil, nil, false
	}
	id, ok := st.Lhs[0].(*ast.Ident)
	if !ok || info.Defs[id] == nil {
		return nil, nil, nil, false
	}
	if len(st.Lhs) == 2 {
		if e, ok := st.Lhs[1].(*ast.Ident); ok && e.Name != "_" {
			errVar = info.ObjectOf(e)
		}
	}
	return info.Defs[id], errVar, value, true
}

// applyStmt applies one statement of the program after the inference:
// an assignment to a part of the schema, or a helper handed it.
func (f *finder) applyStmt(st ast.Stmt, root types.Object, value any, depth int) bool {
	switch st := st.(type) {
	case *ast.AssignStmt:
		return f.applyEdit(st, root, value, depth)
	case *ast.ExprStmt:
		return f.applyHelper(st, root, value, depth)
	}
	return false
}

// applyEdit applies one assignment to a part of the schema root holds
// (value, its JSON): s.Properties["id"].Description = "…".
func (f *finder) applyEdit(st *ast.AssignStmt, root types.Object, value any, depth int) bool {
	if st.Tok != token.ASSIGN || len(st.Lhs) != 1 || len(st.Rhs) != 1 {
		return false
	}
	path, ok := f.schemaPath(st.Lhs[0], root)
	if !ok || len(path) == 0 {
		return false
	}
	parent, ok := walkJSON(value, path[:len(path)-1])
	if !ok {
		return false
	}
	key := path[len(path)-1]
	v, ok := f.fold(st.Rhs[0], depth+1)
	switch {
	case ok:
		if key == "type" {
			if ts, isList := v.([]any); isList && len(ts) == 1 {
				v = ts[0]
			}
		}
		parent[key] = v
	case textKeywords[key]:
		delete(parent, key) // a text that is not a constant: left out
	default:
		return false
	}
	return true
}

// applyHelper applies the edits of a function of the package the schema
// is handed to (setIDProperties(s)), read as the same program with its
// parameter standing for the schema.
func (f *finder) applyHelper(st *ast.ExprStmt, root types.Object, value any, depth int) bool {
	call, ok := st.X.(*ast.CallExpr)
	if !ok || f.res.Flow == nil || depth > 8 {
		return false
	}
	info := f.pass.TypesInfo
	fn, ok := info.Uses[calleeIdent(call)].(*types.Func)
	if !ok || fn.Pkg() != f.pass.Pkg || fn.Signature().Recv() != nil || len(call.Args) != 1 || fn.Signature().Results().Len() != 0 {
		return false
	}
	if id, ok := ast.Unparen(call.Args[0]).(*ast.Ident); !ok || info.Uses[id] != root {
		return false
	}
	d := f.res.Flow.Decl(fn)
	if d == nil || d.Decl() == nil || d.Decl().Body == nil {
		return false
	}
	params := d.Decl().Type.Params.List
	if len(params) != 1 || len(params[0].Names) != 1 {
		return false
	}
	param := info.Defs[params[0].Names[0]]
	for _, s := range d.Decl().Body.List {
		if !f.applyStmt(s, param, value, depth+1) {
			return false
		}
	}
	return true
}

// schemaPath is the path of JSON keys an expression names in the schema
// root holds (s.Properties["id"].Description: properties, id,
// description), ok false for anything else.
func (f *finder) schemaPath(e ast.Expr, root types.Object) ([]string, bool) {
	info := f.pass.TypesInfo
	var path []string
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			if info.Uses[x] != root {
				return nil, false
			}
			slices.Reverse(path)
			return path, true
		case *ast.SelectorExpr:
			t := info.TypeOf(x.X)
			st, ok := knowledge.Deref(t).Underlying().(*types.Struct)
			if !ok || !knowledge.IsJSONSchema(t) {
				return nil, false
			}
			name, ok := f.jsonFieldName(t, st, x.Sel.Name)
			if !ok {
				return nil, false
			}
			path = append(path, name)
			e = x.X
		case *ast.IndexExpr:
			c := info.Types[x.Index].Value
			if c == nil || c.Kind() != constant.String {
				return nil, false
			}
			key := constant.StringVal(c)
			path = append(path, key)
			e = x.X
		default:
			return nil, false
		}
	}
}

// walkJSON is the object at path in v, ok false when a step is missing
// or is not an object.
func walkJSON(v any, path []string) (map[string]any, bool) {
	m, ok := v.(map[string]any)
	for _, k := range path {
		if !ok {
			return nil, false
		}
		m, ok = m[k].(map[string]any)
	}
	return m, ok
}

// failsOnErr reports whether st is if err != nil { … } whose body ends
// the function (a panic or a return).
func failsOnErr(info *types.Info, st *ast.IfStmt, errVar types.Object) bool {
	cond, ok := st.Cond.(*ast.BinaryExpr)
	if !ok || cond.Op != token.NEQ || st.Init != nil || st.Else != nil {
		return false
	}
	id, ok := cond.X.(*ast.Ident)
	if !ok || info.Uses[id] != errVar || !info.Types[cond.Y].IsNil() || len(st.Body.List) == 0 {
		return false
	}
	switch last := st.Body.List[len(st.Body.List)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		call, ok := last.X.(*ast.CallExpr)
		if !ok {
			return false
		}
		b, ok := info.Uses[calleeIdent(call)].(*types.Builtin)
		return ok && b.Name() == "panic"
	}
	return false
}

// used reports whether obj is used in n.
func used(info *types.Info, n ast.Node, obj types.Object) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] == obj {
			found = true
		}
		return !found
	})
	return found
}
