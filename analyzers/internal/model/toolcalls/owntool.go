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
// a type of this package, imported for another's.
func (f *finder) toolType(t types.Type) *ToolTypeFact {
	n, ok := types.Unalias(knowledge.Deref(t)).(*types.Named)
	if !ok {
		return nil
	}
	tn := n.Origin().Obj()
	if x, ok := f.toolTypes[tn]; ok {
		return x
	}
	var fact *ToolTypeFact
	if tn.Pkg() == f.pass.Pkg {
		fact = toolTypeShape(tn)
	} else if tn.Pkg() != nil {
		var imported ToolTypeFact
		if f.pass.ImportObjectFact(tn, &imported) {
			fact = &imported
		}
	}
	f.toolTypes[tn] = fact
	return fact
}

// ownToolVal is the value of a literal of a server's own tool type.
func (f *finder) ownToolVal(e *ast.CompositeLit, fact *ToolTypeFact, ctx *fnCtx) *val {
	tv := &toolVal{lib: ownLib, style: mcptool.OwnTool, at: e, ownType: typeName(f.pass.TypesInfo.TypeOf(e))}
	for _, elt := range e.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		k, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		if _, ok := fact.Roles[k.Name]; !ok {
			continue
		}
		if r, ok := roleOf(ownLib, k.Name); ok {
			tv.roles[r] = f.eval(kv.Value, ctx)
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
			t := &mcptool.Tool{Origin: &mcptool.OwnLiteral{Type: one.v.tool.ownType}, Pos: lit.Pos(), End: lit.End(), Enclosing: ctx.fn, Handler: handlers[lit]}
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
// func fields set names none.
func (f *finder) siblingHandlers() map[ast.Node]ast.Expr {
	out := map[ast.Node]ast.Expr{}
	info := f.pass.TypesInfo
	for _, c := range f.res.Flow.Composites() {
		var values []ast.Node
		var funcs []ast.Expr
		for _, elt := range c.Expr.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if t := info.TypeOf(kv.Value); t != nil {
				if _, ok := t.Underlying().(*types.Signature); ok {
					funcs = append(funcs, kv.Value)
					continue
				}
			}
			v := ast.Unparen(kv.Value)
			if u, ok := v.(*ast.UnaryExpr); ok && u.Op == token.AND {
				v = ast.Unparen(u.X)
			}
			values = append(values, v)
		}
		if len(funcs) == 1 {
			for _, v := range values {
				out[v] = funcs[0]
			}
		}
	}
	return out
}

// besideHandlers gives each tool declared without a handler the handler
// written beside its declaration (siblingHandlers), so that every family
// reads it from the tool.
func (f *finder) besideHandlers(handlers map[ast.Node]ast.Expr) {
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
			}
		}
	}
}

// typeName is how a named type is named in listings: pkg.Type.
func typeName(t types.Type) string {
	n, ok := types.Unalias(knowledge.Deref(t)).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	return n.Obj().Pkg().Name() + "." + n.Obj().Name()
}
