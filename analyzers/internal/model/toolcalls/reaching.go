package toolcalls

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// reaching are the assignments of a local variable v that can reach its
// use e, when the code shows them plainly: the last statement before e,
// in e's block or in a block around it, that gives v a whole new value,
// and the assignments of v inside the statements between them (a branch
// that assigns v again). A server that registers its tools through one
// variable (tool = mcp.NewTool("a", ...); s.AddTool(tool, ha); tool =
// mcp.NewTool("b", ...); ...) registers at each call the tool the
// variable can hold there, not every tool it is ever given. ok is false
// where the reading is not that simple: a loop or a func literal between
// the use and the assignment, a variable whose address is taken, a field
// of it set on the way, a map or a slice (elements set in place), or only
// one assignment (all of them is the same answer); then every assignment
// counts, as elsewhere.
func (f *finder) reaching(v *types.Var, e ast.Expr) ([]assign, bool) {
	switch v.Type().Underlying().(type) {
	case *types.Map, *types.Slice:
		return nil, false
	}
	as := f.assignsOf(v)
	if len(as) < 2 {
		return nil, false
	}
	flow := f.res.Flow
	raw := flow.Assigns(v)
	for _, a := range raw {
		if a.Kind == astflow.Unseen || a.Field {
			return nil, false
		}
	}
	// within are the assignments written in [from, to); ok is false when
	// one is not a whole one the interpreter reads.
	within := func(from, to token.Pos) (in []assign, ok bool) {
		for _, a := range raw {
			if p := a.Node.Pos(); from <= p && p < to {
				i := slices.IndexFunc(as, func(x assign) bool { return x.at == p })
				if i < 0 || as[i].field != "" || as[i].option || as[i].opaque {
					return nil, false
				}
				in = append(in, as[i])
			}
		}
		return in, true
	}
	var may []assign
	var n ast.Node = e
	for {
		p := flow.Parent(n)
		var list []ast.Stmt
		switch x := p.(type) {
		case nil, *ast.FuncLit, *ast.FuncDecl, *ast.ForStmt, *ast.RangeStmt:
			return nil, false
		case *ast.BlockStmt:
			list = x.List
		case *ast.CaseClause:
			list = x.Body
		case *ast.CommClause:
			list = x.Body
		default:
			// Inside a statement or an expression: what it assigns before
			// n (an if's init, an earlier operand) is not followed.
			if in, _ := within(p.Pos(), n.Pos()); len(in) > 0 {
				return nil, false
			}
		}
		for i := len(list) - 1; i >= 0; i-- {
			st := list[i]
			if st.Pos() >= n.Pos() {
				continue
			}
			in, ok := within(st.Pos(), st.End())
			if !ok {
				return nil, false
			}
			if a, whole := f.wholeAssign(v, st, as); whole {
				if len(in) != 1 {
					return nil, false // v assigned again in the same statement
				}
				return append(may, a), true
			}
			may = append(may, in...)
		}
		n = p
	}
}

// wholeAssign is the assignment of as that st is, when st gives v a whole
// new value (v = x, v := x, var v = x, var v T).
func (f *finder) wholeAssign(v *types.Var, st ast.Stmt, as []assign) (assign, bool) {
	switch st := st.(type) {
	case *ast.AssignStmt:
		if st.Tok != token.ASSIGN && st.Tok != token.DEFINE {
			return assign{}, false
		}
		whole := false
		for _, l := range st.Lhs {
			if id, ok := ast.Unparen(l).(*ast.Ident); ok && (f.pass.TypesInfo.Uses[id] == v || f.pass.TypesInfo.Defs[id] == v) {
				whole = true
			}
		}
		if !whole {
			return assign{}, false
		}
	case *ast.DeclStmt:
	default:
		return assign{}, false
	}
	for _, a := range as {
		if st.Pos() <= a.at && a.at < st.End() && a.field == "" && !a.option {
			return a, true
		}
	}
	return assign{}, false
}

// byName narrows x, the value of the variable v read at e, to the tools
// the code picks there by name: e inside a case of switch v.Name, or
// inside if v.Name == "x" (the tools of a loop over a collection,
// registered each with its own handler:
//
//	for _, tool := range provider.Tools() {
//		switch tool.Name {
//		case "list_tags":
//			s.AddTool(tool, provider.ListTags)
//
// registers list_tags there, not every tool of the collection). An
// element whose name is not a constant stays: it may be any of them.
func (f *finder) byName(v *types.Var, e ast.Expr, x *val) *val {
	if x == nil || x.kind != vEach && x.kind != vAlts {
		return x
	}
	names, ok := f.namesAt(v, e)
	if !ok {
		return x
	}
	out := &val{kind: x.kind, expr: x.expr}
	for _, el := range x.elems {
		name := ""
		if el != nil && el.kind == vTool {
			name = constString(f.role(el.tool, rName))
		}
		if name == "" || names[name] {
			out.elems = append(out.elems, el)
		}
	}
	if len(out.elems) == 0 {
		return x // no element has those names: the narrowing is not understood
	}
	return out
}

// namesAt are the constant names e's code runs under, when it is inside
// a case of switch v.Name or the body of if v.Name == "x" (within the
// function e is in).
func (f *finder) namesAt(v *types.Var, e ast.Expr) (map[string]bool, bool) {
	info := f.pass.TypesInfo
	isName := func(x ast.Expr) bool {
		sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Name" {
			return false
		}
		id, ok := ast.Unparen(sel.X).(*ast.Ident)
		return ok && info.Uses[id] == v
	}
	constName := func(x ast.Expr) (string, bool) {
		tv, ok := info.Types[x]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			return "", false
		}
		return constant.StringVal(tv.Value), true
	}
	var n ast.Node = e
	for {
		p := f.res.Flow.Parent(n)
		switch x := p.(type) {
		case nil, *ast.FuncLit, *ast.FuncDecl:
			return nil, false
		case *ast.CaseClause:
			sw, ok := f.res.Flow.Parent(f.res.Flow.Parent(x)).(*ast.SwitchStmt)
			if !ok || sw.Tag == nil || !isName(sw.Tag) || len(x.List) == 0 {
				return nil, false
			}
			names := map[string]bool{}
			for _, c := range x.List {
				s, ok := constName(c)
				if !ok {
					return nil, false
				}
				names[s] = true
			}
			return names, true
		case *ast.IfStmt:
			if n != x.Body {
				break
			}
			if b, ok := ast.Unparen(x.Cond).(*ast.BinaryExpr); ok && b.Op == token.EQL {
				for _, pair := range [2][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
					if s, ok := constName(pair[1]); ok && isName(pair[0]) {
						return map[string]bool{s: true}, true
					}
				}
			}
		}
		n = p
	}
}
