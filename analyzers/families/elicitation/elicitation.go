// Package elicitation reports OMCG0028: a requested schema of an
// elicitation that leaves the flat, primitive subset a form allows, which
// the go-sdk only finds out when the request is made.
package elicitation

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/analyzerutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/schemafold"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/runtime/schema/elicit"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
)

// Codes are this package's codes, each with its analyzer.
var Codes = []*analyzerutil.Analyzer{omcg0028}

// Analyzers are this package's analyzers.
var Analyzers = analyzerutil.Analyzers(Codes)

// refusal says what the go-sdk does with a form outside the subset.
const refusal = "; the go-sdk refuses this form when it is sent (its client before the user sees it, its server when the answer arrives)"

var OMCG0028 = omcg0028.Analyzer

var omcg0028 = toolpass.New(toolpass.Code{
	Code:     "OMCG0028",
	Severity: analyzerutil.Error,
	Since:    "v0.3.0",
	Requires: []*analysis.Analyzer{astflow.Analyzer},
	Run:      run,
})

func run(p *toolpass.Pass) {
	if passutil.IsStd(p.Pass.Pass) {
		return
	}
	c := &checker{p: p, reported: map[string]bool{}, files: map[*token.File]bool{}}
	for _, f := range p.Files {
		c.files[p.Fset.File(f.Pos())] = true
	}
	flow := astflow.Of(p.Pass.Pass)
	c.fold = schemafold.New(p.TypesInfo, flow)
	for _, lit := range flow.Composites() {
		if !isElicitParams(p.TypesInfo.TypeOf(lit.Expr)) {
			continue
		}
		for _, el := range lit.Expr.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "RequestedSchema" {
					c.requested(kv.Value)
				}
			}
		}
	}
	for _, call := range flow.Calls() {
		if t, ok := c.runtimeElicit(call.Expr); ok {
			c.form(call.Expr, t)
		}
	}
}

type checker struct {
	p        *toolpass.Pass
	fold     *schemafold.Folder
	reported map[string]bool
	files    map[*token.File]bool
}

func isElicitParams(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == knowledge.SDKPath && n.Obj().Name() == "ElicitParams"
}

func (c *checker) report(pos token.Pos, msg string) {
	key := fmt.Sprint(pos, msg)
	if c.reported[key] {
		return
	}
	c.reported[key] = true
	c.p.Report(pos, token.NoPos, nil, "%s", msg+refusal)
}

// here reports whether pos lies in a file of the package (a field of
// another package's type is reported at the call instead).
func (c *checker) here(pos token.Pos) bool {
	f := c.p.Fset.File(pos)
	return pos.IsValid() && f != nil && c.files[f]
}

// requested judges one RequestedSchema value.
func (c *checker) requested(x ast.Expr) {
	e := c.fold.Resolve(x)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	if call, ok := e.(*ast.CallExpr); ok {
		if t, what, ok := c.inferCall(call); ok {
			c.inferred(x, t, what)
			return
		}
	}
	lit, props, ok := c.literal(e)
	if !ok {
		return
	}
	for _, pr := range elicit.Check(lit) {
		pos := x.Pos()
		if pr.Property != "" {
			if at, ok := props[pr.Property]; ok {
				pos = at
			}
		}
		c.report(pos, "elicitation form: "+pr.String())
	}
}

// literal evaluates a schema written in the source, property by property:
// a property that cannot be read is left out (nil, which the SDK skips
// too), the others are judged. props holds each property's position.
func (c *checker) literal(x ast.Expr) (*jsonschema.Schema, map[string]token.Pos, bool) {
	props := map[string]token.Pos{}
	lit, isLit := x.(*ast.CompositeLit)
	t := c.p.TypesInfo.TypeOf(x)
	if t == nil {
		return nil, nil, false
	}
	switch {
	case isLit && knowledge.IsJSONSchema(t) && !isPointer(t):
		s := &jsonschema.Schema{}
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				return nil, nil, false
			}
			key, _ := kv.Key.(*ast.Ident)
			if key == nil {
				return nil, nil, false
			}
			switch key.Name {
			case "Type":
				if v, ok := c.fold.Fold(kv.Value, reflect.TypeFor[string]()); ok {
					s.Type = v.String()
				}
			case "Properties":
				ps, ok := c.properties(kv.Value, reflect.TypeFor[*jsonschema.Schema]())
				if !ok {
					return nil, nil, false
				}
				s.Properties = map[string]*jsonschema.Schema{}
				for _, p := range ps {
					if !p.value.IsNil() {
						s.Properties[p.name] = p.value.Interface().(*jsonschema.Schema)
						props[p.name] = p.pos
					}
				}
			}
		}
		return s, props, true
	case isLit:
		if m, ok := t.Underlying().(*types.Map); !ok || !isString(m.Key()) {
			return nil, nil, false
		}
		root := map[string]any{}
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				return nil, nil, false
			}
			k, ok := c.fold.ConstString(kv.Key)
			if !ok {
				return nil, nil, false
			}
			if k != "properties" {
				if v, ok := c.fold.Fold(kv.Value, reflect.TypeFor[any]()); ok {
					root[k] = v.Interface()
				}
				continue
			}
			ps, ok := c.properties(kv.Value, reflect.TypeFor[any]())
			if !ok {
				return nil, nil, false
			}
			m := map[string]any{}
			for _, p := range ps {
				m[p.name] = p.value.Interface()
				props[p.name] = p.pos
			}
			root["properties"] = m
		}
		s, ok := remarshal(root)
		return s, props, ok
	}
	// json.RawMessage(`{...}`): the whole constant, judged at the value.
	if v, ok := c.fold.Fold(x, reflect.TypeFor[json.RawMessage]()); ok {
		var s *jsonschema.Schema
		if json.Unmarshal(v.Bytes(), &s) != nil {
			return nil, nil, false
		}
		return s, props, true
	}
	return nil, nil, false
}

// A property is one entry of a properties literal that could be read.
type property struct {
	name  string
	pos   token.Pos // of its key
	value reflect.Value
}

// properties reads the properties literal x (a jsonschema.Schema's
// Properties or a map's "properties"), each value as want: an entry
// whose name is not a constant string or whose value cannot be read is
// left out. It fails when x is not a composite literal.
func (c *checker) properties(x ast.Expr, want reflect.Type) ([]property, bool) {
	m, ok := c.fold.Resolve(x).(*ast.CompositeLit)
	if !ok {
		return nil, false
	}
	var ps []property
	for _, el := range m.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		name, ok := c.fold.ConstString(kv.Key)
		if !ok {
			continue
		}
		if v, ok := c.fold.Fold(kv.Value, want); ok {
			ps = append(ps, property{name, kv.Key.Pos(), v})
		}
	}
	return ps, true
}

func isPointer(t types.Type) bool {
	_, ok := t.Underlying().(*types.Pointer)
	return ok
}

// remarshal reads a map as the SDK does: through its JSON.
func remarshal(v any) (*jsonschema.Schema, bool) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, false
	}
	var s *jsonschema.Schema
	if json.Unmarshal(b, &s) != nil {
		return nil, false
	}
	return s, true
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// inferCall recognizes jsonschema.For[T](opts) with no options that change
// the inference (nil or an empty ForOptions literal), and returns T.
func (c *checker) inferCall(call *ast.CallExpr) (types.Type, string, bool) {
	fun := ast.Unparen(call.Fun)
	var id *ast.Ident
	switch f := fun.(type) {
	case *ast.IndexExpr:
		if sel, ok := f.X.(*ast.SelectorExpr); ok {
			id = sel.Sel
		} else if i, ok := f.X.(*ast.Ident); ok {
			id = i
		}
	case *ast.SelectorExpr:
		id = f.Sel
	case *ast.Ident:
		id = f
	}
	if id == nil {
		return nil, "", false
	}
	fn, ok := c.p.TypesInfo.Uses[id].(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != knowledge.JSONSchemaGoPath {
		return nil, "", false
	}
	if fn.Name() == "ForType" {
		// jsonschema.ForType(reflect.TypeFor[T](), opts).
		if len(call.Args) != 2 || !c.plainOptions(call.Args[1]) {
			return nil, "", false
		}
		t, ok := c.typeFor(call.Args[0])
		if !ok {
			return nil, "", false
		}
		return t, "jsonschema.ForType(" + c.typeString(t) + ")", true
	}
	if fn.Name() != "For" {
		return nil, "", false
	}
	inst, ok := c.p.TypesInfo.Instances[id]
	if !ok || inst.TypeArgs.Len() != 1 || len(call.Args) != 1 || !c.plainOptions(call.Args[0]) {
		return nil, "", false
	}
	t := inst.TypeArgs.At(0)
	return t, "jsonschema.For[" + c.typeString(t) + "]", true
}

// typeFor recognizes reflect.TypeFor[T]() and returns T.
func (c *checker) typeFor(x ast.Expr) (types.Type, bool) {
	call, ok := c.fold.Resolve(x).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return nil, false
	}
	ix, ok := ast.Unparen(call.Fun).(*ast.IndexExpr)
	if !ok {
		return nil, false
	}
	sel, ok := ix.X.(*ast.SelectorExpr)
	if !ok {
		return nil, false
	}
	fn, ok := c.p.TypesInfo.Uses[sel.Sel].(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "reflect" || fn.Name() != "TypeFor" {
		return nil, false
	}
	inst, ok := c.p.TypesInfo.Instances[sel.Sel]
	if !ok || inst.TypeArgs.Len() != 1 {
		return nil, false
	}
	return inst.TypeArgs.At(0), true
}

// plainOptions: nil, or &jsonschema.ForOptions{} with no fields set.
func (c *checker) plainOptions(x ast.Expr) bool {
	x = c.fold.Resolve(x)
	if id, ok := x.(*ast.Ident); ok {
		_, isNil := c.p.TypesInfo.Uses[id].(*types.Nil)
		return isNil
	}
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		lit, ok := ast.Unparen(u.X).(*ast.CompositeLit)
		return ok && len(lit.Elts) == 0
	}
	return false
}

// inferred judges what jsonschema-go infers for t, through the SDK-dialect
// model.
func (c *checker) inferred(at ast.Expr, t types.Type, what string) {
	if passutil.HasInvalid(t) || passutil.HasTypeParam(t) {
		return
	}
	raw, fields, err := sdkdialect.ForTypeFields(c.p.Facts.View.Type(t))
	if err != nil {
		return // For fails; that is not this code's finding
	}
	probs, err := elicit.CheckJSON(raw)
	if err != nil {
		return
	}
	for _, pr := range probs {
		var f *schema.Field
		if fld, ok := fields[pr.Property]; ok {
			f = &fld
		}
		c.atField(at.Pos(), f, "elicitation form "+what, pr.String(), inferHint(pr))
	}
}

// inferHint says what to do when jsonschema.For is the cause.
func inferHint(pr elicit.Problem) string {
	if strings.Contains(pr.Message, "list of types") {
		return " (jsonschema.For allows null for every slice and pointer field; runtime.Elicit[T] does not)"
	}
	return ""
}

// runtimeElicit recognizes runtime.Elicit[T](...) and returns T.
func (c *checker) runtimeElicit(call *ast.CallExpr) (types.Type, bool) {
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.IndexExpr:
		switch x := f.X.(type) {
		case *ast.SelectorExpr:
			id = x.Sel
		case *ast.Ident:
			id = x
		}
	case *ast.SelectorExpr:
		id = f.Sel
	case *ast.Ident:
		id = f
	}
	if id == nil {
		return nil, false
	}
	fn, ok := c.p.TypesInfo.Uses[id].(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != knowledge.RuntimePath || fn.Name() != "Elicit" {
		return nil, false
	}
	inst, ok := c.p.TypesInfo.Instances[id]
	if !ok || inst.TypeArgs.Len() != 1 {
		return nil, false
	}
	return inst.TypeArgs.At(0), true
}

// form judges the form runtime.Elicit[T] builds, with the facts the
// generated files register (enum values).
func (c *checker) form(call *ast.CallExpr, t types.Type) {
	if passutil.HasInvalid(t) || passutil.HasTypeParam(t) {
		return
	}
	what := "elicitation form runtime.Elicit[" + c.typeString(t) + "]"
	_, probs := elicit.Form(c.p.Facts.View.Type(t), c.p.Facts.Facts)
	for _, pr := range probs {
		c.atField(call.Pos(), pr.Field, what, pr.String(), "")
	}
}

// atField reports a property at its struct field when the field is in
// this package, else at the call, naming the field.
func (c *checker) atField(call token.Pos, f *schema.Field, what, msg, hint string) {
	pos := call
	if f != nil {
		if v, ok := f.Source.(*types.Var); ok {
			if c.here(v.Pos()) {
				pos = v.Pos()
			} else {
				msg = "field " + f.Name + ": " + msg
			}
		}
	}
	c.report(pos, what+": "+msg+hint)
}

// typeString writes t with package names, this package's unqualified.
func (c *checker) typeString(t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string {
		if p == c.p.Pkg {
			return ""
		}
		return p.Name()
	})
}
