package toolcalls

import (
	"go/ast"
	"go/types"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// RecoversFact marks an exported function that runs what it calls under
// a deferred recover, itself or through a function it calls that does:
// a registration through it cannot panic its caller.
type RecoversFact struct{}

func (*RecoversFact) AFact()         {}
func (*RecoversFact) String() string { return "recovers" }

// containment finds the functions of the package that recover, exports
// their facts, and marks the tools.
type containment struct {
	pass *analysis.Pass
	// recovers: the function defers a recover, or calls one that does;
	// defers: it defers one itself, which covers its own registrations.
	recovers, defers map[*types.Func]bool
	// reached: the package's entry points outside tests can run it.
	reached map[*types.Func]bool
}

// newContainment reads the functions' calls from the package's syntax
// index: flow, and callsIn (the calls of a declaration, its func literals
// included).
func newContainment(pass *analysis.Pass, flow *astflow.Index, callsIn func(ast.Node) []*ast.CallExpr) *containment {
	c := &containment{pass: pass, recovers: map[*types.Func]bool{}, defers: map[*types.Func]bool{},
		reached: mcptool.ReachedFuncs(pass.Files, pass.Fset, pass.TypesInfo, pass.Pkg)}
	decls := map[*types.Func]*ast.FuncDecl{}
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					decls[fn] = fd
				}
			}
		}
	}
	// A function recovers when it defers a recover; one that calls such
	// a function is taken to run its registrations through it.
	for fn := range decls {
		if defersRecover(pass.TypesInfo, flow, flow.Decl(fn)) {
			c.defers[fn] = true
			c.recovers[fn] = true
		}
	}
	for fn, fd := range decls {
		if c.recovers[fn] {
			continue
		}
		for _, call := range callsIn(fd) {
			if g, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func); ok {
				g = g.Origin()
				if c.defers[g] || g.Pkg() != pass.Pkg && pass.ImportObjectFact(g, new(RecoversFact)) {
					c.recovers[fn] = true
					break
				}
			}
		}
	}
	for fn := range c.recovers {
		if fn.Exported() {
			pass.ExportObjectFact(fn, new(RecoversFact))
		}
	}
	return c
}

// defersRecover reports whether a function defers a call that recovers:
// a func literal that calls recover, or a function of the package that
// does (recover stops a panic only when the deferred function calls it
// itself). Its defers are its own, not its func literals'.
func defersRecover(info *types.Info, flow *astflow.Index, fn *astflow.Func) bool {
	if fn == nil {
		return false
	}
	for _, d := range fn.Defers() {
		switch fun := ast.Unparen(d.Call.Fun).(type) {
		case *ast.FuncLit:
			if callsRecover(info, flow.Lit(fun)) {
				return true
			}
		default:
			if g, ok := typeutil.Callee(info, d.Call).(*types.Func); ok && callsRecover(info, flow.Decl(g)) {
				return true
			}
		}
	}
	return false
}

// callsRecover reports whether a function calls the builtin recover
// itself (not in a func literal of its own).
func callsRecover(info *types.Info, fn *astflow.Func) bool {
	if fn == nil {
		return false
	}
	for _, call := range fn.Calls() {
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
			if b, ok := info.Uses[id].(*types.Builtin); ok && b.Name() == "recover" {
				return true
			}
		}
	}
	return false
}

// mark sets the Contained of each tool the package registers.
func (c *containment) mark(tools []*mcptool.Tool) {
	for _, t := range tools {
		// A directive tool is registered by the generated file; a literal
		// of the server's own tool type is a tool wherever it is written.
		if t.Directive() != nil {
			continue
		}
		switch {
		case passutil.InTestFile(c.pass.Fset, t.Pos):
			t.Contained = mcptool.TestOnly
		case t.Enclosing != nil && !c.reached[t.Enclosing.Origin()]:
			t.Contained = mcptool.Unreached
		case t.Enclosing != nil && c.defers[t.Enclosing.Origin()],
			t.Via() != nil && c.viaRecovers(t.Via()):
			t.Contained = mcptool.Recovered
		}
	}
}

func (c *containment) viaRecovers(fn *types.Func) bool {
	fn = fn.Origin()
	if fn.Pkg() == c.pass.Pkg {
		return c.recovers[fn]
	}
	return c.pass.ImportObjectFact(fn, new(RecoversFact))
}
