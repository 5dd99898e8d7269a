package apifacts

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/directive"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/knowledge"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/naming"
	"github.com/mcpvet/mcpvet/analyzers/internal/foundation/passutil"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/routes"
	"github.com/mcpvet/mcpvet/analyzers/internal/model/toolschema"
	"github.com/mcpvet/mcpvet/analyzers/model/mcptool"
	"github.com/mcpvet/mcpvet/runtime/schema"
)

// MaxNameLen is the longest generated tool name: the MCP spec allows 128,
// common clients refuse more than 64, and Claude Code sends
// mcp__SERVER__TOOL within those 64, so a longer name would be refused
// whatever the server is called (OMCG0013).
const MaxNameLen = 64 - len("mcp__x__")

// ToolMethods are the HTTP methods a tool sends.
var ToolMethods = []string{"GET", "POST", "PUT", "PATCH", "DELETE"}

func (a *analyzer) route(rt *routes.Route) *Route {
	r := &Route{Route: rt}
	if rt.Built != nil {
		a.builtRoute(r)
		return r
	}
	r.Handler, r.Unresolved = a.resolve(rt.Handler, 0)
	if r.Handler != nil {
		r.Facts = a.handlerFacts(r.Handler, rt.Handler)
	}
	return r
}

// handlerEffects are the effects of a handler of this package.
func (a *analyzer) handlerEffects(h *Handler) []effect {
	switch {
	case h.Lit != nil:
		return a.summaryOf(h.Lit).effects
	case h.Decl != nil:
		return a.summaryOf(h.Decl).effects
	}
	return nil
}

// handlerFacts sums up what a handler reads and writes.
func (a *analyzer) handlerFacts(h *Handler, at ast.Expr) *HandlerFacts {
	effs := a.handlerEffects(h)
	if h.Fact != nil {
		effs = h.Fact.effects(at.Pos(), at.End())
	}
	f := &HandlerFacts{}
	type out struct {
		typ types.Type
		ext *extType
	}
	var outs []out
	text, unknown := false, false
	upgrade, file, redirect, written := false, false, false, false
	addStatus := func(list *[]int, code int) {
		if code > 0 && !slices.Contains(*list, code) {
			*list = append(*list, code)
		}
	}
	for _, e := range effs {
		if e.nameParam >= 0 || e.srcParam >= 0 || e.typParam >= 0 || e.typResult >= 0 {
			continue // refers to a parameter no request fills
		}
		if e.boundIn != nil && !slices.ContainsFunc(f.Validated, func(v Validated) bool { return types.Identical(v.Type, e.boundIn) }) {
			f.Validated = append(f.Validated, Validated{Type: e.boundIn, Tag: ginValidatorTag, Pos: e.pos, End: e.end})
		}
		switch e.kind {
		case readPath:
			addValue(&f.PathValues, e, false)
		case readQuery:
			addValue(&f.Query, e, false)
		case readQueryList:
			addValue(&f.Query, e, true)
		case readBody:
			if f.Body == nil {
				f.Body = &Body{Type: e.typ, Pos: e.pos, End: e.end, Validator: e.validator, Prefilled: e.prefilled, ByMethod: e.byMethod, EchoBind: e.echoBind}
				if e.typ != nil {
					f.Body.TypeString = types.TypeString(e.typ, types.RelativeTo(a.pass.Pkg))
				}
				if e.ext != nil {
					f.Body.TypeString, f.Body.Schema, f.Body.Problems = e.ext.str, e.ext.in, e.ext.problems
				}
			}
			f.Body.Required = f.Body.Required || e.always
			f.Body.Checked = append(f.Body.Checked, e.checked...)
		case lost:
			if f.Lost == "" {
				f.Lost = e.name
			}
		case writeUpgrade:
			upgrade = true
		case writeFile:
			file = true
		case writeRedirect:
			redirect = true
		case writeBody, writeText:
			if e.status >= 300 {
				addStatus(&f.ErrorStatuses, e.status)
				continue
			}
			written = true
			addStatus(&f.Statuses, e.status)
			switch {
			case e.kind == writeText:
				text = true
			case e.typ == nil && e.ext == nil:
				unknown = true
			default:
				dup := false
				for _, o := range outs {
					dup = dup || e.typ != nil && o.typ != nil && types.Identical(o.typ, e.typ) ||
						e.ext != nil && o.ext != nil && o.ext.str == e.ext.str
				}
				if !dup {
					outs = append(outs, out{e.typ, e.ext})
				}
			}
		case writeStatus:
			if e.status >= 300 {
				addStatus(&f.ErrorStatuses, e.status)
			} else {
				addStatus(&f.Statuses, e.status)
				written = true
			}
		case writeError:
			addStatus(&f.ErrorStatuses, e.status)
		}
	}
	switch {
	case upgrade:
		f.NotAPI = routes.TakesConnection
	case file:
		f.NotAPI = routes.ServesFile
	case redirect && !written:
		f.NotAPI = routes.OnlyRedirects
	}
	slices.Sort(f.Statuses)
	slices.Sort(f.ErrorStatuses)
	if len(f.Statuses) == 0 {
		f.Statuses = []int{200}
	}
	switch {
	case text:
		f.OutNote = "a success path writes a body that is not JSON of a known type"
	case unknown:
		f.OutNote = "a success path writes a value of interface type"
	case len(outs) > 1:
		var names []string
		for _, o := range outs {
			if o.typ != nil {
				names = append(names, types.TypeString(o.typ, types.RelativeTo(a.pass.Pkg)))
			} else {
				names = append(names, o.ext.str)
			}
		}
		f.OutNote = "the success paths write different types: " + strings.Join(names, ", ")
	case len(outs) == 1:
		if o := outs[0]; o.typ != nil {
			f.Out, f.OutString = o.typ, types.TypeString(o.typ, types.RelativeTo(a.pass.Pkg))
		} else {
			f.OutString, f.OutSchema, f.OutObject, f.OutProblems = o.ext.str, o.ext.out, o.ext.object, o.ext.problems
		}
	}
	return f
}

// bodyOptions are the schema options of a body the binding validator
// (a struct tag, "" for none) validates: what the endpoint requires is
// what its validation requires, nothing when the value bound into may be
// prefilled.
func bodyOptions(opts schema.Options, validator string, prefilled bool) schema.Options {
	switch {
	case validator != "":
		opts.Validator = &schema.Validator{Tag: validator, Prefilled: prefilled}
	case prefilled:
		// encoding/json too keeps what an absent property had.
		opts.Validator = &schema.Validator{Tag: "validate", Prefilled: true}
	}
	return opts
}

func addValue(list *[]Value, e effect, isList bool) {
	for i := range *list {
		v := &(*list)[i]
		if v.Name == e.name {
			if v.Schema == nil {
				v.Schema = e.sch
			}
			v.List = v.List || isList
			v.Required = v.Required || e.required
			return
		}
	}
	*list = append(*list, Value{Name: e.name, Schema: e.sch, List: isList, Required: e.required, Pos: e.pos, End: e.end})
}

// selectRoutes applies the directives and the config to every route,
// gives each the reasons it can get no tool, and builds the tools.
func (a *analyzer) selectRoutes(res *Result) {
	cfg := res.Config
	var trims []string
	if cfg != nil {
		trims = cfg.TrimSuffixes
	}
	markSharedFactories(res.Routes)
	for _, r := range res.Routes {
		own, recv := a.marks(r.Handler)
		r.Ignored = own.Ignore || recv.Ignore
		r.Exposed = own.Expose || recv.Expose
		if r.Pattern != nil {
			for _, ep := range res.EndpointPaths {
				if underEndpoint(r.Pattern, ep) {
					r.UnderEndpoint = ep
				}
			}
			if m := r.Pattern.Method; m != "" && !slices.Contains(ToolMethods, m) {
				r.Skipped = "it serves only " + m + ", which no tool sends"
			}
		}
		if r.Deferred != "" {
			// Its builder's fact carries it to the package that mounts it.
			r.Skipped = "its router is a parameter of the exported func " + r.Deferred +
				", which nothing in this package fills: the package that passes it a router serves it, at a path only known there"
		} else {
			r.Refusals = a.refusals(r)
		}
		if len(r.Refusals) == 0 && r.Skipped == "" {
			r.Tool = a.tool(r, own, recv, cfg)
		}
		if cfg != nil {
			names := r.Names(trims)
			for _, e := range slices.Concat(cfg.Include, cfg.Exclude) {
				if slices.Contains(names, e.Value) {
					r.Entries = append(r.Entries, e)
					e.Routes = append(e.Routes, r)
				}
			}
		}
		switch {
		case r.UnderEndpoint != "" || r.Ignored || r.Skipped != "":
		case r.Exposed && !r.ownedElsewhere():
			// (A route whose builder's package makes its tool, at this
			// same pattern, is selected here by the config only.)
			r.Selected, r.SelectedBy = true, "//mcp:expose"
			if why, moved := r.movedRefusal(); moved {
				r.Refusals = append(r.Refusals, Refusal{Reason: why, Pos: r.PatternExpr.Pos(), End: r.PatternExpr.End()})
			}
		case cfg == nil:
			// No config: SelectedOnly with nothing included.
		case cfg.Mode == AllExceptExcluded:
			if e := firstIn(r.Entries, "Exclude"); e == nil {
				r.Selected, r.SelectedBy = true, "AllExceptExcluded"
			}
		default:
			if e := firstIn(r.Entries, "Include"); e != nil {
				r.Selected, r.SelectedBy = true, "Include "+strconv.Quote(e.Value)
			}
		}
		if r.HasTool() {
			res.Tools = append(res.Tools, r)
		}
	}
}

func firstIn(entries []*Entry, list string) *Entry {
	for _, e := range entries {
		if e.List == list {
			return e
		}
	}
	return nil
}

func underEndpoint(p *routes.Pattern, ep string) bool {
	if ep == "" {
		return p.Path == "/"
	}
	return p.Under(ep)
}

// refusals are the reasons a route can get no tool (MCP009).
func (a *analyzer) refusals(r *Route) []Refusal {
	var out []Refusal
	at := func(n ast.Node, why routes.Reason) {
		out = append(out, Refusal{Reason: why, Pos: n.Pos(), End: n.End()})
	}
	pe := r.PatternExpr
	switch {
	case !r.Known:
		operand := ""
		if c := culprit(a.pass.TypesInfo, pe); c != nil && c != ast.Unparen(pe) {
			operand = types.ExprString(c)
		}
		at(pe, routes.Because(routes.PatternNotConstant, operand))
	case r.Invalid.Is():
		at(pe, r.Invalid)
	default:
		p := r.Pattern
		switch {
		case p.Method != "":
		case r.Router == knowledge.ChiPath:
			at(pe, routes.Because(routes.EveryMethodChi, r.Registered))
		case routes.MethodRefusal(r.Router) != "":
			at(pe, routes.Because(routes.EveryMethodAny, r.Registered, r.Router))
		default:
			at(pe, routes.Because(routes.EveryMethod, r.Registered, p.Path))
		}
		if p.Subtree() {
			at(pe, routes.Because(routes.SubtreePattern, r.Registered, p.Path))
		}
		if p.Host != "" {
			at(pe, routes.Because(routes.HostPattern, r.Registered, p.Host))
		}
	}
	if r.Handler == nil {
		why := routes.Because(routes.HandlerUnresolved, types.ExprString(r.Route.Handler))
		if r.Built != nil {
			why = routes.Because(routes.BuiltHandlerUnresolved, r.BuiltBy.Pkg().Name(), r.BuiltBy.Name())
		}
		cause := r.Unresolved
		why.Cause = &cause
		at(r.Route.Handler, why)
	} else if r.Facts != nil && r.Pattern != nil {
		if r.Facts.NotAPI != routes.NoReason {
			at(r.Route.Handler, routes.Because(r.Facts.NotAPI))
		} else if r.Facts.Lost != "" {
			at(r.Route.Handler, routes.Because(routes.HandlerLost, r.Facts.Lost))
		}
		for _, v := range r.Facts.PathValues {
			if !r.Pattern.HasWildcard(v.Name) {
				why := routes.Because(routes.UndefinedPathValue, v.Name, r.Pattern.Text, strings.Join(r.Pattern.Wildcards(), ","))
				out = append(out, Refusal{Reason: why, Pos: v.Pos, End: v.End})
			}
		}
	}
	return out
}

// culprit is the first operand of a string expression that is not a
// constant.
func culprit(info *types.Info, e ast.Expr) ast.Expr {
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return nil
	}
	if b, ok := e.(*ast.BinaryExpr); ok {
		if c := culprit(info, b.X); c != nil {
			return c
		}
		if c := culprit(info, b.Y); c != nil {
			return c
		}
	}
	return e
}

// tool builds the tool of a route whose pattern and handler are known.
func (a *analyzer) tool(r *Route, own, recv Marks, cfg *Config) *mcptool.Tool {
	p, h, f := r.Pattern, r.Handler, r.Facts
	var format string
	var trims []string
	if cfg != nil {
		format, trims = cfg.Format, cfg.TrimSuffixes
	}
	rt := &mcptool.Route{Method: p.Method, Pattern: p.Text, Path: strings.TrimSuffix(p.Path, "{$}"), Statuses: f.Statuses}
	t := &mcptool.Tool{
		Origin: rt, Dialect: mcptool.MCPVet,
		NameKnown: true, NameDerived: true,
		Pos: r.Call.Pos(), End: r.Call.End(),
		Handler: r.Route.Handler,
	}
	t.Name = ToolName(h, p, format, trims)
	if v, ok := own.Lookup("name"); ok && v != "" {
		t.Name, t.NameDerived = v, false
		t.NamePos, t.NameEnd = a.exposeNameSpan(h)
	}
	t.Title = Title(h, p, trims)
	if v, ok := own.Lookup("title"); ok && v != "" {
		t.Title = v
	}
	t.Description = "Calls " + p.Text + "."
	switch {
	case own.Doc != "":
		t.Description = own.Doc
	case h.ServeHTTP && recv.Doc != "":
		t.Description = recv.Doc
	}
	if v, ok := own.Lookup("description"); ok && v != "" {
		t.Description = v
	}
	hints, scope := annotate(p.Method, own, recv)
	t.Annotations = &mcptool.Annotations{ReadOnly: &hints.ReadOnly, Destructive: &hints.Destructive, Idempotent: &hints.Idempotent, OpenWorld: &hints.OpenWorld}
	rt.Scope = scope

	// A problem with no field of this package to point at is the route's:
	// its handler as registered.
	handlerSpan := [2]token.Pos{r.Route.Handler.Pos(), r.Route.Handler.End()}

	in := &schema.Schema{Type: []string{"object"}, Closed: true}
	add := func(arg mcptool.RouteArg) {
		rt.Args = append(rt.Args, arg)
		in.Properties = append(in.Properties, schema.Property{Name: arg.Name, Schema: arg.Schema})
		if arg.Required {
			in.Required = append(in.Required, arg.Name)
		}
	}
	used := map[string]bool{}
	// echo's c.Bind binds path values and a GET's query into the body's
	// struct too.
	var echoPath, echoQuery []boundField
	if b := f.Body; b != nil && b.EchoBind {
		echoPath, echoQuery = echoBound(b.Type, p.Method)
	}
	for _, w := range p.Wildcards() {
		s := stringSchema()
		for _, v := range echoPath {
			if v.name == w && v.sch != nil {
				s = v.sch
			}
		}
		for _, v := range f.PathValues {
			if v.Name == w && v.Schema != nil {
				s = v.Schema
			}
		}
		if re, ok := r.Regexps[w]; ok && s.Pattern == "" && s.Format == "" && len(s.Type) == 1 && s.Type[0] == "string" {
			// The router refuses a value its regexp does not match (it
			// must match the whole segment): the schema says so.
			c := *s
			c.Pattern = "^(?:" + re + ")$"
			s = &c
		}
		add(mcptool.RouteArg{Name: w, In: "path", Required: true, Schema: s, Multi: p.IsMulti(w)})
		used[w] = true
	}
	for _, q := range f.Query {
		if used[q.Name] {
			continue
		}
		used[q.Name] = true
		s := q.Schema
		if q.List {
			s = &schema.Schema{Type: []string{"array"}, Items: stringSchema()}
		} else if s == nil {
			s = stringSchema()
		}
		add(mcptool.RouteArg{Name: q.Name, In: "query", Required: q.Required, Schema: s})
	}
	// gin binds a GET's query, by the form tags, into a body it binds by
	// the method (c.ShouldBind): those are query arguments, no body.
	var getFields []boundField
	bindsQuery := false
	if b := f.Body; b != nil && b.ByMethod && p.Method == "GET" {
		getFields, bindsQuery = getQuery(b.Type)
	}
	if len(echoQuery) > 0 || len(echoPath) > 0 && p.Method != "POST" && p.Method != "PUT" && p.Method != "PATCH" {
		// A GET, DELETE or HEAD struct echo binds from the path and the
		// query: its values are those, and no body is sent.
		getFields, bindsQuery = echoQuery, true
	}
	for _, q := range getFields {
		if used[q.name] {
			continue
		}
		used[q.name] = true
		s := q.sch
		if q.list {
			s = &schema.Schema{Type: []string{"array"}, Items: stringSchema()}
		} else if s == nil {
			s = stringSchema()
		}
		add(mcptool.RouteArg{Name: q.name, In: "query", Required: q.required, Schema: s})
	}
	if b := f.Body; b != nil && !bindsQuery && !used["body"] {
		s, ps := b.Schema, b.Problems
		if b.Type != nil && passutil.IllTyped(a.pass, b.Type) {
			t.IllTyped = true
			s, ps = &schema.Schema{}, nil
		} else if b.Type != nil {
			s, ps = a.view.Generate(b.Type, bodyOptions(schema.Options{Direction: schema.Input, Facts: a.facts, Root: toolschema.RootName(b.Type, a.pass.Pkg)}, b.Validator, b.Prefilled))
			s = withRequired(s, b.Checked)
		}
		at := handlerSpan
		if a.inPackage(b.Pos) {
			at = [2]token.Pos{b.Pos, b.End}
		}
		for _, p := range ps {
			t.Problems = append(t.Problems, toolschema.Locate(a.pass, schema.Input, p, at))
		}
		if s == nil {
			s = &schema.Schema{}
		}
		add(mcptool.RouteArg{Name: "body", In: "body", Required: b.Required, Schema: s})
	}
	t.Input = in

	switch {
	case f.Out != nil && passutil.IllTyped(a.pass, f.Out):
		t.IllTyped = true
	case f.Out != nil:
		t.Out, rt.OutString = f.Out, f.OutString
		// A response that is not object-shaped is sent as text, with no
		// schema: what its schema would lack is no problem of the tool.
		if a.objectShaped(f.Out) {
			s, ps := a.view.Generate(f.Out, schema.Options{Direction: schema.Output, Facts: a.facts, Root: toolschema.RootName(f.Out, a.pass.Pkg)})
			a.output(t, rt, s, ps, handlerSpan)
		}
	case f.OutSchema != nil:
		rt.OutString = f.OutString
		if f.OutObject {
			a.output(t, rt, f.OutSchema, f.OutProblems, handlerSpan)
		}
	}
	return t
}

// output sets the output schema of a route tool and its problems. A
// response type that refers to itself has no schema, but encoding/json
// writes its values (it refuses only a cyclic value, which an API's
// response is not): the tool serves the response as text, with no output
// schema, and the origin's TextOut says why (MCP009 warns), rather than
// losing the route to OMCG0006 as a directive or SDK tool does.
func (a *analyzer) output(t *mcptool.Tool, rt *mcptool.Route, s *schema.Schema, ps []schema.Problem, at [2]token.Pos) {
	var rest []schema.Problem
	for _, p := range ps {
		if p.Kind == schema.SelfReference {
			if rt.TextOut == nil {
				pr := toolschema.Locate(a.pass, schema.Output, p, at)
				rt.TextOut = &pr
			}
			continue
		}
		rest = append(rest, p)
	}
	for _, p := range rest {
		t.Problems = append(t.Problems, toolschema.Locate(a.pass, schema.Output, p, at))
	}
	if rt.TextOut == nil {
		t.Output = schema.ObjectRoot(s)
	}
}

func stringSchema() *schema.Schema { return &schema.Schema{Type: []string{"string"}} }

// hints are the four behaviour hints of a route tool, always all stated.
type hints struct {
	ReadOnly, Destructive, Idempotent, OpenWorld bool
}

// annotate derives the hints and the scope from the method (the table of
// docs/api.md, "Hints and scopes"); a directive on the handler, else on
// its receiver type, overrides one hint or the scope, and the rest keep
// the derivation.
func annotate(method string, own, recv Marks) (hints, mcptool.Scope) {
	var an hints
	var sc mcptool.Scope
	switch method {
	case "GET":
		an, sc = hints{ReadOnly: true, Idempotent: true}, mcptool.ScopeRead
	case "POST":
		an, sc = hints{}, mcptool.ScopeWrite
	case "PUT":
		an, sc = hints{Destructive: true, Idempotent: true}, mcptool.ScopeWrite
	case "PATCH":
		an, sc = hints{Destructive: true}, mcptool.ScopeWrite
	case "DELETE":
		an, sc = hints{Destructive: true, Idempotent: true}, mcptool.ScopeDelete
	}
	hint := func(key string, v *bool) {
		for _, m := range []Marks{own, recv} {
			if s, ok := m.Lookup(key); ok {
				*v = s == "true"
				return
			}
		}
	}
	hint("readonly", &an.ReadOnly)
	hint("destructive", &an.Destructive)
	hint("idempotent", &an.Idempotent)
	hint("openworld", &an.OpenWorld)
	for _, m := range []Marks{own, recv} {
		if v, ok := m.Lookup("scope"); ok {
			if s, ok := map[string]mcptool.Scope{"read": mcptool.ScopeRead, "write": mcptool.ScopeWrite, "delete": mcptool.ScopeDelete}[strings.ToLower(v)]; ok {
				sc = s
				break
			}
		}
	}
	return an, sc
}

// markSharedFactories marks the handlers a factory builds for more than
// one route (serveFiles("docs") and serveFiles("assets")): the factory's
// name says nothing of which route a tool calls, so they are named as
// closures are.
func markSharedFactories(rs []*Route) {
	uses := map[*types.Func]int{}
	for _, r := range rs {
		if h := r.Handler; h != nil && h.Factory && h.Func != nil {
			uses[h.Func]++
		}
	}
	for _, r := range rs {
		if h := r.Handler; h != nil && h.Factory && h.Func != nil {
			h.Shared = uses[h.Func] > 1
		}
	}
}

// byRoute: the handler's tool is named for its route, not its func.
func (h *Handler) byRoute() bool {
	return h == nil || h.FuncName() == "" || h.Shared
}

// ToolName names a route's tool: Naming.Format with {Receiver}, {Func} and
// {Method} (default "{Receiver}_{Func}", or "{Func}" for a plain func); a
// closure's tool, and that of a handler a factory builds for several
// routes, is named {method}_{path words}. The name is kept within
// [A-Za-z0-9_-] and MaxNameLen characters.
func ToolName(h *Handler, p *routes.Pattern, format string, trims []string) string {
	if h.byRoute() {
		return ClosureName(p)
	}
	fn, recv := trimSuffix(h.FuncName(), trims), trimSuffix(h.RecvName(), trims)
	if format == "" {
		format = "{Func}"
		if recv != "" {
			format = "{Receiver}_{Func}"
		}
	}
	name := Sanitize(strings.NewReplacer("{Receiver}", recv, "{Func}", fn, "{Method}", p.Method).Replace(format))
	if name == "" {
		return ClosureName(p)
	}
	return name
}

// ClosureName is {method}_{path words}: GET /items/{id} -> get_items_by_id.
func ClosureName(p *routes.Pattern) string {
	words := []string{strings.ToLower(p.Method)}
	for _, w := range p.Words() {
		words = append(words, naming.SnakeCase(w))
	}
	if len(words) == 1 {
		words = append(words, "root")
	}
	return Sanitize(strings.Join(words, "_"))
}

// Sanitize keeps a generated name within [A-Za-z0-9_-]: each run of other
// characters, and each run of '_', becomes one '_', none at either end; the
// name is cut to MaxNameLen.
func Sanitize(s string) string {
	var b strings.Builder
	pending := false
	for _, r := range s {
		ok := r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-')
		if !ok {
			pending = true
			continue
		}
		if pending && b.Len() > 0 {
			b.WriteByte('_')
		}
		pending = false
		b.WriteRune(r)
	}
	out := b.String()
	if len(out) > MaxNameLen {
		out = strings.TrimRight(out[:MaxNameLen], "_-")
	}
	return out
}

// Title reads the handler's name as a sentence with Go initialisms kept
// (GetByID -> "Get by ID"); a closure's title, and that of a factory's
// handler shared by several routes, reads its method and path ("Get
// items by id").
func Title(h *Handler, p *routes.Pattern, trims []string) string {
	if !h.byRoute() {
		return capitalize(naming.Title(trimSuffix(h.FuncName(), trims)))
	}
	parts := []string{strings.ToLower(p.Method)}
	for _, s := range p.Segments {
		switch {
		case s.Lit != "":
			parts = append(parts, s.Lit)
		case s.Wild != "":
			parts = append(parts, "by", naming.Title(s.Wild))
		}
	}
	if len(parts) == 1 {
		parts = append(parts, "root")
	}
	return capitalize(strings.Join(parts, " "))
}

func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

func trimSuffix(name string, trims []string) string {
	for _, s := range trims {
		if s != "" && len(name) > len(s) && strings.HasSuffix(name, s) {
			return name[:len(name)-len(s)]
		}
	}
	return name
}

// objectShaped: encoding/json writes the values of t as an object
// (schema.ObjectShaped).
func (a *analyzer) objectShaped(t types.Type) bool {
	return schema.ObjectShaped(a.view.Type(t))
}

// exposeNameSpan returns the span of the name= value of the //mcp:expose
// on a handler declared in this package.
func (a *analyzer) exposeNameSpan(h *Handler) (token.Pos, token.Pos) {
	if h == nil || h.Decl == nil || h.Decl.Doc == nil || !a.inPackage(h.Decl.Pos()) {
		return token.NoPos, token.NoPos
	}
	pos, end := token.NoPos, token.NoPos
	for _, c := range h.Decl.Doc.List {
		if d, ok := directive.Parse(c); ok && d.Kind == "expose" {
			if arg, ok := d.Lookup("name"); ok {
				pos, end = arg.ValuePos, arg.End // the last one wins, as in Marks.Lookup
			}
		}
	}
	return pos, end
}

// inPackage reports whether pos is in a file of the package analyzed.
func (a *analyzer) inPackage(pos token.Pos) bool {
	for _, f := range a.pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return true
		}
	}
	return false
}
