package drift

import (
	"go/types"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// keyedIn reports whether t is a go-sdk mcp.AddTool tool whose In is
// map[string]any or any and that gives no input schema of its own (the
// SDK decodes the arguments of either into a map[string]any): the SDK lists
// it as {"type":"object"} with no properties, and its handler reads the
// arguments by key from its In parameter, as a raw handler reads its
// decoded map. Its reads are held to that empty listing: a required read
// is an argument no client built from the listing sends.
func keyedIn(t *mcptool.Tool) bool {
	if !t.SDKInfers() || t.Handler == nil || t.InputSchemaGiven || t.In == nil {
		return false
	}
	return isArgsMap(t.In) || knowledge.IsAny(t.In)
}

// keyedParam is the index of the handler's In parameter (its last) when
// it is the arguments by key, -1 if not.
func keyedParam(sig *types.Signature) int {
	n := sig.Params().Len()
	if n == 0 || !isArgsMap(sig.Params().At(n-1).Type()) && !knowledge.IsAny(sig.Params().At(n-1).Type()) {
		return -1
	}
	return n - 1
}

// isArgsMap reports whether t is map[string]any.
func isArgsMap(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	k, ok := m.Key().Underlying().(*types.Basic)
	e, eok := m.Elem().Underlying().(*types.Interface)
	return ok && eok && k.Kind() == types.String && e.Empty()
}
