package routetemplate

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/mcpvet/mcpvet/analyzers/facts/apifacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/validatortag"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
	"github.com/mcpvet/mcpvet/analyzers/internal/support/toolpass"
)

// MCP012 reports a binding tag gin's validator panics on, in a type a
// route's handler binds.
var MCP012 = mcp012.Analyzer

var mcp012 = newCode(toolpass.Code{
	Code:     "MCP012",
	Severity: errorSeverity,
	Since:    "v0.4.0",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
}, run012)

func run012(p *pass) {
	c := &checker{pass: p, seen: map[*types.Var]bool{}}
	for _, r := range p.API.Routes {
		for _, v := range validated(r) {
			c.check(r, v)
		}
	}
}

// validated are the types a route's handler binds with gin's validation:
// its body's and those its query and path values are bound into.
func validated(r *apifacts.Route) []apifacts.Validated {
	if r.Facts == nil {
		return nil
	}
	var out []apifacts.Validated
	if b := r.Facts.Body; b != nil && b.Validator != "" && b.Type != nil {
		out = append(out, apifacts.Validated{Type: b.Type, Tag: b.Validator, Pos: b.Pos, End: b.End})
	}
	return append(out, r.Facts.Validated...)
}

// checker reports each field once in the package, however many routes
// bind its type.
type checker struct {
	pass *pass
	seen map[*types.Var]bool
	tags map[*types.Var]*ast.BasicLit // the package's field tags, read when first needed
}

// check reports the fields of v's type whose tags the validator panics on.
func (c *checker) check(r *apifacts.Route, v apifacts.Validated) {
	p := c.pass
	walkBound(p.Pkg, v.Type, v.Tag, "", map[types.Type]bool{}, func(owner string, f *types.Var, tag string) {
		prob, ok := validatortag.Check(tag, kindOf(f.Type()))
		if !ok || c.seen[f] {
			return
		}
		c.seen[f] = true
		if c.tags == nil {
			c.tags = fieldTags(p)
		}
		msg := fmt.Sprintf("gin's validator panics on the %s tag of %s.%s (%s:%q): %s", v.Tag, owner, f.Name(), v.Tag, tag, prob.Why)
		if lit, ok := c.tags[f]; ok {
			p.report(lit.Pos(), lit.End(), existsFix(lit, v.Tag, prob), "%s", msg)
			return
		}
		p.ReportRelated(v.Pos, v.End, []analysis.RelatedInformation{{Pos: f.Pos(), End: f.Pos(), Message: "the field"}}, nil,
			"%s; the route %s binds it", msg, r.Describe())
	})
}

// walkBound calls fn for every field of t the validator reads a tag of:
// gin validates a struct, a pointer to one, or each element of a slice
// or array of them; the validator goes into struct fields (not time.Time,
// not a field tagged "-") and, after dive, into elements.
//
// owner names the struct a field is in for the message: a named type by
// its name, an unnamed one by the path of fields that leads to it.
func walkBound(pkg *types.Package, t types.Type, tagName, owner string, seen map[types.Type]bool, fn func(owner string, f *types.Var, tag string)) {
	t = deref(t)
	switch u := t.Underlying().(type) {
	case *types.Slice:
		walkBound(pkg, u.Elem(), tagName, owner, seen, fn)
		return
	case *types.Array:
		walkBound(pkg, u.Elem(), tagName, owner, seen, fn)
		return
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok || routes.Is(t, "time", "Time") || seen[t] {
		return
	}
	seen[t] = true
	if _, named := types.Unalias(t).(*types.Named); named || owner == "" {
		owner = types.TypeString(t, func(p *types.Package) string {
			if p == pkg {
				return ""
			}
			return p.Name()
		})
	}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if !f.Exported() && !f.Embedded() {
			continue
		}
		tag := reflect.StructTag(st.Tag(i)).Get(tagName)
		if tag == "-" {
			continue
		}
		fn(owner, f, tag)
		ft := deref(f.Type())
		if _, ok := ft.Underlying().(*types.Struct); ok {
			walkBound(pkg, ft, tagName, owner+"."+f.Name(), seen, fn)
			continue
		}
		if strings.Contains(","+tag+",", ",dive,") {
			switch u := ft.Underlying().(type) {
			case *types.Slice:
				walkStructElem(pkg, u.Elem(), tagName, owner+"."+f.Name()+"[]", seen, fn)
			case *types.Array:
				walkStructElem(pkg, u.Elem(), tagName, owner+"."+f.Name()+"[]", seen, fn)
			case *types.Map:
				walkStructElem(pkg, u.Elem(), tagName, owner+"."+f.Name()+"[]", seen, fn)
			}
		}
	}
}

// walkStructElem walks an element type dive leads to when it is a struct.
func walkStructElem(pkg *types.Package, t types.Type, tagName, owner string, seen map[types.Type]bool, fn func(owner string, f *types.Var, tag string)) {
	if _, ok := deref(t).Underlying().(*types.Struct); ok {
		walkBound(pkg, t, tagName, owner, seen, fn)
	}
}

func deref(t types.Type) types.Type {
	for {
		p, ok := types.Unalias(t).(*types.Pointer)
		if !ok {
			return t
		}
		t = p.Elem()
	}
}

// kindOf is the kind the validator switches on for a field of type t.
func kindOf(t types.Type) validatortag.Kind {
	t = deref(t)
	switch {
	case routes.Is(t, "time", "Time"):
		return validatortag.Time
	case routes.Is(t, "time", "Duration"):
		return validatortag.Duration
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		info := u.Info()
		switch {
		case info&types.IsString != 0:
			return validatortag.String
		case info&types.IsBoolean != 0:
			return validatortag.Bool
		case info&types.IsUnsigned != 0:
			return validatortag.Uint
		case info&types.IsInteger != 0:
			return validatortag.Int
		case u.Kind() == types.Float32:
			return validatortag.Float32
		case u.Kind() == types.Float64:
			return validatortag.Float64
		}
	case *types.Slice, *types.Array:
		return validatortag.Length
	case *types.Map:
		return validatortag.Map
	}
	return validatortag.Other
}

// fieldTags maps each struct field declared in the package to its tag.
func fieldTags(p *pass) map[*types.Var]*ast.BasicLit {
	out := map[*types.Var]*ast.BasicLit{}
	ins, _ := p.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	if ins == nil {
		return out
	}
	ins.Preorder([]ast.Node{(*ast.Field)(nil)}, func(n ast.Node) {
		f := n.(*ast.Field)
		if f.Tag == nil {
			return
		}
		if len(f.Names) == 0 {
			// An embedded field: its object is the implicit one.
			if v, ok := p.TypesInfo.Implicits[f].(*types.Var); ok {
				out[v] = f.Tag
			}
			return
		}
		for _, id := range f.Names {
			if v, ok := p.TypesInfo.Defs[id].(*types.Var); ok && v.IsField() {
				out[v] = f.Tag
			}
		}
	})
	return out
}

// existsFix replaces validator v8's exists with required, which refuses
// an absent value as exists meant (and, unlike it, a zero one): the one
// undefined rule whose replacement is clear. Only in a raw string tag,
// whose text is its value.
func existsFix(lit *ast.BasicLit, tagName string, prob validatortag.Problem) []analysis.SuggestedFix {
	if !prob.Undefined || prob.Rule != "exists" || !strings.HasPrefix(lit.Value, "`") {
		return nil
	}
	key := tagName + `:"`
	i := strings.Index(lit.Value, key)
	if i < 0 || i > 0 && lit.Value[i-1] != ' ' && lit.Value[i-1] != '`' {
		return nil
	}
	start := i + len(key)
	end := strings.IndexByte(lit.Value[start:], '"')
	if end < 0 {
		return nil
	}
	value := lit.Value[start : start+end]
	rules := strings.Split(value, ",")
	off := start
	for _, r := range rules {
		if r == "exists" {
			pos := lit.Pos() + token.Pos(off)
			return []analysis.SuggestedFix{{
				Message:   "Replace exists with required (which also refuses an empty value)",
				TextEdits: []analysis.TextEdit{{Pos: pos, End: pos + token.Pos(len(r)), NewText: []byte("required")}},
			}}
		}
		off += len(r) + 1
	}
	return nil
}
