package mcpresource

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"golang.org/x/tools/go/analysis"
	"slices"
	"strconv"
	"strings"

	"github.com/yosida95/uritemplate/v3"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/naming"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// AppMIME is the MIME type of an MCP App's HTML, the default of a ui://
// resource.
const AppMIME = "text/html;profile=mcp-app"

// Offer is what a //mcp:resource or //mcp:prompt func has in common: the
// func, its directive, its name and its parameters and results sorted as
// docs/tools.md says ("Resources and prompts").
type Offer struct {
	Decl      *ast.FuncDecl
	Func      *types.Func
	Directive *directive.Directive
	// Pos..End is the directive line.
	Pos, End token.Pos

	// Name is name= (or a prompt's leading NAME), else the func's name in
	// snake case (NameDerived); NamePos..NameEnd is where it is written
	// (the func's name when derived).
	Name             string
	NameDerived      bool
	NamePos, NameEnd token.Pos
	Title            string
	// Description is description=, else the func's cleaned doc comment.
	Description string

	// ContextParams and RequestParams are the filled-in parameters
	// (context.Context, *mcp.ReadResourceRequest or *mcp.GetPromptRequest),
	// one field per parameter.
	ContextParams, RequestParams []*ast.Field
	// Params are the other parameters, in order: template variables or
	// prompt arguments.
	Params []*TextParam

	// Result is the form of the results; Out the result type (before
	// the trailing error); ResultsPos the result list, or the func's
	// name when it has none.
	Result     OfferResult
	Out        types.Type
	ResultsPos token.Pos
	// WithErr: the results end with an error.
	WithErr bool
	// IllTyped: a parameter or result type does not type-check; the
	// result form is not judged.
	IllTyped bool
}

// Resource is a //mcp:resource func: a static resource (a URI) or a
// resource template (an RFC 6570 template, Template set).
type Resource struct {
	Offer
	// URI is the URI or template as written in the directive;
	// URIPos..URIEnd the token (quotes included).
	URI            string
	URIPos, URIEnd token.Pos
	// Template: the URI holds a {…} expression.
	Template bool
	// Vars are the template's variables in order, each once, with where
	// it is written; nil when the template does not parse (reported by
	// the validity check) or for a static URI.
	Vars []TemplateVar
	// MIME is mime=, else the default of the result form (text/plain,
	// application/octet-stream, application/json; an App's for ui://);
	// "" for a pass-through result with no mime=.
	MIME      string
	MIMEGiven bool
	// Size is size= when it is a non-negative integer.
	Size *int64
}

// TemplateVar is one variable of a resource template.
type TemplateVar struct {
	Name string
	// Pos..End is the variable's name in the directive, or the whole
	// URI token where it cannot be located (a quoted URI with escapes).
	Pos, End token.Pos
}

// Prompt is a //mcp:prompt func.
type Prompt struct {
	Offer
	// ParamLines are the //mcp:param lines of its doc comment.
	ParamLines []*directive.Directive
}

// TextParam is a parameter of a resource template or prompt: a text-like
// Go value parsed from a template variable or a prompt argument.
type TextParam struct {
	Var *types.Var
	// Field is the parameter's declaration; Pos..End its name (or its
	// type when unnamed).
	Field    *ast.Field
	Pos, End token.Pos
	// Optional: the parameter is a pointer (nil when the argument is
	// absent).
	Optional bool
	// Kind is how the text is parsed; TextInvalid when the type is not
	// text-like (OMCG0002).
	Kind TextKind
	// Enum lists the allowed values (as text) of a defined type with
	// typed constants.
	Enum []string
	// Description is the prompt argument's //mcp:param text.
	Description string
	// IllTyped: the type does not type-check (an editor's package with
	// errors); it is not judged.
	IllTyped bool
}

// TextKind is how a text-like parameter is parsed from text.
type TextKind int

const (
	TextInvalid TextKind = iota
	TextString
	TextBool
	TextInt
	TextUint
	TextFloat
	TextTime     // time.Time, RFC 3339
	TextDuration // time.Duration, time.ParseDuration
	TextUnmarshal
)

func (k TextKind) String() string {
	return [...]string{"invalid", "string", "bool", "int", "uint", "float", "time", "duration", "text"}[k]
}

// OfferResult is the form of a resource's or prompt's results (the table
// of docs/tools.md).
type OfferResult int

const (
	OfferInvalid OfferResult = iota
	// ResourceText: a string, one text content.
	ResourceText
	// ResourceBlob: a []byte, one blob content.
	ResourceBlob
	// ResourceJSON: a struct or map (or pointer to one), its JSON as text.
	ResourceJSON
	// ResourceReadResult, ResourceContents, ResourceContentsList:
	// *mcp.ReadResourceResult, *mcp.ResourceContents and
	// []*mcp.ResourceContents, passed through.
	ResourceReadResult
	ResourceContents
	ResourceContentsList
	// PromptText: a string, one user message.
	PromptText
	// PromptMessages and PromptResult: []*mcp.PromptMessage and
	// *mcp.GetPromptResult, passed through.
	PromptMessages
	PromptResult
)

// Declared is what a package declares with //mcp:resource and
// //mcp:prompt, and the MCP Apps (ui:// resources) it and the packages it
// imports serve.
type Declared struct {
	// Resources and Prompts are the //mcp:resource and //mcp:prompt funcs
	// the generated file registers, in source order.
	Resources []*Resource
	Prompts   []*Prompt
	// LocalApps are the ui:// resources this package declares (with
	// //mcp:resource, or (*mcp.Server).AddResource and a constant URI);
	// ImportedApps those of the packages it imports (AppResourceFacts),
	// each sorted. AppsUnknown: this package or one it imports registers
	// a resource whose URI is not a constant, which may be any App.
	LocalApps, ImportedApps []string
	AppsUnknown             bool
}

// Find reads the //mcp:resource and //mcp:prompt funcs among the
// package's directives, exports its Apps as an AppResourceFacts and
// collects those of its imports. facts answers enum questions (a text
// parameter's values); genFile is the package's mcpvet_gen.go, whose
// registrations are not the server's own.
func Find(pass *analysis.Pass, flow *astflow.Index, directives []*directive.Placed, facts schema.Facts, genFile *ast.File) *Declared {
	f := &finder{pass: pass, flow: flow, res: &found{Declared: &Declared{}, Directives: directives, Facts: facts, GenFile: genFile}}
	f.directiveOffers()
	return f.res.Declared
}

type finder struct {
	pass *analysis.Pass
	flow *astflow.Index // the package's calls
	res  *found
}

// found is what Find writes, with what it reads.
type found struct {
	*Declared
	Directives []*directive.Placed
	Facts      schema.Facts
	GenFile    *ast.File
}

// directiveOffers records the //mcp:resource and //mcp:prompt funcs.
func (f *finder) directiveOffers() {
	for _, p := range f.res.Directives {
		if (p.Kind != "resource" && p.Kind != "prompt") || p.Decl == nil || p.Misplaced || p.Repeated {
			continue
		}
		fn, _ := f.pass.TypesInfo.Defs[p.Decl.Name].(*types.Func)
		if fn == nil {
			continue
		}
		o := f.offer(p, fn)
		if p.Kind == "prompt" {
			pr := &Prompt{Offer: o}
			for _, c := range p.Decl.Doc.List {
				if d, ok := directive.Parse(c); ok && d.Kind == "param" {
					pr.ParamLines = append(pr.ParamLines, d)
				}
			}
			for _, tp := range pr.Params {
				for _, d := range pr.ParamLines {
					if d.Name == tp.Var.Name() && tp.Description == "" {
						tp.Description = strings.TrimSpace(d.Text)
					}
				}
			}
			pr.Result = promptResult(o.Out)
			f.res.Prompts = append(f.res.Prompts, pr)
			continue
		}
		r := &Resource{Offer: o, URI: p.URI, URIPos: p.URIPos, URIEnd: p.URIEnd}
		r.Template = strings.ContainsAny(p.URI, "{}")
		if r.Template {
			r.Vars = templateVars(p.Directive)
		}
		r.Result = resourceResult(o.Out)
		if a, ok := p.Lookup("mime"); ok && a.Value != "" {
			r.MIME, r.MIMEGiven = a.Value, true
		} else {
			r.MIME = defaultMIME(r)
		}
		if a, ok := p.Lookup("size"); ok {
			if n, err := strconv.ParseInt(a.Value, 10, 64); err == nil && n >= 0 {
				r.Size = &n
			}
		}
		f.res.Resources = append(f.res.Resources, r)
	}
	f.appFacts()
}

// offer reads what resources and prompts have in common.
func (f *finder) offer(p *directive.Placed, fn *types.Func) Offer {
	fd := p.Decl
	o := Offer{Decl: fd, Func: fn, Directive: p.Directive, Pos: p.Pos, End: p.Comment.End()}
	if p.Name != "" {
		o.Name, o.NamePos, o.NameEnd = p.Name, p.NamePos, p.NameEnd
	} else {
		o.Name, o.NameDerived = naming.SnakeCase(fd.Name.Name), true
		o.NamePos, o.NameEnd = fd.Name.Pos(), fd.Name.End()
	}
	o.Title, o.Description = p.Texts(fd.Doc)
	sig := fn.Type().(*types.Signature)
	fieldOf := passutil.ParamFields(fd.Type.Params)
	req := "ReadResourceParams"
	if p.Kind == "prompt" {
		req = "GetPromptParams"
	}
	seen := map[*ast.Field]int{}
	for i := 0; i < sig.Params().Len(); i++ {
		v := sig.Params().At(i)
		field := fieldOf[i]
		k := seen[field]
		seen[field]++
		switch {
		case knowledge.IsContext(v.Type()):
			o.ContextParams = append(o.ContextParams, field)
		case isServerRequest(v.Type(), req):
			o.RequestParams = append(o.RequestParams, field)
		default:
			tp := &TextParam{Var: v, Field: field, Pos: field.Type.Pos(), End: field.Type.End()}
			if k < len(field.Names) {
				tp.Pos, tp.End = field.Names[k].Pos(), field.Names[k].End()
			}
			tp.IllTyped = passutil.IllTyped(f.pass, v.Type())
			f.textLike(tp)
			o.Params = append(o.Params, tp)
		}
	}
	o.ResultsPos = fd.Name.Pos()
	if fd.Type.Results != nil {
		o.ResultsPos = fd.Type.Results.Pos()
	}
	res := sig.Results()
	n := res.Len()
	if n > 0 && knowledge.IsError(res.At(n-1).Type()) {
		o.WithErr = true
		n--
	}
	if n == 1 {
		o.Out = res.At(0).Type()
	}
	o.IllTyped = slices.ContainsFunc(o.Params, func(tp *TextParam) bool { return tp.IllTyped }) || passutil.IllTyped(f.pass, o.Out)
	return o
}

// isServerRequest matches *mcp.<Params>Request, an alias of
// *mcp.ServerRequest[*mcp.<Params>].
func isServerRequest(t types.Type, params string) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	if pkg, name := knowledge.Named(p.Elem()); !ok || pkg != knowledge.SDKPath || name != "ServerRequest" || n.TypeArgs().Len() != 1 {
		return false
	}
	_, arg := knowledge.Named(knowledge.Deref(n.TypeArgs().At(0)))
	return arg == params
}

// textLike sorts a parameter's type: a pointer is optional; the type it
// points to (or the type) must be parsed from text.
func (f *finder) textLike(tp *TextParam) {
	t := tp.Var.Type()
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		tp.Optional, t = true, p.Elem()
		if _, ok := types.Unalias(t).(*types.Pointer); ok {
			return // a pointer to a pointer: not text-like
		}
	}
	switch pkg, name := knowledge.Named(t); {
	case pkg == "time" && name == "Time":
		tp.Kind = TextTime
		return
	case pkg == "time" && name == "Duration":
		tp.Kind = TextDuration
		return
	}
	if hasUnmarshalText(t) {
		tp.Kind = TextUnmarshal
		return
	}
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		return
	}
	switch i := b.Info(); {
	case i&types.IsString != 0:
		tp.Kind = TextString
	case i&types.IsBoolean != 0:
		tp.Kind = TextBool
	case i&types.IsInteger != 0 && i&types.IsUnsigned != 0:
		tp.Kind = TextUint
	case i&types.IsInteger != 0:
		tp.Kind = TextInt
	case i&types.IsFloat != 0:
		tp.Kind = TextFloat
	default:
		return // complex numbers, unsafe.Pointer
	}
	if pkg, name := knowledge.Named(t); pkg != "" && f.res.Facts != nil {
		for _, v := range f.res.Facts.Enum(pkg, name) {
			tp.Enum = append(tp.Enum, enumText(v))
		}
	}
}

// enumText is an enum value as text: the facts hold canonical JSON.
func enumText(v string) string {
	var s string
	if json.Unmarshal([]byte(v), &s) == nil {
		return s
	}
	return v
}

// hasUnmarshalText reports whether *T has UnmarshalText([]byte) error.
func hasUnmarshalText(t types.Type) bool {
	sel := types.NewMethodSet(types.NewPointer(t)).Lookup(nil, "UnmarshalText")
	if sel == nil {
		return false
	}
	sig, ok := sel.Type().(*types.Signature)
	if !ok || sig.Params().Len() != 1 || sig.Results().Len() != 1 || !knowledge.IsError(sig.Results().At(0).Type()) {
		return false
	}
	s, ok := sig.Params().At(0).Type().Underlying().(*types.Slice)
	return ok && types.Identical(s.Elem(), types.Typ[types.Byte])
}

// resourceResult is the form of a resource's result type.
func resourceResult(t types.Type) OfferResult {
	if t == nil {
		return OfferInvalid
	}
	if sdkPtr(t, "ReadResourceResult") {
		return ResourceReadResult
	}
	if sdkPtr(t, "ResourceContents") {
		return ResourceContents
	}
	if s, ok := types.Unalias(t).(*types.Slice); ok && sdkPtr(s.Elem(), "ResourceContents") {
		return ResourceContentsList
	}
	if isString(t) {
		return ResourceText
	}
	if s, ok := t.Underlying().(*types.Slice); ok {
		if b, ok := s.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte {
			return ResourceBlob
		}
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if _, isPtr := types.Unalias(t).(*types.Pointer); isPtr {
		return OfferInvalid
	}
	switch t.Underlying().(type) {
	case *types.Struct, *types.Map:
		return ResourceJSON
	}
	return OfferInvalid
}

// promptResult is the form of a prompt's result type.
func promptResult(t types.Type) OfferResult {
	switch {
	case t == nil:
		return OfferInvalid
	case isString(t):
		return PromptText
	case sdkPtr(t, "GetPromptResult"):
		return PromptResult
	}
	if s, ok := types.Unalias(t).(*types.Slice); ok && sdkPtr(s.Elem(), "PromptMessage") {
		return PromptMessages
	}
	return OfferInvalid
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// sdkPtr matches *mcp.<name>.
func sdkPtr(t types.Type, name string) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	pkg, n := knowledge.Named(p.Elem())
	return pkg == knowledge.SDKPath && n == name
}

// defaultMIME is a resource's MIME type when mime= does not give one.
func defaultMIME(r *Resource) string {
	if strings.HasPrefix(r.URI, "ui://") {
		return AppMIME
	}
	switch r.Result {
	case ResourceText:
		return "text/plain"
	case ResourceBlob:
		return "application/octet-stream"
	case ResourceJSON:
		return "application/json"
	}
	return ""
}

// templateVars lists the variables of the directive's template, each
// once, where the template parses as the go-sdk parses it (with
// uritemplate); nil otherwise.
func templateVars(d *directive.Directive) []TemplateVar {
	if _, err := uritemplate.New(d.URI); err != nil {
		return nil
	}
	// Offsets into the written token: exact when the URI is written
	// bare, or quoted without escapes.
	base, exact := d.URIPos, true
	if d.URIQuoted {
		base++
		exact = int(d.URIEnd-d.URIPos) == len(d.URI)+2
	}
	var out []TemplateVar
	seen := map[string]bool{}
	s := d.URI
	for i := 0; i < len(s); i++ {
		if s[i] != '{' {
			continue
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			break
		}
		body, off := s[i+1:i+j], i+1
		if body != "" && strings.ContainsRune("+#./;?&=,!@|", rune(body[0])) {
			body, off = body[1:], off+1
		}
		for _, spec := range strings.Split(body, ",") {
			name := spec
			if k := strings.IndexAny(name, ":*"); k >= 0 {
				name = name[:k]
			}
			if name != "" && !seen[name] {
				seen[name] = true
				v := TemplateVar{Name: name, Pos: d.URIPos, End: d.URIEnd}
				if exact {
					v.Pos = base + token.Pos(off)
					v.End = v.Pos + token.Pos(len(name))
				}
				out = append(out, v)
			}
			off += len(spec) + 1
		}
		i += j
	}
	return out
}

// AppResourceFacts lists the ui:// resources a package declares, so that
// a tool's ui= in a package that imports it can name one (OMCG0012).
type AppResourceFacts struct {
	URIs []string
	// Unknown: the package registers a resource with the go-sdk whose URI
	// is not a constant, which may be any App.
	Unknown bool
}

func (*AppResourceFacts) AFact() {}

func (f *AppResourceFacts) String() string {
	s := "apps(" + strings.Join(f.URIs, ", ")
	if f.Unknown {
		s += ", unknown"
	}
	return s + ")"
}

// appFacts exports the package's ui:// resources, its //mcp:resource
// ones and those it registers with the go-sdk's (*mcp.Server).AddResource
// and a constant URI, and collects those of the packages it imports.
func (f *finder) appFacts() {
	var own []string
	for _, r := range f.res.Resources {
		if strings.HasPrefix(r.URI, "ui://") {
			own = append(own, r.URI)
		}
	}
	sdk, unknown := f.sdkAppURIs()
	own = append(own, sdk...)
	slices.Sort(own)
	own = slices.Compact(own)
	f.res.LocalApps, f.res.AppsUnknown = own, unknown
	if len(own) > 0 || unknown {
		f.pass.ExportPackageFact(&AppResourceFacts{URIs: own, Unknown: unknown})
	}
	for _, pf := range f.pass.AllPackageFacts() {
		if a, ok := pf.Fact.(*AppResourceFacts); ok && pf.Package != f.pass.Pkg {
			f.res.ImportedApps = append(f.res.ImportedApps, a.URIs...)
			f.res.AppsUnknown = f.res.AppsUnknown || a.Unknown
		}
	}
	slices.Sort(f.res.ImportedApps)
	f.res.ImportedApps = slices.Compact(f.res.ImportedApps)
}

// sdkAppURIs returns the ui:// URIs of the resources the package
// registers with (*mcp.Server).AddResource, given as an &mcp.Resource{...}
// literal with a constant URI; unknown is set when a call's URI cannot be
// read so, and may be any App's.
func (f *finder) sdkAppURIs() (uris []string, unknown bool) {
	// The SDK, mcpvet's runtime (which registers the generated resources
	// with URIs it is given) and other modules' packages are not the
	// server's own code: what they register says nothing about its Apps.
	path := f.pass.Pkg.Path()
	if passutil.Dependency(f.pass) || strings.HasPrefix(path, knowledge.RuntimePath) || strings.HasPrefix(path, knowledge.SDKModule) {
		return nil, false
	}
	info := f.pass.TypesInfo
	gen := f.res.GenFile
	for _, c := range f.flow.Calls() {
		call := c.Expr
		if gen != nil && gen.Pos() <= call.Pos() && call.Pos() < gen.End() || len(call.Args) == 0 {
			continue
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		fn, ok := info.Uses[sel.Sel].(*types.Func)
		if !ok || fn.Pkg() == nil || fn.Pkg().Path() != knowledge.SDKPath || fn.Name() != "AddResource" {
			continue
		}
		uri, ok := literalURI(info, call.Args[0])
		switch {
		case !ok:
			unknown = true
		case strings.HasPrefix(uri, "ui://"):
			uris = append(uris, uri)
		}
	}
	return uris, unknown
}

// literalURI reads the URI field of &mcp.Resource{URI: constant, ...}.
func literalURI(info *types.Info, e ast.Expr) (string, bool) {
	u, ok := ast.Unparen(e).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return "", false
	}
	lit, ok := ast.Unparen(u.X).(*ast.CompositeLit)
	if !ok {
		return "", false
	}
	if v := passutil.KeyedValue(lit, "URI"); v != nil {
		if tv, ok := info.Types[v]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			return constant.StringVal(tv.Value), true
		}
	}
	return "", false
}
