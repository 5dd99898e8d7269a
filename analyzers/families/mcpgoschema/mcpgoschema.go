// Package mcpgoschema reports OMCG0027: a type given to mark3labs mcp-go's
// WithInputSchema[T] or WithOutputSchema[T] for which the library writes
// no schema, or a schema without some of its fields, and says nothing
// about it but a line on standard error.
package mcpgoschema

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/mcpgodialect"
)

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0027}

// Analyzers are this package's analyzers.
var Analyzers = analyzerutil.Analyzers(Codes)

var OMCG0027 = omcg0027.Analyzer

var omcg0027 = toolpass.New(toolpass.Code{
	Code:     "OMCG0027",
	Severity: analyzerutil.Error,
	Since:    "v0.3.0",
	Requires: []*analysis.Analyzer{astflow.Analyzer},
	Run:      run,
})

func run(p *toolpass.Pass) {
	if passutil.IsStd(p.Pass.Pass) || !imports(p.Pkg, knowledge.MarkMCPPath) {
		return
	}
	files := map[*token.File]bool{}
	for _, f := range p.Files {
		files[p.Fset.File(f.Pos())] = true
	}
	reported := map[string]bool{}
	report := func(pos token.Pos, msg string) {
		if key := fmt.Sprint(pos, msg); !reported[key] {
			reported[key] = true
			p.Report(pos, token.NoPos, nil, "%s", msg)
		}
	}
	x := astflow.Of(p.Pass.Pass)
	for _, c := range x.Calls() {
		call := c.Expr
		name, t, ok := schemaOption(p.TypesInfo, call)
		if !ok || passutil.HasInvalid(t) || passutil.HasTypeParam(t) {
			continue
		}
		what := "mcp." + name + "[" + typeString(p.Pkg, t) + "]"
		output := name == "WithOutputSchema"
		// What is said below is jsonschema-go's: a release whose option
		// reflects with another library (invopop/jsonschema before
		// v0.54), or whose code was not read, is not judged here.
		if rel := p.Facts.MCPGo; p.Facts.MCPGoErr != nil || output && !rel.OutputFor || !output && !rel.FromType {
			continue
		}
		r := mcpgodialect.SchemaFor(p.Facts.View.Type(t))
		if r.Err != nil {
			lost := `the tool keeps the empty input schema {"type":"object"}, so clients see a tool without parameters`
			if output {
				lost = "the tool has no output schema"
			}
			report(call.Pos(), fmt.Sprintf("%s: mcp-go cannot write a schema for %s (jsonschema-go: %s): the option gives up, saying so on standard error at most, and %s", what, typeString(p.Pkg, t), reason(r.Err), lost))
			continue
		}
		for _, d := range r.Dropped {
			// At the field when it is in this package, else at the
			// call with the struct's name.
			pos, name := call.Pos(), d.Path
			if v, _ := d.Field.Source.(*types.Var); v != nil && files[p.Fset.File(v.Pos())] {
				pos, name = v.Pos(), d.Field.Name
			}
			use := "clients never send it"
			if output {
				use = "the output schema does not list it"
			}
			report(pos, fmt.Sprintf("%s: mcp-go leaves field %s (%s) out of the schema without a word: %s, and mcp-go asks jsonschema-go to skip such fields; %s", what, name, fieldTypeString(p.Pkg, d.Field), why(d.Field.Type), use))
		}
	}
}

func imports(pkg *types.Package, path string) bool {
	for _, i := range pkg.Imports() {
		if i.Path() == path {
			return true
		}
	}
	return false
}

// schemaOption recognizes mcp.WithInputSchema[T]() and
// mcp.WithOutputSchema[T]() of mark3labs mcp-go.
func schemaOption(info *types.Info, call *ast.CallExpr) (string, types.Type, bool) {
	ix, ok := ast.Unparen(call.Fun).(*ast.IndexExpr)
	if !ok {
		return "", nil, false
	}
	var id *ast.Ident
	switch x := ix.X.(type) {
	case *ast.SelectorExpr:
		id = x.Sel
	case *ast.Ident:
		id = x
	default:
		return "", nil, false
	}
	fn, ok := info.Uses[id].(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != knowledge.MarkMCPPath {
		return "", nil, false
	}
	if fn.Name() != "WithInputSchema" && fn.Name() != "WithOutputSchema" {
		return "", nil, false
	}
	inst, ok := info.Instances[id]
	if !ok || inst.TypeArgs.Len() != 1 {
		return "", nil, false
	}
	return fn.Name(), inst.TypeArgs.At(0), true
}

// reason is jsonschema-go's error without the ForType(T) wrapper.
func reason(err error) string {
	if inner := errors.Unwrap(err); inner != nil {
		err = inner
	}
	return err.Error()
}

// why says what jsonschema-go cannot express in t.
func why(t schema.Type) string {
	for t != nil {
		switch t.Kind() {
		case schema.Map:
			if k := t.MapKey(); k != nil && k.Kind() != schema.String && !k.HasValue(schema.MarshalText) {
				return "jsonschema-go has no schema for a map whose key type " + k.String() + " is neither a string nor an encoding.TextMarshaler (encoding/json reads and writes it)"
			}
			t = t.Elem()
		case schema.Pointer, schema.Slice, schema.Array:
			t = t.Elem()
		default:
			return "jsonschema-go has no schema for " + t.String()
		}
	}
	return "jsonschema-go has no schema for it"
}

func typeString(pkg *types.Package, t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Name()
	})
}

func fieldTypeString(pkg *types.Package, f schema.Field) string {
	if v, ok := f.Source.(*types.Var); ok {
		return typeString(pkg, v.Type())
	}
	return strings.TrimSpace(f.Type.String())
}
