package startup

import (
	"encoding/json"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/schemafold"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
)

// givenSchema is a schema an mcp.Tool literal gives, folded.
type givenSchema struct {
	tool *mcptool.Tool
	// field is "InputSchema" or "OutputSchema"; expr its value.
	field string
	expr  ast.Expr
	// value is the folded value (a *jsonschema.Schema, a map, raw JSON).
	value any
	// raw is value as JSON, the form the SDK reads it in.
	raw []byte
}

// schema is the value as the *jsonschema.Schema the SDK resolves: the
// value itself, or its JSON read back (nil when it does not read).
func (g *givenSchema) schema() *jsonschema.Schema {
	if s, ok := g.value.(*jsonschema.Schema); ok {
		return s
	}
	var s jsonschema.Schema
	if err := json.Unmarshal(g.raw, &s); err != nil {
		return nil
	}
	return &s
}

// givenSchemas folds the schemas the package's go-sdk tools give in
// their mcp.Tool literal, for the styles in keep.
func givenSchemas(p *toolpass.Pass, f *schemafold.Folder, keep func(*mcptool.Tool) bool) []*givenSchema {
	var out []*givenSchema
	for _, t := range p.Facts.Tools {
		lit := toolLiteral(p, t)
		// Where only tests register, or under a recover, a panic is not
		// the server's start-up.
		if lit == nil || !keep(t) || t.Contained != mcptool.NotContained {
			continue
		}
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			k, ok := kv.Key.(*ast.Ident)
			if !ok || k.Name != "InputSchema" && k.Name != "OutputSchema" {
				continue
			}
			v, ok := f.Fold(kv.Value, reflect.TypeFor[any]())
			if !ok || v.IsNil() {
				continue
			}
			g := &givenSchema{tool: t, field: k.Name, expr: kv.Value, value: v.Interface()}
			raw, err := json.Marshal(g.value)
			if err != nil {
				continue
			}
			g.raw = raw
			out = append(out, g)
		}
	}
	return out
}

// isSDKTool reports whether t is the go-sdk's mcp.Tool (or a pointer to
// one).
func isSDKTool(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == knowledge.SDKPath && n.Obj().Name() == "Tool"
}

// subschema follows a path of property names down from s.
func subschema(s *jsonschema.Schema, path []string) *jsonschema.Schema {
	for _, name := range path {
		if s == nil {
			return nil
		}
		s = s.Properties[name]
	}
	return s
}

// toolLiteral is the go-sdk mcp.Tool literal a tool is built from: the
// one mcpfacts found at a registration, or, for a tool declared through
// a wrapper (NewTool(mcp.Tool{...}, h)), the one argument of the call
// that is such a literal. Nil when there is none.
func toolLiteral(p *toolpass.Pass, t *mcptool.Tool) *ast.CompositeLit {
	c := t.Call()
	if c == nil {
		return nil
	}
	if c.ToolLit != nil {
		if isSDKTool(p.TypesInfo.TypeOf(c.ToolLit)) {
			return c.ToolLit
		}
		return nil
	}
	if c.Via == nil || c.Call == nil {
		return nil
	}
	var found *ast.CompositeLit
	for _, arg := range c.Call.Args {
		e := ast.Unparen(arg)
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = ast.Unparen(u.X)
		}
		if lit, ok := e.(*ast.CompositeLit); ok && isSDKTool(p.TypesInfo.TypeOf(lit)) {
			if found != nil {
				return nil // two tools in one call: which is this one is not known
			}
			found = lit
		}
	}
	return found
}
