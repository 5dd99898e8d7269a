package schematype

import (
	"go/ast"
	"go/types"

	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// madeMaps says whether a nil-map finding is on a field that every value
// of its struct type the package makes holds a map in: each composite
// literal of the type gives the field make(...) or a map literal, every
// other assignment to the field does too, and the package makes no value
// of the type without a literal (var x T, new(T)). Such a field is never
// nil where the handler returns it (a literal on an error path that
// leaves it out is a literal that does not give it a map, and keeps the
// finding). Values the package's importers make are not seen: the
// unknown is silence.
func madeMaps(p *toolpass.Pass) func(mcptool.SDKFinding) bool {
	flow := astflow.Of(p.Pass.Pass)
	memo := map[*types.Var]bool{}
	return func(f mcptool.SDKFinding) bool {
		if f.Reason != sdkdialect.NilMap || f.Field == nil || len(f.Field.Names) != 1 {
			return false
		}
		field, ok := p.TypesInfo.Defs[f.Field.Names[0]].(*types.Var)
		if !ok || !field.IsField() {
			return false
		}
		made, ok := memo[field]
		if !ok {
			made = alwaysMade(p, flow, field)
			memo[field] = made
		}
		return made
	}
}

func alwaysMade(p *toolpass.Pass, flow *astflow.Index, field *types.Var) bool {
	info := p.TypesInfo
	isMap := func(e ast.Expr) bool {
		switch e := ast.Unparen(e).(type) {
		case *ast.CompositeLit:
			return true // a literal of the field's map type
		case *ast.CallExpr:
			b, ok := info.Uses[calleeIdent(e)].(*types.Builtin)
			return ok && b.Name() == "make"
		}
		return false
	}
	// The struct type the field belongs to: the type of a literal that
	// sets it, or holds it by position.
	var owner types.Type
	fieldIndex := func(t types.Type) int {
		st, ok := t.Underlying().(*types.Struct)
		if !ok {
			return -1
		}
		for i := range st.NumFields() {
			if st.Field(i) == field {
				return i
			}
		}
		return -1
	}
	literals := 0
	for _, c := range flow.Composites() {
		t := info.TypeOf(c.Expr)
		if t == nil {
			continue
		}
		i := fieldIndex(t)
		if i < 0 {
			continue
		}
		owner = t
		literals++
		var value ast.Expr
		for j, elt := range c.Expr.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && info.Uses[id] == field {
					value = kv.Value
				}
			} else if j == i {
				value = elt
			}
		}
		if value == nil || !isMap(value) {
			return false
		}
	}
	if literals == 0 {
		return false
	}
	for _, a := range flow.FieldAssigns(field) {
		if a.Kind != astflow.Given || a.Value == nil || !isMap(a.Value) {
			if _, lit := a.Node.(*ast.CompositeLit); lit && a.Kind == astflow.Given {
				continue // judged above
			}
			return false
		}
	}
	// A value of the type made without a literal: var x T, a named
	// result (zero until assigned), new(T).
	for _, obj := range info.Defs {
		if v, ok := obj.(*types.Var); ok && !v.IsField() && types.Identical(v.Type(), owner) {
			for _, a := range flow.Assigns(v) {
				if a.Kind == astflow.Zero || a.Kind == astflow.Unseen && namedResult(flow, a.Node) {
					return false
				}
			}
		}
	}
	for _, f := range p.Files {
		zero := false
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 1 {
				if b, ok := info.Uses[calleeIdent(call)].(*types.Builtin); ok && b.Name() == "new" && types.Identical(info.TypeOf(call.Args[0]), owner) {
					zero = true
				}
			}
			return !zero
		})
		if zero {
			return false
		}
	}
	return true
}

// calleeIdent is the identifier a call names its callee with, nil when
// it names it otherwise.
func calleeIdent(call *ast.CallExpr) *ast.Ident {
	id, _ := ast.Unparen(call.Fun).(*ast.Ident)
	return id
}

// namedResult reports whether n declares named results of a function.
func namedResult(flow *astflow.Index, n ast.Node) bool {
	field, ok := n.(*ast.Field)
	if !ok {
		return false
	}
	list, ok := flow.Parent(field).(*ast.FieldList)
	if !ok {
		return false
	}
	ft, ok := flow.Parent(list).(*ast.FuncType)
	return ok && ft.Results == list
}
