package knowledge

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

// Named is the package path and name of a named type (an alias
// resolved), "" for others.
func Named(t types.Type) (pkg, name string) {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return "", ""
	}
	return n.Obj().Pkg().Path(), n.Obj().Name()
}

// IsJSONSchema reports whether t is jsonschema-go's Schema (the go-sdk's
// schema type), or a pointer to it; or the go-sdk's own jsonschema
// package's, which jsonschema-go began as (its releases before v0.3 give
// tools that Schema; the same fields, the same MarshalJSON).
func IsJSONSchema(t types.Type) bool {
	pkg, name := Named(Deref(t))
	return (pkg == JSONSchemaGoPath || pkg == SDKJSONSchemaPath) && name == "Schema"
}

// IsStdioTransport reports whether t is the go-sdk's StdioTransport, or
// a pointer to it: a server run on it writes its messages to standard
// output.
func IsStdioTransport(t types.Type) bool {
	pkg, name := Named(Deref(t))
	return pkg == SDKPath && name == "StdioTransport"
}

// IsContext reports whether t is context.Context, which a tool func's
// parameters may include (filled in, never an argument).
func IsContext(t types.Type) bool {
	p, n := Named(t)
	return p == "context" && n == "Context"
}

// IsError reports whether t is the predeclared error, which a tool func's
// results may end with.
func IsError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// IsAny reports whether t is the empty interface.
func IsAny(t types.Type) bool {
	i, ok := types.Unalias(t).(*types.Interface)
	return ok && i.NumMethods() == 0 && i.IsMethodSet()
}

// Deref is what a pointer type points to; t itself otherwise.
func Deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// IsCallToolRequest matches *mcp.CallToolRequest, an alias of
// *mcp.ServerRequest[*mcp.CallToolParamsRaw].
func IsCallToolRequest(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	pkg, name := Named(p.Elem())
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
	_, arg := Named(Deref(n.TypeArgs().At(0)))
	return arg == "CallToolParamsRaw"
}

// IsArgsHandler reports whether t is a handler of a tool's decoded
// arguments alone: func(context.Context, Args) (R, error), with Args a
// struct, a map or a type parameter, and not mcp-go's CallToolRequest
// (a struct too). A constructor of the server's own builds the request
// handler around it (grafana's MustTool[T, R], which decodes the
// arguments into a new Args and calls it through reflect.Value.Call).
func IsArgsHandler(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() != 2 || sig.Results().Len() != 2 || sig.Variadic() ||
		!IsContext(sig.Params().At(0).Type()) || !IsError(sig.Results().At(1).Type()) {
		return false
	}
	args := sig.Params().At(1).Type()
	if pkg, name := Named(args); pkg == MarkMCPPath && name == "CallToolRequest" {
		return false
	}
	switch args.Underlying().(type) {
	case *types.Struct, *types.Map:
		return true
	}
	_, isParam := args.(*types.TypeParam)
	return isParam
}

// IsStructOrPtr reports whether t is a struct or a pointer to one.
func IsStructOrPtr(t types.Type) bool {
	_, ok := Deref(t).Underlying().(*types.Struct)
	return ok
}

// IsObjectShaped: encoding/json writes the values of t as an object
// (schema.ObjectShaped).
func IsObjectShaped(t types.Type) bool {
	return schema.ObjectShaped(typesview.NewView().Type(t))
}

// IsCallToolResultPtr matches *mcp.CallToolResult.
func IsCallToolResultPtr(t types.Type) bool {
	return schema.ResultFormOf(typesview.NewView().Type(t), nil) == schema.FormCallResult
}

// IsToolRequest matches a tool call's request of either SDK: the
// go-sdk's *mcp.CallToolRequest (IsCallToolRequest) or mcp-go's
// mcp.CallToolRequest.
func IsToolRequest(t types.Type) bool {
	if IsCallToolRequest(t) {
		return true
	}
	pkg, name := Named(t)
	return pkg == MarkMCPPath && name == "CallToolRequest"
}

// IsStringKeyMap reports whether t is a map from string: the arguments
// of a tool call by key (the go-sdk decodes the arguments' object into
// one).
func IsStringKeyMap(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	k, ok := m.Key().Underlying().(*types.Basic)
	return ok && k.Kind() == types.String
}

// IsArgumentsMap reports whether t is a map from string to any value, as
// a tool call's arguments are held whole (map[string]any).
func IsArgumentsMap(t types.Type) bool {
	return IsStringKeyMap(t) && IsAny(t.Underlying().(*types.Map).Elem())
}

// IsArgumentsAloneHandler reports whether sig is the handler form of
// mcp-go before v0.8, ToolHandlerFunc func(arguments
// map[string]interface{}) (*CallToolResult, error), whose server calls
// handler(request.Params.Arguments): the arguments by key, and no request.
func IsArgumentsAloneHandler(sig *types.Signature) bool {
	return sig != nil && sig.Params().Len() == 1 && IsArgumentsMap(sig.Params().At(0).Type())
}

// ParamsForArguments is the type of the Arguments field of the go-sdk's
// *mcp.CallToolParamsFor[In], in which the releases before v0.3 handed a
// typed handler its arguments; false for any other type.
func ParamsForArguments(t types.Type) (types.Type, bool) {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return nil, false
	}
	if pkg, name := Named(p.Elem()); pkg != SDKPath || name != "CallToolParamsFor" {
		return nil, false
	}
	st, ok := p.Elem().Underlying().(*types.Struct)
	if !ok {
		return nil, false
	}
	for f := range st.Fields() {
		if f.Name() == "Arguments" {
			return f.Type(), true
		}
	}
	return nil, false
}

// IsToolResultPtr matches a pointer to the go-sdk's or mcp-go's
// CallToolResult.
func IsToolResultPtr(t types.Type) bool {
	if IsCallToolResultPtr(t) {
		return true
	}
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	pkg, name := Named(p.Elem())
	return pkg == MarkMCPPath && name == "CallToolResult"
}

// ArgumentsMapParam is the index of the parameter of sig that holds a
// tool's arguments by key, for a function of a server's own signature
// that answers a call with them: its first result a *CallToolResult of
// either SDK, its last an error, no request among its parameters, and
// exactly one parameter a map from string (Execute(ctx, logger, cache,
// args map[string]any), which the server's one handler calls with the
// request's arguments decoded). -1 for any other function.
func ArgumentsMapParam(sig *types.Signature) int {
	if sig == nil || sig.Results().Len() < 2 || !IsToolResultPtr(sig.Results().At(0).Type()) ||
		!IsError(sig.Results().At(sig.Results().Len()-1).Type()) {
		return -1
	}
	found := -1
	for i := range sig.Params().Len() {
		t := sig.Params().At(i).Type()
		if IsToolRequest(t) {
			return -1
		}
		if !IsStringKeyMap(t) {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = i
	}
	return found
}

// ServerRoot reads a server expression as the variable that holds the
// server and the fields selected from it (a.srv, &a.srv: a and [srv]);
// nil when the expression is not rooted in a variable (newServer()).
// The fact pass groups registrations by it, and OMCG0007 names servers
// with it.
func ServerRoot(info *types.Info, e ast.Expr) (*types.Var, []string) {
	var path []string
	x := ast.Unparen(e)
	for {
		if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
			x = ast.Unparen(u.X)
			continue
		}
		s, ok := x.(*ast.SelectorExpr)
		if !ok {
			break
		}
		sel, ok := info.Selections[s]
		if !ok || sel.Kind() != types.FieldVal {
			break
		}
		path = append([]string{s.Sel.Name}, path...)
		x = ast.Unparen(s.X)
	}
	id, ok := x.(*ast.Ident)
	if !ok {
		return nil, nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok {
		return nil, nil
	}
	return v, path
}

// IsArgumentsGetter reports whether fn reads a tool call's arguments
// whole, as mcp-go's (CallToolRequest).GetArguments does: a method
// GetArguments() map[string]any. A server that hides its SDK behind a
// request interface of its own (kubernetes-mcp-server's
// api.ToolCallRequest) keeps the method as mcp-go names it.
func IsArgumentsGetter(fn *types.Func) bool {
	if fn == nil || fn.Name() != "GetArguments" {
		return false
	}
	sig := fn.Signature()
	if sig.Recv() == nil || sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return false
	}
	return IsArgumentsMap(sig.Results().At(0).Type())
}

// ArgumentsField is the field of a server's own handler parameter (a
// struct, or a pointer to one) that holds the call's arguments by key,
// as MCP's own params do: named Arguments, a map from string to any
// value (type ToolHandlerParams struct { …; Arguments map[string]any });
// ok is false when it has none.
func ArgumentsField(t types.Type) (name string, ok bool) {
	st, ok := Deref(t).Underlying().(*types.Struct)
	if !ok {
		return "", false
	}
	for f := range st.Fields() {
		if f.Name() == "Arguments" {
			return f.Name(), IsArgumentsMap(f.Type())
		}
	}
	return "", false
}

// ArgumentsGetterPath is the path of embedded fields through which a
// value of type t has an arguments getter (IsArgumentsGetter) as a method
// ([] for its own method, ["ToolCallRequest"] for one promoted from that
// embedded field); ok is false when it has none.
func ArgumentsGetterPath(t types.Type) (path []string, ok bool) {
	obj, index, _ := types.LookupFieldOrMethod(t, true, nil, "GetArguments")
	fn, isFunc := obj.(*types.Func)
	if !isFunc || !IsArgumentsGetter(fn) {
		return nil, false
	}
	cur := t
	for _, i := range index[:len(index)-1] {
		st, ok := Deref(cur).Underlying().(*types.Struct)
		if !ok {
			return nil, false
		}
		f := st.Field(i)
		path = append(path, f.Name())
		cur = f.Type()
	}
	return path, true
}
