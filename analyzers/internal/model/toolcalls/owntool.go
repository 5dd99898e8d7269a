package toolcalls

import (
	"encoding/json"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"golang.org/x/tools/go/analysis"
)

// A server's own tool type. Some servers define their tools in a type of
// their own (api.Tool with Name, Description, InputSchema, Annotations),
// list them in packages of their own, and convert them to the go-sdk's
// mcp.Tool in a loop somewhere else: in a package that imports the
// definitions (blank imports of every toolset), never the other way
// round. A fact exported by the converter's package cannot reach the
// definitions, which are analyzed first. What every package of the
// server imports is the package that declares the type, so the fact is
// put there, on the type: a ToolTypeFact says that the type mirrors MCP's
// Tool and which of its fields give a tool's name, title, description,
// schemas and annotations. Every literal of the type, in any package, is
// then a tool declared at the literal.
//
// The declaring package cannot see the converter either, so the type is
// recognized by its shape alone, and the shape asked for is narrow: a
// string field Name, a field InputSchema, and an annotations field whose
// struct has one of MCP's behaviour hints (ReadOnlyHint, DestructiveHint,
// IdempotentHint, OpenWorldHint). Those names are MCP's own; the tool
// types of LLM client libraries (name, description, input schema) have no
// such hints, and are not taken for MCP tools.

// ToolTypeFact marks a struct type of a server's own that mirrors MCP's
// Tool: Roles maps each of its fields that gives a part of a tool to that
// part ("name", "title", "description", "input", "output",
// "annotations").
type ToolTypeFact struct {
	Roles map[string]string
}

func (*ToolTypeFact) AFact() {}

// GobEncode writes the fact as JSON, whose map keys are sorted: fact
// encodings must be deterministic.
func (t *ToolTypeFact) GobEncode() ([]byte, error) { return json.Marshal(t.Roles) }

func (t *ToolTypeFact) GobDecode(b []byte) error { return json.Unmarshal(b, &t.Roles) }

func (t *ToolTypeFact) String() string {
	var parts []string
	for _, k := range sortedKeys(t.Roles) {
		parts = append(parts, k+"="+t.Roles[k])
	}
	return "tooltype(" + strings.Join(parts, ", ") + ")"
}

// mcpHints are the behaviour hints of MCP's ToolAnnotations.
var mcpHints = []string{"ReadOnlyHint", "DestructiveHint", "IdempotentHint", "OpenWorldHint"}

// toolTypeShape returns the fact of a named struct type whose fields
// mirror MCP's Tool, nil for any other type (and for the libraries' own
// Tool types, which mcpfacts knows already).
func toolTypeShape(tn *types.TypeName) *ToolTypeFact {
	if tn == nil || tn.IsAlias() || tn.Pkg() == nil {
		return nil
	}
	switch tn.Pkg().Path() {
	case knowledge.SDKPath, knowledge.MarkMCPPath:
		return nil
	}
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	roles := map[string]string{}
	hasHints := false
	for i := range st.NumFields() {
		fld := st.Field(i)
		if !fld.Exported() || fld.Embedded() {
			continue
		}
		isString := types.Identical(fld.Type(), types.Typ[types.String])
		switch fld.Name() {
		case "Name", "Title", "Description":
			if isString {
				roles[fld.Name()] = map[string]string{"Name": "name", "Title": "title", "Description": "description"}[fld.Name()]
			}
		case "InputSchema":
			roles[fld.Name()] = "input"
		case "OutputSchema":
			roles[fld.Name()] = "output"
		case "Annotations":
			if a, ok := knowledge.Deref(fld.Type()).Underlying().(*types.Struct); ok {
				for j := range a.NumFields() {
					if slices.Contains(mcpHints, a.Field(j).Name()) {
						hasHints = true
					}
				}
			}
			roles[fld.Name()] = "annotations"
		}
	}
	if roles["Name"] != "name" || roles["InputSchema"] == "" || !hasHints {
		return nil
	}
	return &ToolTypeFact{Roles: roles}
}

// exportToolTypes exports the fact of every tool type the package
// declares, and reports whether there is one.
func exportToolTypes(pass *analysis.Pass) bool {
	found := false
	scope := pass.Pkg.Scope()
	for _, name := range scope.Names() {
		if tn, ok := scope.Lookup(name).(*types.TypeName); ok {
			if fact := toolTypeShape(tn); fact != nil {
				pass.ExportObjectFact(tn, fact)
				found = true
			}
		}
	}
	return found
}

// toolType returns the fact of the type t is (or points to): computed for
// a type of this package (by its shape, else by a converter of it),
// imported for another's.
func (f *finder) toolType(t types.Type) *ToolTypeFact {
	n, ok := types.Unalias(knowledge.Deref(t)).(*types.Named)
	if !ok {
		return nil
	}
	tn := n.Origin().Obj()
	if x, ok := f.toolTypes[tn]; ok {
		return x
	}
	// Nil while it is computed: a converter whose reading asks about its
	// own type again sees no tool type there.
	f.toolTypes[tn] = nil
	var fact *ToolTypeFact
	if tn.Pkg() == f.pass.Pkg {
		if fact = toolTypeShape(tn); fact == nil {
			fact = f.convertedToolType(tn)
		}
	} else if tn.Pkg() != nil {
		var imported ToolTypeFact
		if f.pass.ImportObjectFact(tn, &imported) {
			fact = &imported
		}
	}
	f.toolTypes[tn] = fact
	return fact
}

// A tool type by its converter. Other servers keep their tools in a type
// of their own whose fields need not be named as MCP's (razorpay's
// toolImpl{name, description, handler, parameters}), hidden behind an
// interface of their own, and make the SDK's tool from it in a method
// (t.toMCPServerTool() builds mcp.NewTool(t.name, ...)). The shape says
// nothing there; the converter does: a function of the type's package
// whose result is an SDK tool built from fields of a parameter of the
// type (the receiver, most often) makes the type a tool type, each of
// those fields giving the part of the tool the converter puts it in. Its
// literals are then tools, and a constructor that fills them from its
// parameters (func NewTool(name, description string, ...) Tool) a
// wrapper whose callers declare the tools. So are the values of an
// interface of the package that only its types can implement (it has an
// unexported method) and that one of them implements: they hold a tool.

// convertedToolType returns the fact of a struct type of this package
// that a converter makes SDK tools of, nil if none does.
func (f *finder) convertedToolType(tn *types.TypeName) *ToolTypeFact {
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	fields := map[string]bool{}
	for i := range st.NumFields() {
		fields[st.Field(i).Name()] = true
	}
	// In source order, so that the fact does not depend on map order
	// when two converters give the type different roles.
	for _, file := range f.pass.Files {
		for _, decl := range file.Decls {
			d, ok := decl.(*ast.FuncDecl)
			if !ok || d.Body == nil {
				continue
			}
			if ctx := f.newCtxOf(d); ctx != nil {
				if fact := f.convertedBy(ctx.fn, tn, fields); fact != nil {
					return fact
				}
			}
		}
	}
	return nil
}

// convertedBy is the fact of tn when fn, a function of this package with
// a body, makes an SDK tool from fields of a parameter of type tn.
func (f *finder) convertedBy(fn *types.Func, tn *types.TypeName, fields map[string]bool) *ToolTypeFact {
	for i, p := range paramVars(fn) {
		if n, ok := types.Unalias(knowledge.Deref(p.Type())).(*types.Named); !ok || n.Origin().Obj() != tn {
			continue
		}
		s := f.summaryOf(fn)
		if s == nil {
			continue
		}
		for _, r := range s.results {
			if roles := convertedRoles(sdkToolIn(r), i, fields); roles != nil {
				return &ToolTypeFact{Roles: roles}
			}
		}
	}
	return nil
}

// sdkToolIn is the SDK tool a converter's result is, or holds as a
// field of the struct it returns (mcp-go's ServerTool{Tool: ...}).
func sdkToolIn(v *val) *toolVal {
	if v == nil {
		return nil
	}
	switch v.kind {
	case vTool:
		if v.tool.lib == sdkLib || v.tool.lib == markLib {
			return v.tool
		}
	case vStruct:
		for _, k := range sortedKeys(v.fields) {
			if tv := sdkToolIn(v.fields[k]); tv != nil {
				return tv
			}
		}
	}
	return nil
}

// byConverter starts the key of a role of a converted tool type that no
// field gives: the converter makes it itself, so every tool of the type
// has it, with a value not known at the literal.
const byConverter = "(converter) "

// convertedRoles maps the fields of parameter param that give a part of
// tool tv to that part, nil unless one gives its name.
func convertedRoles(tv *toolVal, param int, fields map[string]bool) map[string]string {
	if tv == nil {
		return nil
	}
	roles := map[string]string{}
	named := false
	for r, v := range tv.roles {
		switch {
		case v != nil && v.kind == vParam && v.param == param && len(v.path) == 1 && fields[v.path[0]]:
			roles[v.path[0]] = roleNames[r]
			named = named || role(r) == rName
		case v != nil && (role(r) == rInput || role(r) == rOutput):
			// A schema the converter builds otherwise (from a list of
			// parameters, in a loop): the tool has one, not known here.
			roles[byConverter+roleNames[r]] = roleNames[r]
		}
	}
	if !named {
		return nil
	}
	return roles
}

// sealedHoldsTool reports whether the values of named interface n hold
// a tool: one of its package's tool types implements it, and no other
// package's type can (it has an unexported method). For another
// package's interface, its fact says so.
func (f *finder) sealedHoldsTool(n *types.Named) bool {
	iface, ok := n.Underlying().(*types.Interface)
	if !ok {
		return false
	}
	tn := n.Origin().Obj()
	if tn.Pkg() == nil {
		return false
	}
	if tn.Pkg() != f.pass.Pkg {
		var imported ToolTypeFact
		return f.pass.ImportObjectFact(tn, &imported)
	}
	sealed := false
	for m := range iface.Methods() {
		sealed = sealed || !m.Exported()
	}
	if !sealed {
		return false
	}
	scope := f.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		other, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || other == tn || other.IsAlias() {
			continue
		}
		if types.Implements(types.NewPointer(other.Type()), iface) && f.toolType(other.Type()) != nil {
			return true
		}
	}
	return false
}

// exportConvertedToolTypes exports the facts of the package's tool types
// found by their converters, and of its sealed interfaces that hold
// them (an empty fact: an interface has no fields), for its importers.
// The tool types found by shape are exported by Prepare.
func (f *finder) exportConvertedToolTypes() {
	scope := f.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || toolTypeShape(tn) != nil {
			continue
		}
		n, ok := tn.Type().(*types.Named)
		if !ok {
			continue
		}
		if _, isIface := n.Underlying().(*types.Interface); isIface {
			if f.sealedHoldsTool(n) {
				f.pass.ExportObjectFact(tn, &ToolTypeFact{Roles: map[string]string{}})
			}
		} else if fact := f.toolType(n); fact != nil {
			f.pass.ExportObjectFact(tn, fact)
		}
	}
}

// roleNamed is the role a ToolTypeFact names ("name", "input").
func roleNamed(name string) (role, bool) {
	i := slices.Index(roleNames[:], name)
	return role(i), i >= 0
}

// ownToolVal is the value of a literal of a server's own tool type.
func (f *finder) ownToolVal(e *ast.CompositeLit, fact *ToolTypeFact, ctx *fnCtx) *val {
	tv := &toolVal{lib: ownLib, style: mcptool.OwnTool, at: e, ownType: typeName(f.pass.TypesInfo.TypeOf(e))}
	for k, name := range fact.Roles {
		if r, ok := roleNamed(name); ok && strings.HasPrefix(k, byConverter) {
			tv.roles[r] = &val{kind: vUnknown, expr: e, why: "made by the converter of " + tv.ownType}
		}
	}
	tv.fields = map[string]*val{}
	for _, elt := range e.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		k, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		x := f.eval(kv.Value, ctx)
		tv.fields[k.Name] = x
		if r, ok := roleNamed(fact.Roles[k.Name]); ok {
			tv.roles[r] = x
		}
	}
	return zip(&val{kind: vTool, expr: e, tool: tv})
}

// ownTools declares the tools written as literals of a server's own tool
// type: each literal whose name is its own (not a parameter of the
// function it is in, which makes that function a wrapper its callers
// declare tools through), unless a registration of this package already
// declared the same tool (a converter of the same package).
func (f *finder) ownTools(handlers map[ast.Node]ast.Expr) {
	declared := map[token.Pos]bool{}
	for _, t := range f.res.Tools {
		declared[t.NamePos] = true
	}
	for _, c := range f.res.Flow.Composites() {
		lit := c.Expr
		if f.inGenFile(lit.Pos()) {
			continue
		}
		// The literal is read in the context of the declaration it is
		// written in: a function's, or the package's for one at package
		// level (in a func literal there too).
		ctx := f.pkgCtx
		top := c.In
		for top != nil && top.Parent() != nil {
			top = top.Parent()
		}
		if top != nil && top.Decl() != nil {
			if ctx = f.newCtxOf(top.Decl()); ctx == nil {
				continue
			}
		}
		fact := f.toolType(f.pass.TypesInfo.TypeOf(lit))
		if fact == nil || f.copiesTool(lit, fact) {
			continue
		}
		v := f.eval(lit, ctx)
		for _, one := range fan(v, nil, new(int), 0) {
			if one.v.kind != vTool || f.nameDeps(one.v) || one.v.tool.decl != nil {
				continue
			}
			t := &mcptool.Tool{Origin: &mcptool.OwnLiteral{Type: one.v.tool.ownType}, Pos: lit.Pos(), End: lit.End(), Enclosing: ctx.enclosing(), Handler: handlers[lit]}
			f.fill(t, one.v.tool) // no ToolLit: not an mcp.Tool, no fix edits it
			if declared[t.NamePos] {
				continue
			}
			declared[t.NamePos] = true
			one.v.tool.decl = t
			f.res.Tools = append(f.res.Tools, t)
		}
	}
}

// siblingHandlers maps each value written as a field of a struct literal
// whose one set field of func type is a handler beside it (mcp-go's
// server.ServerTool{Tool: mcp.NewTool(…), Handler: h}, a server's own
// api.ServerTool{Tool: api.Tool{…}, Handler: h}) to that handler: a tool
// declared by that value is run by it. A struct literal with several
// func fields set names none. byLit is the same handler by the
// literal's position, for siteHandlers.
func (f *finder) siblingHandlers() (out map[ast.Node]ast.Expr, byLit map[token.Pos]ast.Expr) {
	out, byLit = map[ast.Node]ast.Expr{}, map[token.Pos]ast.Expr{}
	for _, c := range f.res.Flow.Composites() {
		values, handler := f.loneHandler(c.Expr)
		if handler != nil {
			for _, v := range values {
				out[v] = handler
			}
			byLit[c.Expr.Pos()] = handler
		}
	}
	return out, byLit
}

// argumentHandlers adds to handlers the tools given to a call beside
// one func: a project's own registry method, cs.AddTool(mcp.NewTool(…),
// cs.handleX), that keeps the pair in a list of server.ServerTool and
// registers it later through an interface (AddTools(srv.Tools()...)),
// where the registration cannot be followed back. The call says which
// handler runs the tool as a struct literal with one func field does
// (siblingHandlers). Only tools no registration gave a handler are
// looked up (besideHandlers), so the walk is made only when one is left.
func (f *finder) argumentHandlers(handlers map[ast.Node]ast.Expr) {
	if !slices.ContainsFunc(f.res.Tools, func(t *mcptool.Tool) bool { return t.Handler == nil && t.Call() != nil }) {
		return
	}
	for _, file := range f.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) < 2 {
				return true
			}
			values, handler := f.besideOneFunc(call.Args)
			if handler == nil {
				return true
			}
			for _, v := range values {
				if _, ok := handlers[v]; !ok {
					handlers[v] = handler
				}
			}
			return true
		})
	}
}

// loneHandler is the one field of func type a struct literal sets, nil
// when it sets none or several, and the values of its other fields.
func (f *finder) loneHandler(lit *ast.CompositeLit) ([]ast.Node, ast.Expr) {
	// A struct literal may list its fields in order ({DefineRead(),
	// ReadHandler}), as a table of tools often does.
	_, isStruct := typeOfLit(f.pass.TypesInfo, lit).(*types.Struct)
	var exprs []ast.Expr
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			exprs = append(exprs, kv.Value)
		} else if isStruct {
			exprs = append(exprs, elt)
		}
	}
	return f.besideOneFunc(exprs)
}

// besideOneFunc is the one expression of func type among exprs (nil when
// there is none or several), and the others, each without its
// parentheses and its &.
func (f *finder) besideOneFunc(exprs []ast.Expr) ([]ast.Node, ast.Expr) {
	var values []ast.Node
	var funcs []ast.Expr
	for _, e := range exprs {
		if t := f.pass.TypesInfo.TypeOf(e); t != nil {
			if _, ok := t.Underlying().(*types.Signature); ok {
				funcs = append(funcs, e)
				continue
			}
		}
		v := ast.Unparen(e)
		if u, ok := v.(*ast.UnaryExpr); ok && u.Op == token.AND {
			v = ast.Unparen(u.X)
		}
		values = append(values, v)
	}
	if len(funcs) != 1 {
		return values, nil
	}
	return values, funcs[0]
}

// typeOfLit is the underlying type of the value a composite literal
// makes, through a pointer (&T{…}); nil when it is not known.
func typeOfLit(info *types.Info, lit *ast.CompositeLit) types.Type {
	t := info.TypeOf(lit)
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	return t.Underlying()
}

// siteHandlers gives a registration that names no handler the one written
// in the struct literal it registers the tool from: a tool another
// package declares, or a variable holds, put in a list beside its handler
// (server.ServerTool{Tool: scan.Tool, Handler: t.scan.Handle}) and the
// list given to AddTools. The literal is one of the registration's sites
// (byLit: siblingHandlers).
func (f *finder) siteHandlers(byLit map[token.Pos]ast.Expr) {
	for _, r := range f.res.Registrations {
		if r.Handler != nil || len(r.Sites) < 2 {
			continue
		}
		for _, site := range r.Sites[1:] {
			if h, ok := byLit[site]; ok {
				r.Handler = h
				break
			}
		}
	}
}

// besideHandlers gives each tool declared without a handler the handler
// written beside its declaration (siblingHandlers), so that every family
// reads it from the tool.
func (f *finder) besideHandlers(handlers map[ast.Node]ast.Expr) {
	var byMaker map[*types.Func]ast.Expr // built on first use
	for _, t := range f.res.Tools {
		if t.Handler != nil {
			continue
		}
		if c := t.Call(); c != nil {
			switch {
			case c.Call != nil && handlers[c.Call] != nil:
				t.Handler = handlers[c.Call]
			case c.ToolLit != nil && handlers[c.ToolLit] != nil:
				t.Handler = handlers[c.ToolLit]
			case c.Call != nil:
				// {DefineRead(), ReadHandler}: the tool is declared in a
				// function that returns it, and the call of that
				// function is what stands beside the handler.
				if byMaker == nil {
					byMaker = f.makerHandlers(handlers)
				}
				if fn := f.returnedBy(c.Call); fn != nil && byMaker[fn] != nil {
					t.Handler = byMaker[fn]
				}
			}
		}
	}
}

// makerHandlers are the handlers beside a call of a function of the
// package without arguments, by that function; a function called beside
// two different handlers has none.
func (f *finder) makerHandlers(handlers map[ast.Node]ast.Expr) map[*types.Func]ast.Expr {
	out := map[*types.Func]ast.Expr{}
	seen := map[*types.Func]bool{}
	for n, h := range handlers {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) != 0 {
			continue
		}
		fn, ok := f.pass.TypesInfo.Uses[calleeIdent(call)].(*types.Func)
		if !ok || fn.Pkg() != f.pass.Pkg {
			continue
		}
		if seen[fn] {
			delete(out, fn)
			continue
		}
		seen[fn] = true
		out[fn] = h
	}
	return out
}

// returnedBy is the function of the package whose one return gives the
// value of call as it is (func DefineRead() mcp.Tool { return
// mcp.NewTool(…) }), nil otherwise.
func (f *finder) returnedBy(call *ast.CallExpr) *types.Func {
	if f.res.Flow == nil {
		return nil
	}
	fn := f.res.Flow.Enclosing(call.Pos())
	if fn == nil || fn.Obj() == nil || fn.Parent() != nil || len(fn.Returns()) != 1 {
		return nil
	}
	ret := fn.Returns()[0]
	if len(ret.Results) != 1 || ast.Unparen(ret.Results[0]) != ast.Expr(call) {
		return nil
	}
	return fn.Obj()
}

// A tool and its handler made by two methods of one type. Servers that
// keep a registry of interface values (type Tool interface {
// Definition() mcp.Tool; Handler(...) server.ToolHandlerFunc }, each
// implementation registered in an init func) register them in a loop
// elsewhere, s.AddTool(t.Definition(), t.Handler(ctx, deps)), where the
// values are not followed. The type itself says which handler runs its
// tool: it has one method that returns the tool and one that returns a
// handler, and nothing else of it can pair them otherwise.

// siblingMethodHandlers gives each tool declared in a method of a type
// of this package (the method returns it), without a handler, the
// type's one handler: the func literal or function value its one
// handler-returning method returns (the same on every return), or its
// one method that is a handler itself, of an SDK's shape or of the
// server's own that takes the arguments by key (Execute(ctx, logger,
// cache, args map[string]any) (*mcp.CallToolResult, error), which the
// server's one registered handler calls through an interface after
// looking the tool up by name; among several, the one an interface
// holds beside the tool method: servedMethod). A handler-returning
// method is read first (it may return one of the type's handler
// methods); nothing when the type has several of a kind, or several
// tool methods.
func (f *finder) siblingMethodHandlers() {
	for _, t := range f.res.Tools {
		if t.Handler != nil || t.Enclosing == nil {
			continue
		}
		sig := t.Enclosing.Signature()
		if sig.Recv() == nil || sig.Results().Len() != 1 || !f.holdsTool(sig.Results().At(0).Type()) {
			continue
		}
		recv := sig.Recv()
		named, ok := types.Unalias(knowledge.Deref(recv.Type())).(*types.Named)
		if !ok || named.Obj().Pkg() != f.pass.Pkg {
			continue
		}
		var toolMethods, handlerMethods, isHandler []*types.Func
		for m := range named.Origin().Methods() {
			res := m.Signature().Results()
			switch {
			case isHandlerShape(m.Signature()) || knowledge.ArgumentsMapParam(m.Signature()) >= 0:
				isHandler = append(isHandler, m)
			case res.Len() != 1:
			case isHandlerShape(res.At(0).Type()):
				handlerMethods = append(handlerMethods, m)
			case f.holdsTool(res.At(0).Type()):
				toolMethods = append(toolMethods, m)
			}
		}
		if len(toolMethods) != 1 || toolMethods[0] != t.Enclosing.Origin() {
			continue
		}
		switch {
		case len(handlerMethods) == 1:
			// (It may return one of the handler methods: that one.)
			if h := f.returnedFunc(handlerMethods[0]); h != nil {
				t.Handler = h
			}
		case len(handlerMethods) == 0:
			// The method is the handler: named by its declaration.
			if m := servedMethod(named, toolMethods[0], isHandler); m != nil {
				if decl := f.res.Flow.Decl(m); decl != nil && decl.Decl() != nil {
					t.Handler = decl.Decl().Name
				}
			}
		}
	}
}

// servedMethod is the one of a type's methods of a handler's shape
// (candidates) that runs its tool: the only one, or, when the type has
// helpers of the same shape (handleGet, handleList, which its Execute
// dispatches to), the one an interface the type implements holds beside
// its tool method (type Tool interface { Definition() mcp.Tool;
// Execute(…) }): the registry's values are of that interface, and the
// server calls the tool's handler through it. The interfaces read are
// those of the type's package and of the packages it imports. Nil when
// none or several are named.
func servedMethod(named *types.Named, toolMethod *types.Func, candidates []*types.Func) *types.Func {
	switch len(candidates) {
	case 0:
		return nil
	case 1:
		return candidates[0]
	}
	pkg := named.Obj().Pkg()
	ptr := types.NewPointer(named)
	var served *types.Func
	for _, p := range append([]*types.Package{pkg}, pkg.Imports()...) {
		for _, name := range p.Scope().Names() {
			tn, ok := p.Scope().Lookup(name).(*types.TypeName)
			if !ok {
				continue
			}
			iface, ok := tn.Type().Underlying().(*types.Interface)
			if !ok || iface.NumMethods() < 2 || !types.Implements(ptr, iface) {
				continue
			}
			if obj, _, _ := types.LookupFieldOrMethod(iface, false, toolMethod.Pkg(), toolMethod.Name()); obj == nil {
				continue
			}
			var held []*types.Func
			for _, m := range candidates {
				if obj, _, _ := types.LookupFieldOrMethod(iface, false, m.Pkg(), m.Name()); obj != nil {
					held = append(held, m)
				}
			}
			if len(held) != 1 {
				continue
			}
			if served != nil && served != held[0] {
				return nil
			}
			served = held[0]
		}
	}
	return served
}

// returnedFunc is the one func literal or function value of this package
// fn returns on each of its returns, nil when there is none or several.
func (f *finder) returnedFunc(fn *types.Func) ast.Expr {
	if f.res.Flow == nil {
		return nil
	}
	decl := f.res.Flow.Decl(fn)
	if decl == nil {
		return nil
	}
	var out ast.Expr
	for _, r := range decl.Returns() {
		if len(r.Results) != 1 {
			return nil
		}
		e := ast.Unparen(r.Results[0])
		switch x := e.(type) {
		case *ast.FuncLit:
		case *ast.Ident, *ast.SelectorExpr:
			if _, ok := f.pass.TypesInfo.Uses[identOf(x)].(*types.Func); !ok {
				return nil
			}
		default:
			return nil
		}
		if out != nil && out != e {
			return nil
		}
		out = e
	}
	return out
}

// identOf is the name an identifier or selector ends with.
func identOf(e ast.Expr) *ast.Ident {
	if sel, ok := e.(*ast.SelectorExpr); ok {
		return sel.Sel
	}
	id, _ := e.(*ast.Ident)
	return id
}

// typeName is how a named type is named in listings: pkg.Type.
func typeName(t types.Type) string {
	n, ok := types.Unalias(knowledge.Deref(t)).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	return n.Obj().Pkg().Name() + "." + n.Obj().Name()
}

// convertedOwnTool is the server's own tool type whose value names the
// tool r, a result of via: r's name is the Name of a value of that type
// held by one of via's parameters (func toSDK(t api.ServerTool)
// *mcp.Tool { return &mcp.Tool{Name: t.Tool.Name, …} }). Such a
// converter's tools are the literals of the type, each listed where it is
// written; a registration of what it returns registers them, and is no
// tool of its own (it would list every converted tool a second time,
// without a name). nil when r's name is not such a value.
func (f *finder) convertedOwnTool(r *val, via *types.Func) *types.TypeName {
	if via == nil || r == nil || r.kind != vTool {
		return nil
	}
	name := f.role(r.tool, rName)
	if name == nil || name.kind != vParam || len(name.path) == 0 {
		return nil
	}
	params := paramVars(via)
	if name.param >= len(params) {
		return nil
	}
	t := params[name.param].Type()
	for _, field := range name.path[:len(name.path)-1] {
		st, ok := knowledge.Deref(t).Underlying().(*types.Struct)
		if !ok {
			return nil
		}
		found := false
		for i := range st.NumFields() {
			if st.Field(i).Name() == field {
				t, found = st.Field(i).Type(), true
				break
			}
		}
		if !found {
			return nil
		}
	}
	if f.toolType(t) == nil {
		return nil
	}
	n, ok := types.Unalias(knowledge.Deref(t)).(*types.Named)
	if !ok {
		return nil
	}
	return n.Origin().Obj()
}

// ownLiteralGiven reports whether the converter call a gives the own
// tool its result r is named from as a literal written in the call
// (newTool(options{name: "read"}, extra...)): the call sees the whole
// tool, what the converter adds and what the call's other arguments
// give, so the tool is declared at the call, and the literal, whose name
// the call's tool has, lists none of its own (ownTools). A converter
// given a value from elsewhere (a toolset's list, in a loop) makes the
// literals' tools, declared where they are written.
func ownLiteralGiven(r *val, a *callArgs) bool {
	name := r.tool.roles[rName]
	e := a.expr(name.param)
	if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = u.X
	}
	_, ok := ast.Unparen(e).(*ast.CompositeLit)
	return ok
}

// declaredAsOwn marks the tools v holds as declared where the own tool
// type tn is: each literal of the type is listed there.
func (f *finder) declaredAsOwn(v *val, tn *types.TypeName) {
	if v == nil {
		return
	}
	switch v.kind {
	case vTool:
		if v.tool.decl == nil && v.tool.declAt == "" {
			v.tool.declAt = mcptool.DeclaredAt(f.pass.Fset, tn.Pkg(), tn.Pos())
		}
	case vStruct:
		for _, k := range sortedKeys(v.fields) {
			f.declaredAsOwn(v.fields[k], tn)
		}
	case vAlts:
		for _, e := range v.elems {
			f.declaredAsOwn(e, tn)
		}
	}
}

// paramVars are fn's parameters as vParam counts them: the receiver
// first.
func paramVars(fn *types.Func) []*types.Var {
	sig := fn.Signature()
	var params []*types.Var
	if sig.Recv() != nil {
		params = append(params, sig.Recv())
	}
	for v := range sig.Params().Variables() {
		params = append(params, v)
	}
	return params
}
