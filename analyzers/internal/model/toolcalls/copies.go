package toolcalls

import (
	"go/ast"
	"go/types"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
)

// copiesTool reports whether a literal of a server's own tool type takes
// its name from another tool: its name field is the name of a value of a
// tool type (the go-sdk's or mcp-go's mcp.Tool, or a type of the server's
// own), as in a docs generator's Entry{Name: t.Name, ...} or a copy with
// a field changed. Such a literal copies a tool declared elsewhere; it
// declares none, and listing it would list a tool twice, or an unnamed one
// that no server registers.
func (f *finder) copiesTool(lit *ast.CompositeLit, fact *ToolTypeFact) bool {
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		k, ok := kv.Key.(*ast.Ident)
		if !ok || fact.Roles[k.Name] != "name" {
			continue
		}
		sel, ok := ast.Unparen(kv.Value).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		return f.isNameOfTool(sel)
	}
	return false
}

// isNameOfTool reports whether sel selects the name field of a tool value.
func (f *finder) isNameOfTool(sel *ast.SelectorExpr) bool {
	t := f.pass.TypesInfo.TypeOf(sel.X)
	if t == nil {
		return false
	}
	n, ok := types.Unalias(knowledge.Deref(t)).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	switch n.Obj().Pkg().Path() {
	case knowledge.SDKPath, knowledge.MarkMCPPath:
		return n.Obj().Name() == "Tool" && sel.Sel.Name == "Name"
	}
	fact := f.toolType(t)
	return fact != nil && fact.Roles[sel.Sel.Name] == "name"
}
