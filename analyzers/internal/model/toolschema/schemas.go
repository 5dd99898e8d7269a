package toolschema

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

// Compute computes a tool's schemas with mcpvet's rules (Input, Output
// and Problems) and, for an mcp.AddTool tool, what the go-sdk's own
// inference does with its types (SDK). view and facts are the pass's.
func Compute(pass *analysis.Pass, view *typesview.View, facts schema.Facts, rel sdkdialect.Release, t *mcptool.Tool) {
	c := computer{pass: pass, view: view, facts: facts, rel: rel}
	c.schemas(t)
	if t.SDKInfers() && t.In != nil {
		c.sdkFindings(t)
	}
}

type computer struct {
	pass  *analysis.Pass
	view  *typesview.View
	facts schema.Facts
	// rel is the line of the jsonschema-go the go-sdk infers with.
	rel sdkdialect.Release
}

// schemas computes a tool's schemas with mcpvet's rules.
func (f *computer) schemas(t *mcptool.Tool) {
	view := f.view
	opts := func(dir schema.Direction, root string) schema.Options {
		return schema.Options{Direction: dir, Facts: f.facts, Root: root}
	}
	// at is where a problem with no field of this package goes.
	at := [2]token.Pos{t.Pos, t.End}
	add := func(dir schema.Direction, ps []schema.Problem) {
		for _, p := range ps {
			t.Problems = append(t.Problems, Locate(f.pass, dir, p, at))
		}
	}
	switch d := t.Directive(); {
	case d != nil:
		switch {
		case t.In != nil:
			s, ps := view.Generate(root(t.In), opts(schema.Input, RootName(t.In, f.pass.Pkg)))
			t.Input = s
			add(schema.Input, ps)
		default:
			obj := &schema.Schema{Type: []string{"object"}, Closed: true}
			fields := passutil.ParamFields(d.Decl.Type.Params)
			for _, v := range d.ArgParams {
				s, ps := view.Generate(v.Type(), opts(schema.Input, v.Name()))
				for i, p := range paramVars(d.Func) {
					if p == v {
						at = [2]token.Pos{fields[i].Pos(), fields[i].End()}
					}
				}
				add(schema.Input, ps)
				for _, pd := range d.Params {
					if pd.Name == v.Name() && pd.Text != "" {
						s.Description = pd.Text
					}
				}
				obj.Properties = append(obj.Properties, schema.Property{Name: v.Name(), Schema: s})
				obj.Required = append(obj.Required, v.Name())
			}
			t.Input = obj
		}
		if t.Out != nil {
			at = [2]token.Pos{d.Decl.Type.Results.Pos(), d.Decl.Type.Results.End()}
			s, ps := view.Generate(root(t.Out), opts(schema.Output, RootName(t.Out, f.pass.Pkg)))
			t.Output = s
			if knowledge.IsObjectShaped(t.Out) {
				t.Output = schema.ObjectRoot(s)
			}
			add(schema.Output, ps)
		}
	case t.Dialect != mcptool.NoDialect && t.In != nil:
		s, ps := view.Generate(root(t.In), opts(schema.Input, RootName(t.In, f.pass.Pkg)))
		t.Input = s
		add(schema.Input, ps)
		if t.Out != nil && !knowledge.IsAny(t.Out) {
			s, ps := view.Generate(root(t.Out), opts(schema.Output, RootName(t.Out, f.pass.Pkg)))
			add(schema.Output, ps)
			// Only an object-shaped result has an output schema; other
			// results are sent as text.
			if knowledge.IsObjectShaped(t.Out) {
				t.Output = schema.ObjectRoot(s)
			}
		}
	}
}

// root is the type a tool's schema describes: a pointer In or Out stands
// for what it points to (the SDK and the runtime both peel it, and a tool's
// input schema must have type "object", not ["object","null"]).
func root(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// RootName is how problem paths name a tool's In or Out type: as the user
// wrote it in pkg (SearchIn, api.Query, []Item: another package by its
// name, not its path), the pointer stripped as
// root strips it.
func RootName(t types.Type, pkg *types.Package) string {
	return types.TypeString(root(t), func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Name()
	})
}

// Locate points a schema problem of pass's package at the field it
// concerns when that field is declared in the package, else at the span
// at. apifacts locates the problems of route tools with it.
func Locate(pass *analysis.Pass, dir schema.Direction, p schema.Problem, at [2]token.Pos) mcptool.Problem {
	out := mcptool.Problem{Problem: p, Direction: dir}
	out.Pos, out.End, out.Field = fieldOf(pass, p.Sources, at)
	return out
}

// fieldOf finds the first source field declared in this package, else
// falls back to the span at.
func fieldOf(pass *analysis.Pass, sources []any, at [2]token.Pos) (token.Pos, token.Pos, *ast.Field) {
	for _, src := range sources {
		v, ok := src.(*types.Var)
		if !ok || v.Pkg() != pass.Pkg {
			continue
		}
		if field := FieldAt(pass, v.Pos()); field != nil {
			return field.Pos(), field.End(), field
		}
	}
	return at[0], at[1], nil
}

// sdkFindings models what the go-sdk's own inference does with an
// mcp.AddTool tool's types.
func (f *computer) sdkFindings(t *mcptool.Tool) {
	view := f.view
	var out schema.Type
	if t.Out != nil && !knowledge.IsAny(t.Out) {
		out = view.Type(t.Out)
	}
	// A finding without a field of this package belongs to the type
	// argument's role: point at the handler, which fixes In and Out.
	at := [2]token.Pos{t.Pos, t.End}
	if t.Handler != nil {
		at = [2]token.Pos{t.Handler.Pos(), t.Handler.End()}
	}
	// A schema the Tool gives is not inferred: nothing to model.
	var in schema.Type
	if !t.InputSchemaGiven {
		in = view.Type(t.In)
	}
	if t.OutputSchemaGiven {
		out = nil
	}
	inRoot, outRoot := "In", "Out"
	if t.In != nil {
		inRoot = RootName(t.In, f.pass.Pkg)
	}
	if t.Out != nil {
		outRoot = RootName(t.Out, f.pass.Pkg)
	}
	for _, fd := range sdkdialect.CheckNamedIn(f.rel, in, out, inRoot, outRoot) {
		sf := mcptool.SDKFinding{Finding: fd}
		sf.Pos, sf.End, sf.Field = fieldOf(f.pass, fd.Sources, at)
		t.SDK = append(t.SDK, sf)
	}
}

// FieldAt is the struct field declared at pos in the package's files: the
// field whose name is at pos, or the embedded field whose type holds it;
// nil when no field is declared there. It reads the path of nodes that
// enclose pos (astutil.PathEnclosingInterval), not the whole file.
func FieldAt(pass *analysis.Pass, pos token.Pos) *ast.Field {
	for _, file := range pass.Files {
		if pos < file.Pos() || pos >= file.End() {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(file, pos, pos)
		for _, n := range path {
			f, ok := n.(*ast.Field)
			if !ok {
				continue
			}
			if len(f.Names) == 0 && f.Type.Pos() <= pos || slices.ContainsFunc(f.Names, func(id *ast.Ident) bool { return id.Pos() == pos }) {
				return f
			}
		}
		return nil
	}
	return nil
}

func paramVars(fn *types.Func) []*types.Var {
	sig := fn.Type().(*types.Signature)
	out := make([]*types.Var, sig.Params().Len())
	for i := range out {
		out[i] = sig.Params().At(i)
	}
	return out
}
