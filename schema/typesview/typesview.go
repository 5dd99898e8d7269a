// Package typesview adapts go/types to the schema rules: the static side
// of mcpvet (analyzers and generator).
package typesview

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/runtime/schema"
)

// View builds schema.Type views over go/types types. A View caches method
// sets and type keys, and is safe for concurrent use: an analyzer's
// result holds one that the analyzers requiring it share, and a driver
// (unitchecker, the checker, the language server) runs those at once.
type View struct {
	methods typeutil.MethodSetCache // locks itself

	mu      sync.Mutex   // guards keys and nextKey
	keys    typeutil.Map // types.Type -> canonical key, so identical types share one
	nextKey int
}

// NewView returns a View.
func NewView() *View { return &View{} }

// Type returns the schema view of t.
func (v *View) Type(t types.Type) schema.Type {
	if t == nil {
		return nil
	}
	return &typ{v: v, t: t}
}

// Generate computes the schema of t with the rules.
func (v *View) Generate(t types.Type, opts schema.Options) (*schema.Schema, []schema.Problem) {
	return schema.Generate(v.Type(t), opts)
}

type typ struct {
	v *View
	t types.Type
}

func (x *typ) under() types.Type { return types.Unalias(x.t).Underlying() }

func (x *typ) Kind() schema.Kind {
	switch u := x.under().(type) {
	case *types.Basic:
		return basicKinds[u.Kind()]
	case *types.Pointer:
		return schema.Pointer
	case *types.Slice:
		return schema.Slice
	case *types.Array:
		return schema.Array
	case *types.Map:
		return schema.Map
	case *types.Struct:
		return schema.Struct
	case *types.Interface:
		return schema.Interface
	case *types.Chan:
		return schema.Chan
	case *types.Signature:
		return schema.Func
	}
	return schema.Invalid
}

var basicKinds = map[types.BasicKind]schema.Kind{
	types.Bool:          schema.Bool,
	types.Int:           schema.Int,
	types.Int8:          schema.Int8,
	types.Int16:         schema.Int16,
	types.Int32:         schema.Int32,
	types.Int64:         schema.Int64,
	types.Uint:          schema.Uint,
	types.Uint8:         schema.Uint8,
	types.Uint16:        schema.Uint16,
	types.Uint32:        schema.Uint32,
	types.Uint64:        schema.Uint64,
	types.Uintptr:       schema.Uintptr,
	types.Float32:       schema.Float32,
	types.Float64:       schema.Float64,
	types.Complex64:     schema.Complex64,
	types.Complex128:    schema.Complex128,
	types.String:        schema.String,
	types.UnsafePointer: schema.UnsafePointer,
}

func (x *typ) named() *types.Named {
	n, _ := types.Unalias(x.t).(*types.Named)
	return n
}

func (x *typ) Name() string {
	if n := x.named(); n != nil {
		return n.Obj().Name()
	}
	return ""
}

func (x *typ) PkgPath() string {
	if n := x.named(); n != nil && n.Obj().Pkg() != nil {
		return n.Obj().Pkg().Path()
	}
	return ""
}

// String spells the type exactly as reflect.Type.String does, so that
// problem messages are the same from both adapters: named types are
// qualified by package name, but by import path inside type arguments;
// byte and rune are uint8 and int32; struct and interface literals are
// written "struct { A int }" and "interface { M() }".
func (x *typ) String() string {
	var b strings.Builder
	writeType(&b, x.t, false)
	return b.String()
}

func writeType(b *strings.Builder, t types.Type, inArgs bool) {
	qualify := func(pkg *types.Package) {
		if pkg == nil {
			return
		}
		if inArgs {
			b.WriteString(pkg.Path())
		} else {
			b.WriteString(pkg.Name())
		}
		b.WriteByte('.')
	}
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		qualify(t.Obj().Pkg())
		b.WriteString(t.Obj().Name())
		if args := t.TypeArgs(); args.Len() > 0 {
			b.WriteByte('[')
			for i := range args.Len() {
				if i > 0 {
					b.WriteByte(',')
				}
				writeType(b, args.At(i), true)
			}
			b.WriteByte(']')
		}
	case *types.Basic:
		if t.Kind() == types.UnsafePointer {
			b.WriteString("unsafe.Pointer")
		} else {
			b.WriteString(types.Typ[t.Kind()].Name()) // byte -> uint8, rune -> int32
		}
	case *types.Pointer:
		b.WriteByte('*')
		writeType(b, t.Elem(), inArgs)
	case *types.Slice:
		b.WriteString("[]")
		writeType(b, t.Elem(), inArgs)
	case *types.Array:
		b.WriteString("[" + strconv.FormatInt(t.Len(), 10) + "]")
		writeType(b, t.Elem(), inArgs)
	case *types.Map:
		b.WriteString("map[")
		writeType(b, t.Key(), inArgs)
		b.WriteByte(']')
		writeType(b, t.Elem(), inArgs)
	case *types.Chan:
		paren := false
		switch t.Dir() {
		case types.SendRecv:
			b.WriteString("chan ")
			e, ok := types.Unalias(t.Elem()).(*types.Chan)
			paren = ok && e.Dir() == types.RecvOnly
		case types.SendOnly:
			b.WriteString("chan<- ")
		case types.RecvOnly:
			b.WriteString("<-chan ")
		}
		if paren {
			b.WriteByte('(')
		}
		writeType(b, t.Elem(), inArgs)
		if paren {
			b.WriteByte(')')
		}
	case *types.Signature:
		b.WriteString("func")
		writeSignature(b, t, inArgs)
	case *types.Struct:
		if t.NumFields() == 0 {
			b.WriteString("struct {}")
			return
		}
		b.WriteString("struct { ")
		for i := range t.NumFields() {
			if i > 0 {
				b.WriteString("; ")
			}
			f := t.Field(i)
			if !f.Embedded() {
				b.WriteString(f.Name() + " ")
			}
			writeType(b, f.Type(), inArgs)
			if tag := t.Tag(i); tag != "" {
				b.WriteString(" " + strconv.Quote(tag))
			}
		}
		b.WriteString(" }")
	case *types.Interface:
		if t.NumMethods() == 0 {
			b.WriteString("interface {}")
			return
		}
		b.WriteString("interface { ")
		for i := range t.NumMethods() {
			if i > 0 {
				b.WriteString("; ")
			}
			m := t.Method(i)
			if !m.Exported() {
				qualify(m.Pkg())
			}
			b.WriteString(m.Name())
			writeSignature(b, m.Type().(*types.Signature), inArgs)
		}
		b.WriteString(" }")
	case *types.TypeParam:
		b.WriteString(t.Obj().Name())
	default:
		b.WriteString(types.TypeString(t, func(p *types.Package) string { return p.Name() }))
	}
}

func writeSignature(b *strings.Builder, sig *types.Signature, inArgs bool) {
	b.WriteByte('(')
	params := sig.Params()
	for i := range params.Len() {
		if i > 0 {
			b.WriteString(", ")
		}
		pt := params.At(i).Type()
		if sig.Variadic() && i == params.Len()-1 {
			b.WriteString("...")
			if s, ok := pt.(*types.Slice); ok {
				pt = s.Elem()
			}
		}
		writeType(b, pt, inArgs)
	}
	b.WriteByte(')')
	switch res := sig.Results(); res.Len() {
	case 0:
	case 1:
		b.WriteByte(' ')
		writeType(b, res.At(0).Type(), inArgs)
	default:
		b.WriteString(" (")
		for i := range res.Len() {
			if i > 0 {
				b.WriteString(", ")
			}
			writeType(b, res.At(i).Type(), inArgs)
		}
		b.WriteByte(')')
	}
}

// Key maps identical types to one value; go/types does not canonicalize
// unnamed types, so the View keeps a typeutil.Map.
func (x *typ) Key() any {
	x.v.mu.Lock()
	defer x.v.mu.Unlock()
	if k := x.v.keys.At(x.t); k != nil {
		return k
	}
	x.v.nextKey++
	x.v.keys.Set(x.t, x.v.nextKey)
	return x.v.nextKey
}

func (x *typ) Elem() schema.Type {
	switch u := x.under().(type) {
	case *types.Pointer:
		return x.v.Type(u.Elem())
	case *types.Slice:
		return x.v.Type(u.Elem())
	case *types.Array:
		return x.v.Type(u.Elem())
	case *types.Map:
		return x.v.Type(u.Elem())
	case *types.Chan:
		return x.v.Type(u.Elem())
	}
	return nil
}

func (x *typ) MapKey() schema.Type {
	if m, ok := x.under().(*types.Map); ok {
		return x.v.Type(m.Key())
	}
	return nil
}

func (x *typ) Len() int64 {
	if a, ok := x.under().(*types.Array); ok {
		return a.Len()
	}
	return 0
}

func (x *typ) NumField() int {
	if s, ok := x.under().(*types.Struct); ok {
		return s.NumFields()
	}
	return 0
}

func (x *typ) Field(i int) schema.Field {
	s, ok := x.under().(*types.Struct)
	if !ok || i < 0 || i >= s.NumFields() {
		return schema.Field{}
	}
	f := s.Field(i)
	return schema.Field{
		Name:     f.Name(),
		Exported: f.Exported(),
		Embedded: f.Embedded(),
		Tag:      s.Tag(i),
		Type:     x.v.Type(f.Type()),
		Source:   f,
	}
}

func (x *typ) NumMethod() int {
	if i, ok := x.under().(*types.Interface); ok {
		return i.NumMethods()
	}
	return 0
}

// Has looks in the method set of *T (of T itself for pointers and
// interfaces), which holds both value and pointer receivers.
func (x *typ) Has(m schema.Method) bool { return x.has(m, true) }

// HasValue looks in the method set of T.
func (x *typ) HasValue(m schema.Method) bool { return x.has(m, false) }

func (x *typ) has(m schema.Method, addressable bool) bool {
	t := types.Unalias(x.t)
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Interface:
	default:
		if _, isParam := t.(*types.TypeParam); isParam {
			return false
		}
		if addressable {
			t = types.NewPointer(t)
		}
	}
	sel := x.v.methods.MethodSet(t).Lookup(nil, m.String())
	if sel == nil {
		return false
	}
	sig, ok := sel.Type().(*types.Signature)
	if !ok {
		return false
	}
	switch m {
	case schema.MarshalJSON, schema.MarshalText:
		return sig.Params().Len() == 0 && sig.Results().Len() == 2 &&
			isBytes(sig.Results().At(0).Type()) && isError(sig.Results().At(1).Type())
	default:
		return sig.Params().Len() == 1 && sig.Results().Len() == 1 && !sig.Variadic() &&
			isBytes(sig.Params().At(0).Type()) && isError(sig.Results().At(0).Type())
	}
}

func isBytes(t types.Type) bool {
	s, ok := types.Unalias(t).(*types.Slice)
	if !ok {
		return false
	}
	b, ok := types.Unalias(s.Elem()).(*types.Basic)
	return ok && b.Kind() == types.Uint8
}

var errorType = types.Universe.Lookup("error").Type()

func isError(t types.Type) bool { return types.Identical(t, errorType) }

// CollectFacts gathers what reflection cannot see from one package's
// source: the doc comments of its package-level types and their fields,
// and the values of its enums (typed constants of a defined string or
// integer type, in declaration order).
func CollectFacts(pkg *types.Package, files []*ast.File) *schema.FactTable {
	ft := schema.NewFactTable()
	if pkg == nil {
		return ft
	}
	seen := map[string]map[string]bool{}
	for _, file := range files {
		for _, decl := range file.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok {
				continue
			}
			for _, spec := range gd.Specs {
				switch spec := spec.(type) {
				case *ast.TypeSpec:
					doc := spec.Doc
					if doc == nil && len(gd.Specs) == 1 {
						doc = gd.Doc
					}
					if text := docText(doc); text != "" {
						ft.TypeDocs[schema.TypeKey(pkg.Path(), spec.Name.Name)] = text
					}
					collectFieldDocs(ft, pkg.Path(), spec.Name.Name, spec.Type)
				case *ast.ValueSpec:
					if gd.Tok.String() != "const" {
						continue
					}
					for _, name := range spec.Names {
						addEnumValue(ft, pkg, name, seen)
					}
				}
			}
		}
	}
	return ft
}

func addEnumValue(ft *schema.FactTable, pkg *types.Package, name *ast.Ident, seen map[string]map[string]bool) {
	c, ok := pkg.Scope().Lookup(name.Name).(*types.Const)
	if !ok || name.Name == "_" {
		return
	}
	n, ok := types.Unalias(c.Type()).(*types.Named)
	if !ok || n.Obj().Pkg() != pkg || n.TypeParams().Len() > 0 {
		return
	}
	b, ok := n.Underlying().(*types.Basic)
	if !ok {
		return
	}
	var lit string
	switch {
	case b.Info()&types.IsString != 0 && c.Val().Kind() == constant.String:
		lit = schema.Quote(constant.StringVal(c.Val()))
	case b.Info()&types.IsInteger != 0 && c.Val().Kind() == constant.Int:
		lit = c.Val().ExactString()
	default:
		return
	}
	key := schema.TypeKey(pkg.Path(), n.Obj().Name())
	if seen[key] == nil {
		seen[key] = map[string]bool{}
	}
	if !seen[key][lit] {
		seen[key][lit] = true
		ft.Enums[key] = append(ft.Enums[key], lit)
	}
}

// collectFieldDocs records the docs of the fields of a struct type
// expression, descending into anonymous struct types with owner extended
// by the field name, the way the rules look them up.
func collectFieldDocs(ft *schema.FactTable, pkgPath, owner string, expr ast.Expr) {
	st := anonymousStruct(expr)
	if st == nil {
		return
	}
	for _, f := range st.Fields.List {
		doc := f.Doc
		if doc == nil {
			doc = f.Comment
		}
		text := docText(doc)
		names := fieldNames(f)
		for _, name := range names {
			if text != "" {
				ft.FieldDocs[schema.FieldKey(pkgPath, owner, name)] = text
			}
			collectFieldDocs(ft, pkgPath, owner+"."+name, f.Type)
		}
	}
}

// anonymousStruct finds the struct literal type that a field's values
// carry: through pointers, slices, arrays and map values.
func anonymousStruct(expr ast.Expr) *ast.StructType {
	for {
		switch e := expr.(type) {
		case *ast.StructType:
			return e
		case *ast.StarExpr:
			expr = e.X
		case *ast.ArrayType:
			expr = e.Elt
		case *ast.MapType:
			expr = e.Value
		case *ast.ParenExpr:
			expr = e.X
		default:
			return nil
		}
	}
}

func fieldNames(f *ast.Field) []string {
	if len(f.Names) > 0 {
		var out []string
		for _, n := range f.Names {
			out = append(out, n.Name)
		}
		return out
	}
	// An embedded field is named by its type.
	expr := f.Type
	for {
		switch e := expr.(type) {
		case *ast.StarExpr:
			expr = e.X
		case *ast.SelectorExpr:
			return []string{e.Sel.Name}
		case *ast.Ident:
			return []string{e.Name}
		case *ast.IndexExpr:
			expr = e.X
		case *ast.IndexListExpr:
			expr = e.X
		default:
			return nil
		}
	}
}

func docText(cg *ast.CommentGroup) string {
	if cg == nil {
		return ""
	}
	return schema.CleanDoc(strings.TrimSpace(cg.Text()))
}

// HasValueMethod reports whether the method set of T itself has an
// exported method of that name, whatever its signature: dialects that
// look for interfaces of their own (invopop/jsonschema's JSONSchema
// method) ask it to refuse what they do not model.
func (x *typ) HasValueMethod(name string) bool {
	t := types.Unalias(x.t)
	if _, isParam := t.(*types.TypeParam); isParam {
		return false
	}
	return x.v.methods.MethodSet(t).Lookup(nil, name) != nil
}
