package apifacts

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// A framework can bind the query or the path values into a struct, by
// its fields' tags, instead of reading them one by one:
//
//	var q struct {
//		Limit int       `form:"limit" binding:"required"`
//		Since time.Time `form:"since"`
//	}
//	c.ShouldBindQuery(&q) // or ShouldBindWith(&q, binding.Query), MustBindWith, BindQuery
//	c.ShouldBindUri(&u)   // `uri:"id"`: the path values
//
// (echo: (&echo.DefaultBinder{}).BindQueryParams(c, &q) with `query:"…"`,
// BindPathParams with `param:"…"`). Each field is then a query or path
// value of its own, named by the tag (the field's name without one, as
// the frameworks do), typed by the field, and required when the
// binding's validation says `required`.

// structBinding says how a binding call reads values into a struct.
type structBinding struct {
	kind      effectKind // readQuery or readPath
	tag       string     // the struct tag that names a field's value
	validator string     // the tag of the binding's validation, "" for none
	// tagged: only fields with the tag are bound (echo); else a field
	// without one is bound by its name (gin).
	tagged bool
}

var (
	ginQueryBinding = structBinding{kind: readQuery, tag: "form", validator: ginValidatorTag}
	ginURIBinding   = structBinding{kind: readPath, tag: "uri", validator: ginValidatorTag}
	echoQueryBind   = structBinding{kind: readQuery, tag: "query", tagged: true}
	echoPathBind    = structBinding{kind: readPath, tag: "param", tagged: true}
)

// ginBindingOf is the struct binding of the gin binding a
// ShouldBindWith-style call is given, by its name in package binding.
func ginBindingOf(name string) (structBinding, bool) {
	switch name {
	case "Query", "Form":
		// binding.Form parses r.Form, which holds the query too: the
		// part of it a tool can send.
		return ginQueryBinding, true
	case "Uri":
		return ginURIBinding, true
	}
	return structBinding{}, false
}

// ginMethodBinding is the struct binding of a gin.Context method.
func ginMethodBinding(method string) (structBinding, bool) {
	switch method {
	case "ShouldBindQuery", "BindQuery":
		return ginQueryBinding, true
	case "ShouldBindUri", "BindUri":
		return ginURIBinding, true
	}
	return structBinding{}, false
}

// echoStructBinding is the struct binding of an echo.DefaultBinder method.
func echoStructBinding(fn *types.Func) (structBinding, bool) {
	switch {
	case routes.IsMethod(fn, knowledge.EchoPath, "DefaultBinder", "BindQueryParams"):
		return echoQueryBind, true
	case routes.IsMethod(fn, knowledge.EchoPath, "DefaultBinder", "BindPathParams"):
		return echoPathBind, true
	}
	return structBinding{}, false
}

// bound records the values a struct binding reads into target (&v). A
// target whose type is not a struct mcpvet can see reads nothing it can
// name: no value, as for any read it cannot follow.
func (c *fnCtx) bound(b structBinding, call *ast.CallExpr, target ast.Expr, always bool) {
	info := c.a.pass.TypesInfo
	x := ast.Unparen(target)
	var t types.Type
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		t = info.TypeOf(u.X)
	} else if p, ok := types.Unalias(info.TypeOf(x)).(*types.Pointer); ok {
		t = p.Elem()
	}
	if t == nil {
		return
	}
	if st, ok := t.Underlying().(*types.Struct); ok {
		boundFields(b, st, 0, func(f boundField) {
			kind := b.kind
			if f.list && kind == readQuery {
				kind = readQueryList
			}
			e := newEffect(kind, always, call)
			e.name, e.sch, e.required = f.name, f.sch, f.required
			if b.validator != "" {
				e.boundIn = t
			}
			c.effects = append(c.effects, e)
		})
	}
}

// boundField is a value a struct binding reads into a field.
type boundField struct {
	name     string
	sch      *schema.Schema // nil for a string
	list     bool           // a slice or array: every value of the name
	required bool           // the binding's validation requires it
}

// boundFields calls fn for each value binding b reads into a struct of
// type st.
func boundFields(b structBinding, st *types.Struct, depth int, fn func(boundField)) {
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		tag := reflect.StructTag(st.Tag(i))
		name, _, _ := strings.Cut(tag.Get(b.tag), ",")
		if name == "-" || !f.Exported() && !f.Embedded() {
			continue
		}
		ft := f.Type()
		for {
			p, ok := types.Unalias(ft).(*types.Pointer)
			if !ok {
				break
			}
			ft = p.Elem()
		}
		if s, ok := ft.Underlying().(*types.Struct); ok && !isTime(ft) {
			// The frameworks fill a struct field's fields from the same
			// values, by their own tags.
			if depth < 3 {
				boundFields(b, s, depth+1, fn)
			}
			continue
		}
		sch, list, ok := boundSchema(ft)
		if !ok {
			continue // a map or another kind the binding cannot fill from a string
		}
		if name == "" {
			if b.tagged {
				continue
			}
			name = f.Name()
		}
		bf := boundField{name: name, sch: sch, list: list}
		if b.validator != "" {
			bf.required = schema.ValidationRequires(tag.Get(b.validator))
		}
		fn(bf)
	}
}

// getQuery is what a body gin binds by the request's method reads on a
// GET: the query, by the fields' form tags, as ShouldBindQuery does; ok
// is false when the type is no struct mcpvet can see.
func getQuery(t types.Type) (fields []boundField, ok bool) {
	if t == nil {
		return nil, false
	}
	for {
		p, isPtr := types.Unalias(t).(*types.Pointer)
		if !isPtr {
			break
		}
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil, false
	}
	boundFields(ginQueryBinding, st, 0, func(f boundField) { fields = append(fields, f) })
	return fields, true
}

// boundSchema is the schema of a value a binding parses from a string
// into a field of type t: nil for a string; list for a slice or array,
// whose every element is one value.
func boundSchema(t types.Type) (sch *schema.Schema, list, ok bool) {
	if isTime(t) {
		return nil, false, true
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsBoolean != 0:
			return &schema.Schema{Type: []string{"boolean"}}, false, true
		case u.Info()&types.IsInteger != 0:
			return &schema.Schema{Type: []string{"integer"}}, false, true
		case u.Info()&types.IsFloat != 0:
			return &schema.Schema{Type: []string{"number"}}, false, true
		case u.Info()&types.IsString != 0:
			return nil, false, true
		}
	case *types.Slice:
		if _, list, ok := boundSchema(u.Elem()); ok && !list {
			return nil, true, true
		}
	case *types.Array:
		if _, list, ok := boundSchema(u.Elem()); ok && !list {
			return nil, true, true
		}
	}
	return nil, false, false
}

func isTime(t types.Type) bool { return routes.Is(t, "time", "Time") }

// echoBound is what echo v4's c.Bind(&v) binds into a struct of type t
// besides the body: the path values, by the fields' param tags, and, on
// GET, DELETE and HEAD, the query, by their query tags (DefaultBinder.Bind;
// a field without the tag is not bound from them). Neither is required:
// echo validates nothing.
func echoBound(t types.Type, method string) (path, query []boundField) {
	for t != nil {
		p, isPtr := types.Unalias(t).(*types.Pointer)
		if !isPtr {
			break
		}
		t = p.Elem()
	}
	if t == nil {
		return nil, nil
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil, nil
	}
	boundFields(echoPathBind, st, 0, func(f boundField) { path = append(path, f) })
	switch method {
	case "GET", "DELETE", "HEAD":
		boundFields(echoQueryBind, st, 0, func(f boundField) { query = append(query, f) })
	}
	return path, query
}
