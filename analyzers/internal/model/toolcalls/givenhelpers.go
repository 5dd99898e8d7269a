package toolcalls

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// A schema built by a helper of the package from the parts its caller
// gives (InputSchema: jsonSchema(map[string]any{"content": prop("string",
// "…")}, []string{"content"})) is folded as the helper's body reads with
// its parameters bound to the call's arguments: one return of a literal
// (prop), or a short program that makes a map, sets keys of it under
// conditions the arguments decide (if len(required) > 0 {
// s["required"] = required }), and returns it. A condition that does not
// fold, a loop, or any other statement leaves the schema unfolded, as
// before.

// foldHelper is the JSON the call of helper fn gives, ok false when its
// body is not read so.
func (f *finder) foldHelper(fn *types.Func, call *ast.CallExpr, depth int) (any, bool) {
	if depth > 16 || call.Ellipsis.IsValid() {
		return nil, false
	}
	d := f.res.Flow.Decl(fn)
	if d == nil || d.Decl() == nil || d.Decl().Body == nil {
		return nil, false
	}
	sig := fn.Signature()
	if sig.Recv() != nil || sig.Variadic() || sig.Params().Len() != len(call.Args) || sig.Results().Len() != 1 {
		return nil, false
	}
	defer bindWhile(&f.boundArgs, func(bound map[*types.Var]ast.Expr) {
		for i := range sig.Params().Len() {
			bound[sig.Params().At(i)] = call.Args[i]
		}
	})()
	v, returned, ok := f.runHelper(d.Decl().Body.List, map[*types.Var]any{}, depth)
	return v, returned && ok
}

// runHelper runs the statements of a helper's body on env, its local
// variables' folded values: returned says a return ran, with its value;
// ok is false at a statement it does not read.
func (f *finder) runHelper(stmts []ast.Stmt, env map[*types.Var]any, depth int) (v any, returned, ok bool) {
	info := f.pass.TypesInfo
	for _, st := range stmts {
		switch x := st.(type) {
		case *ast.AssignStmt:
			if len(x.Lhs) != 1 || len(x.Rhs) != 1 || x.Tok != token.DEFINE && x.Tok != token.ASSIGN {
				return nil, false, false
			}
			val, ok := f.foldLocal(x.Rhs[0], env, depth)
			if !ok {
				return nil, false, false
			}
			switch lhs := x.Lhs[0].(type) {
			case *ast.Ident:
				local, ok := info.ObjectOf(lhs).(*types.Var)
				if !ok {
					return nil, false, false
				}
				env[local] = val
			case *ast.IndexExpr:
				id, ok := lhs.X.(*ast.Ident)
				if !ok {
					return nil, false, false
				}
				local, _ := info.Uses[id].(*types.Var)
				m, ok := env[local].(map[string]any)
				key := info.Types[lhs.Index].Value
				if !ok || key == nil || key.Kind() != constant.String {
					return nil, false, false
				}
				m[constant.StringVal(key)] = val
			default:
				return nil, false, false
			}
		case *ast.IfStmt:
			if x.Init != nil {
				return nil, false, false
			}
			taken, ok := f.foldCond(x.Cond, env, depth)
			if !ok {
				return nil, false, false
			}
			var branch []ast.Stmt
			switch e := x.Else.(type) {
			case nil:
			case *ast.BlockStmt:
				branch = e.List
			default:
				return nil, false, false
			}
			if taken {
				branch = x.Body.List
			}
			if v, returned, ok := f.runHelper(branch, env, depth); !ok || returned {
				return v, returned, ok
			}
		case *ast.ReturnStmt:
			if len(x.Results) != 1 {
				return nil, false, false
			}
			v, ok := f.foldLocal(x.Results[0], env, depth)
			return v, true, ok
		default:
			return nil, false, false
		}
	}
	return nil, false, true
}

// foldLocal folds e with the helper's local variables.
func (f *finder) foldLocal(e ast.Expr, env map[*types.Var]any, depth int) (any, bool) {
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		if v, ok := f.pass.TypesInfo.Uses[id].(*types.Var); ok {
			if x, ok := env[v]; ok {
				return x, true
			}
		}
	}
	return f.fold(e, depth+1)
}

// foldCond is the truth of a helper's condition, when it folds: a
// comparison of len of a bound value, or of a bound value with nil or a
// constant.
func (f *finder) foldCond(e ast.Expr, env map[*types.Var]any, depth int) (bool, bool) {
	b, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok {
		return false, false
	}
	operand := func(x ast.Expr) (any, bool) {
		x = ast.Unparen(x)
		if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 1 {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "len" {
				if _, builtin := f.pass.TypesInfo.Uses[id].(*types.Builtin); builtin {
					// A parameter the call gives nil folds to nil.
					v, ok := f.foldLocal(call.Args[0], env, depth)
					if !ok {
						return nil, false
					}
					switch v := v.(type) {
					case nil:
						return float64(0), true
					case []any:
						return float64(len(v)), true
					case map[string]any:
						return float64(len(v)), true
					case string:
						return float64(len(v)), true
					}
					return nil, false
				}
			}
		}
		if f.isNil(x) {
			return nil, true
		}
		return f.foldLocal(x, env, depth)
	}
	l, ok1 := operand(b.X)
	r, ok2 := operand(b.Y)
	if !ok1 || !ok2 {
		return false, false
	}
	// Constants fold to int64, lengths to float64: compare numbers as
	// one kind.
	if n, isInt := l.(int64); isInt {
		l = float64(n)
	}
	if n, isInt := r.(int64); isInt {
		r = float64(n)
	}
	switch b.Op {
	case token.EQL, token.NEQ:
		eq := equalJSON(l, r)
		return eq == (b.Op == token.EQL), true
	case token.GTR, token.GEQ, token.LSS, token.LEQ:
		ln, ok1 := l.(float64)
		rn, ok2 := r.(float64)
		if !ok1 || !ok2 {
			return false, false
		}
		switch b.Op {
		case token.GTR:
			return ln > rn, true
		case token.GEQ:
			return ln >= rn, true
		case token.LSS:
			return ln < rn, true
		}
		return ln <= rn, true
	}
	return false, false
}

// equalJSON compares two folded values of the kinds a condition tests:
// nil, text, numbers, booleans.
func equalJSON(a, b any) bool {
	switch a.(type) {
	case nil, string, float64, bool:
	default:
		return false
	}
	return a == b
}

// isNil reports whether e is nil, or a parameter of the helper being
// folded that the call gives nil.
func (f *finder) isNil(e ast.Expr) bool {
	for range 8 {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return false
		}
		switch obj := f.pass.TypesInfo.Uses[id].(type) {
		case *types.Nil:
			return true
		case *types.Var:
			arg, bound := f.boundArgs[obj]
			if !bound || arg == nil {
				return false
			}
			e = arg
			continue
		}
		return false
	}
	return false
}
