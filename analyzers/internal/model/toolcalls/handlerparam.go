package toolcalls

import (
	"go/ast"
	"go/types"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// A constructor wrapper that takes a tool and its handler and returns
// them together (github-mcp-server's NewTool[In, Out](toolset, tool,
// scopes, handler), which wraps the handler in a closure that decodes the
// arguments and stores it in a struct field, registered later through a
// func value) gives the handler on where mcpvet cannot follow it. What
// its summary can say is which of its parameters is the handler: then at
// each call the tool it declares gets the caller's argument for that
// parameter as its Handler, and the checks that read a handler's body
// (the arguments as sources, analyzers/families/security) read the handler the
// user wrote.
//
// The parameter is known by its type and its use: it is the wrapper's one
// parameter of a handler's shape (a func that takes a tool request, the
// go-sdk's *CallToolRequest or mcp-go's CallToolRequest, and returns a
// *CallToolResult first), and the wrapper's body uses it. A wrapper with
// two such parameters (a handler and a fallback) says nothing.

// handlerParam is the index (receiver first) of the function's one
// parameter of a handler's shape that its body uses, -1 if it has none
// or several.
func (f *finder) handlerParam(ctx *fnCtx) int {
	if ctx == nil || ctx.decl == nil || ctx.decl.Body == nil {
		return -1
	}
	found, idx := (*types.Var)(nil), -1
	for v, i := range ctx.params {
		if !isHandlerShape(v.Type()) && !knowledge.IsArgsHandler(v.Type()) {
			continue
		}
		if found != nil {
			return -1
		}
		found, idx = v, i
	}
	if found == nil {
		return -1
	}
	// A parameter is in scope in its function's body only: any use of it
	// is one there.
	if len(f.res.Flow.Uses(found)) == 0 {
		return -1
	}
	return idx
}

// isHandlerShape reports whether t is a func that takes a tool request
// and returns a *CallToolResult first: mcp.ToolHandler,
// mcp.ToolHandlerFor[In, Out], mcp-go's server.ToolHandlerFunc, or a
// server's own handler type with more parameters (its dependencies).
func isHandlerShape(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Results().Len() < 2 || !knowledge.IsToolResultPtr(sig.Results().At(0).Type()) {
		return false
	}
	for v := range sig.Params().Variables() {
		if knowledge.IsToolRequest(v.Type()) {
			return true
		}
	}
	return false
}

// handOn makes arg, the argument a call of a constructor wrapper gives
// for its handler parameter, the Handler of the one tool the call
// declared (v, the call's result): nothing when arg is nil or not of
// this package, or when the result carries no tool or several.
func (f *finder) handOn(v *val, arg ast.Expr) {
	if arg == nil || !f.inPackage(arg.Pos()) {
		return
	}
	var tools []*mcptool.Tool
	var walk func(v *val, depth int)
	walk = func(v *val, depth int) {
		if v == nil || depth > 4 {
			return
		}
		switch v.kind {
		case vTool:
			if v.tool.decl != nil {
				tools = append(tools, v.tool.decl)
			}
		case vStruct:
			for _, k := range sortedKeys(v.fields) {
				walk(v.fields[k], depth+1)
			}
		}
	}
	walk(v, 0)
	if len(tools) == 1 && tools[0].Handler == nil {
		tools[0].Handler = arg
	}
}
