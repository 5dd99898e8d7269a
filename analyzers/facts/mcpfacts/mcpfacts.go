package mcpfacts

import (
	"go/ast"
	"go/types"
	"path/filepath"
	"reflect"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/naming"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/mcpgocode"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/toolcalls"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/toolschema"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/typefacts"
	"github.com/mcpvet/mcpvet/analyzers/model/mcpresource"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"github.com/mcpvet/mcpvet/runtime/schema"
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
	URL: "https://github.com/mcpvet/mcpvet/blob/main/analyzers/facts/mcpfacts/doc.go",
	Run: passutil.Guard("mcpfacts", run),
	// gopls runs analyzers on packages with type errors (an editor's
	// packages often have some): what does not type-check is left alone.
	RunDespiteErrors: true,
	// The syntax index the registration interpreter reads assignments,
	// calls and enclosing functions from; made on its first question, so
	// a package that declares no tool pays nothing for it.
	Requires:   []*analysis.Analyzer{astflow.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes: append([]analysis.Fact{new(typefacts.PackageFacts), new(mcpresource.AppResourceFacts), new(mcpgocode.Library), new(JSONSchemaVersion)},
		toolcalls.FactTypes()...),
}

func run(pass *analysis.Pass) (any, error) {
	res := &Result{}
	std := passutil.IsStd(pass)
	res.Local = typefacts.Export(pass)
	// mcp-go's own code says how the packages that use it list their
	// option-built schemas.
	mcpgocode.Export(pass)
	exportJSONSchemaVersion(pass)
	res.Directives = directive.Scan(pass.Fset, pass.Files)
	for _, file := range pass.Files {
		// FileStart, not Pos: Pos is NoPos in a file with no package
		// clause yet, as an editor may hold.
		if filepath.Base(pass.Fset.File(file.FileStart).Name()) == knowledge.GenFileName {
			res.GenFile = file
		}
	}
	var wrapperPkgs map[*types.Package]bool
	throughCalls := false
	if !std {
		wrapperPkgs, throughCalls = toolcalls.Prepare(pass)
	}
	if !importsMCP(pass.Pkg) && len(res.Directives) == 0 && !throughCalls {
		// go vet runs every analyzer on every dependency: do no more than
		// export facts where there can be no tool.
		res.Facts = res.Local
		return res, nil
	}
	res.Facts = schema.MultiFacts{res.Local, typefacts.Imported(pass)}
	res.MCPGo, res.MCPGoErr = mcpgocode.ReleaseOf(pass)
	res.JSONSchema, res.OwnSchemaPackage = jsonSchemaRelease(pass)
	res.View = typesview.NewView()

	d := &directives{pass: pass, view: res.View, facts: res.Facts}
	for _, p := range res.Directives {
		if p.Kind == "tool" && p.Decl != nil && !p.Misplaced && !p.Repeated {
			d.tool(p)
		}
	}
	flow := astflow.Of(pass)
	offers := mcpresource.Find(pass, flow, res.Directives, res.Facts, res.GenFile)
	res.Resources, res.Prompts = offers.Resources, offers.Prompts
	res.LocalApps, res.ImportedApps, res.AppsUnknown = offers.LocalApps, offers.ImportedApps, offers.AppsUnknown
	found := &toolcalls.Found{Tools: d.tools, View: res.View, Facts: res.Facts, GenFile: res.GenFile, Flow: flow, MCPGo: res.MCPGo, MCPGoErr: res.MCPGoErr, JSONSchema: res.JSONSchema}
	toolcalls.Find(pass, found, wrapperPkgs, std)
	res.Tools, res.Registrations, res.Unfollowed, res.SDKResources, res.Servers = found.Tools, found.Registrations, found.Unfollowed, found.SDKResources, found.Servers
	for _, t := range res.Tools {
		if passutil.IllTyped(pass, t.In) || passutil.IllTyped(pass, t.Out) {
			t.IllTyped = true
			continue
		}
		toolschema.Compute(pass, res.View, res.Facts, res.JSONSchema, t)
	}
	return res, nil
}

func importsMCP(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		switch imp.Path() {
		case knowledge.SDKPath, knowledge.RuntimePath, knowledge.MarkMCPPath, knowledge.MarkSrvPath:
			return true
		}
	}
	return false
}

// directives makes the tools of a package's //mcp:tool funcs.
type directives struct {
	pass  *analysis.Pass
	view  *typesview.View
	facts schema.Facts
	tools []*mcptool.Tool
}

func (f *directives) tool(p *directive.Placed) {
	fd := p.Decl
	fn, _ := f.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if fn == nil {
		return
	}
	d := &mcptool.Directive{Decl: fd, Func: fn, Directive: p.Directive}
	t := &mcptool.Tool{Origin: d, Dialect: mcptool.MCPVet, Pos: p.Pos, End: p.Comment.End(), Enclosing: fn}
	if p.Name != "" {
		t.Name, t.NameKnown = p.Name, true
		t.NamePos, t.NameEnd = p.NamePos, p.NameEnd
	} else {
		t.Name, t.NameKnown, t.NameDerived = naming.SnakeCase(fd.Name.Name), true, true
		t.NamePos, t.NameEnd = fd.Name.Pos(), fd.Name.End()
	}
	for _, c := range fd.Doc.List {
		if pd, ok := directive.Parse(c); ok && pd.Kind == "param" {
			d.Params = append(d.Params, pd)
		}
	}
	listed(t, p.Directive, fd)
	f.signature(t, d)
	f.tools = append(f.tools, t)
}

// listed gives a directive tool what mcpvet gen registers it with, as a
// client lists it: title=, description= (else the func's cleaned doc
// comment) and the hints the directive sets (readonly, destructive,
// idempotent, openworld), each nil when it does not.
func listed(t *mcptool.Tool, d *directive.Directive, fd *ast.FuncDecl) {
	t.Title, t.Description = d.Texts(fd.Doc)
	var an mcptool.Annotations
	set := false
	for _, h := range []struct {
		key string
		to  **bool
	}{{"readonly", &an.ReadOnly}, {"destructive", &an.Destructive}, {"idempotent", &an.Idempotent}, {"openworld", &an.OpenWorld}} {
		if v, ok := d.Bool(h.key); ok {
			*h.to, set = &v, true
		}
	}
	if set {
		t.Annotations = &an
	}
}

// signature sorts a directive tool's parameters and results (docs/tools.md).
func (f *directives) signature(t *mcptool.Tool, d *mcptool.Directive) {
	fd := d.Decl
	sig := d.Func.Type().(*types.Signature)
	fieldOf := passutil.ParamFields(fd.Type.Params)
	for i := 0; i < sig.Params().Len(); i++ {
		v := sig.Params().At(i)
		switch {
		case knowledge.IsContext(v.Type()):
			d.ContextParams = append(d.ContextParams, fieldOf[i])
		case knowledge.IsCallToolRequest(v.Type()):
			d.RequestParams = append(d.RequestParams, fieldOf[i])
		default:
			d.ArgParams = append(d.ArgParams, v)
		}
	}
	if len(d.ArgParams) == 1 {
		// One struct parameter gives its fields as the arguments, if it is
		// written as a JSON object (time.Time is a struct, but a string).
		if p := d.ArgParams[0].Type(); knowledge.IsStructOrPtr(p) && knowledge.IsObjectShaped(p) {
			t.In = d.ArgParams[0].Type()
		}
	}
	d.ResultsPos = fd.Name.Pos()
	if fd.Type.Results != nil {
		d.ResultsPos = fd.Type.Results.Pos()
	}
	d.Results, t.Out = f.resultForm(sig.Results())
	if d.Results == mcptool.ResultInvalid {
		t.Out = nil // OMCG0003 reports the form; its type is beside the point
	}
}

func (f *directives) resultForm(res *types.Tuple) (mcptool.ResultForm, types.Type) {
	n := res.Len()
	if n > 0 && knowledge.IsError(res.At(n-1).Type()) {
		n--
	}
	switch n {
	case 0:
		return mcptool.ResultNone, nil
	case 1:
	case 2:
		if res.Len() == 3 && knowledge.IsCallToolResultPtr(res.At(0).Type()) {
			out := res.At(1).Type()
			if knowledge.IsObjectShaped(out) {
				return mcptool.ResultTyped, out
			}
			return mcptool.ResultTyped, nil
		}
		return mcptool.ResultInvalid, nil
	default:
		return mcptool.ResultInvalid, nil
	}
	if res.Len() == 2 && !knowledge.IsError(res.At(1).Type()) {
		return mcptool.ResultInvalid, nil
	}
	r := res.At(0).Type()
	switch form := schema.ResultFormOf(f.view.Type(r), f.facts); form {
	case mcptool.ResultCallResult, mcptool.ResultContent, mcptool.ResultText, mcptool.ResultEnumText:
		return form, nil
	default:
		return form, r
	}
}
