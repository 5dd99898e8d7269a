package valueflow

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
)

// The reads of a go-sdk raw handler need its body, and those of the
// functions it hands its request to, in a package that need not use
// mcp-go (whose packages have every body built): a declaration that
// selects the raw arguments (CallToolParamsRaw.Arguments) or calls a
// function of another package with reads is a seed of the gate, as one
// that calls a sink is, so that it, its callers up to the handler and
// their callees are built.

// rawReadsSeed reports whether obj, used by a declaration, makes it a
// seed for reads: the go-sdk's raw arguments field, or a function of
// another package with a reads fact.
func rawReadsSeed(pass *analysis.Pass, obj types.Object) bool {
	switch o := obj.(type) {
	case *types.Var:
		return o.IsField() && o.Name() == "Arguments" && o.Pkg() != nil && o.Pkg().Path() == SDKPath && isRawJSON(o.Type())
	case *types.Func:
		return o.Pkg() != nil && o.Pkg() != pass.Pkg && pass.ImportObjectFact(o, new(ReadsFact))
	}
	return false
}

// importsSDK reports whether the package imports the go-sdk's mcp
// package: only then can it have a raw handler.
func importsSDK(pkg *types.Package) bool {
	for _, p := range pkg.Imports() {
		if p.Path() == SDKPath {
			return true
		}
	}
	return false
}

// keyedAddTool reports whether id names the go-sdk's generic mcp.AddTool
// instantiated with an In of map[string]any or any: its handler reads the
// arguments by key from its In, and the drift codes hold those reads to
// the SDK's empty listing, so the registering declaration is a seed and
// the handler it names is built.
func keyedAddTool(pass *analysis.Pass, id *ast.Ident) bool {
	fn, ok := pass.TypesInfo.Uses[id].(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != SDKPath || fn.Name() != "AddTool" {
		return false
	}
	inst, ok := pass.TypesInfo.Instances[id]
	return ok && inst.TypeArgs != nil && inst.TypeArgs.Len() > 0 && (isArgsMap(inst.TypeArgs.At(0)) || knowledge.IsAny(inst.TypeArgs.At(0)))
}
