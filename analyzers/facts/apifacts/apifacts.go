// Package apifacts is the fact pass of API exposure (docs/api.md): it finds the
// HTTP routes a package registers (through the routers of
// analyzers/internal/model/routes), follows each to its handler, works out what
// the handler reads and writes, reads the package's runtime.Exposure config
// and //mcp:expose / //mcp:ignore directives, and describes the MCP tool
// each route would become. It reports nothing; the MCP0xx analyzers of
// analyzers/families/routetemplate do. It is separate from mcpfacts: a package with
// routes often imports nothing MCP.
package apifacts

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/facts/mcpfacts"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/analyzers/substrate/astflow"
	"github.com/mcpvet/mcpvet/runtime/schema"
	"github.com/mcpvet/mcpvet/schema/typesview"
)

// Import paths apifacts recognizes: those of the tool fact pass.
const (
	RuntimePath = knowledge.RuntimePath
	SDKPath     = knowledge.SDKPath
)

// DefaultEndpoint is the MCP endpoint's path when the package registers
// none itself.
const DefaultEndpoint = "/mcp"

var Analyzer = &analysis.Analyzer{
	Name: "apifacts",
	Doc: `find HTTP routes and the MCP tools they would become

apifacts is the fact pass of API exposure: it finds net/http, chi, gin and
echo routes, resolves their handlers, works out each handler's path values,
query values, body and response, reads the runtime.Exposure config and the //mcp:expose and
//mcp:ignore directives, and names and describes the tool of every route. It
exports what a handler or helper func does as an object fact, so routes
registered in one package with handlers of another are described too. It
reports nothing.`,
	URL: "https://github.com/mcpvet/mcpvet/blob/main/analyzers/facts/apifacts/apifacts.go",
	Run: passutil.Guard("apifacts", run),
	// gopls runs analyzers on packages with type errors: what does not
	// type-check is left alone (Result.IllTyped, Tool.IllTyped).
	RunDespiteErrors: true,
	Requires:         []*analysis.Analyzer{mcpfacts.Analyzer, astflow.Analyzer},
	ResultType:       reflect.TypeFor[*Result](),
	FactTypes:        []analysis.Fact{new(HandlerFact), new(RouterFact)},
}

// Result is what apifacts hands the MCP0xx analyzers.
type Result struct {
	// Routes are the package's routes in source order, one per chain of
	// mounts that reaches a registration. The MCP endpoint's own
	// registration is not among them.
	Routes []*Route
	// Endpoints are the registrations that serve the MCP endpoint.
	Endpoints []*routes.Route
	// EndpointPaths are the paths no route under which is ever exposed:
	// the endpoints' paths, or DefaultEndpoint when there is none.
	EndpointPaths []string
	// Configs are the package-level runtime.Exposure variables in source
	// order; Config is the one in use (the first), nil when there is none.
	Configs []*Config
	Config  *Config
	// ConfigProblems are what makes the config unusable as written (MCP001).
	ConfigProblems []Problem
	// Tools are the routes that get a tool, in source order; each one's
	// Tool is an mcptool.Tool like any other, its origin a
	// *mcptool.Route.
	Tools []*Route
	// OpenEndpoints are the Endpoints that surely sit behind no
	// authentication: no middleware that may authenticate wraps them,
	// nor their engine (gin and echo only).
	OpenEndpoints []*routes.Route
	// IllTyped: a registration whose pattern or handler does not
	// type-check was left out (the package has type errors, as it often
	// has in an editor), so what the routes are is not known in full.
	IllTyped bool
}

// Problem is a located finding.
type Problem struct {
	Pos, End token.Pos
	Message  string
}

// Refusal is a reason a route can get no tool, and where it is. The
// reason is typed; its words are those of the code that reports it
// (MCP009).
type Refusal struct {
	routes.Reason
	Pos, End token.Pos
}

// Route is one route with its handler, its tool and its selection.
type Route struct {
	*routes.Route
	// Handler is the resolved handler; nil with Unresolved saying why.
	Handler    *Handler
	Unresolved routes.Reason
	// BuiltRoute is the fact of a route an imported builder registers.
	BuiltRoute *BuiltRoute
	// Facts are what the handler reads and writes; nil when unresolved.
	Facts *HandlerFacts
	// Tool is the tool the route becomes when selected, with a
	// *mcptool.Route origin; nil when the route cannot be one (Refusals,
	// Skipped).
	Tool *mcptool.Tool

	// UnderEndpoint is the MCP endpoint path the route lies under, which
	// keeps it from MCP ("" when it does not).
	UnderEndpoint string
	// Ignored and Exposed are set by //mcp:ignore and //mcp:expose on the
	// handler or its receiver type.
	Ignored, Exposed bool
	// Selected says the selection wants a tool for the route, SelectedBy how.
	Selected   bool
	SelectedBy string
	// Entries are the config entries that name the route, in either list.
	Entries []*Entry
	// Refusals say why the route can get no tool (MCP009).
	Refusals []Refusal
	// Guards are the authentication middleware a route with a tool
	// surely sits behind.
	Guards []Guard
	// Skipped says why the route is silently no tool: it serves only a
	// method a tool does not send (HEAD, OPTIONS, ...).
	Skipped string
}

// HasTool reports whether the route becomes a tool.
func (r *Route) HasTool() bool {
	return r.Selected && r.Tool != nil && len(r.Refusals) == 0 && r.Skipped == ""
}

// Candidate reports whether the route could become a tool by the config:
// it is not under the MCP endpoint, not //mcp:ignore'd and not skipped.
func (r *Route) Candidate() bool {
	return r.UnderEndpoint == "" && !r.Ignored && r.Skipped == ""
}

// Describe names the route for messages: its pattern, or where it is
// registered.
func (r *Route) Describe() string {
	if r.Pattern != nil {
		return r.Pattern.Text
	}
	if r.Known {
		return r.Registered
	}
	return types.ExprString(r.PatternExpr)
}

// Names are the names config entries may use for the route: its patterns
// and, for a named handler, Receiver.Func, Receiver and Func, with and
// without the trim suffixes.
func (r *Route) Names(trims []string) []string {
	var out []string
	add := func(s string) {
		if s == "" {
			return
		}
		for _, x := range out {
			if x == s {
				return
			}
		}
		out = append(out, s)
	}
	if r.Known {
		add(r.Registered)
	}
	if r.Pattern != nil {
		add(r.Pattern.Text)
	}
	if r.Handler == nil || r.Handler.FuncName() == "" {
		return out
	}
	fn, recv := r.Handler.FuncName(), r.Handler.RecvName()
	fns := []string{fn, trimSuffix(fn, trims)}
	if recv == "" {
		for _, f := range fns {
			add(f)
		}
		return out
	}
	for _, rv := range []string{recv, trimSuffix(recv, trims)} {
		for _, f := range fns {
			add(rv + "." + f)
		}
	}
	for _, rv := range []string{recv, trimSuffix(recv, trims)} {
		add(rv)
	}
	return out
}

// Handler is a resolved route handler.
type Handler struct {
	// Func is the named func or method; for a factory's closure, the
	// factory; nil for a closure written in place.
	Func *types.Func
	// Decl is Func's declaration when it is in this package.
	Decl *ast.FuncDecl
	// Lit is the closure, for a closure or a factory's.
	Lit *ast.FuncLit
	// Factory is set when the handler is what Func returns.
	Factory bool
	// Shared: Func builds the handlers of other routes of the package
	// too, so the tool is named for its route.
	Shared bool
	// ServeHTTP is set when the handler is the ServeHTTP method of a type
	// (Func); the handler is then named after the type.
	ServeHTTP bool
	// Recv is the receiver type the handler is named by.
	Recv *types.TypeName
	// Fact describes a handler of another package.
	Fact *HandlerFact
	// Built names a handler known from a builder's fact (Fact then holds
	// its effects and marks).
	Built *BuiltHandler
}

// FuncName is the handler's name for {Func}: the func, the factory, or the
// type of a ServeHTTP method; "" for a closure.
func (h *Handler) FuncName() string {
	switch {
	case h.Built != nil:
		return h.Built.Name
	case h.ServeHTTP && h.Recv != nil:
		return h.Recv.Name()
	case h.Func != nil:
		return h.Func.Name()
	}
	return ""
}

// RecvName is the handler's name for {Receiver}; "" for a plain func.
func (h *Handler) RecvName() string {
	if h.Built != nil {
		return h.Built.Recv
	}
	if h.ServeHTTP || h.Recv == nil {
		return ""
	}
	return h.Recv.Name()
}

// String names the handler for messages: Products.List, listItems,
// ItemsHandler, or "a func literal".
func (h *Handler) String() string {
	switch {
	case h.FuncName() == "":
		return "a func literal"
	case h.RecvName() != "":
		return h.RecvName() + "." + h.FuncName()
	}
	return h.FuncName()
}

// HandlerFacts are what a handler reads and writes.
type HandlerFacts struct {
	PathValues []Value
	Query      []Value
	Body       *Body
	// Out is the one type every success path writes as JSON; nil with
	// OutNote saying why when there is none.
	Out       types.Type
	OutString string
	// OutSchema and OutObject stand in for Out for a handler of another
	// package.
	OutSchema   *schema.Schema
	OutObject   bool
	OutProblems []schema.Problem // of OutSchema
	OutNote     string
	// NotAPI says why the handler answers with something no tool call
	// can use (routes.NoReason when it does not): it takes the connection
	// over, serves a file, or only redirects.
	NotAPI routes.ReasonKind
	// Lost names the code the handler hands the request, the writer or
	// its context to that mcpvet cannot follow (an interface's method, a
	// func value): what the handler reads and writes is then not known
	// whole. "" when none.
	Lost string
	// Validated are the structs a validating struct binding reads query
	// or path values into (c.ShouldBindQuery(&q), c.ShouldBindUri(&u)),
	// each once, by the binding call; the body's type is Body's.
	Validated []Validated
	// Statuses are the 2xx statuses written (200 when none is);
	// ErrorStatuses the others.
	Statuses      []int
	ErrorStatuses []int
}

// Validated is a struct a binding validates, by the Tag of its fields.
type Validated struct {
	Type     types.Type
	Tag      string
	Pos, End token.Pos
}

// Value is one path or query value the handler reads.
type Value struct {
	Name string
	// Schema is from the parse that consumes the value; {"type":"string"}
	// when none does.
	Schema *schema.Schema
	// List is set for a query value read as a list (q["tags"]).
	List bool
	// Required: the endpoint's validation refuses a request without it
	// (a query value bound into a struct field tagged binding:"required",
	// or one the handler refuses with a 4xx when it is empty).
	Required bool
	Pos, End token.Pos
}

// Body is the JSON body the handler decodes.
type Body struct {
	Type       types.Type
	TypeString string
	// Schema and Problems stand in for Type for a handler of another
	// package.
	Schema   *schema.Schema
	Problems []schema.Problem
	// Required: the handler decodes it on every path.
	Required bool
	// Validator is the struct tag of the validation the binding that
	// decodes it runs ("binding" for gin's), "" for a plain decode;
	// Prefilled says the value it is decoded into may hold values already.
	Validator string
	Prefilled bool
	// ByMethod: gin binds it by the request's method, from the query by
	// the fields' form tags on a GET (c.ShouldBind, c.Bind).
	ByMethod bool
	// EchoBind: echo's c.Bind binds it, after the path values (by the
	// fields' param tags) and, on GET, DELETE and HEAD, the query (by
	// their query tags).
	EchoBind bool
	// Checked are the JSON names of the fields the handler refuses a
	// request without, with an error status (if in.Name == "" { ...;
	// return }): required, as a validation's rules would make them.
	Checked  []string
	Pos, End token.Pos
}

func run(pass *analysis.Pass) (any, error) {
	res := &Result{}
	if passutil.IsStd(pass) || !relevant(pass.Pkg) {
		// go vet runs every analyzer on every dependency: a package that
		// imports neither a router (net/http, chi, gin, echo) nor the runtime registers no route.
		return res, nil
	}
	a := newAnalyzer(pass)
	// Enum values and doc comments of types, for the schemas: mcpfacts
	// collects them from this package and every package it imports.
	if mf, ok := pass.ResultOf[mcpfacts.Analyzer].(*mcpfacts.Result); ok && mf != nil && mf.Facts != nil {
		a.facts = mf.Facts
	} else {
		a.facts = typesview.CollectFacts(pass.Pkg, pass.Files)
	}
	a.readConfigs(res)
	for _, r := range a.routers {
		if !r.Uses(pass.Pkg) {
			continue
		}
		var found []*routes.Route
		if across, ok := r.(routes.Across); ok {
			found = across.RoutesAcross(pass, a.builderOf)
		} else {
			found = r.Routes(pass)
		}
		for _, rt := range found {
			if passutil.InTestFile(a.pass.Fset, rt.Call.Pos()) {
				continue // a test's server, not the app's
			}
			if len(pass.TypeErrors) > 0 && (a.illTyped(rt.PatternExpr) || a.illTyped(rt.Handler)) {
				res.IllTyped = true // the compiler says what is wrong
				continue
			}
			if a.isEndpoint(rt.Handler, 0) {
				res.Endpoints = append(res.Endpoints, rt)
				continue
			}
			res.Routes = append(res.Routes, a.route(rt))
		}
	}
	for _, ep := range res.Endpoints {
		if ep.Pattern != nil {
			res.EndpointPaths = append(res.EndpointPaths, endpointPath(ep.Pattern))
		}
	}
	if len(res.EndpointPaths) == 0 {
		res.EndpointPaths = []string{DefaultEndpoint}
	}
	a.selectRoutes(res)
	a.guards(res)
	a.exportFacts()
	a.exportBuilders(res)
	return res, nil
}

// illTyped reports whether e does not type-check.
func (a *analyzer) illTyped(e ast.Expr) bool {
	if e == nil {
		return false
	}
	tv, ok := a.pass.TypesInfo.Types[e]
	return !ok || tv.Type == nil || passutil.HasInvalid(tv.Type)
}

func relevant(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		switch imp.Path() {
		case knowledge.HTTPPath, knowledge.ChiPath, knowledge.GinPath, knowledge.EchoPath, RuntimePath:
			return true
		}
	}
	return false
}

func endpointPath(p *routes.Pattern) string {
	pth := p.Path
	if i := strings.Index(pth, "{"); i >= 0 {
		pth = pth[:i]
	}
	return strings.TrimSuffix(pth, "/")
}

// analyzer holds what one run shares.
type analyzer struct {
	pass    *analysis.Pass
	routers []routes.Router
	decls   map[*types.Func]*ast.FuncDecl
	flow    *astflow.Index
	params  map[*types.Var]string // parameter -> the func it belongs to
	view    *typesview.View
	facts   schema.Facts
	sums    map[ast.Node]*summary
	// types maps the package's type names to their declarations' docs.
	typeDocs map[*types.TypeName]*ast.CommentGroup
	imported map[*types.Func]*HandlerFact
	builders map[*types.Func]*RouterFact
}

func newAnalyzer(pass *analysis.Pass) *analyzer {
	flow := astflow.Of(pass)
	a := &analyzer{
		pass:     pass,
		routers:  routes.Routers,
		decls:    routes.FuncDecls(pass),
		flow:     flow,
		params:   map[*types.Var]string{},
		view:     typesview.NewView(),
		sums:     map[ast.Node]*summary{},
		typeDocs: map[*types.TypeName]*ast.CommentGroup{},
		imported: map[*types.Func]*HandlerFact{},
		builders: map[*types.Func]*RouterFact{},
	}
	a.index()
	return a
}
