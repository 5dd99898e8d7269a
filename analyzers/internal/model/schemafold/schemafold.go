// Package schemafold is the one constant folder of the schemas a package
// writes in its source: it rebuilds them as real Go values
// (*jsonschema.Schema, map[string]any, json.RawMessage), following a
// variable to the one value it is given when nothing may change it after
// (astflow's Definition and Changes). The SDK's own checks then run on
// exactly what the server would give them: start-up panics (OMCG0021,
// OMCG0022), an elicitation form's schema (OMCG0028). A value with a part
// that is not a constant is not folded (nothing is guessed), except for
// the texts that no check reads (titles, descriptions, comments).
package schemafold

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"

	"github.com/google/jsonschema-go/jsonschema"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// A Folder folds the schema literals of one package.
type Folder struct {
	info *types.Info
	// flow is the package's syntax index: the one value each variable
	// is given, and the places that may change it.
	flow *astflow.Index
	// Lits is the literal each folded schema was built from; Defaults
	// and Headers the expressions of its default and of its x-mcp-header
	// annotation, for a finding to be reported where it is written.
	Lits     map[*jsonschema.Schema]ast.Node
	Defaults map[*jsonschema.Schema]ast.Expr
	Headers  map[*jsonschema.Schema]ast.Expr
}

// New returns the folder of the package whose types are info and whose
// syntax index is flow.
func New(info *types.Info, flow *astflow.Index) *Folder {
	return &Folder{
		info: info, flow: flow,
		Lits: map[*jsonschema.Schema]ast.Node{}, Defaults: map[*jsonschema.Schema]ast.Expr{}, Headers: map[*jsonschema.Schema]ast.Expr{},
	}
}

// Info is the type information of the package folded.
func (f *Folder) Info() *types.Info { return f.info }

// ConstString is the value of e when it is a constant string.
func (f *Folder) ConstString(e ast.Expr) (string, bool) {
	tv, ok := f.info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// ValueOf is the value the variable v is declared with (var v = x, v :=
// x, or the call whose first result it is: s, err := jsonschema.For[T]),
// when nothing may change it after: no other assignment, no write of a
// field or an element, no address of a part taken, and, for a pointer,
// map or slice, no call it is handed to (WithPagination(schema) may
// change it; mcp.NewServer only reads its options), and no method called
// on it (UnmarshalJSON would change it). Nil otherwise.
func (f *Folder) ValueOf(v *types.Var) ast.Expr {
	if v == nil {
		return nil
	}
	a, ok := f.flow.Definition(v)
	if !ok || a.Result > 0 {
		return nil
	}
	if as, ok := a.Node.(*ast.AssignStmt); ok && as.Tok != token.DEFINE {
		return nil
	}
	for _, c := range f.flow.Changes(v) {
		if c.Kind == astflow.Arg {
			call := c.Node.(*ast.CallExpr)
			if !refLike(v.Type()) {
				continue
			}
			if fn := typeutil.StaticCallee(f.info, call); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == knowledge.SDKPath && fn.Name() == "NewServer" {
				continue
			}
		}
		return nil
	}
	return a.Value
}

var (
	schemaType = reflect.TypeFor[jsonschema.Schema]()
	rawType    = reflect.TypeFor[json.RawMessage]()
	anyType    = reflect.TypeFor[any]()
)

// textFields are the fields of a schema that no check reads: left empty
// when they are not constants.
var textFields = map[string]bool{"Title": true, "Description": true, "Comment": true, "Examples": true}

// Resolve follows parentheses, and a variable to the value ValueOf says
// it holds, to the expression that gives the value.
func (f *Folder) Resolve(e ast.Expr) ast.Expr {
	for range 16 {
		e = ast.Unparen(e)
		id, ok := e.(*ast.Ident)
		if !ok {
			return e
		}
		v, _ := f.info.Uses[id].(*types.Var)
		def := f.ValueOf(v)
		if def == nil {
			return e
		}
		e = def
	}
	return e
}

// Fold returns e's value as a value of type want, ok false when a part
// of it is not a constant.
func (f *Folder) Fold(e ast.Expr, want reflect.Type) (reflect.Value, bool) {
	return f.fold1(e, want, 0)
}

func (f *Folder) fold1(e ast.Expr, want reflect.Type, depth int) (reflect.Value, bool) {
	if depth > 32 || e == nil {
		return reflect.Value{}, false
	}
	e = ast.Unparen(e)
	tv, ok := f.info.Types[e]
	if !ok {
		return reflect.Value{}, false
	}
	if tv.IsNil() {
		return reflect.Zero(want), true
	}
	if want.Kind() == reflect.Interface {
		t, ok := reflectType(tv.Type)
		if !ok {
			return reflect.Value{}, false
		}
		v, ok := f.fold1(e, t, depth+1)
		if !ok {
			return v, false
		}
		out := reflect.New(want).Elem()
		out.Set(v)
		return out, true
	}
	if tv.Value != nil {
		return constValue(tv.Value, want)
	}
	switch x := e.(type) {
	case *ast.UnaryExpr:
		if x.Op == token.AND && want.Kind() == reflect.Pointer {
			return f.pointerTo(x.X, want, depth)
		}
	case *ast.Ident:
		v, ok := f.info.Uses[x].(*types.Var)
		if !ok {
			return reflect.Value{}, false
		}
		def := f.ValueOf(v)
		if def == nil {
			return reflect.Value{}, false
		}
		return f.fold1(def, want, depth+1)
	case *ast.CallExpr:
		if ftv, ok := f.info.Types[x.Fun]; ok && ftv.IsType() && len(x.Args) == 1 {
			// A conversion: json.RawMessage(`...`), []byte("...").
			if want == rawType || want.Kind() == reflect.Slice && want.Elem().Kind() == reflect.Uint8 {
				if c := f.info.Types[x.Args[0]].Value; c != nil && c.Kind() == constant.String {
					return reflect.ValueOf([]byte(constant.StringVal(c))).Convert(want), true
				}
				return reflect.Value{}, false
			}
			return f.fold1(x.Args[0], want, depth+1)
		}
		if b, ok := typeutil.Callee(f.info, x).(*types.Builtin); ok && b.Name() == "new" && len(x.Args) == 1 && want.Kind() == reflect.Pointer {
			// new(T), a zero value; new(x), Go 1.26's pointer to a value.
			if atv, ok := f.info.Types[x.Args[0]]; ok && atv.IsType() {
				return reflect.New(want.Elem()), true
			}
			return f.pointerTo(x.Args[0], want, depth)
		}
		if fn, ok := typeutil.Callee(f.info, x).(*types.Func); ok && fn.Pkg() != nil &&
			fn.Pkg().Path() == knowledge.JSONSchemaGoPath && fn.Name() == "Ptr" && len(x.Args) == 1 && want.Kind() == reflect.Pointer {
			return f.pointerTo(x.Args[0], want, depth)
		}
	case *ast.CompositeLit:
		if want.Kind() == reflect.Pointer {
			// An element whose &T is elided: []*Schema{{...}}.
			return f.pointerTo(x, want, depth)
		}
		return f.composite(x, want, depth)
	}
	return reflect.Value{}, false
}

// pointerTo folds x as what a pointer of type want points to (&x,
// jsonschema.Ptr(x), new(x), an elided &T{...}).
func (f *Folder) pointerTo(x ast.Expr, want reflect.Type, depth int) (reflect.Value, bool) {
	v, ok := f.fold1(x, want.Elem(), depth+1)
	if !ok {
		return v, false
	}
	p := reflect.New(want.Elem())
	p.Elem().Set(v)
	f.moveLit(v, p)
	return p, true
}

// moveLit records the literal of a schema value under the pointer that
// now holds it (the value was built before its address was known).
func (f *Folder) moveLit(v, p reflect.Value) {
	if v.Type() != schemaType {
		return
	}
	tmp := v.Addr().Interface().(*jsonschema.Schema)
	s := p.Interface().(*jsonschema.Schema)
	if n, ok := f.Lits[tmp]; ok {
		f.Lits[s] = n
		delete(f.Lits, tmp)
	}
	if d, ok := f.Defaults[tmp]; ok {
		f.Defaults[s] = d
		delete(f.Defaults, tmp)
	}
	if h, ok := f.Headers[tmp]; ok {
		f.Headers[s] = h
		delete(f.Headers, tmp)
	}
}

func (f *Folder) composite(x *ast.CompositeLit, want reflect.Type, depth int) (reflect.Value, bool) {
	switch want.Kind() {
	case reflect.Struct:
		if want != schemaType {
			return reflect.Value{}, false
		}
		out := reflect.New(want)
		s := out.Interface().(*jsonschema.Schema)
		f.Lits[s] = x
		for _, elt := range x.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				return reflect.Value{}, false
			}
			k, ok := kv.Key.(*ast.Ident)
			if !ok {
				return reflect.Value{}, false
			}
			fld := out.Elem().FieldByName(k.Name)
			if !fld.IsValid() {
				return reflect.Value{}, false
			}
			v, ok := f.fold1(kv.Value, fld.Type(), depth+1)
			if !ok {
				if textFields[k.Name] {
					continue
				}
				return reflect.Value{}, false
			}
			fld.Set(v)
			switch k.Name {
			case "Default":
				f.Defaults[s] = kv.Value
			case "Extra":
				if lit, ok := ast.Unparen(kv.Value).(*ast.CompositeLit); ok {
					for _, e := range lit.Elts {
						if ekv, ok := e.(*ast.KeyValueExpr); ok {
							if c := f.info.Types[ekv.Key].Value; c != nil && c.Kind() == constant.String && constant.StringVal(c) == "x-mcp-header" {
								f.Headers[s] = ekv.Value
							}
						}
					}
				}
			}
		}
		return out.Elem(), true
	case reflect.Map:
		if want.Key().Kind() != reflect.String {
			return reflect.Value{}, false
		}
		out := reflect.MakeMap(want)
		for _, elt := range x.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				return reflect.Value{}, false
			}
			c := f.info.Types[kv.Key].Value
			if c == nil || c.Kind() != constant.String {
				return reflect.Value{}, false
			}
			v, ok := f.fold1(kv.Value, want.Elem(), depth+1)
			if !ok {
				return reflect.Value{}, false
			}
			out.SetMapIndex(reflect.ValueOf(constant.StringVal(c)).Convert(want.Key()), v)
		}
		return out, true
	case reflect.Slice:
		out := reflect.MakeSlice(want, 0, len(x.Elts))
		for _, elt := range x.Elts {
			if _, ok := elt.(*ast.KeyValueExpr); ok {
				return reflect.Value{}, false
			}
			v, ok := f.fold1(elt, want.Elem(), depth+1)
			if !ok {
				return reflect.Value{}, false
			}
			out = reflect.Append(out, v)
		}
		return out, true
	}
	return reflect.Value{}, false
}

// constValue converts a constant to want.
func constValue(c constant.Value, want reflect.Type) (reflect.Value, bool) {
	out := reflect.New(want).Elem()
	switch want.Kind() {
	case reflect.String:
		if c.Kind() != constant.String {
			return out, false
		}
		out.SetString(constant.StringVal(c))
	case reflect.Bool:
		if c.Kind() != constant.Bool {
			return out, false
		}
		out.SetBool(constant.BoolVal(c))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, ok := constant.Int64Val(constant.ToInt(c))
		if !ok {
			return out, false
		}
		out.SetInt(n)
	case reflect.Float32, reflect.Float64:
		n, _ := constant.Float64Val(constant.ToFloat(c))
		out.SetFloat(n)
	case reflect.Slice:
		if want.Elem().Kind() == reflect.Uint8 && c.Kind() == constant.String {
			return reflect.ValueOf([]byte(constant.StringVal(c))).Convert(want), true
		}
		return out, false
	default:
		return out, false
	}
	return out, true
}

// reflectType is the Go type of a value of type t, for the types a
// schema is written with.
func reflectType(t types.Type) (reflect.Type, bool) {
	if _, named := types.Unalias(t).(*types.Named); named {
		if knowledge.IsJSONSchema(t) {
			return schemaType, true
		}
		if pkg, name := knowledge.Named(t); pkg == "encoding/json" && name == "RawMessage" {
			return rawType, true
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return reflect.TypeFor[string](), true
		case u.Info()&types.IsBoolean != 0:
			return reflect.TypeFor[bool](), true
		case u.Info()&types.IsInteger != 0:
			return reflect.TypeFor[int64](), true
		case u.Info()&types.IsFloat != 0:
			return reflect.TypeFor[float64](), true
		}
	case *types.Pointer:
		if e, ok := reflectType(u.Elem()); ok {
			return reflect.PointerTo(e), true
		}
	case *types.Slice:
		if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte {
			return reflect.TypeFor[[]byte](), true // as encoding/json writes it: base64
		}
		if e, ok := reflectType(u.Elem()); ok {
			return reflect.SliceOf(e), true
		}
	case *types.Map:
		k, ok1 := reflectType(u.Key())
		e, ok2 := reflectType(u.Elem())
		if ok1 && ok2 && k.Kind() == reflect.String {
			return reflect.MapOf(k, e), true
		}
	case *types.Interface:
		if u.Empty() {
			return anyType, true
		}
	}
	return nil, false
}

// refLike reports whether a value of type t can be changed through a
// copy of it: a pointer, a map, a slice.
func refLike(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Map, *types.Slice:
		return true
	}
	return false
}
