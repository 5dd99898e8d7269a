package valueflow

// Functions held in struct fields: a server keeps its command runner in
// a field (t.commandRunner = defaultCommandRunner, swapped in tests) and
// calls it (t.commandRunner(ctx, "go", args...)). A call of a value
// loaded from an unexported field of a struct of the package resolves to
// the functions stored in that field, when every store of it in the
// package stores a function of the package by name: no other package can
// set such a field, so those are all it can hold.

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// fieldFuncs indexes, once, the functions stored in each unexported
// func-valued field of a struct of the package (fieldStores); a field
// with any other store (a func literal, a parameter, a value computed at
// run time) maps to nil.
func (a *analysis_) fieldFuncs() map[*types.Var][]*ssa.Function {
	if a.heldFuncs != nil {
		return a.heldFuncs
	}
	a.heldFuncs = map[*types.Var][]*ssa.Function{}
	for field, vals := range a.fieldStores().vals {
		if _, isFunc := field.Type().Underlying().(*types.Signature); !isFunc {
			continue
		}
		var held []*ssa.Function
		for _, val := range vals {
			if ct, ok := val.(*ssa.ChangeType); ok {
				val = ct.X // a function given the field's named func type
			}
			g, ok := val.(*ssa.Function)
			if !ok || g.Pkg == nil || g.Pkg.Pkg != a.pass.Pkg || g.Object() == nil {
				held = nil
				break
			}
			held = append(held, g)
		}
		a.heldFuncs[field] = held
	}
	return a.heldFuncs
}

// fieldOfAddr is the field an address selects (&x.f), nil for any other
// address.
func fieldOfAddr(v ssa.Value) *types.Var {
	fa, ok := v.(*ssa.FieldAddr)
	if !ok {
		return nil
	}
	st, ok := addrStruct(fa)
	if !ok {
		return nil
	}
	return st.Field(fa.Field)
}

// addrStruct is the struct whose field an address selects.
func addrStruct(fa *ssa.FieldAddr) (*types.Struct, bool) {
	st, ok := fa.X.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Struct)
	return st, ok
}

// heldCallees are the functions a call of a value loaded from a field
// may run (fieldFuncs), none when it is not such a call.
func (a *analysis_) heldCallees(c *ssa.CallCommon) []*ssa.Function {
	if c.IsInvoke() || c.StaticCallee() != nil {
		return nil
	}
	var field *types.Var
	switch v := c.Value.(type) {
	case *ssa.UnOp:
		if v.Op == token.MUL {
			field = fieldOfAddr(v.X)
		}
	case *ssa.Field:
		if st, ok := v.X.Type().Underlying().(*types.Struct); ok {
			field = st.Field(v.Field)
		}
	}
	if field == nil {
		return nil
	}
	return a.fieldFuncs()[field]
}
