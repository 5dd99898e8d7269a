package toolcalls

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"

	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
)

// Closures: a func literal a function assigns once to a local variable
// and then only calls,
//
//	addTool := func(tool mcp.Tool, h server.ToolHandlerFunc) {
//		if !write && !readOnly[tool.Name] {
//			return
//		}
//		s.AddTool(tool, h)
//	}
//	addTool(tools.SearchTool, tools.SearchHandler(client))
//
// is a wrapper like a function of the package: it is read in a context
// of its own, summarized, and each call of the variable declares what the
// literal registers, with the call's arguments. The literal sees the
// variables of the function it is written in: its context has that
// function's parameters, at their indices, and its own after them; at a
// call the enclosing function's pass through as they are (callArgs'
// through), so a closure inside a wrapper is still part of the wrapper's
// summary. A literal whose variable is assigned again, has its address
// taken, or is used as a value (passed, stored, returned) is read as
// before, in its function's context: its parameters are not followed.

// closureCtxs makes the context of every closure of the package: the
// func literals inside function declarations that are assigned once to a
// local variable that is only ever called.
func (f *finder) closureCtxs() {
	f.closures = map[*types.Var]*fnCtx{}
	f.litCtx = map[*ast.FuncLit]*fnCtx{}
	for _, fn := range f.res.Flow.Funcs() {
		f.closureCtx(fn)
	}
}

// closureCtx is the context of fn if it is a closure (made once), nil
// otherwise.
func (f *finder) closureCtx(fn *astflow.Func) *fnCtx {
	lit := fn.Lit()
	if lit == nil {
		return nil
	}
	if ctx, ok := f.litCtx[lit]; ok {
		return ctx
	}
	f.litCtx[lit] = nil
	v := f.closureVar(lit)
	sig, _ := f.pass.TypesInfo.TypeOf(lit).(*types.Signature)
	if v == nil || sig == nil {
		return nil
	}
	outer := f.enclosingCtx(fn.Parent())
	if outer == nil || outer == f.pkgCtx {
		return nil
	}
	ctx := &fnCtx{
		lit: lit, sig: sig, outer: outer,
		params:    maps.Clone(outer.params),
		tparams:   outer.tparams,
		litParams: map[*types.Var]bool{},
	}
	ctx.through = len(ctx.params)
	for j := range sig.Params().Len() {
		ctx.params[sig.Params().At(j)] = ctx.through + j
	}
	f.litCtx[lit] = ctx
	f.closures[v] = ctx
	return ctx
}

// enclosingCtx is the context of the code of fn: its own if it is a
// closure, else that of the closure or declaration it is written in.
func (f *finder) enclosingCtx(fn *astflow.Func) *fnCtx {
	for ; fn != nil; fn = fn.Parent() {
		if fn.Parent() == nil {
			if fn.Decl() != nil {
				if ctx := f.declCtx[fn.Decl()]; ctx != nil {
					return ctx
				}
			}
			return f.pkgCtx
		}
		if ctx := f.closureCtx(fn); ctx != nil {
			return ctx
		}
	}
	return f.pkgCtx
}

// closureVar is the local variable a func literal is the only value of
// (v := func…, var v = func…), if every use of the variable is a call of
// it; nil otherwise.
func (f *finder) closureVar(lit *ast.FuncLit) *types.Var {
	var id *ast.Ident
	switch p := f.res.Flow.Parent(lit).(type) {
	case *ast.AssignStmt:
		for i, r := range p.Rhs {
			if r == lit && len(p.Lhs) == len(p.Rhs) {
				id, _ = p.Lhs[i].(*ast.Ident)
			}
		}
	case *ast.ValueSpec:
		for i, r := range p.Values {
			if r == lit && len(p.Names) == len(p.Values) {
				id = p.Names[i]
			}
		}
	}
	if id == nil {
		return nil
	}
	v, _ := f.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if v == nil || v.Parent() == nil || v.Pkg() != f.pass.Pkg || v.Parent() == f.pass.Pkg.Scope() {
		return nil
	}
	if a, ok := f.res.Flow.Definition(v); !ok || a.Value != lit || a.Result >= 0 {
		return nil
	}
	for _, use := range f.res.Flow.Uses(v) {
		call, ok := f.res.Flow.Parent(use).(*ast.CallExpr)
		if !ok || call.Fun != use {
			return nil
		}
	}
	return v
}

// calledClosure is the closure a call calls by its variable, nil for any
// other call.
func (f *finder) calledClosure(call *ast.CallExpr) *fnCtx {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := f.pass.TypesInfo.Uses[id].(*types.Var)
	if v == nil {
		return nil
	}
	return f.closures[v]
}

// closureSummary is what a closure does with tools, computed once (nil
// while in progress: a closure that calls itself cannot be one).
func (f *finder) closureSummary(ctx *fnCtx) *summary {
	if s, ok := f.litSums[ctx.lit]; ok {
		return s
	}
	f.litSums[ctx.lit] = nil
	s := f.summarize(ctx)
	f.litSums[ctx.lit] = s
	return s
}

// closureArgs are the arguments of a call of a closure: the enclosing
// function's parameters pass through, the call's arguments follow.
func (f *finder) closureArgs(call *ast.CallExpr, closure, ctx *fnCtx) *callArgs {
	a := f.argsOf(call, closure.sig, ctx)
	a.closure, a.through = true, closure.through
	a.exprs = append(make([]ast.Expr, closure.through), a.exprs...)
	if a.variadic >= 0 {
		a.variadic += closure.through
	}
	return a
}

// closureRegistrations are the registrations a call of a closure makes.
func (f *finder) closureRegistrations(call *ast.CallExpr, closure, ctx *fnCtx) []*event {
	s := f.closureSummary(closure)
	if s == nil || len(s.regs) == 0 {
		return nil
	}
	// In and Out stay as the closure has them: the enclosing function's
	// type parameters, which its own callers bind.
	return f.instantiate(s, call, nil, f.closureArgs(call, closure, ctx), ctx, func(p tparam) types.Type { return p.t })
}

// closureResult is result idx of a call of a closure; a closure that
// makes a tool from its arguments declares it at the call.
func (f *finder) closureResult(call *ast.CallExpr, closure *fnCtx, idx int, ctx *fnCtx) *val {
	k := resultKey{call, idx}
	if v, ok := f.results[k]; ok {
		return v
	}
	v := f.resultOf(f.closureSummary(closure), idx, call, nil, func() *callArgs { return f.closureArgs(call, closure, ctx) }, ctx,
		"the result of a func literal mcpvet does not follow")
	f.results[k] = v
	return v
}

// closureDeclares reports whether a call of a closure declares a tool:
// its results carry one its caller supplies part of.
func (f *finder) closureDeclares(call *ast.CallExpr) bool {
	closure := f.calledClosure(call)
	if closure == nil {
		return false
	}
	s := f.closureSummary(closure)
	return s != nil && slices.ContainsFunc(s.results, f.nameDeps)
}

// closureAt is the context of the code at pos, inside the code of ctx:
// the innermost closure that holds it, or ctx.
func (f *finder) closureAt(pos token.Pos, ctx *fnCtx) *fnCtx {
	if len(f.closures) == 0 {
		return ctx
	}
	best := ctx
	for _, c := range f.closures {
		b := c.lit.Body
		if b.Pos() <= pos && pos < b.End() && (best.lit == nil || best.lit.Body.Pos() <= b.Pos()) && within(c, ctx) {
			best = c
		}
	}
	return best
}

// within reports whether closure c is written inside the code of ctx.
func within(c, ctx *fnCtx) bool {
	for ; c != nil; c = c.outer {
		if c.outer == ctx {
			return true
		}
	}
	return false
}

// nameAt is where the context's named results are read: its
// declaration's name, or its literal.
func (ctx *fnCtx) nameAt() ast.Expr {
	if ctx.lit != nil {
		return ctx.lit
	}
	return ctx.decl.Name
}
