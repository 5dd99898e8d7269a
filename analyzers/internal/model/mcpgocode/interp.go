package mcpgocode

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/printer"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// The reader runs a function of the mcp package on abstract values: what
// it needs to know of a map or a slice is whether it is nil, empty or
// holds something, and of a struct its fields' values. That is enough to
// follow a MarshalJSON that stores the schema's fields in a map under
// conditions on nil and length, and to read NewTool's literal.

// shape is what the reader knows of a value.
type shape uint8

const (
	unknown shape = iota
	isNil         // a nil map, slice, pointer or interface
	empty         // a map or slice with no element; the zero of a string or number
	full          // a map or slice with elements; any other value
)

// value is an abstract value: a shape, a struct's fields, or a map the
// function builds (keys, by the shape each key's value has).
type value struct {
	shape  shape
	fields map[string]value
	keys   map[string]shape
	// listed is set on the result of json.Marshal: the keys it lists.
	listed map[string]shape
}

// maxDepth bounds the calls the reader follows.
const maxDepth = 8

type reader struct {
	fset  *token.FileSet
	pkg   *types.Package
	info  *types.Info
	decls map[*types.Func]*ast.FuncDecl
	depth int
}

func newReader(pass *analysis.Pass) *reader {
	r := &reader{fset: pass.Fset, pkg: pass.Pkg, info: pass.TypesInfo, decls: map[*types.Func]*ast.FuncDecl{}}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					r.decls[fn] = fd
				}
			}
		}
	}
	return r
}

// marshal is what json.Marshal lists for a value v of type t: the keys
// and the shape of each key's value.
func (r *reader) marshal(t types.Type, v value) (map[string]shape, error) {
	if fn := r.marshalJSON(t); fn != nil {
		out, err := r.call(fn, &v, nil)
		if err != nil {
			return nil, err
		}
		if out.listed == nil {
			return nil, fmt.Errorf("%s.MarshalJSON does not return json.Marshal of a map it builds", typeName(t))
		}
		return out.listed, nil
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil, fmt.Errorf("%s is not a struct", typeName(t))
	}
	// No MarshalJSON: encoding/json reads the fields' tags.
	listed := map[string]shape{}
	for i := range st.NumFields() {
		name, omitEmpty := jsonName(st.Field(i), st.Tag(i))
		if name == "" {
			continue
		}
		s := fieldValue(v, st.Field(i)).shape
		if omitEmpty && (s == isNil || s == empty) {
			continue
		}
		listed[name] = s
	}
	return listed, nil
}

// marshalJSON is the MarshalJSON method of a value of type t declared in
// the package (json.Marshal calls it on a value held in an interface,
// which is not addressable: pointer methods do not count), nil when t has
// none.
func (r *reader) marshalJSON(t types.Type) *types.Func {
	sel := types.NewMethodSet(t).Lookup(r.pkg, "MarshalJSON")
	if sel == nil {
		sel = types.NewMethodSet(t).Lookup(nil, "MarshalJSON")
	}
	if sel == nil {
		return nil
	}
	fn, _ := sel.Obj().(*types.Func)
	return fn
}

// jsonName is the key encoding/json writes field f under, "" when it
// writes none (unexported, "-", embedded).
func jsonName(f *types.Var, tag string) (string, bool) {
	if !f.Exported() || f.Embedded() {
		return "", false
	}
	name, opts, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	if name == "-" && opts == "" {
		return "", false
	}
	if name == "" {
		name = f.Name()
	}
	return name, strings.Contains(","+opts+",", ",omitempty,")
}

// fieldValue is the value of a struct's field: what a literal or a store
// gave it, else its zero value.
func fieldValue(v value, f *types.Var) value {
	if x, ok := v.fields[f.Name()]; ok {
		return x
	}
	return zero(f.Type())
}

func zero(t types.Type) value {
	switch t.Underlying().(type) {
	case *types.Map, *types.Slice, *types.Pointer, *types.Interface, *types.Chan, *types.Signature:
		return value{shape: isNil}
	case *types.Struct:
		return value{shape: full, fields: map[string]value{}}
	case *types.Basic:
		return value{shape: empty}
	}
	return value{shape: unknown}
}

// frame is one call's variables.
type frame struct {
	vars map[types.Object]value
	// returned is set once a return statement ran, with its value.
	returned bool
	result   value
}

// call runs fn with the receiver recv (nil for a function) and the given
// arguments; the value of its (first) result.
func (r *reader) call(fn *types.Func, recv *value, args map[*types.Var]value) (value, error) {
	fn = fn.Origin()
	decl := r.decls[fn]
	if decl == nil {
		return value{}, fmt.Errorf("%s is not a function of the package", fn.Name())
	}
	if r.depth >= maxDepth {
		return value{}, fmt.Errorf("%s: calls too deep", fn.Name())
	}
	r.depth++
	defer func() { r.depth-- }()
	fr := &frame{vars: map[types.Object]value{}}
	sig := fn.Signature()
	if recv != nil && sig.Recv() != nil {
		fr.vars[sig.Recv()] = *recv
	}
	for v, x := range args {
		fr.vars[v] = x
	}
	if err := r.block(fr, decl.Body.List); err != nil {
		return value{}, fmt.Errorf("%s: %w", fn.Name(), err)
	}
	if !fr.returned {
		return value{}, fmt.Errorf("%s does not return", fn.Name())
	}
	return fr.result, nil
}

func (r *reader) block(fr *frame, list []ast.Stmt) error {
	for _, st := range list {
		if fr.returned {
			return nil
		}
		if err := r.stmt(fr, st); err != nil {
			return err
		}
	}
	return nil
}

func (r *reader) stmt(fr *frame, st ast.Stmt) error {
	switch s := st.(type) {
	case *ast.BlockStmt:
		return r.block(fr, s.List)
	case *ast.AssignStmt:
		return r.assign(fr, s)
	case *ast.DeclStmt:
		gd, ok := s.Decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			return nil
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, id := range vs.Names {
				obj := r.info.Defs[id]
				if obj == nil {
					continue
				}
				switch {
				case len(vs.Values) == len(vs.Names):
					fr.vars[obj] = r.eval(fr, vs.Values[i])
				case len(vs.Values) == 0:
					fr.vars[obj] = zero(obj.Type())
				default:
					fr.vars[obj] = value{}
				}
			}
		}
		return nil
	case *ast.IfStmt:
		if s.Init != nil {
			if err := r.stmt(fr, s.Init); err != nil {
				return err
			}
		}
		switch r.cond(fr, s.Cond) {
		case yes:
			return r.block(fr, s.Body.List)
		case no:
			if s.Else != nil {
				return r.stmt(fr, s.Else)
			}
			return nil
		}
		return fmt.Errorf("the condition %s is not one the reader decides", r.text(s.Cond))
	case *ast.SwitchStmt:
		if s.Init != nil {
			if err := r.stmt(fr, s.Init); err != nil {
				return err
			}
		}
		if s.Tag != nil {
			return fmt.Errorf("a switch on %s", r.text(s.Tag))
		}
		var deflt *ast.CaseClause
		for _, c := range s.Body.List {
			cc := c.(*ast.CaseClause)
			if cc.List == nil {
				deflt = cc
				continue
			}
			for _, e := range cc.List {
				switch r.cond(fr, e) {
				case yes:
					return r.block(fr, cc.Body)
				case maybe:
					return fmt.Errorf("the case %s is not one the reader decides", r.text(e))
				}
			}
		}
		if deflt != nil {
			return r.block(fr, deflt.Body)
		}
		return nil
	case *ast.RangeStmt:
		// A loop over nothing (NewTool's options, none given) runs no
		// statement.
		if sh := r.eval(fr, s.X).shape; sh == isNil || sh == empty {
			return nil
		}
	case *ast.ReturnStmt:
		fr.returned = true
		if len(s.Results) > 0 {
			fr.result = r.eval(fr, s.Results[0])
		}
		return nil
	}
	// Any other statement may not change what is built.
	if r.touchesBuilt(fr, st) {
		return fmt.Errorf("a statement the reader does not follow changes a map it builds: %s", r.text(st))
	}
	return nil
}

func (r *reader) assign(fr *frame, s *ast.AssignStmt) error {
	if len(s.Lhs) != len(s.Rhs) {
		// v, err := f(): results the reader does not follow.
		for _, l := range s.Lhs {
			if id, ok := l.(*ast.Ident); ok {
				if obj := r.objOf(id); obj != nil {
					fr.vars[obj] = value{}
				}
			}
		}
		return nil
	}
	for i, l := range s.Lhs {
		x := r.eval(fr, s.Rhs[i])
		switch l := ast.Unparen(l).(type) {
		case *ast.Ident:
			if obj := r.objOf(l); obj != nil {
				fr.vars[obj] = x
			}
		case *ast.IndexExpr:
			m := r.eval(fr, l.X)
			key, ok := r.constString(l.Index)
			if m.keys == nil || !ok || s.Tok != token.ASSIGN {
				if m.keys != nil {
					return fmt.Errorf("a store the reader does not follow: %s", r.text(s))
				}
				continue
			}
			m.keys[key] = x.shape
		case *ast.SelectorExpr:
			// v.F = x on a struct variable.
			if id, ok := ast.Unparen(l.X).(*ast.Ident); ok {
				if obj := r.objOf(id); obj != nil {
					if base, ok := fr.vars[obj]; ok && base.fields != nil {
						base.fields[l.Sel.Name] = x
						continue
					}
				}
			}
			if r.touchesBuilt(fr, s) {
				return fmt.Errorf("a store the reader does not follow: %s", r.text(s))
			}
		default:
			if r.touchesBuilt(fr, s) {
				return fmt.Errorf("a store the reader does not follow: %s", r.text(s))
			}
		}
	}
	return nil
}

func (r *reader) objOf(id *ast.Ident) types.Object {
	if obj := r.info.Defs[id]; obj != nil {
		return obj
	}
	return r.info.Uses[id]
}

// touchesBuilt reports whether n mentions a variable holding a map the
// function builds.
func (r *reader) touchesBuilt(fr *frame, n ast.Node) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if obj := r.info.Uses[id]; obj != nil && fr.vars[obj].keys != nil {
				found = true
			}
		}
		return !found
	})
	return found
}

func (r *reader) eval(fr *frame, e ast.Expr) value {
	e = ast.Unparen(e)
	if tv, ok := r.info.Types[e]; ok && tv.Value != nil {
		return value{shape: full}
	}
	switch x := e.(type) {
	case *ast.Ident:
		if x.Name == "nil" && r.info.Uses[x] == types.Universe.Lookup("nil") {
			return value{shape: isNil}
		}
		if obj := r.info.Uses[x]; obj != nil {
			if v, ok := fr.vars[obj]; ok {
				return v
			}
		}
	case *ast.SelectorExpr:
		if sel, ok := r.info.Selections[x]; ok && sel.Kind() == types.FieldVal {
			base := r.eval(fr, x.X)
			if base.fields == nil {
				return value{}
			}
			if f, ok := sel.Obj().(*types.Var); ok {
				return fieldValue(base, f)
			}
		}
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return r.eval(fr, x.X)
		}
	case *ast.CompositeLit:
		return r.literal(fr, x)
	case *ast.CallExpr:
		return r.callExpr(fr, x)
	}
	return value{}
}

func (r *reader) literal(fr *frame, lit *ast.CompositeLit) value {
	t := r.info.TypeOf(lit)
	if t == nil {
		return value{}
	}
	switch t.Underlying().(type) {
	case *types.Map:
		v := value{shape: empty, keys: map[string]shape{}}
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				return value{shape: full}
			}
			key, ok := r.constString(kv.Key)
			if !ok {
				return value{shape: full}
			}
			v.keys[key] = r.eval(fr, kv.Value).shape
			v.shape = full
		}
		return v
	case *types.Slice, *types.Array:
		if len(lit.Elts) == 0 {
			return value{shape: empty}
		}
		return value{shape: full}
	case *types.Struct:
		v := value{shape: full, fields: map[string]value{}}
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				return value{shape: full}
			}
			if id, ok := kv.Key.(*ast.Ident); ok {
				v.fields[id.Name] = r.eval(fr, kv.Value)
			}
		}
		return v
	}
	return value{shape: full}
}

func (r *reader) callExpr(fr *frame, call *ast.CallExpr) value {
	// A conversion keeps the value.
	if tv, ok := r.info.Types[call.Fun]; ok && tv.IsType() && len(call.Args) == 1 {
		return r.eval(fr, call.Args[0])
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := r.info.Uses[id].(*types.Builtin); ok && b.Name() == "make" {
			if len(call.Args) == 1 {
				if _, isMap := r.info.TypeOf(call.Args[0]).Underlying().(*types.Map); isMap {
					return value{shape: empty, keys: map[string]shape{}}
				}
				return value{shape: empty}
			}
			if n, ok := r.constInt(call.Args[1]); ok && n == 0 && len(call.Args) == 2 {
				return value{shape: empty}
			}
			return value{}
		}
	}
	fn, _ := typeutil.Callee(r.info, call).(*types.Func)
	if fn == nil {
		return value{}
	}
	if fn.Pkg() != nil && fn.Pkg().Path() == "encoding/json" && fn.Name() == "Marshal" && len(call.Args) == 1 {
		x := r.eval(fr, call.Args[0])
		if x.keys != nil {
			return value{shape: full, listed: x.keys}
		}
		if x.fields != nil {
			if listed, err := r.marshal(r.info.TypeOf(call.Args[0]), x); err == nil {
				return value{shape: full, listed: listed}
			}
		}
		return value{}
	}
	if fn.Pkg() != r.pkg {
		return value{}
	}
	sig := fn.Signature()
	args := map[*types.Var]value{}
	for i, a := range call.Args {
		if i < sig.Params().Len() {
			args[sig.Params().At(i)] = r.eval(fr, a)
		}
	}
	var recv *value
	if sig.Recv() != nil {
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return value{}
		}
		v := r.eval(fr, sel.X)
		recv = &v
	}
	out, err := r.call(fn, recv, args)
	if err != nil {
		return value{}
	}
	return out
}

// answer is a condition's value, when the reader decides it.
type answer uint8

const (
	maybe answer = iota
	yes
	no
)

func answerOf(b bool) answer {
	if b {
		return yes
	}
	return no
}

func (r *reader) cond(fr *frame, e ast.Expr) answer {
	e = ast.Unparen(e)
	if tv, ok := r.info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.Bool {
		return answerOf(constant.BoolVal(tv.Value))
	}
	switch x := e.(type) {
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			switch r.cond(fr, x.X) {
			case yes:
				return no
			case no:
				return yes
			}
		}
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LAND, token.LOR:
			a, b := r.cond(fr, x.X), r.cond(fr, x.Y)
			if x.Op == token.LAND {
				switch {
				case a == no || b == no:
					return no
				case a == yes && b == yes:
					return yes
				}
				return maybe
			}
			switch {
			case a == yes || b == yes:
				return yes
			case a == no && b == no:
				return no
			}
			return maybe
		case token.EQL, token.NEQ:
			if other, ok := r.nilSide(x); ok {
				s := r.eval(fr, other).shape
				if s == unknown {
					return maybe
				}
				return answerOf((s == isNil) == (x.Op == token.EQL))
			}
		}
		return r.lenCond(fr, x)
	}
	return maybe
}

// nilSide is the operand compared with nil.
func (r *reader) nilSide(x *ast.BinaryExpr) (ast.Expr, bool) {
	isNilIdent := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && r.info.Uses[id] == types.Universe.Lookup("nil")
	}
	switch {
	case isNilIdent(x.Y):
		return x.X, true
	case isNilIdent(x.X):
		return x.Y, true
	}
	return nil, false
}

// lenCond decides len(v) compared with 0 or 1: the reader knows a length
// is 0 (nil, empty) or at least 1 (full).
func (r *reader) lenCond(fr *frame, x *ast.BinaryExpr) answer {
	call, ok := ast.Unparen(x.X).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return maybe
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); !ok || r.info.Uses[id] != types.Universe.Lookup("len") {
		return maybe
	}
	c, ok := r.constInt(x.Y)
	if !ok || (c != 0 && c != 1) {
		return maybe
	}
	var zeroLen bool
	switch r.eval(fr, call.Args[0]).shape {
	case isNil, empty:
		zeroLen = true
	case full:
	default:
		return maybe
	}
	// For a length of at least 1 the comparisons with 0 and 1 below are
	// decided whatever the length is.
	n := int64(1)
	if zeroLen {
		n = 0
	}
	switch x.Op {
	case token.GTR:
		if !zeroLen && c == 1 {
			return maybe
		}
		return answerOf(n > c)
	case token.GEQ:
		return answerOf(n >= c)
	case token.EQL:
		if !zeroLen && c == 1 {
			return maybe
		}
		return answerOf(n == c)
	case token.NEQ:
		if !zeroLen && c == 1 {
			return maybe
		}
		return answerOf(n != c)
	case token.LSS:
		return answerOf(n < c)
	case token.LEQ:
		if !zeroLen && c == 1 {
			return maybe
		}
		return answerOf(n <= c)
	}
	return maybe
}

func (r *reader) constString(e ast.Expr) (string, bool) {
	tv, ok := r.info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

func (r *reader) constInt(e ast.Expr) (int64, bool) {
	tv, ok := r.info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(tv.Value)
}

// text is an expression or statement as written, shortened, for a
// reason.
func (r *reader) text(n ast.Node) string {
	var b strings.Builder
	if err := printer.Fprint(&b, r.fset, n); err != nil {
		return fmt.Sprintf("%T", n)
	}
	out := strings.Join(strings.Fields(b.String()), " ")
	if len(out) > 80 {
		out = out[:77] + "..."
	}
	return out
}
