// Package mcpgocode reads what mark3labs mcp-go's own code does where
// mcpvet's fold of option-built schemas depends on it, from the mcp-go the
// module builds with, whatever its release, vendored or not.
//
// The fold (schema/mcpgodialect) applies mcp.NewTool's options as the
// library does; the releases differ in how their Tool marshals an input
// schema with no property or no required property (left out, {} or [],
// null), and in what WithInputSchema[T] and WithOutputSchema[T] reflect
// with (invopop/jsonschema before v0.54, jsonschema-go since). Listing
// releases whose code was read left every other release unfolded. Here
// the mcp package's syntax, which go vet and the other drivers hand to an
// analyzer with facts when they analyze the dependency, is read once:
// NewTool's literal, the MarshalJSON its input schema's type has (or the
// struct tags json.Marshal reads without one), and the calls the
// schema-from-type options make. The result is a package fact on the mcp
// package, which the packages that build tools import.
//
// The reader interprets the few statements a MarshalJSON of this kind is
// made of (map stores, if and switch on nil and length tests, returns
// through helpers and conversions); code beyond that is not guessed at:
// the fact then says which function stopped the reader, and the fold
// says so instead of giving a schema.
package mcpgocode

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/schema/mcpgodialect"
)

// Library is the package fact of mcp-go's mcp package: the release as its
// code reads, or why it could not be read.
type Library struct {
	Release mcpgodialect.Release
	// Why is set when NewTool's input schema or its marshalling is beyond
	// the reader: the fold then gives no schema, and says this.
	Why string
}

func (*Library) AFact() {}

func (l *Library) String() string {
	if l.Why != "" {
		return "mcp-go not read: " + l.Why
	}
	r := l.Release
	from := fmt.Sprint(r.FromType)
	if r.Invopop != nil {
		from = fmt.Sprintf("invopop %+v", *r.Invopop)
	}
	return fmt.Sprintf("mcp-go: empty properties %s, nil required %s, schema from type %s, output for %v, output %v, arguments %v", r.EmptyProperties, r.NilRequired, from, r.OutputFor, r.Output, r.Arguments)
}

// Export reads mcp-go's mcp package and exports its Library fact; it does
// nothing for any other package.
func Export(pass *analysis.Pass) {
	if pass.Pkg.Path() != knowledge.MarkMCPPath {
		return
	}
	lib := read(pass)
	pass.ExportPackageFact(lib)
}

// ReleaseOf is the mcp-go release the package builds with, as the code of
// its mcp package reads, or why it is not known.
func ReleaseOf(pass *analysis.Pass) (mcpgodialect.Release, error) {
	pkg := findImport(pass.Pkg, knowledge.MarkMCPPath, map[*types.Package]bool{})
	if pkg == nil {
		return mcpgodialect.Release{}, fmt.Errorf("the package does not import mcp-go")
	}
	var lib Library
	if !pass.ImportPackageFact(pkg, &lib) {
		return mcpgodialect.Release{}, fmt.Errorf("mcp-go's code was not read (its package was not analyzed)")
	}
	if lib.Why != "" {
		return mcpgodialect.Release{}, fmt.Errorf("this mcp-go's code is beyond what mcpvet reads, so its option-built schemas are not folded: %s", lib.Why)
	}
	return lib.Release, nil
}

// findImport is the package of path among those pkg imports, directly or
// not.
func findImport(pkg *types.Package, path string, seen map[*types.Package]bool) *types.Package {
	if seen[pkg] {
		return nil
	}
	seen[pkg] = true
	for _, imp := range pkg.Imports() {
		if imp.Path() == path {
			return imp
		}
	}
	for _, imp := range pkg.Imports() {
		if p := findImport(imp, path, seen); p != nil {
			return p
		}
	}
	return nil
}

// read reads the mcp package of pass.
func read(pass *analysis.Pass) *Library {
	r := newReader(pass)
	rel := mcpgodialect.Release{}
	if fn, ok := pass.Pkg.Scope().Lookup("NewTool").(*types.Func); ok {
		rel.Version = knowledge.ModuleVersion(pass.Fset.Position(fn.Pos()).Filename, knowledge.MarkModule)
	}
	if why := r.input(&rel); why != "" {
		return &Library{Release: rel, Why: why}
	}
	in := r.reflection("WithInputSchema")
	rel.FromType, rel.FromTypeWhy = in.withFor()
	if in.lib == knowledge.InvopopPath {
		rel.Invopop, rel.FromTypeWhy = r.invopop(in)
	}
	rel.Arguments, rel.ArgumentsWhy = r.alwaysListed("ToolArgumentsSchema")
	rel.OutputFor, rel.OutputWhy = r.reflection("WithOutputSchema").withFor()
	if rel.OutputFor {
		rel.Output, rel.OutputWhy = r.output()
	}
	return &Library{Release: rel}
}

// input reads how NewTool(name) with no option lists its input schema.
func (r *reader) input(rel *mcpgodialect.Release) string {
	newTool, ok := r.pkg.Scope().Lookup("NewTool").(*types.Func)
	if !ok || r.decls[newTool] == nil {
		return "mcp.NewTool is not a function of the package"
	}
	sig := newTool.Signature()
	args := map[*types.Var]value{}
	for i := range sig.Params().Len() {
		args[sig.Params().At(i)] = value{shape: full}
	}
	if sig.Variadic() {
		args[sig.Params().At(sig.Params().Len()-1)] = value{shape: isNil}
	}
	tool, err := r.call(newTool, nil, args)
	if err != nil {
		return "mcp.NewTool: " + err.Error()
	}
	schema, ok := tool.fields["InputSchema"]
	if !ok {
		return "mcp.NewTool does not set the tool's InputSchema in a literal"
	}
	field := fieldType(newTool.Signature().Results().At(0).Type(), "InputSchema")
	if field == nil {
		return "mcp.Tool has no InputSchema field"
	}
	if schema.fields["Properties"].shape != empty {
		return "mcp.NewTool does not start the input schema with an empty properties map"
	}
	listed, err := r.marshal(field, schema)
	if err != nil {
		return "marshalling " + typeName(field) + ": " + err.Error()
	}
	rel.EmptyProperties = emitOf(listed, "properties")
	rel.NilRequired = emitOf(listed, "required")
	// The properties and required the options add must be listed as they
	// are: the fold writes them so.
	schema.fields["Properties"], schema.fields["Required"] = value{shape: full}, value{shape: full}
	listed, err = r.marshal(field, schema)
	if err != nil {
		return "marshalling " + typeName(field) + ": " + err.Error()
	}
	if listed["properties"] != full || listed["required"] != full {
		return "marshalling " + typeName(field) + " does not list the properties and required names the options set"
	}
	return ""
}

// alwaysListed reports whether the MarshalJSON of the named type lists
// "properties" ({} when nil) and "required" ([] when nil) whatever their
// values, as the fold of a reflected schema marshalled into it assumes.
func (r *reader) alwaysListed(name string) (bool, string) {
	tn, ok := r.pkg.Scope().Lookup(name).(*types.TypeName)
	if !ok {
		return false, "this mcp-go has no " + name
	}
	for _, start := range []shape{isNil, empty} {
		listed, err := r.marshal(tn.Type(), value{fields: map[string]value{"Properties": {shape: start}, "Required": {shape: start}}})
		if err != nil {
			return false, "marshalling " + name + ": " + err.Error()
		}
		if listed["properties"] != empty || listed["required"] != empty {
			return false, "this mcp-go's " + name + " does not always list properties and required"
		}
	}
	return true, ""
}

// output reads whether WithOutputSchema[T], which reflects with
// jsonschema-go, is what OutputFromType models: the schema decoded into
// the Tool's OutputSchema, whose type keeps only $defs, properties,
// required and additionalProperties and always lists properties and
// required.
func (r *reader) output() (bool, string) {
	tool, _ := r.pkg.Scope().Lookup("Tool").(*types.TypeName)
	if tool == nil {
		return false, "this mcp-go has no Tool type"
	}
	out := fieldType(tool.Type(), "OutputSchema")
	if out == nil {
		return false, "this mcp-go's Tool has no OutputSchema field"
	}
	st, _ := out.Underlying().(*types.Struct)
	if st == nil {
		return false, "this mcp-go's OutputSchema is not a struct"
	}
	kept := map[string]bool{"type": true, "$defs": true, "properties": true, "required": true, "additionalProperties": true}
	for i := range st.NumFields() {
		name, _ := jsonName(st.Field(i), st.Tag(i))
		if name != "" && !kept[name] {
			return false, "this mcp-go's OutputSchema keeps the key " + name + ", which mcpvet does not model"
		}
	}
	named, _ := types.Unalias(out).(*types.Named)
	if named == nil {
		return false, "this mcp-go's OutputSchema type has no name"
	}
	return r.alwaysListed(named.Obj().Name())
}

// withFor reports whether the option reaches jsonschema-go's For, or
// why not.
func (rf reflection) withFor() (bool, string) {
	switch {
	case rf.why != "":
		return false, rf.why
	case rf.lib == knowledge.JSONSchemaGoPath && rf.fn.Name() == "For":
		return true, ""
	}
	return false, "this mcp-go's mcp." + rf.option + " reflects with " + rf.lib + " (" + rf.fn.Name() + "), which mcpvet does not fold for this option"
}

// reflection is what an option function reflects a schema from a type
// with, through functions of the package.
type reflection struct {
	// option is the option function's name; why says why it was not
	// read (no such function, no reflector called), "" when it was.
	option, why string
	// lib and fn are the JSON Schema library's package and the function
	// or method called (the first such call).
	lib string
	fn  *types.Func
	// reflectors are the invopop Reflector literals written; clears is
	// set when "" is stored in an invopop Schema's Version.
	reflectors []*ast.CompositeLit
	clears     bool
}

func (r *reader) reflection(name string) reflection {
	rf := reflection{option: name}
	fn, ok := r.pkg.Scope().Lookup(name).(*types.Func)
	if !ok || r.decls[fn] == nil {
		rf.why = "this mcp-go has no mcp." + name
		return rf
	}
	seen := map[*types.Func]bool{}
	var walk func(fn *types.Func)
	walk = func(fn *types.Func) {
		if seen[fn] || r.decls[fn] == nil {
			return
		}
		seen[fn] = true
		ast.Inspect(r.decls[fn].Body, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				callee, _ := typeutil.Callee(r.info, x).(*types.Func)
				switch {
				case callee == nil || callee.Pkg() == nil:
				case callee.Pkg() == r.pkg:
					walk(callee.Origin())
				case rf.fn == nil && (callee.Pkg().Path() == knowledge.JSONSchemaGoPath || callee.Pkg().Path() == knowledge.InvopopPath):
					rf.lib, rf.fn = callee.Pkg().Path(), callee
				}
			case *ast.CompositeLit:
				if pkg, name := knowledge.Named(r.info.TypeOf(x)); pkg == knowledge.InvopopPath && name == "Reflector" {
					rf.reflectors = append(rf.reflectors, x)
				}
			case *ast.AssignStmt:
				if len(x.Lhs) == 1 && len(x.Rhs) == 1 {
					if sel, ok := x.Lhs[0].(*ast.SelectorExpr); ok && sel.Sel.Name == "Version" {
						pkg, name := knowledge.Named(knowledge.Deref(r.info.TypeOf(sel.X)))
						if s, ok := r.constString(x.Rhs[0]); ok && s == "" && pkg == knowledge.InvopopPath && name == "Schema" {
							rf.clears = true
						}
					}
				}
			}
			return true
		})
	}
	walk(fn)
	if rf.fn == nil {
		rf.why = "this mcp-go's mcp." + name + " calls no JSON Schema reflector mcpvet knows"
	}
	return rf
}

// invopop reads an option function that reflects with invopop/jsonschema
// (rf.lib is its path): the options of its Reflector literal, whether it
// clears the root's $schema, and the library's version; nil and why when
// it does so beyond the reader.
func (r *reader) invopop(rf reflection) (*mcpgodialect.Invopop, string) {
	name := rf.option
	switch {
	case rf.fn.Name() != "Reflect" && rf.fn.Name() != "ReflectFromType":
		return nil, "this mcp-go's mcp." + name + " calls invopop/jsonschema's " + rf.fn.Name() + ", which mcpvet does not model"
	case len(rf.reflectors) != 1:
		return nil, "this mcp-go's mcp." + name + " does not build one invopop Reflector in a literal"
	}
	out := &mcpgodialect.Invopop{ClearVersion: rf.clears, Version: knowledge.ModuleVersion(r.fset.Position(rf.fn.Pos()).Filename, knowledge.InvopopPath)}
	for _, el := range rf.reflectors[0].Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		id, isID := kv.Key.(*ast.Ident)
		if !ok || !isID {
			return nil, "this mcp-go's mcp." + name + " builds its Reflector without field names"
		}
		var value any
		if tv, ok := r.info.Types[kv.Value]; ok && tv.Value != nil {
			value = constant.Val(tv.Value)
		}
		if err := out.Options.Set(id.Name, value); err != nil {
			return nil, "this mcp-go's mcp." + name + ": " + err.Error()
		}
	}
	return out, ""
}

// fieldType is the type of t's field name, nil when it has none.
func fieldType(t types.Type, name string) types.Type {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	for i := range st.NumFields() {
		if st.Field(i).Name() == name {
			return st.Field(i).Type()
		}
	}
	return nil
}

func typeName(t types.Type) string {
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return t.String()
}

// emitOf is how a key holding an empty (or nil) value is listed.
func emitOf(listed map[string]shape, key string) mcpgodialect.Emit {
	switch s, ok := listed[key]; {
	case !ok:
		return mcpgodialect.Omitted
	case s == isNil:
		return mcpgodialect.Null
	case s == empty:
		return mcpgodialect.EmptyValue
	}
	return 0
}
