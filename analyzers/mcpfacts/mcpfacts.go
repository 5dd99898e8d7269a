package mcpfacts

import (
	"encoding/json"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpvet/mcpvet/analyzers/internal/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/naming"
	"github.com/mcpvet/mcpvet/analyzers/internal/passutil"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/sdkdialect"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

var Analyzer = &analysis.Analyzer{
	Name: "mcpfacts",
	Doc: `find MCP tools and compute their schemas

mcpfacts is the shared pass every mcpvet analyzer requires. It finds the
tools a package declares (//mcp:tool directives, go-sdk mcp.AddTool and
(*mcp.Server).AddTool, mcpvet's runtime.AddTool, mark3labs mcp.NewTool and
AddTool, and the calls of a server's own wrappers of those), computes their
schemas with mcpvet's rules and exports the type facts (enum values, doc
comments) and wrapper facts that other packages need. It reports nothing.`,
	URL: "https://github.com/mcpvet/mcpvet/blob/main/analyzers/mcpfacts/doc.go",
	Run: passutil.Guard("mcpfacts", run),
	// gopls runs analyzers on packages with type errors (an editor's
	// packages often have some): what does not type-check is left alone.
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Result](),
	FactTypes:        []analysis.Fact{new(PackageFacts), new(WrapperFact), new(ToolTypeFact), new(AppResourceFacts), new(RecoversFact)},
}

// PackageFacts are the type facts of one package: its enums and the doc
// comments of its types and their fields, keyed as in schema.FactTable.
type PackageFacts struct {
	Table schema.FactTable
}

func (*PackageFacts) AFact() {}

// GobEncode writes the table as JSON, whose map keys are sorted: fact
// encodings must be deterministic, and gob's map order is not.
func (f *PackageFacts) GobEncode() ([]byte, error) { return json.Marshal(&f.Table) }

// GobDecode reads the table into empty maps, as NewFactTable makes them:
// an empty part (left out of the JSON) decodes to an empty map, not nil,
// so that the fact read is the fact written.
func (f *PackageFacts) GobDecode(b []byte) error {
	f.Table = *schema.NewFactTable()
	return json.Unmarshal(b, &f.Table)
}

func (f *PackageFacts) String() string {
	e, t, d := f.Table.Keys()
	return "types(" + strings.Join(append(append(e, t...), d...), ", ") + ")"
}

func run(pass *analysis.Pass) (any, error) {
	res := &Result{Local: schema.NewFactTable()}
	std := passutil.IsStd(pass)
	if !std {
		res.Local = typesview.CollectFacts(pass.Pkg, pass.Files)
		export := *res.Local
		if dependency(pass) {
			// Every fact is copied into the vet data of every package
			// that depends on it: the doc comments of a whole
			// dependency module (the go-sdk documents every field) would
			// cost more than they bring. Its enums are kept.
			export.TypeDocs, export.FieldDocs = nil, nil
		}
		if len(export.Enums)+len(export.TypeDocs)+len(export.FieldDocs) > 0 {
			pass.ExportPackageFact(&PackageFacts{Table: export})
		}
	}
	hasDirectives := scanDirectives(pass, res)
	wrapperPkgs := map[*types.Package]bool{}
	toolTypePkgs := map[*types.Package]bool{}
	ownToolTypes := false
	if !std {
		for _, f := range pass.AllObjectFacts() {
			switch f.Fact.(type) {
			case *WrapperFact:
				wrapperPkgs[f.Object.Pkg()] = true
			case *ToolTypeFact:
				toolTypePkgs[f.Object.Pkg()] = true
			}
		}
		ownToolTypes = exportToolTypes(pass)
	}
	if !importsMCP(pass.Pkg) && !hasDirectives && !importsAny(pass.Pkg, wrapperPkgs) && !ownToolTypes && !importsAny(pass.Pkg, toolTypePkgs) {
		// go vet runs every analyzer on every dependency: do no more than
		// export facts where there can be no tool.
		res.Facts = res.Local
		return res, nil
	}
	imported := schema.NewFactTable()
	for _, f := range pass.AllPackageFacts() {
		if pf, ok := f.Fact.(*PackageFacts); ok {
			imported.Merge(&pf.Table)
		}
	}
	res.Facts = schema.MultiFacts{res.Local, imported}
	res.View = typesview.NewView()

	f := newFinder(pass, res, wrapperPkgs)
	for _, p := range res.Directives {
		if p.Kind == "tool" && p.Decl != nil && !p.Misplaced && !p.Repeated {
			f.directiveTool(p)
		}
	}
	f.directiveOffers()
	f.calls()
	f.resources()
	if !std {
		newContainment(pass).mark(res.Tools)
	}
	if !std {
		f.exportFacts()
	}
	for _, t := range res.Tools {
		if passutil.IllTyped(pass, t.In) || passutil.IllTyped(pass, t.Out) {
			t.IllTyped = true
			continue
		}
		f.schemas(t)
		if t.Style == SDKAddTool && t.In != nil {
			f.sdkFindings(t)
		}
	}
	return res, nil
}

// dependency reports whether the package belongs to a module other than
// the main one (a module with a version, from the module cache).
func dependency(pass *analysis.Pass) bool {
	return pass.Module != nil && pass.Module.Version != ""
}

// importsAny reports whether pkg imports one of pkgs: a package whose
// wrappers it may call.
func importsAny(pkg *types.Package, pkgs map[*types.Package]bool) bool {
	for _, imp := range pkg.Imports() {
		if pkgs[imp] {
			return true
		}
	}
	return false
}

func importsMCP(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		switch imp.Path() {
		case SDKPath, RuntimePath, MarkMCPPath, MarkSrvPath:
			return true
		}
	}
	return false
}

// scanDirectives parses every //mcp: comment and works out what it is
// attached to.
func scanDirectives(pass *analysis.Pass, res *Result) bool {
	found := false
	for _, file := range pass.Files {
		var lines []*ast.Comment
		for _, cg := range file.Comments {
			for _, c := range cg.List {
				if strings.HasPrefix(c.Text, directive.Prefix) {
					lines = append(lines, c)
				}
			}
		}
		// FileStart, not Pos: Pos is NoPos in a file with no package
		// clause yet, as an editor may hold.
		name := pass.Fset.File(file.FileStart).Name()
		if filepath.Base(name) == GenFileName {
			res.GenFile = file
		}
		if len(lines) == 0 {
			continue
		}
		found = true
		owners := docOwners(file)
		declared := map[*ast.FuncDecl]string{} // the kind that declares each func
		for _, c := range lines {
			d, _ := directive.Parse(c)
			p := &Placed{Directive: d, File: file, InTestFile: strings.HasSuffix(name, "_test.go")}
			owner := owners[c]
			if fd, ok := owner.(*ast.FuncDecl); ok {
				p.Decl = fd
				if Declares(d.Kind) {
					switch first := declared[fd]; {
					case first == d.Kind:
						p.Repeated = true
						d.Errors = append(d.Errors, directive.Error{Pos: c.Slash, End: c.End(),
							Msg: "a func takes one //mcp:" + d.Kind + " line; this one repeats it: merge its keys into the first"})
					case first != "":
						p.Repeated = true
						d.Errors = append(d.Errors, directive.Error{Pos: c.Slash, End: c.End(),
							Msg: "a func declares one thing, and this one is already a " + first + " (//mcp:" + first + "); declare the " + d.Kind + " on a func of its own"})
					default:
						declared[fd] = d.Kind
					}
				}
			}
			if Declares(d.Kind) {
				p.Misplaced = misplaced(owner, p)
			}
			res.Directives = append(res.Directives, p)
		}
	}
	return found
}

// docOwners maps each comment that is part of a doc comment to the node
// it documents.
func docOwners(file *ast.File) map[*ast.Comment]ast.Node {
	owners := map[*ast.Comment]ast.Node{}
	mark := func(cg *ast.CommentGroup, n ast.Node) {
		if cg == nil {
			return
		}
		for _, c := range cg.List {
			owners[c] = n
		}
	}
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			mark(n.Doc, n)
		case *ast.GenDecl:
			mark(n.Doc, n)
		case *ast.TypeSpec:
			mark(n.Doc, n)
		case *ast.ValueSpec:
			mark(n.Doc, n)
		case *ast.Field:
			mark(n.Doc, n)
		}
		return true
	})
	return owners
}

// misplaced reports whether a declaring directive cannot register what
// its comment documents (Placed.Misplaced).
func misplaced(owner ast.Node, p *Placed) bool {
	if p.InTestFile {
		return true
	}
	if n, ok := owner.(*ast.FuncDecl); ok {
		return n.Name.Name == "_" || n.Recv == nil && n.Name.Name == "init"
	}
	// Another declaration's doc comment, or none: inside a function body
	// (a func literal or a local declaration) or floating.
	return true
}

type finder struct {
	pass *analysis.Pass
	res  *Result

	// wrapperPkgs are the packages that export wrapper facts.
	wrapperPkgs map[*types.Package]bool
	// decls are the functions of the package; pkgCtx reads its
	// package-level initializers.
	decls  map[*types.Func]*fnCtx
	pkgCtx *fnCtx
	// assigns are the assignments to each variable of the package.
	assigns map[*types.Var][]assign
	// vals, vars, results, sums and events remember what is computed.
	vals    map[ast.Expr]*val
	vars    map[*types.Var]*val
	results map[resultKey]*val
	sums    map[*types.Func]*summary
	events  map[*ast.CallExpr][]*event
	// order lists the registration calls in the order they were found.
	order []*ast.CallExpr
	// holds remembers which types can carry a tool.
	holds typeutil.Map
	// toolTypes remembers which named types are a server's own tool type.
	toolTypes map[*types.TypeName]*ToolTypeFact
	// mcpgo is the mcp-go release the package builds with, once known.
	mcpgo *releaseOf
	// mapSets are the m[k] = v assignments to each map variable, which
	// only the invopop pipeline reads (invopop.go).
	mapSets map[*types.Var][]mapSet
	tview   *typesview.View
}

func newFinder(pass *analysis.Pass, res *Result, wrapperPkgs map[*types.Package]bool) *finder {
	return &finder{
		pass: pass, res: res, wrapperPkgs: wrapperPkgs,
		decls:   map[*types.Func]*fnCtx{},
		assigns: map[*types.Var][]assign{},
		vals:    map[ast.Expr]*val{},
		vars:    map[*types.Var]*val{},
		results: map[resultKey]*val{},
		sums:    map[*types.Func]*summary{},
		events:  map[*ast.CallExpr][]*event{},

		toolTypes: map[*types.TypeName]*ToolTypeFact{},
		mapSets:   map[*types.Var][]mapSet{},
	}
}

func (f *finder) directiveTool(p *Placed) {
	fd := p.Decl
	fn, _ := f.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if fn == nil {
		return
	}
	t := &Tool{
		Style: Directive, Dialect: MCPVet, Decl: fd, Func: fn, Directive: p.Directive,
		Pos: p.Pos, End: p.Comment.End(), Enclosing: fn,
	}
	if p.Name != "" {
		t.Name, t.NameKnown = p.Name, true
		t.NamePos, t.NameEnd = p.NamePos, p.NameEnd
	} else {
		t.Name, t.NameKnown, t.NameDerived = naming.SnakeCase(fd.Name.Name), true, true
		t.NamePos, t.NameEnd = fd.Name.Pos(), fd.Name.End()
	}
	for _, c := range fd.Doc.List {
		if d, ok := directive.Parse(c); ok && d.Kind == "param" {
			t.Params = append(t.Params, d)
		}
	}
	f.signature(t, fd, fn)
	f.res.Tools = append(f.res.Tools, t)
}

// signature sorts a directive tool's parameters and results (docs/tools.md).
func (f *finder) signature(t *Tool, fd *ast.FuncDecl, fn *types.Func) {
	sig := fn.Type().(*types.Signature)
	fieldOf := paramFields(fd.Type.Params)
	for i := 0; i < sig.Params().Len(); i++ {
		v := sig.Params().At(i)
		switch {
		case IsContext(v.Type()):
			t.ContextParams = append(t.ContextParams, fieldOf[i])
		case isCallToolRequest(v.Type()):
			t.RequestParams = append(t.RequestParams, fieldOf[i])
		default:
			t.ArgParams = append(t.ArgParams, v)
		}
	}
	if len(t.ArgParams) == 1 {
		// One struct parameter gives its fields as the arguments, if it is
		// written as a JSON object (time.Time is a struct, but a string).
		if p := t.ArgParams[0].Type(); isStructOrPtr(p) && isObjectShaped(p) {
			t.In = t.ArgParams[0].Type()
		}
	}
	t.ResultsPos = fd.Name.Pos()
	if fd.Type.Results != nil {
		t.ResultsPos = fd.Type.Results.Pos()
	}
	t.Results, t.Out = f.resultForm(sig.Results())
	if t.Results == ResultInvalid {
		t.Out = nil // OMCG0003 reports the form; its type is beside the point
	}
}

func paramFields(fl *ast.FieldList) []*ast.Field {
	var out []*ast.Field
	if fl == nil {
		return out
	}
	for _, f := range fl.List {
		n := max(len(f.Names), 1)
		for range n {
			out = append(out, f)
		}
	}
	return out
}

func (f *finder) resultForm(res *types.Tuple) (ResultForm, types.Type) {
	n := res.Len()
	if n > 0 && IsError(res.At(n-1).Type()) {
		n--
	}
	switch n {
	case 0:
		return ResultNone, nil
	case 1:
	case 2:
		if res.Len() == 3 && isCallToolResultPtr(res.At(0).Type()) {
			out := res.At(1).Type()
			if isObjectShaped(out) {
				return ResultTyped, out
			}
			return ResultTyped, nil
		}
		return ResultInvalid, nil
	default:
		return ResultInvalid, nil
	}
	if res.Len() == 2 && !IsError(res.At(1).Type()) {
		return ResultInvalid, nil
	}
	r := res.At(0).Type()
	switch form := schema.ResultFormOf(f.res.View.Type(r), f.res.Facts); form {
	case ResultCallResult, ResultContent, ResultText, ResultEnumText:
		return form, nil
	default:
		return form, r
	}
}

// calls finds the tools the package declares and registers through calls:
// of the SDK, of mcpvet's runtime, of mark3labs, and of wrappers (the
// functions of this package and the WrapperFacts of others).
func (f *finder) calls() {
	f.index()
	for _, file := range f.pass.Files {
		for _, decl := range file.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				if ctx := f.newCtxOf(d); ctx != nil {
					f.summaryOf(ctx.fn)
				}
			case *ast.GenDecl:
				f.visit(d, f.pkgCtx, nil)
			}
		}
	}
	f.materialize()
	f.ownTools()
	f.funcValues()
	sortTools(f.pass, f.res.Tools)
	slices.SortStableFunc(f.res.Registrations, func(a, b *Registration) int { return compare(f.pass, a.Call.Pos(), b.Call.Pos()) })
	slices.SortStableFunc(f.res.Unfollowed, func(a, b Unfollowed) int { return compare(f.pass, a.Pos, b.Pos) })
}

// newCtxOf is the context of a function declaration, nil for one
// without an object.
func (f *finder) newCtxOf(d *ast.FuncDecl) *fnCtx {
	fn, _ := f.pass.TypesInfo.Defs[d.Name].(*types.Func)
	if fn == nil {
		return nil
	}
	return f.decls[fn]
}

// compare orders positions by file name, then offset (token.Pos values
// of different files are not ordered by file name, since files are
// parsed in parallel).
func compare(pass *analysis.Pass, a, b token.Pos) int {
	pa, pb := pass.Fset.Position(a), pass.Fset.Position(b)
	if c := strings.Compare(pa.Filename, pb.Filename); c != 0 {
		return c
	}
	return pa.Offset - pb.Offset
}

// sortTools puts the directive tools first, then the others in source
// order.
func sortTools(pass *analysis.Pass, tools []*Tool) {
	slices.SortStableFunc(tools, func(a, b *Tool) int {
		if (a.Style == Directive) != (b.Style == Directive) {
			if a.Style == Directive {
				return -1
			}
			return 1
		}
		if a.Style == Directive {
			return 0
		}
		return compare(pass, a.Pos, b.Pos)
	})
}

// funcValues lists the registrations used as func values (a method value
// s.AddTool passed to a helper): the tools they are given are not
// followed.
func (f *finder) funcValues() {
	called := map[ast.Expr]bool{}
	for _, file := range f.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				fun := ast.Unparen(call.Fun)
				switch ix := fun.(type) {
				case *ast.IndexExpr:
					fun = ast.Unparen(ix.X)
				case *ast.IndexListExpr:
					fun = ast.Unparen(ix.X)
				}
				called[fun] = true
			}
			return true
		})
	}
	for _, file := range f.pass.Files {
		if f.res.GenFile == file {
			continue
		}
		ast.Inspect(file, func(n ast.Node) bool {
			var id *ast.Ident
			switch e := n.(type) {
			case *ast.SelectorExpr:
				id = e.Sel
			case *ast.Ident:
				id = e
			default:
				return true
			}
			if called[n.(ast.Expr)] {
				return false
			}
			fn, ok := f.pass.TypesInfo.Uses[id].(*types.Func)
			if !ok || !f.registers(fn) {
				return true
			}
			f.res.Unfollowed = append(f.res.Unfollowed, Unfollowed{
				Pos: n.Pos(), End: n.End(),
				Why: FuncName(fn) + " is used as a func value: the tools it is given are not followed",
			})
			return false
		})
	}
}

// registers reports whether fn registers tools: the SDK's, mcpvet's
// runtime's or mark3labs' AddTool, or a wrapper that does.
func (f *finder) registers(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	sig, _ := fn.Type().(*types.Signature)
	recv := sig != nil && sig.Recv() != nil
	switch path, name := fn.Pkg().Path(), fn.Name(); {
	case path == SDKPath && name == "AddTool", path == RuntimePath && name == "AddTool":
		return true
	case path == MarkSrvPath && recv && (name == "AddTool" || name == "AddTools" || name == "SetTools"):
		return true
	}
	if !f.mayWrap(fn) {
		return false
	}
	s := f.summaryOf(fn)
	return s != nil && len(s.regs) > 0
}

// exportFacts exports the summaries of the package's exported wrappers,
// and of the exported functions that return a tool it declares.
func (f *finder) exportFacts() {
	for _, file := range f.pass.Files {
		for _, decl := range file.Decls {
			d, ok := decl.(*ast.FuncDecl)
			if !ok || !d.Name.IsExported() {
				continue
			}
			ctx := f.newCtxOf(d)
			if ctx == nil {
				continue
			}
			if s := f.summaryOf(ctx.fn); s != nil {
				if w := f.fact(s, ctx.fn); w != nil {
					f.pass.ExportObjectFact(ctx.fn, w)
				}
			}
		}
	}
}

// isNil reports whether e is the predeclared nil.
func isNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}

func (f *finder) constLiteral(c *types.Const) *ast.BasicLit {
	for _, file := range f.pass.Files {
		if file.Pos() > c.Pos() || c.Pos() >= file.End() {
			continue
		}
		var lit *ast.BasicLit
		ast.Inspect(file, func(n ast.Node) bool {
			vs, ok := n.(*ast.ValueSpec)
			if !ok {
				return lit == nil
			}
			for i, id := range vs.Names {
				if id.Pos() == c.Pos() && i < len(vs.Values) {
					lit, _ = ast.Unparen(vs.Values[i]).(*ast.BasicLit)
				}
			}
			return false
		})
		return lit
	}
	return nil
}

// serverObject names the variable a server expression reads: s, srv.s,
// app.server.
func (f *finder) serverObject(e ast.Expr) types.Object {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return f.pass.TypesInfo.Uses[e]
	case *ast.SelectorExpr:
		if sel, ok := f.pass.TypesInfo.Selections[e]; ok {
			return sel.Obj()
		}
		return f.pass.TypesInfo.Uses[e.Sel]
	}
	return nil
}

// schemas computes a tool's schemas with mcpvet's rules.
func (f *finder) schemas(t *Tool) {
	view := f.res.View
	opts := func(dir schema.Direction, root string) schema.Options {
		return schema.Options{Direction: dir, Facts: f.res.Facts, Root: root}
	}
	// at is where a problem with no field of this package goes.
	at := [2]token.Pos{t.Pos, t.End}
	add := func(dir schema.Direction, ps []schema.Problem) {
		for _, p := range ps {
			t.Problems = append(t.Problems, Locate(f.pass, dir, p, at))
		}
	}
	switch {
	case t.Style == Directive:
		switch {
		case t.In != nil:
			s, ps := view.Generate(root(t.In), opts(schema.Input, RootName(t.In, f.pass.Pkg)))
			t.Input = s
			add(schema.Input, ps)
		default:
			obj := &schema.Schema{Type: []string{"object"}, Closed: true}
			fields := paramFields(t.Decl.Type.Params)
			for _, v := range t.ArgParams {
				s, ps := view.Generate(v.Type(), opts(schema.Input, v.Name()))
				for i, p := range paramVars(t.Func) {
					if p == v {
						at = [2]token.Pos{fields[i].Pos(), fields[i].End()}
					}
				}
				add(schema.Input, ps)
				for _, d := range t.Params {
					if d.Name == v.Name() && d.Text != "" {
						s.Description = d.Text
					}
				}
				obj.Properties = append(obj.Properties, schema.Property{Name: v.Name(), Schema: s})
				obj.Required = append(obj.Required, v.Name())
			}
			t.Input = obj
		}
		if t.Out != nil {
			at = [2]token.Pos{t.Decl.Type.Results.Pos(), t.Decl.Type.Results.End()}
			s, ps := view.Generate(root(t.Out), opts(schema.Output, RootName(t.Out, f.pass.Pkg)))
			t.Output = s
			if isObjectShaped(t.Out) {
				t.Output = schema.ObjectRoot(s)
			}
			add(schema.Output, ps)
		}
	case t.Dialect != NoDialect && t.In != nil:
		s, ps := view.Generate(root(t.In), opts(schema.Input, RootName(t.In, f.pass.Pkg)))
		t.Input = s
		add(schema.Input, ps)
		if t.Out != nil && !isAny(t.Out) {
			s, ps := view.Generate(root(t.Out), opts(schema.Output, RootName(t.Out, f.pass.Pkg)))
			add(schema.Output, ps)
			// Only an object-shaped result has an output schema; other
			// results are sent as text.
			if isObjectShaped(t.Out) {
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
func Locate(pass *analysis.Pass, dir schema.Direction, p schema.Problem, at [2]token.Pos) Problem {
	out := Problem{Problem: p, Direction: dir}
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
		if field := fieldAt(pass, v.Pos()); field != nil {
			return field.Pos(), field.End(), field
		}
	}
	return at[0], at[1], nil
}

// sdkFindings models what the go-sdk's own inference does with an
// mcp.AddTool tool's types.
func (f *finder) sdkFindings(t *Tool) {
	view := f.res.View
	var out schema.Type
	if t.Out != nil && !isAny(t.Out) {
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
	for _, fd := range sdkdialect.CheckNamed(in, out, inRoot, outRoot) {
		sf := SDKFinding{Finding: fd}
		sf.Pos, sf.End, sf.Field = fieldOf(f.pass, fd.Sources, at)
		t.SDK = append(t.SDK, sf)
	}
}

func fieldAt(pass *analysis.Pass, pos token.Pos) *ast.Field {
	for _, file := range pass.Files {
		if pos < file.Pos() || pos >= file.End() {
			continue
		}
		var found *ast.Field
		ast.Inspect(file, func(n ast.Node) bool {
			if found != nil || n == nil || pos < n.Pos() || pos >= n.End() {
				return false
			}
			if fl, ok := n.(*ast.Field); ok {
				if len(fl.Names) == 0 && fl.Type.Pos() <= pos || slicesContainsPos(fl.Names, pos) {
					found = fl
					return false
				}
			}
			return true
		})
		return found
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

func slicesContainsPos(ids []*ast.Ident, pos token.Pos) bool {
	for _, id := range ids {
		if id.Pos() == pos {
			return true
		}
	}
	return false
}
