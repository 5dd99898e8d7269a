package mcpfacts

import (
	"go/types"

	"github.com/mcpvet/mcpvet/schema"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

func named(t types.Type) (pkg, name string) {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return "", ""
	}
	return n.Obj().Pkg().Path(), n.Obj().Name()
}

func isContext(t types.Type) bool {
	p, n := named(t)
	return p == "context" && n == "Context"
}

func isError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

func isAny(t types.Type) bool {
	i, ok := types.Unalias(t).(*types.Interface)
	return ok && i.NumMethods() == 0 && i.IsMethodSet()
}

func deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// isCallToolRequest matches *mcp.CallToolRequest, an alias of
// *mcp.ServerRequest[*mcp.CallToolParamsRaw].
func isCallToolRequest(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	pkg, name := named(p.Elem())
	if pkg != SDKPath {
		return false
	}
	if name == "CallToolRequest" {
		return true
	}
	n := types.Unalias(p.Elem()).(*types.Named)
	if name != "ServerRequest" || n.TypeArgs().Len() != 1 {
		return false
	}
	_, arg := named(deref(n.TypeArgs().At(0)))
	return arg == "CallToolParamsRaw"
}

func isCallToolResultPtr(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	pkg, name := named(p.Elem())
	return pkg == SDKPath && name == "CallToolResult"
}

func isContent(t types.Type) bool {
	if s, ok := types.Unalias(t).(*types.Slice); ok {
		t = s.Elem()
	}
	pkg, name := named(t)
	return pkg == SDKPath && name == "Content"
}

func isPlainString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.String
}

func isStructOrPtr(t types.Type) bool {
	_, ok := deref(t).Underlying().(*types.Struct)
	return ok
}

// isObjectShaped: a struct or a map, or a pointer to one, whose values
// encoding/json writes as an object (no custom marshaler).
func isObjectShaped(t types.Type) bool {
	base := deref(t)
	switch base.Underlying().(type) {
	case *types.Struct, *types.Map:
	default:
		return false
	}
	v := typesview.NewView().Type(base)
	if v.Has(schema.MarshalJSON) || v.Has(schema.MarshalText) {
		return false
	}
	pkg, name := named(base)
	return !(pkg == "time" && name == "Time" || name == "UUID")
}

func isEnum(t types.Type, facts schema.Facts) bool {
	pkg, name := named(t)
	return name != "" && facts != nil && len(facts.Enum(pkg, name)) > 0
}

// isJSONText: values sent as one text block of their JSON.
func isJSONText(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&(types.IsBoolean|types.IsNumeric) != 0 && u.Info()&types.IsComplex == 0
	case *types.Slice, *types.Array:
		return true
	case *types.Struct:
		pkg, name := named(t)
		return pkg == "time" && name == "Time" || name == "UUID"
	}
	pkg, name := named(t)
	return pkg == "encoding/json" && name == "RawMessage"
}
