package apifacts

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

// Explicit checks: a handler that answers a request with an error status
// (a 4xx refusal, or a 5xx) when a body field or a query value is empty
// or absent requires it, as a validation would: no call without it can
// succeed.
//
//	if in.Name == "" {
//		http.Error(w, "name is required", http.StatusBadRequest)
//		return
//	}
//
// The check is an if whose condition is one comparison with the zero
// value, or several joined by ||, and whose body writes a 4xx response
// and ends in a return (echo's return of echo.NewHTTPError(400) or
// c.JSON(400, ...) is both); the status is a constant of 400 or more. The compared value is a field of the value
// the body was decoded into, named by its JSON name, or a query value
// read in this func.

// checkedIf records the explicit checks of s, an if whose body added the
// effects from index n on.
func (c *fnCtx) checkedIf(s *ast.IfStmt, n int) {
	if !c.refuses(s.Body, n) {
		return
	}
	for _, x := range orOperands(s.Cond) {
		if v := c.zeroCompared(x); v != nil {
			c.requireChecked(v)
		}
	}
}

// refuses: body writes a response with a constant error status (an
// effect from index n on) and ends in a return.
func (c *fnCtx) refuses(body *ast.BlockStmt, n int) bool {
	if len(body.List) == 0 {
		return false
	}
	if _, ok := body.List[len(body.List)-1].(*ast.ReturnStmt); !ok {
		return false
	}
	for _, e := range c.effects[n:] {
		switch e.kind {
		case writeError, writeBody, writeText, writeStatus:
			if e.statusParam < 0 && e.status >= 400 {
				return true
			}
		}
	}
	return false
}

// orOperands are the operands of a chain of ||, or x itself.
func orOperands(x ast.Expr) []ast.Expr {
	if b, ok := ast.Unparen(x).(*ast.BinaryExpr); ok && b.Op == token.LOR {
		return append(orOperands(b.X), orOperands(b.Y)...)
	}
	return []ast.Expr{x}
}

// zeroCompared is the value x compares with its zero value (v == "",
// v == 0, v == nil, len(v) == 0, strings.TrimSpace(v) == ""), nil when x
// is no such comparison.
func (c *fnCtx) zeroCompared(x ast.Expr) ast.Expr {
	b, ok := ast.Unparen(x).(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL {
		return nil
	}
	for _, pair := range [][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		v, zero := ast.Unparen(pair[0]), pair[1]
		if !c.isZero(zero) {
			continue
		}
		if call, ok := v.(*ast.CallExpr); ok && len(call.Args) == 1 {
			fn, _ := typeutil.Callee(c.a.pass.TypesInfo, call).(*types.Func)
			if b, ok := typeutil.Callee(c.a.pass.TypesInfo, call).(*types.Builtin); ok && b.Name() == "len" ||
				isFunc(fn, "strings", "TrimSpace") {
				v = ast.Unparen(call.Args[0])
			}
		}
		return v
	}
	return nil
}

// isZero: x is the constant "" or 0, or nil.
func (c *fnCtx) isZero(x ast.Expr) bool {
	tv, ok := c.a.pass.TypesInfo.Types[x]
	if !ok {
		return false
	}
	if tv.IsNil() {
		return true
	}
	if tv.Value == nil {
		return false
	}
	switch tv.Value.Kind() {
	case constant.String:
		return constant.StringVal(tv.Value) == ""
	case constant.Int, constant.Float:
		return constant.Sign(tv.Value) == 0
	}
	return false
}

// requireChecked marks what v is as required: a query value read in this
// func (directly, or through a variable it was given once), or a field of
// the value the body was decoded into.
func (c *fnCtx) requireChecked(v ast.Expr) {
	info := c.a.pass.TypesInfo
	switch x := v.(type) {
	case *ast.Ident:
		if ref, ok := c.singleOf(x); ok && ref.idx < 0 && ref.expr != nil {
			c.requireChecked(ast.Unparen(ref.expr))
		}
	case *ast.CallExpr:
		for i := range c.effects {
			if e := &c.effects[i]; e.kind == readQuery && e.pos == x.Pos() && e.end == x.End() {
				e.required = true
			}
		}
	case *ast.SelectorExpr:
		sel, ok := info.Selections[x]
		if !ok || sel.Kind() != types.FieldVal || len(sel.Index()) != 1 {
			return // a promoted field, or no field
		}
		holder := c.varOf(x.X)
		field, _ := sel.Obj().(*types.Var)
		if holder == nil || field == nil {
			return
		}
		name, ok := jsonName(field, sel.Recv())
		if !ok {
			return
		}
		// The last decode into the holder before the check.
		for i := len(c.effects) - 1; i >= 0; i-- {
			if e := &c.effects[i]; e.kind == readBody && e.bodyVar == holder {
				if !e.prefilled {
					e.checked = append(e.checked, name)
				}
				return
			}
		}
	}
}

// jsonName is the name encoding/json gives field of the struct recv (or
// a pointer to it): its json tag's, or its own; false for one it skips.
func jsonName(field *types.Var, recv types.Type) (string, bool) {
	if p, ok := types.Unalias(recv).(*types.Pointer); ok {
		recv = p.Elem()
	}
	st, ok := recv.Underlying().(*types.Struct)
	if !ok || !field.Exported() {
		return "", false
	}
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i) != field {
			continue
		}
		tag, _ := reflect.StructTag(st.Tag(i)).Lookup("json")
		name, _, _ := strings.Cut(tag, ",")
		switch name {
		case "-":
			if tag == "-" {
				return "", false
			}
		case "":
			return field.Name(), true
		}
		return name, true
	}
	return "", false
}

// withRequired returns s with names added to its required properties,
// kept in the order of the properties, for an object schema (a copy; s
// is left alone); s itself when it is not one, or names add nothing.
func withRequired(s *schema.Schema, names []string) *schema.Schema {
	if s == nil || len(s.Properties) == 0 {
		return s
	}
	add := false
	for _, n := range names {
		add = add || s.Property(n) != nil && !slices.Contains(s.Required, n)
	}
	if !add {
		return s
	}
	out := *s
	out.Required = nil
	for _, p := range s.Properties {
		if slices.Contains(s.Required, p.Name) || slices.Contains(names, p.Name) {
			out.Required = append(out.Required, p.Name)
		}
	}
	return &out
}
