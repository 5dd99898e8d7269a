package elicitation

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/mcpvet/mcpvet/analyzers/astflow"
	"github.com/mcpvet/mcpvet/analyzers/internal/knowledge"
)

// The static evaluation of a requested schema written in the source: a
// jsonschema.Schema literal or a map[string]any literal, built from
// constants. Whatever is not such a literal (a call, a variable assigned
// twice or changed after its definition) is unknown, and a property with
// anything unknown in it is left alone: only what the source says for
// certain is judged.

var (
	schemaType = reflect.TypeFor[jsonschema.Schema]()
	anyType    = reflect.TypeFor[any]()
)

// evaluator turns expressions into Go values of a reflect type.
type evaluator struct {
	info *types.Info
	// flow is the package's syntax index: the values its variables are
	// given, and what may change them.
	flow *astflow.Index
}

// unwrap drops parentheses and follows a variable to its one definition.
func (e *evaluator) unwrap(x ast.Expr) ast.Expr {
	for i := 0; i < 16; i++ {
		switch y := x.(type) {
		case *ast.ParenExpr:
			x = y.X
			continue
		case *ast.Ident:
			if v, ok := e.info.Uses[y].(*types.Var); ok {
				if d := e.only(v); d != nil {
					x = d
					continue
				}
			}
		}
		return x
	}
	return x
}

// value evaluates x as a value of type t, or reports false.
func (e *evaluator) value(x ast.Expr, t reflect.Type) (reflect.Value, bool) {
	x = e.unwrap(x)
	if id, ok := x.(*ast.Ident); ok && id.Name == "nil" {
		if _, isNil := e.info.Uses[id].(*types.Nil); isNil {
			switch t.Kind() {
			case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface:
				return reflect.Zero(t), true
			}
			return reflect.Value{}, false
		}
	}
	switch t.Kind() {
	case reflect.Pointer:
		return e.pointer(x, t)
	case reflect.Struct:
		lit, ok := x.(*ast.CompositeLit)
		if !ok || t != schemaType {
			return reflect.Value{}, false
		}
		v := reflect.New(t).Elem()
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				return reflect.Value{}, false
			}
			key, ok := kv.Key.(*ast.Ident)
			if !ok {
				return reflect.Value{}, false
			}
			sf, ok := t.FieldByName(key.Name)
			if !ok || !sf.IsExported() {
				return reflect.Value{}, false
			}
			fv, ok := e.value(kv.Value, sf.Type)
			if !ok {
				return reflect.Value{}, false
			}
			v.FieldByIndex(sf.Index).Set(fv)
		}
		return v, true
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			// json.RawMessage(`...`) or []byte("...").
			if s, ok := e.constString(x); ok {
				return reflect.ValueOf([]byte(s)).Convert(t), true
			}
			if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 1 && e.isConversion(call) {
				if s, ok := e.constString(call.Args[0]); ok {
					return reflect.ValueOf([]byte(s)).Convert(t), true
				}
			}
			return reflect.Value{}, false
		}
		lit, ok := x.(*ast.CompositeLit)
		if !ok {
			return reflect.Value{}, false
		}
		v := reflect.MakeSlice(t, 0, len(lit.Elts))
		for _, el := range lit.Elts {
			if _, ok := el.(*ast.KeyValueExpr); ok {
				return reflect.Value{}, false
			}
			ev, ok := e.value(el, t.Elem())
			if !ok {
				return reflect.Value{}, false
			}
			v = reflect.Append(v, ev)
		}
		return v, true
	case reflect.Map:
		lit, ok := x.(*ast.CompositeLit)
		if !ok || t.Key().Kind() != reflect.String {
			return reflect.Value{}, false
		}
		v := reflect.MakeMapWithSize(t, len(lit.Elts))
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				return reflect.Value{}, false
			}
			k, ok := e.constString(kv.Key)
			if !ok {
				return reflect.Value{}, false
			}
			ev, ok := e.value(kv.Value, t.Elem())
			if !ok {
				return reflect.Value{}, false
			}
			v.SetMapIndex(reflect.ValueOf(k).Convert(t.Key()), ev)
		}
		return v, true
	case reflect.Interface:
		return e.dynamic(x, t)
	}
	// A scalar: a constant.
	tv, ok := e.info.Types[x]
	if !ok || tv.Value == nil {
		return reflect.Value{}, false
	}
	c := tv.Value
	v := reflect.New(t).Elem()
	switch t.Kind() {
	case reflect.String:
		if c.Kind() != constant.String {
			return reflect.Value{}, false
		}
		v.SetString(constant.StringVal(c))
	case reflect.Bool:
		if c.Kind() != constant.Bool {
			return reflect.Value{}, false
		}
		v.SetBool(constant.BoolVal(c))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, exact := constant.Int64Val(constant.ToInt(c))
		if !exact {
			return reflect.Value{}, false
		}
		v.SetInt(n)
	case reflect.Float32, reflect.Float64:
		f, _ := constant.Float64Val(constant.ToFloat(c))
		v.SetFloat(f)
	default:
		return reflect.Value{}, false
	}
	return v, true
}

// pointer evaluates &T{...}, an elided {...} in a composite literal,
// jsonschema.Ptr(x) and new(x).
func (e *evaluator) pointer(x ast.Expr, t reflect.Type) (reflect.Value, bool) {
	var inner ast.Expr
	switch y := x.(type) {
	case *ast.UnaryExpr:
		if y.Op != token.AND {
			return reflect.Value{}, false
		}
		inner = y.X
	case *ast.CompositeLit:
		if y.Type != nil {
			return reflect.Value{}, false
		}
		inner = y // {...} for *T inside a literal of []*T or map[K]*T
	case *ast.CallExpr:
		if len(y.Args) != 1 || !e.isPtrCall(y) {
			return reflect.Value{}, false
		}
		inner = y.Args[0]
	default:
		return reflect.Value{}, false
	}
	v, ok := e.value(inner, t.Elem())
	if !ok {
		return reflect.Value{}, false
	}
	p := reflect.New(t.Elem())
	p.Elem().Set(v)
	return p, true
}

// dynamic evaluates a value held in an interface: a constant, or a
// literal of a map, slice or schema, as its static type says.
func (e *evaluator) dynamic(x ast.Expr, t reflect.Type) (reflect.Value, bool) {
	tv, ok := e.info.Types[x]
	if !ok {
		return reflect.Value{}, false
	}
	if tv.Value != nil {
		var v any
		switch c := tv.Value; c.Kind() {
		case constant.String:
			v = constant.StringVal(c)
		case constant.Bool:
			v = constant.BoolVal(c)
		case constant.Int:
			n, exact := constant.Int64Val(c)
			if !exact {
				return reflect.Value{}, false
			}
			v = n
		case constant.Float:
			v, _ = constant.Float64Val(c)
		default:
			return reflect.Value{}, false
		}
		return reflect.ValueOf(&v).Elem(), true
	}
	var rt reflect.Type
	switch u := tv.Type.Underlying().(type) {
	case *types.Map:
		if b, ok := u.Key().Underlying().(*types.Basic); !ok || b.Kind() != types.String {
			return reflect.Value{}, false
		}
		rt = reflect.MapOf(reflect.TypeFor[string](), anyType)
	case *types.Slice:
		if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte {
			rt = reflect.TypeFor[[]byte]()
			v, ok := e.value(x, rt)
			if !ok {
				return reflect.Value{}, false
			}
			raw := v.Interface().([]byte)
			var out any = jsonRaw(raw)
			return reflect.ValueOf(&out).Elem(), true
		}
		rt = reflect.SliceOf(anyType)
	case *types.Pointer:
		if !isSchema(u.Elem()) {
			return reflect.Value{}, false
		}
		rt = reflect.PointerTo(schemaType)
	case *types.Struct:
		if !isSchema(tv.Type) {
			return reflect.Value{}, false
		}
		rt = schemaType
	default:
		return reflect.Value{}, false
	}
	v, ok := e.value(x, rt)
	if !ok {
		return reflect.Value{}, false
	}
	out := reflect.New(t).Elem()
	out.Set(v)
	return out, true
}

// jsonRaw marks bytes that are JSON already (json.RawMessage).
type jsonRaw []byte

func (r jsonRaw) MarshalJSON() ([]byte, error) { return r, nil }

func (e *evaluator) constString(x ast.Expr) (string, bool) {
	tv, ok := e.info.Types[x]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

func (e *evaluator) isConversion(call *ast.CallExpr) bool {
	tv, ok := e.info.Types[call.Fun]
	return ok && tv.IsType()
}

// isPtrCall reports jsonschema.Ptr(x) or the builtin new(x).
func (e *evaluator) isPtrCall(call *ast.CallExpr) bool {
	fun := call.Fun
	if ix, ok := fun.(*ast.IndexExpr); ok {
		fun = ix.X
	}
	var id *ast.Ident
	switch f := fun.(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	default:
		return false
	}
	switch obj := e.info.Uses[id].(type) {
	case *types.Builtin:
		return obj.Name() == "new"
	case *types.Func:
		return obj.Pkg() != nil && obj.Pkg().Path() == knowledge.JSONSchemaGoPath && obj.Name() == "Ptr"
	}
	return false
}

func isSchema(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == knowledge.JSONSchemaGoPath && n.Obj().Name() == "Schema"
}

// only is the one value the variable v is given (v := x, var v = x, or
// the first result of a call with several: s, err := jsonschema.For[T]),
// when no code may change what it holds after: no other assignment, no
// write of a field or an element, no address of a part taken, no call it
// is handed to or a method is called on (either could change what it
// points to). Nil otherwise.
func (e *evaluator) only(v *types.Var) ast.Expr {
	a, ok := e.flow.Definition(v)
	if !ok || a.Result > 0 || len(e.flow.Changes(v)) > 0 {
		return nil
	}
	return a.Value
}
